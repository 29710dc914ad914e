import { type IngredientId } from '../data/ingredients';
import { isPluralName, joinList, safetyClause, titleName } from '../util';
import { Composer, type Template } from './composer';
import { isVeggieMince, type Item } from './kinds';
import { capitalFirst, names, proteinFactor, isCooked } from './methods';

/**
 * What a cook makes of a bag of tortilla chips. Nachos: the chips layered on a tray with cheese
 * and whatever the visitor has that wants cooking first (mince browned, beans warmed, leftovers
 * reheated), baked until the cheese melts, then topped with the cold things. Chilaquiles, when there
 * are eggs and a salsa or tomato sauce: the chips tossed in the simmering sauce for a minute and
 * topped with fried eggs.
 */

const OVEN = '200 °C / 180 °C fan / 400 °F';
const BAKE_MINUTES = 10;

/**
 * How a protein is readied for the chips: bacon and chorizo crisped, a steak seared and sliced,
 * mince (sausage meat, tofu, meat-free mince) browned and broken up, chicken in small pieces
 * fried, cooked leftovers only reheated. Braising cuts, joints and fish have no place here.
 */
type Way = 'crisp' | 'sear' | 'brown' | 'pieces' | 'reheat';

const REHEAT_IDS = new Set<string>([
  'cooked_chicken',
  'cooked_turkey',
  'cooked_pork',
  'cooked_beef',
  'leftover_chilli',
]);

function wayOf(i: Item): Way | null {
  const g = i.spec.group ?? '';
  switch (i.kind) {
    case 'meat':
      // fresh Mexican chorizo is crumbled out of its skins like mince
      if (g === 'mince' || g === 'sausage' || g === 'cured-sausage') return 'brown';
      // chicken in small pieces; a pork chop wants searing whole and resting, not nachos
      if (g === 'poultry') return 'pieces';
      return i.id === 'beef_steak' ? 'sear' : null;
    case 'cured':
      if (g === 'cured-pork' || i.id === 'chorizo' || i.id === 'sucuk') return 'crisp';
      return REHEAT_IDS.has(i.id) ? 'reheat' : null;
    case 'stew':
      return REHEAT_IDS.has(i.id) ? 'reheat' : null;
    case 'tofu':
      return i.id === 'tofu' || i.id === 'tempeh' || isVeggieMince(i.id) ? 'brown' : null;
    default:
      return null;
  }
}

/** Spices that belong with chips, beans and mince. */
const SPICES = new Set<string>([
  'cumin',
  'cumin_seed',
  'coriander_ground',
  'smoked_paprika',
  'paprika',
  'chilli_powder',
  'chilli_flakes',
  'cayenne',
  'taco_seasoning',
  'garlic_powder',
  'onion_powder',
  'oregano',
]);

const BEANS = new Set<string>(['black_bean', 'kidney_bean', 'pinto_bean']);

/** Mince whose fat is spooned off before it goes on the chips. */
const FATTY = new Set<string>(['minced_beef', 'minced_pork', 'minced_lamb', 'sausage_meat']);

/** The meat a title names ("Beef" for minced beef, "Pulled Pork" for the visitor's pulled pork). */
function titleHead(i: Item): string {
  if (i.id.startsWith('minced_')) return titleName(i.id).replace(/^Minced /, '');
  if (i.id === 'sausage_meat' || i.spec.group === 'sausage') return 'Sausage';
  if (i.id === 'beef_steak') return 'Steak';
  if (i.id === 'cooked_pork' && /pulled/i.test(i.v.text)) return 'Pulled Pork';
  if (i.id === 'cooked_beef') return 'Beef';
  if (isVeggieMince(i.id)) return 'Veggie Mince';
  return titleName(i.id);
}

interface Stage {
  text: string;
  /** minutes it adds to the cook time: 0 when it happens while something else cooks */
  minutes: number;
}

const isFrozen = (i: Item) => /frozen/i.test(i.v.text);
const isPickled = (i: Item) => /pickled|jarred|from a jar/i.test(i.v.text);
const group = (i: Item) => i.spec.group ?? '';
const areOrIs = (items: readonly Item[], shown: readonly string[]) =>
  shown.length > 1 || (items[0] && isPluralName(items[0].id, shown[0] ?? '')) ? 'are' : 'is';

