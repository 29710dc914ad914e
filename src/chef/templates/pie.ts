import { type IngredientId } from '../data/ingredients';
import { isPluralName, joinList, safetyClause, safetyState, safeUntil, titleName } from '../util';
import { Composer, type Template } from './composer';
import { isVeggieMince, type Item } from './kinds';
import { capitalFirst, names, proteinShares, vegFactor, isCooked } from './methods';

/**
 * Pies from the pastry the visitor bought: ready-rolled puff as a lid over a pie dish of filling,
 * or folded into turnovers when the filling is small and dry; shortcrust as a quiche when there are
 * eggs and cream or milk, otherwise a double-crust pie; filo layered with butter or oil around the
 * filling. The filling is cooked first, each thing by what it is (mince browned, raw chicken browned
 * and finished in the sauce, bacon crisped, leftovers only warmed), bound with what the visitor has
 * and cooled a little before the pastry goes on.
 */

type Form = 'lid' | 'turnovers' | 'quiche' | 'double' | 'filo';

/** How a filling's protein is cooked before it goes under pastry. */
type Way = 'mince' | 'pieces' | 'fish' | 'ready' | 'crisp';

/** Cooked, cured or tinned: warmed through in the filling, never cooked again. */
const READY_GROUPS = new Set([
  'cooked-poultry',
  'cooked-meat',
  'ham',
  'cured-beef',
  'smoked-fish',
  'canned-fish',
  'cooked-fish',
  'cooked-prawn',
]);

export function wayOf(i: Item): Way | null {
  const g = i.spec.group ?? '';
  switch (i.kind) {
    case 'meat':
      if (g === 'mince' || g === 'sausage') return 'mince';
      if (g === 'poultry' || g === 'pork-cut') return 'pieces';
      return null;
    case 'tofu':
      return isVeggieMince(i.id) ? 'mince' : null;
    case 'fish':
      return g === 'white-fish' ||
        g === 'smoked-white-fish' ||
        ['salmon', 'trout', 'prawn'].includes(i.id)
        ? 'fish'
        : null;
    case 'cured':
      if (g === 'cured-pork' || g === 'cured-sausage') return 'crisp';
      return READY_GROUPS.has(g) ? 'ready' : null;
    default:
      return null;
  }
}

const isRaw = (w: Way | null) => w === 'mince' || w === 'pieces' || w === 'fish';

/** What a vegetable does in a filling. */
type VegRole = 'soft' | 'garlic' | 'long' | 'mushroom' | 'stir' | 'leafy';

const SOFT_GROUPS = new Set([
  'onion',
  'leek',
  'celery',
  'spring-onion',
  'chilli',
  'sweet-pepper',
  'courgette',
  'brassica',
  'asparagus',
  'fennel',
  'cabbage',
  'green-bean',
]);
const LONG_IDS = new Set([
  'potato',
  'new_potato',
  'carrot',
  'parsnip',
  'turnip',
  'swede',
  'celeriac',
  'sweet_potato',
  'butternut_squash',
  'pumpkin',
]);
const STIR_IDS = new Set(['pea', 'broad_bean', 'sweetcorn', 'mixed_veg']);
const LEAFY_IDS = new Set([
  'spinach',
  'baby_spinach',
  'kale',
  'chard',
  'spring_greens',
  'cavolo_nero',
]);

function vegRole(i: Item): VegRole | null {
  const g = i.spec.group ?? '';
  if (i.id === 'garlic') return 'garlic';
  if (LONG_IDS.has(i.id)) return 'long';
  if (STIR_IDS.has(i.id)) return 'stir';
  if (LEAFY_IDS.has(i.id)) return 'leafy';
  if (g === 'mushroom' && i.id !== 'porcini') return 'mushroom';
  if (i.id === 'poblano' || i.id === 'pearl_onion') return null;
  return SOFT_GROUPS.has(g) ? 'soft' : null;
}

/** How each vegetable is cut for a pie filling: small enough to sit under a lid. */
function vegNote(i: Item, role: VegRole): string | undefined {
  const g = i.spec.group ?? '';
  if (role === 'long')
    return i.id === 'potato' || g === 'winter-squash' || i.id === 'swede' || i.id === 'celeriac'
      ? 'peeled and cut into 1.5 cm dice'
      : 'cut into 1.5 cm dice';
  if (g === 'brassica') return 'cut into small florets';
  if (g === 'sweet-pepper' || g === 'courgette') return 'diced';
  if (g === 'asparagus' || g === 'green-bean') return 'cut into 3 cm lengths';
  if (g === 'cabbage') return 'finely shredded';
  if (g === 'mushroom') return 'sliced';
  return i.spec.prep;
}

const CHEESE_GROUPS = new Set([
  'melting-cheese',
  'hard-cheese',
  'tangy-cheese',
  'blue-cheese',
  'brie',
  'mozzarella',
  'ricotta',
]);
/** Cheeses dotted through a filling rather than melted into its sauce. */
const DOTTED_CHEESE = new Set(['tangy-cheese', 'brie', 'mozzarella', 'ricotta']);

const OVEN_HOT = '200 °C / 180 °C fan / 400 °F';
const OVEN_QUICHE = '180 °C / 160 °C fan / 350 °F';
const OVEN_FILO = '190 °C / 170 °C fan / 375 °F';

/** Placeholders for names only known once the method is written. */
const OIL = '\u0001oil\u0001';
const BUTTER = '\u0001butter\u0001';
const SALT = '\u0001salt\u0001';
const PEPPER = '\u0001pepper\u0001';

const frozen = (i: Item) => /\bfrozen\b/i.test(i.v.text);

/** A protein's name in a title: "Chicken", "Sausage", "Bean", "Minced Beef". */
function titleWord(id: IngredientId, group: string | undefined): string {
  if (id === 'baked_beans') return 'Baked Bean';
  if (group === 'sausage') return 'Sausage';
  return titleName(id);
}

