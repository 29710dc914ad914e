import { INGREDIENTS, type IngredientId } from '../data/ingredients';
import type { Unit } from '../types';
import { joinList, safeUntil, safetyClause, titleName } from '../util';
import { Composer, type Template } from './composer';
import { type Item } from './kinds';
import { capitalFirst, names } from './methods';

/**
 * Pizzas on whatever base the visitor has: pizza dough pressed out on trays, bought bases, naan,
 * pitta, flatbreads, tortilla wraps or split baguettes. The sauce is spread, the cheese scattered,
 * and each topping readied by what it is: raw meat is always cooked in a pan first, cured meats and
 * leftovers go on as they are, watery vegetables are fried or sliced thin, and leaves, soft herbs
 * and air-dried ham go on after baking.
 */

/** How one kind of base is laid out and baked. */
interface BaseForm {
  /** "Naan Pizzas", "Pizza" */
  title: string;
  qty: number;
  unit: Unit;
  note?: string;
  oven: string;
  bake: readonly [number, number];
  /** the crust's sign of doneness */
  crisp: string;
  /** the step laying the bases out, given the base's name and the oil's */
  lay: (base: string, oil: string) => string;
  /** tablespoons of oil the base itself takes (oiling the trays) */
  trayOil: number;
  /** two trays in the oven at once: swap them halfway */
  twoTrays: boolean;
  /** what the sauce is spread on: "the naans", "the dough" */
  surface: string;
  /** how it is cut to serve */
  cut: string;
  /** the base as the blurb names it: "Crisp naans" */
  blurb: string;
  /** how much sauce the bases take, relative to four naans */
  sauce: number;
  /** no sauce is no pizza: wraps and bread with only cheese are quesadillas and cheese on toast */
  needsSauce: boolean;
}

const HOT = '240 °C / 220 °C fan / 475 °F';
const MEDIUM_HOT = '220 °C / 200 °C fan / 425 °F';
const MODERATE = '200 °C / 180 °C fan / 400 °F';

const flatOnTrays = (base: string) => `Lay the ${base} on two large baking trays.`;

