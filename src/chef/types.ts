/** Shared shapes of the offline chef's knowledge base. */

export type Category =
  | 'protein'
  | 'seafood'
  | 'egg'
  | 'vegetable'
  | 'fruit'
  | 'grain-and-pasta'
  | 'bread'
  | 'dairy'
  | 'herb'
  | 'spice'
  | 'condiment'
  | 'sweet'
  | 'nut'
  | 'legume'
  | 'fat'
  | 'liquid'
  | 'baking';

export type Flavour = 'savoury' | 'sweet' | 'neutral';

/** How an ingredient must be cooked to be safe to eat (drives the temperature lines). */
export type Safety = 'poultry' | 'pork' | 'mince' | 'beef' | 'fish' | 'shellfish' | 'egg' | 'cured';

/** How long a vegetable takes to cook: long (roots), medium (peppers, broccoli), quick (leaves). */
export type CookSpeed = 'long' | 'medium' | 'quick';

export type Unit =
  | ''
  | 'g'
  | 'ml'
  | 'tsp'
  | 'tbsp'
  | 'cup'
  | 'clove'
  | 'pinch'
  | 'handful'
  | 'slice'
  | 'can'
  | 'bunch'
  | 'sprig'
  | 'stalk'
  | 'taste';

export interface IngredientSpec {
  /** Canonical singular name, lowercase. */
  readonly name: string;
  /** Plural form (equal to `name` for mass nouns such as rice or spinach). */
  readonly plural: string;
  readonly category: Category;
  /** Synonyms and regional names, lowercase. */
  readonly synonyms: readonly string[];
  /** Substitution group: members may stand in for one another (a different leafy green, ...). */
  readonly group?: string;
  readonly flavour: Flavour;
  /** Salt, pepper, oil, water, ...: assumed to be in every kitchen. */
  readonly pantry: boolean;
  readonly safety?: Safety;
  /** Default quantity and unit for four servings when the ingredient is a main part of a dish. */
  readonly qty: number;
  readonly unit: Unit;
  /** How it is prepared in an ingredient line: "diced", "sliced", ... */
  readonly prep?: string;
  readonly cook?: CookSpeed;
  /** Good to eat raw in a salad. */
  readonly raw?: boolean;
  /** Onion, garlic, ginger, chilli: cooked first to build flavour. */
  readonly aromatic?: boolean;
}

export type Cuisine =
  | 'italian'
  | 'french'
  | 'spanish'
  | 'greek'
  | 'british'
  | 'american'
  | 'mexican'
  | 'indian'
  | 'thai'
  | 'chinese'
  | 'japanese'
  | 'korean'
  | 'vietnamese'
  | 'middle-eastern'
  | 'north-african'
  | 'caribbean'
  | 'international';

export type Course =
  'breakfast' | 'soup' | 'salad' | 'main' | 'side' | 'baking' | 'dessert' | 'drink';

export const COURSES: readonly Course[] = [
  'breakfast',
  'soup',
  'salad',
  'main',
  'side',
  'baking',
  'dessert',
  'drink',
];

export type Role = 'core' | 'supporting' | 'garnish';