export const nachos: Template = {
  key: 'nachos',
  method: 'nachos',
  vehicles: ['tortilla-chips'],
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const chips = c.take(['other'], 1, (i) => group(i) === 'tortilla-chips')[0];
    if (!chips) return null;

    const proteins = c.take(['meat', 'cured', 'stew', 'tofu'], 2, (i) => wayOf(i) !== null);
    const ways = proteins.map((p) => wayOf(p));
    const beans = c.take(['legume'], 1, (i) => BEANS.has(i.id));
    const refried = c.take(['other'], 1, (i) => group(i) === 'refried-beans');
    // a hard-boiled egg cannot be beaten, scrambled or baked into anything
    const eggs = c.take(['egg'], 1, (i) => !isCooked(i));
    const salsa = c.take(['condiment'], 1, (i) => group(i) === 'salsa');
    const tomatoSauce = c.take(['tomato-sauce'], 1, (i) => i.id !== 'pasta_sauce');
    const chilaquiles = eggs.length > 0 && salsa.length + tomatoSauce.length > 0;

    const onions = c.take(['aromatic'], 2, (i) => group(i) === 'onion');
    const garlic = c.take(['aromatic'], 1, (i) => i.id === 'garlic');
    const chillies = c.take(['aromatic'], 2, (i) => group(i) === 'chilli');
    const panVeg = c.take(
      ['veg'],
      3,
      (i) => group(i) === 'sweet-pepper' || group(i) === 'mushroom',
    );
    const corn = c.take(['veg'], 1, (i) => i.id === 'sweetcorn');
    const springOnions = c.take(['aromatic'], 1, (i) => group(i) === 'spring-onion');
    const tomatoes = c.take(['veg'], 1, (i) => group(i) === 'tomato');
    const avocado = c.take(['avocado'], 1);
    const coriander = c.take(['herb'], 1, (i) => i.id === 'cilantro');
    const lime = c.take(['citrus'], 1, (i) => i.id === 'lime');
    const melting = c.take(
      ['cheese'],
      2,
      (i) => group(i) === 'melting-cheese' || i.id === 'mozzarella',
    );
    const crumbly = c.take(['cheese'], 1, (i) => group(i) === 'tangy-cheese');
    const cream = [
      ...c.take(['cream'], 1, (i) => group(i) === 'soured-cream'),
      ...c.take(['yogurt'], 1, (i) => i.id === 'greek_yogurt' || i.id === 'yogurt'),
    ].slice(0, 1);
    const guac = c.take(['condiment'], 1, (i) => group(i) === 'guacamole');
    const olives = chilaquiles ? [] : c.take(['condiment'], 1, (i) => i.id === 'olive');
    const chipotle = c.take(['condiment'], 1, (i) => group(i) === 'chipotle');
    const hot = c.take(['asian-sauce'], 1, (i) => i.id === 'hot_sauce' || i.id === 'sriracha');
    const spices = c.take(['spice', 'woody-herb'], 3, (i) => SPICES.has(i.id));

    const crisp = proteins.filter((_, i) => ways[i] === 'crisp');
    const sear = proteins.filter((_, i) => ways[i] === 'sear');
    const cooked = proteins.filter((_, i) => ways[i] === 'brown' || ways[i] === 'pieces');
    const reheat = proteins.filter((_, i) => ways[i] === 'reheat');
    const jalapenos = chillies.filter((i) => i.id === 'jalapeno');
    const freshJal = jalapenos.filter((i) => !isPickled(i));
    const pickledJal = jalapenos.filter(isPickled);
    const otherChilli = chillies.filter((i) => i.id !== 'jalapeno');

    // Nachos need something to go on the chips (cheese is bought if need be), not just the bag.
    const substance = proteins.length + beans.length + refried.length + melting.length;
    const toppings =
      substance +
      crumbly.length +
      salsa.length +
      guac.length +
      avocado.length +
      cream.length +
      jalapenos.length +
      panVeg.length +
      corn.length;
    if (!chilaquiles && toppings === 0) return null;

    // Where each thing is cooked. A red onion is eaten raw on top unless a pan is on anyway.
    const panReason =
      cooked.length + sear.length + reheat.length + beans.length + corn.length + panVeg.length >
        0 || onions.some((o) => o.id !== 'red_onion');
    const rawOnion = onions.filter(
      (o) => o.id === 'red_onion' && (chilaquiles || tomatoes.length > 0 || !panReason),
    );
    const cookedOnion = onions.filter((o) => !rawOnion.includes(o));
    const soft = [...cookedOnion, ...panVeg];
    type Home = 'veg' | 'cooked' | 'reheat' | 'beans' | 'refried' | 'sauce' | 'none';
    const firstOf = (homes: [Home, boolean][]): Home => homes.find(([, has]) => has)?.[0] ?? 'none';
    // garlic and chillies go in with the softened vegetables, else with whatever is cooked first
    const quickHome = firstOf([
      ['sauce', chilaquiles],
      ['veg', soft.length > 0],
      ['cooked', cooked.length > 0],
      ['reheat', !chilaquiles && reheat.length > 0],
      ['beans', !chilaquiles && beans.length + corn.length > 0],
    ]);
    // the spices season the chilaquiles sauce, else the meat, else the beans or leftovers
    const spiceHome = firstOf([
      ['sauce', chilaquiles],
      ['cooked', cooked.length > 0],
      ['reheat', !chilaquiles && reheat.length > 0],
      ['beans', !chilaquiles && beans.length + corn.length > 0],
      ['refried', refried.length > 0],
      ['veg', soft.length > 0],
    ]);
    // barbecue sauce coats pulled pork or chicken on nachos, never mince
    const bbqHome = chilaquiles
      ? 'none'
      : reheat.length
        ? 'reheat'
        : cooked.some((p) => ways[proteins.indexOf(p)] === 'pieces')
          ? 'cooked'
          : 'none';
    const bbq = bbqHome === 'none' ? [] : c.take(['condiment'], 1, (i) => group(i) === 'bbq');

    // ---- lines, in the order a cook reaches for them ------------------------------------------
    const chipsN = c.use(chips, 250 / chips.spec.qty);
    const eggN = chilaquiles && eggs[0] ? c.use(eggs[0]) : '';
    const mains = proteins.length - crisp.length;
    const pN = proteins.map((p, i) => {
      const way = ways[i];
      // bacon or chorizo is a flavouring beside a main, and the meat itself without one
      const alone = group(p) === 'cured-pork' ? 4 / 3 : 1.5;
      const factor =
        way === 'crisp' ? (mains > 0 ? 0.5 : alone) : proteinFactor(Math.max(1, mains));
      const note =
        way === 'pieces'
          ? 'cut into 2 cm pieces'
          : group(p) === 'sausage'
            ? 'skins removed'
            : p.id === 'chorizo'
              ? 'diced'
              : p.id === 'tofu'
                ? 'drained and patted dry'
                : p.spec.prep;
      return c.use(p, factor, note);
    });
    const nameOf = (p: Item) => pN[proteins.indexOf(p)] ?? '';
    // beans are the main thing when there is no meat: two cans then
    const beanN = c.useAll(beans, proteins.length ? 1 : 2, 'drained and rinsed');
    const refriedN = c.useAll(refried);
    // in chilaquiles the salsa is the sauce: a jar of it, let down with water
    const sauceN = chilaquiles ? c.useAll(tomatoSauce) : [];
    const salsaN = chilaquiles
      ? salsa.map((s) => c.add(s.id, tomatoSauce.length ? 150 : 300, 'g', 'about 1 jar'))
      : c.useAll(salsa, 1.5);
    const cookedOnionN = c.useAll(cookedOnion, 1, chilaquiles ? 'thinly sliced' : 'finely chopped');
    const panVegN = panVeg.map((v) =>
      c.use(v, 0.6, group(v) === 'sweet-pepper' && !chilaquiles ? 'diced' : v.spec.prep),
    );
    const cornN = c.useAll(corn, 0.75);
    const softN = [...cookedOnionN, ...panVegN];
    const cooksQuick = quickHome !== 'none';
    const quickN = cooksQuick
      ? [
          ...c.useAll(garlic, 0.67),
          ...c.useAll(otherChilli),
          ...(chilaquiles ? c.useAll(freshJal, 1, 'thinly sliced') : []),
        ]
      : [];
    const spiceN = spiceHome === 'none' ? [] : c.useAll(spices);
    const flavourN = [...spiceN, ...(spiceHome === 'none' ? [] : c.useAll(chipotle))];
    const bbqN = c.useAll(bbq, 0.75);
    // with no spices, a couple of spoonfuls of the salsa season the meat or beans instead
    const salsaInPan =
      !chilaquiles &&
      flavourN.length === 0 &&
      salsaN.length > 0 &&
      cooked.length + reheat.length + beans.length > 0;
    const seasoning = flavourN.length
      ? [`the ${names(flavourN)}`]
      : salsaInPan
        ? [`2 tbsp of the ${names(salsaN)}`]
        : [];
    const spiceAt = salsaInPan
      ? cooked.length
        ? 'cooked'
        : reheat.length
          ? 'reheat'
          : 'beans'
      : spiceHome;
    const freshJalN = chilaquiles ? [] : c.useAll(freshJal, 1, 'thinly sliced');
    const pickledJalN = pickledJal.map((i) => c.add(i.id, 3, 'tbsp', 'pickled, drained'));
    // melted cheese is what makes nachos: the one thing worth buying if there is none
    const meltGrams = chilaquiles ? 100 : 200;
    const meltN =
      !chilaquiles && melting.length === 0
        ? [c.need('cheddar', 200, 'g', 'grated')]
        : melting.map((m) =>
            m.spec.unit === 'g'
              ? c.add(m.id, Math.round(meltGrams / melting.length / 25) * 25, 'g', 'grated')
              : c.use(m),
          );
    const crumblyN = crumbly.map((m) =>
      m.spec.unit === 'g' ? c.add(m.id, 100, 'g', 'crumbled') : c.use(m),
    );
    const oliveN = c.useAll(olives, 0.6, 'sliced');
    const rawOnionN = c.useAll(rawOnion, 0.5, chilaquiles ? 'thinly sliced' : 'finely chopped');
    const tomatoN = tomatoes.map((t) =>
      c.use(t, t.spec.unit === '' ? 0.5 : 0.6, t.id === 'cherry_tomato' ? 'quartered' : 'diced'),
    );
    const avocadoN = c.useAll(avocado, 1, chilaquiles ? 'sliced' : 'stoned and diced');
    const guacN = c.useAll(guac);
    const creamN = cream.map((i) => c.use(i, group(i) === 'soured-cream' ? 1 : 0.75));
    const springN = c.useAll(springOnions, 1, 'thinly sliced');
    const corianderN = c.useAll(coriander, 1, 'roughly chopped');
    const limeN = c.useAll(lime);
    const hotN = c.useAll(hot);
    // salt gets its line after the dry run below, only when a step calls for it
    const salt = 'salt';

    // ---- the pan work, stage by stage, with the minutes each adds ------------------------------
    const hasFat = crisp.length > 0;
    const stages = (oil: string): { stages: Stage[]; oilTbsp: number; salted: boolean } => {
      const out: Stage[] = [];
      let open = false;
      let oilTbsp = 0;
      let salted = false;
      const pan = (heat: string) => {
        if (open) return `the same pan over a ${heat} heat`;
        open = true;
        return `a large${chilaquiles ? ', deep' : ''} frying pan over a ${heat} heat`;
      };
      const heatOil = (heat: string) => {
        oilTbsp += 1;
        return `Heat 1 tbsp ${oil} in ${pan(heat)}`;
      };
      /** "In the fat left in the pan, soften", "Add 1 tbsp oil to the pan and soften", ... */
      const inFat = (verb: string) => {
        if (!open) return `${heatOil('medium')} and ${verb}`;
        if (hasFat) return `In the fat left in the pan, ${verb}`;
        oilTbsp += 1;
        return `Add 1 tbsp ${oil} to the pan and ${verb}`;
      };
      /** "a pinch of salt" the first time the salt is called for, then nothing */
      const pinch = (size: string) => {
        if (salted) return [];
        salted = true;
        return [`${size} of ${salt}`];
      };
      const quickClause = (home: Home) =>
        quickHome === home && quickN.length
          ? `, adding the ${names(quickN)} for the last minute`
          : '';
      const frozen = corn.some(isFrozen) ? ` (the ${names(cornN)} straight from frozen)` : '';
      const crush = beans.length ? ', crushing a few of the beans with the spoon' : '';

      // 1. bacon or chorizo crisped first; its fat cooks what follows
      for (const p of crisp) {
        const bacon = group(p) === 'cured-pork';
        const first = !open;
        out.push({
          text: `Fry the ${nameOf(p)} in ${pan('medium')}${first ? ' (no oil needed)' : ''} for ${bacon ? '5–6' : '3–4'} minutes, ${safetyClause(p.id)}. Lift out with a slotted spoon onto kitchen paper, leaving the fat in the pan.`,
          minutes: bacon ? 6 : 4,
        });
      }
      // 2. a steak seared whole, rested, then sliced
      for (const p of sear) {
        oilTbsp += 0.5;
        salted = true;
        out.push({
          text: `Rub the ${nameOf(p)} with a little of the ${oil} and a pinch of ${salt}, then sear in ${pan('high')} for 2–3 minutes a side, ${safetyClause(p.id)}. Slice thinly across the grain.`,
          minutes: 9,
        });
      }
      // 3. onions, peppers and mushrooms softened (in chilaquiles, as the start of the sauce)
      if (soft.length && !chilaquiles) {
        const mushroom = panVeg.some((v) => group(v) === 'mushroom');
        const stir = spiceAt === 'veg' ? [...seasoning, ...pinch('a pinch')] : [];
        out.push({
          text: `${inFat(mushroom ? 'fry' : 'soften')} the ${names(softN)} for 5–6 minutes${mushroom ? ', until soft and golden' : ''}${quickClause('veg')}.${stir.length ? ` Stir in ${joinList(stir)} and cook for 1 minute more.` : ''}`,
          minutes: stir.length ? 7 : 6,
        });
      }
      // 4. mince browned and broken up, chicken or pork pieces fried, then the spices
      cooked.forEach((p, k) => {
        const n = nameOf(p);
        const start =
          k > 0
            ? `Add the ${n} to the pan`
            : open
              ? `Turn the heat up to high and add the ${n}`
              : `${heatOil('high')} and add the ${n}`;
        const safe = safetyClause(p.id);
        let text: string;
        let minutes: number;
        if (ways[proteins.indexOf(p)] === 'pieces') {
          minutes = 8;
          text = `${start}. Fry for 6–8 minutes, turning now and then, ${safe}.`;
        } else if (p.id === 'tofu' || p.id === 'tempeh') {
          minutes = 10;
          text = `${start}, crumbling it into small pieces. Fry for 8–10 minutes, stirring now and then, until golden and a little crisp.`;
        } else if (isVeggieMince(p.id)) {
          minutes = 6;
          text = `${start}. Fry for 5–6 minutes, breaking it up, until browned and piping hot.`;
        } else {
          minutes = 10;
          const fatty = FATTY.has(p.id) || group(p) === 'sausage';
          text = `${start}. Cook for 8–10 minutes, breaking the meat up with a wooden spoon, ${safe}.${fatty ? ' Spoon off any excess fat.' : ''}`;
        }
        if (k === cooked.length - 1) {
          const stir = [
            ...(quickHome === 'cooked' && quickN.length ? [`the ${names(quickN)}`] : []),
            ...(spiceAt === 'cooked' ? seasoning : []),
            ...(bbqHome === 'cooked' && bbqN.length ? [`the ${names(bbqN)}`] : []),
          ];
          if (stir.length) {
            text += ` Stir in ${joinList(stir)} with ${pinch('a good pinch')[0] ?? 'a little more salt'} and cook for 1 minute more.`;
            minutes += 1;
          } else text += pinch('a pinch').length ? ` Season with ${salt}.` : '';
          if (chilaquiles) text += ' Spoon onto a plate and keep warm.';
        }
        out.push({ text, minutes });
      });

      if (chilaquiles) {
        // 5. the sauce, in the meat's pan; the eggs fry meanwhile; the chips go in last
        let lead = '';
        let leadMinutes = 0;
        if (soft.length) {
          lead = `${inFat('soften')} the ${names(softN)} for 5–6 minutes${quickClause('sauce')}. `;
          leadMinutes = 6;
        } else if (quickN.length) {
          lead = `${inFat('fry')} the ${names(quickN)} for 1 minute. `;
          leadMinutes = 1;
        }
        const base = [...sauceN, ...salsaN];
        const water = tomatoSauce.length ? 100 : 200;
        const pour = lead
          ? `Pour in the ${names(base)} and ${water} ml water`
          : open
            ? `Pour the ${names(base)} and ${water} ml water into the pan`
            : `${heatOil('medium')}, then pour in the ${names(base)} and ${water} ml water (it will spit)`;
        const reheatN = reheat.map(nameOf);
        const adds = [...beanN, ...cornN, ...reheatN];
        const stir = [
          ...(spiceAt === 'sauce' ? seasoning : []),
          ...(adds.length ? [`the ${names(adds)}${frozen}`] : []),
        ];
        const chilli = reheat.some((p) => p.id === 'leftover_chilli');
        const simmer = tomatoSauce.length || chilli ? 10 : reheat.length ? 6 : 5;
        const range = simmer === 10 ? '8–10' : simmer === 6 ? '5–6' : '5';
        const hotThrough = reheatN.length
          ? ` and the ${names(reheatN)} ${areOrIs(reheat, reheatN)} piping hot all the way through`
          : '';
        out.push({
          text: `${lead}${pour}${stir.length ? `, stir in ${joinList(stir)}` : ''} and bring to a simmer. Cook for ${range} minutes, stirring now and then, until slightly thickened${hotThrough}${tomatoSauce.some((t) => t.id === 'canned_tomatoes') ? ', crushing the tomatoes with the back of the spoon' : ''}. Taste and add ${salt} if it needs it.`,
          minutes: leadMinutes + simmer,
        });
        oilTbsp += 1;
        salted = true;
        out.push({
          text: `Meanwhile, heat 1 tbsp ${oil} in a second frying pan over a medium heat. Crack in the ${eggN} and fry for 3–4 minutes, until the whites are set and crisp at the edges but the yolks are still runny.`,
          minutes: 0,
        });
        out.push({
          text: `Tip the ${chipsN} into the simmering sauce and toss gently for 1 minute, until coated but still crunchy at the edges.`,
          minutes: 1,
        });
        return { stages: out, oilTbsp, salted };
      }

      // 5. leftovers reheated (with the beans), or the beans and sweetcorn warmed
      const warm = [...reheat.map(nameOf), ...beanN, ...cornN];
      if (warm.length) {
        const withs = [
          ...(spiceAt === 'reheat' || spiceAt === 'beans' ? seasoning : []),
          ...(bbqHome === 'reheat' && bbqN.length ? [`the ${names(bbqN)}`] : []),
          ...(reheat.length && !beans.length ? [] : pinch('a pinch')),
          '4 tbsp water',
        ];
        const season = joinList(withs);
        const quick = (quickHome === 'reheat' || quickHome === 'beans') && quickN.length > 0;
        const start = quick
          ? `${inFat('fry')} the ${names(quickN)} for 1 minute, then add the ${names(warm)}`
          : open
            ? `Add the ${names(warm)} to the pan`
            : `Put the ${names(warm)} in ${pan('medium')}`;
        if (reheat.length) {
          const rn = reheat.map(nameOf);
          const chilli = reheat.some((p) => p.id === 'leftover_chilli');
          out.push({
            text: `${start}${frozen} with ${season}. Heat, stirring, for ${chilli ? '8–10' : '4–5'} minutes, until the ${names(rn)} ${areOrIs(reheat, rn)} piping hot all the way through${crush}.`,
            minutes: (chilli ? 10 : 5) + (quick ? 1 : 0),
          });
        } else if (open && !quick) {
          out.push({
            text: `Stir in the ${names(warm)}${frozen} with ${season} and cook for 3–4 minutes, until hot through${crush}.`,
            minutes: 4,
          });
        } else {
          const begin = quick ? start : `${inFat('warm')} the ${names(warm)}`;
          out.push({
            text: `${begin}${frozen} with ${season}. Cook for 4–5 minutes, stirring${crush}, until hot and thick.`,
            minutes: 5 + (quick ? 1 : 0),
          });
        }
      }
      if (refriedN.length) {
        const alone = out.length === 0;
        const withs = [...(spiceAt === 'refried' ? seasoning : []), '2 tbsp water'];
        out.push({
          text: `${alone ? 'Warm' : 'Meanwhile, warm'} the ${names(refriedN)} in a small pan over a low heat with ${joinList(withs)} for 3–4 minutes, stirring, until soft enough to spread.`,
          minutes: alone ? 4 : 0,
        });
      }
      return { stages: out, oilTbsp, salted };
    };

    // The oil: as much as the steps say (a dry run with a stand-in name counts it).
    const dryRun = stages('oil');
    if (dryRun.salted || avocado.length + tomatoes.length > 0) c.need('salt', 1, 'taste');
    const oil =
      dryRun.oilTbsp > 0 ? c.oil('vegetable_oil', Math.max(1, Math.ceil(dryRun.oilTbsp))) : '';
    const cookMinutes =
      dryRun.stages.reduce((sum, s) => sum + s.minutes, 0) + (chilaquiles ? 0 : BAKE_MINUTES);

    // ---- the finish: the cold things on the hot chips --------------------------------------
    const finish = (onto: string, serve: string, limeInPrep: boolean, tail = ''): string => {
      const clauses: string[] = [];
      const spoon = [...(chilaquiles ? [] : salsaN), ...guacN];
      if (spoon.length) clauses.push(`spoon the ${names(spoon)} over ${onto}`);
      if (creamN.length) clauses.push(`add dollops of the ${names(creamN)}`);
      if (crumblyN.length) clauses.push(`crumble over the ${names(crumblyN)}`);
      const scatter = [
        ...(chilaquiles ? meltN : []),
        ...avocadoN,
        ...tomatoN,
        ...(tomatoN.length && !chilaquiles ? [] : rawOnionN),
        ...pickledJalN,
        ...springN,
        ...corianderN,
      ];
      if (scatter.length)
        clauses.push(
          clauses.length
            ? `scatter with the ${names(scatter)}`
            : `scatter the ${names(scatter)} over ${onto}`,
        );
      if (hotN.length) clauses.push(`shake over the ${names(hotN)} to taste`);
      const wedges = limeN.length
        ? limeInPrep
          ? ` with the rest of the ${names(limeN)} in wedges`
          : ` with the ${names(limeN)} cut into wedges`
        : '';
      return clauses.length
        ? `${capitalFirst(clauses.join(', '))}, then serve ${serve}${wedges}${tail}.`
        : `Serve ${serve}${wedges}${tail}.`;
    };

    const writeSteps = (): string[] => {
      const pans = stages(oil).stages;
      if (chilaquiles) {
        const meat = [...crisp, ...sear, ...cooked].map(nameOf);
        return [
          ...pans.map((s) => s.text),
          `Divide between 4 warm plates${meat.length ? ` and top with the ${names(meat)}` : ''}, then add a fried egg to each. ${finish('the chips', 'at once', false, ', before the chips soften')}`,
        ];
      }
      const steps = [`Heat the oven to ${OVEN}.`, ...pans.map((s) => s.text)];
      // the tray: two layers, so no chip is left bare
      const layer: string[] = [];
      if (refriedN.length) layer.push(`dot over half the ${names(refriedN)}`);
      // everything from the pan goes on together (the steak is sliced: "the sliced steak")
      const fromPan = [
        ...sear.map((p) => `sliced ${p.id === 'beef_steak' ? 'steak' : nameOf(p)}`),
        ...[...cooked, ...reheat].map(nameOf),
        ...softN,
        ...beanN,
        ...cornN,
      ];
      if (fromPan.length) layer.push(`spoon over half the ${names(fromPan)}`);
      layer.push(
        `scatter with half the ${names([...crisp.map(nameOf), ...oliveN, ...freshJalN, ...meltN])}`,
      );
      steps.push(
        `Spread half the ${chipsN} over a large baking tray lined with baking paper. ${capitalFirst(layer.join(', then '))}. Repeat with the rest of the chips and toppings, finishing with the cheese.`,
      );
      // avocado and tomatoes are readied while the tray is in the oven
      const prep: string[] = [];
      let limeInPrep = false;
      if (avocadoN.length) {
        limeInPrep = limeN.length > 0;
        prep.push(
          `toss the ${names(avocadoN)} with ${limeInPrep ? `the juice of half the ${names(limeN)} and ` : ''}a pinch of ${salt}`,
        );
      }
      if (tomatoN.length) {
        const squeeze = limeN.length > 0 && !limeInPrep;
        limeInPrep = limeInPrep || squeeze;
        const withs = [
          ...(rawOnionN.length ? [`the ${names(rawOnionN)}`] : []),
          ...(squeeze ? [`a squeeze of the ${names(limeN)}`] : []),
          `a pinch of ${salt}`,
        ];
        prep.push(`mix the ${names(tomatoN)} with ${joinList(withs)}`);
      }
      const bake = `Bake for 8–${BAKE_MINUTES} minutes, until the cheese has melted and is bubbling at the edges.`;
      const fin = finish('the hot nachos', 'straight from the tray', limeInPrep);
      if (prep.length) steps.push(`${bake} While the nachos bake, ${prep.join(', and ')}.`);
      else if (fin.startsWith('Serve')) return [...steps, `${bake} ${fin}`];
      else steps.push(bake);
      steps.push(fin);
      return steps;
    };

    // ---- title, blurb, fit --------------------------------------------------------------------
    const heads = proteins.map(titleHead);
    let title: string;
    if (chilaquiles) {
      const verde = salsa.some((s) => /verde|green/i.test(s.v.text)) && !tomatoSauce.length;
      title = `${heads.length ? `${joinList(heads)} ` : ''}Chilaquiles${verde ? ' Verdes' : ''} with Fried Eggs`;
    } else if (proteins.length === 1 && proteins[0]?.id === 'leftover_chilli') {
      title = 'Chilli Cheese Nachos';
    } else {
      const bean = beans[0] ?? refried[0];
      const beanHead = !bean
        ? ''
        : heads.length
          ? 'Bean'
          : bean.id === 'refried_beans'
            ? 'Refried Bean'
            : titleName(bean.id as IngredientId);
      const meat = `${bbq.length ? 'BBQ ' : ''}${joinList(heads)}`;
      const named = heads.length
        ? `${meat}${beanHead && heads.length === 1 && !bbq.length ? ` and ${beanHead}` : ''}`
        : beanHead ||
          (panVeg.length + corn.length
            ? joinList([...panVeg, ...corn].slice(0, 2).map((v) => titleName(v.id)))
            : jalapenos.length
              ? 'Cheese and Jalapeño'
              : 'Cheese');
      const cold = salsa.length + guac.length + cream.length + avocado.length + tomatoes.length;
      const loaded = cold >= 2 || (cold >= 1 && substance >= 2);
      title = `${loaded ? 'Loaded ' : ''}${named} Nachos`;
    }

    const cheeseWords = names(meltN.length ? meltN : crumblyN);
    const filling = [...proteins.map(nameOf), ...beanN, ...refriedN].slice(0, 3);
    const cool = [...(chilaquiles ? [] : salsaN), ...guacN, ...creamN, ...avocadoN].slice(0, 2);
    const verdeWords = salsa.some((x) => /verde/i.test(x.v.text)) ? ' verde' : '';
    const sauceWords = tomatoSauce.length ? 'tomato sauce' : `${names(salsaN)}${verdeWords}`;
    const blurbs = chilaquiles
      ? [
          `Tortilla chips tossed in hot ${sauceWords} until just softened, then topped with fried eggs${cheeseWords ? ` and ${cheeseWords}` : ''}.`,
          `The Mexican way with a bag of chips: a minute in simmering ${sauceWords}, then runny fried eggs on top.`,
        ]
      : [
          `Tortilla chips layered with ${names([...filling, cheeseWords])}, baked until bubbling${cool.length ? `, then topped with cool ${names(cool)}` : ''}.`,
          `A tray of hot, cheesy chips${filling.length ? ` with ${names(filling)}` : ''} to share straight from the oven${cool.length ? `, finished with ${names(cool)}` : ''}.`,
        ];

    let fit = 0.62;
    if (chilaquiles) fit += salsa.length ? 0.2 : 0.15;
    else {
      if (melting.length) fit += 0.12;
      if (proteins.length + beans.length + refried.length) fit += 0.06;
    }
    if (salsa.length + guac.length + cream.length + avocado.length) fit += 0.05;
    const chopping =
      cooked.filter((p) => ways[proteins.indexOf(p)] === 'pieces').length +
      onions.length +
      panVeg.length +
      tomatoes.length +
      avocado.length +
      springOnions.length +
      coriander.length +
      jalapenos.length +
      // a block of cheese to grate for a tray of nachos
      (chilaquiles ? 0 : melting.length);
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs,
      serves: 4,
      prep: chopping >= 3 ? 15 : 10,
      cook: cookMinutes,
    });
  },
};
