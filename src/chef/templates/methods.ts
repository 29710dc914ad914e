/** Wording and measures the templates share. */
import { type IngredientId } from '../data/ingredients';
import { isPluralName, joinList, safetyClause, titleName } from '../util';
import { type Item } from './kinds';

export const names = (list: readonly string[]) => joinList(list);
export const titleList = (ids: readonly IngredientId[], max = 3) =>
  joinList([...new Set(ids.slice(0, max).map((id) => titleName(id)))]);
export const byCook = (items: readonly Item[], speed: 'long' | 'medium' | 'quick') =>
  items.filter((i) => (i.spec.cook ?? 'medium') === speed);
export const vegFactor = (n: number) => Math.min(1, Math.max(0.4, 3 / Math.max(1, n)));
export const proteinFactor = (n: number) => (n <= 1 ? 1 : n === 2 ? 0.6 : 0.45);

/**
 * How much of each protein a recipe for four takes: the real mains share a main's amount, while
 * bacon, chorizo or ham alongside them is a flavouring at half its usual amount and takes nothing
 * from them (chicken thighs with bacon are still 600 g of chicken, not 350 g).
 */
export function proteinShares(items: readonly Item[], scale = 1): number[] {
  const mains = items.filter((i) => i.kind !== 'cured');
  const share = proteinFactor(mains.length);
  return items.map((i) => (i.kind === 'cured' && mains.length > 0 ? 0.5 : share) * scale);
}

/** Step text for cooking a protein in a pan. */
export function panCook(name: string, item: Item, oil: string): string {
  const safe = safetyClause(item.id);
  switch (item.kind) {
    case 'fish':
      if (item.spec.group === 'mollusc')
        return `Steam the ${name} in 1 tbsp ${oil} and a splash of water, covered, for 4–5 minutes, shaking the pan now and then, ${safe}; discard any that stay closed.`;
      return item.spec.safety === 'shellfish'
        ? `Fry the ${name} in 1 tbsp ${oil} for 2–3 minutes, ${safe}.`
        : `Fry the ${name} in 1 tbsp ${oil} for 3–4 minutes a side, ${safe}.`;
    case 'tofu':
      return `Fry the ${name} in 1 tbsp ${oil} for 6–8 minutes until golden on all sides.`;
    case 'cured':
      if (item.spec.safety === 'cured') return `Fry the ${name} in a dry pan ${safe}.`;
      switch (item.spec.group) {
        case 'canned-fish':
          return `Drain the ${name} and warm through for 1–2 minutes, breaking it into flakes.`;
        case 'anchovy':
          return `Stir the ${name} into 1 tbsp ${oil} over a low heat until they melt.`;
        case 'crab-stick':
          return `Warm the shredded ${name} through for 1–2 minutes.`;
        default:
          return `Warm the ${name} through for 1–2 minutes.`;
      }
    case 'grill-cheese':
      return `Fry the ${name} in 1 tbsp ${oil} for 2 minutes a side until golden.`;
    default: {
      const g = item.spec.group ?? '';
      // steak and lamb strips take minutes; pork a few more; chicken and mince longest
      const minutes =
        g === 'steak' || g === 'lamb-cut' || g === 'duck'
          ? '2–3'
          : g === 'pork-cut' || g === 'pork-roast' || g === 'escalope'
            ? '4–5'
            : '6–8';
      return `Cook the ${name} in 1 tbsp ${oil} over medium-high heat for ${minutes} minutes, ${g === 'mince' ? 'breaking it up' : 'turning'}, ${safe}.`;
    }
  }
}

