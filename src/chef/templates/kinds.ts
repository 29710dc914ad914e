import { inGroups, type Group } from '../data/groups';
import { type IngredientId } from '../data/ingredients';
import type { VisitorItem } from '../draft';
import type { IngredientSpec } from '../types';

/** Meat-free mince of either kind (mycoprotein or soya): browned briefly, no safe temperature. */
export function isVeggieMince(id: string | null | undefined): boolean {
  return id === 'quorn' || id === 'soya_mince';
}

/** What a visitor's ingredient can do in a composed recipe. */
export type Kind =
  | 'meat'
  /** braising cuts (stewing beef, pork belly, lamb shoulder): only a long, slow simmer suits them */
  | 'slow-meat'
  | 'cured'
  /** a leftover stew, curry or chilli: a sauce already, reheated whole, never torn or browned */
  | 'stew'
  | 'fish'
  | 'tofu'
  | 'egg'
  | 'legume'
  | 'aromatic'
  | 'veg'
  /** oven chips, fries and hash browns: bought frozen and baked as they come, only ever on a tray */
  | 'chips'
  | 'leafy'
  | 'citrus'
  | 'avocado'
  | 'pasta'
  | 'noodles'
  | 'rice'
  | 'grain'
  | 'oats'
  | 'wrap'
  | 'bread'
  | 'cheese'
  | 'grill-cheese'
  | 'cream'
  | 'milk'
  | 'yogurt'
  | 'butter'
  | 'herb'
  | 'woody-herb'
  | 'spice'
  | 'sweet-spice'
  | 'asian-sauce'
  | 'condiment'
  | 'tomato-sauce'
  | 'stock'
  | 'coconut-milk'
  | 'wine'
  | 'nut'
  | 'fruit'
  | 'syrup'
  | 'sweet'
  | 'pantry'
  | 'other';

const ASIAN_SAUCES = new Set<Group>([
  'soy',
  'fish-sauce',
  'oyster-sauce',
  'hoisin',
  'teriyaki',
  'gochujang',
  'miso',
  'sweet-chilli',
  'hot-sauce',
  'stir-fry-sauce',
]);

/** Substitution groups of cuts that need hours, not minutes. */
export const SLOW_CUTS = new Set<Group>(['braising', 'pork-slow', 'pork-rib']);

/** Joints and whole birds: 1.5 kg of gammon is not fried for 8 minutes. */
const JOINTS = new Set<Group>(['gammon', 'beef-joint', 'pork-roast', 'whole-bird']);

/** Cuts in a quick group that still need a long cook: duck legs are not drumsticks. */
const SLOW_IDS = new Set<string>(['duck_leg', 'lamb_shank', 'ham_hock', 'pork_knuckle']);

/**
 * Whole animals and pieces sold whole that a template meant for portions would ruin: a whole beef
 * fillet, a corned brisket, a rabbit, an octopus, soup bones. A known dish cooks them, or nothing.
 */
const WHOLE_IDS = new Set<string>([
  'beef_fillet',
  'corned_beef_brisket',
  'beef_bones',
  'rabbit',
  'octopus',
  'salt_cod',
]);

