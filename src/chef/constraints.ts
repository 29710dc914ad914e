import type { Allergen, Diet } from '../shared/recipe-api';
import { INGREDIENTS, type IngredientId } from './data/ingredients';
import type { DishMatch } from './dish-engine';
import type { VisitorItem } from './draft';
import {
  exactIngredient,
  ingredientMentions,
  ingredientsNamedIn,
  isCalled,
  normaliseText,
  singularForms,
  type Mention,
} from './lexicon';
import { GENERIC_WORDS } from './data/validate';
import type { Contains, IngredientSpec } from './types';
import { isVerbBefore } from './util';

/** What a visitor keeps to: a diet, allergens to avoid, both or neither. */
export interface Constraints {
  diet?: Diet | undefined;
  avoid?: readonly Allergen[] | undefined;
}

/**
 * What each diet rules out. Gelatine and animal rennet come from slaughtered animals, so no
 * vegetarian eats them (nor a pescatarian, a vegetarian who eats fish); honey is not vegan.
 */
const DIET_RULES: Readonly<Record<Diet, readonly Contains[]>> = {
  vegetarian: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'gelatine', 'rennet'],
  vegan: [
    'meat',
    'poultry',
    'fish',
    'crustacean',
    'mollusc',
    'gelatine',
    'rennet',
    'egg',
    'milk',
    'honey',
  ],
  pescatarian: ['meat', 'poultry', 'gelatine', 'rennet'],
};

/** The lexicon's tag for each allergen a visitor can ask to avoid. */
const ALLERGEN_TAG: Readonly<Record<Allergen, Contains>> = {
  gluten: 'gluten',
  crustaceans: 'crustacean',
  eggs: 'egg',
  fish: 'fish',
  peanuts: 'peanut',
  soy: 'soy',
  milk: 'milk',
  'tree-nuts': 'tree-nut',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'mollusc',
};

/**
 * Everything a written ingredient names, for testing against constraints: the lexicon's reading of
 * it and any other ingredient its words name. The reading keeps the head noun ("milk stout" is
 * read as stout, "sesame bagel" as a bagel), so the words it passed over still count.
 */
export function namedIn(text: string, readAs: IngredientId): IngredientId[] {
  const named = ingredientsNamedIn(text);
  return named.includes(readAs) ? named : [readAs, ...named];
}

/** A visitor's constraints, ready to test ingredients against. */
export interface Rules {
  /** whether there is anything to keep to */
  readonly active: boolean;
  /** the constraints an ingredient breaks, allergens first, then the diet; empty when it is fine */
  breaks(spec: IngredientSpec): (Allergen | Diet)[];
  allows(id: IngredientId): boolean;
}

const NO_RULES: Rules = { active: false, breaks: () => [], allows: () => true };

export function rulesFor(constraints: Constraints = {}): Rules {
  const avoid = constraints.avoid ?? [];
  const diet = constraints.diet;
  if (avoid.length === 0 && !diet) return NO_RULES;
  const dietTags = new Set<Contains>(diet ? DIET_RULES[diet] : []);
  const breaks = (spec: IngredientSpec): (Allergen | Diet)[] => {
    const out: (Allergen | Diet)[] = [];
    for (const allergen of avoid)
      if (spec.contains.includes(ALLERGEN_TAG[allergen])) out.push(allergen);
    if (diet && spec.contains.some((tag) => dietTags.has(tag))) out.push(diet);
    return out;
  };
  const allowed = new Map<IngredientId, boolean>();
  return {
    active: true,
    breaks,
    allows(id) {
      let ok = allowed.get(id);
      if (ok === undefined) {
        ok = breaks(INGREDIENTS[id]).length === 0;
        allowed.set(id, ok);
      }
      return ok;
    },
  };
}

/**
 * What a cook reaches for when a recipe's own ingredient is ruled out, best first: the free-from
 * product sold beside it, or the ingredient that does its job in the pan. The first one the
 * visitor's constraints allow is used; a recipe whose ruled-out ingredient has none is not offered.
 * Only where the swap leaves the dish itself: no swap turns cheese on toast into something else.
 */