function baseForm(item: Item): BaseForm {
  const text = item.v.text.toLowerCase();
  switch (item.id) {
    case 'pizza_dough':
      // "pizza bases" in a shop are ready-baked; "pizza dough" is stretched out
      if (/\b(bases?|crusts?)\b/.test(text) && !/dough/.test(text))
        return {
          title: 'Pizzas',
          qty: 1,
          unit: 'pack',
          note: '2 ready-made bases (about 30 cm)',
          oven: MEDIUM_HOT,
          bake: [10, 12],
          crisp: 'the bases are crisp at the edges',
          lay: () => 'Lay the pizza bases on two large baking trays.',
          trayOil: 0,
          twoTrays: true,
          surface: 'the bases',
          cut: 'cut into wedges and serve hot',
          blurb: 'Ready-made pizza bases',
          sauce: 1,
          needsSauce: false,
        };
      return {
        title: 'Pizza',
        qty: 1000,
        unit: 'g',
        note: 'at room temperature',
        oven: HOT,
        bake: [12, 15],
        crisp: 'the crust is golden and crisp underneath',
        lay: (base, oil) =>
          `Oil two large baking trays (about 30 × 40 cm) with 1 tbsp of the ${oil}. Divide the ${base} in two and press and stretch each half out with your fingertips to fill a tray, leaving the edges a little thicker; if it springs back, leave it for a few minutes and try again.`,
        trayOil: 1,
        twoTrays: true,
        surface: 'the dough',
        cut: 'cut into squares and serve hot',
        blurb: 'Two big tray pizzas',
        sauce: 1.5,
        needsSauce: false,
      };
    case 'pizza_base_mix':
      // a packet mix is made into dough, kneaded and rested before it is a base
      return {
        title: 'Pizza',
        qty: 2,
        unit: 'pack',
        note: 'about 145 g each',
        oven: HOT,
        bake: [12, 15],
        crisp: 'the crust is golden and crisp underneath',
        lay: (base, oil) =>
          `Tip the ${base} into a bowl and stir in warm water as the packet says (about 100 ml per packet) to a soft dough. Knead on a lightly floured surface for 5 minutes until smooth, then cover and leave for 10 minutes. Oil two large baking trays with 1 tbsp of the ${oil}, halve the dough and roll or press each half out to about 30 cm.`,
        trayOil: 1,
        twoTrays: true,
        surface: 'the dough',
        cut: 'cut into wedges and serve hot',
        blurb: 'Two homemade pizzas from a packet mix',
        sauce: 1,
        needsSauce: false,
      };
    case 'naan':
      return {
        title: 'Naan Pizzas',
        qty: 4,
        unit: '',
        oven: MEDIUM_HOT,
        bake: [8, 10],
        crisp: 'the edges of the naans are crisp',
        lay: flatOnTrays,
        trayOil: 0,
        twoTrays: true,
        surface: 'the naans',
        cut: 'cut into wedges and serve hot',
        blurb: 'Crisp-edged naans',
        sauce: 1,
        needsSauce: false,
      };
    case 'flatbread':
      return {
        title: 'Flatbread Pizzas',
        qty: 4,
        unit: '',
        oven: MEDIUM_HOT,
        bake: [8, 10],
        crisp: 'the flatbreads are crisp at the edges',
        lay: flatOnTrays,
        trayOil: 0,
        twoTrays: true,
        surface: 'the flatbreads',
        cut: 'cut into wedges and serve hot',
        blurb: 'Crisp flatbreads',
        sauce: 1,
        needsSauce: false,
      };
    case 'pitta':
      return {
        title: 'Pitta Pizzas',
        qty: 8,
        unit: '',
        oven: MEDIUM_HOT,
        bake: [8, 10],
        crisp: 'the pittas are crisp at the edges',
        lay: flatOnTrays,
        trayOil: 0,
        twoTrays: true,
        surface: 'the pittas',
        cut: 'serve hot, two each',
        blurb: 'Crisp pitta breads',
        sauce: 1,
        needsSauce: false,
      };
    case 'tortilla':
      return {
        title: /wrap/.test(text) ? 'Wrap Pizzas' : 'Tortilla Pizzas',
        qty: 4,
        unit: '',
        oven: MODERATE,
        bake: [8, 10],
        crisp: 'the tortillas are crisp and golden at the edges',
        lay: flatOnTrays,
        trayOil: 0,
        twoTrays: true,
        surface: 'the tortillas',
        cut: 'cut into wedges and serve hot',
        blurb: /wrap/.test(text) ? 'Thin, crisp wraps' : 'Thin, crisp tortillas',
        sauce: 0.75,
        needsSauce: true,
      };
    case 'ciabatta':
      return {
        title: 'Ciabatta Pizzas',
        qty: 2,
        unit: '',
        oven: MEDIUM_HOT,
        bake: [10, 12],
        crisp: 'the bread is crisp at the edges',
        lay: (base) =>
          `Split the ${base} in half lengthways and lay them cut side up on a large baking tray.`,
        trayOil: 0,
        twoTrays: false,
        surface: 'the cut sides',
        cut: 'cut each half in two and serve hot',
        blurb: 'Split ciabatta',
        sauce: 1,
        needsSauce: true,
      };
    default:
      return {
        title: 'French Bread Pizzas',
        qty: 2,
        unit: '',
        oven: MEDIUM_HOT,
        bake: [10, 12],
        crisp: 'the bread is crisp at the edges',
        lay: (base) =>
          `Cut the ${base} in half across, then split each piece lengthways to give 8 pieces. Lay them cut side up on two large baking trays.`,
        trayOil: 0,
        twoTrays: true,
        surface: 'the cut sides',
        cut: 'serve hot, two pieces each',
        blurb: 'Split baguettes',
        sauce: 1,
        needsSauce: true,
      };
  }
}

/** The bases, best first: pizza dough is a pizza before anything else is. */
const BASES: readonly IngredientId[] = [
  'pizza_dough',
  'pizza_base_mix',
  'naan',
  'flatbread',
  'pitta',
  'tortilla',
  'ciabatta',
  'baguette',
];

const CHEESE_GROUPS = new Set([
  'mozzarella',
  'melting-cheese',
  'hard-cheese',
  'tangy-cheese',
  'blue-cheese',
  'brie',
  'ricotta',
  'grill-cheese',
]);

/** Meat that goes on as it is: cured, sliced or cooked already. */
const AS_IS_GROUPS = new Set([
  'ham',
  'salami',
  'cured-sausage',
  'cooked-poultry',
  'cooked-meat',
  'cooked-pork',
  'smoked-sausage',
  'frankfurter',
  'canned-fish',
  'anchovy',
  'cooked-prawn',
]);

/** Raw meat that is always cooked in a pan before it goes on. */
const PAN_MEAT_GROUPS = new Set(['mince', 'sausage', 'poultry', 'meatball']);

/** Air-dried ham and smoked fish are draped over after baking, never baked dry. */
const AFTER_IDS = new Set<IngredientId>([
  'prosciutto',
  'jamon_serrano',
  'smoked_salmon',
  'hot_smoked_salmon',
  'smoked_trout',
]);

