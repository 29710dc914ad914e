import { Composer, type Template } from './composer';
import { names, titleList, capitalFirst } from './methods';

export const smoothie: Template = {
  key: 'smoothie',
  method: 'drink',
  taste: 'sweet',
  course: 'drink',
  build: (ctx) => {
    const c = new Composer(ctx);
    const fruit = c.take(
      ['fruit', 'avocado'],
      5,
      (i) => i.spec.group !== 'dried-fruit' || i.id === 'date',
    );
    if (fruit.length < 1) return null;
    const liquid = c.take(
      ['milk', 'yogurt', 'coconut-milk', 'sweet'],
      2,
      (i) => i.kind !== 'sweet' || i.spec.group === 'juice',
    );
    const oats = c.take(['oats'], 1, (i) => i.id === 'oats');
    const greens = c.take(['leafy'], 1, (i) => i.id === 'spinach' || i.id === 'kale');
    const nuts = c.take(['nut'], 2);
    const syrup = c.take(['syrup'], 1);
    const spice = c.take(['sweet-spice'], 2);
    const cocoa = c.take(['sweet'], 1, (i) => i.spec.group === 'cocoa');
    const citrus = c.take(['citrus'], 1);
    const ginger = c.take(['aromatic'], 1, (i) => i.id === 'ginger');

    const fN = c.useAll(fruit, Math.min(1, 2 / fruit.length));
    const lN = liquid.length ? c.useAll(liquid, 1.2) : [c.need('milk', 400, 'ml')];
    const oN = c.useAll(oats, 0.4);
    const gN = c.useAll(greens, 0.3);
    const nN = c.useAll(nuts, 0.5);
    const sN = c.useAll(syrup, 0.5);
    const spN = c.useAll(spice, 0.5);
    const cN = c.useAll(cocoa, 0.5);
    const ctN = c.useAll(citrus, 0.5);
    const giN = c.useAll(ginger, 0.5);
    const ice = c.need('ice', 1, 'handful');

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps = [
        `Peel, stone or hull the ${names(fN)} as needed and cut into chunks (frozen fruit makes it thicker).`,
        `Put the fruit in a blender with the ${names([...lN, ...oN, ...gN, ...nN, ...cN, ...spN, ...giN])} and the ${ice}.`,
        `Blend until completely smooth${ctN.length ? `, squeeze in the ${names(ctN)}` : ''}, then taste${sN.length ? ` and sweeten with the ${names(sN)}` : ''}. Pour into glasses and serve straight away.`,
      ];
      return steps;
    };
    const title = `${titleList(
      fruit.map((f) => f.id),
      2,
    )} Smoothie`;
    // the blurb names what is blended
    const blended = names([...fN, ...nN, ...oN, ...cN].slice(0, 3)) || 'fruit';
    return c.result({
      fit: 0.5 + (liquid.length ? 0.1 : 0),
      writeSteps,
      title,
      blurbs: [
        `A thick smoothie of ${blended}, ready in five minutes.`,
        `${capitalFirst(blended)} blended smooth: breakfast in a glass.`,
      ],
      serves: 2,
      prep: 5,
      cook: 0,
    });
  },
};