export const pie: Template = {
  key: 'pie',
  method: 'pie',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const pastryItem = c.take(['other'], 1, (i) => i.spec.group === 'pastry')[0];
    if (!pastryItem) return null;
    const pastry =
      pastryItem.id === 'filo' ? 'filo' : pastryItem.id === 'puff_pastry' ? 'puff' : 'shortcrust';

    // One raw main at most (no chicken and mince in one pie) and one crisp flavouring; but a fish
    // pie takes whatever fish there is, up to three.
    const proteins: Item[] = [];
    for (const p of c.take(['meat', 'cured', 'fish', 'tofu'], 12, (i) => wayOf(i) !== null)) {
      const w = wayOf(p);
      const allFish = w === 'fish' && proteins.every((q) => wayOf(q) === 'fish');
      if (proteins.length >= (allFish ? 3 : 2)) continue;
      if (isRaw(w) && !allFish && proteins.some((q) => isRaw(wayOf(q)))) continue;
      if (w === 'crisp' && proteins.some((q) => wayOf(q) === 'crisp')) continue;
      proteins.push(p);
    }
    const way = (p: Item) => wayOf(p) ?? 'ready';
    const minced = proteins.some((p) => way(p) === 'mince');
    const beans =
      pastry === 'filo' ? [] : c.take(['other'], 1, (i) => i.spec.group === 'baked-beans');

    const vegAll = c.take(['veg', 'leafy', 'aromatic'], 12, (i) => vegRole(i) !== null);
    const aromatics = vegAll.filter((v) => vegRole(v) === 'soft' && v.kind === 'aromatic');
    const veg = [
      ...aromatics.slice(0, 2),
      ...vegAll.filter((v) => vegRole(v) === 'garlic').slice(0, 1),
      ...vegAll.filter((v) => vegRole(v) !== 'garlic' && v.kind !== 'aromatic').slice(0, 4),
    ].sort((a, b) => a.v.index - b.v.index);
    const cheeses = c.take(['cheese'], 2, (i) => CHEESE_GROUPS.has(i.spec.group ?? ''));
    // a hard-boiled egg cannot be beaten, scrambled or baked into anything
    const eggs = c.take(['egg'], 1, (i) => !isCooked(i));
    const creams = c.take(['cream'], 1);
    const milks = c.take(['milk'], 1, (i) => i.spec.group === 'milk');
    const stocks = c.take(['stock'], 1);
    const cubes = c.take(['condiment'], 1, (i) => i.spec.group === 'stock-cube');
    const gravies = c.take(['condiment'], 1, (i) => i.spec.group === 'gravy');
    const readySauces = c.take(
      ['cheese', 'other'],
      1,
      (i) => i.spec.group === 'white-sauce' || i.id === 'canned_soup',
    );
    const tomatoes = minced
      ? c.take(['tomato-sauce'], 1, (i) => i.id === 'canned_tomatoes' || i.id === 'passata')
      : [];

    const pourable = creams.filter((i) => i.spec.group !== 'cream-cheese');
    const creamCheese = creams.filter((i) => i.spec.group === 'cream-cheese');
    const wet =
      pourable.length +
        milks.length +
        stocks.length +
        cubes.length +
        gravies.length +
        readySauces.length +
        tomatoes.length >
      0;

    const mainVeg = veg.filter(
      (v) => vegRole(v) !== 'garlic' && (v.kind !== 'aromatic' || v.spec.group === 'leek'),
    );
    const hasFilling =
      proteins.length + beans.length > 0 ||
      (cheeses.length > 0 && veg.some((v) => vegRole(v) !== 'garlic')) ||
      mainVeg.length >= 2;
    if (!hasFilling) return null;

    // ---- the form ---------------------------------------------------------------------------
    const dryBinder = cheeses.length + creamCheese.length + beans.length > 0;
    let form: Form;
    if (pastry === 'filo') form = 'filo';
    else if (pastry === 'shortcrust')
      form =
        eggs.length && (pourable.length || milks.length) && !minced && !beans.length
          ? 'quiche'
          : 'double';
    else form = beans.length || (!wet && dryBinder) ? 'turnovers' : 'lid';
    if (form === 'quiche' && veg.length + proteins.length === 0 && cheeses.length === 0)
      return null;

    /** 'sauce': cooked in a thickened sauce; 'dry': bound by cheese and egg; 'custard': a quiche */
    const plan: 'sauce' | 'dry' | 'custard' =
      form === 'quiche'
        ? 'custard'
        : form === 'turnovers'
          ? 'dry'
          : form === 'lid'
            ? 'sauce'
            : wet && !beans.length
              ? 'sauce'
              : dryBinder || eggs.length
                ? 'dry'
                : 'sauce';

    // ---- quantities -------------------------------------------------------------------------
    const mains = proteins.filter((p) => way(p) !== 'crisp');
    const shares = proteinShares(proteins);
    const names_ = new Map<Item, string>();
    proteins.forEach((p, i) => {
      const w = way(p);
      let f = shares[i] ?? 1;
      const g = p.spec.group ?? '';
      // ham, smoked fish and tins come in small packs already sized for a quiche or turnovers
      const small = g === 'ham' || g === 'smoked-fish' || g === 'canned-fish';
      if (form === 'quiche') f = w === 'crisp' || small ? 1 : f * 0.5;
      else if (form === 'turnovers') f = w === 'crisp' ? 0.75 : small ? 1 : f * 0.5;
      else if (w === 'crisp' && mains.length === 0) f = 1;
      else if (p.spec.group === 'ham' && mains.length === 1) f = 2;
      const note =
        w === 'pieces'
          ? plan === 'sauce'
            ? 'cut into 3 cm pieces'
            : 'cut into 2 cm pieces'
          : w === 'fish'
            ? p.id === 'prawn'
              ? 'peeled'
              : 'skinned and cut into 3 cm chunks'
            : w === 'crisp'
              ? g === 'cured-sausage'
                ? 'diced'
                : p.spec.prep
              : w === 'ready'
                ? g === 'cooked-poultry' || g === 'cooked-meat'
                  ? 'torn into bite-sized pieces'
                  : g === 'ham' || g === 'cured-beef'
                    ? 'cut into small pieces'
                    : g === 'canned-fish'
                      ? 'drained'
                      : g === 'smoked-fish'
                        ? 'torn into strips'
                        : undefined
                : undefined;
      names_.set(p, c.use(p, f, note ?? ''));
    });
    const beanN = beans.map((b) => c.use(b, 1, ''));

    const vf =
      form === 'quiche'
        ? 0.6 * vegFactor(mainVeg.length)
        : form === 'turnovers'
          ? 0.5 * vegFactor(mainVeg.length)
          : vegFactor(mainVeg.length);
    const noMain = proteins.length + beans.length === 0;
    for (const v of veg) {
      const role = vegRole(v) ?? 'soft';
      let f =
        role === 'long' ? (form === 'turnovers' ? 0.25 : 0.5) : v.kind === 'aromatic' ? 1 : vf;
      // a cheese and onion pie is half onion
      if (noMain && v.spec.group === 'onion') f = 2;
      // spinach melts to nothing: a filo pie of it needs a good armful
      if (role === 'leafy' && form === 'filo' && noMain) f = 2.5;
      if (role === 'garlic') f = 2 / 3;
      names_.set(v, c.use(v, f, vegNote(v, role) ?? ''));
    }
    const cheeseFactor =
      form === 'quiche'
        ? 1.25
        : form === 'turnovers' || form === 'filo'
          ? noMain
            ? 2
            : form === 'turnovers' && proteins.some((p) => isRaw(wayOf(p)))
              ? 1
              : 1.5
          : plan === 'dry' && noMain
            ? 2.5
            : 1;
    const cheeseN = cheeses.map((ch) =>
      c.use(ch, cheeses.length > 1 ? cheeseFactor * 0.6 : cheeseFactor),
    );
    cheeses.forEach((ch, i) => names_.set(ch, cheeseN[i] ?? ''));

    // the pastry, as a shop sells it
    const pastryName =
      form === 'turnovers'
        ? c.add(pastryItem.id, 640, 'g', '2 ready-rolled sheets')
        : form === 'double'
          ? c.add(pastryItem.id, 500, 'g', 'a block')
          : form === 'filo'
            ? c.add(pastryItem.id, 250, 'g', 'about 8 sheets')
            : c.add(pastryItem.id, 320, 'g', '1 ready-rolled sheet');

    // ---- the binder -------------------------------------------------------------------------
    let liquidN: string[] = [];
    let waterN = '';
    let cubeN = '';
    let gravyN = '';
    let readySauceN = '';
    let tomatoN = '';
    let creamN = '';
    let creamCheeseN = '';
    let milkN = '';
    let flourN = '';
    const custardN: string[] = [];
    let saucy = '';
    if (plan === 'sauce') {
      if (minced) {
        if (tomatoes[0]) tomatoN = c.use(tomatoes[0], tomatoes[0].spec.unit === 'g' ? 0.8 : 1);
        if (stocks[0]) liquidN = [c.use(stocks[0], 0.4)];
        else if (gravies[0]) {
          gravyN = c.use(gravies[0], 1);
          waterN = c.need('water', 300, 'ml', 'just boiled');
        } else if (cubes[0] || !tomatoes[0]) {
          cubeN = cubes[0] ? c.use(cubes[0], 1) : c.need('stock_cube', 1, '');
          waterN = c.need('water', 300, 'ml', 'just boiled');
        }
        saucy = tomatoN ? 'rich tomato' : 'rich';
      } else if (readySauces[0]) {
        readySauceN = c.use(readySauces[0], 1);
        saucy = 'creamy';
      } else if (stocks[0] || cubes[0] || gravies[0]) {
        if (stocks[0]) liquidN = [c.use(stocks[0], 0.4)];
        else if (gravies[0]) {
          gravyN = c.use(gravies[0], 1);
          waterN = c.need('water', 300, 'ml', 'just boiled');
        } else if (cubes[0]) {
          cubeN = c.use(cubes[0], 1);
          waterN = c.need('water', 300, 'ml', 'just boiled');
        }
        saucy = pourable.length || creamCheese.length ? 'creamy' : 'savoury';
      } else if (pourable[0]) {
        if (milks[0]) milkN = c.add(milks[0].id, 200, 'ml');
        else waterN = c.need('water', 150, 'ml');
        saucy = 'creamy';
      } else if (milks[0] || !creamCheese[0]) {
        // a béchamel: the one thing worth buying when there is nothing else to bind the filling
        milkN = milks[0] ? c.add(milks[0].id, 450, 'ml') : c.need('milk', 450, 'ml');
        saucy = 'creamy';
      } else {
        waterN = c.need('water', 200, 'ml');
        saucy = 'creamy';
      }
      if (pourable[0])
        creamN = c.add(
          pourable[0].id,
          liquidN.length || cubeN || gravyN || readySauceN ? 150 : 250,
          'ml',
        );
      if (creamCheese[0]) creamCheeseN = c.add(creamCheese[0].id, 150, 'g');
      if (!readySauceN && !gravyN) flourN = c.need('flour', 3, 'tbsp');
    } else if (plan === 'custard') {
      const cream = pourable[0];
      const milk = milks[0];
      if (cream && milk) {
        custardN.push(c.add(cream.id, 200, 'ml'), c.add(milk.id, 100, 'ml'));
      } else if (cream) custardN.push(c.add(cream.id, 300, 'ml'));
      else if (milk) custardN.push(c.add(milk.id, 300, 'ml'));
      if (creamCheese[0]) creamCheeseN = c.add(creamCheese[0].id, 100, 'g');
    } else {
      if (creamCheese[0]) creamCheeseN = c.add(creamCheese[0].id, 150, 'g');
      // mince for turnovers or a pie bound by cheese is loosened with a little thickened water
      if (minced) {
        flourN = c.need('flour', 1, 'tbsp');
        waterN = c.need('water', 150, 'ml');
      }
    }
    if (form === 'double' && !flourN) flourN = c.need('flour', 1, 'tbsp', 'for dusting');

    // ---- eggs and glaze ---------------------------------------------------------------------
    const egg = eggs[0];
    let eggN = '';
    let eggsInFilling = false;
    if (egg) {
      if (form === 'quiche') eggN = c.add(egg.id, 3, '');
      else if (form === 'filo' || (form === 'double' && plan === 'dry')) {
        // beaten into the filling to set it (and, under shortcrust, the rest to glaze)
        eggN = c.add(egg.id, 2, '', 'beaten');
        eggsInFilling = true;
      } else eggN = c.add(egg.id, 1, '', 'beaten');
    }
    if (!milkN && !egg && milks[0] && form !== 'filo' && form !== 'quiche')
      milkN = c.add(milks[0].id, 2, 'tbsp', 'to glaze');
    const butterItem = c.take(['butter'], 1, (i) => i.id === 'butter')[0];
    const glazeFrom =
      form === 'filo' || form === 'quiche'
        ? ''
        : egg
          ? eggsInFilling
            ? `the egg you kept back`
            : `the beaten ${eggN}`
          : milkN
            ? `a little ${milkN}`
            : butterItem
              ? `melted ${BUTTER}`
              : '';

    // ---- flavourings --------------------------------------------------------------------------
    const woody = c.take(
      ['woody-herb'],
      2,
      (i) => i.spec.group === 'woody-herb' || i.spec.group === 'dried-herbs',
    );
    const softHerbs = c.take(
      ['herb'],
      2,
      (i) => i.spec.group === 'soft-herb' && i.id !== 'cilantro',
    );
    const spices = c.take(
      ['spice', 'sweet-spice'],
      2,
      (i) =>
        i.id === 'nutmeg' ||
        i.spec.group === 'paprika' ||
        (minced && (i.spec.group === 'chilli-powder' || i.spec.group === 'warm-spice')),
    );
    const condiments = c.take(
      ['condiment'],
      2,
      (i) =>
        i.spec.group === 'mustard' ||
        i.spec.group === 'worcestershire' ||
        (minced && plan === 'sauce' && i.spec.group === 'tomato-paste'),
    );
    const wines =
      plan === 'sauce'
        ? c.take(['wine', 'other'], 1, (i) =>
            minced
              ? i.spec.group === 'red-wine' || i.spec.group === 'beer'
              : i.spec.group === 'white-wine' || i.spec.group === 'cider',
          )
        : [];
    const leafy = veg.filter((v) => vegRole(v) === 'leafy');
    const lemons =
      proteins.some((p) => p.spec.category === 'seafood') || (form === 'filo' && leafy.length > 0)
        ? c.take(['citrus'], 1, (i) => i.id === 'lemon')
        : [];
    const seeds =
      glazeFrom || form === 'filo' ? c.take(['nut'], 1, (i) => i.spec.group === 'seed') : [];

    const woodyN = woody.map((w) =>
      c.use(
        w,
        1,
        w.id === 'thyme' ? 'leaves picked' : w.spec.group === 'dried-herbs' ? '' : 'finely chopped',
      ),
    );
    const softHerbN = c.useAll(softHerbs);
    const nutmegN = spices
      .filter((s) => s.id === 'nutmeg')
      .map((s) => c.use(s, 1, 'freshly grated'));
    const spiceN = spices.filter((s) => s.id !== 'nutmeg').map((s) => c.use(s, 1, ''));
    const mustardN = condiments
      .filter((i) => i.spec.group === 'mustard')
      .map((m) => c.add(m.id, form === 'quiche' ? 1 : 2, 'tsp'));
    const worcN = condiments
      .filter((i) => i.spec.group === 'worcestershire')
      .map((w) => c.add(w.id, 1, 'tbsp'));
    const pasteN = condiments
      .filter((i) => i.spec.group === 'tomato-paste')
      .map((p) => c.add(p.id, 1, 'tbsp'));
    const wineN = wines.map((w) => c.add(w.id, 150, 'ml'));
    const lemonN = lemons.map((l) => c.add(l.id, 1, '', 'zest finely grated'));
    const seedN = seeds.map((s) => c.add(s.id, 1, 'tbsp'));

    // ---- the method -------------------------------------------------------------------------
    const nm = (items: readonly Item[]) => items.map((i) => names_.get(i) ?? '');
    const byWay = (w: Way) => proteins.filter((p) => way(p) === w);
    const crisp = byWay('crisp');
    const mince = byWay('mince');
    const pieces = byWay('pieces');
    const fish = byWay('fish');
    const ready = byWay('ready');
    const soft = veg.filter((v) => vegRole(v) === 'soft');
    const garlic = veg.filter((v) => vegRole(v) === 'garlic');
    const mushrooms = veg.filter((v) => vegRole(v) === 'mushroom');
    const longVeg = veg.filter((v) => vegRole(v) === 'long');
    const stirVeg = veg.filter((v) => vegRole(v) === 'stir');
    // mince simmers long enough to cook small dice of carrot or potato in its own sauce
    const longInPan = plan === 'sauce' && minced;
    const boilLong = !longInPan && longVeg.length > 0;
    const meltCheese = cheeses.filter((ch) => !DOTTED_CHEESE.has(ch.spec.group ?? ''));
    const dotCheese = cheeses.filter((ch) => DOTTED_CHEESE.has(ch.spec.group ?? ''));
    const fishWord = (p: Item) => titleName(p.id, true).toLowerCase();
    const fishWords = joinList(fish.map(fishWord));
    /** "the cod should be opaque ... and the prawns pink ...": each fish by its own sign */
    const fishDone = (): string => {
      const byState = new Map<string, string[]>();
      for (const p of fish) {
        const state = safetyState(p.id);
        byState.set(state, [...(byState.get(state) ?? []), fishWord(p)]);
      }
      return joinList(
        [...byState].map(
          ([state, words], i) => `the ${joinList(words)} ${i === 0 ? 'should be ' : ''}${state}`,
        ),
      );
    };
    const season = `${SALT} and ${PEPPER}`;

    /**
     * Writes the method with the fat's names as placeholders (how much oil and butter it takes is
     * only known once written), and counts the minutes of the critical path: the pan, the cooling
     * and the oven, so the header's cook time is the sum of the recipe's own steps.
     */
    const write = () => {
      const steps: string[] = [];
      let minutes = 0;
      let oilTbsp = 0;
      let butterUsed = false;
      let woodyPlaced = false;
      /** a sauce is made in the pan, so it needs sides */
      const panName = plan === 'sauce' ? 'a large, deep frying pan' : 'a large frying pan';
      let panUsed = false;
      /** a roux needs more fat than softening a few leeks */
      const softFat = plan === 'sauce' && flourN ? 2 : 1;
      const pan: string[] = [];
      let panMinutes = 0;
      // with shortcrust a spoonful is kept back to glaze the lid; filo is brushed with fat instead
      const eggsMix =
        form === 'double'
          ? `beaten ${eggN}, keeping back about a tablespoon to glaze`
          : `beaten ${eggN}`;
      /** what the frying pan holds: nothing yet, hot fat only, or food */
      let state: 'none' | 'fat' | 'full' = 'none';
      /** cooked and lifted onto a plate, to go back in later */
      const lifted: Item[] = [];
      /** what is in the pan now, for "the cooked bacon and leeks" */
      const inPan: Item[] = [];
      const panStep = (text: string, m: number) => {
        pan.push(text);
        panMinutes += m;
      };
      /** "Melt the butter in a large frying pan over a medium heat": the first fat in the pan */
      const heatFat = (heat: string, tbsp = 1): string => {
        const where = panUsed ? 'the same pan' : panName;
        panUsed = true;
        if (butterItem && !butterUsed && heat !== 'high' && heat !== 'medium-high') {
          butterUsed = true;
          return `Melt the ${BUTTER} in ${where} over a ${heat} heat`;
        }
        oilTbsp += tbsp;
        return `Heat ${tbsp} tbsp ${OIL} in ${where} over a ${heat} heat`;
      };
      const withWoody = () => {
        if (!woodyN.length || woodyPlaced) return '';
        woodyPlaced = true;
        return ` with the ${names(woodyN)}`;
      };

      // leaves for a filling without sauce are wilted and squeezed first, or they water it down
      if (leafy.length && plan !== 'sauce') {
        const leafyN = names(nm(leafy));
        const tough = leafy.some((l) => l.id !== 'spinach' && l.id !== 'baby_spinach');
        panStep(
          leafy.some(frozen)
            ? `Put the frozen ${leafyN} in ${panName} over a medium heat and cook for 5 minutes, stirring, until thawed and steaming. Tip into a sieve, press out as much water as you can and set aside.`
            : `Put the ${leafyN} in ${panName} over a medium heat with a splash of water and stir for ${tough ? '4 minutes' : '2–3 minutes'} until wilted${form === 'filo' && noMain ? ', in batches' : ''}. Tip into a sieve, press out as much water as you can and set aside.`,
          leafy.some(frozen) || tough ? 5 : 3,
        );
        panUsed = true;
      }
      for (const p of crisp) {
        const m = p.spec.group === 'cured-sausage' ? 3 : 5;
        panStep(
          `Fry the ${names_.get(p) ?? ''} in ${panUsed ? 'the same pan' : panName} over a medium heat for ${m} minutes, ${safetyClause(p.id)}.`,
          m,
        );
        state = 'full';
        panUsed = true;
        inPan.push(p);
      }
      for (const p of mince) {
        const n = names_.get(p) ?? '';
        const heat = state === 'none' ? `${heatFat('high')}. ` : 'Turn up the heat and ';
        const lead = state === 'none' ? `${heat}Add` : `${heat}add`;
        if (isVeggieMince(p.id)) {
          panStep(
            `${lead} the ${n}${frozen(p) ? ' straight from frozen' : ''} and cook for 5 minutes, stirring, until lightly browned.`,
            5,
          );
        } else if (p.spec.group === 'sausage') {
          panStep(
            `${state === 'none' ? `${heat}Squeeze` : `${heat}squeeze`} the meat from the ${n} into the pan in small pieces and brown for 8–10 minutes, breaking it up with a wooden spoon, ${safetyClause(p.id)}.`,
            10,
          );
        } else {
          panStep(
            `${lead} the ${n} and brown for 8–10 minutes, breaking it up with a wooden spoon, ${safetyClause(p.id)}.`,
            10,
          );
        }
        state = 'full';
        inPan.push(p);
      }
      for (const p of pieces) {
        const n = names_.get(p) ?? '';
        const withCrisp = inPan.length ? ` to the ${names(nm(inPan))}` : '';
        const lead =
          state === 'none'
            ? `${heatFat('medium-high')}. Add the ${n}`
            : `Turn up the heat, add the ${n}${withCrisp}`;
        const plural = isPluralName(p.id, n);
        const liftWhat = inPan.length ? 'everything' : plural ? 'them' : 'it';
        const finishes = inPan.length
          ? `the ${n} will finish`
          : plural
            ? 'they will finish'
            : 'it will finish';
        if (plan === 'sauce') {
          panStep(
            `${lead} and fry for 5 minutes, turning, until lightly browned all over. Lift ${liftWhat} onto a plate; ${finishes} cooking in the sauce.`,
            5,
          );
        } else {
          panStep(
            `${lead} and cook for 6–8 minutes, turning, ${safetyClause(p.id)}. Lift ${liftWhat} onto a plate.`,
            8,
          );
        }
        lifted.push(...inPan.splice(0), p);
        state = 'fat';
      }
      // mushrooms want a hot pan of their own to brown; with mince already in it they go in
      // with the onions
      const mushFirst = mushrooms.length > 0 && state !== 'full';
      if (mushFirst) {
        const lead =
          state === 'none'
            ? `${heatFat('high', softFat)}, add the ${names(nm(mushrooms))}`
            : `Turn the heat to high, add ${butterItem && !butterUsed ? `the ${BUTTER} and ` : ''}the ${names(nm(mushrooms))}`;
        if (state === 'fat' && butterItem) butterUsed = true;
        const garlicTail =
          garlic.length && !soft.length
            ? `, adding the ${names(nm(garlic))} for the last minute`
            : '';
        panStep(
          `${lead}${soft.length ? '' : withWoody()} and fry for 5 minutes until golden and their juices have cooked off${garlicTail}.`,
          5,
        );
        state = 'full';
        inPan.push(...mushrooms);
      }
      const softAll = [...soft, ...(longInPan ? longVeg : []), ...(mushFirst ? [] : mushrooms)];
      if (softAll.length) {
        const longer = longInPan && longVeg.length > 0;
        // spring onions and chilli alone want only a few minutes
        const quick = softAll.every((v) => v.spec.cook === 'quick');
        const softMinutes = longer ? 10 : quick ? 3 : 8;
        const lead =
          state === 'none'
            ? `${heatFat('medium', softFat)} and add the ${names(nm(softAll))}${withWoody()}.`
            : state === 'fat'
              ? `Turn the heat to medium and add ${butterItem && !butterUsed ? `the ${BUTTER} and ` : ''}the ${names(nm(softAll))}${withWoody()}.`
              : crisp.length && !mince.length && !mushFirst
                ? `Add the ${names(nm(softAll))} to the ${names(nm(crisp))}${withWoody()}.`
                : `Turn the heat to medium and add the ${names(nm(softAll))}${withWoody()}.`;
        if (state === 'fat' && butterItem) butterUsed = true;
        const garlicTail = garlic.length
          ? `, adding the ${names(nm(garlic))} for the last minute`
          : '';
        panStep(
          `${lead} Cook for ${softMinutes} minutes, stirring now and then, until soft${garlicTail}.`,
          softMinutes,
        );
        state = 'full';
        inPan.push(...softAll);
      } else if (garlic.length && !mushFirst) {
        panStep(
          `${state === 'none' ? `${heatFat('medium', softFat)} and add` : 'Turn the heat to medium and add'} the ${names(nm(garlic))}${withWoody()}. Cook for 1 minute.`,
          1,
        );
        state = 'full';
      }

      const finish: string[] = [];
      if (plan === 'sauce') {
        const flavour = [...pasteN, ...spiceN];
        const liquids: string[] = [];
        if (wineN.length && state === 'none') liquids.push(...wineN);
        else if (wineN.length)
          panStep(`Pour in the ${names(wineN)} and let it bubble for 2 minutes.`, 2);
        if (tomatoN) liquids.push(tomatoN);
        liquids.push(...liquidN);
        if (cubeN) liquids.push(`${waterN} with the ${cubeN} crumbled in`);
        else if (waterN && !gravyN) liquids.push(waterN);
        if (milkN) liquids.push(milkN);
        if (creamN) liquids.push(creamN);
        const back = lifted.length
          ? ` Return the ${names(nm(lifted))} to the pan with any juices.`
          : '';
        const herbs = withWoody();
        if (readySauceN) {
          const intoPan =
            state === 'none'
              ? `Pour the ${readySauceN} into a large pan`
              : `Pour in the ${readySauceN}`;
          panStep(
            `${flavour.length && state !== 'none' ? `Stir in the ${names(flavour)} for 30 seconds. ` : ''}${intoPan}${creamN ? ` and ${creamN}` : ''}${herbs}${worcN.length ? ` with the ${names(worcN)}` : ''} and bring to a simmer.${back}`,
            0,
          );
        } else if (gravyN) {
          const intoPan =
            state === 'none' ? `Pour the ${waterN} into a large pan` : `Pour in the ${waterN}`;
          panStep(
            `${flavour.length && state !== 'none' ? `Stir in the ${names(flavour)} for 30 seconds. ` : ''}${intoPan}${tomatoN ? ` and ${tomatoN}` : ''}${herbs} and stir in the ${gravyN}${creamN ? `, then the ${creamN}` : ''}${worcN.length ? ` and ${names(worcN)}` : ''}.${back}`,
            0,
          );
        } else {
          const start = state === 'none' ? `${heatFat('medium', 2)}. ` : '';
          panStep(
            `${start}Stir in the ${flourN}${flavour.length ? ` and ${names(flavour)}` : ''} and cook for 1 minute, then gradually stir in the ${joinList(liquids)}${herbs} until smooth.${worcN.length ? ` Add the ${names(worcN)}.` : ''}${back}`,
            1,
          );
        }
        if (pieces.length) {
          panStep(
            `Simmer for 10 minutes, stirring now and then, ${safeUntil(
              nm(pieces),
              pieces.map((p) => p.id),
            )}.`,
            10,
          );
        } else if (minced) {
          panStep(
            `Simmer for 15 minutes, stirring now and then, until the sauce is thick${longInPan && longVeg.length ? ' and the vegetables are tender' : ''}.`,
            15,
          );
        } else {
          panStep(
            'Simmer for 5 minutes, stirring, until thick enough to coat the back of a spoon.',
            5,
          );
        }
        // what needs only warming, or a few minutes in the sauce, goes in last
        const late = [
          ...fish.map(fishWord),
          ...nm(ready),
          ...beanN,
          ...stirVeg.map(
            (v) => `${names_.get(v) ?? ''}${frozen(v) ? ' (straight from frozen)' : ''}`,
          ),
          ...nm(leafy),
          ...(boilLong ? nm(longVeg) : []),
        ];
        if (late.length) {
          const m = fish.length ? 3 : leafy.some(frozen) ? 4 : 2;
          const why = fish.length
            ? `; the ${fish.length > 1 ? 'fish' : fishWords} will finish cooking in the oven`
            : leafy.length
              ? ` until the ${names(nm(leafy))} ${leafy.length > 1 ? 'have' : 'has'} wilted`
              : ' to warm through';
          panStep(
            `${fish.length ? 'Gently stir' : 'Stir'} in the ${joinList(late)} and simmer for ${m} minutes${why}.`,
            m,
          );
        }
        const stirIn = [
          ...nm(meltCheese),
          ...(creamCheeseN ? [`${creamCheeseN} until melted`] : []),
          ...mustardN,
          ...nutmegN,
          ...softHerbN,
          ...(lemonN.length ? [`${names(lemonN)} zest`] : []),
        ];
        finish.push(
          stirIn.length
            ? `Take off the heat, stir in the ${joinList(stirIn)}, and season with ${season}.`
            : `Take off the heat and season with ${season}.`,
        );
      } else if (minced) {
        // mince for turnovers or a cheese-bound pie is loosened with a little thickened water
        panStep(
          `Stir in the ${flourN}${spiceN.length ? ` and ${names(spiceN)}` : ''}, then the ${waterN}${worcN.length ? ` and ${names(worcN)}` : ''}, and simmer for 5 minutes until thick.`,
          5,
        );
      }

      const pushPan = (meanwhile: boolean) => {
        const all = [
          ...(boilLong
            ? [
                `Cook the ${names(nm(longVeg))} in a pan of boiling salted water for 8 minutes until just tender, then drain.`,
              ]
            : []),
          ...pan,
        ];
        all.forEach((text, i) => {
          steps.push(
            i === 0 && meanwhile
              ? `Meanwhile, ${text.charAt(0).toLowerCase()}${text.slice(1)}`
              : text,
          );
        });
        // the boil runs alongside the pan
        return Math.max(panMinutes, boilLong ? 8 : 0);
      };

      const fishCheck = fish.length ? ` Check a piece from the middle: ${fishDone()}.` : '';
      // leftovers are reheated to piping hot; tins and smoked fish need only be hot
      const reheated = ready.find((p) => p.spec.safety === 'reheat');
      const readyHot = reheated ? safetyState(reheated.id) : '';
      const seedTail = seedN.length ? ` and scatter with the ${names(seedN)}` : '';
      // the edges take a little of the glaze, the top the rest
      const eggGlaze = egg !== undefined;
      const edgeGlaze = !glazeFrom
        ? 'water'
        : eggGlaze
          ? `a little of ${glazeFrom}`
          : glazeFrom.replace(/^a little /, '').replace(/^/, 'a little ');
      const glazeStep = glazeFrom
        ? form === 'lid'
          ? ` Brush with ${glazeFrom}${seedTail}.`
          : ` Brush the top${form === 'turnovers' ? 's' : ''} with ${eggGlaze ? 'the rest' : glazeFrom}${seedTail}.`
        : '';

      if (form === 'quiche') {
        steps.push(
          `Heat the oven to ${OVEN_HOT}. Line a 23 cm loose-bottomed tart tin with the ${pastryName}, leaving the excess hanging over the edge. Prick the base with a fork and chill while the oven heats.`,
          `Line the pastry with baking paper and baking beans and bake for 15 minutes. Lift out the paper and beans and bake for 5 minutes more until pale golden, then turn the oven down to ${OVEN_QUICHE}.`,
        );
        // the filling is cooked while the case bakes
        const parallel = pushPan(true);
        minutes += 20 + Math.max(0, parallel - 20);
        steps.push(
          `Beat the ${eggN} with the ${joinList([...custardN, ...(creamCheeseN ? [creamCheeseN] : []), ...mustardN, ...nutmegN, ...spiceN])}, ${SALT} and ${PEPPER}.`,
        );
        const scatter: string[] = [];
        const cooked = [...lifted, ...inPan];
        if (cooked.length) scatter.push(`cooked ${names(nm(cooked))}`);
        if (leafy.length) scatter.push(`squeezed ${names(nm(leafy))}`);
        const asTheyAre = [
          ...(boilLong ? nm(longVeg) : []),
          ...nm(fish),
          ...nm(ready),
          ...nm(stirVeg),
          ...softHerbN,
          ...woodyN.filter(() => !woodyPlaced),
        ];
        scatter.push(...asTheyAre);
        const cheeseIn = cheeseN.length ? ` with two-thirds of the ${names(cheeseN)}` : '';
        steps.push(
          scatter.length
            ? `Scatter the ${joinList(scatter)} over the pastry case${cheeseIn}, then pour in the egg mixture${cheeseN.length ? ' and top with the rest of the cheese' : ''}.`
            : `Scatter two-thirds of the ${names(cheeseN)} over the pastry case, pour in the egg mixture and top with the rest of the cheese.`,
        );
        steps.push(
          `Bake for 30–35 minutes until just set with a slight wobble in the centre and golden on top.${fishCheck} Leave to cool in the tin for 10 minutes, then trim the overhanging pastry and cut into wedges.`,
        );
        minutes += 35 + 10;
        return { steps, minutes, oilTbsp, butterUsed };
      }

      // every other form: the filling first, cooled before the pastry goes on
      const cool = form === 'double' ? 20 : 15;
      const oven =
        form === 'filo'
          ? OVEN_FILO
          : form === 'double'
            ? `${OVEN_HOT} with a baking tray inside`
            : OVEN_HOT;
      minutes += pushPan(false);
      if (plan === 'sauce') {
        const last = steps.length - 1;
        steps[last] = `${steps[last] ?? ''} ${finish.join(' ')}`;
        const dotted = nm(dotCheese);
        if (form === 'lid') {
          steps.push(
            `Spoon the filling into a 1.5-litre pie dish${dotted.length ? `, dot with the ${names(dotted)}` : ''} and leave to cool for ${cool} minutes. Meanwhile, heat the oven to ${oven}.`,
          );
        } else {
          const then = [
            ...(dotted.length ? [`the ${names(dotted)}`] : []),
            ...(eggsInFilling ? [eggsMix] : []),
          ];
          steps.push(
            `Tip the filling into a bowl and leave to cool for ${cool} minutes${then.length ? `, then stir in ${joinList(then)}` : ''}. Meanwhile, heat the oven to ${oven}.`,
          );
        }
        minutes += cool;
      } else {
        // a filling held by cheese or egg: what was cooked cools, then the rest is stirred in
        const mix = [
          ...nm(fish),
          ...nm(ready),
          ...(beanN.length
            ? [
                `${names(beanN)} (spoon off a little of their sauce first, so the filling is not runny)`,
              ]
            : []),
          ...nm(stirVeg),
          ...nm(cheeses),
          ...(creamCheeseN ? [creamCheeseN] : []),
          ...mustardN,
          ...(minced ? [] : worcN),
          ...softHerbN,
          ...nutmegN,
          ...(minced ? [] : spiceN),
          ...(woodyPlaced ? [] : woodyN),
          ...(lemonN.length ? [`${names(lemonN)} zest`] : []),
          ...(eggsInFilling ? [eggsMix] : []),
        ];
        const hot: string[] = [];
        if (lifted.length) hot.push(`the ${names(nm(lifted))} from the plate`);
        if (leafy.length) hot.push(`the squeezed ${names(nm(leafy))}`);
        if (boilLong) hot.push(`the ${names(nm(longVeg))}`);
        if (state === 'full') {
          steps.push(
            `Tip everything from the pan into a large bowl${hot.length ? `, add ${joinList(hot)}` : ''} and leave to cool for ${cool} minutes. Meanwhile, heat the oven to ${oven}.`,
          );
          minutes += cool;
        } else if (hot.length) {
          steps.push(
            `Put ${joinList(hot)} in a large bowl and leave to cool for ${cool} minutes. Meanwhile, heat the oven to ${oven}.`,
          );
          minutes += cool;
        } else {
          steps.push(`Heat the oven to ${oven}.`);
        }
        steps.push(
          hot.length || state === 'full'
            ? `Stir in the ${joinList(mix)}, then season with ${season}.`
            : `In a bowl, mix the ${joinList(mix)}, then season with ${season}.`,
        );
      }

      const filled = readyHot ? ` and the filling is ${readyHot}` : '';
      if (form === 'lid') {
        steps.push(
          `Unroll the ${pastryName} and lay it over the dish. Trim, leaving a little overhang, press it onto the rim to seal and cut a small steam hole in the middle.${glazeStep}`,
          `Bake for 25–30 minutes until the pastry is puffed and deep golden and the filling is ${readyHot || 'bubbling at the edges'}.${fishCheck}`,
        );
        minutes += 30;
      } else if (form === 'turnovers') {
        steps.push(
          `Line a large baking tray with baking paper. Unroll the ${pastryName} and cut each sheet into 4 rectangles. Spoon the filling onto one half of each, leaving a 1 cm border. Brush the border with ${edgeGlaze}, fold the pastry over and press the edges with a fork to seal.`,
          `Put the turnovers on the tray and cut a small slit in each.${glazeStep} Bake for 20–25 minutes until puffed and deep golden${filled}.${fishCheck} Leave to cool for 5 minutes before eating; the filling gets very hot.`,
        );
        minutes += 25 + 5;
      } else if (form === 'double') {
        steps.push(
          `Roll out two-thirds of the ${pastryName} on a lightly floured surface to about 3 mm thick and line a 23 cm metal pie tin, leaving the edges overhanging. Spoon in the cooled filling.`,
          `Roll out the rest of the pastry for the lid. Brush the rim with ${edgeGlaze}, lay the lid on top, trim and crimp the edges to seal and cut a steam hole.${glazeStep}`,
          `Bake on the hot tray for 35–40 minutes until the pastry is golden${filled}.${fishCheck} Leave to stand for 10 minutes before cutting.`,
        );
        minutes += 40 + 10;
      } else {
        const fat = butterItem ? `melted ${BUTTER}` : OIL;
        steps.push(
          `${butterItem ? `Melt ${butterUsed ? '75 g of the' : 'the'} ${BUTTER}. ` : ''}Brush a 23 cm round or 20 × 30 cm ovenproof dish with ${fat}. Lay in a sheet of the ${pastryName}, letting it hang over the sides, and brush with ${fat}. Repeat with half the sheets, keeping the rest under a damp tea towel.`,
          `Spread in the filling and fold the overhanging pastry over it. Lay the rest of the sheets on top, brushing each with ${fat} and scrunching the last two into ruffles${seedN.length ? `, then scatter with the ${names(seedN)}` : ''}.`,
          `Bake for 35–40 minutes until deep golden and crisp${filled}.${fishCheck} Leave to stand for 10 minutes before cutting.`,
        );
        minutes += 40 + 10;
      }
      return { steps, minutes, oilTbsp, butterUsed };
    };

    const written = write();

    // ---- the fat, now that the method says how much it takes ---------------------------------
    const butterQty =
      (written.butterUsed ? (plan === 'sauce' && flourN ? 40 : 25) : 0) +
      (butterItem && form === 'filo' ? 75 : 0) +
      (butterItem && glazeFrom.includes(BUTTER) ? 15 : 0);
    const butterN = butterItem && butterQty ? c.add(butterItem.id, butterQty, 'g') : '';
    const oilQty = written.oilTbsp + (form === 'filo' && !butterItem ? 6 : 0);
    const oilN = oilQty ? c.oil('olive_oil', oilQty) : '';
    const { salt, pepper } = c.seasoning();
    const fill = (text: string) =>
      text
        .replaceAll(BUTTER, butterN)
        .replaceAll(OIL, oilN)
        .replaceAll(SALT, salt)
        .replaceAll(PEPPER, pepper);
    const steps = written.steps.map(fill);

    // ---- title and blurb --------------------------------------------------------------------
    const featuredVeg = veg.filter(
      (v) => v.spec.group === 'leek' || (vegRole(v) !== 'garlic' && v.kind !== 'aromatic'),
    );
    const onions = veg.filter((v) => v.kind === 'aromatic' && v.spec.group === 'onion');
    // a pie with no meat is named after its vegetables and cheese: "Cheddar, Onion and Potato"
    const titleItems: Item[] = noMain
      ? featuredVeg.some((v) => vegRole(v) !== 'long')
        ? [...featuredVeg, ...cheeses, ...onions]
        : [...cheeses, ...onions, ...featuredVeg]
      : [...mains, ...crisp, ...beans, ...featuredVeg, ...cheeses];
    if (titleItems.length < 2) titleItems.push(...onions);
    const words = [...new Set(titleItems.map((i) => titleWord(i.id, i.spec.group)))].slice(0, 3);
    const suffix =
      form === 'quiche'
        ? 'Quiche'
        : form === 'turnovers'
          ? 'Turnovers'
          : form === 'filo'
            ? 'Filo Pie'
            : 'Pie';
    const title = `${joinList(words)} ${suffix}`;
    const fillingWords = names(
      [...new Set(titleItems)]
        .slice(0, 3)
        .map((i) => (i.id === 'baked_beans' ? 'baked beans' : (names_.get(i) ?? ''))),
    );
    const blurb =
      form === 'lid'
        ? `${capitalFirst(fillingWords)} in ${gravyN ? 'a rich gravy' : `a ${saucy} sauce`}, baked under a puffed, golden pastry lid.`
        : form === 'turnovers'
          ? `Crisp puff pastry turnovers filled with ${fillingWords}, baked until golden.`
          : form === 'quiche'
            ? `A crisp shortcrust case filled with ${fillingWords} in a softly set egg custard.`
            : form === 'double'
              ? `A proper double-crust shortcrust pie with a filling of ${fillingWords}.`
              : `Crisp layers of filo brushed with ${butterItem ? 'butter' : 'oil'} around a filling of ${fillingWords}.`;

    const bought = c.extras.some((id) => id === 'milk' || id === 'stock_cube');
    let fit = 0.8;
    if (proteins.length + beans.length) fit += 0.06;
    if (!bought) fit += 0.04;
    if (eggs.length) fit += 0.02;
    return c.result({
      fit,
      writeSteps: () => steps,
      title,
      blurbs: [blurb],
      serves: 4,
      prep: form === 'quiche' ? 25 : form === 'double' || form === 'filo' ? 30 : 20,
      cook: written.minutes,
    });
  },
};
