/** Wording and measures the templates share. */
import { type IngredientId } from '../data/ingredients';
import { type Group } from '../data/groups';
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

/** Cooked meat a cook reheats until piping hot rather than only warms. */
const LEFTOVER_MEAT = new Set(['cooked-poultry', 'cooked-meat', 'cooked-pork']);

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
          // leftover roast meat and bought cooked chicken are reheated all the way through (ham,
          // salami and cooked fish only want warming)
          return LEFTOVER_MEAT.has(item.spec.group ?? '')
            ? `Warm the ${name} in 1 tbsp ${oil} over a medium heat for 3–4 minutes, turning, until piping hot.`
            : `Warm the ${name} through for 1–2 minutes.`;
      }
    case 'stew':
      return `Reheat the ${name} in a pan over a medium heat for 6–8 minutes, stirring now and then and adding a splash of water if it catches, until piping hot all the way through.`;
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

/** Vegetables bought cut: a bag of coleslaw mix is shredded already, cauliflower rice grated. */
const BOUGHT_CUT = new Set<string>([
  'coleslaw_mix',
  'cauliflower_rice',
  'soffritto',
  'stir_fry_veg',
]);

/** Aromatics that are vegetables in their own right and need minutes to soften: onions, leeks. */
export const BULBS = new Set<Group>(['onion', 'leek']);

/** Leaves, kernels, peas, sprouts and seaweed are cooked as they are, not sliced. */
export function vegNeedsCutting(item: Item): boolean {
  if (item.kind === 'leafy' || BOUGHT_CUT.has(item.id)) return false;
  // frozen mixed vegetables come ready-cut
  return !['corn', 'pea', 'sprouts', 'seaweed', 'salad-leaf', 'mixed-veg'].includes(
    item.spec.group ?? '',
  );
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
    // kielbasa and the like are eaten hot: browned in a dry pan, their own fat enough to fry in
    case 'smoked-sausage':
      return `Fry the ${name} in a dry frying pan for 4–5 minutes, turning, until browned at the edges and piping hot.`;
    default:
      return `Tear or slice the ${name} into strips.`;
  }
}

/** Meat already in pieces (mince, meatballs, nuggets): there is nothing to rest or slice. */
const IN_PIECES: ReadonlySet<string> = new Set(['mince', 'meatball', 'breaded-chicken']);

/**
 * What happens to a protein after `panCook` before it goes into a pasta, bowl or salad: whole cuts
 * are sliced, fillets flaked; anything already cut small goes in as it is.
 */
