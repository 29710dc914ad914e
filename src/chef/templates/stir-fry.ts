import { inGroups, type Group } from '../data/groups';
import { joinList, safetyClause, titleName } from '../util';
import { type Item } from './kinds';
import { Composer, type Template } from './composer';
import {
  names,
  titleList,
  vegFactor,
  proteinShares,
  panCook,
  stirFryCut,
  vegNeedsCutting,
  capitalFirst,
  isCooked,
  isSilken,
  BULBS,
  cookGrain,
  cookedInNote,
  isBaseGrain,
  grainMinutes,
  wokCut,
} from './methods';

/**
 * Cuts a wok does not suit: braises, whole birds and bone-in pieces, and bought things that are
 * not cut into strips (meatballs, burgers, sausages, hot dogs, salami, corned beef).
 */
const NOT_FOR_THE_WOK = new Set<Group>([
  'braising',
  'whole-bird',
  'poultry-bone',
  'pork-slow',
  'meatball',
  'burger',
  'sausage',
  'frankfurter',
  'salami',
  'cured-beef',
  'smoked-sausage',
  'blood-sausage',
  'haggis',
  'breaded-chicken',
  'breaded-fish',
  'fish-cake',
]);

/**
 * Each vegetable cut for its minutes in the wok: mangetout and sugar snaps go in whole, green
 * beans halved, asparagus and tenderstem in short lengths rather than whole spears or florets.
 */
const WOK_CUT: Readonly<Record<string, string>> = {
  mangetout: 'trimmed',
  green_bean: 'trimmed and halved',
  asparagus: 'trimmed and cut into 4 cm lengths',
  tenderstem: 'cut into 4 cm lengths',
};
const vegCut = (v: Item): string | undefined => WOK_CUT[v.id] ?? wokCut(v);

/** Green beans, asparagus and tenderstem want 3–4 minutes in the wok, not a 1-minute toss. */
const FIRM_GREENS = new Set(['green_bean', 'asparagus', 'tenderstem']);
const wokQuick = (v: Item): boolean =>
  (v.spec.cook ?? 'medium') === 'quick' && !FIRM_GREENS.has(v.id);

/** Livers are trimmed and halved, not cut into strips that would fall apart. */
const proteinCut = (p: Item): string | undefined =>
  p.spec.group === 'liver' ? 'trimmed and halved' : stirFryCut(p);

/**
 * Bought cooked meat and fish (ham, crab, leftover chicken) are not fried and set aside: they go
 * in with the sauce and are tossed until piping hot. Anchovies melt with the aromatics instead.
 */
const goesInWithSauce = (p: Item): boolean =>
  p.kind === 'cured' && p.spec.safety !== 'cured' && p.spec.group !== 'anchovy';

/** Long pasta that can stand in for a stir-fry's noodles. */
const LONG_PASTA = new Set(['spaghetti', 'linguine']);

/** Aromatics that give a stir-fry its flavour (by group, or id where there is none). */
const WOK_AROMATICS = new Set(['ginger', 'garlic', 'chilli', 'spring-onion', 'lemongrass']);