export function kindOf(id: IngredientId, spec: IngredientSpec): Kind {
  if (spec.pantry) return 'pantry';
  const g = spec.group ?? '';
  switch (spec.category) {
    case 'protein':
      if (g === 'tofu' || g === 'veggie-mince') return 'tofu';
      // a carcass makes stock for a known soup; no template fries or slices bones. Bought
      // dumplings and pierogi are cooked whole (a known dish, or a tray in the oven): a wok or a
      // bowl would cut them open, raw filling and all
      if (g === 'bones' || g === 'dumpling') return 'other';
      if (g === 'leftover-stew') return 'stew';
      // cooked leftovers are warmed through, never cooked from raw
      if (spec.ready) return 'cured';
      if (spec.safety === 'cured' || g === 'ham' || g === 'salami' || g === 'frankfurter')
        return 'cured';
      if (inGroups(SLOW_CUTS, spec.group) || SLOW_IDS.has(id)) return 'slow-meat';
      // a joint or a whole bird is roasted whole by a known dish, never cut up by a template
      if (inGroups(JOINTS, spec.group) || WHOLE_IDS.has(id)) return 'other';
      return 'meat';
    case 'seafood':
      if (WHOLE_IDS.has(id)) return 'other';
      return spec.ready ||
        g === 'canned-fish' ||
        g === 'smoked-fish' ||
        g === 'anchovy' ||
        g === 'crab-stick'
        ? 'cured'
        : 'fish';
    case 'egg':
      return 'egg';
    case 'legume':
      // bought falafel or refried beans are served as they are, not simmered into a soup
      return spec.ready ? 'other' : 'legume';
    case 'vegetable':
      if (g === 'canned-tomato') return 'tomato-sauce';
      // coleslaw, roasted peppers from a jar: served as they are, never cooked again
      if (spec.ready) return 'other';
      if (spec.aromatic) return 'aromatic';
      // dried kelp flavours a dashi and is lifted out, and instant mash is made up with water,
      // never cut and roasted: a known dish uses them, no wok or tray
      if (g === 'kombu' || g === 'instant-mash') return 'other';
      if (g === 'chips' || g === 'hash-brown') return 'chips';
      if (g === 'leafy-green' || g === 'salad-leaf') return 'leafy';
      return 'veg';
    case 'fruit':
      if (g === 'citrus') return 'citrus';
      if (g === 'avocado') return 'avocado';
      return 'fruit';
    case 'grain-and-pasta':
      if (g === 'pasta' || g === 'gnocchi' || g === 'lasagne') return 'pasta';
      if (g === 'noodles') return 'noodles';
      if (g === 'rice' || g === 'risotto-rice' || g === 'sushi-rice') return 'rice';
      if (g === 'oats' || g === 'granola') return 'oats';
      return 'grain';
    case 'bread':
      if (g === 'flatbread') return 'wrap';
      if (g === 'bread' || g === 'bun' || g === 'breadcrumbs') return 'bread';
      return 'other';
    case 'dairy':
      if (g === 'grill-cheese') return 'grill-cheese';
      if (g === 'butter') return 'butter';
      if (g === 'milk' || g === 'buttermilk') return 'milk';
      if (g === 'yogurt') return 'yogurt';
      if (g === 'cream' || g === 'soured-cream' || g === 'cream-cheese') return 'cream';
      return 'cheese';
    case 'herb':
      return g === 'woody-herb' || g === 'bay' || g === 'dried-herbs' ? 'woody-herb' : 'herb';
    case 'spice':
      return g === 'sweet-spice' || g === 'anise' ? 'sweet-spice' : 'spice';
    case 'condiment':
      if (inGroups(ASIAN_SAUCES, spec.group)) return 'asian-sauce';
      if (g === 'nut-butter') return 'nut';
      return 'condiment';
    case 'liquid':
      if (g === 'stock') return 'stock';
      if (g === 'coconut-milk') return 'coconut-milk';
      if (g === 'white-wine' || g === 'red-wine' || g === 'rice-wine' || g === 'beer')
        return 'wine';
      return spec.flavour === 'sweet' || g === 'juice' ? 'sweet' : 'other';
    case 'sweet':
      return g === 'syrup' ? 'syrup' : 'sweet';
    case 'nut':
      return 'nut';
    case 'fat':
      return 'butter';
    case 'baking':
      return g === 'vanilla' ? 'sweet-spice' : 'other';
  }
  return 'other';
}

export interface Item {
  v: VisitorItem;
  id: IngredientId;
  spec: IngredientSpec;
  kind: Kind;
}

/** Visitor ingredients, recognised and without repeats, with their kinds. */
export function classify(visitor: readonly VisitorItem[]): Item[] {
  const seen = new Set<IngredientId>();
  const items: Item[] = [];
  for (const v of visitor) {
    if (!v.id || !v.spec || seen.has(v.id)) continue;
    seen.add(v.id);
    items.push({ v, id: v.id, spec: v.spec, kind: kindOf(v.id, v.spec) });
  }
  return items;
}
