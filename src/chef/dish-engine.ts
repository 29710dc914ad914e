import { GROUPS, inGroups, type Group } from './data/groups';
import { DISHES, type DishSpec } from './data/dishes';
import { INGREDIENTS, INGREDIENT_IDS, type IngredientId } from './data/ingredients';

import { optionalIds, placeholderIds } from './data/validate';
import { MAX_LEFT_OUT, canLeaveOut, leaveOut, partnersOf, removableIds } from './leave-out';
import type { Draft, DraftLine, VisitorItem } from './draft';
import { tidy, titleSaidOnce } from './draft';
import { typedCount } from './portions';
import { scoreCandidate } from './score';
import { forbiddenIn, type Rules } from './constraints';
import {
  ingredientMentions,
  isCalled,
  lexiconKeys,
  matchIngredient,
  normaliseText,
} from './lexicon';
import type { Category, IngredientSpec, Method, Role, Unit } from './types';
import {
  agreeingVerb,
  capitalise,
  isVerbBefore,
  displayName,
  formatAmount,
  isCountable,
  isPluralName,
  escapeRegExp,
  joinList,
  roundQuantity,
  safetyClause,
  safetyState,
  titleName,
} from './util';

const SEASONING = new Set(['spice', 'herb', 'condiment']);

/** Missing a main ingredient costs more than missing a spice or a sauce. */
export function extraPenalty(spec: IngredientSpec): number {
  return SEASONING.has(spec.category) ? 0.04 : 0.07;
}

/**
 * A spice, herb or sauce to buy, stock, or an onion or garlic: from the cupboard shelf or the
 * vegetable basket every kitchen keeps (a stock cube makes the stock), not a shop for the meal.
 */
export function isSeasoningExtra(spec: IngredientSpec): boolean {
  return SEASONING.has(spec.category) || spec.aromatic === true || spec.group === 'stock';
}

/**
 * Fresh meat, fish and tofu: the heart of a dish, which the visitor must have. A recipe that asks
 * them to buy one is a different meal, not a recipe for their ingredients (bacon, chorizo, ham and
 * other cured or ready-to-eat meats may still be suggested as extras).
 */
export function isFreshMain(spec: IngredientSpec): boolean {
  return (
    (spec.category === 'protein' || spec.category === 'seafood') &&
    spec.safety !== 'cured' &&
    spec.ready !== true &&
    spec.group !== 'canned-fish' &&
    spec.group !== 'anchovy' &&
    spec.group !== 'smoked-fish' &&
    spec.group !== 'salami' &&
    spec.group !== 'ham'
  );
}

/** Basics any kitchen has, never the heart of what a cook would have to go out for. */
const HEARTLESS_GROUPS = new Set(['stock', 'stock-cube', 'onion', 'butter', 'flour', 'milk']);

/** What a dish is made of, not seasoned with: the peaches of a cobbler, not its onion or stock. */
function isHeart(spec: IngredientSpec): boolean {
  return !spec.aromatic && extraPenalty(spec) > 0.04 && !HEARTLESS_GROUPS.has(spec.group ?? '');
}

const ROLE_WEIGHT: Record<Role, number> = { core: 3, supporting: 1, garnish: 0.5 };
const SUBSTITUTE_FACTOR = 0.8;
/**
 * Neighbouring groups that can stand in for one another in a dish that cooks for half an hour or
 * more (a braise, a roast, a curry), where the cut matters less: drumsticks for thighs in a jerk
 * chicken or a paprikash, but never in a stir-fry.
 */
const SLOW_STAND_INS: Readonly<Record<string, readonly string[]>> = {
  poultry: ['poultry-bone'],
  'poultry-bone': ['poultry'],
  tomato: ['canned-tomato'],
  'canned-tomato': ['tomato'],
};
const SLOW_STAND_IN_FACTOR = 0.6;
const SLOW_DISH_MINUTES = 30;

/**
 * Neighbouring groups a cook swaps freely in the same dish, credited less than a stand-in from the
 * same group: cuts of the same animal that cook the same way, fish for fish (never across animals:
 * chicken in a lamb-chop recipe would be served pink), a ciabatta for the burger buns, cheddar for
 * the mozzarella, rather than buying one while the visitor's own goes unused.
 */
const SWAP_FAMILIES: readonly (readonly string[])[] = [
  ['pork-cut', 'pork-roast'],
  ['pork-slow', 'pork-rib'],
  ['braising', 'beef-joint'],
  ['white-fish', 'oily-fish', 'tuna-steak', 'fresh-sardine'],
  ['prawn', 'scallop', 'seafood-mix'],
  ['bread', 'bun', 'bagel'],
  ['melting-cheese', 'mozzarella'],
  // a stock cube dissolved in water is the stock a recipe asks for
  ['stock', 'stock-cube'],
];
const FAMILY_OF: ReadonlyMap<string, readonly string[]> = new Map(
  SWAP_FAMILIES.flatMap((family) => family.map((g) => [g, family] as const)),
);
const SWAP_FACTOR = 0.6;
/** The cost of the visitor's main ingredient only standing in for the dish's. */
const MAIN_STAND_IN_PENALTY = 0.1;
/** The cost of the visitor's main ingredient playing only a supporting part, or a garnish's. */
const MAIN_SUPPORTING_PENALTY = 0.05;
const MAIN_GARNISH_PENALTY = 0.3;
/** The cost of buying a dish's second meat or fish. */
const SECOND_PROTEIN_PENALTY = 0.12;
/** What a dish that needs far more of a counted item than the visitor typed (9 eggs for 2) costs. */
const TOO_FEW_PENALTY = 0.07;

/** Fruit that swaps in a baked pudding: rhubarb or plums for the apples of a crumble. */
const BAKED_FRUIT: readonly string[] = ['orchard', 'rhubarb', 'berry', 'stone-fruit'];

/**
 * What a cook makes up with boiling water in place of a dish's stock: a stock cube (one whatever
 * the volume, as its packet says) or gravy granules (a tablespoon to 200 ml, as the tubs say),
 * each poured as what it makes.
 */
const MADE_UP: Partial<Record<string, { poured: string; perMl?: number }>> = {
  'stock-cube': { poured: 'stock' },
  gravy: { poured: 'gravy', perMl: 200 },
};

/** Dairy that stands in for dairy in a savoury dish (see `NEAR_GROUPS`). */
const SAVOURY_DAIRY: Readonly<Record<string, readonly string[]>> = {
  cream: ['soured-cream'],
  'soured-cream': ['cream', 'yogurt'],
  milk: ['cream'],
};

/** The group of flour sold with its raising agent mixed in. */
const RAISES_ITSELF = 'self-raising';
/** The raising agent self-raising flour already holds, and the flour it raises (and its group). */
const RAISING_AGENT = 'baking_powder';
const FLOUR = 'flour';
const FLOUR_GROUP = 'flour';
/** The other raising agent, which a batter of buttermilk keeps beside self-raising flour. */
const BICARBONATE = 'baking_soda';

/**
 * Where stand-ins from another group may come from, in the order they are tried, and in which
 * dishes: the scorer asks for one dish, the dish index for all of them.
 */
const NEAR_GROUPS: readonly {
  near: (group: string) => readonly string[] | undefined;
  allowedIn: (dish: IndexedDish) => boolean;
}[] = [
  { near: (g) => SLOW_STAND_INS[g], allowedIn: (d) => d.spec.cook >= SLOW_DISH_MINUTES },
  { near: (g) => FAMILY_OF.get(g), allowedIn: () => true },
  // fresh apricots or plums for the dried ones of a tagine: they soften in the long simmer
  {
    near: (g) => (g === 'dried-fruit' ? ['stone-fruit'] : undefined),
    allowedIn: (d) => d.spec.taste === 'savoury' && d.spec.cook >= SLOW_DISH_MINUTES,
  },
  // in a savoury sauce or soup a cook uses the cream they have: crème fraîche for double cream,
  // single cream (half-and-half) for the milk; a whipped pudding needs its own
  { near: (g) => SAVOURY_DAIRY[g], allowedIn: (d) => d.spec.taste === 'savoury' },
  // the visitor's ghee for the few spoons of cooking oil an Indian dish fries in; not for a
  // deep pan of it
  {
    near: (g) => (g === 'oil' ? ['ghee'] : undefined),
    allowedIn: (d) =>
      d.spec.cuisine === 'indian' &&
      d.spec.taste === 'savoury' &&
      d.spec.ingredients.every(
        ([id, qty, unit]) => INGREDIENTS[id].group !== 'oil' || unit !== 'ml' || qty <= 100,
      ),
  },
  // gravy granules made up with boiling water for the stock of a dish that makes a gravy
  { near: (g) => (g === 'stock' ? ['gravy'] : undefined), allowedIn: (d) => d.gravy },
  // bought chips for the potatoes a dish cuts into chips (lomo saltado, fish and chips)
  { near: (g) => (g === 'potato' ? ['chips'] : undefined), allowedIn: (d) => d.chips },
  // yesterday's rice for the rice a fried rice cooks and cools first
  { near: (g) => (g === 'rice' ? ['cooked-rice'] : undefined), allowedIn: (d) => d.friedRice },
  // self-raising flour for the plain flour and baking powder of a sponge or a pancake batter: it
  // is the two already mixed, and the baking powder goes (see `RAISES_ITSELF`)
  {
    near: (g) => (g === FLOUR_GROUP ? [RAISES_ITSELF] : undefined),
    allowedIn: (d) => d.raisedFlour,
  },
  {
    near: (g) => (BAKED_FRUIT.includes(g) ? BAKED_FRUIT : undefined),
    allowedIn: (d) => d.spec.taste === 'sweet' && d.spec.cook >= SLOW_DISH_MINUTES,
  },
];

/**
 * Groups whose members differ in size and so in time: a roast written for a 5 kg turkey is not a
 * recipe for two pheasants, nor a gammon's for a pork loin. No stand-ins within them.
 */
const SIZE_BOUND = new Set<string>(['whole-bird', 'beef-joint', 'pork-roast', 'gammon']);

/**
 * Every ingredient id and group numbered, so that `couldFit`, which runs for every dish a list
 * reaches (650 for eggs, bread, butter and milk), reads arrays rather than maps of strings.
 */
const ID_NUMBER: ReadonlyMap<string, number> = new Map(INGREDIENT_IDS.map((id, i) => [id, i]));
const GROUP_NUMBER: ReadonlyMap<string, number> = new Map(GROUPS.map((g, i) => [g, i]));

/** A group's number for `couldFit`, or -1 when no stand-in ever fills it (see `SIZE_BOUND`). */
function standInGroupNumber(group: string | undefined): number {
  return group === undefined || SIZE_BOUND.has(group) ? -1 : (GROUP_NUMBER.get(group) ?? -1);
}

/**
 * Each group a neighbouring group can stand in for in some dishes (`NEAR_GROUPS`), by its number,
 * with those neighbours: worked out once, for `prepareVisitor`'s `reachGroup`.
 */
const NEAR_REACH: readonly (readonly [number, readonly string[]])[] = GROUPS.flatMap((group) => {
  const number = standInGroupNumber(group);
  const near = NEAR_GROUPS.flatMap((rule) => rule.near(group) ?? []);
  return number >= 0 && near.length > 0 ? [[number, near] as const] : [];
});

/** The visitor's items that could stand in for a dish ingredient of this group. */
function standInsFor(
  group: string,
  dish: IndexedDish,
  prepared: PreparedVisitor,
): readonly VisitorItem[] | undefined {
  if (SIZE_BOUND.has(group)) return undefined;
  const same = prepared.byGroup.get(group);
  if (same) return same;
  for (const rule of nearRules(group)) {
    if (!rule.allowedIn(dish)) continue;
    for (const near of rule.groups) {
      const items = prepared.byGroup.get(near);
      if (items) return items;
    }
  }
  return undefined;
}

/** `NEAR_GROUPS` as they apply to one group, worked out once: most groups have none. */
const NEAR_RULES = new Map<
  string,
  readonly { allowedIn: (dish: IndexedDish) => boolean; groups: readonly string[] }[]
>();

function nearRules(group: string) {
  let rules = NEAR_RULES.get(group);
  if (!rules) {
    rules = NEAR_GROUPS.flatMap(({ near, allowedIn }) => {
      const groups = near(group) ?? [];
      return groups.length > 0 ? [{ allowedIn, groups }] : [];
    });
    NEAR_RULES.set(group, rules);
  }
  return rules;
}

/** Bought ready to use: cooked, or sold by the jar or the pack. */
function isBought(spec: IngredientSpec): boolean {
  return spec.ready === true || spec.unit === 'jar' || spec.unit === 'pack';
}

/** The most a dish may ask the visitor to buy. */
const MAX_EXTRAS = 4;

/** What leaving a seasoning out costs: less than buying it, more than having it. */
const LEFT_OUT_PENALTY = 0.03;

/** Breast meat, which turns dry and stringy in a long braise where thighs stay juicy. */
const LEAN_CUTS = new Set<string>(['chicken_breast', 'turkey_breast']);

const ANIMALS = ['lamb', 'mutton', 'beef', 'veal', 'pork', 'goat', 'venison', 'rabbit'];
const ANIMAL_OF = new Map<IngredientSpec, string | undefined>();

/** Which animal a cut of meat comes from, by its name ("lamb shoulder", "beef joint"), if it says. */
function animalOf(spec: IngredientSpec): string | undefined {
  if (!spec.contains.includes('meat')) return undefined;
  if (!ANIMAL_OF.has(spec)) {
    const words = spec.name.toLowerCase().split(' ');
    ANIMAL_OF.set(
      spec,
      ANIMALS.find((a) => words.includes(a)),
    );
  }
  return ANIMAL_OF.get(spec);
}

/**
 * Whether a fruit or vegetable standing in for another is prepared its own way: blueberries for
 * strawberries are not "hulled and sliced", though they share a group. A variety of the same thing
 * (a red onion for an onion) is prepared as the dish says.
 */
function cutsItsOwnWay(sub: IngredientSpec, id: IngredientId, subId: IngredientId): boolean {
  if (sub.category !== 'fruit' && sub.category !== 'vegetable') return false;
  return sub.of !== id && INGREDIENTS[id].of !== subId && !sameThing(subId, id);
}

/**
 * Breads of the flatbread group that do not roll: a naan, a paratha or a pitta cracks when rolled
 * tight round a filling, so it never stands in for the tortillas of flautas, enchiladas or
 * burritos (a wrap folded loosely round falafel takes one well enough).
 */
const STIFF_BREADS: ReadonlySet<string> = new Set([
  'naan',
  'peshwari_naan',
  'paratha',
  'pitta',
  'injera',
]);
const ROLLED_TIGHT =
  /\b(?:flautas|taquitos|enchiladas|enfrijoladas|entomatadas|enmoladas|burritos|chimichangas|chilaquiles)\b/i;

/**
 * Stand-ins of the right group that still cannot do the dish's job: a stiff bread for the
 * tortillas it rolls tight, and salad leaves for chicory heads cooked whole (endives au jambon),
 * where only radicchio, another chicory, behaves the same.
 */
function standsInFor(
  visitorId: string | null | undefined,
  dishId: string | undefined,
  dish: IndexedDish,
): boolean {
  if (dishId === 'tortilla')
    return !STIFF_BREADS.has(visitorId ?? '') || !ROLLED_TIGHT.test(dish.spec.title);
  if (dishId === 'chicory' && dish.method !== 'salad') return visitorId === 'radicchio';
  // a lean tenderloin dries out in the long braise or bake of a dish of chops
  if (visitorId === MEDALLIONS.cut && dishId === MEDALLIONS.for)
    return dish.spec.cook < MEDALLIONS.maxCook;
  // stewing beef cannot be roasted in one piece and sliced across the grain like a brisket
  if (DICED_MEAT.has(visitorId ?? '') && WHOLE_JOINTS.has(dishId ?? '')) {
    const note = dish.spec.ingredients.find(([id]) => id === dishId)?.[4];
    return note !== undefined && CUT_UP.test(note);
  }
  return true;
}

/** Meat bought cut into stewing pieces. */
const DICED_MEAT: ReadonlySet<string> = new Set(['stewing_beef', 'stewing_veal']);
/** Joints a dish may cook in one piece, which stewing pieces cannot stand in for. */
const WHOLE_JOINTS: ReadonlySet<string> = new Set(['brisket_joint', 'chuck_roast', 'leg_of_lamb']);
/** A dish's note that cuts its joint up before cooking: then stewing pieces do as well. */
const CUT_UP = /\b(?:cut|chunks?|cubes?|cubed|diced|pieces|strips?)\b/;

/**
 * A pork tenderloin for a dish's chops: cut into medallions (`standInNote`), called that in the
 * steps (`medallionWords`), and kept out of braises and bakes long enough to dry it
 * (`standsInFor`).
 */
const MEDALLIONS = {
  cut: 'pork_tenderloin',
  for: 'pork_chop',
  note: 'cut into 2 cm thick medallions',
  maxCook: 45,
} as const;

/** Meat cut before it cooks, which needs no rest after: "thinly sliced", "cut into strips". */
const CUT_SMALL =
  /\b(?:sliced|slices|strips?|shredded|bite-sized|chunks?|cubes?|cubed|diced|pieces)\b/;
const REST = ' (then rest for 3 minutes)';
/** A step that rests the cooked meat for minutes of its own: "Rest the pork for 10 minutes". */
const RESTS_MEAT =
  /\b[Rr]est(?: it| them| the \{[a-z0-9_]+\}| the (?:meat|pork|beef|lamb|steaks?|joint))?(?: loosely covered)? for (?:\d+|a few)(?:–\d+)? minutes\b/;

/** Dried pulses for a 400 g tin, drained: about 100 g. */
const DRIED_PER_CAN = 100;
/** What a visitor types for pulses already cooked: "tin of lentils", "pouch of cooked puy lentils". */
const TINNED =
  /\b(?:tins?|tinned|cans?|canned|cooked|pouch(?:es)?|ready[- ]to[- ]eat|pre-?cooked)\b/i;

/** Pulses the lexicon counts dried by the gram (lentils, split peas), not by the tin. */
function driedByDefault(id: IngredientId): boolean {
  const spec = INGREDIENTS[id];
  return spec.category === 'legume' && spec.unit === 'g' && !spec.ready;
}

/** A grain's dry weight for its cooked weight: 300 g of rice cooks to about 750 g. */
const COOKED_TO_DRY = 0.4;
/** Minutes a fried rice spends cooking its rice and cooling it, saved with yesterday's. */
const RICE_COOK_AND_COOL = 25;

/** A stand-in's credit towards a signature set: cod for haddock still calls for fish and chips. */
const SIGNATURE_STAND_IN = 0.75;

export interface IndexedDish {
  spec: DishSpec;
  id: string;
  /** Ingredients mentioned only inside [optional] parts of steps. */
  optional: ReadonlySet<IngredientId>;
  hasStarch: boolean;
  /** Whether it has bread of its own (naan, buns, toast): none of the visitor's beside it. */
  hasBread: boolean;
  /** Whether it has rice, grains, pasta or noodles of its own. */
  hasGrain: boolean;
  /** `spec.ingredients` unpacked once at load, so scoring reads plain fields. */
  slots: readonly DishSlot[];
  /** The summed weight of its core slots (not pantry), for a quick "too little of its core". */
  coreWeight: number;
  /** Positions in `slots` of the signature set. */
  signature: readonly number[];
  /** How distinctive the signature set is: see `CandidateFacts.signatureSpecificity`. */
  specificity: number;
  /** The ids of its ingredients. */
  ids: ReadonlySet<string>;
  /** Whether it has meat, poultry or fish in it (something to glaze). */
  hasMeat: boolean;
  /** Whether it has duck, pork, lamb, beef or game in it (what a fruit sauce goes with). */
  hasRedMeat: boolean;
  /** Cooked in the oven and never simmered: a roast or a tray bake. */
  roast: boolean;
  /** Whether its own potatoes are cut into chips (lomo saltado): the visitor's fries stand in. */
  chips: boolean;
  /** Whether its stock makes a gravy (mince and tatties, bangers and mash): granules will do. */
  gravy: boolean;
  /** Whether it cooks its rice and cools it to fry (a fried rice): yesterday's rice will do. */
  friedRice: boolean;
  /**
   * Whether it raises plain flour with baking powder or bicarbonate: self-raising flour will do
   * for the flour (and the baking powder, which it holds; a banana bread's bicarbonate stays).
   */
  raisedFlour: boolean;
  /** What it is made of, without its seasoning (see `substanceOf`). */
  substance: ReadonlySet<string>;
  /** How it cooks (see `methodOf`). */
  method: Method;
  /** Its title with its own ingredients' names in the placeholders: "Apple Crumble". */
  plainTitle: string;
  /** The slots its title names: a stand-in in one of them renames the dish. */
  titleSlots: readonly number[];
}

