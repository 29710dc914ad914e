import { joinList, titleName } from '../util';
import { Composer, type Template } from './composer';
import {
  names,
  vegFactor,
  panCook,
  afterCook,
  CHILLI_GROUPS,
  capitalFirst,
  isSilken,
  lowerFirst,
} from './methods';

export const pasta: Template = {
  key: 'pasta',
  method: 'pasta',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const pastas = c.take(['pasta'], 1, (i) => i.spec.group !== 'lasagne');
    const proteins = c.take(
      ['meat', 'cured', 'fish', 'tofu'],
      2,
      (i) =>
        !['braising', 'whole-bird', 'poultry-bone', 'pork-slow', 'steak', 'lamb-cut'].includes(
          i.spec.group ?? '',
        ) && !isSilken(i),
    );
    const veg = c.take(
      ['veg', 'leafy'],
      6,
      (i) =>
        (i.spec.group !== 'potato' &&
          i.spec.group !== 'seaweed' &&
          i.spec.group !== 'sprouts' &&
          // a cucumber is eaten raw, never fried into a pasta sauce
          i.spec.group !== 'cucumber' &&
          i.spec.group !== 'salad-leaf') ||
        i.id === 'rocket',
    );
    const aromatics = c.take(['aromatic'], 4, (i) => i.id !== 'ginger');
    const tomatoSauce = c.take(['tomato-sauce'], 1);
    const cheese = c.take(['cheese'], 2);
    const cream = c.take(['cream', 'milk'], 1);
    const condiments = c.take(['condiment'], 3, (i) =>
      ['pesto', 'caper', 'olive', 'sundried', 'tomato-paste', 'anchovy'].includes(
        i.spec.group ?? '',
      ),
    );
    const anyTomato = tomatoSauce.length + veg.filter((v) => v.spec.group === 'tomato').length;
    if (!pastas.length && cheese.length + anyTomato + cream.length + condiments.length < 2)
      return null;
    const herbs = c.take(['herb', 'woody-herb'], 3);
    const spices = c.take(
      ['spice'],
      2,
      (i) => CHILLI_GROUPS.has(i.spec.group ?? '') || i.spec.group === 'paprika',
    );
    const nuts = c.take(
      ['nut'],
      1,
      (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'nut-butter',
    );
    const citrus = c.take(['citrus'], 1, (i) => i.id === 'lemon');
    const wine = c.take(['wine'], 1, (i) => i.spec.group === 'white-wine');
    const stock = c.take(['stock'], 1);
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter');

    const pastaName = pastas[0] ? c.use(pastas[0]) : c.need('pasta', 400, 'g');
    const pN = c.useProteins(proteins);
    // nothing to make a sauce of: it is garlic and oil, so there must be garlic
    const plain =
      proteins.length + veg.length + cheese.length + tomatoSauce.length + condiments.length === 0;
    const aN =
      plain && aromatics.length === 0
        ? [c.need('garlic', 3, 'clove', 'thinly sliced')]
        : c.useAll(aromatics);
    const vN = c.useAll(veg, vegFactor(veg.length));
    const tN = c.useAll(tomatoSauce);
    const cheeseN = c.useAll(cheese, cheese.length > 1 ? 0.7 : 1);
    const creamN = c.useAll(cream, 1);
    const condN = c.useAll(condiments);
    const herbN = c.useAll(herbs);
    const spiceN = c.useAll(spices, 0.5);
    const nutN = c.useAll(nuts, 0.8);
    const citrusN = c.useAll(citrus);
    const wineN = c.useAll(wine, 0.7);
    const stockN = c.useAll(stock, 0.25);
    const butterN = c.useAll(butter);
    const oil = c.oil('olive_oil', 3);
    const { salt, pepper } = c.seasoning();

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [`Bring a large pan of water to the boil with plenty of ${salt}.`];
      // ham, salami and smoked fish are eaten as they come: tossed through at the end, never
      // warmed in a pan and lifted onto a plate of their own
      const asTheyCome = proteins.filter(
        (p) =>
          p.kind === 'cured' &&
          p.spec.safety !== 'cured' &&
          ['ham', 'salami', 'smoked-fish', 'cured-beef'].includes(p.spec.group ?? ''),
      );
      // nuts are toasted in the dry pan before anything else goes in it, so the "toasted" nuts
      // the dish is topped with have been toasted
      if (nutN.length)
        steps.push(
          `Meanwhile, toast the ${names(nutN)} in a large dry frying pan over a medium heat for 2–3 minutes until golden, then tip out.`,
        );
      const fried = proteins.filter((p) => !asTheyCome.includes(p));
      // anchovies melted last stay in the pan as the base of the sauce, never lifted out
      const melted = new Set<string>();
      fried.forEach((p, i) => {
        const n = pN[proteins.indexOf(p)];
        if (!n) return;
        const cook = panCook(n, p, oil);
        const lead =
          i === 0 && !nutN.length ? 'Meanwhile, in a large frying pan, ' : 'In the same pan, ';
        // a chop whose safety line already rests it is not told to rest twice
        const after = /rest for 3 minutes/.test(cook)
          ? afterCook(p).replace(/^rest for 3 minutes, then slice$/, 'slice')
          : afterCook(p);
        const stays = p.spec.group === 'anchovy' && i === fried.length - 1;
        if (stays) melted.add(n);
        const lift = after
          ? ` Lift onto a board${after === 'slice' ? ' and slice' : `, ${after}`}.`
          : ' Lift onto a plate.';
        steps.push(`${lead}${lowerFirst(cook)}${stays ? '' : lift}`);
      });
      const cooked = veg.filter((v) => v.kind === 'veg' || v.id !== 'rocket');
      const leafy = veg.filter((v) => v.kind === 'leafy');
      const cookedN = cooked.filter((v) => v.kind === 'veg').map((v) => vN[veg.indexOf(v)] ?? '');
      const leafyN = leafy.map((v) => vN[veg.indexOf(v)] ?? '');
      const sauce: string[] = [
        `Heat the ${oil}${butterN.length ? ` and ${names(butterN)}` : ''} in ${fried.length || nutN.length ? 'the pan' : 'a large frying pan'}`,
      ];
      if (aN.length)
        sauce.push(
          aromatics.length === 0 || aromatics.every((a) => a.id === 'garlic')
            ? `gently fry the ${names(aN)} for 1–2 minutes until pale golden`
            : `soften the ${names(aN)} for 3–4 minutes`,
        );
      const slow =
        cookedN.length > 0 && veg.some((v) => !leafy.includes(v) && v.spec.cook === 'long');
      if (cookedN.length) {
        // carrots and squash go in first; peppers, tomatoes and peas join them for the end
        const hard = cooked.filter((v) => v.kind === 'veg' && v.spec.cook === 'long');
        const hardN = hard.map((v) => vN[veg.indexOf(v)] ?? '');
        const softN = cookedN.filter((n) => !hardN.includes(n));
        sauce.push(
          !slow
            ? `add the ${names(cookedN)} and cook for 5–6 minutes until tender`
            : softN.length
              ? `add the ${names(hardN)} with a splash of water, cover and cook for 10 minutes, then add the ${names(softN)} and cook for 5–8 minutes more, stirring now and then, until everything is tender`
              : `add the ${names(cookedN)} with a splash of water, cover and cook for 15–18 minutes, stirring now and then, until tender`,
        );
      }
      if (spiceN.length) sauce.push(`stir in the ${names(spiceN)}`);
      // a pan of plain oil is not a step of its own: the pasta is tossed in it
      const bare = sauce.length === 1;
      const wet: string[] = [];
      if (wineN.length) wet.push(`Pour in the ${names(wineN)} and let it bubble for a minute.`);
      if (tN.length)
        wet.push(
          `Add the ${names(tN)}${stockN.length ? ` and ${names(stockN)}` : ''} and simmer for 10 minutes until thick.`,
        );
      else if (stockN.length) wet.push(`Add the ${names(stockN)} and simmer for 3 minutes.`);
      if (creamN.length) wet.push(`Stir in the ${names(creamN)} and simmer gently for 2 minutes.`);
      if (leafyN.length) wet.push(`Stir in the ${names(leafyN)} until just wilted.`);
      // the pasta goes in so that it is drained as the sauce is ready, never left to go cold
      // and sticky while a slow sauce cooks: with a quick sauce it goes in as the sauce is
      // started, with a slow one once the vegetables or the tomatoes are simmering
      const boil = `cook the ${pastaName} in the boiling water until al dente`;
      const sauceStep = bare ? '' : `${joinList(sauce)}.`;
      const wetStep = wet.length
        ? bare
          ? `${sauce[0] ?? ''}. ${wet.join(' ')}`
          : wet.join(' ')
        : '';
      // gnocchi, tortellini and ravioli take 2–3 minutes: they go in last, as the sauce is ready
      const quick = pastas[0]?.spec.group === 'gnocchi';
      if (quick) {
        if (sauceStep) steps.push(sauceStep);
        if (wetStep) steps.push(wetStep);
      } else if (slow) {
        steps.push(sauceStep, `Meanwhile, ${boil}.`);
        if (wetStep) steps.push(wetStep);
      } else if (tN.length) {
        // the pasta goes in once the tomatoes are simmering; cream and leaves follow
        const simmer = wet.findIndex((w) => w.includes('simmer for 10 minutes'));
        const lead = bare ? `${sauce[0] ?? ''}.` : sauceStep;
        steps.push(`${lead} ${wet.slice(0, simmer + 1).join(' ')}`, `Meanwhile, ${boil}.`);
        if (wet.length > simmer + 1) steps.push(wet.slice(simmer + 1).join(' '));
      } else {
        const first = sauceStep || wetStep;
        if (first)
          steps.push(
            `${capitalFirst(boil)}. Meanwhile, ${first.charAt(0).toLowerCase()}${first.slice(1)}`,
          );
        // nothing to cook but the pasta: the water and the pasta are one step
        else if (steps.length === 1) steps[0] = `${steps[0]?.slice(0, -1) ?? ''} and ${boil}.`;
        else steps.push(`${capitalFirst(boil)}.`);
        if (sauceStep && wetStep) steps.push(wetStep);
      }
      const withWhat = [
        pN.some((n) => !melted.has(n)) ? `the ${names(pN.filter((n) => !melted.has(n)))}` : '',
        condN.length ? `the ${names(condN)}` : '',
        cheeseN.length ? `half the ${names(cheeseN)}` : '',
      ].filter(Boolean);
      const into =
        bare && !wet.length
          ? `in the pan with the ${oil}${butterN.length ? ` and ${names(butterN)}` : ''}${withWhat.length ? `, ${joinList(withWhat)}` : ''}`
          : `into the sauce${withWhat.length ? ` with ${joinList(withWhat)}` : ''}`;
      steps.push(
        `${quick ? `Cook the ${pastaName} in the boiling water for 2–3 minutes, until they rise to the surface, then drain them` : `Drain the ${pastaName}`}, keeping a mugful of the cooking water, and toss ${quick ? 'them' : 'it'} ${into}, adding splashes of the pasta water until glossy. Season with ${pepper}.`,
      );
      const top: string[] = [];
      if (cheeseN.length) top.push(`the rest of the cheese`);
      if (herbN.length) top.push(`the ${names(herbN)}`);
      if (nutN.length) top.push(`the toasted ${names(nutN)}`);
      if (citrusN.length)
        top.push(`a grating of ${names(citrusN)} zest and a squeeze of its juice`);
      steps.push(top.length ? `Serve topped with ${joinList(top)}.` : 'Serve straight away.');
      return steps;
    };

    const pastaTitle = pastas[0] ? titleName(pastas[0].id) : 'Pasta';
    const featured = [...proteins, ...veg.filter((v) => v.kind === 'veg'), ...veg, ...cheese].map(
      (i) => i.id,
    );
    const uniq = [...new Set(featured)];
    const title = uniq.length
      ? `${pastaTitle} with ${c.titleList(uniq, 3)}`
      : tomatoSauce.length
        ? `${pastaTitle} with Tomato Sauce`
        : condiments.length
          ? `${pastaTitle} with ${c.titleList(
              condiments.map((i) => i.id),
              2,
            )}`
          : aromatics.length && !aromatics.some((a) => a.id === 'garlic')
            ? `${pastaTitle} with ${c.titleList(
                aromatics.map((i) => i.id),
                2,
              )} and Oil`
            : `${pastaTitle} with Garlic and Oil`;
    // the blurb names what the sauce is made of
    const sauceOf =
      joinList([...pN, ...vN, ...tN, ...creamN, ...condN, ...cheeseN].slice(0, 3)) ||
      'garlic and olive oil';
    let fit = 0.5;
    if (pastas.length) fit += 0.25;
    if (cheese.length) fit += 0.08;
    if (anyTomato || cream.length || condiments.length) fit += 0.05;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(pastaName)} tossed through a quick pan sauce of ${sauceOf}.`,
        `Weeknight ${pastaName} with ${sauceOf}, the sauce made while the water boils.`,
      ],
      serves: 4,
      prep: 10,
      cook: 20,
    });
  },
};
