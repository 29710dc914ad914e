import { Composer, type Template } from './composer';
import { names, titleList, isCooked } from './methods';

export const pancakes: Template = {
  key: 'pancakes',
  method: 'griddle',
  taste: 'sweet',
  course: 'breakfast',
  build: (ctx) => {
    const c = new Composer(ctx);
    // a hard-boiled egg cannot be beaten, scrambled or baked into anything
    const eggs = c.take(['egg'], 1, (i) => !isCooked(i));
    const milk = c.take(['milk', 'yogurt'], 1);
    const toppings = c.take(
      ['fruit', 'sweet', 'syrup', 'nut', 'cream'],
      6,
      (i) =>
        i.kind !== 'sweet' ||
        ['chocolate', 'sweet-spread', 'caramel', 'sprinkles', 'ice-cream', 'marshmallow'].includes(
          i.spec.group ?? '',
        ),
    );
    if (toppings.length + eggs.length + milk.length < 2) return null;
    const spice = c.take(['sweet-spice'], 2);
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter');
    const citrus = c.take(['citrus'], 1);
    const flour = c.need('flour', 200, 'g');
    const bp = c.need('baking_powder', 2, 'tsp');
    const sugar = c.need('sugar', 1, 'tbsp');
    const salt = c.need('salt', 1, 'pinch');
    const eN = eggs.length ? c.useAll(eggs, 0.5) : [c.need('egg', 2, '')];
    const mN = milk.length
      ? c.add(milk[0]?.id ?? 'milk', 300, milk[0]?.spec.unit === 'g' ? 'g' : 'ml')
      : c.need('milk', 300, 'ml');
    const bN = butter.length ? c.useAll(butter) : [c.oil('vegetable_oil', 2)];
    // butter is melted and half goes in the batter; oil is poured as it is
    const fat = names(bN);
    const melted = butter.length > 0;
    const spN = c.useAll(spice, 0.5);
    const ctN = c.useAll(citrus, 0.5);
    const inside = toppings.filter(
      (t) => t.spec.group === 'berry' || t.spec.group === 'chocolate' || t.spec.group === 'banana',
    );
    const onTop = toppings.filter((t) => !inside.includes(t));
    const inN = c.useAll(inside, 0.6);
    const topN = c.useAll(onTop, 0.6);
    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps = [
        `Whisk the ${flour}, ${bp}, ${sugar} and ${salt}${spN.length ? ` with the ${names(spN)}` : ''} in a large bowl${ctN.length ? `, and grate in the zest of the ${names(ctN)}` : ''}.`,
        melted
          ? `Melt the ${fat}. Beat the ${names(eN)} with the ${mN} and half the melted ${fat}, then whisk into the dry ingredients until just combined (a few lumps are fine).`
          : `Beat the ${names(eN)} with the ${mN} and 1 tbsp of the ${fat}, then whisk into the dry ingredients until just combined (a few lumps are fine).`,
        `${inN.length ? `Fold in the ${names(inN)}. ` : ''}Heat a non-stick pan over medium heat, brush it with a little of the rest of the ${fat} and cook ladlefuls of batter for 2 minutes until bubbles appear, then flip and cook 1 minute more.`,
        `Stack the pancakes and serve warm${topN.length ? ` with the ${names(topN)}` : ''}.`,
      ];
      return steps;
    };
    const featured = toppings.map((t) => t.id);
    const title = featured.length ? `${titleList(featured, 2)} Pancakes` : 'Fluffy Pancakes';
    // the blurb names what is in and on them
    const inBatter = inN.length ? ` with ${names(inN)} in the batter` : '';
    const topped = topN.length ? `, served with ${names(topN)}` : '';
    return c.result({
      fit: 0.5 + (eggs.length ? 0.08 : 0) + (milk.length ? 0.07 : 0),
      writeSteps,
      title,
      blurbs: [
        `Thick, fluffy pancakes${inBatter}${topped}.`,
        `Stovetop pancakes for a slow breakfast or a quick pudding${inBatter}${topped}.`,
      ],
      serves: 4,
      prep: 10,
      cook: 15,
    });
  },
};