/** One dish ingredient with what scoring needs to know about it. */
interface DishSlot {
  id: IngredientId;
  spec: IngredientSpec;
  weight: number;
  core: boolean;
  optional: boolean;
  /** Fresh meat or fish the visitor would have to buy: the dish is not for them without it. */
  freshMain: boolean;
  /** A seasoning the dish can be written without (see `leave-out.ts`). */
  removable: boolean;
  /** How many pieces the dish takes when its line counts them (9 eggs), else 0. */
  count: number;
  /** The ingredient's number in `ID_NUMBER`, for `couldFit`'s array lookups. */
  idNumber: number;
  /** Its group's number in `GROUP_NUMBER`, or -1 when nothing stands in for it. */
  groupNumber: number;
  /**
   * For a staple, the others of its group its note offers ("plain flour, or chapati flour"): the
   * visitor's own is used rather than the staple beside it, unused.
   */
  offers?: readonly IngredientId[];
}

/** The others of a staple's group its line's note offers: "or chapati flour", "plain or spelt". */
function offeredInNote(id: IngredientId, note: string | undefined): IngredientId[] | undefined {
  const group = INGREDIENTS[id].group;
  if (!note || !group || !INGREDIENTS[id].pantry || !/\bor\b/.test(note)) return undefined;
  const found: IngredientId[] = [];
  for (const clause of note.split(', ')) {
    for (const part of clause.replace(/^or /, '').split(' or ')) {
      const m = matchIngredient(part);
      const other = m && m.confidence >= 0.9 ? m.id : undefined;
      if (other && other !== id && INGREDIENTS[other].group === group) found.push(other);
    }
  }
  return found.length > 0 ? found : undefined;
}

/** A title's placeholders: `{id}` and `{many:id}`. */
const TITLE_PLACEHOLDER = /\{(?:(many):)?([a-z0-9_]+)\}/g;

const ROAST_STEP = /\b(?:roast|roasting|tin|tray|oven|bake)\b/;

/** Whether a dish's method goes into the oven and never simmers: a roast or a tray bake. */
function isRoastText(steps: string): boolean {
  const text = steps.toLowerCase();
  // an oven, not just a tray: fried rice spread on a tray to cool is no roast
  return (
    ROAST_STEP.test(text) &&
    /\b(?:oven|roast|roasting|bake|baked)\b/.test(text) &&
    !/\bsimmer/.test(text)
  );
}

/**
 * How a dish cooks, read from its course, title and steps: enough to tell a stir-fry from a tray
 * bake of the same things, not a full taxonomy.
 */
function methodOf(spec: DishSpec): Method {
  // the form a title names, placeholders read as their ingredients: "{lasagne} al Forno" is a
  // lasagne, "{stewing_beef} Burritos" are burritos
  const title = spec.title
    .replace(/\{(?:[a-z]+:)?([a-z0-9_]+)\}/g, (_, id: string) =>
      id in INGREDIENTS ? INGREDIENTS[id as IngredientId].name : ' ',
    )
    .toLowerCase();
  // the words of title and steps, not their placeholders: {curry_powder} does not make a dish a
  // curry, nor {stewing_beef} burritos a stew
  const text = `${spec.title.toLowerCase().replace(/\{[^}]*\}/g, ' ')} ${spec.steps
    .join(' ')
    .toLowerCase()
    .replace(/\{[^}]*\}/g, ' ')}`;
  // a mulled wine and an iced sangria are two drinks, however alike their fruit and wine
  if (spec.course === 'drink')
    return /\b(?:heat|warm|simmer|boil|steep|brew|mull)/.test(text) &&
      !/\b(?:ice|iced|chill|chilled|blend|blender|frozen|fridge)\b/.test(text)
      ? 'hot-drink'
      : 'drink';
  if (spec.course === 'soup') return 'soup';
  if (spec.course === 'salad') return 'salad';
  if (/stir-fr|\bwok\b/.test(text)) return 'stir-fry';
  // the forms a composed template also makes, named as a cook names them
  if (/\b(?:nachos|chilaquiles)\b/.test(title)) return 'nachos';
  if (/\b(?:lasagne|lasagna|moussaka|pastitsio)\b/.test(title)) return 'layered';
  if (/\b(?:risotto|arancini)\b/.test(title)) return 'risotto';
  if (/\b(?:pizzas?|calzone|flatbreads?|lahmacun|pide)\b/.test(title)) return 'pizza';
  if (
    /\b(?:pies?|tarts?|quiche|pasties|pasty|wellington|en croûte|spanakopita|börek|strudel|galette)\b/.test(
      title,
    ) &&
    spec.taste === 'savoury'
  )
    return 'pie';
  if (spec.course === 'baking' || (spec.taste === 'sweet' && /\boven\b/.test(text))) return 'bake';
  if (/\b(?:omelette|frittata|scrambled?|shakshuka|eggs)\b/.test(title)) return 'eggs';
  if (/\b(?:tacos?|burritos?|wraps?|quesadillas?|fajitas?|enchiladas?)\b/.test(title))
    return 'wrap';
  if (
    spec.ingredients.some(([id]) => {
      const g = INGREDIENTS[id].group;
      return g === 'pasta' || g === 'noodles';
    })
  )
    return 'pasta';
  if (/\b(?:simmer|stew|braise|curry|daube|tagine|goulash|ragout|ragù)/.test(text)) return 'stew';
  if (isRoastText(text)) return 'oven';
  if (spec.taste === 'sweet') return 'raw';
  return 'pan';
}

/**
 * What a recipe is made of, without its seasoning: the paneer and peas of a matar paneer and of a
 * paneer and pea curry are the same dish, whatever spices each adds.
 */
export function substanceOf(ids: Iterable<IngredientId>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const id of ids) {
    const spec = INGREDIENTS[id];
    if (spec.pantry || spec.aromatic || SEASONING_CATEGORIES.has(spec.category)) continue;
    out.add(id);
  }
  return out;
}
const SEASONING_CATEGORIES = new Set(['spice', 'herb', 'condiment', 'liquid', 'fat', 'baking']);

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Meat a fruit sauce suits. */
const FRUIT_SAUCE_MEATS = new Set<Group>([
  'duck',
  'game-bird',
  'pork-cut',
  'pork-roast',
  'pork-slow',
  'gammon',
  'lamb-cut',
  'steak',
  'beef-joint',
]);

const STARCH_CATEGORIES = new Set(['grain-and-pasta', 'bread']);
/** Potatoes bought or left ready to serve: warmed or baked as they are, beside the dish. */
const READY_STARCH = new Set<Group>(['chips', 'hash-brown', 'mashed-potato']);
/** A dish's own potatoes, raw or ready: its starch, so none is served beside it. */
const POTATO_STARCH = new Set<Group>(['potato', ...READY_STARCH]);

/** Staples a visitor rarely types and every kitchen has: never part of a dish's signature set. */
const UNSAID_STAPLES = new Set<string>([
  'baking_soda',
  'baking_powder',
  'salt',
  'black_pepper',
  'water',
  'ice',
  'vegetable_oil',
]);

/** A sentence that cooks a grain and cools it to fry: "Cook the {rice} as the packet says, spread it out … to cool". */
const COOK_AND_COOL = /\bas the packet says\b[^.]*\bcool/;
/** The same for the dish's own rice: a fried rice, which yesterday's rice will do for. */
const COOLS_ITS_RICE = new RegExp(`\\{[a-z_]*rice\\} ${COOK_AND_COOL.source}`);

/**
 * Whether a dish cuts its potatoes into chips and only roasts them (lomo saltado, a chip-shop tray
 * of chips): bought oven chips can go the same way. One that rinses, boils or deep-fries them
 * is written for raw potatoes.
 */
function roastsItsChips(spec: DishSpec): boolean {
  const cut = spec.ingredients.some(
    ([id, , , , note]) => INGREDIENTS[id].group === 'potato' && /\bchips\b/.test(note ?? ''),
  );
  if (!cut) return false;
  const about = spec.steps.filter((step) => step.includes('{potato}')).join(' ');
  return /\broast/.test(about) && !/\b(?:rinse|boil|fry)/i.test(about);
}

export const INDEXED_DISHES: readonly IndexedDish[] = DISHES.map((spec) => {
  const optional = optionalIds(spec.steps) as Set<IngredientId>;
  const removable = removableIds(
    [spec.blurb, ...spec.steps],
    new Set(
      spec.ingredients
        .filter(
          ([id, qty, unit, role]) =>
            role !== 'core' &&
            canLeaveOut(INGREDIENTS[id], qty, unit) &&
            !INGREDIENTS[id].pantry &&
            !optional.has(id) &&
            !spec.signature.includes(id) &&
            !spec.title.includes(id),
        )
        .map(([id]) => id),
    ),
  );
  const slots: DishSlot[] = spec.ingredients.map(([id, qty, unit, role, note]) => ({
    id,
    spec: INGREDIENTS[id],
    weight: ROLE_WEIGHT[role],
    core: role === 'core',
    optional: optional.has(id),
    freshMain: isFreshMain(INGREDIENTS[id]) && !optional.has(id),
    removable: removable.has(id),
    count: unit === '' ? qty : 0,
    idNumber: ID_NUMBER.get(id) ?? -1,
    groupNumber: standInGroupNumber(INGREDIENTS[id].group),
    offers: offeredInNote(id, note),
  }));
  return {
    spec,
    id: slugify(spec.title),
    optional,
    // flour for dredging or breadcrumbs for a crust are not the meal's starch
    hasStarch: spec.ingredients.some(
      ([id]) =>
        (STARCH_CATEGORIES.has(INGREDIENTS[id].category) &&
          !INGREDIENTS[id].pantry &&
          INGREDIENTS[id].group !== 'breadcrumbs') ||
        // fish and chips has its potatoes: no bag of oven chips beside it as well
        inGroups(POTATO_STARCH, INGREDIENTS[id].group),
    ),
    hasBread: spec.ingredients.some(
      ([id]) =>
        INGREDIENTS[id].category === 'bread' &&
        !INGREDIENTS[id].pantry &&
        INGREDIENTS[id].group !== 'breadcrumbs',
    ),
    hasGrain: spec.ingredients.some(
      ([id]) => INGREDIENTS[id].category === 'grain-and-pasta' && !INGREDIENTS[id].pantry,
    ),
    slots,
    coreWeight: slots.reduce((sum, s) => (s.core && !s.spec.pantry ? sum + s.weight : sum), 0),
    // a pinch of bicarbonate or salt is in every kitchen and names no dish: the bananas, flour
    // and walnuts call for banana bread whether or not the visitor typed the raising agent
    signature: spec.signature
      .filter((id) => !UNSAID_STAPLES.has(id))
      .map((id) => spec.ingredients.findIndex(([i]) => i === id))
      .filter((i) => i >= 0),
    specificity: 1,
    ids: new Set<string>(spec.ingredients.map(([id]) => id)),
    hasMeat: spec.ingredients.some(([id]) => isFreshMain(INGREDIENTS[id])),
    hasRedMeat: spec.ingredients.some(([id]) => inGroups(FRUIT_SAUCE_MEATS, INGREDIENTS[id].group)),
    roast: isRoastText(spec.steps.join(' ')),
    gravy: /\bgravy\b/i.test(`${spec.blurb} ${spec.steps.join(' ')}`),
    chips: roastsItsChips(spec),
    friedRice: COOLS_ITS_RICE.test(spec.steps.join(' ')),
    raisedFlour:
      spec.ingredients.some(([id]) => id === FLOUR) &&
      spec.ingredients.some(([id]) => id === RAISING_AGENT || id === BICARBONATE),
    substance: substanceOf(spec.ingredients.map(([id]) => id)),
    method: methodOf(spec),
    plainTitle: spec.title.replace(TITLE_PLACEHOLDER, (_, _form: string, id: string) =>
      titleName(id as IngredientId),
    ),
    titleSlots: [...spec.title.matchAll(TITLE_PLACEHOLDER)]
      .map((m) => spec.ingredients.findIndex(([id]) => id === m[2]))
      .filter((i) => i >= 0),
  };
});

// How many dishes contain each dish's whole signature set: the more share it, the less it says.
// Counted from the dishes with its rarest signature ingredient, not by comparing every pair.
{
  const withId = new Map<string, IndexedDish[]>();
  for (const dish of INDEXED_DISHES) {
    for (const id of dish.ids) {
      const list = withId.get(id);
      if (list) list.push(dish);
      else withId.set(id, [dish]);
    }
  }
  for (const dish of INDEXED_DISHES) {
    const { signature } = dish.spec;
    const pools = signature.map((id) => withId.get(id) ?? []);
    const rarest = pools.reduce<IndexedDish[] | undefined>(
      (a, b) => (a === undefined || b.length < a.length ? b : a),
      undefined,
    );
    // a savoury strata of bread, eggs, butter and cream says nothing against a sweet pudding's
    const sharing = (rarest ?? INDEXED_DISHES).filter(
      (d) => d.spec.taste === dish.spec.taste && signature.every((id) => d.ids.has(id)),
    ).length;
    dish.specificity = Math.sqrt(2 / Math.max(2, sharing));
  }
}

/** The most ingredients any dish has: the size of the per-request scoring scratch. */
const MAX_SLOTS = Math.max(...INDEXED_DISHES.map((d) => d.slots.length));

/** Positions in INDEXED_DISHES of the dishes with a core ingredient of each id and group. */
const BY_CORE_ID = new Map<string, number[]>();
const BY_CORE_GROUP = new Map<string, number[]>();
const NONE: readonly number[] = [];
function indexCore<K>(index: Map<K, number[]>, key: K, position: number): void {
  const list = index.get(key) ?? [];
  if (!list.includes(position)) list.push(position);
  index.set(key, list);
}
INDEXED_DISHES.forEach((dish, position) => {
  dish.slots.forEach((slot, i) => {
    if (!slot.core && !dish.signature.includes(i)) return;
    indexCore(BY_CORE_ID, slot.id, position);
    if (slot.spec.group) indexCore(BY_CORE_GROUP, slot.spec.group, position);
  });
});

/**
 * Positions of the dishes with each ingredient id anywhere in them (a staple too: the plain flour
 * that is a bread list's main is in every yeasted bun), and each group (staples aside).
 */
const BY_ANY_ID = new Map<IngredientId, number[]>();
const BY_ANY_GROUP = new Map<string, number[]>();
INDEXED_DISHES.forEach((dish, position) => {
  for (const slot of dish.slots) {
    indexCore(BY_ANY_ID, slot.id, position);
    if (slot.spec.pantry) continue;
    if (slot.spec.group) indexCore(BY_ANY_GROUP, slot.spec.group, position);
  }
});

/**
 * The dishes worth scoring, in knowledge-base order: those with the visitor's main ingredient in
 * them (itself, a variety or a stand-in), or, when the main is not required, those with a core
 * ingredient the visitor has or could stand in for.
 */
export function dishesFor(prepared: PreparedVisitor): IndexedDish[] {
  const found = FOUND;
  found.fill(0);
  const mark = (index: ReadonlyMap<string, readonly number[]>, key: string | undefined) => {
    if (key === undefined) return;
    for (const p of index.get(key) ?? NONE) found[p] = 1;
  };
  const main = prepared.requireMain ? prepared.mains[0] : undefined;
  if (main?.id && main.spec) {
    mark(BY_ANY_ID, main.id);
    mark(BY_ANY_ID, main.spec.of);
    const group = main.spec.group;
    for (const g of group ? [group, ...(COOKED_STANDS_IN[group] ?? [])] : []) {
      mark(BY_ANY_GROUP, g);
      // every dish a stand-in could reach; the scorer then applies each rule's dishes
      for (const rule of NEAR_GROUPS)
        for (const near of rule.near(g) ?? []) mark(BY_ANY_GROUP, near);
    }
  } else {
    for (const v of prepared.known) {
      if (!v.id || !v.spec) continue;
      mark(BY_CORE_ID, v.id);
      mark(BY_CORE_ID, v.spec.of);
    }
    for (const g of prepared.byGroup.keys()) mark(BY_CORE_GROUP, g);
  }
  // sized once: several hundred dishes pushed one by one regrow the array a dozen times
  let count = 0;
  for (let p = 0; p < found.length; p++) count += found[p] ?? 0;
  const out = new Array<IndexedDish>(count);
  let next = 0;
  for (let p = 0; p < INDEXED_DISHES.length; p++) {
    const dish = INDEXED_DISHES[p];
    if (dish && found[p] === 1) out[next++] = dish;
  }
  out.length = next;
  return out;
}

/** `dishesFor`'s marks, one per dish, reused by every request (the chef runs one at a time). */
const FOUND = new Uint8Array(INDEXED_DISHES.length);

export interface DishMatch {
  dish: IndexedDish;
  score: number;
  /** dish ingredient id → visitor item that provides it */
  provided: Map<IngredientId, VisitorItem>;
  omitted: Set<IngredientId>;
  /** seasonings the dish is written without (also in `omitted`) */
  leftOut: IngredientId[];
  extras: IngredientId[];
  /** the dish's own ingredients the visitor's diet or allergies rule out: never named in the tips */
  ruledOut?: ReadonlySet<IngredientId>;
  /** the visitor's diet and allergies, when they have any: the prose keeps to them too */
  rules?: Rules;
  absorbed: Absorbed;
  coverage: number;
}

interface Absorbed {
  /** added at the dish's open step */
  atOpen: VisitorItem[];
  /** scattered over / served with at the end */
  finish: VisitorItem[];
  /** served on the side */
  side: VisitorItem[];
}

const CHEESE_GROUPS = new Set<Group>([
  'hard-cheese',
  'melting-cheese',
  'mozzarella',
  'tangy-cheese',
  'blue-cheese',
  'brie',
]);
/** Cuisines whose dishes take a curry spice blend. */
const CURRY_CUISINES = new Set<string>([
  'indian',
  'british',
  'caribbean',
  'east-african',
  'west-african',
  'southeast-asian',
  'thai',
  'japanese',
  'international',
]);

const CHEESE_CUISINES = new Set([
  'italian',
  'french',
  'spanish',
  'greek',
  'british',
  'american',
  'mexican',
  'international',
  'middle-eastern',
]);

/** Cuisines whose long stews (chilli, chili verde) are served under grated cheese. */
const CHEESE_ON_STEWS = new Set(['american', 'mexican']);

/** Vegetables a cook steams to serve beside a main. */
const SIDE_VEG = new Set<Group>([
  'brassica',
  'green-bean',
  'pea',
  'leafy-green',
  'asparagus',
  'courgette',
  'corn',
]);