export function afterCook(item: Item): string {
  if (item.kind === 'meat' && !item.spec.prep && !IN_PIECES.has(item.spec.group ?? ''))
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

// ---- an item's own state and handling ----------------------------------------------------

/** Whether the visitor's own words say it was bought frozen ("frozen prawns", "frozen pollock"). */
export function isFrozen(item: Item): boolean {
  return /\bfrozen\b/i.test(item.v.text);
}

/**
 * Whether it is already cooked and only wants warming: the lexicon's ready foods, or the visitor's
 * words ("leftover rice", "egg fried rice pouches", "straight-to-wok noodles").
 */
export function isCooked(item: Item): boolean {
  return (
    item.spec.ready === true ||
    /\b(cooked|leftover|left over|microwave|pouch(es)?|straight[- ]to[- ]wok|ready[- ]to[- ](eat|wok))\b/i.test(
      item.v.text,
    )
  );
}

/** Crispy fried noodles and the like: eaten as they come, scattered on, never boiled. */
export function isCrunchyTopping(item: Item): boolean {
  return /\b(crispy|crunchy|fried)\b/i.test(item.v.text) && item.kind === 'noodles';
}

/**
 * Frozen meat and fish are thawed before they are cooked: the line says so ("400 g seafood mix,
 * thawed and patted dry"). Frozen vegetables and fruit go in as they are.
 */
export function thawNote(item: Item, note: string | undefined): string | undefined {
  const thaws =
    isFrozen(item) && (item.kind === 'meat' || item.kind === 'fish' || item.kind === 'slow-meat');
  if (!thaws) return note;
  return note ? `thawed, ${note}` : 'thawed in the fridge and patted dry';
}

/**
 * Lemongrass stalks, lime leaves, bay and curry leaves give their scent to what cooks with them;
 * nobody eats a whole one scattered over a plate.
 */
export function isCookedInHerb(item: Item): boolean {
  return ['lemongrass', 'lime-leaf', 'pandan', 'bay', 'curry-leaf'].includes(item.spec.group ?? '');
}

/** Rice, grains and noodles that make a bowl's base or a side (not polenta, cereal, flakes). */
const BASE_GROUPS = new Set(['rice', 'grain', 'wild-rice', 'cooked-rice', 'noodles']);

/** Whether it can be the grain of a bowl or the rice on the side of a tray or a stir-fry. */
export function isBaseGrain(item: Item): boolean {
  return (
    BASE_GROUPS.has(item.spec.group ?? '') &&
    item.id !== 'leftover_risotto' &&
    !isCrunchyTopping(item)
  );
}

/** Minutes a grain, noodle or small pasta cooks from dry, by kind, and how it is finished. */
const GRAIN_COOK: Readonly<Record<string, { minutes: string; then: string }>> = {
  rice: { minutes: '10–12', then: 'drain and leave to steam, covered, for 5 minutes' },
  brown_rice: { minutes: '25–30', then: 'drain and leave to steam, covered, for 5 minutes' },
  instant_rice: { minutes: '5', then: 'drain and leave to stand, covered, for 5 minutes' },
  wild_rice: { minutes: '40–45', then: 'drain' },
  quinoa: { minutes: '12–15', then: 'drain well' },
  bulgur: { minutes: '10–12', then: 'drain and leave to steam, covered, for 5 minutes' },
  pearl_barley: { minutes: '25–30', then: 'drain' },
  farro: { minutes: '20–25', then: 'drain' },
  millet: { minutes: '15–20', then: 'drain' },
  buckwheat_groats: { minutes: '10–12', then: 'drain' },
  giant_couscous: { minutes: '8–10', then: 'drain' },
  orzo: { minutes: '8–9', then: 'drain' },
  egg_noodles: { minutes: '4', then: 'drain' },
  udon: { minutes: '2–3', then: 'drain' },
  soba: { minutes: '4–5', then: 'drain' },
  ramen: { minutes: '3', then: 'drain' },
  instant_noodles: { minutes: '3', then: 'drain' },
  sweet_potato_noodles: { minutes: '6–8', then: 'drain' },
};

/**
 * The step that readies a bowl's grain, a side of rice or a stir-fry's noodles, with its own time:
 * couscous is soaked, rice noodles steeped, leftover or pouch rice only reheated until piping hot,
 * straight-to-wok noodles loosened. `rinse` cools noodles or a salad's grain under the tap.
 */
export function cookGrain(item: Item, name: string, rinse = false): string {
  if (isCooked(item)) {
    if (item.kind === 'noodles') return `Loosen the ${name} with your fingers, ready for the pan.`;
    return rinse
      ? `Break up the ${name} with a fork; keep it in the fridge until you need it.`
      : `Reheat the ${name} in a covered pan with a splash of water for 4–5 minutes, stirring now and then, until piping hot all the way through.`;
  }
  if (item.id === 'couscous')
    return `Put the ${name} in a bowl with a pinch of salt, pour over boiling water to cover by 1 cm, cover and leave for 5 minutes, then fluff up with a fork.`;
  if (item.id === 'rice_noodles' || item.id === 'glass_noodles')
    return `Soak the ${name} in just-boiled water for 5–8 minutes until soft, then drain${rinse ? ' and rinse under cold water' : ''}.`;
  const noodles = item.kind === 'noodles';
  const how = GRAIN_COOK[item.id] ?? (noodles ? GRAIN_COOK.egg_noodles : GRAIN_COOK.rice);
  const water = noodles ? 'boiling water' : 'boiling salted water';
  const lead =
    item.kind === 'rice' && item.id !== 'brown_rice' && item.id !== 'instant_rice'
      ? `Rinse the ${name}, then cook it`
      : `Cook the ${name}`;
  const then = rinse ? 'drain and rinse under cold water' : (how?.then ?? 'drain');
  return `${lead} in a large pan of ${water} for ${how?.minutes ?? '10–12'} minutes until tender, then ${then}.`;
}

/** How many minutes a grain takes to ready, resting included, for a recipe's cook time. */
export function grainMinutes(item: Item): number {
  if (isCooked(item)) return item.kind === 'noodles' ? 0 : 5;
  if (item.id === 'couscous') return 5;
  if (item.id === 'rice_noodles' || item.id === 'glass_noodles') return 8;
  const how =
    GRAIN_COOK[item.id] ?? (item.kind === 'noodles' ? GRAIN_COOK.egg_noodles : GRAIN_COOK.rice);
  const upper = Number(how?.minutes.split('–').pop() ?? 12);
  return upper + (how?.then.includes('steam') ? 5 : 0);
}

/** How a vegetable is cut for a wok: thin enough to cook in its few minutes. */
export function wokCut(item: Item): string | undefined {
  switch (item.spec.group) {
    case 'root':
      return 'cut into thin batons';
    case 'sweet-pepper':
      return 'deseeded and thinly sliced';
    case 'brassica':
      return item.id === 'brussels_sprout' ? 'thinly sliced' : 'cut into small florets';
    case 'courgette':
      return 'halved and sliced';
  }
  return item.spec.prep;
}

/**
 * A vegetable boiled for a salad, with its own time: beans and peas a few minutes, potatoes a
 * quarter of an hour, raw beetroot most of an hour, corn cut from the cob once cooked.
 */
export function boilVeg(item: Item, name: string): string {
  const g = item.spec.group ?? '';
  if (item.id === 'sweetcorn_cob')
    return `Boil the ${name} for 5 minutes, then stand each on its end and cut off the kernels.`;
  if (g === 'beetroot')
    return `Boil the ${name} whole for 30–40 minutes until a knife slides in, then peel while warm and cut into wedges.`;
  if (g === 'potato')
    return `Boil the ${name} in salted water for 15–20 minutes until tender to the point of a knife, then drain and cool.`;
  const minutes =
    g === 'pea' || g === 'corn' || g === 'asparagus'
      ? '2–3'
      : item.id === 'cauliflower'
        ? '4–5'
        : '3–4';
  return `Boil the ${name} in salted water for ${minutes} minutes until just tender, then drain and cool under cold water.`;
}

/** How a vegetable is cut for a roasting tray, by what it is. */
export function roastCut(item: Item): string | undefined {
  if (item.kind === 'chips') return undefined;
  switch (item.spec.group) {
    case 'onion':
      return item.id === 'shallot' ? 'peeled and halved' : 'peeled and cut into wedges';
    case 'potato':
      return item.id === 'new_potato' ? 'halved' : (item.spec.prep ?? 'cut into 3 cm chunks');
    case 'root':
      if (item.id === 'jerusalem_artichoke') return 'scrubbed and halved';
      return item.id === 'carrot' || item.id === 'parsnip'
        ? 'cut into 3 cm chunks'
        : 'peeled and cut into 3 cm chunks';
    case 'winter-squash':
      return item.id === 'sweet_potato'
        ? 'cut into 3 cm chunks'
        : 'peeled, deseeded and cut into 3 cm chunks';
    case 'yam':
      return 'peeled and cut into 3 cm chunks';
    case 'beetroot':
      return 'peeled and cut into wedges';
    case 'plantain':
      return 'peeled and cut into 3 cm pieces';
    case 'brassica':
      return item.spec.prep;
    case 'cabbage':
    case 'fennel':
      return 'cut into wedges';
    case 'sweet-pepper':
      return 'deseeded and cut into 3 cm pieces';
    case 'tomato':
    case 'tomatillo':
      return 'halved';
    case 'mushroom':
      return item.id === 'portobello' ? 'thickly sliced' : 'halved';
    case 'corn':
      return item.id === 'sweetcorn_cob' ? 'each cut into 3 pieces' : undefined;
    case 'green-bean':
    case 'asparagus':
    case 'okra':
      return 'trimmed';
    case 'pea':
    case 'mixed-veg':
    case 'sprouts':
      return undefined;
  }
  if (item.kind === 'aromatic') return item.spec.prep;
  return 'cut into 3 cm pieces';
}

/** How a herb that cooks in is readied when it is eaten with the dish, not fished out. */
export function cookedInNote(item: Item): string | undefined {
  if (item.spec.group === 'lemongrass')
    return /\bpaste\b/i.test(item.v.text)
      ? undefined
      : 'tough outer layers removed, finely chopped';
  if (item.spec.group === 'lime-leaf') return 'stalks removed, finely shredded';
  return item.spec.prep;
}

/** Dried lentils and split peas, bought by weight: simmered, not drained from a tin. */
export function isDriedPulse(item: Item): boolean {
  return item.kind === 'legume' && item.spec.unit === 'g';
}

/** Minutes a dried lentil or split pea simmers until soft: red lentils collapse fast, split peas slowly. */
const PULSE_MINUTES: Readonly<Record<string, number>> = {
  red_lentil: 20,
  green_lentil: 25,
  mung_bean: 30,
  urad_dal: 30,
  toor_dal: 40,
  split_pea: 45,
  marrowfat_pea: 45,
};

export function pulseMinutes(item: Item): number {
  return PULSE_MINUTES[item.id] ?? 25;
}

/** Dried beans or chickpeas want a night's soaking and an hour's simmering: no quick recipe. */
export function needsSoaking(item: Item): boolean {
  return item.kind === 'legume' && item.spec.unit !== 'g' && /\bdried\b/i.test(item.v.text);
}

/** Lentils that hold their shape, for a salad or a bowl (red lentils and split peas collapse). */
export function holdsShape(item: Item): boolean {
  return !isDriedPulse(item) || item.id === 'green_lentil' || item.id === 'mung_bean';
}

/**
 * Silken tofu is set like a custard: it is spooned into soup or braised gently, and falls apart
 * when fried, stir-fried, roasted or tossed through pasta.
 */
export function isSilken(item: Item): boolean {
  return item.id === 'silken_tofu';
}

/** Readies a tin of beans or a bag of lentils for a salad or a bowl. */
export function readyPulse(item: Item, name: string): string {
  return isDriedPulse(item)
    ? `Rinse the ${name}, then simmer in plenty of unsalted water for 20–25 minutes until just tender but holding their shape; drain.`
    : `Drain and rinse the ${name}.`;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
