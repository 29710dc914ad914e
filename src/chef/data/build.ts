import type {
  Category,
  Contains,
  CookSpeed,
  Flavour,
  IngredientSpec,
  Safety,
  Unit,
} from '../types';
import type { Group } from './groups';

/** Compact options for writing lexicon entries. */
export interface EntryOptions {
  /** what it contains that a diet or an allergy rules out (`[]` for nothing): every entry says */
  c: readonly Contains[];
  /** synonyms and regional names */
  s?: readonly string[];
  /** substitution group */
  g?: Group;
  pl?: string;
  f?: Flavour;
  safe?: Safety;
  prep?: string;
  cook?: CookSpeed;
  raw?: boolean;
  aro?: boolean;
  pantry?: boolean;
  /** mass noun (no plural), or count noun when false */
  mass?: boolean;
  /** bought or left over ready to eat: never cooked from raw */
  ready?: boolean;
  /** the id of the general ingredient this is a variety of */
  of?: string;
}

const ES_ENDINGS = /(ch|sh|s|x|z)$/;

/** English plural of a simple noun phrase (the last word is inflected). */
export function pluralOf(name: string): string {
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (ES_ENDINGS.test(name)) return `${name}es`;
  if (name.endsWith('leaf')) return `${name.slice(0, -4)}leaves`;
  return `${name}s`;
}

function builder(category: Category, massByDefault: boolean, flavour: Flavour) {
  return (name: string, qty: number, unit: Unit, o: EntryOptions): IngredientSpec => {
    const mass = o.mass ?? massByDefault;
    return {
      name,
      plural: o.pl ?? (mass ? name : pluralOf(name)),
      category,
      contains: o.c,
      synonyms: o.s ?? [],
      ...(o.g === undefined ? {} : { group: o.g }),
      flavour: o.f ?? flavour,
      pantry: o.pantry ?? false,
      ...(o.safe === undefined ? {} : { safety: o.safe }),
      qty,
      unit,
      ...(o.prep === undefined ? {} : { prep: o.prep }),
      ...(o.cook === undefined ? {} : { cook: o.cook }),
      ...(o.raw === undefined ? {} : { raw: o.raw }),
      ...(o.aro === undefined ? {} : { aromatic: o.aro }),
      ...(o.ready === undefined ? {} : { ready: o.ready }),
      ...(o.of === undefined ? {} : { of: o.of }),
    };
  };
}

export const protein = builder('protein', false, 'savoury');
export const seafood = builder('seafood', false, 'savoury');
export const egg = builder('egg', false, 'neutral');
export const veg = builder('vegetable', false, 'savoury');
export const fruit = builder('fruit', false, 'sweet');
export const grain = builder('grain-and-pasta', true, 'neutral');
export const bread = builder('bread', true, 'neutral');
export const dairy = builder('dairy', true, 'neutral');
export const herb = builder('herb', true, 'savoury');
export const spice = builder('spice', true, 'savoury');
export const condiment = builder('condiment', true, 'savoury');
export const sweet = builder('sweet', true, 'sweet');
export const nut = builder('nut', false, 'neutral');
export const legume = builder('legume', false, 'savoury');
export const fat = builder('fat', true, 'neutral');
export const liquid = builder('liquid', true, 'neutral');
export const baking = builder('baking', true, 'neutral');