/** Sauces and relishes served at the table with a savoury dish. */
const TABLE_CONDIMENTS = new Set<Group>([
  'hot-sauce',
  'sweet-chilli',
  'steak-sauce',
  'mustard',
  'mayo',
  'ketchup',
  'brown-sauce',
  'chutney',
  'pickle',
  'sweet-pickle',
  'horseradish',
  'mint-sauce',
  'salsa',
  'guacamole',
  'yogurt-dip',
  'creamy-dressing',
  'kimchi',
  'fruit-sauce',
]);

/** Sweet things brushed over roasting meat or fish to glaze it. */
const GLAZES = new Set<Group>(['sweet-spread', 'syrup']);

/** Fruit a cook simmers into a quick sauce for duck, pork, lamb or game: blackberries, rhubarb. */
const SAUCE_FRUIT = new Set<Group>(['berry', 'rhubarb', 'stone-fruit']);

/** Citrus squeezed over a savoury dish: lemons and limes, and oranges or grapefruit too. */
const SQUEEZING_CITRUS = new Set<Group>(['citrus', 'orange']);

/** Vegetables eaten raw, never cooked into a dish. */
const RAW_ONLY = new Set<Group>(['cucumber', 'radish', 'salad-leaf']);
/** What a visitor calls vegetables they cooked before: "leftover sprouts", "mashed neeps". */
const ALREADY_COOKED = /\b(?:leftovers?|cooked|mashed)\b/i;
/**
 * Flatbreads served beside a dish are warmed, as a cook does, and bought parathas cooked from
 * frozen (they are raw dough); a loaf or injera goes to the table as it is.
 */
const WARM_IN_PAN = 'warm the {} in a dry frying pan over a medium heat for 1 minute a side';
const WARMED_BREAD: Readonly<Partial<Record<IngredientId, string>>> = {
  paratha:
    'cook the {} one at a time in a dry frying pan over a medium heat for 1–2 minutes a side, until puffed and golden',
  naan: WARM_IN_PAN,
  peshwari_naan: WARM_IN_PAN,
  pitta: 'warm the {} in a dry frying pan or under the grill for 1 minute a side',
  tortilla: 'warm the {} one at a time in a dry frying pan for 20–30 seconds a side',
  flatbread: WARM_IN_PAN,
};

/** What a visitor calls vegetables bought in a tin: "tin of sweetcorn", "canned peas". */
const TINNED_VEG = /\b(?:tinned|canned|tins?|cans?)\b/i;
/** Herbs that give their scent to a simmer and are never scattered raw over a dish. */
const SIMMERED_HERBS = new Set<Group>(['lemongrass', 'pandan', 'lime-leaf']);

/** Fruit a cook roasts with meat. */
const ROASTING_FRUIT = new Set<Group>(['orchard', 'stone-fruit', 'grape']);

/** Sweet things that can be served with a dessert or a bake as they are. */
const SWEET_TOPPINGS = new Set<Group>([
  'chocolate',
  'syrup',
  'sweet-spread',
  'ice-cream',
  'sprinkles',
  'caramel',
  'meringue',
  'marshmallow',
  'custard',
]);

function fitsTaste(spec: IngredientSpec, taste: 'sweet' | 'savoury'): boolean {
  return spec.flavour === 'neutral' || spec.flavour === 'both' || spec.flavour === taste;
}

/** A main cooking this long is a braise or a slow roast: potatoes go on the side, not in the pot. */
const LONG_BRAISE_MINUTES = 120;

/** Cuisines that pass bread at the table even when there is rice: naan with a curry and rice. */
const BREAD_BESIDE_RICE = new Set<string>([
  'indian',
  'middle-eastern',
  'persian',
  'turkish',
  'north-african',
  'east-african',
  'greek',
  'mexican',
  'latin-american',
]);

/** Cuisines that serve rice with a curry even when potatoes are in it (aloo gobi, malai kofta). */
const RICE_BESIDE_POTATO = new Set<string>([
  'indian',
  'thai',
  'southeast-asian',
  'caribbean',
  'east-african',
  'west-african',
  'japanese',
]);

/** Cuisines whose stews, soups and wraps take a spoonful of soured cream or yoghurt at the end. */
const DOLLOP_CUISINES = new Set<string>([
  'mexican',
  'latin-american',
  'american',
  'eastern-european',
  'german',
  'indian',
  'middle-eastern',
  'turkish',
  'persian',
  'north-african',
  'greek',
]);
const DOLLOP_METHODS = new Set<Method>(['stew', 'soup', 'wrap', 'nachos', 'bowl']);

/**
 * Whether a fried egg on top is what a cook would add: fried rice, a noodle stir-fry, a hash, a
 * breakfast plate, mushrooms on toast. Never a soup, a stew, pasta or a pie.
 */
function takesFriedEgg(dish: IndexedDish): boolean {
  if (dish.ids.has('egg')) return false;
  if (dish.spec.course === 'breakfast') return true;
  if (dish.spec.course !== 'main') return false;
  if (/\b(?:hash|fry-up|on toast|bubble and squeak|r[öo]sti)\b/i.test(dish.plainTitle)) return true;
  return (
    (dish.method === 'stir-fry' || dish.method === 'bowl') &&
    dish.slots.some(
      (s) =>
        s.spec.group === 'rice' || s.spec.group === 'cooked-rice' || s.spec.group === 'noodles',
    )
  );
}

/** Cuisines whose dishes no cook seasons with the visitor's sage, rosemary or thyme. */
const NO_WOODY_HERBS = new Set<string>([
  'chinese',
  'japanese',
  'korean',
  'thai',
  'vietnamese',
  'southeast-asian',
]);

/** Where, if anywhere, a leftover visitor ingredient can go in this dish. */
function absorbSlot(dish: IndexedDish, spec: IngredientSpec): keyof Absorbed | null {
  const { course, taste, cuisine } = dish.spec;
  const open = dish.spec.open !== undefined;
  // honey, marmalade or jam glaze a roast: sweet, but it belongs on the meat (chocolate spread,
  // Biscoff or lemon curd never do)
  if (
    taste === 'savoury' &&
    inGroups(GLAZES, spec.group) &&
    spec.flavour === 'both' &&
    dish.roast &&
    dish.hasMeat
  )
    return 'finish';
  // blackberries with duck, rhubarb with pork: sweet, but simmered into the meat's sauce
  if (taste === 'savoury' && inGroups(SAUCE_FRUIT, spec.group) && dish.hasRedMeat) return 'finish';
  if (spec.pantry || !fitsTaste(spec, taste)) return null;
  if (taste === 'savoury') {
    if (course === 'drink' || course === 'baking') return null;
    switch (spec.category) {
      case 'herb':
        // bay needs a simmer to give anything: not into a 12-minute stir-fry
        if (spec.group === 'bay') return open && dish.spec.cook >= 25 ? 'atOpen' : null;
        // lemongrass, pandan and lime leaves are too tough to eat raw: they scent a simmer
        if (inGroups(SIMMERED_HERBS, spec.group))
          return open && dish.spec.cook >= 15 && dish.method !== 'oven' ? 'atOpen' : null;
        // sage, rosemary and thyme belong to a European or Levantine pan, never a wok of soy
        if (spec.group === 'woody-herb')
          return open && !NO_WOODY_HERBS.has(cuisine) ? 'atOpen' : null;
        return 'finish';
      case 'nut':
        return spec.flavour === 'sweet' ? null : 'finish';
      case 'vegetable':
        // oven chips and leftover mash go beside a main, never into its pan or its gravy
        if (inGroups(READY_STARCH, spec.group))
          return course === 'main' && !dish.hasStarch ? 'side' : null;
        if (spec.group === 'spring-onion' || spec.group === 'chilli') return 'finish';
        // cucumber, radishes and salad leaves are never stirred into a curry or a stew
        if (inGroups(RAW_ONLY, spec.group)) return course === 'salad' ? 'finish' : null;
        if (spec.ready) return null;
        // tinned tomatoes go into a step that simmers or roasts, never into the first fry of the
        // onions
        if (spec.group === 'canned-tomato')
          return open && (opensOnSimmer(dish) || (dish.roast && dish.method === 'oven'))
            ? 'atOpen'
            : null;
        // Potatoes would fall apart in a braise of hours: a cook mashes them on the side.
        if (spec.group === 'potato' && course === 'main' && dish.spec.cook >= LONG_BRAISE_MINUTES)
          return dish.hasStarch ? null : 'side';
        // Roots need time the dish must have: no raw potato stirred into a 10-minute stir-fry.
        // peas or beans beside bangers and mash are steamed, not simmered in the onion gravy
        if (dish.gravy && course === 'main' && inGroups(SIDE_VEG, spec.group)) return 'side';
        if (open && !(spec.cook === 'long' && dish.spec.cook < 30)) return 'atOpen';
        // a main with no place for it in the pot gets its green vegetables steamed on the side,
        // and its potatoes too when it has no starch of its own
        if (course !== 'main') return null;
        if (inGroups(SIDE_VEG, spec.group)) return 'side';
        return spec.group === 'potato' && !dish.hasStarch ? 'side' : null;
      case 'spice':
        // garam masala or curry powder makes a curry of whatever it goes in: not into a Turkish
        // chickpea stew, where it says the visitor wanted a chana masala
        if (spec.group === 'curry-spice' && !CURRY_CUISINES.has(cuisine)) return null;
        return open ? 'atOpen' : null;
      case 'dairy':
        // cheese over a chilli, not over a carbonnade or a beef and ale stew of hours
        if (
          dish.method === 'stew' &&
          dish.spec.cook >= LONG_BRAISE_MINUTES &&
          !CHEESE_ON_STEWS.has(cuisine)
        )
          return null;
        return inGroups(CHEESE_GROUPS, spec.group) && CHEESE_CUISINES.has(cuisine)
          ? 'finish'
          : null;
      case 'condiment':
        // salsa and guacamole go on the table where tortillas are eaten, not beside a toad in the
        // hole or a chicken traybake
        if (
          (spec.group === 'salsa' || spec.group === 'guacamole') &&
          !TORTILLA_CUISINES.has(cuisine)
        )
          return null;
        // the mustard, mayonnaise, chutney or pickle the visitor has goes on the table
        return inGroups(TABLE_CONDIMENTS, spec.group) ? 'side' : null;
      case 'fruit':
        // a box of mandarins is eaten from the fruit bowl, not squeezed over a noodle soup
        if (spec === INGREDIENTS.clementine) return null;
        if (inGroups(SQUEEZING_CITRUS, spec.group) || spec.group === 'avocado') return 'finish';
        // grapes, peaches or apples roast beside the meat in a tray bake
        return open && spec.flavour === 'both' && inGroups(ROASTING_FRUIT, spec.group) && dish.roast
          ? 'atOpen'
          : null;
      case 'grain-and-pasta':
        return (course === 'main' || course === 'soup') && !dish.hasStarch && isSideStarch(spec)
          ? 'side'
          : null;
      case 'bread':
        return (course === 'soup' || course === 'salad' || course === 'main') &&
          !dish.hasStarch &&
          breadSuits(dish, spec)
          ? 'side'
          : null;
      default:
        return null;
    }
  }
  // sweet dishes
  switch (spec.category) {
    case 'vegetable':
      // ginger goes either way: into a crumble or a cake's fruit (spinach, though, does not)
      return open && spec.flavour === 'both' && spec.aromatic && course !== 'drink'
        ? 'atOpen'
        : null;
    case 'fruit':
      return open ? 'atOpen' : course === 'drink' ? null : 'finish';
    case 'nut':
      return course === 'drink' ? (open ? 'atOpen' : null) : 'finish';
    case 'sweet':
      // a sauce, a spread or a scattering to serve; not cocoa or sugar, which go in, not on
      // (a packet of instant pudding or custard powder is a powder, not a sauce to serve)
      return course === 'drink' || !inGroups(SWEET_TOPPINGS, spec.group) || spec.unit === 'pack'
        ? null
        : 'finish';
    case 'spice':
      return open && (spec.group === 'sweet-spice' || spec.group === 'anise') ? 'atOpen' : null;
    case 'dairy':
      return course === 'dessert' &&
        (spec.group === 'cream' || spec.group === 'yogurt' || spec.group === 'soured-cream')
        ? 'finish'
        : null;
    default:
      return null;
  }
}

/**
 * `absorbSlot` for a visitor's item, remembered by what it reads of the dish (course, taste,
 * cuisine kind, open step, cooking time and the rest: a few hundred kinds over the cookbook) and
 * the item's lexicon entry, since a long list asks it of every candidate dish.
 */
function absorbSlotOf(dish: IndexedDish, v: VisitorItem): keyof Absorbed | null {
  const spec = v.spec;
  if (!spec) return null;
  // an entry rewritten for the visitor's diet is asked afresh: only the lexicon's own are kept
  if (!v.id || INGREDIENTS[v.id] !== spec) return absorbSlot(dish, spec);
  const profile = absorbProfile(dish);
  let byId = ABSORB_MEMO.get(profile);
  if (!byId) {
    byId = new Map();
    ABSORB_MEMO.set(profile, byId);
  }
  let slot = byId.get(v.id);
  if (slot === undefined) {
    slot = absorbSlot(dish, spec);
    byId.set(v.id, slot);
  }
  return slot;
}

const ABSORB_MEMO = new Map<string, Map<IngredientId, keyof Absorbed | null>>();
const ABSORB_PROFILES = new Map<IndexedDish, string>();

/** Whether the dish's open step simmers something, where tinned tomatoes can go. */
function opensOnSimmer(dish: IndexedDish): boolean {
  const { open, steps } = dish.spec;
  return open !== undefined && SIMMER_STEP.test((steps[open] ?? '').toLowerCase());
}

/** Everything `absorbSlot` reads of a dish, as one key. */
function absorbProfile(dish: IndexedDish): string {
  let key = ABSORB_PROFILES.get(dish);
  if (key === undefined) {
    const { course, taste, cuisine, cook, open } = dish.spec;
    const flags = [
      CURRY_CUISINES.has(cuisine),
      CHEESE_CUISINES.has(cuisine),
      open !== undefined,
      cook >= 25,
      cook < 30,
      cook >= LONG_BRAISE_MINUTES,
      dish.roast,
      dish.hasMeat,
      dish.hasRedMeat,
      dish.hasStarch,
      dish.gravy,
      opensOnSimmer(dish),
      dish.method === 'oven',
    ];
    key = `${course}|${taste}|${flags.map((f) => (f ? 1 : 0)).join('')}`;
    ABSORB_PROFILES.set(dish, key);
  }
  return key;
}

/**
 * Where a leftover the ranking gave no place can still go once the dish is chosen, as a cook
 * serves what is to hand: salad leaves or cucumber dressed beside a main, soured cream or yoghurt
 * spooned over a stew, a fried egg on fried rice, naan beside a curry that has rice, rice beside
 * fishcakes. These never count towards choosing the dish: a taco list stays tacos, not a
 * paprikash with the lettuce on the side.
 */
function lateSlot(dish: IndexedDish, spec: IngredientSpec, typed: string): keyof Absorbed | null {
  const { course, taste, cuisine } = dish.spec;
  if (taste !== 'savoury' || spec.pantry) return null;
  // pickles are passed as they are, not dressed
  if (inGroups(RAW_ONLY, spec.group))
    return course === 'main' && !/\bpickled\b/i.test(typed) ? 'side' : null;
  if (spec.group === 'soured-cream' || spec.group === 'yogurt')
    return (course === 'main' || course === 'soup') &&
      DOLLOP_CUISINES.has(cuisine) &&
      DOLLOP_METHODS.has(dish.method)
      ? 'finish'
      : null;
  // one fried egg a plate, so never from a cook who counted fewer eggs than the dish has plates
  if (spec.group === 'egg') {
    const eggs = typedCount(typed);
    return takesFriedEgg(dish) && (eggs === null || eggs >= dish.spec.serves) ? 'finish' : null;
  }
  if (spec.category === 'grain-and-pasta') {
    if (servedUnder(dish, spec)) return 'side';
    if (!isSideStarch(spec)) return null;
    if (course === 'side') return dish.hasMeat && !dish.hasStarch ? 'side' : null;
    return (course === 'main' || course === 'soup') &&
      !dish.hasGrain &&
      !dish.hasBread &&
      RICE_BESIDE_POTATO.has(cuisine)
      ? 'side'
      : null;
  }
  if (breadSuits(dish, spec))
    return (course === 'main' || course === 'soup' || course === 'breakfast') &&
      !dish.hasBread &&
      dish.method !== 'pasta' &&
      dish.method !== 'layered' &&
      ((course !== 'breakfast' && BREAD_BESIDE_RICE.has(cuisine)) ||
        // a loaf, not tortillas: no wraps beside a fish stew
        (spec.group === 'bread' && !dish.hasGrain && MOPPED_UP.has(dish.method)))
      ? 'side'
      : null;
  return null;
}

/** Cuisines that eat tortillas with a stew or a plate of meat. */
const TORTILLA_CUISINES = new Set<string>(['mexican', 'latin-american', 'american']);

/**
 * Whether the visitor's bread is one this dish is eaten with: a loaf with anything, a flatbread
 * where flatbreads are the daily bread (naan with a curry, pitta with a stew), and tortillas only
 * with a dish from where tortillas are eaten, never beside a French daube or a Thai curry.
 */
function breadSuits(dish: IndexedDish, spec: IngredientSpec): boolean {
  if (spec.group === 'bread') return true;
  if (spec.group !== 'flatbread') return false;
  return spec === INGREDIENTS.tortilla
    ? TORTILLA_CUISINES.has(dish.spec.cuisine)
    : BREAD_BESIDE_RICE.has(dish.spec.cuisine);
}

/** Dishes whose sauce or yolks a cook mops up with bread, in any cuisine: a soup, a stew, shakshuka. */
const MOPPED_UP = new Set<Method>(['soup', 'stew', 'eggs']);

/** Cuisines that serve plain rice with a fried, grilled or roast main, not only with a stew. */
const RICE_WITH_ANY_MAIN = new Set<string>([
  'chinese',
  'korean',
  'japanese',
  'vietnamese',
  'thai',
  'southeast-asian',
  'indian',
  'caribbean',
  'latin-american',
  'mexican',
  'middle-eastern',
  'persian',
  'turkish',
  'east-african',
  'west-african',
]);

/** Cuisines that serve a stew over couscous or bulgur. */
const GRAIN_CUISINES = new Set<string>([
  'north-african',
  'middle-eastern',
  'turkish',
  'persian',
  'greek',
]);

/** Cuisines that serve a braise over buttered ribbons: a daube, a stroganoff, a goulash. */
const RIBBONS_CUISINES = new Set<string>([
  'french',
  'italian',
  'german',
  'eastern-european',
  'jewish',
  'american',
  'british',
]);

/** Ribbon pasta and egg noodles, boiled and buttered beside a braise. */
const RIBBONS: ReadonlySet<IngredientSpec> = new Set([
  INGREDIENTS.tagliatelle,
  INGREDIENTS.egg_noodles,
]);

/**
 * Whether the visitor's rice, couscous or ribbon pasta is what a cook serves a main with, when
 * the dish has no starch of its own: rice under a stew anywhere and under a fried or roast main
 * where rice is the daily starch (tonkatsu, jeyuk bokkeum), couscous under a tagine, tagliatelle
 * or egg noodles under a daube or a stroganoff.
 */
function servedUnder(dish: IndexedDish, spec: IngredientSpec): boolean {
  const { course, cuisine } = dish.spec;
  if (course !== 'main' || dish.hasStarch) return false;
  const saucy = dish.method === 'stew' || dish.method === 'stir-fry';
  const group = spec.group;
  if (group === 'rice' || group === 'cooked-rice' || group === 'wild-rice')
    return (
      saucy ||
      (RICE_WITH_ANY_MAIN.has(cuisine) && (dish.method === 'pan' || dish.method === 'oven'))
    );
  if (group === 'sushi-rice')
    // short-grain rice steamed plain beside a Japanese or Korean main, not pudding rice
    return spec === INGREDIENTS.sushi_rice && (cuisine === 'japanese' || cuisine === 'korean');
  if (group === 'grain') return GRAIN_CUISINES.has(cuisine) && dish.method !== 'wrap';
  return dish.method === 'stew' && RIBBONS_CUISINES.has(cuisine) && RIBBONS.has(spec);
}

