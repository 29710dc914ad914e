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
  boilVeg,
  cookGrain,
  isCooked,
  isCookedInHerb,
  isFrozen,
  holdsShape,
  needsSoaking,
  readyPulse,
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
      // raw beetroot is boiled for a salad like this, not sliced raw
      (i) => i.spec.raw === true && i.id !== 'garlic' && i.id !== 'beetroot' && !isFrozen(i),
    );
    const cookVeg = c.take(
      ['veg'],
      3,
      (i) =>
        ['potato', 'green-bean', 'asparagus', 'beetroot', 'brassica', 'pea', 'corn'].includes(
          i.spec.group ?? '',
        ) &&
        i.id !== 'creamed_corn' &&
        !rawVeg.includes(i),
    );
    const fresh = leaves.length + rawVeg.length;
    // leaves, or at least two raw vegetables, make it a salad; boiled ones only add to it
    if ((leaves.length === 0 && fresh < 2) || fresh + cookVeg.length < 2) return null;
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
        ) &&
        holdsShape(i) &&
        !needsSoaking(i),
    );
    const eggs = c.take(['egg'], 1);
    const grain = c.take(
      ['grain', 'pasta', 'bread'],
      1,
      (i) => ['grain', 'bread'].includes(i.spec.group ?? '') || i.id === 'orzo' || i.id === 'pitta',
    );
    const nuts = c.take(['nut'], 2, (i) => i.spec.group !== 'nut-butter');
    const herbs = c.take(['herb'], 3, (i) => !isCookedInHerb(i));
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
    // a fillet or a chop each, not three for four; meat by weight goes a little further in a salad
    const pN = proteins.map((p) => c.use(p, p.spec.unit === '' ? 1 : 0.7));
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
      // the meat or fish is cooked last, while the rest cools, so it goes on warm
      const panBits: string[] = [];
      proteins.forEach((p, i) => {
        const n = pN[i];
        if (!n) return;
        if (p.kind === 'legume') cookedBits.push(readyPulse(p, n));
        // crab from a pot or a tin is cooked already: it is only picked over
        else if (p.spec.group === 'crab')
          cookedBits.push(`Pick through the ${n} for any bits of shell.`);
        else {
          const cooked = panCook(n, p, oil);
          // a chop whose safety line already rests it is not told to rest twice
          const after = /rest for 3 minutes/.test(cooked)
            ? afterCook(p).replace(/^rest for 3 minutes, then slice$/, 'slice thinly')
            : afterCook(p);
          panBits.push(`${cooked}${sentence(after)}`);
        }
      });
      const egg = eggs[0];
      if (eN.length && egg)
        cookedBits.push(
          isCooked(egg)
            ? `Peel and quarter the ${names(eN)}.`
            : `Boil the ${names(eN)} for 9 minutes, ${safetyClause('egg')} and firm; cool, peel and quarter.`,
        );
      // each vegetable with its own time: beans for minutes, potatoes a quarter of an hour
      cookVeg.forEach((v, i) => {
        const n = cvN[i];
        if (n) cookedBits.push(boilVeg(v, n));
      });
      const g0 = grain[0];
      const gName = gN[0];
      if (g0 && gName)
        cookedBits.push(
          g0.kind === 'bread'
            ? `Tear the ${gName} into pieces and toast in a dry pan until crisp.`
            : cookGrain(g0, gName, true),
        );
      // the longest to cook goes on first: beetroot, then lentils or farro, then potatoes, eggs
      const minutes = (t: string) => Number(/(\d+)(?:–\d+)? minutes/.exec(t)?.[1] ?? 0);
      const ordered = cookedBits
        .map((t, i) => ({ t, i }))
        .sort((a, b) => minutes(b.t) - minutes(a.t) || a.i - b.i)
        .map((x) => x.t);
      if (ordered.length) steps.push(ordered.join(' '));
      if (panBits.length)
        steps.push(
          ordered.some((t) => minutes(t) >= 8)
            ? `${ordered.some((t) => minutes(t) >= 20) ? 'When they are nearly done, ' : 'Meanwhile, '}${panBits.join(' ').charAt(0).toLowerCase()}${panBits.join(' ').slice(1)}`
            : panBits.join(' '),
        );
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
      // what is tossed in the dressing, by name, and what goes on top of it
      const bread = grain[0]?.kind === 'bread';
      const legumeN = proteins
        .filter((p) => p.kind === 'legume')
        .map((p) => pN[proteins.indexOf(p)] ?? '');
      const meatN = proteins
        .filter((p) => p.kind !== 'legume')
        .map((p) => pN[proteins.indexOf(p)] ?? '');
      const tossed = [
        ...lN,
        ...rN,
        ...cvN,
        ...(bread ? [] : gN),
        ...legumeN,
        ...fN.map((f) => (segN.includes(f) ? `${f} segments` : f)),
      ].filter(Boolean);
      const onTop = [
        meatN.length ? `the ${names(meatN)}` : '',
        eN.length ? `the ${names(eN)}` : '',
        bread && gN.length ? `the toasted ${names(gN)}` : '',
      ];
      const acidText = acid.length
        ? `the juice of the ${names(acid)}`
        : segN.length
          ? 'the caught juice'
          : '';
      steps.push(
        `Whisk the ${oil} with ${acidText}${acidText && dN.length ? ', ' : ''}${dN.length ? `the ${names(dN)}` : ''}, ${salt} and ${pepper}.`,
      );
      steps.push(
        `Toss ${tossed.length ? `the ${names(tossed)}` : 'everything'} with most of the dressing, then top with ${joinList([...onTop, chN.length ? `the ${names(chN)}` : '', nN.length ? `the ${names(nN)}` : '', hN.length ? `the ${names(hN)}` : '', 'the rest of the dressing'].filter(Boolean))}.`,
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
      // the longest thing to cook sets the time: raw beetroot, then lentils or potatoes
      cook: cookVeg.some((v) => v.spec.group === 'beetroot')
        ? 40
        : proteins.some((p) => p.kind === 'legume' && p.spec.unit === 'g') ||
            cookVeg.some((v) => v.spec.group === 'potato')
          ? 25
          : proteins.length || cookVeg.length || eggs.length || grain.length
            ? 15
            : 0,
    });
  },
};