/** Watery or firm vegetables that are fried before they go on. */
const PAN_VEG_GROUPS = new Set(['mushroom', 'aubergine', 'leek', 'leafy-green']);
const PAN_VEG_IDS = new Set<IngredientId>(['onion']);

/** Vegetables that cook through on the pizza when sliced thin. */
const RAW_VEG_GROUPS = new Set([
  'sweet-pepper',
  'courgette',
  'tomato',
  'corn',
  'artichoke',
  'sundried',
  'fennel',
  'roasted-pepper',
  'chilli',
  'spring-onion',
]);
const RAW_VEG_IDS = new Set<IngredientId>(['red_onion', 'shallot', 'pineapple', 'olive', 'caper']);

/** Leaves and herbs that go on after baking. */
const LEAF_IDS = new Set<IngredientId>(['rocket', 'watercress', 'mixed_leaves']);
const HERB_GROUPS = new Set(['basil', 'soft-herb', 'mint']);

/** How each vegetable is cut for a pizza, and how much of its usual amount it takes. */
function vegLine(item: Item, many: boolean): { factor: number; note?: string } {
  const text = item.v.text.toLowerCase();
  const frozen = /frozen/.test(text);
  switch (item.spec.group) {
    case 'sweet-pepper':
      return { factor: many ? 0.5 : 1, note: 'deseeded and thinly sliced' };
    case 'courgette':
      return { factor: 0.5, note: 'very thinly sliced into rounds' };
    case 'tomato':
      return item.id === 'cherry_tomato'
        ? { factor: many ? 0.6 : 1, note: 'halved' }
        : { factor: 0.5, note: 'thinly sliced' };
    case 'corn':
      // a cob's kernels are cut off: one cob tops a tray of pizzas
      if (item.id === 'sweetcorn_cob') return { factor: 0.25, note: 'kernels cut from the cob' };
      return { factor: 0.75, note: frozen ? 'straight from frozen' : 'drained' };
    case 'mushroom':
      return { factor: many ? 0.6 : 1, note: 'thinly sliced' };
    case 'aubergine':
      return { factor: 1, note: 'cut into 1 cm dice' };
    case 'leek':
      return { factor: 0.5, note: 'thinly sliced' };
    case 'leafy-green':
      return { factor: 0.75, note: undefined };
    case 'fennel':
      return { factor: 1, note: 'very thinly sliced' };
    case 'roasted-pepper':
      return { factor: 0.75, note: 'drained and cut into strips' };
    case 'artichoke':
      return { factor: 0.75, note: 'drained and quartered' };
    case 'chilli':
      return { factor: 1, note: 'thinly sliced' };
    case 'olive':
      return { factor: 0.75, note: 'pitted and halved' };
    case 'caper':
      return { factor: 1, note: 'drained' };
    default:
      break;
  }
  if (item.id === 'onion' || item.id === 'red_onion' || item.id === 'shallot')
    return { factor: 1, note: 'thinly sliced' };
  return { factor: 1, note: item.spec.prep };
}

/** How a topping that goes on as it is gets readied, for its line. */
function asIsNote(item: Item): string | undefined {
  switch (item.spec.group) {
    case 'ham':
      return AFTER_IDS.has(item.id) ? 'torn' : 'torn into pieces';
    case 'salami':
      return 'thinly sliced';
    case 'cured-sausage':
    case 'smoked-sausage':
    case 'frankfurter':
      return 'thinly sliced';
    case 'canned-fish':
      return 'drained and flaked';
    case 'anchovy':
      return 'halved lengthways';
    case 'cooked-poultry':
    case 'cooked-pork':
      return 'shredded';
    default:
      return item.spec.prep;
  }
}

/** Amount of a topping meat, as a share of its usual amount for a main course for four. */
function meatFactor(item: Item, two: boolean): number {
  const g = item.spec.group ?? '';
  let f: number;
  if (g === 'salami' || g === 'cured-sausage') f = item.spec.unit === 'g' ? 100 / item.spec.qty : 1;
  else if (g === 'ham') f = item.spec.unit === 'g' ? 150 / item.spec.qty : 1;
  else if (g === 'anchovy') f = 8 / item.spec.qty;
  else if (g === 'canned-fish') f = 0.5;
  else if (g === 'poultry') f = 300 / item.spec.qty;
  else if (item.kind === 'cured' && item.spec.ready) f = 0.6;
  else if (item.kind === 'cured') f = 1;
  else f = 0.5;
  return two ? f * 0.7 : f;
}