function isSideStarch(spec: IngredientSpec): boolean {
  return spec.group === 'rice' || spec.group === 'grain' || spec.group === 'noodles';
}

/** The visitor's list, indexed once per request. */
export interface PreparedVisitor {
  all: readonly VisitorItem[];
  known: readonly VisitorItem[];
  byId: ReadonlyMap<IngredientId, VisitorItem>;
  /** general ingredient → the visitor's variety of it (bell pepper → their red pepper) */
  byVariety: ReadonlyMap<IngredientId, VisitorItem>;
  /** later entries naming an ingredient already listed */
  repeats: ReadonlySet<number>;
  /** non-pantry items by substitution group */
  byGroup: ReadonlyMap<string, readonly VisitorItem[]>;
  /**
   * What the meal is about, most important first: the visitor's fresh meat, fish and tofu in the
   * order typed; without any, the first thing listed that can carry a dish (not a seasoning). Every
   * recipe offered uses the first; leaving out the others costs.
   */
  mains: readonly VisitorItem[];
  /** Whether candidates must use `mains[0]` (relaxed only when too few recipes do). */
  requireMain: boolean;
  /** How much leaving each of the visitor's items out costs (see `itemWeight`), by index. */
  weights: Float64Array;
  /** How many pieces the visitor typed of each item ("2 eggs"), by index; 0 where they typed none. */
  counts: Float64Array;
  totalWeight: number;
  /** Working space `scoreDish` reuses for every dish of this request. */
  scratch: ScoreScratch;
  /** By `ID_NUMBER`: 1 where the visitor has the ingredient or a variety of it (`exactFor`). */
  haveId: Uint8Array;
  /**
   * By `GROUP_NUMBER`: 1 where the visitor has something of the group, 2 where something of a
   * neighbouring group may stand in for it in some dishes (`standInsFor` decides which), else 0.
   */
  reachGroup: Uint8Array;
}

/**
 * What `scoreDish` leaves behind for the dish it scored last. Scoring ~50 dishes per request
 * used to build a Map, two Sets and four arrays for each; keeping the working state here makes
 * scoring allocation-free, and `matchDish` turns it into a `DishMatch` for the one dish chosen.
 */
interface ScoreScratch {
  /** visitor index → 1 when the dish uses that item */
  taken: Uint8Array;
  /** dish slot → the visitor item that provides it */
  provided: (VisitorItem | null)[];
  /** visitor index → where the dish absorbs that leftover item */
  absorbedAs: (keyof Absorbed | null)[];
  /** the signature credit of the dish scored last */
  signature: number;
  /** how many ingredients the visitor would buy for the dish scored last */
  extras: number;
  /** how many of those are more than a seasoning (see `isSeasoningExtra`) */
  fullExtras: number;
  /** how many of those are at the dish's heart (the peaches of a peach cobbler) */
  coreExtras: number;
  /** the share of the visitor's list the dish scored last uses */
  coverage: number;
  /** whether the dish scored last uses the visitor's main ingredient only as a stand-in */
  mainStandsIn: boolean;
  /** whether that stand-in is another thing (their lamb for its beef), not another cut of it */
  mainSwapped: boolean;
  /** whether the dish scored last has a place of its own for the visitor's main (not only absorbed) */
  mainPlaced: boolean;
  /** dish slot → 1 when the dish scored last is written without that seasoning (see leave-out.ts) */
  leftOut: Uint8Array;
}

/**
 * Raw groups a cooked leftover can stand in for: yesterday's roast chicken in a fried rice or a
 * pie, cooked rice for rice. Their safety clause becomes "until piping hot".
 */
const COOKED_STANDS_IN: Readonly<Record<string, readonly string[]>> = {
  // and the other way: rice cooked today does for a fried rice that wants yesterday's
  rice: ['cooked-rice'],
  'cooked-poultry': ['poultry'],
  'cooked-prawn': ['prawn'],
  'cooked-fish': ['white-fish', 'oily-fish'],
};

/**
 * How much leaving one of the visitor's items out of a recipe costs: the kimchi of a kimchi toastie
 * or the apples with pork chops are what the list is about; the salt, a spice or an onion are not.
 */
export function itemWeight(v: VisitorItem): number {
  const spec = v.spec;
  // what no recipe can use (unknown words, things that are not food) weighs nothing
  if (!spec) return 0;
  if (spec.pantry) return 0.3;
  if (spec.category === 'spice' || spec.category === 'herb' || spec.aromatic) return 0.6;
  if (['condiment', 'liquid', 'fat', 'baking'].includes(spec.category)) return 1;
  return 1.5;
}

/** The weighted share of the visitor's list that these items (by index) cover. */
export function weightedCoverage(
  prepared: PreparedVisitor,
  isUsed: (index: number) => boolean,
): number {
  if (prepared.totalWeight === 0) return 0;
  let used = 0;
  for (const v of prepared.all) if (isUsed(v.index)) used += prepared.weights[v.index] ?? 0;
  return used / prepared.totalWeight;
}

/** Categories that can carry a dish when the visitor has no meat or fish. */
const HERO_CATEGORIES = new Set([
  'egg',
  'vegetable',
  'fruit',
  'grain-and-pasta',
  'bread',
  'dairy',
  'legume',
  'nut',
  'sweet',
]);

/** Fish and shellfish used as a seasoning, never the heart of a meal. */
const SEASONING_SEAFOOD = new Set<Group>(['anchovy', 'dried-shrimp', 'dried-seafood', 'bonito']);

function findMains(known: readonly VisitorItem[]): VisitorItem[] {
  const proteins = known.filter(
    (v) =>
      v.spec &&
      (v.spec.category === 'protein' || v.spec.category === 'seafood') &&
      !inGroups(SEASONING_SEAFOOD, v.spec.group),
  );
  if (proteins.length > 0) return proteins;
  // flour with yeast is a bread: the tomatoes or olives on it are its topping, not its heart
  if (known.some((v) => v.spec?.group === 'yeast')) {
    const flour = known.find((v) => v.spec?.group === 'flour' || v.spec?.group === 'bread-flour');
    if (flour) return [flour];
  }
  const hero = known.find(
    (v) =>
      v.spec &&
      !v.spec.pantry &&
      !v.spec.aromatic &&
      HERO_CATEGORIES.has(v.spec.category) &&
      v.spec.group !== 'butter' &&
      v.spec.group !== 'milk',
  );
  return hero ? [hero] : [];
}

export function prepareVisitor(visitor: readonly VisitorItem[]): PreparedVisitor {
  const known = visitor.filter((v) => v.id !== null);
  const byId = new Map<IngredientId, VisitorItem>();
  const byVariety = new Map<IngredientId, VisitorItem>();
  const repeats = new Set<number>();
  for (const v of known) {
    if (!v.id) continue;
    if (byId.has(v.id)) repeats.add(v.index);
    else byId.set(v.id, v);
  }
  for (const v of known) {
    const general = v.spec?.of as IngredientId | undefined;
    if (general && !byId.has(general) && !byVariety.has(general) && !repeats.has(v.index))
      byVariety.set(general, v);
  }
  const byGroup = new Map<string, VisitorItem[]>();
  for (const v of known) {
    const g = v.spec?.group;
    if (!g || v.spec?.pantry) continue;
    for (const group of [g, ...(COOKED_STANDS_IN[g] ?? [])]) {
      const list = byGroup.get(group) ?? [];
      list.push(v);
      byGroup.set(group, list);
    }
  }
  const scratch: ScoreScratch = {
    taken: new Uint8Array(visitor.length),
    provided: new Array<VisitorItem | null>(MAX_SLOTS).fill(null),
    absorbedAs: new Array<keyof Absorbed | null>(visitor.length).fill(null),
    signature: 0,
    extras: 0,
    fullExtras: 0,
    coreExtras: 0,
    coverage: 0,
    mainStandsIn: false,
    mainSwapped: false,
    mainPlaced: false,
    leftOut: new Uint8Array(MAX_SLOTS),
  };
  const mains = findMains(known.filter((v) => !repeats.has(v.index)));
  const weights = new Float64Array(visitor.length);
  const counts = new Float64Array(visitor.length);
  let totalWeight = 0;
  for (const v of visitor) {
    weights[v.index] = itemWeight(v);
    totalWeight += weights[v.index] ?? 0;
    counts[v.index] = typedCount(v.text) ?? 0;
  }
  const haveId = new Uint8Array(ID_NUMBER.size);
  for (const id of [...byId.keys(), ...byVariety.keys()]) haveId[ID_NUMBER.get(id) ?? 0] = 1;
  const reachGroup = new Uint8Array(GROUP_NUMBER.size);
  for (const group of byGroup.keys()) {
    const number = standInGroupNumber(group);
    if (number >= 0) reachGroup[number] = 1;
  }
  for (const [number, near] of NEAR_REACH)
    if (reachGroup[number] === 0 && near.some((g) => byGroup.has(g))) reachGroup[number] = 2;
  return {
    all: visitor,
    known,
    byId,
    byVariety,
    repeats,
    byGroup,
    mains,
    requireMain: true,
    weights,
    counts,
    totalWeight,
    scratch,
    haveId,
    reachGroup,
  };
}

/** The visitor's item that is exactly this ingredient, or a variety of it. */
function exactFor(id: IngredientId, prepared: PreparedVisitor): VisitorItem | undefined {
  return prepared.byId.get(id) ?? prepared.byVariety.get(id);
}

/** Whether the visitor's item is the dish's ingredient itself (or a variety of it). */
function isExact(v: VisitorItem, id: IngredientId): boolean {
  return v.id === id || v.spec?.of === id;
}

/**
 * A cheap test, with no allocation, that rejects only dishes `scoreDish` would reject too: it lets
 * one visitor item stand in for every dish ingredient of its group, which can only overstate what
 * the visitor provides. Most candidate dishes of a long list end here.
 */
function couldFit(dish: IndexedDish, prepared: PreparedVisitor): boolean {
  let coreHave = 0;
  let extras = 0;
  let missingMains = 0;
  let mainsHad = 0;
  // more than half the core gone already: the dish cannot fit, whatever the rest
  let coreLost = 0;
  const coreLimit = dish.coreWeight * 0.5;
  const slots = dish.slots;
  const { haveId, reachGroup } = prepared;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if (!slot || slot.spec.pantry) continue;
    const w = slot.weight;
    if (haveId[slot.idNumber] === 1) {
      if (slot.freshMain) mainsHad++;
      if (slot.core) coreHave += w;
    } else if (
      slot.groupNumber >= 0 &&
      (reachGroup[slot.groupNumber] === 1 ||
        (reachGroup[slot.groupNumber] === 2 && standInsFor(slot.spec.group ?? '', dish, prepared)))
    ) {
      if (slot.freshMain) mainsHad++;
      if (slot.core) coreHave += w * SUBSTITUTE_FACTOR;
      if (slot.core && (coreLost += w * (1 - SUBSTITUTE_FACTOR)) > coreLimit) return false;
    } else if (slot.core && (coreLost += w) > coreLimit) {
      return false;
    } else if (!slot.optional && !slot.removable) {
      if (slot.freshMain) missingMains++;
      // too much to buy already: most dishes of a long cookbook stop here
      if (++extras > MAX_EXTRAS) return false;
    }
  }
  if (missingMains > 0 && mainsHad === 0) return false;
  return extras <= MAX_EXTRAS && coreHave > 0 && coreHave >= coreLimit;
}

/**
 * Scores one dish against the visitor's ingredients, or null when it does not fit: too much to
 * buy, too little of its core, fresh meat or fish to buy, or the visitor's main ingredient not in
 * it. Allocates nothing: the details of the match stay in `prepared.scratch` (see `matchDish`).
 */
export function scoreDish(dish: IndexedDish, prepared: PreparedVisitor): number | null {
  if (!couldFit(dish, prepared)) return null;
  const { known, byId, repeats, scratch, mains } = prepared;
  const { taken, provided, absorbedAs } = scratch;
  const slots = dish.slots;
  taken.fill(0);
  absorbedAs.fill(null);
  // exact matches (and varieties) first, then same-group stand-ins
  const { haveId, reachGroup } = prepared;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const v = slot && haveId[slot.idNumber] === 1 ? exactFor(slot.id, prepared) : undefined;
    if (v && taken[v.index] === 0) {
      provided[i] = v;
      taken[v.index] = 1;
    } else {
      provided[i] = null;
    }
  }
  // (a staple the dish takes for granted too: the visitor's peanut oil for its vegetable oil, their
  // light brown sugar for its caster sugar, rather than theirs unused beside a bought one)
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const spec = slot?.spec;
    if (!spec || provided[i] !== null || !spec.group || reachGroup[slot.groupNumber] === 0)
      continue;
    // (and their self-raising flour for the plain flour a sponge raises with baking powder)
    // (and the chapati flour its note offers for the plain flour of a paratha)
    const offeredOnly =
      spec.pantry &&
      !QUIET_GROUPS.has(spec.group) &&
      !(dish.raisedFlour && spec.group === FLOUR_GROUP);
    if (offeredOnly && !slot.offers) continue;
    const group = standInsFor(spec.group, dish, prepared);
    if (!group) continue;
    for (let g = 0; g < group.length; g++) {
      const v = group[g];
      if (!v || taken[v.index] !== 0) continue;
      if (offeredOnly && !(v.id && slot.offers?.includes(v.id))) continue;
      // never across animals: beef in a lamb dish (fårikål) is another dish, however it stews
      const theirs = v.spec && animalOf(v.spec);
      if (theirs && theirs !== (animalOf(spec) ?? theirs)) continue;
      // a lean breast dries out in a braise written for thighs
      if (LEAN_CUTS.has(v.id ?? '') && !LEAN_CUTS.has(slots[i]?.id ?? '') && dish.spec.cook >= 40)
        continue;
      // and drumsticks on the bone stay raw at the centre in the minutes a breast is given
      if (v.spec?.group === 'poultry-bone' && LEAN_CUTS.has(slots[i]?.id ?? '')) continue;
      // strawberries poached like pears, upright until a knife slides in, are mush
      if (v.spec?.group === 'berry' && spec.group === 'orchard' && dish.method !== 'bake') continue;
      if (!standsInFor(v.id, slots[i]?.id, dish)) continue;
      provided[i] = v;
      taken[v.index] = 1;
      break;
    }
  }
  const main = mains[0];
  if (main && prepared.requireMain && taken[main.index] === 0) return null;

  let hasFreshMain = false;
  for (let i = 0; i < slots.length; i++)
    if (slots[i]?.freshMain && provided[i]) hasFreshMain = true;
  // With the whole signature set in hand, the visitor means this dish: a cook makes it without
  // a spice or a sauce they lack rather than send them shopping for it.
  let complete = dish.signature.length > 0;
  for (const i of dish.signature) if (!provided[i]) complete = false;
  let leftOut = 0;
  scratch.leftOut.fill(0);
  let have = 0;
  let total = 0;
  let coreHave = 0;
  let coreTotal = 0;
  let extras = 0;
  let coreExtras = 0;
  let fullExtras = 0;
  let penalty = 0;
  let mainStandsIn = false;
  let mainSwapped = false;
  /** the weight of the dish's place for the visitor's main: 0 when it is only absorbed */
  let mainRole = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if (!slot || slot.spec.pantry) continue;
    const spec = slot.spec;
    const v = provided[i];
    const w = slot.weight;
    if (v) {
      const group = v.spec?.group ?? '';
      const gain = isExact(v, slot.id)
        ? w
        : group === spec.group
          ? w * SUBSTITUTE_FACTOR
          : FAMILY_OF.get(group)?.includes(spec.group ?? '')
            ? w * SWAP_FACTOR
            : w * SLOW_STAND_IN_FACTOR;
      have += gain;
      total += w;
      if (slot.core) coreHave += gain;
      // nine eggs for the visitor's two is a shopping trip, if not a new ingredient
      const typed = prepared.counts[v.index] ?? 0;
      if (typed > 0 && slot.count >= 2 * typed + 2 && isExact(v, slot.id))
        penalty += TOO_FEW_PENALTY;
      if (v === main) {
        if (!isExact(v, slot.id)) {
          mainStandsIn = true;
          // thighs for breasts are both chicken; mince of one animal for another's is not
          if (!v.spec?.of || v.spec.of !== spec.of) mainSwapped = true;
        }
        mainRole = slot.weight;
      }
    } else if (slot.removable && complete && leftOut < MAX_LEFT_OUT) {
      leftOut++;
      scratch.leftOut[i] = 1;
      total += w;
      penalty += LEFT_OUT_PENALTY;
    } else if (!slot.optional) {
      // A dish built on a bought product (a jar of katsu sauce, ready-made pancakes) is for the
      // visitor who has one, never a reason to go and buy it.
      if (slot.core && isBought(spec)) return null;
      // A second meat or fish (the tofu in a prawn pad thai) may be bought; the heart of the dish
      // may not: the visitor must have some meat or fish of the dish in it.
      if (slot.freshMain && !hasFreshMain) return null;
      total += w;
      extras++;
      if (!isSeasoningExtra(spec)) fullExtras++;
      if (slot.core && isHeart(spec)) coreExtras++;
      penalty += slot.freshMain ? SECOND_PROTEIN_PENALTY : extraPenalty(spec);
    }
    if (slot.core) coreTotal += w;
  }
  if (extras > MAX_EXTRAS) return null;
  // their self-raising flour makes a sponge written for plain flour and baking powder as well, but
  // a dish written for it comes first when the two are otherwise level
  if (dish.raisedFlour)
    for (let i = 0; i < slots.length; i++)
      if (slots[i]?.id === FLOUR && provided[i]?.spec?.group === RAISES_ITSELF)
        penalty += LEFT_OUT_PENALTY;
  if (coreHave === 0 || coreHave < coreTotal * 0.5) return null;

  // A dish made of the visitor's main ingredient itself beats one it only stands in for:
  // red lentils make a dal before they make a green-lentil soup.
  if (mainStandsIn) penalty += MAIN_STAND_IN_PENALTY;
  // A dish with the visitor's main as a garnish (avocado on a tomato salad) is not a dish of it.
  if (main && prepared.requireMain && mainRole < ROLE_WEIGHT.core)
    penalty += mainRole >= ROLE_WEIGHT.supporting ? MAIN_SUPPORTING_PENALTY : MAIN_GARNISH_PENALTY;

  let signature = 0;
  for (const i of dish.signature) {
    const v = provided[i];
    const id = slots[i]?.id;
    if (v && id) signature += isExact(v, id) ? 1 : SIGNATURE_STAND_IN;
  }
  signature = dish.signature.length === 0 ? 0 : signature / dish.signature.length;
  scratch.signature = signature;
  scratch.extras = extras;
  scratch.fullExtras = fullExtras;
  scratch.coreExtras = coreExtras;
  scratch.mainStandsIn = mainStandsIn;
  scratch.mainSwapped = mainSwapped;
  scratch.mainPlaced = mainRole > 0;

  // Pantry ingredients the visitor listed count as used when the dish has them.
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const v = slot?.spec.pantry && haveId[slot.idNumber] === 1 ? byId.get(slot.id) : undefined;
    if (v && taken[v.index] === 0) {
      taken[v.index] = 1;
    }
  }

  let atOpen = 0;
  let finish = 0;
  let side = 0;
  // A whole fridge's worth of a list goes further into the pot than six things.
  const absorbCap = 6 + Math.floor(Math.max(0, prepared.all.length - 12) / 4);
  let sideStarch = false;
  for (let k = 0; k < known.length; k++) {
    const v = known[k];
    if (!v || taken[v.index] !== 0 || !v.spec) continue;
    if (repeats.has(v.index)) {
      const first = v.id ? byId.get(v.id) : undefined;
      if (first && taken[first.index] !== 0) {
        taken[v.index] = 1;
      }
      continue;
    }
    const slot = absorbSlotOf(dish, v);
    if (!slot) continue;
    if (slot === 'side' && v.spec.category !== 'vegetable') {
      if (sideStarch && v.spec.category !== 'condiment') continue;
      if (v.spec.category !== 'condiment') sideStarch = true;
    }
    const count = slot === 'atOpen' ? atOpen++ : slot === 'finish' ? finish++ : side++;
    if (count >= absorbCap) continue;
    absorbedAs[v.index] = slot;
    taken[v.index] = 1;
  }

  let leftMains = 0;
  for (let k = 1; k < mains.length; k++) {
    const v = mains[k];
    if (v && taken[v.index] === 0) leftMains++;
  }
  const coverage = weightedCoverage(prepared, (i) => taken[i] !== 0);
  scratch.coverage = coverage;
  return scoreCandidate({
    fit: total === 0 ? 0 : have / total,
    coverage,
    signature,
    signatureSize: dish.signature.length,
    signatureComplete: complete,
    signatureSpecificity: dish.specificity,
    extrasPenalty: penalty,
    leftMains,
    known: true,
    side: dish.spec.course === 'side',
  });
}

