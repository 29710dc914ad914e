import type { Group } from './data/groups';

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

/**
 * Which dishes an ingredient belongs in: `neutral` goes anywhere (eggs, butter, nuts), `both`
 * pairs with savoury and sweet dishes alike (orange with duck, brown sugar in a braise, ginger in a
 * crumble, pineapple on a pizza), `sweet` only in sweet dishes (chocolate, jam), `savoury` only in
 * savoury ones.
 */
export type Flavour = 'savoury' | 'sweet' | 'neutral' | 'both';

/** How an ingredient must be cooked to be safe to eat (drives the temperature lines). */
export type Safety =
  | 'poultry'
  | 'pork'
  | 'mince'
  | 'beef'
  | 'fish'
  | 'shellfish'
  | 'egg'
  | 'cured'
  /** already cooked (leftover chicken, cooked rice): reheat until piping hot */
  | 'reheat';

/**
 * What an ingredient contains that a diet or an allergy rules out: the animal it comes from, the
 * fourteen allergens EU law requires labelled, honey, gelatine and animal rennet. Hidden ones count as a cook
 * knows them: Worcestershire sauce and fish sauce contain fish, soy sauce wheat (gluten), pesto
 * tree nuts and milk, most stock cubes celery, beer gluten, wine sulphites.
 */
export const CONTAINS = [
  'meat',
  'poultry',
  'fish',
  'crustacean',
  'mollusc',
  'egg',
  'milk',
  'gluten',
  'peanut',
  'tree-nut',
  'soy',
  'sesame',
  'celery',
  'mustard',
  'sulphites',
  'lupin',
  'honey',
  'gelatine',
  /** animal rennet, in Parmigiano-Reggiano, pecorino and other PDO cheeses: not vegetarian */
  'rennet',
] as const;
export type Contains = (typeof CONTAINS)[number];

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
  | 'sheet'
  | 'pack'
  | 'jar'
  | 'taste';

export interface IngredientSpec {
  /** Canonical singular name, lowercase. */
  readonly name: string;
  /** Plural form (equal to `name` for mass nouns such as rice or spinach). */
  readonly plural: string;
  readonly category: Category;
  /** What it contains that a diet or an allergy rules out; empty when nothing. */
  readonly contains: readonly Contains[];
  /** Synonyms and regional names, lowercase. */
  readonly synonyms: readonly string[];
  /** Substitution group: members may stand in for one another (a different leafy green, ...). */
  readonly group?: Group;
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
  /**
   * Bought or left over ready to eat (cooked ham, leftover roast chicken, tortilla chips, bagels):
   * never cooked from raw, only warmed through or served as it is.
   */
  readonly ready?: boolean;
  /**
   * The id of the more general ingredient this is a variety of (red pepper → bell pepper): it
   * fills that ingredient's place in a dish as an exact match, under its own name.
   */
  readonly of?: string;
}

/** Every cuisine the dish knowledge base covers: one data file per cuisine or course. */
export const CUISINES = [
  'italian',
  'french',
  'spanish',
  'portuguese',
  'greek',
  'british',
  'irish',
  'german',
  'eastern-european',
  'nordic',
  'american',
  'mexican',
  'latin-american',
  'caribbean',
  'indian',
  'thai',
  'chinese',
  'japanese',
  'korean',
  'vietnamese',
  'southeast-asian',
  'middle-eastern',
  'turkish',
  'persian',
  'north-african',
  'west-african',
  'east-african',
  'jewish',
  'international',
] as const;

export type Cuisine = (typeof CUISINES)[number];

export const COURSES = [
  'breakfast',
  'soup',
  'salad',
  'main',
  'side',
  'baking',
  'dessert',
  'drink',
] as const;

export type Course = (typeof COURSES)[number];

/**
 * What an ingredient is to a dish: `core` defines it (most of its weight in ranking), `supporting`
 * is an ordinary part, `garnish` is optional and only said inside `[brackets]` in the steps.
 */
export const ROLES = ['core', 'supporting', 'garnish'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How a recipe is cooked, in the words a cook would use to tell two recipes apart: a chicken and
 * broccoli pasta and a chicken and broccoli tray bake are two dishes; a stir-fry of pork and green
 * beans and Sichuan dry-fried beans are one.
 */
export type Method =
  | 'stir-fry'
  | 'oven'
  | 'bake'
  | 'soup'
  | 'stew'
  | 'pasta'
  | 'salad'
  | 'pan'
  | 'eggs'
  | 'bowl'
  | 'wrap'
  | 'drink'
  | 'hot-drink'
  | 'griddle'
  | 'raw'
  | 'layered'
  | 'pie'
  | 'pizza'
  | 'risotto'
  | 'nachos'
  | 'baked-fruit';