/** Amount of a cheese: a pizza wants about 250 g of melting cheese for four. */
function cheeseFactor(item: Item, only: boolean, melters: number): number {
  const g = item.spec.group ?? '';
  const split = melters > 1 ? 0.6 : 1;
  if (item.spec.unit !== 'g') return item.spec.unit === 'slice' ? 2 : 1;
  if (g === 'mozzarella') return (250 / item.spec.qty) * split;
  if (g === 'melting-cheese') return (200 / item.spec.qty) * split;
  if (g === 'hard-cheese') return (only ? 80 : 40) / item.spec.qty;
  if (g === 'ricotta') return 150 / item.spec.qty;
  if (g === 'grill-cheese') return 200 / item.spec.qty;
  return (only ? 200 : 100) / item.spec.qty;
}

/** A topping's name in a title: "Sausage", "Lamb", not "Pork Sausage", "Minced Lamb". */
function toppingTitle(id: IngredientId): string {
  const spec = INGREDIENTS[id];
  if (spec.group === 'sausage' && id !== 'chicken_sausage' && id !== 'merguez') return 'Sausage';
  if (id === 'bell_pepper') return 'Pepper';
  if (spec.group === 'mince' && spec.name.startsWith('minced '))
    return titleName(id).replace(/^Minced /, '');
  return titleName(id);
}

const MELTERS = new Set(['mozzarella', 'melting-cheese', 'grill-cheese']);