/** Scores a dish and returns the whole match (what it takes, leaves out and absorbs), or null. */
export function matchDish(dish: IndexedDish, prepared: PreparedVisitor): DishMatch | null {
  const score = scoreDish(dish, prepared);
  if (score === null) return null;
  const { taken, provided, absorbedAs } = prepared.scratch;
  const match: DishMatch = {
    dish,
    score,
    provided: new Map(),
    omitted: new Set(),
    leftOut: [],
    extras: [],
    absorbed: { atOpen: [], finish: [], side: [] },
    coverage: 0,
  };
  const { leftOut } = prepared.scratch;
  dish.slots.forEach((slot, i) => {
    const v = provided[i];
    if (v) match.provided.set(slot.id, v);
    else if (slot.spec.pantry) return;
    else if (slot.optional) match.omitted.add(slot.id);
    else if (leftOut[i]) {
      match.leftOut.push(slot.id);
      match.omitted.add(slot.id);
    } else match.extras.push(slot.id);
  });
  for (const v of prepared.known) {
    const slot = absorbedAs[v.index];
    if (slot) match.absorbed[slot].push(v);
  }
  const n = prepared.all.length;
  let used = 0;
  for (const t of taken) used += t;
  match.coverage = n === 0 ? 0 : used / n;
  // then what is left is served as a cook would, one starch beside it at most
  let starch = match.absorbed.side.some((v) => v.spec?.category !== 'vegetable');
  const seen = new Set<IngredientId>();
  for (const v of prepared.known) {
    if (taken[v.index] !== 0 || !v.spec || !v.id || seen.has(v.id)) continue;
    const slot = lateSlot(dish, v.spec, v.text);
    if (!slot) continue;
    const isStarch = v.spec.category === 'grain-and-pasta' || v.spec.category === 'bread';
    if (isStarch && starch) continue;
    starch ||= isStarch;
    seen.add(v.id);
    match.absorbed[slot].push(v);
  }
  return match;
}

function namesOf(items: readonly VisitorItem[], lines: Map<IngredientId, DraftLine>): string {
  return joinList(
    items.map((v) => {
      const line = v.id ? lines.get(v.id) : undefined;
      return line ? displayName(line.id, line.qty, line.unit) : v.text.toLowerCase();
    }),
  );
}

const SIMMER_STEP = /\b(?:simmer|stock|water|sauce|broth)\b/;
const BOIL_STEP = /^(?:boil|blanch)\b/;
const SERVE_STEP = /\b(?:serve|top with|chill|spoon into|pour into|stack)\b/;

type Speed = 'long' | 'medium' | 'quick';
const BOIL_TIME: Record<Speed, string> = {
  long: '15–20 minutes, until tender',
  medium: '4–5 minutes, until just tender',
  quick: 'the last minute',
};
const STEAM_TIME: Record<Speed, string> = {
  long: '15–20 minutes, until tender',
  medium: '4–5 minutes, until just tender',
  quick: '2–3 minutes, until just wilted',
};
const SIMMER_TIME: Record<Speed, string> = {
  long: '20–25 minutes, until tender',
  medium: '8–10 minutes, until just tender',
  quick: 'the last 2 minutes, until wilted',
};
const PAN_TIME: Record<Speed, string> = {
  long: '10–12 minutes, until tender and golden',
  medium: '4–5 minutes, until just tender',
  quick: '1–2 minutes, until wilted',
};
/** The longest of `SIMMER_TIME` and `PAN_TIME`, in minutes. */
const SIMMER_MINUTES: Record<Speed, number> = { long: 25, medium: 10, quick: 2 };
const PAN_MINUTES: Record<Speed, number> = { long: 12, medium: 5, quick: 2 };

/**
 * How the visitor's leftovers go into the dish's open step: the sentence that adds and cooks them,
 * and where a longer cook after it does their cooking too, the sentence that only adds them and
 * the minutes they need.
 */
interface Absorb {
  sentence: string;
  /** vegetables that join a long roast for its last minutes, placed by `roastedLate` */
  late?: { food: string; also: string; minutes: number };
  /** when a longer cook of the whole pan can do their cooking: the sentence that only adds them */
  inLonger?: { sentence: string; minutes: number };
}

/** How long the slowest of these vegetables takes. */
function slowest(items: readonly VisitorItem[]): Speed {
  const speeds = items.map(
    (v) => v.spec?.cook ?? (v.spec?.category === 'vegetable' ? 'medium' : 'quick'),
  );
  return speeds.includes('long') ? 'long' : speeds.includes('medium') ? 'medium' : 'quick';
}

/**
 * The sentence that adds the visitor's leftovers at the dish's open step, worded for what that
 * step does (a roasting tin, a simmering pot, a frying pan, a bowl of batter, ...).
 */
function absorbSentence(
  dish: IndexedDish,
  items: readonly VisitorItem[],
  lines: Map<IngredientId, DraftLine>,
  step: string,
): Absorb {
  const { taste, course } = dish.spec;
  // A dish that goes into the oven and never simmers is a roast, whatever its open step mentions,
  // when that step fills a tin: not when it fries onions in a casserole bound for the oven.
  const text =
    dish.roast && /\b(?:tin|tray|roasting)\b/i.test(step.replace(OVEN_HEAT, ''))
      ? 'roast'
      : step.toLowerCase();
  const names = namesOf(items, lines);
  if (taste === 'sweet') {
    if (course === 'drink') return { sentence: `Add the ${names} too.` };
    if (SERVE_STEP.test(text)) return { sentence: `Serve with the ${names} as well.` };
    return { sentence: `Add the ${names} too.` };
  }
  if (course === 'salad') return { sentence: `Toss in the ${names} too.` };
  const spiced = items.filter((v) => v.spec?.category === 'spice' || v.spec?.category === 'herb');
  // bay leaves go in with the food, to simmer: nobody "seasons with the bay leaves"
  const withFood = spiced.length < items.length;
  const seasonings = withFood ? spiced.filter((v) => v.spec?.group !== 'bay') : spiced;
  const foods = items.filter((v) => !seasonings.includes(v));
  const season = seasonings.length > 0 ? `season with the ${namesOf(seasonings, lines)}` : '';
  // a spice the dish did not ask for goes in as a cook adds one, not "season with ... at this
  // point", nor as an afterthought "too"
  if (foods.length === 0) {
    if (ROAST_STEP.test(text))
      return { sentence: `Scatter the ${namesOf(seasonings, lines)} over the tin.` };
    const stir = `Stir in the ${namesOf(seasonings, lines)}.`;
    return { sentence: stir, inLonger: { sentence: stir, minutes: 0 } };
  }
  const food = namesOf(foods, lines);
  const also = season ? ` and ${season}` : '';
  const speed = slowest(foods);
  // A short roast suits anything it absorbs; in a long one (a whole chicken's 80 minutes) only
  // roots go in at the start, and greens or peppers for their own last minutes.
  // a step that simmers a sauce is no roast for mentioning the tin of tomatoes
  if (ROAST_STEP.test(text) && (text === 'roast' || !/\bsimmer/.test(text)))
    return {
      sentence: `Add the ${food} to the tin too${also}.`,
      late:
        speed === 'long' || dish.spec.cook <= 35
          ? undefined
          : { food, also, minutes: speed === 'medium' ? 25 : 10 },
    };
  if (BOIL_STEP.test(text))
    return { sentence: `Cook the ${food} alongside for ${BOIL_TIME[speed]}${also}.` };
  // garlic or ginger goes in with the rest and cooks as long as the dish: no "last 2 minutes"
  // written before a 35-minute simmer
  if (speed === 'quick' && foods.every((v) => v.spec?.aromatic)) {
    const stir = `Stir in the ${food}${also}.`;
    return { sentence: stir, inLonger: { sentence: stir, minutes: 0 } };
  }
  const and = also ? `${also},` : '';
  // what a longer simmer or fry after it cooks as well
  const bare = `Add the ${food}${also}.`;
  // tinned tomatoes or passata thicken into the sauce: they are never "just tender"
  if (foods.every((v) => v.spec?.group === 'canned-tomato'))
    return {
      sentence: `Add the ${food}${and} and simmer for 8–10 minutes, until thickened.`,
      inLonger: { sentence: bare, minutes: 10 },
    };
  // only leaves wilt: peas or sweetcorn are cooked until hot
  const leafy = foods.every(
    (v) => v.spec?.group === 'leafy-green' || v.spec?.group === 'salad-leaf',
  );
  const done = (time: string) => (leafy ? time : time.replace('until wilted', 'until hot through'));
  if (SIMMER_STEP.test(text))
    return {
      sentence: `Add the ${food}${and} and simmer for ${done(SIMMER_TIME[speed])}.`,
      inLonger: { sentence: bare, minutes: SIMMER_MINUTES[speed] },
    };
  return {
    sentence: `Add the ${food}${and} and cook for ${done(PAN_TIME[speed])}.`,
    inLonger: { sentence: bare, minutes: PAN_MINUTES[speed] },
  };
}

/** Leaves that wilt in a minute or two. */
const WILTING_GREENS = new Set<Group>(['leafy-green']);
/** Peas and sweetcorn go into a long stew for its last minutes: hours turn them grey and mealy. */
const LATE_VEG = new Set<Group>(['pea', 'corn']);

/**
 * Whether a savoury stew, curry or soup simmers on for half an hour or more from its open step,
 * on the hob to the end (not finished in the oven).
 */
function stewsLong(dish: IndexedDish, stepsFromOpen: readonly string[]): boolean {
  // a casserole covered and braised in the oven still stews: only a roast's oven counts
  const text = stepsFromOpen
    .join(' ')
    .toLowerCase()
    .replace(/\bheat the oven\b|\bcover(?:ed)?\b[^.]*?\boven\b/g, '');
  return (
    (dish.method === 'stew' || dish.method === 'soup') &&
    dish.spec.taste === 'savoury' &&
    !dish.roast &&
    dish.spec.cook >= 30 &&
    !ROAST_STEP.test(text) &&
    !BOIL_STEP.test(text)
  );
}

/** Inserts a sentence before the one that seasons or serves the dish, or at the step's end. */
function beforeServing(step: string, sentence: string): string {
  let at = step.search(/(?:^|(?<=[.!?]\s))(?:Season|Serve|Taste|Ladle|Spoon|Divide)\b/);
  // else before the sentence that ends in serving it ("If the sauce is thin, …, then serve")
  if (at < 0) at = step.search(/(?:^|(?<=[.!?]\s))[^.!?]*\bserve\b/);
  return at < 0 ? `${step} ${sentence}` : `${step.slice(0, at)}${sentence} ${step.slice(at)}`;
}

/** Between two sentences of a step: "… until soft. Add …" (not "2.5 cm" nor "e.g. the"). */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-Z])/;

/** When a side that takes 20 minutes or so goes on beside a long dish. */
const NEAR_SERVING = 'About 25 minutes before serving';

/** Starches that go soft or stick as they wait: cooked as the dish is served, not before it. */
const QUICK_STARCH: ReadonlySet<string> = new Set(['pasta', 'noodles', 'gnocchi']);
/** Noodles or pasta the visitor has cooked already, or bought ready for the wok. */
const READY_COOKED = new RegExp(
  `${ALREADY_COOKED.source}|\\b(?:straight|ready)[- ]to[- ]wok\\b`,
  ALREADY_COOKED.flags,
);

/** A sentence that cooks the dish itself, not one that marinates, chills or rests it. */
const COOKS = /\b(?:braise|simmer|roast|cook|bake|stew)\b/i;

/**
 * Puts the mash for a long braise where a cook makes it: while the braise finishes, when the last
 * step is the braise ("Cover and braise for 2½ hours … While it finishes, boil the potatoes …"),
 * else in a step of its own before the one that serves. Never after the dish is served.
 */
function withMash(steps: string[], mash: string): void {
  const last = steps.length - 1;
  const sentences = (steps[last] ?? '').split(SENTENCE_BREAK);
  const braise = longCookIn(steps[last] ?? '');
  if (braise >= 0) {
    sentences.splice(braise + 1, 0, `While it finishes, ${mash}`);
    steps[last] = sentences.join(' ');
  } else steps.splice(Math.max(1, last), 0, `${NEAR_SERVING}, ${mash}`);
}

/** What a cook folds into a cake's batter or a cookie dough rather than serving beside it. */
const FOLDED_IN = new Set<Group>([
  'nut',
  'coconut',
  'dried-fruit',
  'berry',
  'chocolate',
  'candied-peel',
  'orchard',
]);

/** A sentence that puts a mixture into its tin: "Spoon into the tin", "Divide between the cases". */
const INTO_THE_TIN =
  /^(?:[A-Z][a-z]+ )?(?:spoon|pour|scrape|tip|divide|spread|dollop|drop|scoop|roll|press)\b/i;

/**
 * Folds the visitor's nuts, dried fruit, berries or chocolate into the batter, dough or mixture
 * just before it goes into its tin: "Roughly chop the pecans, then fold them and the currants into
 * the batter." False, and nothing changed, when the steps name no mixture going into a tin.
 */
function foldIn(
  steps: string[],
  items: readonly VisitorItem[],
  lines: Map<IngredientId, DraftLine>,
): boolean {
  const word = ['batter', 'dough', 'mixture'].find((w) => steps.some((s) => s.includes(w)));
  if (!word) return false;
  const from = steps.findIndex((s) => s.includes(word));
  for (let i = from; i < steps.length; i++) {
    const sentences = (steps[i] ?? '').split(SENTENCE_BREAK);
    const at = sentences.findIndex(
      (s, j) => INTO_THE_TIN.test(s) && (i > from || j > 0 || s.includes(word)),
    );
    if (at < 0) continue;
    const name = (v: VisitorItem) => namesOf([v], lines);
    const plural = (v: VisitorItem) => {
      const line = v.id ? lines.get(v.id) : undefined;
      return line ? isPluralName(line.id, name(v)) : false;
    };
    const chopped = items.filter(
      (v) => v.spec?.group === 'nut' || (v.spec?.group === 'chocolate' && v.spec.unit === 'g'),
    );
    const diced = items.filter((v) => v.spec?.group === 'orchard');
    const whole = items.filter((v) => !chopped.includes(v) && !diced.includes(v));
    const preps = [
      ...(chopped.length > 0 ? [`roughly chop the ${joinList(chopped.map(name))}`] : []),
      ...(diced.length > 0 ? [`peel, core and dice the ${joinList(diced.map(name))}`] : []),
    ];
    const wholeNames = joinList(whole.map(name));
    const prepared = [...chopped, ...diced];
    const them = prepared.length > 1 || prepared.some(plural) ? 'them' : 'it';
    const andWhole = whole.length > 0 ? ` and the ${wholeNames}` : '';
    const sentence =
      preps.length > 0
        ? `${capitalise(joinList(preps))}, then fold ${them}${andWhole} into the ${word}.`
        : `Fold the ${wholeNames} into the ${word}.`;
    sentences.splice(at, 0, sentence);
    steps[i] = sentences.join(' ');
    return true;
  }
  return false;
}

/** The sentence that heats the oven, at the start of a step. */
const OVEN_HEAT = /^(?:pre)?heat the oven[^.]*\.\s+/i;

/** A sentence that roasts or bakes for a time: "Roast for 45–50 minutes, turning once, ...". */
const OVEN_COOK = /\b(?:[Rr]oast|[Bb]ake)\b/;
/** The time a roasting sentence gives, and "more" after it. */
const FOR_TIME = /\bfor (?:about )?\d+(?:–\d+)?½? (?:minutes?|hours?)(?: more)?/;

/**
 * Puts vegetables that need only a roast's last minutes where the roast is timed, not into the
 * step that fills the tin: "Roast for 45–50 minutes, adding the peppers for the last 25 minutes,
 * until ..." or, when a later sentence roasts for about their time, "Add the peppers to the tin."
 * before it. False, and nothing changed, when no sentence from `from` on roasts for a time.
 */
function roastedLate(steps: string[], from: number, late: NonNullable<Absorb['late']>): boolean {
  const roasts: { step: number; at: number; minutes: number }[] = [];
  for (let i = from; i < steps.length; i++)
    (steps[i] ?? '').split(SENTENCE_BREAK).forEach((sentence, at) => {
      const minutes = minutesIn(sentence);
      if (OVEN_COOK.test(sentence) && FOR_TIME.test(sentence) && minutes > 0)
        roasts.push({ step: i, at, minutes });
    });
  if (roasts.length === 0) return false;
  // the last roast that, with those after it, lasts at least their time
  let k = roasts.length - 1;
  let remaining = roasts[k]?.minutes ?? 0;
  while (k > 0 && remaining < late.minutes) remaining += roasts[--k]?.minutes ?? 0;
  const chosen = roasts[k];
  if (!chosen) return false;
  const sentences = (steps[chosen.step] ?? '').split(SENTENCE_BREAK);
  const roast = sentences[chosen.at] ?? '';
  if (chosen.minutes >= late.minutes + 5 && !late.also) {
    // a roast long enough to hold them: "Roast for 45–50 minutes, adding the peppers for the last
    // 25 minutes, until ..."
    sentences[chosen.at] = roast.replace(
      FOR_TIME,
      (time, at: number) =>
        `${time}, adding the ${late.food} for the last ${late.minutes} minutes${/^[ ]\w/.test(roast.slice(at + time.length)) ? ',' : ''}`,
    );
    steps[chosen.step] = sentences.join(' ');
    return true;
  }
  // otherwise in before this roast or the next, whichever leaves them nearer their time
  const next = roasts[k + 1];
  const add = `Add the ${late.food} to the tin${late.also}.`;
  if (
    next &&
    Math.abs(remaining - chosen.minutes - late.minutes) <= Math.abs(remaining - late.minutes)
  ) {
    const later = (steps[next.step] ?? '').split(SENTENCE_BREAK);
    later.splice(next.at, 0, add);
    steps[next.step] = later.join(' ');
    return true;
  }
  sentences.splice(chosen.at, 0, add);
  steps[chosen.step] = sentences.join(' ');
  return true;
}

/** The last sentence of a step that cooks the dish for an hour or more, or -1. */
function longCookIn(step: string): number {
  return step.split(SENTENCE_BREAK).findLastIndex((s) => COOKS.test(s) && minutesIn(s) >= 60);
}