/** How a stir-fry's protein is cut, for its line and its prep step. */
export function stirFryCut(item: Item): string | undefined {
  const g = item.spec.group ?? '';
  if (item.kind === 'fish')
    return item.spec.safety === 'shellfish' ? item.spec.prep : 'cut into bite-sized chunks';
  if (item.kind === 'meat') return g === 'mince' ? item.spec.prep : 'cut into thin strips';
  if (item.kind === 'cured') {
    if (item.spec.prep) return item.spec.prep;
    if (item.spec.category === 'seafood' && item.spec.ready && g !== 'smoked-fish')
      return undefined;
    if (g === 'canned-fish') return 'drained';
    if (g === 'anchovy') return 'chopped';
    if (g === 'crab-stick') return 'shredded';
    if (g === 'smoked-fish') return 'torn into strips';
    return 'cut into thin strips';
  }
  return item.spec.prep;
}

export const PREP_VERBS: Readonly<Record<string, string>> = {
  shredded: 'shred',
  sliced: 'slice',
  'thinly sliced': 'thinly slice',
  diced: 'dice',
  chopped: 'chop',
  'finely chopped': 'finely chop',
  halved: 'halve',
  grated: 'grate',
};

/**
 * "shred the lettuce", "dice the cucumber and tomatoes": raw vegetables readied as their lines
 * say; leaves, kernels and sprouts with no note are left as they are (not listed).
 */
export function prepVerbs(items: readonly Item[], shown: readonly string[]): string[] {
  const byVerb = new Map<string, string[]>();
  items.forEach((v, i) => {
    if (!vegNeedsCutting(v) && !v.spec.prep) return;
    const verb =
      v.kind === 'avocado' ? 'halve, stone and slice' : (PREP_VERBS[v.spec.prep ?? ''] ?? 'slice');
    const list = byVerb.get(verb) ?? [];
    list.push(shown[i] ?? '');
    byVerb.set(verb, list);
  });
  const out: string[] = [];
  for (const [verb, list] of byVerb) out.push(`${verb} the ${joinList(list)}`);
  return out;
}

/** Leaves, kernels, peas, sprouts and seaweed are cooked as they are, not sliced. */
export function vegNeedsCutting(item: Item): boolean {
  if (item.kind === 'leafy') return false;
  return !['corn', 'pea', 'sprouts', 'seaweed', 'salad-leaf'].includes(item.spec.group ?? '');
}

/** Proteins that are eaten as they come (canned, smoked, cured): how they are readied. */
export function readyProtein(name: string, item: Item): string {
  switch (item.spec.group) {
    case 'canned-fish':
      return `Drain the ${name} and break into large flakes.`;
    case 'anchovy':
      return `Roughly chop the ${name}.`;
    case 'crab-stick':
      return `Shred the ${name}.`;
    case 'frankfurter':
      return `Warm the ${name} in simmering water for 5 minutes, then slice.`;
    default:
      return `Tear or slice the ${name} into strips.`;
  }
}

/**
 * What happens to a protein after `panCook` before it goes into a pasta, bowl or salad: whole cuts
 * are sliced, fillets flaked; anything already cut small goes in as it is.
 */
export function afterCook(item: Item): string {
  if (item.kind === 'meat' && !item.spec.prep && item.spec.group !== 'mince')
    return item.spec.group === 'poultry-bone'
      ? 'rest for 3 minutes, then pull the meat from the bones'
      : 'rest for 3 minutes, then slice';
  if (item.kind === 'fish' && item.spec.safety !== 'shellfish') return 'break into large flakes';
  return '';
}

export const CHILLI_GROUPS = new Set(['chilli', 'chilli-powder']);

// ---- savoury templates -------------------------------------------------------------------

/** "it" or "them" for the items named in a step. */
export function pronounFor(items: readonly Item[], shown: readonly string[]): string {
  const first = items[0];
  const name = shown[0];
  if (shown.length !== 1 || !first || name === undefined) return 'them';
  return isPluralName(first.id, name) ? 'them' : 'it';
}

/** " Rest for 3 minutes, then slice." for a clause, or nothing. */
export function sentence(clause: string): string {
  return clause ? ` ${capitalFirst(clause)}.` : '';
}

export function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const sweetFruit = (i: Item) => i.kind === 'fruit';
