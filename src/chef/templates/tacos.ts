import { joinList, titleName } from '../util';
import { Composer, type Template } from './composer';
import type { Item } from './kinds';
import {
  names,
  panCook,
  prepVerbs,
  vegNeedsCutting,
  cookGrain,
  isCookedInHerb,
  isSilken,
} from './methods';

/** What tells a list it wants tacos, by group (or id where there is none). */
const TACO_SIGNS = new Set([
  'citrus',
  'chilli',
  'jalapeno',
  'salsa',
  'avocado',
  'soft-herb',
  'chilli-powder',
  'chipotle',
  'soured-cream',
  'tortilla-chips',
  'beans',
]);

export const tacos: Template = {
  key: 'tacos',
  method: 'wrap',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const wraps = c.take(['wrap'], 1);
    const proteins = c.take(
      ['meat', 'fish', 'tofu', 'grill-cheese', 'cured', 'stew'],
      2,
      (i) =>
        ![
          'whole-bird',
          'poultry-bone',
          'ham',
          'salami',
          'smoked-fish',
          'anchovy',
          'frankfurter',
          'blood-sausage',
          'cured-beef',
          'haggis',
          'braising',
          'pork-slow',
        ].includes(i.spec.group ?? '') && !isSilken(i),
    );
    const legumes = c.take(
      ['legume'],
      1,
      (i) => i.spec.group === 'beans' || i.id === 'baked_beans',
    );
    const main = [...proteins, ...legumes];
    if (!main.length) return null;
    // Tacos when the list has the wraps, or says Mexico (lime, chilli, coriander, salsa...);
    // not a way to use up black pudding.
    const mexican = ctx.items.filter((i) => TACO_SIGNS.has(i.spec.group ?? i.id)).length;
    if (wraps.length === 0 && mexican < 2) return null;
    const cookVeg = c.take(
      ['veg', 'aromatic'],
      5,
      (i) =>
        [
          'sweet-pepper',
          'onion',
          'corn',
          'courgette',
          'mushroom',
          'chilli',
          'winter-squash',
          'spring-onion',
        ].includes(i.spec.group ?? '') || i.id === 'garlic',
    );
    const rawVeg = c.take(
      ['veg', 'leafy', 'avocado'],
      5,
      // what is fried for the filling is not sliced again as a topping
      (i) => i.spec.raw === true && i.spec.group !== 'seaweed' && !cookVeg.includes(i),
    );
    const cheese = c.take(['cheese'], 1, (i) =>
      ['melting-cheese', 'tangy-cheese', 'mozzarella'].includes(i.spec.group ?? ''),
    );
    const cream = c.take(['cream', 'yogurt'], 1, (i) => i.spec.group !== 'cream-cheese');
    const sauces = c.take(['condiment', 'asian-sauce'], 2, (i) =>
      ['salsa', 'hot-sauce', 'chipotle', 'pickle', 'bbq', 'sweet-chilli'].includes(
        i.spec.group ?? '',
      ),
    );
    const spices = c.take(['spice'], 4);
    const herbs = c.take(['herb'], 1, (i) => !isCookedInHerb(i));
    const citrus = c.take(['citrus'], 1);
    const rice = c.take(
      ['rice', 'grain'],
      1,
      (i) => i.spec.group === 'rice' || i.spec.group === 'cooked-rice',
    );

    const wrapName = wraps[0] ? c.use(wraps[0]) : c.need('tortilla', 8, '');
    const isTortilla = !wraps[0] || wraps[0].id === 'tortilla';
    const pN = c.useProteins(main);
    // sweet potato and squash are diced small so they fry tender in a taco's time
    const isLong = (v: Item) =>
      v.spec.cook === 'long' || v.spec.group === 'potato' || v.spec.group === 'winter-squash';
    const cvN = cookVeg.map((v) => c.use(v, 0.8, isLong(v) ? 'cut into 1.5 cm dice' : undefined));
    const rvN = c.useAll(rawVeg, 0.6);
    const chN = c.useAll(cheese);
    const crN = c.useAll(cream, 0.75);
    const sN = c.useAll(sauces);
    const spN = spices.length ? c.useAll(spices, 0.75) : [];
    const hN = c.useAll(herbs);
    const ctN = c.useAll(citrus);
    const rN = c.useAll(rice, 0.6);
    const oil = c.oil('vegetable_oil', 2);
    const salt = c.need('salt', 1, 'taste');

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      const r0 = rice[0];
      const rName = rN[0];
      if (r0 && rName) steps.push(cookGrain(r0, rName));
      // a spice mix only when there are spices to mix; salt and zest alone are a seasoning
      const mix = spN.length > 0;
      // the zest goes once: into the spice mix, or onto the first thing seasoned
      let zestLeft = ctN.length > 0;
      const takeZest = () => {
        const z = zestLeft ? ` and the zest of the ${names(ctN)}` : '';
        zestLeft = false;
        return z;
      };
      const zest = mix ? takeZest() : '';
      if (mix) steps.push(`Mix the ${names(spN)} with a good pinch of ${salt}${zest}.`);
      const share = main.length > 1 ? 'some of the spice mix' : 'the spice mix';
      // beans and a leftover chilli are warmed last, in their own pan, so the frying pan is
      // free for the meat and then the vegetables
      const last: string[] = [];
      main.forEach((p, i) => {
        const n = pN[i];
        if (!n) return;
        // bacon, chorizo, kielbasa and ham are salty already: only leftover roast meat is salted
        const cured =
          p.kind === 'cured' &&
          !['cooked-poultry', 'cooked-meat', 'cooked-pork'].includes(p.spec.group ?? '');
        if (p.kind === 'legume')
          last.push(
            `Warm the drained ${n} in a small pan with ${joinList([`1 tbsp ${oil}`, mix ? share : `a pinch of ${salt}`, takeZest().replace(' and ', ''), 'a splash of water'].filter(Boolean))}, mashing a few.`,
          );
        // a leftover chilli or curry is seasoned already: it is only reheated
        else if (p.kind === 'stew') last.push(panCook(n, p, oil));
        else
          steps.push(
            `${mix ? `Toss the ${n} with ${share}. ` : cured ? '' : `Season the ${n} with ${salt}${takeZest()}. `}${panCook(n, p, oil)}`,
          );
      });
      if (cvN.length) {
        // sweet potato and squash fry first, for their own time; peppers and onions are
        // sliced and join them for the last minutes; sweetcorn and peas go in as they come
        const long = cookVeg.filter(isLong);
        const longN = long.map((v) => cvN[cookVeg.indexOf(v)] ?? '');
        const quick = cookVeg.filter((v) => !long.includes(v));
        const cut = quick
          .filter((v) => vegNeedsCutting(v))
          .map((v) => cvN[cookVeg.indexOf(v)] ?? '');
        const asTheyCome = quick
          .filter((v) => !vegNeedsCutting(v))
          .map((v) => cvN[cookVeg.indexOf(v)] ?? '');
        const fried = cut.length
          ? `sliced ${names(cut)}${asTheyCome.length ? ` and the ${names(asTheyCome)}` : ''}`
          : names(asTheyCome);
        const lead = main.some((p) => p.kind !== 'legume' && p.kind !== 'stew')
          ? 'In the same pan'
          : 'In a large frying pan';
        steps.push(
          long.length
            ? `${lead}, fry the diced ${names(longN)} in ${lead === 'In the same pan' ? `the rest of the ${oil}` : `1 tbsp ${oil}`} for 12–15 minutes, turning now and then, until tender and browned at the edges${quick.length ? `, adding the ${fried} for the last 5–6 minutes` : ''}.`
            : `${lead}, fry the ${fried} in ${lead === 'In the same pan' ? `the rest of the ${oil}` : `1 tbsp ${oil}`} for 5–6 minutes until soft and lightly charred.`,
        );
      }
      steps.push(...last);
      // a soft white cheese is crumbled, mozzarella torn, the rest grated
      const cheeseVerb = (() => {
        const ch = cheese[0];
        if (!ch) return '';
        if (ch.spec.prep === 'crumbled' || ch.spec.group === 'tangy-cheese') return 'crumble';
        if (ch.spec.group === 'mozzarella') return 'tear';
        return 'grate';
      })();
      const asIs = rawVeg.filter((v) => !vegNeedsCutting(v) && !v.spec.prep);
      const asIsN = asIs.map((v) => rvN[rawVeg.indexOf(v)] ?? '');
      if (rvN.length > asIs.length || chN.length)
        steps.push(
          `Prepare the toppings: ${joinList([...prepVerbs(rawVeg, rvN), chN.length ? `${cheeseVerb} the ${names(chN)}` : ''].filter(Boolean))}.`,
        );
      const toppings = rvN.length > asIs.length || chN.length > 0;
      // in the order they go in, the filling by name ("the chicken and peppers", never "the
      // filling"), each after a "then" so that two lists never run together
      const fillWith = [
        rN.length ? `the ${names(rN)}` : '',
        `the ${names([...pN, ...cvN])}`,
        asIsN.length ? `the ${names(asIsN)}` : '',
        toppings ? 'the toppings' : '',
      ]
        .filter(Boolean)
        .join(', then ');
      steps.push(
        `Warm the ${wrapName} in a dry pan for 30 seconds a side, fill with ${fillWith}, and finish with ${joinList([crN.length ? `the ${names(crN)}` : '', sN.length ? `the ${names(sN)}` : '', hN.length ? `the ${names(hN)}` : '', ctN.length ? `a squeeze of ${names(ctN)}` : ''].filter(Boolean)) || 'a pinch of salt'}.`,
      );
      return steps;
    };
    const head = titleName(main[0]?.id ?? 'black_bean');
    const extras = [...cookVeg, ...rawVeg].filter((i) => i.kind !== 'aromatic').map((i) => i.id);
    const title = `${head} ${isTortilla ? 'Tacos' : 'Wraps'}${extras.length ? ` with ${c.titleList(extras, 2)}` : ''}`;
    // the blurb names what is in them, and promises nothing that isn't
    const filling = `${spices.length ? 'spiced ' : ''}${joinList([...pN.slice(0, 1), ...cvN.slice(0, 2)])}`;
    const toppingNames = [...rvN, ...chN, ...crN, ...sN].slice(0, 3);
    const topped = toppingNames.length ? `, topped with ${joinList(toppingNames)}` : '';
    let fit = 0.45;
    if (wraps.length) fit += 0.25;
    if (spices.length || citrus.length || herbs.length || sauces.length) fit += 0.08;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `Warm ${isTortilla ? 'tortillas' : 'wraps'} filled with ${filling}${topped}.`,
        `${isTortilla ? 'Tacos' : 'Wraps'} to build at the table: ${filling}${topped}.`,
      ],
      serves: 4,
      prep: 15,
      cook: 15,
    });
  },
};