/** A cook long enough for whatever joins it to cook in it too. */
const LONG_COOK_MINUTES = 30;

/** A time in a step's sentence: "for 5 minutes", "for 1 minute", "for 1½ hours". */
const TIMED = /\b(\d+)(?:–(\d+))?(½)? (second|minute|hour)s?\b/;

/** A sentence that cooks everything in the pan: "Cook for 12–15 minutes", "Cover and simmer ...". */
const WHOLE_POT =
  /^(?:(?:Cook|Simmer|Roast|Bake|Fry|Braise|Stew)(?: gently| uncovered| covered| slowly)?(?: for|,| over| until| with| on)|(?:Cover|Bring)\b)/;

/** The longest time a sentence gives, in minutes (the first it names). */
function minutesIn(sentence: string): number {
  const m = TIMED.exec(sentence);
  if (!m) return 0;
  const n = Number(m[2] ?? m[1]) + (m[3] ? 0.5 : 0);
  return m[4] === 'hour' ? n * 60 : m[4] === 'second' ? n / 60 : n;
}

/**
 * Adds the visitor's leftovers to the dish's open step, after its main action: its first
 * sentence, or when that only sets the pan up ("Add the rest of the oil, the onion and a pinch of
 * salt."), the first that cooks for a time. When that is a cook of the whole pan ("Cook for 12–15
 * minutes", "Cover and simmer for an hour") they go in before it, and cook in it when it is long
 * enough for them; otherwise (the onions' 6 minutes, the garlic's one) after it, for their own
 * time. A roast's "for the last 25 minutes" stays after the first sentence.
 */
function withAbsorbed(step: string, add: Absorb): string {
  // Heating the oven is not the step's action: add after the sentence that follows it.
  const skip = OVEN_HEAT.exec(step)?.[0].length ?? 0;
  const sentences = step.slice(skip).split(SENTENCE_BREAK);
  const insert = (at: number, sentence: string) =>
    at >= sentences.length
      ? `${step} ${sentence}`
      : `${step.slice(0, skip)}${[...sentences.slice(0, at), sentence, ...sentences.slice(at)].join(' ')}`;
  const timed = sentences.findIndex((s) => TIMED.test(s));
  // a step whose action is itself a long cook ("Tuck in the potatoes, cover and braise for 1 hour
  // more") takes them before it, to cook in it: not after, "for 4–5 minutes", once it is done
  // (spices and what needs minutes; peas and leaves, two minutes' cooking, still go in last)
  const first = sentences[0] ?? '';
  const needs = add.inLonger?.minutes ?? 0;
  if (
    add.inLonger &&
    (needs === 0 || needs >= 5) &&
    timed === 0 &&
    COOKS.test(first) &&
    minutesIn(first) >= LONG_COOK_MINUTES
  )
    return insert(0, add.inLonger.sentence);
  if (!add.inLonger || timed <= 0) return insert(1, add.sentence);
  const cook = sentences[timed] ?? '';
  if (!WHOLE_POT.test(cook)) return insert(timed + 1, add.sentence);
  return insert(
    timed,
    minutesIn(cook) >= add.inLonger.minutes ? add.inLonger.sentence : add.sentence,
  );
}

const MASS = new Set(['g', 'ml']);

/**
 * Whether the visitor's ingredient is the dish's named more loosely: every word of its name is in
 * the dish's ("chicken" for "chicken thigh", "onion" for "red onion"), so it needs no note.
 */
/**
 * The visitor's liquid stock in place of a dish's stock cube is warmed, not crumbled: "Crumble the
 * beef stock into 100 ml hot water" becomes "Warm 100 ml of the beef stock".
 */
function pouredNotCrumbled(
  step: string,
  standIns: ReadonlyMap<IngredientId, IngredientId>,
): string {
  let out = step;
  for (const [dishId, used] of standIns) {
    if (INGREDIENTS[dishId].group !== 'stock-cube' || INGREDIENTS[used].group !== 'stock') continue;
    for (const name of new Set([INGREDIENTS[used].name, INGREDIENTS[used].plural])) {
      out = out.replace(
        new RegExp(
          `Crumble the ${escapeRegExp(name)} into (?:(\\d+ ml) )?(?:the )?(?:hot |boiling )?water(?: and stir to dissolve)?`,
          'g',
        ),
        (_, amount: string | undefined) =>
          amount ? `Warm ${amount} of the ${name}` : `Warm the ${name}`,
      );
    }
  }
  return out;
}

/** A plate's serving of a green vegetable steamed on the side. */
const SIDE_GREENS_GRAMS = 80;

/** A step that puts the dish on the plate. */
const PLATES_STEP = /\b(?:serve|serving|warm(?:ed)? plates?|warm(?:ed)? bowls?)\b/i;

/** How long potatoes boiled or chips baked beside a dish take, from when they go on. */
const SIDE_STARCH_MINUTES = 20;

/** Kinds of food whose stand-ins of the same group leave a dish's taste as it was. */
const QUIET_SWAPS: ReadonlySet<Category> = new Set([
  'protein',
  'seafood',
  'grain-and-pasta',
  'bread',
  'fat',
  'liquid',
  'legume',
]);

/** Staples whose kinds stand in for one another unremarked: peanut oil for vegetable oil. */
const QUIET_GROUPS: ReadonlySet<string> = new Set(['oil', 'sugar']);
/** The kind of sugar or oil a dish's note names, which a stand-in of another kind drops. */
const STAPLE_KIND =
  /^(?:golden |light |dark |soft )*(?:caster|granulated|white|brown|muscovado|soft|neutral)(?: \w+)?(?:, |$)/;
/** Units in which the same amount of another of the group means the same: not slices or pieces. */
const MEASURED: ReadonlySet<Unit> = new Set(['tbsp', 'tsp', 'ml', 'g', 'pinch']);

export function sameThing(visitorId: IngredientId, dishId: IngredientId): boolean {
  const dishWords = INGREDIENTS[dishId].name.split(' ');
  return INGREDIENTS[visitorId].name.split(' ').every((w) => dishWords.includes(w));
}

/** The part of a plant or a piece a note says to use: "leaves", "florets", never a food to drop. */
const PART_WORDS = /\b(?:leaves|leaf|sprigs?|stalks?|stems?|florets?|seeds?|pods?|bones?|skins?)\b/;

/** An item bought cut up: "shredded mozzarella", "grated parmesan". */
const BOUGHT_GRATED = /\b(?:shredded|grated)\b/i;
/** A note that cuts, tears or drains a piece. */
const CUTTING = /\b(?:torn|drained|sliced|diced|cubed|grated|shredded|crumbled|cut)\b/;

/**
 * A dish line's note, for the visitor's own ingredient: the clauses that offer something else
 * ("sirloin or ribeye", "Chinese black vinegar if you have it", "or garlicky alioli") or repeat the
 * name ("cardamom pods, pods") go, since the visitor has theirs; the rest ("cut into 3 cm cubes",
 * "floury") stays.
 */
function ownNote(note: string | undefined, id: IngredientId, typed: string): string | undefined {
  if (!note) return note;
  const known = new Set(
    normaliseText(`${INGREDIENTS[id].name} ${INGREDIENTS[id].plural} ${typed}`).split(' '),
  );
  const named = (phrase: string) => {
    const words = normaliseText(phrase)
      .split(' ')
      .filter((w) => w !== 'other');
    return words.length > 0 && words.every((w) => known.has(w));
  };
  const sureness = (phrase: string) => matchIngredient(phrase)?.confidence ?? 0;
  const food = (phrase: string) => sureness(phrase) >= 0.7;
  // "caster (225 g for the sponge, 25 g for the cream)" on the visitor's caster sugar: the kind
  // they have goes and the split stays, not "caster sugar, caster (225 g ..."
  const kindFirst = /^([a-z][a-z -]*?)(: | \()/.exec(note);
  // the kind is a word the line shows: in the name, or said before it ("caster" sugar), not
  // after it (the "powder" of their custard powder, which the line still needs)
  const typedWords = normaliseText(typed).split(' ');
  const nameWords = normaliseText(INGREDIENTS[id].name).split(' ');
  const head = typedWords.indexOf(nameWords[nameWords.length - 1] ?? '');
  const shown = (phrase: string) =>
    normaliseText(phrase)
      .split(' ')
      .every((w) => nameWords.includes(w) || (head > 0 && typedWords.slice(0, head).includes(w)));
  const split =
    kindFirst?.[1] && shown(kindFirst[1]) && (kindFirst[2] === ': ' || note.endsWith(')'))
      ? note.slice(kindFirst[0].length, kindFirst[2] === ': ' ? undefined : -1)
      : note;
  const clauses = split.split(', ');
  const grated = BOUGHT_GRATED.exec(typed);
  // "tortillas, seasoning and salsa" lists what a kit holds: its foods are not choices
  const listing = clauses.some((c) => / and /.test(c));
  const keep = clauses.map((clause, i) => {
    if (/ if you have (?:it|them)$/.test(clause)) return false;
    // their cheese came grated: a ball's "drained and torn" is done already (said as they said it)
    if (grated && CUTTING.test(clause) && !BOUGHT_GRATED.test(clause)) {
      clauses[i] = grated[0].toLowerCase();
      return true;
    }
    // "demerara or light soft: 50 g for the crumble": an amount is never a choice to drop
    if (/[\d:]/.test(clause)) return true;
    // the kind the dish names, where the visitor has another: not "jasmine rice, short-grain"
    if (clashesWith(clause, typed)) return false;
    const offered = clause.replace(/^(?:or|such as) /, '');
    const alternatives = offered.split(' or ');
    // "or a handful of dried wild mushrooms, soaked" says how to use what it offers: kept whole
    if (offered !== clause && offered.split(' ').length > 4) return true;
    if (alternatives.length > 1 || offered !== clause)
      return !alternatives.some((a) => named(a) || food(a));
    // a bare food names the dish's own kind ("chicken" on the visitor's beef stock cube)
    const bareFood =
      !listing &&
      clause.split(' ').length <= 2 &&
      !PART_WORDS.test(clause) &&
      sureness(clause) >= 1;
    return !named(clause) && !bareFood;
  });
  // "pork, chicken or vegetable", "short, such as penne": what a dropped list of foods follows
  // goes with it when it is a food or the kind it names
  for (let i = clauses.length - 2; i >= 0; i--) {
    const next = clauses[i + 1] ?? '';
    if (
      keep[i] &&
      !keep[i + 1] &&
      (next.startsWith('such as ') || (/ or /.test(next) && food(clauses[i] ?? '')))
    )
      keep[i] = false;
  }
  // "frozen, or canned and drained": an alternative to a dropped clause goes too
  for (let i = 1; i < clauses.length; i++)
    if (!keep[i - 1] && clauses[i]?.startsWith('or ')) keep[i] = false;
  const out = clauses.filter((_, i) => keep[i]).join(', ');
  return out === '' ? undefined : out;
}

/** Sizes a kind is sold in, which name no kind of their own: "large flour" tortillas are flour ones. */
const SIZES = ['large', 'small', 'medium', 'big', 'mini'] as const;
const SIZE_WORDS = new RegExp(`\\b(?:${SIZES.join('|')})\\b`, 'g');
/** Sizes a note keeps when the rest of it only repeats the name: "corn tortillas, small". */
const KEPT_SIZES: ReadonlySet<string> = new Set([...SIZES, 'thin', 'thick']);

/**
 * A line's note without what its name already says: "1 can chopped tomatoes", not "…, chopped";
 * "4 egg yolks", not "…, yolks only"; "6 flour tortillas, large", not "…, large flour".
 */
function trimNamed(note: string | undefined, id: IngredientId): string | undefined {
  if (!note) return note;
  const named = new Set(
    normaliseText(`${INGREDIENTS[id].name} ${INGREDIENTS[id].plural}`).split(' '),
  );
  const out = note.split(', ').flatMap((clause) => {
    const words = normaliseText(clause).split(' ');
    if (words.length === 0 || clause.length === 0) return [clause];
    const rest = words.filter((w) => !named.has(w) && w !== 'only');
    if (rest.length === 0) return [];
    const [size] = rest;
    return rest.length === 1 && size && KEPT_SIZES.has(size) && rest.length < words.length
      ? [size]
      : [clause];
  });
  return out.length > 0 ? out.join(', ') : undefined;
}

/**
 * Kinds of one thing that exclude each other, each with those it excludes: a dish's "short-grain"
 * rice is not the visitor's jasmine, its "unsmoked" gammon not their smoked one, its "large flour"
 * tortillas not their corn ones.
 */
const KIND_CLASHES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['short grain', ['long grain', 'jasmine', 'basmati']],
  ['long grain', ['short grain', 'sushi', 'arborio', 'pudding']],
  ['smoked', ['unsmoked', 'sweet']],
  ['unsmoked', ['smoked']],
  ['streaky', ['back']],
  ['back', ['streaky']],
  ['flour', ['corn']],
  ['corn', ['flour']],
  ['light', ['dark']],
  ['dark', ['light']],
  ['sweet', ['smoked', 'hot']],
  ['salted', ['unsalted']],
  ['unsalted', ['salted']],
  ['whole', ['skimmed', 'semi skimmed', 'skim']],
  ['single', ['double', 'whipping', 'heavy']],
  ['double', ['single', 'light']],
  // the visitor's new or salad potatoes are waxy, never the dish's "floury" ones
  ['floury', ['new', 'waxy', 'salad', 'jersey royal', 'charlotte']],
  // the visitor's boneless thighs are not the dish's "bone in, skin on"
  ['bone in', ['boneless']],
  ['skin on', ['skinless', 'boneless']],
  ['boneless', ['bone in']],
  ['skinless', ['skin on']],
]);

/** Whether a note's clause names a kind of the thing other than the one the visitor typed. */
function clashesWith(clause: string, typed: string): boolean {
  const kind = normaliseText(clause.replace(SIZE_WORDS, ''))
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const others = KIND_CLASHES.get(kind);
  if (!others) return false;
  const theirs = ` ${normaliseText(typed).replace(/[^a-z]+/g, ' ')} `;
  return others.some((other) => theirs.includes(` ${other} `));
}

/** Marks the safety clause of a cooked leftover cooked where the dish has a raw piece. */
const REHEAT_MARK = '\uE000';
/** Marks the leftover's name on both sides in such a dish. */
const LEFTOVER_MARK = '\uE001';
const LEFTOVER_NAME = /\uE001[^\uE001]*\uE001/g;
/** A sentence that salts, marinates or chills a raw piece before it is cooked. */
const CURING = /\b(?:leave|chill|marinate|rest)\b[^.]*\bfor (?:at least )?[\d½¼¾]/;
const DRY_HEAT = /\b(?:fry|grill|sear|roast|brown)\b/i;
const HEATING = /\b(?:grill|fry|roast|bake|simmer|boil|heat|cook|brown|sear)/;
/** A cooking time; not one the slow cooker's line already gives for heating through. */
const COOKING_TIME =
  /(?<!on high )\bfor (?:about )?[\d½¼¾]+(?:[–-][\d½¼¾]+)? (?:minutes?|hours?)\b/g;
/** "cook on low for 6 hours, or high for 3 hours": a slow cooker heats leftovers on high. */
const SLOW_COOKER = /\bon low for [^,]+, or high for [^,]+(?=,| until)/;

/** Marks the name of bought oven chips standing in for a dish's raw potatoes. */
const CHIPS_MARK = '\uE002';

/** Whether the visitor's bought chips fill a dish's potatoes (cut into chips in its steps). */
function boughtChips(slot: string, used: IngredientId): boolean {
  return (
    used !== slot &&
    INGREDIENTS[used].group === 'chips' &&
    INGREDIENTS[slot as IngredientId]?.group === 'potato'
  );
}

/** Whether the visitor's item in a raw slot of a dish is already cooked: yesterday's salmon. */
function reheated(slot: string, used: IngredientId): boolean {
  return (
    used !== slot &&
    INGREDIENTS[used].safety === 'reheat' &&
    INGREDIENTS[slot as IngredientId]?.safety !== 'reheat'
  );
}

/**
 * A cooked leftover in a raw piece's place is heated through, not cooked again for the raw time:
 * a sentence that says when it is done ("Grill for 8–10 minutes ... until piping hot"), or that
 * fries, grills or sears it, takes a reheating time instead, and one that only salts, marinates or
 * chills it goes.
 */
function reheatTimes(step: string): string {
  if (!step.includes(REHEAT_MARK) && !step.includes(LEFTOVER_MARK)) return step;
  const out: string[] = [];
  // yesterday's rice is not cooked and cooled again, nor told it would be better so
  let cooled = false;
  for (const sentence of step.split(/(?<=[.!?])\s+/)) {
    const named = sentence.includes(LEFTOVER_MARK);
    if (named && COOK_AND_COOL.test(sentence)) {
      cooled = true;
      continue;
    }
    if (cooled && sentence.startsWith('(')) continue;
    // the verbs, not the leftover's own name: "baked salmon" is not baked again here
    const verbs = named ? sentence.replace(LEFTOVER_NAME, '') : sentence;
    if (named && CURING.test(sentence) && !HEATING.test(verbs)) continue;
    const plain = sentence.replaceAll(LEFTOVER_MARK, '').replaceAll(REHEAT_MARK, '');
    const heats = sentence.includes(REHEAT_MARK) || (named && DRY_HEAT.test(verbs));
    out.push(
      heats
        ? plain
            .replace(SLOW_COOKER, 'on high for 30 minutes')
            .replace(COOKING_TIME, 'for 4–5 minutes')
            .replace(/ (?:more|longer)(?=,| until)/, '')
        : plain,
    );
  }
  return out.join(' ');
}

/** Bought oven chips in a dish's potatoes' place bake as their packet says, in the sentence that roasts them. */
function packetTimes(step: string): string {
  if (!step.includes(CHIPS_MARK)) return step;
  return step
    .split(/(?<=[.!?])\s+/)
    .map((sentence) =>
      sentence.includes(CHIPS_MARK) && DRY_HEAT.test(sentence)
        ? sentence.replace(COOKING_TIME, 'as the packet says')
        : sentence,
    )
    .join(' ')
    .replaceAll(CHIPS_MARK, '');
}

/**
 * A dish's title with what fills each of its placeholders (`actualId`: the visitor's stand-in, or
 * the dish's own ingredient).
 */
function renderTitle(text: string, actualId: (id: string) => IngredientId): string {
  const title = text.replace(TITLE_PLACEHOLDER, (_, form: string | undefined, id: string) => {
    const used = actualId(id);
    const spec = INGREDIENTS[used];
    // one cauliflower standing in for the sprouts is "Cauliflower with Bacon", not "Cauliflowers"
    const one = used !== id && spec.unit === '' && spec.qty <= 1;
    return titleName(used, form === 'many' && isCountable(spec) && !one);
  });
  // a stand-in whose own name ends in the dish's word: "Toor Dal Dal" is a toor dal dal
  return titleSaidOnce(title);
}

/**
 * The title `buildDishDraft` would write for the dish `scoreDish` scored last, without writing the
 * rest: the stand-ins its placeholders name, as the visitor would read it.
 */
export function scoredTitle(dish: IndexedDish, prepared: PreparedVisitor): string {
  const { provided } = prepared.scratch;
  return renderTitle(dish.spec.title, (id) => {
    const i = dish.slots.findIndex((slot) => slot.id === id);
    const v = i >= 0 ? provided[i] : null;
    return v?.id ?? (id as IngredientId);
  });
}

/** A present-tense verb after a name, which a plural name takes without its "s". */
const AGREEING_VERB =
  /\{([a-z0-9_]+)\} (turn|soften|collapse|start|begin|look|feel|wilt|brown|melt|break|fall|give|take|smell|sizzle|char|blister|puff)s\b/g;

