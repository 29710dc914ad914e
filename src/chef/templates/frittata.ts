import { typedCount } from '../portions';
import { joinList, safetyClause } from '../util';
import { Composer, type Template } from './composer';
import {
  names,
  titleList,
  vegFactor,
  panCook,
  afterCook,
  CHILLI_GROUPS,
  capitalFirst,
  isCooked,
} from './methods';

export const frittata: Template = {
  key: 'frittata',
  method: 'eggs',
  taste: 'savoury',
  course: 'breakfast',
  build: (ctx) => {
    const c = new Composer(ctx);
    // a hard-boiled egg cannot be beaten, scrambled or baked into anything
    const eggs = c.take(['egg'], 1, (i) => !isCooked(i));
    const egg = eggs[0];
    // a frittata for four is 8 eggs: a cook with two or three makes something else
    const counted = egg ? typedCount(egg.v.text) : null;
    if (!egg || (counted !== null && counted < 4)) return null;
    const proteins = c.take(['meat', 'cured', 'fish'], 2, (i) =>
      [
        'cured-pork',
        'cured-sausage',
        'ham',
        'sausage',
        'smoked-fish',
        'poultry',
        'prawn',
        'salami',
        'canned-fish',
      ].includes(i.spec.group ?? ''),
    );
    const veg = c.take(
      ['veg', 'leafy', 'aromatic'],
      7,
      // a cucumber or lettuce is not fried into an omelette
      (i) =>
        i.id !== 'ginger' &&
        !['seaweed', 'sprouts', 'cucumber', 'salad-leaf'].includes(i.spec.group ?? ''),
    );
    const cheese = c.take(['cheese', 'grill-cheese'], 2);
    const dairy = c.take(['milk', 'cream'], 1);
    const herbs = c.take(
      ['herb', 'woody-herb'],
      3,
      (i) =>
        i.spec.group !== 'bay' &&
        i.spec.group !== 'lemongrass' &&
        i.spec.group !== 'lime-leaf' &&
        i.spec.group !== 'curry-leaf',
    );
    const spices = c.take(
      ['spice'],
      2,
      (i) =>
        i.spec.group === 'paprika' ||
        CHILLI_GROUPS.has(i.spec.group ?? '') ||
        i.spec.group === 'allium-powder',
    );
    const condiments = c.take(['condiment'], 2, (i) =>
      ['pesto', 'olive', 'sundried', 'hot-sauce', 'salsa'].includes(i.spec.group ?? ''),
    );
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter');
    const side = c.take(
      ['leafy', 'bread'],
      1,
      (i) => i.spec.group === 'salad-leaf' || i.spec.group === 'bread',
    );
    if (veg.length + proteins.length + cheese.length === 0) return null;

    const eggName = c.add(egg.id, 8, '', undefined);
    const pN = c.useAll(proteins, 0.5);
    const vf = vegFactor(veg.length) * 0.7;
    const potatoes = veg.filter(
      (v) =>
        v.spec.group === 'potato' || v.spec.group === 'winter-squash' || v.spec.cook === 'long',
    );
    const others = veg.filter((v) => !potatoes.includes(v));
    const potN = c.useAll(potatoes, vf);
    const vN = c.useAll(others, vf);
    const cheeseN = c.useAll(cheese, 0.8);
    const dairyN = c.useAll(dairy, 0.4);
    const herbN = c.useAll(herbs);
    const spiceN = c.useAll(spices, 0.5);
    const condN = c.useAll(condiments, 0.5);
    const fat = butter.length ? (c.useAll(butter)[0] ?? '') : c.oil('olive_oil', 2);
    const sideN = c.useAll(side);
    const { salt, pepper } = c.seasoning();

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [
        `Beat the ${eggName} with ${joinList([dairyN.length ? `the ${names(dairyN)}` : '', salt, pepper, spiceN.length ? `the ${names(spiceN)}` : '', cheeseN.length ? `half the ${names(cheeseN)}` : ''].filter(Boolean))}.`,
      ];
      if (potN.length)
        steps.push(
          `Dice the ${names(potN)} into 1.5 cm cubes and boil for 8 minutes until just tender; drain.`,
        );
      const raw = proteins.filter(
        (p) => p.kind === 'meat' || p.kind === 'fish' || p.spec.safety === 'cured',
      );
      const ready = proteins.filter((p) => !raw.includes(p));
      // bacon and sausages are fried first in the frittata pan itself, so there is one pan to wash
      const pan24 = 'a 24 cm ovenproof frying pan';
      raw.forEach((p, i) => {
        const n = pN[proteins.indexOf(p)];
        const where = i === 0 ? pan24 : 'the same pan';
        const cooked = panCook(n ?? '', p, fat)
          .replace(' in 1 tbsp ', ` in ${where} with a little `)
          .replace(' in a dry pan ', i === 0 ? ` in ${where}, without oil, ` : ` in ${where} `);
        // whole sausages are sliced before they go back into the eggs
        const after = afterCook(p);
        if (n)
          steps.push(
            `${cooked} Set aside${after ? `${after.startsWith('rest') ? ' to ' : ', then '}${after}` : ''}.`,
          );
      });
      // each for its own time: onions and peppers soften first, leaves only wilt at the end
      const leafyN = others
        .filter((v) => v.kind === 'leafy')
        .map((v) => vN[others.indexOf(v)] ?? '');
      // peas and sweetcorn only want warming through: they go in for the last 2 minutes
      const warmOnly = (v: (typeof others)[number]) =>
        v.spec.group === 'pea' || v.spec.group === 'corn';
      const quickN = others.filter(warmOnly).map((v) => vN[others.indexOf(v)] ?? '');
      const pan = [
        ...others
          .filter((v) => v.kind !== 'leafy' && !warmOnly(v))
          .map((v) => vN[others.indexOf(v)] ?? ''),
        ...potN,
      ];
      const readyN = ready.map((p) => pN[proteins.indexOf(p)] ?? '');
      const inPan: string[] = [];
      if (pan.length) inPan.push(`cook the ${names(pan)} for 6–8 minutes until tender`);
      if (quickN.length)
        inPan.push(
          pan.length
            ? `add the ${names(quickN)} for the last 2 minutes`
            : `warm the ${names(quickN)} for 2 minutes`,
        );
      if (leafyN.length)
        inPan.push(
          `${pan.length ? 'stir in' : 'wilt'} the ${names(leafyN)} for 1–2 minutes${pan.length ? ' until wilted' : ''}`,
        );
      if (readyN.length)
        inPan.push(
          `${inPan.length ? 'add' : 'warm'} the ${names(readyN)}${inPan.length ? '' : ' for a minute'}`,
        );
      const where = raw.length ? 'the same pan' : pan24;
      if (inPan.length)
        steps.push(
          `Heat the ${fat} in ${where} over medium heat and ${joinList(inPan).replace(/ and ([a-z]+ the [^,]*)$/, ', then $1')}.`,
        );
      else if (!raw.length) steps.push(`Heat the ${fat} in ${pan24} over medium heat.`);
      // only what was cooked first and set aside goes back in
      const setAside = raw.map((p) => pN[proteins.indexOf(p)] ?? '');
      const pour = [
        // with nothing else to soften, the fat goes in as the meat goes back
        ...(setAside.length
          ? [`return the ${names(setAside)} to the pan${inPan.length ? '' : ` with the ${fat}`}`]
          : []),
        'pour in the eggs',
        ...(condN.length ? [`dot over the ${names(condN)}`] : []),
        ...(cheeseN.length ? ['scatter over the rest of the cheese'] : []),
      ];
      steps.push(
        `${capitalFirst(joinList(pour))}. Cook over low heat for 8–10 minutes until the edges are set, heating the grill to high meanwhile.`,
      );
      steps.push(
        `Slide under the grill for 3–4 minutes, ${safetyClause('egg')} in the centre and golden on top. Rest for 5 minutes${herbN.length ? `, scatter with the ${names(herbN)}` : ''} and cut into wedges${sideN.length ? ` to serve with the ${names(sideN)}` : ''}.`,
      );
      return steps;
    };
    const featured = [...proteins, ...others, ...potatoes, ...cheese].map((i) => i.id);
    const title = `${titleList(featured, 3)} Frittata`;
    let fit = 0.52;
    if (cheese.length) fit += 0.12;
    if (veg.length >= 2) fit += 0.08;
    // the blurb names what is in it
    const frittataOf =
      joinList([...pN, ...potN, ...vN, ...cheeseN].slice(0, 3)) || 'eggs and herbs';
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `A thick Italian-style omelette of ${frittataOf}, finished under the grill and cut into wedges.`,
        `A golden frittata with ${frittataOf}, as good cold the next day as it is warm.`,
      ],
      serves: 4,
      prep: 10,
      cook: 25,
    });
  },
};