export const stirFry: Template = {
  key: 'stir-fry',
  method: 'stir-fry',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const proteins = c.take(
      ['meat', 'cured', 'fish', 'tofu'],
      3,
      (i) => !inGroups(NOT_FOR_THE_WOK, i.spec.group) && !isSilken(i),
    );
    // a hard-boiled egg cannot be beaten, scrambled or baked into anything
    const eggs = c.take(['egg'], 1, (i) => !isCooked(i));
    const veg = c.take(
      ['veg', 'leafy'],
      8,
      (i) =>
        !i.spec.ready &&
        // dried mushrooms want soaking first; pickles are eaten as they are
        !/\b(dried|pickled)\b/i.test(i.v.text) &&
        !['salad-leaf', 'cucumber', 'tomato', 'coleslaw'].includes(i.spec.group ?? '') &&
        ((i.spec.cook ?? 'medium') !== 'long' || (i.spec.group === 'root' && i.id !== 'beetroot')),
    );
    const aromatics = c.take(['aromatic'], 6);
    const eggNoodles = c.take(['noodles'], 1, isBaseGrain);
    // with no noodles, long pasta stands in for them, as cooks make peanut or soy noodles with
    // spaghetti; short shapes never go in a wok
    const pastaNoodles =
      eggNoodles.length > 0
        ? []
        : c.take(['pasta'], 1, (i) => LONG_PASTA.has(i.id) && !isCooked(i));
    const noodles = eggNoodles.length > 0 ? eggNoodles : pastaNoodles;
    const starch = noodles.length > 0 ? noodles : c.take(['rice', 'grain'], 1, isBaseGrain);
    if (proteins.length + eggs.length === 0 && veg.length < 3) return null;
    if (proteins.length + veg.length === 0) return null;
    const sauces = c.take(['asian-sauce'], 3);
    // A stir-fry needs its flavour in the list: a sauce for the wok, or ginger, garlic, chilli
    // and spring onion. Without them it is a soy stir-fry forced onto the fridge.
    // lemongrass is chopped and fried with the garlic; lime leaves shredded into the sauce
    const scented = c.take(['herb'], 2, (i) =>
      ['lemongrass', 'lime-leaf'].includes(i.spec.group ?? ''),
    );
    const wokAromatics = [...aromatics, ...scented].filter((a) =>
      WOK_AROMATICS.has(a.spec.group ?? a.id),
    );
    if (sauces.length === 0 && wokAromatics.length < 2) return null;
    // honey, syrup, brown sugar or peanut butter sweeten and thicken the sauce
    const extrasSauce = c.take(
      ['syrup', 'nut', 'sweet'],
      2,
      (i) =>
        i.kind === 'syrup' ||
        i.spec.group === 'nut-butter' ||
        (i.kind === 'sweet' && i.spec.group === 'sugar'),
    );
    const vinegar = c.take(['condiment'], 1, (i) => i.spec.group === 'vinegar');
    const spices = c.take(['spice'], 3, (i) => i.spec.group !== 'paprika');
    const wine = c.take(['wine'], 1, (i) => i.spec.group === 'rice-wine');
    const herbs = c.take(['herb'], 2, (i) =>
      ['soft-herb', 'basil', 'mint'].includes(i.spec.group ?? ''),
    );
    const nuts = c.take(
      ['nut'],
      2,
      (i) => i.spec.group !== 'nut-butter' && i.spec.flavour !== 'sweet',
    );
    const citrus = c.take(['citrus'], 1);
    const sesame = c.take(['butter'], 1, (i) => i.id === 'sesame_oil');

    const pf = proteinShares(proteins);
    // the line says how each protein is cut, and the prep step says the same
    const pNames = proteins.map((p, i) => c.use(p, pf[i] ?? 1, proteinCut(p)));
    // eggs the visitor typed as fried are fried whole, one a plate, and laid on top, never beaten
    const friedEgg = !!eggs[0] && /\bfried\b/i.test(eggs[0].v.text);
    const eNames = c.useAll(eggs, friedEgg ? 1 : 0.75);
    // each cut thin enough for its minutes in the wok: carrots in batons, broccoli in small florets
    const vNames = veg.map((v) => c.use(v, vegFactor(veg.length), vegCut(v)));
    // onions and leeks need minutes in the pan, not the 30 seconds of garlic and ginger
    const bulbs = aromatics.filter((a) => inGroups(BULBS, a.spec.group));
    const bulbNames = c.useAll(bulbs, 1);
    const aNames = c.useAll(
      aromatics.filter((a) => !bulbs.includes(a)),
      1,
    );
    // spaghetti for noodles at a wok's 300 g for four, not a pasta supper's 400 g
    const sNames = starch.map((s) => c.use(s, pastaNoodles.includes(s) ? 0.75 : 1));
    const lemongrassN = scented
      .filter((i) => i.spec.group === 'lemongrass')
      .map((i) => c.use(i, 1, cookedInNote(i)));
    const limeLeafN = scented
      .filter((i) => i.spec.group === 'lime-leaf')
      .map((i) => c.use(i, 1, cookedInNote(i)));
    const soy = sauces.length > 0 ? c.useAll(sauces) : [c.need('soy_sauce', 3, 'tbsp')];
    // a spoonful or two of sugar, not half a bag
    const sweetNames = extrasSauce.map((i) => c.use(i, i.kind === 'sweet' ? 0.25 : 0.5));
    const vinNames = c.useAll(vinegar, 0.5);
    const spiceNames = c.useAll(spices, 0.5);
    const wineNames = c.useAll(wine);
    const herbNames = c.useAll(herbs);
    const nutNames = c.useAll(nuts);
    c.useAll(citrus);
    const sesameNames = c.useAll(sesame, 0.5);
    const oil = c.oil('vegetable_oil', 3);
    const starchItem = starch[0];
    // leftover rice is fried in the wok with everything else, as a cook makes fried rice: its
    // sauce is seasoning stirred through, not a glaze thickened with cornflour
    const asNoodles = !!starchItem && (starchItem.kind === 'noodles' || pastaNoodles.length > 0);
    const friedRice = !!starchItem && !asNoodles && isCooked(starchItem);
    const cornflour = friedRice ? undefined : c.need('cornflour', 1, 'tsp');

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      const starchName = sNames[0];
      if (pastaNoodles.length && starchName) {
        steps.push(
          `Cook the ${starchName} in a large pan of boiling salted water for 10–12 minutes until al dente, then drain, rinse under cold water and toss with a few drops of ${oil}.`,
        );
      } else if (starchItem && starchName) {
        const cooked = cookGrain(
          starchItem,
          starchName,
          starchItem.kind === 'noodles' || friedRice,
        );
        steps.push(
          starchItem.kind === 'noodles'
            ? isCooked(starchItem)
              ? cooked
              : cooked.replace(
                  / and rinse under cold water\.$/,
                  `, rinse under cold water and toss with a few drops of ${oil}.`,
                )
            : friedRice
              ? cooked
              : `${cooked.replace(/\.$/, '')}; keep warm.`,
        );
      }
      const sauceBits = names([...soy, ...sweetNames, ...vinNames, ...wineNames]);
      // fried rice is seasoned in the wok, with no sauce to mix
      if (cornflour)
        steps.push(`Mix the sauce: stir the ${sauceBits} with the ${cornflour} and 4 tbsp water.`);
      const prep: string[] = [];
      // mince is broken up in the pan, prawns go in whole, and small or ready-cut things as they
      // are: only meat and fish fillets are cut here, as their lines say
      const cuts: string[] = [];
      for (const shape of ['thin strips', 'bite-sized chunks']) {
        const cut = proteins
          .filter((p) => proteinCut(p) === `cut into ${shape}`)
          .map((p) => pNames[proteins.indexOf(p)] ?? '');
        if (cut.length) cuts.push(`the ${names(cut)} into ${shape}`);
      }
      if (cuts.length) prep.push(`cut ${joinList(cuts)}`);
      // leaves go in whole, kernels and sprouts as they are, and ready-cut vegetables as their
      // lines say (shredded kale, quartered pak choi)
      const sliced = veg
        .filter((v) => vegNeedsCutting(v) && !vegCut(v))
        .map((v) => vNames[veg.indexOf(v)] ?? '');
      if (sliced.length) prep.push(`slice the ${names(sliced)} into even, bite-sized pieces`);
      // the lines already say "crushed", "grated" or "thinly sliced": only the rest are chopped here
      const chop = aromatics
        .filter((a) => !bulbs.includes(a) && !a.spec.prep)
        .map((a) => aNames[aromatics.filter((x) => !bulbs.includes(x)).indexOf(a)] ?? '');
      if (chop.length) prep.push(`finely chop the ${names(chop)}`);
      if (prep.length) steps.push(`${capitalFirst(prep.join('; '))}.`);
      // anchovies melt into the oil with the aromatics rather than being fried and set aside
      const melts = (p: Item) => p.spec.group === 'anchovy';
      const meltN = proteins.filter(melts).map((p) => pNames[proteins.indexOf(p)] ?? '');
      let fried = 0;
      proteins.forEach((p, j) => {
        const n = pNames[j];
        if (!n || melts(p) || goesInWithSauce(p)) return;
        const i = fried++;
        // pieces of fish are turned gently, not cooked "a side" like a whole fillet
        const cook =
          p.kind === 'fish' && p.spec.safety !== 'shellfish'
            ? `Stir-fry the ${n} in 1 tbsp ${oil} for 2–3 minutes, turning gently, ${safetyClause(p.id)}.`
            : panCook(n, p, oil)
                .replace('Fry the', 'Stir-fry the')
                .replace('Cook the', 'Stir-fry the')
                .replace(' over medium-high heat', '');
        steps.push(
          `${i === 0 ? 'Heat a wok or large frying pan over high heat. ' : 'In the same pan, '}${i === 0 ? cook : cook.charAt(0).toLowerCase() + cook.slice(1)} Tip onto a plate.`,
        );
      });
      const eName = eNames[0];
      const them = eName && /s$/.test(eName) ? 'them' : 'it';
      if (eName && !friedEgg)
        steps.push(
          fried
            ? `Beat the ${eName} and scramble ${them} in a little ${oil} ${safetyClause('egg')}, then set aside.`
            : `Heat a wok or large frying pan over high heat. Beat the ${eName} and scramble ${them} in a little ${oil} ${safetyClause('egg')}, then set aside.`,
        );
      // the pan is hot and oiled once something has been fried in it
      const panHot = fried > 0 || (eNames.length > 0 && !friedEgg);
      const hard = veg.filter((v) => !wokQuick(v)).map((v) => vNames[veg.indexOf(v)] ?? '');
      const quick = veg.filter(wokQuick).map((v) => vNames[veg.indexOf(v)] ?? '');
      const vegStep: string[] = [];
      if (bulbNames.length)
        vegStep.push(`Stir-fry the ${names(bulbNames)} for 3–4 minutes until softened.`);
      if (hard.length)
        vegStep.push(`Stir-fry the ${names(hard)} for 3–4 minutes until just tender.`);
      if (quick.length) vegStep.push(`Add the ${names(quick)} and toss for 1–2 minutes.`);
      const fragrant = [...aNames, ...lemongrassN];
      if (fragrant.length || spiceNames.length || meltN.length)
        vegStep.push(
          `Stir in the ${names([...fragrant, ...meltN, ...spiceNames])} for ${lemongrassN.length ? '1 minute' : '30 seconds'}${fragrant.length || spiceNames.length ? ` until fragrant${meltN.length ? ' and the anchovies have melted' : ''}` : ' until they melt'}.`,
        );
      if (vegStep.length)
        steps.push(
          `${panHot ? `Add the rest of the ${oil} to the pan.` : `Heat the ${oil} in a wok or large frying pan over high heat.`} ${vegStep.join(' ')}`,
        );
      const readyN = proteins.filter(goesInWithSauce).map((p) => pNames[proteins.indexOf(p)] ?? '');
      const back = [
        ...pNames.filter((n, j) => !meltN.includes(n ?? '') && !readyN.includes(pNames[j] ?? '')),
        ...(friedEgg ? [] : eNames),
      ];
      const noodleName = asNoodles ? starchName : undefined;
      const toss: string[] = [];
      // with no vegetables to fry, the rest of the oil goes in here (every line is used in a step)
      if (!vegStep.length)
        toss.push(
          panHot
            ? `add the rest of the ${oil} to the pan`
            : `heat the ${oil} in a wok or large frying pan over high heat`,
        );
      const addN = [...(friedRice && starchName ? [starchName] : []), ...readyN];
      if (addN.length) toss.push(`add the ${names(addN)}`);
      if (back.length) toss.push(`return the ${names(back)}${vegStep.length ? ' to the pan' : ''}`);
      toss.push(
        `pour in the ${cornflour ? 'sauce' : sauceBits}${limeLeafN.length ? ` with the ${names(limeLeafN)}` : ''}`,
      );
      if (noodleName) toss.push(`add the ${noodleName}`);
      // cooked rice and cooked meat want a few minutes to heat all the way through
      steps.push(
        `${capitalFirst(joinList(toss))}, then toss for ${addN.length ? `3–4 minutes${friedRice ? ', breaking up any clumps,' : ''}` : '1–2 minutes'} until ${friedRice ? 'the rice is' : 'glossy and'} piping hot.`,
      );
      if (friedEgg && eName)
        steps.push(
          `Wipe out the pan, heat a little ${oil} over a medium-high heat and crack in the ${eName}; fry for 2–3 minutes until the whites are set and the edges crisp.`,
        );
      const finish = [...herbNames, ...nutNames];
      // rice, quinoa or any grain cooked on its own is served under the stir-fry
      let serve =
        starchItem && !asNoodles && !friedRice && starchName
          ? `Serve over the ${starchName}`
          : 'Serve straight away';
      if (friedEgg && eName) serve += `, topped with the ${eName}`;
      if (finish.length) serve += `, scattered with the ${names(finish)}`;
      const withBits: string[] = [];
      if (sesameNames.length) withBits.push(`a few drops of ${names(sesameNames)}`);
      if (citrus.length)
        withBits.push(`${names(citrus.map((i) => i.spec.name))} wedges to squeeze over`);
      if (withBits.length) serve += `${finish.length ? ',' : ''} with ${joinList(withBits)}`;
      steps.push(`${serve}.`);
      return steps;
    };

    const main = [...proteins, ...eggs].map((i) => i.id);
    const vegIds = veg.map((i) => i.id);
    const head = titleList([...main.slice(0, 2), ...vegIds.slice(0, main.length ? 1 : 2)]);
    const title = pastaNoodles[0]
      ? `${head} Stir-Fry with ${titleName(pastaNoodles[0].id)}`
      : starchItem?.kind === 'noodles'
        ? `${head} Noodle Stir-Fry`
        : friedRice
          ? `${head} Fried Rice`
          : `${head} Stir-Fry`;
    // the blurb names what goes in the wok, and promises no vegetables it hasn't got
    const wokOf = joinList([...pNames, ...eNames, ...vNames].slice(0, 3)) || 'onions and garlic';
    const starchNamed = sNames[0];
    const soyNames = names(soy.slice(0, 2));
    const sauceName = /sauce$/.test(soyNames) ? soyNames : `${soyNames} sauce`;
    const servedOn = starchNamed
      ? asNoodles
        ? `, with ${starchNamed}`
        : friedRice
          ? `, fried with ${starchNamed}`
          : `, served over ${starchNamed}`
      : '';
    let fit = 0.55;
    if (sauces.length) fit += 0.1;
    if (starch.length) fit += 0.08;
    if (aromatics.some((a) => a.id === 'ginger' || a.id === 'garlic' || a.id === 'spring_onion'))
      fit += 0.05;
    if (!proteins.length && !eggs.length) fit -= 0.1;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(wokOf)} stir-fried fast over a high heat and tossed in a glossy ${sauceName}${servedOn}.`,
        `A quick wok supper of ${wokOf} in a ${names(soy.slice(0, 2))} glaze${servedOn}.`,
      ],
      serves: 4,
      prep: 15,
      // the rice or noodles set the time when they take longer than the wok
      cook: Math.max(10, starch[0] ? grainMinutes(starch[0]) : 0) + (starch.length ? 5 : 0),
    });
  },
};
