import { joinList, safetyClause } from '../util';
import { Composer, type Template } from './composer';
import {
  names,
  titleList,
  vegFactor,
  panCook,
  afterCook,
  sentence,
  prepVerbs,
  capitalFirst,
} from './methods';

export const salad: Template = {
  key: 'salad',
  method: 'salad',
  taste: 'savoury',
  course: 'salad',
  build: (ctx) => {
    const c = new Composer(ctx);
    const leaves = c.take(['leafy'], 3, (i) => i.spec.raw === true);
    const rawVeg = c.take(
      ['veg', 'avocado', 'aromatic'],
      7,
      (i) => i.spec.raw === true && i.id !== 'garlic',
    );
    const cookVeg = c.take(['veg'], 3, (i) =>
      ['potato', 'green-bean', 'asparagus', 'beetroot', 'brassica', 'pea', 'corn'].includes(
        i.spec.group ?? '',
      ),
    );
    if (leaves.length + rawVeg.length < 2) return null;
    const fruit = c.take(['fruit'], 2, (i) => i.spec.raw === true);
    // an orange or a grapefruit is segmented into the salad, its juice caught for the dressing
    const segmented = fruit.filter((f) => f.spec.group === 'orange');
    const cheese = c.take(['cheese', 'grill-cheese'], 1);
    const proteins = c.take(
      ['meat', 'cured', 'fish', 'legume'],
      1,
      (i) =>
        !['whole-bird', 'braising', 'pork-slow', 'mince', 'baked-beans', 'poultry-bone'].includes(
          i.spec.group ?? '',
        ),
    );
    const eggs = c.take(['egg'], 1);
    const grain = c.take(
      ['grain', 'pasta', 'bread'],
      1,
      (i) => ['grain', 'bread'].includes(i.spec.group ?? '') || i.id === 'orzo' || i.id === 'pitta',
    );
    const nuts = c.take(['nut'], 2, (i) => i.spec.group !== 'nut-butter');
    const herbs = c.take(['herb'], 3);
    const dressing = c.take(['condiment', 'syrup', 'yogurt'], 3, (i) =>
      [
        'mustard',
        'vinegar',
        'balsamic',
        'syrup',
        'mayo',
        'pesto',
        'olive',
        'caper',
        'tahini',
        'yogurt',
      ].includes(i.spec.group ?? ''),
    );
    const citrus = c.take(['citrus'], 1);

    const lN = c.useAll(leaves, 0.8);
    const rvf = vegFactor(rawVeg.length + cookVeg.length);
    const rN = c.useAll(rawVeg, rvf);
    const cvN = c.useAll(cookVeg, rvf);
    const fN = c.useAll(fruit, 0.6);
    const chN = c.useAll(cheese, 0.8);
    const pN = c.useAll(proteins, 0.7);
    const eN = c.useAll(eggs, 1);
    const gN = c.useAll(grain, 0.5);
    const nN = c.useAll(nuts);
    const hN = c.useAll(herbs);
    const dN = c.useAll(dressing, 0.5);
    const acid = citrus.length
      ? c.useAll(citrus)
      : segmented.length ||
          dressing.some((d) => d.spec.group === 'vinegar' || d.spec.group === 'balsamic')
        ? []
        : [c.need('lemon', 1, '')];
    const segN = fN.filter((_, i) => segmented.includes(fruit[i] as (typeof fruit)[number]));
    const oil = c.oil('olive_oil', 4);
    const { salt, pepper } = c.seasoning();

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      const cookedBits: string[] = [];
      proteins.forEach((p, i) => {
        const n = pN[i];
        if (!n) return;
        if (p.kind === 'legume') cookedBits.push(`Drain and rinse the ${n}.`);
        else cookedBits.push(`${panCook(n, p, oil)}${sentence(afterCook(p))}`);
      });
      if (eN.length)
        cookedBits.push(
          `Boil the ${names(eN)} for 9 minutes, ${safetyClause('egg')} and firm; cool, peel and quarter.`,
        );
      if (cvN.length)
        cookedBits.push(
          `Boil the ${names(cvN)} in salted water until just tender (3–4 minutes for green vegetables, 15 for potatoes or beetroot), then drain and cool.`,
        );
      if (gN.length)
        cookedBits.push(
          `${grain[0]?.kind === 'bread' ? `Tear the ${names(gN)} into pieces and toast in a dry pan until crisp.` : `Cook the ${names(gN)} as the packet says, then rinse under cold water.`}`,
        );
      if (cookedBits.length) steps.push(cookedBits.join(' '));
      if (nN.length)
        steps.push(`Toast the ${names(nN)} in a dry pan for 2–3 minutes until golden.`);
      const prep: string[] = [];
      if (lN.length) prep.push(`wash and dry the ${names(lN)}`);
      prep.push(...prepVerbs(rawVeg, rN));
      const wholeFruit = fruit.filter((f) => !segmented.includes(f));
      prep.push(
        ...prepVerbs(
          wholeFruit,
          fN.filter((_, i) => wholeFruit.includes(fruit[i] as (typeof fruit)[number])),
        ),
      );
      if (prep.length) steps.push(`${capitalFirst(joinList(prep))}.`);
      if (segN.length)
        steps.push(
          `Cut the peel and pith from the ${names(segN)} with a sharp knife, then cut out the segments over a bowl to catch the juice for the dressing.`,
        );
      const acidText = acid.length
        ? `the juice of the ${names(acid)}`
        : segN.length
          ? 'the caught juice'
          : '';
      steps.push(
        `Whisk the ${oil} with ${acidText}${acidText && dN.length ? ', ' : ''}${dN.length ? `the ${names(dN)}` : ''}, ${salt} and ${pepper}.`,
      );
      steps.push(
        `Toss everything with most of the dressing, then top with ${joinList([chN.length ? `the ${names(chN)}` : '', nN.length ? 'the nuts' : '', hN.length ? `the ${names(hN)}` : '', 'the rest of the dressing'].filter(Boolean))}.`,
      );
      return steps;
    };
    const featured = [...proteins, ...leaves, ...rawVeg, ...fruit, ...cheese].map((i) => i.id);
    const title = `${titleList(featured, 3)} Salad`;
    // the blurb names what is in the bowl
    const saladOf = joinList([...pN, ...eN, ...lN, ...rN, ...cvN, ...fN, ...chN].slice(0, 3));
    let fit = 0.45;
    if (leaves.length) fit += 0.15;
    if (cheese.length || nuts.length) fit += 0.08;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(saladOf)}, tossed with a sharp homemade dressing.`,
        `A main-course salad of ${saladOf} with a bright dressing.`,
      ],
      serves: 4,
      prep: 20,
      cook: proteins.length || cookVeg.length || eggs.length ? 15 : 0,
    });
  },
};