/**
 * "a {lemon}", "each {tortilla}": one, however many the visitor has ("the zest of a lemon", not
 * "a lemons"; "fill each flour tortilla", not "each flour tortillas").
 */
const A_NAME = /\b(an? |[Ee]ach )\{([a-z0-9_]+)\}/g;
/**
 * "a savoury {egg} custard", "a fierce {lime}, garlic and chilli dipping sauce": a name that
 * describes the sauce, salad or custard after it, behind "a" and an adjective or two.
 */
const A_NAME_DESCRIBING =
  /\b(an? (?:(?!(?:of|with|few|in|on|for|from|to|the|little|couple|handful|squeeze|pinch|bunch)\b)[a-z]+ ){1,2})\{([a-z0-9_]+)\}(?=[^.]{0,60}\b(?:custard|salad|sauce|dip|dressing|glaze|paste|marinade)\b)/g;

/** Words that join a name to what goes before it, never an adjective of it: "salt and pepper". */
const JOINING = new Set(['and', 'the', 'with', 'for', 'from', 'into', 'over', 'plus']);

/** What the visitor typed that says their item comes cut already: "ribs, cut small". */
const CUT_BY_VISITOR = /\b(?:cut|chopped|diced|cubed|sliced)\b/i;

/** Roasting joints, which another cut's dish cuts up first (see `jointCut`). */
const JOINTS: ReadonlySet<string> = new Set(['pork-roast', 'beef-joint']);

/**
 * How a joint standing in for a dish's chops, steaks or stewing meat is cut: as the dish's note
 * says where it says ("cut into 4 cm chunks"), else into steaks for a dish of chops or steaks, so
 * that it cooks in the dish's minutes and not raw at the centre. A pot roast braises it whole.
 */
function jointCut(note: string | undefined, group: string | undefined): string | undefined {
  const cut = note
    ?.split(', ')
    .filter((c) => /\b(?:cut|chunks?|cubes?|cubed|diced|sliced|strips?)\b/.test(c));
  if (cut && cut.length > 0) return cut.join(', ');
  return group === 'pork-cut' || group === 'steak' ? 'cut into 2 cm thick steaks' : undefined;
}

/**
 * The note on the line of the visitor's stand-in. The dish's preparation note is for its own
 * ingredient: a cooked leftover, a different amount of something else ("dried" oregano) or another
 * kind of thing (rhubarb for "Bramley apples, peeled and cored") is prepared its own way.
 */
function standInNote(
  sub: IngredientSpec,
  subId: IngredientId,
  id: IngredientId,
  note: string | undefined,
  line: { qty: number; unit: Unit; staple: boolean; keepAmount: boolean },
): string | undefined {
  const dishSpec = INGREDIENTS[id];
  // a tenderloin for the dish's chops is cut into medallions, not the strips of a stir-fry
  if (subId === MEDALLIONS.cut && id === MEDALLIONS.for) return MEDALLIONS.note;
  // a roasting joint for the dish's chops or stewing beef is cut as the dish cuts its meat
  if (JOINTS.has(sub.group ?? '') && sub.group !== dishSpec.group)
    return jointCut(note, dishSpec.group) ?? sub.prep;
  // a cube for a dish's litre of stock still needs its water
  if (sub.group && MADE_UP[sub.group] && line.unit === 'ml')
    return `made up with ${formatAmount(line.qty, 'ml')} boiling water`;
  // "150 g sugar, caster" names the dish's kind, not theirs
  if (line.staple) return note?.replace(STAPLE_KIND, '') || undefined;
  if (sub.ready && !dishSpec.ready) return undefined;
  if (!line.keepAmount) return sub.prep;
  return sub.group === dishSpec.group && !cutsItsOwnWay(sub, id, subId) ? note : sub.prep;
}

/** Writes out a matched dish, with the visitor's stand-ins and additions. */
export function buildDishDraft(match: DishMatch, visitor: readonly VisitorItem[]): Draft {
  const { dish, provided, omitted, absorbed } = match;
  const leftOutIds = new Set<string>(match.leftOut);
  const used = new Set<number>();
  const lines: DraftLine[] = [];
  const lineById = new Map<IngredientId, DraftLine>();
  /** dish id → id actually used (the visitor's stand-in, or itself) */
  const actual = new Map<IngredientId, IngredientId>();
  /** raw grains standing in for the dish's cooked ones, to cook first */
  const cookFirst: IngredientId[] = [];
  /** a bag of dried lentils for the tins a dish only warms through, to simmer first */
  const simmerFirst: IngredientId[] = [];
  // yesterday's rice in a fried rice: the half hour of cooking and cooling it is saved
  let riceReady = false;
  // the visitor's self-raising flour for the dish's plain flour carries its own raising agent
  const selfRaising = dish.raisedFlour && provided.get(FLOUR)?.spec?.group === RAISES_ITSELF;
  if (selfRaising) leftOutIds.add(RAISING_AGENT);

  for (const [id, qty, unit, , note] of dish.spec.ingredients) {
    if (omitted.has(id) || (selfRaising && id === RAISING_AGENT)) continue;
    const v = provided.get(id);
    let line: DraftLine;
    if (v?.id && v.id !== id) {
      const ownId = v.id;
      const sub = INGREDIENTS[ownId];
      // The dish's amount only means the same in the same unit (grams of one cheese for grams of
      // another); 2 tsp of dried oregano is not 2 tsp of rosemary sprigs.
      // A staple of the same kind is measured as the dish's: 3 tbsp of their brown sugar for its
      // sugar, not the brown sugar's own 100 g.
      const staple = sub.group === INGREDIENTS[id].group && QUIET_GROUPS.has(sub.group ?? '');
      // and a variety measured out is measured as the dish says: 100 ml of their white vinegar
      // for its 100 ml of white wine vinegar
      const keepAmount =
        unit === sub.unit ||
        (MASS.has(unit) && MASS.has(sub.unit)) ||
        (staple && MEASURED.has(unit)) ||
        (sub.of === id && MEASURED.has(unit) && MEASURED.has(sub.unit));
      const madeUp = sub.group ? MADE_UP[sub.group] : undefined;
      // A variety ("red pepper" for "bell pepper") or the same thing named more loosely
      // ("chicken" for "chicken thighs") needs no note; a real stand-in says what it replaces.
      // One of the same substitution group that changes nothing of the dish's taste (hoagie rolls
      // for burger buns, lardons for bacon, skate for sole) is what a cook reaches for without a
      // word, so it is not called a swap either; goat's cheese for feta or rosemary for oregano is.
      const replaces =
        sub.of === id ||
        INGREDIENTS[id].of === v.id ||
        sameThing(v.id, id) ||
        staple ||
        (selfRaising && id === FLOUR) ||
        // the chapati flour a paratha's "plain flour, or chapati flour" offers is no swap
        dish.slots.some((s) => s.id === id && s.offers?.includes(ownId)) ||
        (sub.group !== undefined &&
          sub.group === INGREDIENTS[id].group &&
          QUIET_SWAPS.has(sub.category))
          ? undefined
          : id;
      const standIn = standInNote(sub, v.id, id, note, { qty, unit, staple, keepAmount });
      // the lexicon's usual form ("pork ribs, in racks") is not theirs when they said how
      // theirs is cut ("800g pork spare ribs, cut small")
      const subNote = standIn === sub.prep && CUT_BY_VISITOR.test(v.text) ? undefined : standIn;
      line = keepAmount
        ? { id: v.id, qty, unit, note: ownNote(subNote, v.id, v.text), replaces }
        : { id: v.id, qty: sub.qty, unit: sub.unit, note: subNote, replaces };
      if (madeUp?.perMl && unit === 'ml') line.qty = Math.max(1, Math.round(qty / madeUp.perMl));
      // raw rice for a fried rice's cooked rice: cooked first, from about 40% of the weight
      if (!sub.ready && INGREDIENTS[id].ready && sub.category === 'grain-and-pasta') {
        if (MASS.has(line.unit)) line.qty = roundSmall(line.qty * COOKED_TO_DRY, false);
        line.note = 'cooked as the packet says and cooled';
        cookFirst.push(v.id);
      }
      // and yesterday's rice for the raw rice it would have cooked: two and a half times the weight
      if (sub.ready && !INGREDIENTS[id].ready && sub.category === 'grain-and-pasta') {
        if (MASS.has(line.unit)) line.qty = roundSmall(line.qty / COOKED_TO_DRY, false);
        line.note = 'cold, grains broken up';
        line.replaces = undefined;
        riceReady = true;
      }
    } else {
      line = { id, qty, unit, note: v ? ownNote(note, id, v.text) : note, replaces: undefined };
      // "green lentils" from the bag, for the dish's two tins stirred in to heat through: about
      // 100 g dried for each tin, simmered tender first
      if (v && unit === 'can' && driedByDefault(id) && !TINNED.test(v.text)) {
        line.qty = roundSmall(qty * DRIED_PER_CAN, false);
        line.unit = 'g';
        line.note = undefined;
        simmerFirst.push(id);
      }
    }
    line.note = trimNamed(line.note, line.id);
    if (v) used.add(v.index);
    // "Glazed Lime Pound Cake" says the limes stand in; the Tips say for what
    if (line.replaces && dish.titleSlots.some((i) => dish.slots[i]?.id === id)) line.named = true;
    actual.set(id, line.id);
    lines.push(line);
    lineById.set(line.id, line);
  }
  for (const v of visitor) {
    if (v.id && lineById.has(v.id)) used.add(v.index);
  }
  /** dish id → the ingredient standing in for it, whose name replaces its plain words in the prose */
  const standIns = new Map<IngredientId, IngredientId>();
  for (const [id, used] of actual) {
    if (used === id) continue;
    standIns.set(id, used);
    // "the chicken" in a dish of chicken thighs is the turkey when turkey stands in
    const kind = INGREDIENTS[id].of as IngredientId | undefined;
    if (kind && !actual.has(kind)) standIns.set(kind, used);
  }

  const addLines = (items: readonly VisitorItem[]) => {
    for (const v of items) {
      if (!v.id || !v.spec) continue;
      used.add(v.index);
      if (lineById.has(v.id)) continue;
      // a vegetable added to a dish is a share of it; potatoes mashed on the side are a serving
      const side =
        items === absorbed.side &&
        (v.spec.group === 'potato' || inGroups(READY_STARCH, v.spec.group));
      // and greens steamed on the side are a serving each: 80 g a plate
      const greens =
        items === absorbed.side &&
        !side &&
        v.spec.category === 'vegetable' &&
        !inGroups(RAW_ONLY, v.spec.group);
      const small =
        !side && !greens && (v.spec.category === 'vegetable' || v.spec.category === 'fruit')
          ? 0.5
          : 1;
      // one fried egg a plate
      const qty =
        v.spec.group === 'egg' && items === absorbed.finish
          ? dish.spec.serves
          : v.spec.unit === 'taste'
            ? 1
            : greens && v.spec.unit === 'g'
              ? roundQuantity(Math.max(v.spec.qty, dish.spec.serves * SIDE_GREENS_GRAMS), 'g')
              : roundSmall(v.spec.qty * small, v.spec.unit === '');
      // the two naans the visitor has on the side, not the four a side of naan would be
      const typed = items === absorbed.side && v.spec.unit === '' ? typedCount(v.text) : null;
      const line: DraftLine = {
        id: v.id,
        qty: typed === null ? qty : Math.min(qty, typed),
        unit: v.spec.unit,
        // corn steamed on the side stays on its cob: "husked", not "kernels cut from the cob"
        note:
          items === absorbed.side && v.spec.group === 'corn'
            ? v.spec.prep?.replace(/,? ?kernels cut from the cob/, '')
            : v.spec.prep,
        replaces: undefined,
      };
      lines.push(line);
      lineById.set(v.id, line);
    }
  };
  addLines(absorbed.atOpen);
  addLines(absorbed.finish);
  addLines(absorbed.side);

  const actualId = (id: string): IngredientId =>
    actual.get(id as IngredientId) ?? (id as IngredientId);
  const name = (id: string, form: string | undefined): string => {
    const used = actualId(id);
    const spec = INGREDIENTS[used];
    // a cube or granules made up with boiling water are poured as stock or gravy, not as a cube
    const madeUp = used !== id && spec.group ? MADE_UP[spec.group] : undefined;
    if (madeUp && INGREDIENTS[id as IngredientId].group === 'stock') return madeUp.poured;
    if (form === 'one') return spec.name;
    if (form === 'many') return spec.plural;
    const line = lineById.get(used);
    return line ? displayName(line.id, line.qty, line.unit) : spec.name;
  };
  const ownIds = lines.map((l) => l.id);
  const title = renderTitle(dish.spec.title, actualId);
  // A part in [brackets] goes when an ingredient it names is left out, or when its plain words
  // name a food the visitor's rules forbid ("[Serve with crusty bread.]" for a gluten-free table).
  // One that lists several goes in with those the recipe has: "[ Tuck in the {thyme} and
  // {bay_leaf}.]" tucks in the visitor's thyme when there is no bay, since the thyme is on the list.
  const optionalPart = (_: string, inner: string): string => {
    if (match.rules && forbiddenIn(bare(inner), match.rules, ownIds, title).length > 0) return '';
    const ids = placeholderIds(inner);
    const missing = ids.filter((id) => omitted.has(id as IngredientId));
    if (missing.length === 0) return inner;
    if (missing.length === ids.length) return '';
    const kept = leaveOut(inner, new Set(missing));
    return placeholderIds(kept).some((id) => omitted.has(id as IngredientId)) ? '' : kept;
  };
  // a whole chop or joint rests 3 minutes at 63 °C; strips, slices and chunks cooked in a soup, a
  // wok or a stew do not (a rest in the middle of a simmer makes no sense)
  // and a dish that rests its meat in a step of its own ("Rest the pork for 10 minutes") does not
  // also say "(then rest for 3 minutes)" where it is cooked
  const restsItself = dish.spec.steps.some((step) => RESTS_MEAT.test(step));
  const restless = (clause: string, used: IngredientId): string =>
    restsItself || CUT_SMALL.test(lineById.get(used)?.note ?? '')
      ? clause.replace(REST, '')
      : clause;
  const render = (text: string): string =>
    medallionWords(standInWords(leaveOut(text, leftOutIds), standIns), standIns)
      // "the lemon juice", "a lemon loaf", "apple wedges" whatever the count: not "the lemons juice"
      .replace(
        /\{([a-z0-9_]+)\} (juice|zest|loaf|cake|sponge|pie|tart|crumble|wedges|slices|rings|halves|segments|chunks)\b/g,
        '{one:$1} $2',
      )
      // the visitor's tin of tomatoes poured in for a jar of sauce: "swill the tin", not the jar
      .replace(
        /\{([a-z0-9_]+)\}((?:\[[^\]]*\])?, swill the )jar\b/g,
        (whole, id: string, mid: string) =>
          INGREDIENTS[actualId(id)].unit === 'can' ? `{${id}}${mid}tin` : whole,
      )
      .replace(/\[([^\]]*)\]/g, optionalPart)
      // "poached in a Thai red curry paste", not "a red Thai red curry paste": the dish's word
      // before a name that already says it goes
      .replace(
        /(?<![\w-])([A-Za-z]{3,}) \{(?:(one|many):)?([a-z0-9_]+)\}/g,
        (whole, word: string, form, id: string) =>
          !JOINING.has(word.toLowerCase()) &&
          name(id, form as string | undefined)
            .toLowerCase()
            .split(/[\s-]+/)
            .includes(word.toLowerCase())
            ? whole.slice(word.length + 1)
            : whole,
      )
      // "until the apples are golden" once the visitor's two apples fill the dish's one, and
      // "until the pork tenderloin is tender" when it stands in for the dish's chops
      .replace(/\{([a-z0-9_]+)\} (is|has|are|have)\b/g, (whole, id: string, verb: string) => {
        const plural = isPluralName(actualId(id), name(id, undefined));
        // a plural name takes "are"; a singular stand-in for a plural one takes "is"
        if (plural || actualId(id) !== id) return `{${id}} ${agreeingVerb(verb, plural)}`;
        return whole;
      })
      // "until the aubergines turn soft", not "turns"
      .replace(AGREEING_VERB, (whole, id: string, verb: string) =>
        isPluralName(actualId(id), name(id, undefined)) ? `{${id}} ${verb}` : whole,
      )
      // "a savoury egg custard", "a chopped tomato and cucumber salad": a name that describes
      // another thing after "a" stays singular, however many the visitor has
      .replace(A_NAME, '$1{one:$2}')
      .replace(A_NAME_DESCRIBING, '$1{one:$2}')
      .replace(
        /\{(?:(one|many|safe|done):)?([a-z0-9_]+)\}/g,
        (_, form: string | undefined, id: string) => {
          const used = actualId(id);
          const leftover = reheated(id, used);
          if (form === 'safe')
            return (leftover ? REHEAT_MARK : '') + restless(safetyClause(used), used);
          if (form === 'done')
            return (leftover ? REHEAT_MARK : '') + restless(safetyState(used), used);
          if (leftover) return LEFTOVER_MARK + name(id, form) + LEFTOVER_MARK;
          // bought oven chips for the potatoes a dish cuts into chips bake as their packet says
          return boughtChips(id, used) ? CHIPS_MARK + name(id, form) : name(id, form);
        },
      );
  // The open step is an index into the dish's own steps: add the leftovers before dropping the
  // steps that were all optional, so the index still points at the step it means.
  const written = dish.spec.steps.map((s) => tidy(packetTimes(reheatTimes(render(s)))));
  if (absorbed.atOpen.length > 0 && dish.spec.open !== undefined) {
    let i = Math.min(dish.spec.open, written.length - 1);
    while (i > 0 && (written[i] ?? '').length <= 1) i--;
    const step = written[i] ?? '';
    // Leaves in a stew or a curry that simmers on for half an hour are wilted in at its end, not
    // stewed from the start with the onions.
    const long = stewsLong(dish, written.slice(i));
    const wilted = long
      ? absorbed.atOpen.filter((v) => inGroups(WILTING_GREENS, v.spec?.group))
      : [];
    // (a shorter stew's own step times them: "add the peas for the last 2 minutes")
    const late =
      long && dish.spec.cook >= LONG_BRAISE_MINUTES
        ? absorbed.atOpen.filter((v) => inGroups(LATE_VEG, v.spec?.group))
        : [];
    const rest = absorbed.atOpen.filter((v) => !wilted.includes(v) && !late.includes(v));
    if (rest.length > 0) {
      const add = absorbSentence(dish, rest, lineById, step);
      // peppers for a long roast's last 25 minutes join it where the roast is timed
      if (!add.late || !roastedLate(written, i, add.late)) written[i] = withAbsorbed(step, add);
    }
    const lastBits = [
      ...(late.length > 0
        ? [`Stir in the ${namesOf(late, lineById)} for the last 5 minutes, until hot through.`]
        : []),
      ...(wilted.length > 0
        ? [`Stir in the ${namesOf(wilted, lineById)} for the last 2 minutes, until wilted.`]
        : []),
    ];
    if (lastBits.length > 0) {
      const last = written.length - 1;
      written[last] = beforeServing(written[last] ?? '', lastBits.join(' '));
    }
  }
  const steps = written.filter((s) => s.length > 1).map((s) => pouredNotCrumbled(s, standIns));
  const finishBits: string[] = [];
  // what finishes a savoury dish ("finish with the chives", "squeeze over the juice of the lemon"):
  // woven in before the dish is served, or in its place among the closing sentences
  const finishing: string[] = [];
  if (absorbed.finish.length > 0) {
    // citrus is squeezed over a savoury dish; the rest is scattered or served with it
    const citrus =
      dish.spec.taste === 'savoury'
        ? absorbed.finish.filter((v) => inGroups(SQUEEZING_CITRUS, v.spec?.group))
        : [];
    const fruitSauce =
      dish.spec.taste === 'savoury'
        ? absorbed.finish.filter((v) => inGroups(SAUCE_FRUIT, v.spec?.group))
        : [];
    const glazes =
      dish.spec.taste === 'savoury'
        ? absorbed.finish.filter((v) => inGroups(GLAZES, v.spec?.group))
        : [];
    const eggs =
      dish.spec.taste === 'savoury' ? absorbed.finish.filter((v) => v.spec?.group === 'egg') : [];
    const rest = absorbed.finish.filter(
      (v) =>
        !citrus.includes(v) && !glazes.includes(v) && !fruitSauce.includes(v) && !eggs.includes(v),
    );
    if (fruitSauce.length > 0)
      finishBits.push(
        `For a quick sauce, simmer the ${namesOf(fruitSauce, lineById)} in a small pan with 2 tbsp water and 1 tsp sugar for 5–8 minutes, until soft and jammy; season with a pinch of salt and spoon over the meat.`,
      );
    if (glazes.length > 0)
      finishBits.push(
        `For a glaze, brush the ${namesOf(glazes, lineById)} over the meat for its last 10 minutes in the oven.`,
      );
    if (dish.spec.taste === 'sweet') {
      // nuts, dried fruit and chocolate go into a cake's batter, not beside the slice
      const folded =
        dish.method === 'bake' ? rest.filter((v) => inGroups(FOLDED_IN, v.spec?.group)) : [];
      const inMixture = folded.length > 0 && foldIn(steps, folded, lineById);
      const served = inMixture ? rest.filter((v) => !folded.includes(v)) : rest;
      if (served.length > 0) finishBits.push(`Serve with the ${namesOf(served, lineById)}.`);
    } else {
      if (rest.length > 0) finishing.push(`finish with the ${namesOf(rest, lineById)}`);
      if (citrus.length > 0)
        finishing.push(`squeeze over the juice of the ${namesOf(citrus, lineById)}`);
      if (finishing.length > 0) finishBits.push(FINISHING);
    }
    if (eggs.length > 0)
      finishBits.push(
        `Fry the ${namesOf(eggs, lineById)} in a little oil for 2–3 minutes, until the whites are set and the yolks still runny, and top each plate with one.`,
      );
  }
  // Sides that take time start with the dish, so they are ready with it; quick ones finish it.
  const startBits: string[] = [];
  // steamed greens are ready with the dish: their step comes before the one that serves it
  const sideBits: string[] = [];
  const steamed = new Map<string, string[]>();
  // sauces for the table, passed round together in one sentence
  const passed: string[] = [];
  // salad leaves and cucumber, dressed to eat beside the dish
  const salad: string[] = [];
  let bread: string[] = [];
  // flatbreads warmed in a pan as the dish is served
  const warmed: [name: string, sentence: string][] = [];
  // a side that takes 20 minutes goes on at the start of a quick dish, near the end of a long one
  const slowDish = dish.spec.cook > 45;
  // the visitor's potatoes mashed beside a long braise (see `withMash`)
  let mash: string | undefined;
  // a starch cooked beside a long braise goes on as it finishes, like the mash
  let nearEnd: string | undefined;
  const braiseEnds = slowDish && longCookIn(steps.at(-1) ?? '') >= 0;
  const sideStarch = (action: string) => {
    if (braiseEnds) nearEnd = `${action}, to serve alongside.`;
    else
      (slowDish ? sideBits : startBits).push(
        `${slowDish ? NEAR_SERVING : 'Before you start'}, ${action}, to serve alongside.`,
      );
  };
  for (const v of absorbed.side) {
    const line = v.id ? lineById.get(v.id) : undefined;
    if (!line || !v.spec) continue;
    const n = displayName(line.id, line.qty, line.unit);
    if (v.spec.category === 'condiment') passed.push(n);
    else if (inGroups(RAW_ONLY, v.spec.group)) salad.push(n);
    else if (v.spec.group === 'potato' && dish.spec.cook >= LONG_BRAISE_MINUTES) {
      // mashed for the end of a long braise, with the visitor's butter when they have some
      const fat = visitor.find(
        (u) => u.id && u.spec?.group === 'butter' && !used.has(u.index) && !lineById.has(u.id),
      );
      if (fat?.id && fat.spec) {
        used.add(fat.index);
        const line: DraftLine = {
          id: fat.id,
          qty: fat.spec.unit === 'g' ? 25 : fat.spec.qty,
          unit: fat.spec.unit,
          note: 'for the mash',
          replaces: undefined,
        };
        lines.push(line);
        lineById.set(fat.id, line);
      }
      const withFat = fat?.id ? ` with the ${INGREDIENTS[fat.id].name}` : '';
      mash = `boil the ${n} in salted water for 20–25 minutes until tender, then drain, leave to steam for a minute and mash${withFat}, to serve alongside.`;
    } else if (v.spec.group === 'mashed-potato')
      sideBits.push(
        `Meanwhile, warm the ${n} in a pan over a low heat, stirring, until piping hot, to serve alongside.`,
      );
    else if (v.spec.group === 'chips' || v.spec.group === 'hash-brown')
      startBits.push(
        `Before you start, bake the ${n} as the packet says, so they are ready with the dish.`,
      );
    else if (v.spec.group === 'potato')
      sideStarch(`put the ${n} on to boil in salted water for 15–20 minutes until tender`);
    else if (v.spec.category === 'vegetable' && TINNED_VEG.test(v.text))
      // a tin of sweetcorn or peas is cooked already: drained and warmed, not steamed tender
      sideBits.push(
        `Meanwhile, drain the ${n} and warm through in a small pan for 2–3 minutes, to serve alongside.`,
      );
    else if (v.spec.category === 'vegetable' && ALREADY_COOKED.test(v.text))
      // yesterday's sprouts are warmed through, not steamed as if raw
      sideBits.push(
        `Meanwhile, reheat the ${n} in a covered pan with a splash of water for 4–5 minutes, until piping hot, to serve alongside.`,
      );
    else if (v.spec.category === 'vegetable') {
      const time =
        v.spec.group === 'leafy-green'
          ? STEAM_TIME.quick
          : STEAM_TIME[slowest([v]) === 'long' ? 'long' : 'medium'];
      steamed.set(time, [...(steamed.get(time) ?? []), n]);
    } else if (v.spec.category === 'bread') {
      const warm = v.id ? WARMED_BREAD[v.id] : undefined;
      // parathas take a while, so they cook as the dish does; a naan is warmed as it is served
      if (v.id === 'paratha' && warm)
        sideBits.push(`Meanwhile, ${warm.replace('{}', n)}, to serve alongside.`);
      else if (warm) warmed.push([n, `${capitalise(warm.replace('{}', n))}, to serve alongside.`]);
      else bread.push(n);
    } else if (v.spec.group === 'cooked-rice')
      sideBits.push(`Meanwhile, heat the ${n} until piping hot all through, to serve alongside.`);
    else if (QUICK_STARCH.has(v.spec.group ?? '') && READY_COOKED.test(v.text))
      // yesterday's noodles or a pack of straight-to-wok ones are loosened and heated, not boiled
      sideBits.push(
        `Meanwhile, pour boiling water over the ${n} and leave for 1–2 minutes until loosened and piping hot, then drain, to serve alongside.`,
      );
    else if (v.id === 'couscous' && dish.spec.cook > 20)
      // couscous only soaks for 5 minutes: made as the dish is served, never first to wait or
      // "on to cook" for 25 minutes
      sideBits.push(
        `About 10 minutes before serving, put the ${n} in a bowl with a pinch of salt, pour over boiling water to cover it by 1 cm, cover and leave for 5 minutes, then fluff with a fork, to serve alongside.`,
      );
    else if (QUICK_STARCH.has(v.spec.group ?? '') && dish.spec.cook > 20 && !braiseEnds)
      // noodles and pasta are cooked to be eaten at once: put on near the end, never first to
      // wait half an hour
      sideBits.push(
        `About 10 minutes before serving, put the ${n} on to cook as the packet says, then drain, to serve alongside.`,
      );
    else sideStarch(`put the ${n} on to cook as the packet says`);
  }
  // one steamer for every vegetable served alongside, the slowest first: "steam the carrots for
  // 8–10 minutes and the spinach for 2–3 minutes", not a line each
  if (steamed.size === 1)
    for (const [time, names] of steamed)
      sideBits.push(`Meanwhile, steam the ${joinList(names)} for ${time}, to serve alongside.`);
  else if (steamed.size > 1) {
    const slowestFirst = [STEAM_TIME.long, STEAM_TIME.medium, STEAM_TIME.quick].filter((t) =>
      steamed.has(t),
    );
    const parts = slowestFirst.map(
      (t) => `the ${joinList(steamed.get(t) ?? [])} for ${t.slice(0, t.indexOf(','))}`,
    );
    sideBits.push(`Meanwhile, steam ${joinList(parts)}, until just tender, to serve alongside.`);
  }
  // a side put on before a quick dish sets how long the whole meal takes to cook
  const sideMinutes = startBits.length > 0 ? SIDE_STARCH_MINUTES : 0;
  const lineName = (id: IngredientId): string => {
    const line = lineById.get(id);
    return line ? displayName(line.id, line.qty, line.unit) : INGREDIENTS[id].name;
  };
  for (const id of simmerFirst) {
    startBits.unshift(
      `First rinse the ${lineName(id)} and simmer them in plenty of unsalted water for 20–25 minutes, until just tender but holding their shape, then drain.`,
    );
  }
  for (const id of cookFirst) {
    startBits.unshift(
      `First cook the ${lineName(id)} as the packet says, then spread it out on a tray to cool and dry a little.`,
    );
  }
  // the bread and the salad in one sentence: "Serve with the ciabatta on the side, and the rocket
  // dressed with a little oil and a pinch of salt."
  const dressing = 'dressed with a little oil and a pinch of salt';
  // a dish that already serves its own crusty bread is not served with it twice
  const lastStep = (steps.at(-1) ?? '').toLowerCase();
  bread = bread.filter((n) => !lastStep.includes(n.toLowerCase()));
  for (const [n, sentence] of warmed)
    if (!lastStep.includes(n.toLowerCase())) finishBits.push(sentence);
  if (bread.length > 0)
    finishBits.push(
      `Serve with the ${joinList(bread)} on the side${salad.length > 0 ? `, and the ${joinList(salad)} ${dressing}` : ''}.`,
    );
  else if (salad.length > 0)
    finishBits.push(`Serve with the ${joinList(salad)} on the side, ${dressing}.`);
  if (passed.length > 0) finishBits.push(`Pass the ${joinList(passed)} at the table.`);
  if (startBits.length > 0) steps.unshift(startBits.join(' '));
  // one "Meanwhile" to a step
  const sides = sideBits.map((b, i) => (i > 0 ? b.replace(/^Meanwhile, s/, 'S') : b));
  // before the step that plates the dish: the greens are ready as the fish goes onto warm plates
  if (sides.length > 0) {
    const plated = steps.findIndex((s, i) => i > 0 && PLATES_STEP.test(s));
    const at = Math.max(1, plated > 0 ? Math.min(plated, steps.length - 1) : steps.length - 1);
    // one "Meanwhile" in a row: the step it comes before may start with its own
    const side = sides.join(' ');
    steps.splice(
      at,
      0,
      /^Meanwhile\b/.test(steps[at] ?? '') ? side.replace(/^Meanwhile, s/, 'S') : side,
    );
  }
  if (mash) withMash(steps, mash);
  if (nearEnd) withMash(steps, nearEnd);
  const woven = finishing.length > 0 && finishedBeforeServing(steps, finishing);
  const closing = finishBits.flatMap((b) =>
    b !== FINISHING ? [b] : woven ? [] : [finishingSentences(finishing)],
  );
  if (closing.length > 0) steps.push(closing.join(' '));

  const tips: string[] = [];
  for (const line of lines) {
    if (line.replaces && !match.ruledOut?.has(line.replaces)) {
      tips.push(
        `Swapped in: your ${displayName(line.id, line.qty, line.unit)} instead of the ${INGREDIENTS[line.replaces].plural} the classic recipe uses.`,
      );
    }
  }
  for (const id of match.leftOut) {
    if (match.ruledOut?.has(id)) continue;
    const partners = partnersOf(dish.spec.steps, id, leftOutIds);
    const many = /[^s]s$/.test(INGREDIENTS[id].plural);
    tips.push(
      `Made without ${INGREDIENTS[id].plural}, which you didn't list${partners.length > 0 ? `; if you have ${many ? 'some, they go' : 'it, it goes'} in with the ${joinList(partners.map((p) => name(p, undefined)))}` : ''}.`,
    );
  }
  const garnishes = [...omitted].filter(
    (id) =>
      !leftOutIds.has(id) &&
      !match.ruledOut?.has(id) &&
      dish.spec.ingredients.find(([i]) => i === id)?.[3] === 'garnish',
  );
  if (garnishes.length > 0) {
    tips.push(
      `Optional extras if you have them: ${joinList(garnishes.slice(0, 3).map((id) => INGREDIENTS[id].plural))}.`,
    );
  }

  return {
    title,
    blurb: tidy(render(dish.spec.blurb)),
    serves: dish.spec.serves,
    prep: dish.spec.prep,
    // the rice cooked first takes its own 20 minutes; potatoes boiled alongside, theirs
    cook:
      Math.max(
        riceReady ? Math.max(10, dish.spec.cook - RICE_COOK_AND_COOL) : dish.spec.cook,
        sideMinutes,
      ) +
      (cookFirst.length > 0 ? 20 : 0) +
      (simmerFirst.length > 0 ? 25 : 0),
    lines,
    steps,
    tips,
    used,
    extras: [...match.extras],
    source: 'dish',
    taste: dish.spec.taste,
    course: dish.spec.course,
  };
}

