import { Composer, type Template } from './composer';
import { names, titleList, capitalFirst } from './methods';

export const crumble: Template = {
  key: 'crumble',
  method: 'bake',
  taste: 'sweet',
  course: 'dessert',
  build: (ctx) => {
    const c = new Composer(ctx);
    const fruit = c.take(['fruit'], 4, (i) =>
      [
        'orchard',
        'berry',
        'stone-fruit',
        'rhubarb',
        'tropical',
        'banana',
        'fig',
        'dried-fruit',
      ].includes(i.spec.group ?? ''),
    );
    if (!fruit.some((f) => f.spec.group !== 'dried-fruit' && f.spec.group !== 'banana'))
      return null;
    const oats = c.take(['oats'], 1);
    const nuts = c.take(['nut'], 2, (i) => i.spec.group !== 'nut-butter');
    const spice = c.take(['sweet-spice'], 2);
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter' || i.id === 'coconut_oil');
    const sugar = c.take(
      ['sweet', 'syrup'],
      1,
      (i) => i.spec.group === 'sugar' || i.kind === 'syrup',
    );
    const serve = c.take(
      ['cream', 'yogurt', 'sweet'],
      1,
      (i) => i.kind !== 'sweet' || i.spec.group === 'ice-cream' || i.spec.group === 'custard',
    );
    const chocolate = c.take(['sweet'], 1, (i) => i.spec.group === 'chocolate');
    const citrus = c.take(['citrus'], 1);

    const fN = c.useAll(fruit, Math.min(1.5, 3 / fruit.length));
    const flour = c.need('flour', 150, 'g');
    const bN = butter.length ? c.useAll(butter, 3.5) : [c.need('butter', 100, 'g')];
    const sugarName = c.need('sugar', 100, 'g');
    const extraSweet = c.useAll(sugar, 0.5);
    const oN = c.useAll(oats, 0.6);
    const nN = c.useAll(nuts, 1);
    const spN = c.useAll(spice);
    const chN = c.useAll(chocolate, 0.6);
    const ctN = c.useAll(citrus, 0.5);
    const sN = c.useAll(serve);
    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps = [
        `Heat the oven to 190 °C / 170 °C fan / 375 °F.`,
        `Prepare the ${names(fN)}, cutting larger fruit into chunks, and toss in a baking dish with 2 tbsp of the ${sugarName}${spN.length ? ` and the ${names(spN)}` : ''}${ctN.length ? ` and a squeeze of ${names(ctN)}` : ''}${extraSweet.length ? ` and the ${names(extraSweet)}` : ''}${chN.length ? `; scatter over the ${names(chN)}` : ''}.`,
        `Rub the cold ${names(bN)} into the ${flour} until it looks like rough breadcrumbs, then stir in the rest of the sugar${oN.length || nN.length ? ` and the ${names([...oN, ...nN])}` : ''}.`,
        `Scatter the crumble over the fruit and bake for 35–40 minutes until golden and bubbling at the edges.`,
        `Leave to settle for 5 minutes${sN.length ? ` and serve with the ${names(sN)}` : ' and serve warm'}.`,
      ];
      return steps;
    };
    const title = `${titleList(
      fruit.map((f) => f.id),
      2,
    )} Crumble`;
    // the blurb names the fruit and what the topping holds
    const fruitNames = names(fN.slice(0, 2));
    const topping =
      oN.length || nN.length ? ` with ${names([...oN, ...nN].slice(0, 2))} in the topping` : '';
    return c.result({
      fit: 0.6 + (butter.length ? 0.05 : 0) + (oats.length ? 0.05 : 0),
      writeSteps,
      title,
      blurbs: [
        `Warm ${fruitNames} under a buttery, golden crumble${topping}.`,
        `${capitalFirst(fruitNames)} baked soft under a crisp, buttery crumble${topping}.`,
      ],
      serves: 6,
      prep: 20,
      cook: 40,
    });
  },
};