export const pizza: Template = {
  key: 'pizza',
  method: 'pizza',
  vehicles: ['pizza-dough', 'pizza-mix'],
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const bases = c.take(['other', 'wrap', 'bread'], 9, (i) => BASES.includes(i.id));
    bases.sort((a, b) => BASES.indexOf(a.id) - BASES.indexOf(b.id));
    const base = bases[0];
    if (!base) return null;
    const form = baseForm(base);

    // ---- the sauce: one to spread, with purée or barbecue sauce stirred in, pesto to finish
    const red = c.take(['tomato-sauce'], 1);
    const puree = c.take(['condiment'], 1, (i) => i.id === 'tomato_paste');
    const bbq = c.take(['condiment'], 1, (i) => i.spec.group === 'bbq');
    const pesto = c.take(['condiment'], 1, (i) => i.spec.group === 'pesto');
    const spread = red[0] ?? puree[0] ?? bbq[0] ?? pesto[0];
    const white =
      spread === undefined
        ? c.take(['cream'], 1, (i) => i.id === 'creme_fraiche' || i.id === 'cream_cheese')
        : [];
    const cheeses = c.take(
      ['cheese', 'grill-cheese'],
      3,
      (i) =>
        CHEESE_GROUPS.has(i.spec.group ?? '') &&
        !['cottage_cheese', 'twarog', 'kefalotyri'].includes(i.id),
    );
    if (spread === undefined && white.length === 0 && cheeses.length === 0) return null;
    if (form.needsSauce && spread === undefined) return null;

    // ---- toppings
    const meats = c.take(
      ['meat', 'cured', 'fish'],
      2,
      (i) =>
        AS_IS_GROUPS.has(i.spec.group ?? '') ||
        AFTER_IDS.has(i.id) ||
        (i.kind === 'meat' && PAN_MEAT_GROUPS.has(i.spec.group ?? '')) ||
        i.spec.group === 'cured-pork' ||
        i.spec.group === 'prawn',
    );
    const veg = c.take(
      ['veg', 'aromatic', 'leafy', 'fruit', 'condiment', 'other'],
      5,
      (i) =>
        RAW_VEG_GROUPS.has(i.spec.group ?? '') ||
        RAW_VEG_IDS.has(i.id) ||
        PAN_VEG_IDS.has(i.id) ||
        (PAN_VEG_GROUPS.has(i.spec.group ?? '') &&
          (i.spec.group !== 'leafy-green' || i.id === 'spinach' || i.id === 'baby_spinach')),
    );
    const garlic = c.take(['aromatic'], 1, (i) => i.id === 'garlic');
    const leaves = c.take(['leafy'], 1, (i) => LEAF_IDS.has(i.id));
    const herbs = c.take(
      ['herb'],
      2,
      (i) => HERB_GROUPS.has(i.spec.group ?? '') && i.id !== 'dried_mint',
    );
    const dried = c.take(['woody-herb'], 1, (i) =>
      ['oregano', 'mixed_herbs', 'marjoram', 'thyme', 'rosemary'].includes(i.id),
    );
    const flakes = c.take(['spice'], 1, (i) => i.id === 'chilli_flakes');
    const toppings = meats.length + veg.length + cheeses.length + leaves.length;
    // a base with sauce and nothing on it is not a supper
    if (toppings === 0) return null;

    // ---- lines, in the order a cook gathers them
    const baseName = c.add(base.id, form.qty, form.unit, form.note);
    const s = form.sauce;
    const redName = red[0]
      ? red[0].id === 'passata'
        ? c.add('passata', s > 1 ? 300 : s < 1 ? 150 : 200, 'g')
        : red[0].id === 'pasta_sauce'
          ? c.add('pasta_sauce', 0.5, 'jar')
          : c.use(red[0], 1, red[0].id === 'canned_tomatoes' ? 'drained in a sieve' : undefined)
      : undefined;
    const pureeName = puree[0]
      ? c.add('tomato_paste', red[0] ? 1 : s > 1 ? 6 : 4, 'tbsp')
      : undefined;
    // barbecue sauce is the sauce, or stirred into the tomato; never with pesto
    const bbqName =
      bbq[0] && (spread === bbq[0] || red[0] || puree[0])
        ? c.add('bbq_sauce', spread === bbq[0] ? (s > 1 ? 8 : 6) : 2, 'tbsp')
        : undefined;
    const pestoName =
      pesto[0] && (spread === pesto[0] || red[0] || puree[0])
        ? c.add('pesto', spread === pesto[0] ? (s > 1 ? 8 : 6) : 4, 'tbsp')
        : undefined;
    const whiteName = white[0] ? c.use(white[0], 1) : undefined;
    const garlicName = garlic[0] ? c.add('garlic', 2, 'clove', 'crushed') : undefined;
    const driedName = dried[0] ? c.use(dried[0]) : undefined;

    const melters = cheeses.filter((i) => MELTERS.has(i.spec.group ?? '')).length;
    const cheeseNames = cheeses.map((i) =>
      c.use(
        i,
        cheeseFactor(i, cheeses.length === 1, melters),
        i.spec.group === 'mozzarella'
          ? i.id === 'burrata'
            ? undefined
            : 'drained, torn and patted dry'
          : i.spec.group === 'grill-cheese'
            ? 'cut into 1 cm pieces'
            : i.spec.group === 'ricotta'
              ? undefined
              : i.spec.prep,
      ),
    );
    const meatNames = meats.map((i) => {
      const g = i.spec.group ?? '';
      const note =
        g === 'poultry'
          ? 'cut into thin strips'
          : g === 'mince' || g === 'sausage' || g === 'meatball'
            ? undefined
            : g === 'cured-pork'
              ? 'chopped'
              : g === 'prawn'
                ? 'peeled and patted dry'
                : asIsNote(i);
      return c.use(i, meatFactor(i, meats.length > 1), note);
    });
    const many = veg.length > 2;
    const vegNames = veg.map((i) => {
      if (
        i.id === 'pineapple' &&
        /\b(tins?|tinned|cans?|canned|chunks?)\b/.test(i.v.text.toLowerCase())
      )
        return c.add('pineapple', 1, 'can', 'drained and patted dry');
      if (i.id === 'pineapple')
        return c.add('pineapple', 0.5, '', 'peeled, cored, cut into small chunks and patted dry');
      const { factor, note } = vegLine(i, many);
      return c.use(i, factor, note);
    });
    const leafNames = leaves.map((i) => c.use(i, 1));
    const herbNames = herbs.map((i) =>
      c.use(
        i,
        1,
        i.spec.group === 'basil' || i.spec.group === 'mint' ? 'leaves picked' : undefined,
      ),
    );
    const flakeNames = flakes.map((i) => c.add(i.id, 0.5, 'tsp'));

    // bacon first, so the meat after it fries in its fat
    const panMeat = meats
      .filter(
        (i) =>
          (i.kind === 'meat' && PAN_MEAT_GROUPS.has(i.spec.group ?? '')) ||
          i.spec.group === 'cured-pork',
      )
      .sort(
        (a, b) => Number(b.spec.group === 'cured-pork') - Number(a.spec.group === 'cured-pork'),
      );
    const panVeg = veg.filter(
      (i) => PAN_VEG_GROUPS.has(i.spec.group ?? '') || PAN_VEG_IDS.has(i.id),
    );
    const fried = panVeg.filter((i) => i.spec.group !== 'leafy-green');
    const wilted = panVeg.filter((i) => i.spec.group === 'leafy-green');
    const oilForPan =
      panMeat.filter((i) => i.spec.group !== 'cured-pork').length + (fried.length ? 1 : 0);
    // oil: the trays, the pan, the sauce (or the garlic oil brushed on) and a drizzle at the end
    const intoSauce = garlic.length + dried.length + puree.length + bbq.length;
    const mixRed = red[0] !== undefined && (red[0].id !== 'pasta_sauce' || intoSauce > 0);
    const sauceOil = mixRed || (!red[0] && puree[0]) || (!spread && !white.length) ? 1 : 0;
    const oilTotal = form.trayOil + oilForPan + sauceOil + 1;
    const oil = c.oil('olive_oil', oilTotal);
    // salt only where a step seasons with it: the sauce, the garlic oil, the meat in the pan
    const salted =
      mixRed ||
      puree.length > 0 ||
      white.length > 0 ||
      spread === undefined ||
      panMeat.some((m) => m.spec.group === 'mince' || m.spec.group === 'poultry');
    const salt = salted ? c.need('salt', 1, 'taste') : 'salt';
    const pepper = c.need('black_pepper', 1, 'taste');

    // ---- the timeline, known before the steps so the header agrees with them
    const panMinutes = (i: Item): number => {
      const g = i.spec.group ?? '';
      if (g === 'cured-pork') return 5;
      if (g === 'meatball') return 12;
      if (g === 'poultry') return 6;
      return 8;
    };
    const fryMinutes = fried.length
      ? fried.some((i) => i.spec.group === 'aubergine')
        ? 10
        : 6
      : 0;
    const cookMinutes =
      panMeat.reduce((sum, i) => sum + panMinutes(i), 0) +
      fryMinutes +
      (wilted.length ? 2 : 0) +
      form.bake[1];

    const nameOf = <T>(list: readonly Item[], shown: readonly T[], item: Item): T | undefined =>
      shown[list.indexOf(item)];

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [`Heat the oven to ${form.oven}.`];
      // the sauce: no cooking, just seasoned
      const into = [garlicName, driedName].filter((n): n is string => n !== undefined);
      if (redName && mixRed) {
        const extra: string[] = [];
        if (pureeName) extra.push(`the ${pureeName}`);
        if (bbqName) extra.push(`the ${bbqName}`);
        extra.push(...into.map((n) => `the ${n}`));
        steps.push(
          `Mix the ${red[0]?.id === 'canned_tomatoes' ? `drained ${redName}` : redName} with ${joinList([...extra, `a pinch of ${salt}`, `1 tbsp of the ${oil}`])}.`,
        );
      } else if (pureeName && !redName) {
        const extra = [
          ...(bbqName ? [`the ${bbqName}`] : []),
          ...into.map((n) => `the ${n}`),
          `3 tbsp water`,
          `1 tbsp of the ${oil}`,
          `a pinch of ${salt}`,
        ];
        steps.push(`Loosen the ${pureeName} with ${joinList(extra)} to a spreadable sauce.`);
      } else if (whiteName) {
        steps.push(
          `Season the ${whiteName} with a pinch of ${salt}${into.length ? ` and stir in the ${names(into)}` : ''}.`,
        );
      } else if (!spread) {
        steps.push(
          `Mix 1 tbsp of the ${oil} with ${into.length ? `the ${names(into)} and ` : ''}a pinch of ${salt}.`,
        );
      } else if (into.length) {
        const sauceName = bbqName ?? pestoName ?? '';
        steps.push(`Stir the ${names(into)} into the ${sauceName}.`);
      }

      // the pan: bacon first in its own fat, then raw meat, then watery vegetables
      const pan: string[] = [];
      let panUsed = false;
      for (const m of panMeat) {
        const n = nameOf(meats, meatNames, m) ?? '';
        const g = m.spec.group ?? '';
        const lead = panUsed ? 'In the same pan, ' : 'In a large frying pan, ';
        const safe = safetyClause(m.id);
        if (g === 'cured-pork')
          pan.push(
            `${panUsed ? 'In the same pan, fry' : 'Fry'} the ${n} ${panUsed ? '' : 'in a large dry frying pan '}over a medium heat for 4–5 minutes, ${safe}. Lift onto kitchen paper.`,
          );
        else if (g === 'mince')
          pan.push(
            `${lead}cook the ${n} in 1 tbsp of the ${oil} over a medium-high heat for 6–8 minutes, breaking it up with a wooden spoon, ${safe}. Season with ${salt}, spoon off any fat and tip onto a plate.`,
          );
        else if (g === 'sausage')
          pan.push(
            `Squeeze the ${n} out of their skins. ${lead}fry the meat in 1 tbsp of the ${oil} over a medium-high heat for 6–8 minutes, breaking it into small nuggets, ${safe}. Tip onto a plate.`,
          );
        else if (g === 'meatball')
          pan.push(
            `${lead}fry the ${n} in 1 tbsp of the ${oil} over a medium heat for 10–12 minutes, turning, ${safe}. Lift onto a board and halve them.`,
          );
        else
          pan.push(
            `${lead}fry the ${n} in 1 tbsp of the ${oil} over a medium-high heat for 5–6 minutes, turning, ${safe}. Season with ${salt} and tip onto a plate.`,
          );
        panUsed = true;
      }
      if (fried.length) {
        const fN = fried.map((i) => nameOf(veg, vegNames, i) ?? '');
        const aub = fried.some((i) => i.spec.group === 'aubergine');
        const wet = fried.some((i) => i.spec.group === 'mushroom');
        pan.push(
          `${panUsed ? 'Add 1 tbsp of the oil to the pan and fry' : `Heat 1 tbsp of the ${oil} in a large frying pan and fry`} the ${names(fN)} over a high heat for ${aub ? '8–10' : '5–6'} minutes, stirring now and then, until ${wet ? 'golden and their liquid has cooked off' : aub ? 'soft and golden' : 'soft and just golden'}.`,
        );
        panUsed = true;
      }
      if (wilted.length) {
        const wN = wilted.map((i) => nameOf(veg, vegNames, i) ?? '');
        pan.push(
          `${panUsed ? 'Tip the' : 'In a large frying pan, wilt the'} ${panUsed ? `${names(wN)} into the pan and stir for 1–2 minutes until wilted` : `${names(wN)} over a medium heat for 1–2 minutes`}, then press out the water in a sieve.`,
        );
      }
      steps.push(...pan);

      // the bases
      steps.push(form.lay(baseName, oil));

      // assemble: sauce, melting cheese, toppings, crumbly cheese, flakes, oil
      const before = meats.filter((m) => !AFTER_IDS.has(m.id));
      const after = meats.filter((m) => AFTER_IDS.has(m.id));
      const meltN = cheeses
        .filter((i) => MELTERS.has(i.spec.group ?? '') && i.id !== 'burrata')
        .map((i) => nameOf(cheeses, cheeseNames, i) ?? '');
      const hardN = cheeses
        .filter((i) => i.spec.group === 'hard-cheese')
        .map((i) => nameOf(cheeses, cheeseNames, i) ?? '');
      const dotN = cheeses
        .filter((i) => i.spec.group === 'ricotta')
        .map((i) => nameOf(cheeses, cheeseNames, i) ?? '');
      const crumbN = cheeses
        .filter((i) => ['tangy-cheese', 'blue-cheese'].includes(i.spec.group ?? ''))
        .map((i) => nameOf(cheeses, cheeseNames, i) ?? '');
      const briefN = cheeses
        .filter((i) => i.spec.group === 'brie')
        .map((i) => nameOf(cheeses, cheeseNames, i) ?? '');
      const burrataN = cheeses
        .filter((i) => i.id === 'burrata')
        .map((i) => nameOf(cheeses, cheeseNames, i) ?? '');
      const toppingN = [
        ...before.map((m) => {
          const n = nameOf(meats, meatNames, m) ?? '';
          if (m.spec.group === 'cured-pork') return `crisp ${n}`;
          if (m.spec.group === 'sausage') return 'sausage meat';
          return n;
        }),
        ...veg.map((v) => nameOf(veg, vegNames, v) ?? ''),
      ];
      const sauceOnBase = redName
        ? mixRed
          ? 'sauce'
          : redName
        : pureeName
          ? 'sauce'
          : (bbqName ?? pestoName ?? whiteName);
      const spreadOn = sauceOnBase
        ? `Spread the ${sauceOnBase} thinly over ${form.surface}, leaving a 1 cm rim bare.`
        : `Brush the ${garlicName ? 'garlic oil' : 'seasoned oil'} over ${form.surface}.`;
      const scatter: string[] = [];
      if (meltN.length) scatter.push(`Scatter over the ${names(meltN)}`);
      if (toppingN.length)
        scatter.push(`${meltN.length ? 'then ' : 'Scatter over '}the ${names(toppingN)}`);
      const finishing: string[] = [];
      if (dotN.length) finishing.push(`dot with spoonfuls of the ${names(dotN)}`);
      if (crumbN.length) finishing.push(`crumble over the ${names(crumbN)}`);
      if (briefN.length) finishing.push(`lay the ${names(briefN)} on top`);
      if (hardN.length) finishing.push(`grate over the ${names(hardN)}`);
      if (flakeNames.length) finishing.push(`sprinkle with the ${names(flakeNames)}`);
      finishing.push(`drizzle with 1 tbsp of the ${oil}`);
      const topped = scatter.length
        ? `${scatter.join(', ')}. ${capitalFirst(joinList(finishing))}.`
        : `${capitalFirst(joinList(finishing))}.`;
      steps.push(`${spreadOn} ${topped}`);

      // bake until the base, the cheese and anything that must be hot are right
      const until: string[] = [form.crisp];
      if (meltN.length || hardN.length || dotN.length) until.push('the cheese is bubbling');
      const needsHeat = before.filter(
        (m) =>
          m.spec.safety === 'cured' ||
          m.spec.safety === 'shellfish' ||
          (m.spec.safety === 'reheat' && m.spec.group !== 'ham'),
      );
      // cured meat crisps, leftovers reheat, prawns cook: one clause for each
      for (const safety of ['shellfish', 'cured', 'reheat'] as const) {
        const these = needsHeat.filter(
          (m) => m.spec.safety === safety && m.spec.group !== 'cured-pork',
        );
        if (!these.length) continue;
        const clause = safeUntil(
          these.map((m) => nameOf(meats, meatNames, m) ?? ''),
          these.map((m) => m.id),
        );
        until.push(clause.replace(/^until /, ''));
      }
      const [lo, hi] = form.bake;
      steps.push(
        `Bake for ${lo}–${hi} minutes${form.twoTrays ? ', swapping the trays round halfway' : ''}, until ${joinList(until)}.`,
      );

      // after the oven: ham draped, leaves and herbs, pesto, burrata, pepper
      const fin: string[] = [];
      if (burrataN.length) fin.push(`tear over the ${names(burrataN)}`);
      if (after.length)
        fin.push(`drape over the ${names(after.map((m) => nameOf(meats, meatNames, m) ?? ''))}`);
      if (pestoName && spread !== pesto[0]) fin.push(`spoon over the ${pestoName} in small dots`);
      const green = [...leafNames, ...herbNames];
      if (green.length) fin.push(`scatter with the ${names(green)}`);
      fin.push(`grind over some ${pepper}`);
      steps.push(`${capitalFirst(joinList(fin))}, then ${form.cut}.`);
      return steps;
    };

    // ---- the title: what is on it, as a cook names it
    const featured: IngredientId[] = [
      ...meats.map((m) => m.id),
      // ham and pineapple go together in a name
      ...(meats.some((m) => m.spec.group === 'ham')
        ? veg.filter((v) => v.id === 'pineapple')
        : []
      ).map((v) => v.id),
      ...veg.filter((v) => v.kind !== 'aromatic' && v.kind !== 'condiment').map((v) => v.id),
      ...cheeses.map((ch) => ch.id),
      ...leaves.map((l) => l.id),
      ...veg.map((v) => v.id),
    ];
    const uniq = [...new Set(featured)].slice(0, 2);
    const bbqBase = spread !== undefined && spread === bbq[0];
    const pestoBase = spread !== undefined && spread === pesto[0];
    const margherita =
      red.length > 0 &&
      meats.length === 0 &&
      veg.length === 0 &&
      cheeses.length > 0 &&
      cheeses.every((ch) => ch.spec.group === 'mozzarella');
    const what = margherita
      ? 'Margherita'
      : uniq.length
        ? joinList(uniq.map(toppingTitle))
        : 'Tomato';
    const title = `${bbqBase ? 'Barbecue ' : ''}${what} ${form.title}${pestoBase ? ' with Pesto' : ''}`;

    // the blurb says what is on these pizzas, in a line
    // short names in the blurb: "fennel", not "fennel bulb"; "sausage" when it is crumbled
    const short = (list: readonly Item[], shown: readonly string[], i: Item) =>
      (i.kind === 'meat'
        ? toppingTitle(i.id)
        : titleName(i.id, (nameOf(list, shown, i) ?? '') === i.spec.plural)
      ).toLowerCase();
    const onTop = [
      ...meats.map((m) => short(meats, meatNames, m)),
      ...veg.map((v) => short(veg, vegNames, v)),
      // cheese is a mass noun in a sentence: "burrata", not "burratas"
      ...cheeses.map((ch) => ch.spec.name),
    ].slice(0, 3);
    const sauceWord = bbqBase
      ? 'barbecue sauce'
      : pestoBase
        ? 'pesto'
        : red.length || puree.length
          ? 'tomato'
          : white.length
            ? INGREDIENTS[white[0]?.id ?? 'creme_fraiche'].name
            : 'garlic oil';
    const blurb = `${form.blurb} spread with ${sauceWord}${onTop.length ? ` and topped with ${joinList(onTop)}` : ''}, baked hot until bubbling.`;

    // a base, a sauce and a cheese are all a pizza needs; wraps and bread are less surely one
    let fit = 0.6;
    if (base.id === 'pizza_dough') fit += 0.08;
    else if (form.needsSauce) fit -= 0.03;
    if (spread !== undefined || white.length) fit += 0.15;
    if (cheeses.length) fit += 0.12;
    if (cheeses.some((ch) => ch.spec.group === 'mozzarella')) fit += 0.03;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [blurb],
      serves: 4,
      // kneading and resting a packet mix, or stretching out dough
      prep: base.id === 'pizza_base_mix' ? 30 : base.id === 'pizza_dough' && form.trayOil ? 20 : 15,
      cook: cookMinutes,
    });
  },
};