function roundSmall(qty: number, count: boolean): number {
  if (count) return Math.max(1, Math.round(qty));
  if (qty >= 100) return Math.round(qty / 25) * 25;
  return Math.max(1, Math.round(qty));
}

/** Placeholders blanked out, the rest as written and where it was: the plain words of dish text. */
function bare(text: string): string {
  return text.replace(/\{[^}]*\}/g, (p) => ' '.repeat(p.length));
}

/** Where the finishing sentences go among a dish's closing ones, until it is known whether they are woven in. */
const FINISHING = '\uE003';

/**
 * The finishing phrases as sentences of their own: "Finish with the chives. Squeeze over … to
 * serve.", or without "to serve" before a sentence that serves the dish.
 */
function finishingSentences(finishing: readonly string[], servedAfter = false): string {
  return finishing
    .map(
      (f, i) =>
        `${capitalise(f)}${!servedAfter && i === finishing.length - 1 && f.startsWith('squeeze') ? ' to serve' : ''}.`,
    )
    .join(' ');
}

/** The last sentence of a step, split where it serves the dish: "Drain well | and | serve with rice." */
const SERVE_SENTENCE =
  /(?:^|(?<=[.!?] ))([^.!?]*?)(,? (?:and |then |and then )?)?\b([Ss]erve\b[^.!?]*[.!?])$/;

/**
 * The herbs, cheese or citrus finishing a savoury dish go on before it is served, woven into the
 * dish's last step: "Drain on kitchen paper. Finish with the pine nuts and serve with the lemon.",
 * "Finish with the chives. Serve at once.", never "… serve with the lemon. Finish with the pine
 * nuts." Returns whether the last step served the dish, and so took them.
 */
function finishedBeforeServing(steps: string[], finishing: readonly string[]): boolean {
  const i = steps.length - 1;
  const last = steps[i];
  const m = last === undefined ? null : SERVE_SENTENCE.exec(last);
  if (last === undefined || !m) return false;
  const [, head = '', joint = '', serve = ''] = m;
  const phrase = finishing.join(', ');
  let sentence: string;
  if (head.trim() === '') sentence = `${finishingSentences(finishing, true)} ${serve}`;
  // "Scatter with the sesame seeds to serve." → "Scatter with the sesame seeds, finish with the
  // coriander and serve."
  else if (joint === ' ' && / to$/.test(head) && !/\bready to$/.test(head))
    sentence = `${head.replace(/,? to$/, '')}, ${phrase} and ${serve}`;
  // "Drain on kitchen paper and serve with the lemon." → "Drain on kitchen paper. Finish with the
  // pine nuts and serve with the lemon."
  else if (joint.trim() !== '') sentence = `${head}. ${capitalise(phrase)} and ${serve}`;
  else return false;
  steps[i] = `${last.slice(0, m.index)}${sentence}`;
  return true;
}

/**
 * A dish's step as `normaliseText` reads it, with a space before it: the same few thousand steps
 * come back request after request, so each is normalised once.
 */
function normalisedStep(text: string): string {
  let lower = NORMALISED.get(text);
  if (lower === undefined) {
    if (NORMALISED.size > 20000) NORMALISED.clear();
    lower = ` ${normaliseText(text)}`;
    NORMALISED.set(text, lower);
  }
  return lower;
}
const NORMALISED = new Map<string, string>();

/**
 * "Sear the chops", "lift the golden chops out": a dish's plain word for its chops, when a pork
 * tenderloin stands in, names the medallions it is cut into (see `standInNote`). "Chop" the verb
 * ("chop the parsley") is left alone.
 */
function medallionWords(text: string, standIns: ReadonlyMap<IngredientId, IngredientId>): string {
  if (standIns.get(MEDALLIONS.for) !== MEDALLIONS.cut) return text;
  return text
    .replace(/\bchops\b/g, 'medallions')
    .replace(/\b(each|the|a|one) chop\b/gi, '$1 medallion');
}

/**
 * A dish's prose names some of its ingredients in plain words where the word names a kind ("melt
 * the butter", "the remaining milk"). When something else stands in, the word is replaced by the
 * stand-in's name ("the dairy-free spread"), unless the stand-in is of that kind by name ("oat milk"
 * is still "the milk"). Placeholders are left for the renderer.
 */
function standInWords(text: string, standIns: ReadonlyMap<IngredientId, IngredientId>): string {
  if (standIns.size === 0) return text;
  // most text names none of them: a quick look before reading it word by word
  const lower = normalisedStep(text);
  if (![...standIns.keys()].some((id) => lexiconKeys(id).some((key) => lower.includes(` ${key}`))))
    return text;
  let out = '';
  let from = 0;
  for (const m of ingredientMentions(bare(text))) {
    const used = standIns.get(m.id);
    if (used === undefined) continue;
    const spec = INGREDIENTS[used];
    // still the right word: "the milk" for oat milk, "the chicken" for chicken breasts
    if (spec.of === m.id || isCalled(used, m.phrase)) continue;
    const own = INGREDIENTS[m.id];
    const plural = m.phrase === normaliseText(own.plural) && m.phrase !== normaliseText(own.name);
    // a verb ("butter a baking dish") greases the dish with whatever stands in
    const verb = isVerbBefore(text.slice(m.end));
    if (verb && m.phrase !== 'butter') continue;
    // "the chicken" in a dish of thighs is "the chicken drumsticks" when drumsticks stand in:
    // pieces bought several at a time are plural, whatever the dish's word was
    // ("each pitta bread" stays one, and "the chicken is" becomes "the chicken drumsticks are")
    const each = /\beach\s+$/i.test(text.slice(0, m.start));
    const several = !plural && !each && spec.unit === '' && spec.qty > 1 && isCountable(spec);
    const word = verb ? 'grease' : plural || several ? spec.plural : spec.name;
    const first = text.charAt(m.start);
    out += text.slice(from, m.start) + (first === first.toUpperCase() ? capitalise(word) : word);
    from = m.end;
    if (several && text.startsWith(' is ', m.end)) {
      out += ' are';
      from = m.end + 3;
    }
  }
  return out + text.slice(from);
}
