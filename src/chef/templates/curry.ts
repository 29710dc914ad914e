import { joinList, safeUntil, safetyClause } from '../util';
import { Composer, type Template } from './composer';
import {
  names,
  titleList,
  vegFactor,
  capitalFirst,
  isCooked,
  isCookedInHerb,
  isBaseGrain,
  cookGrain,
  lowerFirst,
  isDriedPulse,
  pulseMinutes,
  isSilken,
  proteinShares,
} from './methods';

/** The aromatics a curry softens first: onions and their kin. */
const ONION_GROUPS = new Set(['onion', 'leek', 'spring-onion']);

export const curry: Template = {
  key: 'curry',
  method: 'stew',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const proteins = c.take(
      ['meat', 'slow-meat', 'fish', 'tofu', 'grill-cheese'],
      2,
      // A steak is seared and sliced, never stewed: it goes to a stir-fry or a known dish. Silken
      // tofu would break up in 20 minutes of stirring: mapo tofu and soups are its dishes.
      (i) =>
        !['whole-bird', 'ham', 'salami', 'cured-pork', 'cured-sausage', 'steak'].includes(
          i.spec.group ?? '',
        ) && !isSilken(i),
    );
    const slow = proteins.some((p) => p.kind === 'slow-meat');
    const onBone = proteins.some((p) => p.spec.group === 'poultry-bone');
    const legumes = c.take(['legume'], 2, (i) => i.id !== 'baked_beans');
    const eggs = proteins.length + legumes.length === 0 ? c.take(['egg'], 1) : [];
    // bought hard-boiled eggs go straight in; raw ones are boiled first
    const eggsCooked = eggs.some(isCooked);
    const veg = c.take(
      ['veg', 'leafy'],
      7,
      // a cucumber goes in a raita, never into the pot
      (i) =>
        i.spec.group !== 'salad-leaf' && i.spec.group !== 'seaweed' && i.spec.group !== 'cucumber',
    );
    const aromatics = c.take(['aromatic'], 5);
    const spices = c.take(['spice', 'sweet-spice'], 5, (i) => i.id !== 'vanilla');
    // a jar of korma or tikka sauce does the work of a paste
    const pastes = c.take(['condiment'], 1, (i) =>
      ['curry-paste', 'curry-sauce'].includes(i.spec.group ?? ''),
    );
    // Not a curry without curry spices: a paste, or a curry powder or garam masala, or two spices.
    const curried = spices.filter((s) => s.spec.group === 'curry-spice').length > 0;
    if (pastes.length === 0 && !curried && spices.length < 2) return null;
    const base = c.take(['coconut-milk', 'tomato-sauce'], 2);
    const creamy = c.take(['yogurt', 'cream'], 1, (i) => i.spec.group !== 'cream-cheese');
    // a cucumber beside yoghurt makes a raita to serve alongside
    const raita = creamy.some((i) => i.kind === 'yogurt')
      ? c.take(['veg'], 1, (i) => i.spec.group === 'cucumber')
      : [];
    // three vegetables make a meal of a curry with no meat, pulses or eggs; a raita counts as one
    if (proteins.length + legumes.length + eggs.length === 0 && veg.length + raita.length < 3)
      return null;
    const stock = c.take(['stock'], 1);
    const herbs = c.take(['herb'], 2, (i) => !isCookedInHerb(i));
    const leaves = c.take(
      ['woody-herb', 'herb'],
      1,
      (i) =>
        i.spec.group === 'bay' ||
        i.spec.group === 'curry-leaf' ||
        i.spec.group === 'lime-leaf' ||
        i.spec.group === 'lemongrass',
    );
    const nuts = c.take(['nut'], 1, (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'seed');
    const citrus = c.take(['citrus'], 1);
    const sauces = c.take(['asian-sauce', 'condiment'], 2, (i) =>
      ['fish-sauce', 'tamarind', 'soy'].includes(i.spec.group ?? ''),
    );
    const side = c.take(['rice', 'grain', 'wrap'], 1, (i) => i.kind === 'wrap' || isBaseGrain(i));
    const ghee = c.take(['butter'], 1, (i) => i.id === 'ghee' || i.id === 'coconut_oil');

    const oil = ghee.length ? (c.useAll(ghee)[0] ?? '') : c.oil('vegetable_oil', 2);
    const aN = c.useAll(aromatics);
    const spiceN =
      spices.length || pastes.length ? c.useAll(spices, 0.8) : [c.need('curry_powder', 2, 'tbsp')];
    const pasteN = c.useAll(pastes);
    const main = [...proteins, ...legumes];
    // fish fillets go in as chunks that hold together in the sauce
    const shares = proteinShares(main);
    const pN = main.map((p, i) =>
      c.use(
        p,
        shares[i] ?? 1,
        p.kind === 'fish' && p.spec.safety !== 'shellfish' && !p.spec.prep
          ? 'skinned and cut into large chunks'
          : undefined,
      ),
    );
    const eN = c.useAll(eggs, 1);
    const vf = vegFactor(veg.length);
    const slowV = veg.filter((v) => (v.spec.cook ?? 'medium') !== 'quick');
    const quickV = veg.filter((v) => (v.spec.cook ?? 'medium') === 'quick');
    const slowN = c.useAll(slowV, vf);
    // drumsticks on the bone need 35 minutes; a sauce with only fish, tofu, paneer or quick
    // vegetables to come needs 10 to thicken, not 20
    const sauceOnly =
      !legumes.some(isDriedPulse) &&
      slowV.length === 0 &&
      !proteins.some((p) => p.kind === 'meat' || p.kind === 'slow-meat');
    const quickN = c.useAll(quickV, vf);
    const baseN = base.length
      ? c.useAll(base)
      : creamy.length
        ? []
        : [c.need('coconut_milk', 400, 'ml')];
    const creamyN = c.useAll(creamy, raita.length ? 1.5 : 0.75);
    const raitaN = c.useAll(raita, 1, 'grated');
    // a raita is made with milk yoghurt; a dairy-free one is named for what it is
    const raitaWord = creamy.some((i) => i.spec.contains.includes('milk'))
      ? 'raita'
      : 'cucumber dip';
    const stockN = c.useAll(stock, 0.4);
    const herbN = c.useAll(herbs);
    const leafN = c.useAll(leaves);
    const nutN = c.useAll(nuts);
    const citrusN = c.useAll(citrus);
    const sauceN = c.useAll(sauces, 0.5);
    const sideN = c.useAll(side);
    const salt = c.need('salt', 1, 'taste');

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      const sideItem = side[0];
      const sideName = sideN[0];
      const cooksSide = sideItem !== undefined && sideItem.kind !== 'wrap';
      const onions = aromatics
        .filter((a) => ONION_GROUPS.has(a.spec.group ?? '') || a.id === 'celery')
        .map((a) => aN[aromatics.indexOf(a)] ?? '');
      const pungent = aromatics
        .filter((a) => !onions.includes(aN[aromatics.indexOf(a)] ?? ''))
        .map((a) => aN[aromatics.indexOf(a)] ?? '');
      // "the ginger and garlic with the cumin seeds and turmeric": one "and" to a list
      const fragrant = `${pungent.length ? `the ${names(pungent)} with ` : ''}the ${names([...spiceN, ...pasteN])}`;
      const heat = `Heat the ${oil} in a large pan${leafN.length ? ` with the ${names(leafN)}` : ''}`;
      if (onions.length) {
        steps.push(`${heat} and cook the ${names(onions)} for 8–10 minutes until soft and golden.`);
        steps.push(`Stir in ${fragrant} and cook for 1–2 minutes until fragrant.`);
      } else {
        steps.push(`${heat}, stir in ${fragrant} and cook for 1–2 minutes until fragrant.`);
      }
      const meat = main.filter(
        (p) =>
          p.kind === 'meat' ||
          p.kind === 'slow-meat' ||
          p.kind === 'tofu' ||
          p.kind === 'grill-cheese',
      );
      if (meat.length)
        steps.push(
          `Add the ${names(meat.map((p) => pN[main.indexOf(p)] ?? ''))} and stir for 3–4 minutes to coat in the spices.`,
        );
      const liquids = [...baseN, ...stockN];
      // lentils and split peas from a bag are rinsed and simmer until soft; tins are drained
      const legumes = main.filter((p) => p.kind === 'legume');
      const dried = legumes.filter(isDriedPulse);
      const driedN = dried.map((p) => pN[main.indexOf(p)] ?? '');
      const legumeN = legumes.filter((p) => !isDriedPulse(p)).map((p) => pN[main.indexOf(p)] ?? '');
      const pulseTime = onBone ? 35 : sauceOnly ? 10 : Math.max(20, ...dried.map(pulseMinutes));
      const safeMeat = main.filter((p) => p.kind === 'meat' || p.kind === 'slow-meat');
      const pot: string[] = [];
      if (slowN.length) pot.push(`the ${names(slowN)}`);
      if (driedN.length) pot.push(`the rinsed ${names(driedN)}`);
      if (legumeN.length) pot.push(`the drained ${names(legumeN)}`);
      // "the coconut milk, the stock and 150 ml water": one "and" to a list
      for (const l of liquids) pot.push(`the ${l}`);
      // enough water for what cooks in it: pulses drink it, a braise simmers for hours, and a
      // pan of potatoes with no coconut milk or tomatoes would catch on 150 ml
      pot.push(
        driedN.length
          ? '600 ml water'
          : slow
            ? liquids.length
              ? '250 ml water'
              : '400 ml water'
            : !liquids.length && slowN.length
              ? '300 ml water'
              : '150 ml water',
      );
      const done = [
        slow
          ? 'the meat is tender enough to cut with a spoon'
          : driedN.length
            ? `the ${names(driedN)} are soft`
            : slowN.length
              ? 'the vegetables are tender'
              : 'the sauce has thickened',
      ];
      const safe = safeUntil(
        safeMeat.map((p) => pN[main.indexOf(p)] ?? ''),
        safeMeat.map((p) => p.id),
      );
      if (safe) done.push(safe.replace(/^until /, ''));
      steps.push(
        slow
          ? `Add ${joinList(pot)}, season with ${salt}, cover and simmer gently for 1½ hours, stirring now and then and adding a splash of water if it catches, until ${done.join(' and ')}.`
          : `Add ${joinList(pot)}, season with ${salt} and simmer for ${pulseTime} minutes${driedN.length ? ', stirring now and then and adding a splash of water if it catches' : ''}, until ${done.join(' and ')}.`,
      );
      // the rice cooks while the curry simmers, and is ready when it is
      if (cooksSide && sideName)
        steps.push(
          `${slow ? 'For the last 20 minutes, ' : 'Meanwhile, '}${lowerFirst(cookGrain(sideItem, sideName))}`,
        );
      const late: string[] = [];
      const fish = main.filter((p) => p.kind === 'fish');
      if (fish.length)
        late.push(
          `add the ${names(fish.map((p) => pN[main.indexOf(p)] ?? ''))} and simmer gently for 4–5 minutes, ${safetyClause(fish[0]?.id ?? 'white_fish')}`,
        );
      if (eN.length)
        late.push(
          eggsCooked
            ? `peel and halve the ${names(eN)} and add them to warm through for 3–4 minutes`
            : `boil the ${names(eN)} for 9 minutes, ${safetyClause('egg')} and firm, then peel, halve and add`,
        );
      const leafyN = quickV
        .filter((v) => v.kind === 'leafy')
        .map((v) => quickN[quickV.indexOf(v)] ?? '');
      const softN = quickV
        .filter((v) => v.kind !== 'leafy')
        .map((v) => quickN[quickV.indexOf(v)] ?? '');
      if (softN.length)
        late.push(`stir in the ${names(softN)} and simmer for 2–3 minutes until just tender`);
      if (leafyN.length) late.push(`stir in the ${names(leafyN)} until just wilted`);
      if (creamyN.length)
        late.push(
          `take off the heat and stir in ${raitaN.length ? 'half ' : ''}the ${names(creamyN)}`,
        );
      if (sauceN.length) late.push(`season with the ${names(sauceN)}`);
      if (late.length) steps.push(`${capitalFirst(late.join('; '))}.`);
      const fin = [...herbN, ...nutN];
      if (raitaN.length)
        steps.push(
          `Stir the ${names(raitaN)} into the rest of the ${names(creamyN)} with a pinch of salt for a ${raitaWord}.`,
        );
      steps.push(
        `${fin.length ? `Scatter with the ${names(fin)}` : 'Check the seasoning'}${citrusN.length ? `, squeeze over the ${names(citrusN)}` : ''}${sideName ? ` and serve with the ${sideName}${cooksSide ? '' : ', warmed'}${raitaN.length ? `, and the ${raitaWord}` : ''}` : raitaN.length ? ` and serve hot with the ${raitaWord}` : ' and serve hot'}.`,
      );
      return steps;
    };
    const featured = [...main, ...eggs, ...veg].map((i) => i.id);
    const title = `${titleList(featured, 2).replace(/\b(Dried|Waxy|Floury|Baking) /g, '')} Curry`;
    // the blurb names what is in the pot and what the sauce is made of
    const curryOf = joinList([...pN, ...eN, ...slowN, ...quickN].slice(0, 3));
    // what the sauce is really made of: no "onion and tomato sauce" without either in the pot
    const hasOnion = aromatics.some(
      (a) => ONION_GROUPS.has(a.spec.group ?? '') || a.id === 'celery',
    );
    const coconut = base.some((b) => b.kind === 'coconut-milk');
    const tomato = base.some((b) => b.kind === 'tomato-sauce');
    const sauceWord = creamyN[0]
      ? `rich ${creamyN[0]}`
      : coconut
        ? tomato
          ? 'coconut and tomato'
          : 'coconut'
        : tomato
          ? hasOnion
            ? 'spiced onion and tomato'
            : 'spiced tomato'
          : hasOnion
            ? 'spiced onion'
            : 'spiced';
    const spiced = pasteN[0]
      ? ` with ${pasteN[0]}`
      : spiceN[0]
        ? ` with ${names(spiceN.slice(0, 2))}`
        : '';
    // the steps' own times: onions softened, spices fried, meat coated, a 20-minute simmer, then
    // the fish, eggs or quick vegetables that go in last
    const late =
      eggs.length > 0 ||
      veg.some((v) => (v.spec.cook ?? 'medium') === 'quick') ||
      proteins.some((p) => p.kind === 'fish');
    const quickCook =
      (hasOnion ? 10 : 0) +
      2 +
      (proteins.some((p) => p.kind !== 'fish') ? 4 : 0) +
      (onBone
        ? 35
        : sauceOnly
          ? 10
          : Math.max(20, ...legumes.filter(isDriedPulse).map(pulseMinutes))) +
      (late ? 5 : 0);
    let fit = 0.5;
    if (spices.length >= 2 || pastes.length) fit += 0.2;
    if (base.length || creamy.length) fit += 0.08;
    if (!spices.length && !pastes.length) fit -= 0.1;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(curryOf)} simmered in a ${sauceWord} sauce${spiced}.`,
        `A homestyle curry of ${curryOf}${spiced}, in a ${sauceWord} sauce.`,
      ],
      serves: 4,
      prep: 15,
      cook: slow ? 110 : Math.round(quickCook / 5) * 5,
    });
  },
};
