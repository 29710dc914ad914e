import { Composer, type Template } from './composer';
import { names, titleList, sweetFruit, capitalFirst } from './methods';

export const fruitSalad: Template = {
  key: 'fruit-salad',
  method: 'raw',
  taste: 'sweet',
  course: 'dessert',
  build: (ctx) => {
    const c = new Composer(ctx);
    const fruit = c.take(['fruit'], 7, (i) => i.spec.raw === true && sweetFruit(i));
    if (fruit.length < 3) return null;
    const syrup = c.take(['syrup'], 1);
    const citrus = c.take(['citrus'], 1);
    const herbs = c.take(['herb'], 1, (i) => i.id === 'mint' || i.id === 'basil');
    const top = c.take(
      ['yogurt', 'cream', 'nut'],
      2,
      (i) => i.kind !== 'nut' || i.spec.group !== 'nut-butter',
    );
    const fN = c.useAll(fruit, Math.min(1, 3 / fruit.length));
    const syN = syrup.length ? c.useAll(syrup) : [c.need('sugar', 1, 'tbsp')];
    const ctN = citrus.length ? c.useAll(citrus) : [];
    const hN = c.useAll(herbs);
    const tN = c.useAll(top, 0.8);
    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps = [
        `Peel, stone or hull the ${names(fN)} as needed and cut into bite-sized pieces.`,
        `Stir the ${names(syN)} with ${ctN.length ? `the juice of the ${names(ctN)}` : '2 tbsp water'} until dissolved.`,
        `Toss the fruit in the dressing${hN.length ? ` with the torn ${names(hN)}` : ''} and chill for 15 minutes. Serve${tN.length ? ` with the ${names(tN)}` : ''}.`,
      ];
      return steps;
    };
    const title = `${titleList(
      fruit.map((f) => f.id),
      3,
    )} Fruit Salad`;
    // the blurb names the fruit
    const saladOf = names(fN.slice(0, 3));
    return c.result({
      fit: 0.55,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(saladOf)} in a bright fruit salad with a light syrup.`,
        `A juicy fruit salad of ${saladOf}, with a zesty syrup and nothing else needed.`,
      ],
      serves: 4,
      prep: 15,
      cook: 0,
    });
  },
};