export const SWAP_TABLE: Readonly<Partial<Record<IngredientId, readonly IngredientId[]>>> = {
  butter: ['dairy_free_spread', 'olive_oil'],
  ghee: ['vegetable_oil'],
  milk: ['oat_milk', 'soy_milk', 'rice_milk'],
  buttermilk: ['oat_milk', 'soy_milk', 'rice_milk'],
  double_cream: ['coconut_cream'],
  yogurt: ['coconut_yogurt'],
  greek_yogurt: ['coconut_yogurt'],
  flour: ['gluten_free_flour'],
  pasta: ['gluten_free_pasta'],
  spaghetti: ['gluten_free_pasta'],
  bread: ['gluten_free_bread'],
  breadcrumbs: ['gluten_free_breadcrumbs'],
  soy_sauce: ['tamari', 'coconut_aminos'],
  fish_sauce: ['soy_sauce', 'tamari', 'coconut_aminos'],
  honey: ['maple_syrup', 'golden_syrup'],
  gelatine: ['agar'],
  parmesan: ['vegetarian_hard_cheese'],
  pecorino: ['vegetarian_hard_cheese'],
  stock_cube: ['vegetable_stock_cube'],
  chicken_stock: ['vegetable_stock'],
  beef_stock: ['vegetable_stock'],
  egg_noodles: ['rice_noodles'],
};

/** The stand-in for a ruled-out ingredient the visitor's constraints allow, if a cook has one. */
export function swapFor(id: IngredientId, rules: Rules): IngredientId | undefined {
  return SWAP_TABLE[id]?.find((alt) => rules.allows(alt));
}

/**
 * A dish matched to the visitor, rewritten to keep to their rules: a ruled-out ingredient of its own
 * is swapped for what a cook would use instead (dairy-free spread for butter), or dropped when it is
 * only a garnish; the dish is refused (null) when one has no swap. The visitor's own ingredients
 * were already checked when they were recognised. Returns a new match; the one given is unchanged.
 */
export function keepToRules(
  match: DishMatch,
  rules: Rules,
  visitor: readonly VisitorItem[] = [],
): DishMatch | null {
  if (!rules.active) return match;
  let out: (DishMatch & { ruledOut: Set<IngredientId> }) | null = null;
  const copy = () =>
    (out ??= {
      ...match,
      provided: new Map(match.provided),
      omitted: new Set(match.omitted),
      extras: [...match.extras],
      ruledOut: new Set(match.ruledOut),
      rules,
    });
  for (const [id] of match.dish.spec.ingredients) {
    if (rules.allows(id)) continue;
    // never named again: not as what a stand-in replaces, a seasoning to add or an optional extra
    const m = copy();
    m.ruledOut.add(id);
    if (match.provided.has(id)) continue;
    if (match.omitted.has(id) || match.dish.optional.has(id)) {
      m.omitted.add(id);
      continue;
    }
    const swap = swapFor(id, rules);
    if (!swap) return null;
    // the visitor's own (their "flour", read as gluten-free flour), or one from the cook's side,
    // which is no item of theirs (index -1) and is bought
    m.extras = m.extras.filter((e) => e !== id);
    const theirs = visitor.find((v) => v.id === swap);
    if (theirs) {
      m.provided.set(id, theirs);
      continue;
    }
    const spec = INGREDIENTS[swap];
    m.provided.set(id, { index: -1, text: spec.name, id: swap, spec, nonFood: null });
    if (!spec.pantry && !m.extras.includes(swap)) m.extras.push(swap);
  }
  return out ?? { ...match, rules };
}

/**
 * Words the lexicon knows as a food that a recipe's prose uses for something else: a texture
 * ("until crisp"), a method ("mash", "fluff up with a fork", "roll out", "spread out on the tray",
 * "toast the seeds", "wrap in foil", "until the liquid has evaporated") or a kind of dish ("a hearty
 * soup"). Read in prose, they name no ingredient, so they break no rule.
 */
export const COOKING_WORDS: ReadonlySet<string> = new Set([
  'crisp',
  'crisps',
  'soup',
  'mash',
  'fluff',
  'spread',
  'roll',
  'barbecue',
  'toast',
  'wrap',
  'evaporated',
  'dab',
  'sweet and sour',
]);

/**
 * Words for what a dish makes from its own ingredients, which the lexicon also knows as bought
 * products: the broth a chicken poaches in, the meatballs rolled from the mince, the béchamel, the
 * pancakes, the loaf. In a dish's prose they name the dish's own work, so they break no rule when its
 * ingredients keep to them. A serving suggestion ("with hot custard", "serve with bread") is written
 * in [brackets] instead, and dropped when it names what the visitor cannot have.
 */
export const DISH_MAKES: ReadonlySet<string> = new Set(
  (
    'broth|chicken broth|stock|dashi|fish cakes|fishcakes|pancake|pancakes|crepe|waffle|meatball|meatballs|loaf|' +
    'flatbread|flatbreads|white bread|bechamel|white sauce|cheese sauce|curry sauce|' +
    'japanese curry sauce|peanut sauce|tartare sauce|chilli oil|tzatziki|relish|chutney|slaw|' +
    'mashed potato|mashed potatoes|roast potatoes|fried onion|fried shallots|potato chips|' +
    'potato salad|croutons|pastry|shortbread|biscuit|meringue|custard|curd|rice pudding|' +
    'chicken soup|spring rolls|sausage|fishcakes|seed|seeds|nut|bun|pickled onions|barbecue sauce|' +
    'butterscotch|curry paste|sponge cake|dumpling|burger|cookie|gravy|gingerbread|doughnut|' +
    'doughnuts|buttercream|custard cream|pot roast|jelly|sofrito|chocolate sauce|nachos|onion rings|' +
    'scone|scones|prawn cocktail|treacle sponge|miso soup|' +
    'egg salad|chicken tikka|fried chicken|chocolate cake|baklava|tea loaf|crab cakes|sausage gravy|pasty|pasties|' +
    'hollandaise'
  ).split('|'),
);

/**
 * A food named only to describe or to say it is not there: "as thick as double cream",
 * "walnut-sized", "custard-soft", "caramel brown", "without mayonnaise".
 */
const SIMILE_BEFORE =
  /\b(?:like(?: thick)?|as \w+ as|thicker than|thinner than|the thickness of|the size of an?|the colour of|a cube of|without|with no)\s+$/i;
const SIMILE_AFTER = /^(?:-(?:sized|coloured|colored|soft)|[-\s]brown)\b/i;

/**
 * The foods a piece of a recipe's prose names that the visitor's rules forbid, leaving out the
 * words above and similes. A word for a kind of food ("the milk", "the cheese", "the fish": see
 * `GENERIC_WORDS`) is read as the recipe's own ingredient of that kind when one of `own` is of it
 * ("oat milk", "vegetarian hard cheese", "cod"); the dish's own name in its `title` ("Tuna
 * Fishcakes") names the dish, not a bought product.
 */
export function forbiddenIn(
  text: string,
  rules: Rules,
  own: readonly IngredientId[] = [],
  title = '',
): Mention[] {
  if (!rules.active) return [];
  const categories = new Set(own.map((id) => INGREDIENTS[id].category));
  const titled = ` ${normaliseText(title)} `;
  const ownKind = (m: Mention, forms: readonly string[]) =>
    own.some((id) => isCalled(id, m.phrase)) ||
    // butter is only ever butter: a spread or an oil standing in is called by its own name
    (m.phrase !== 'butter' &&
      forms.some((f) => GENERIC_WORDS.has(f)) &&
      categories.has(INGREDIENTS[m.id].category));
  // "a whole duck egg" names the recipe's duck egg, not a whole duck: a mention whose last word
  // begins another of the recipe's own ingredients with the word after it
  const partOfOwn = (m: Mention) => {
    const next = /^\s+([a-z]+)/i.exec(text.slice(m.end))?.[1];
    const last = m.phrase.split(' ').at(-1);
    const named = next && last ? exactIngredient(`${last} ${next}`) : undefined;
    return named !== undefined && own.includes(named);
  };
  return ingredientMentions(text).filter((m) => {
    if (rules.allows(m.id) || partOfOwn(m)) return false;
    // "biscuits" as "biscuit", "pakoras" as in "Kadhi Pakora"
    const forms = singularForms(m.phrase);
    return (
      !forms.some((f) => COOKING_WORDS.has(f) || DISH_MAKES.has(f) || titled.includes(` ${f} `)) &&
      !SIMILE_BEFORE.test(text.slice(0, m.start)) &&
      !SIMILE_AFTER.test(text.slice(m.end)) &&
      // "fish out the bay leaves"
      !(m.phrase === 'fish' && /^\s+out\b/i.test(text.slice(m.end))) &&
      // "butter a baking dish", "flour the board": a verb
      !isVerbBefore(text.slice(m.end)) &&
      !ownKind(m, forms)
    );
  });
}
