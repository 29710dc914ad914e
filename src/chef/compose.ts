import { INGREDIENTS, type IngredientId } from './data/ingredients';
import type { Draft, DraftLine, VisitorItem } from './draft';
import type { Course, IngredientSpec, Unit } from './types';
import {
  displayName,
  isPluralName,
  joinList,
  pick,
  roundQuantity,
  safeUntil,
  safetyClause,
  titleName,
} from './util';

/** Local alias: module namespace getters are slow on the hot path. */
const ING = INGREDIENTS;

/** What a visitor's ingredient can do in a composed recipe. */
export type Kind =
  | 'meat'
  | 'cured'
  | 'fish'
  | 'tofu'
  | 'egg'
  | 'legume'
  | 'aromatic'
  | 'veg'
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

const ASIAN_SAUCES = new Set([
  'soy',
  'fish-sauce',
  'oyster-sauce',
  'hoisin',
  'teriyaki',
  'gochujang',
  'miso',
  'sweet-chilli',
  'hot-sauce',
]);

export function kindOf(id: IngredientId, spec: IngredientSpec): Kind {
  if (spec.pantry) return 'pantry';
  const g = spec.group ?? '';
  switch (spec.category) {
    case 'protein':
      if (g === 'tofu' || g === 'veggie-mince') return 'tofu';
      if (spec.safety === 'cured' || g === 'ham' || g === 'salami' || g === 'frankfurter')
        return 'cured';
      return 'meat';
    case 'seafood':
      return g === 'canned-fish' || g === 'smoked-fish' || g === 'anchovy' || g === 'crab-stick'
        ? 'cured'
        : 'fish';
    case 'egg':
      return 'egg';
    case 'legume':
      return 'legume';
    case 'vegetable':
      if (g === 'canned-tomato') return 'tomato-sauce';
      if (spec.aromatic) return 'aromatic';
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
      if (ASIAN_SAUCES.has(g)) return 'asian-sauce';
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

interface Item {
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

/** Collects lines and marks what it uses while a template writes a recipe. */
class Composer {
  readonly lines: DraftLine[] = [];
  readonly used = new Set<number>();
  readonly extras: IngredientId[] = [];
  private readonly byId = new Map<IngredientId, DraftLine>();

  /** the visitor's first entry for each ingredient, shared by every template of a request */
  private readonly visitorById: ReadonlyMap<IngredientId, VisitorItem>;
  readonly items: readonly Item[];
  private readonly visitor: readonly VisitorItem[];
  private readonly random: () => number;

  constructor(ctx: Context) {
    this.visitorById = ctx.visitorById;
    this.items = ctx.items;
    this.visitor = ctx.visitor;
    this.random = ctx.random;
  }

  has(id: IngredientId): boolean {
    return this.visitorById.has(id);
  }

  isUsed(item: Item): boolean {
    return this.used.has(item.v.index);
  }

  /** Unused visitor items of these kinds (and passing `filter`), at most `max`. */
  take(kinds: readonly Kind[], max = 99, filter?: (item: Item) => boolean): Item[] {
    const out: Item[] = [];
    for (const i of this.items) {
      if (out.length >= max) break;
      if (kinds.includes(i.kind) && !this.isUsed(i) && (!filter || filter(i))) out.push(i);
    }
    return out;
  }

  /** Adds a line for an ingredient; marks the visitor's entry used when they listed it. */
  add(id: IngredientId, qty: number, unit: Unit, note?: string): string {
    const existing = this.byId.get(id);
    if (existing) return displayName(existing.id, existing.qty, existing.unit);
    const line: DraftLine = { id, qty, unit, note: note || undefined, replaces: undefined };
    this.lines.push(line);
    this.byId.set(id, line);
    const v = this.visitorById.get(id);
    if (v) this.used.add(v.index);
    else if (!ING[id].pantry) this.extras.push(id);
    return displayName(id, qty, unit);
  }

  /** Adds a visitor item at its default amount times `factor`. */
  use(item: Item, factor = 1, note?: string): string {
    const spec = item.spec;
    const qty = spec.unit === 'taste' ? 1 : roundQuantity(spec.qty * factor, spec.unit);
    return this.add(item.id, qty, spec.unit, note ?? spec.prep);
  }

  useAll(items: readonly Item[], factor = 1): string[] {
    const names: string[] = [];
    for (const i of items) names.push(this.use(i, factor));
    return names;
  }

  /** An ingredient the template needs: the visitor's if listed, else added (maybe an extra). */
  need(id: IngredientId, qty?: number, unit?: Unit, note?: string): string {
    const spec = ING[id];
    return this.add(id, qty ?? spec.qty, unit ?? spec.unit, note);
  }

  /** The visitor's cooking fat if they listed one, else the given default. */
  oil(fallback: IngredientId, qty = 2): string {
    const own = this.items.find(
      (i) => (i.spec.group === 'oil' || i.id === 'ghee') && !this.isUsed(i),
    );
    const id = own?.id ?? (this.byId.has('olive_oil') ? 'olive_oil' : fallback);
    return this.add(id, qty, 'tbsp');
  }

  /**
   * Title-case names for a "with ..." list in a title, each plural when its line is ("with Cherry
   * Tomatoes and Courgette").
   */
  titleList(ids: readonly IngredientId[], max = 3): string {
    const out: string[] = [];
    for (const id of ids.slice(0, max)) {
      const line = this.byId.get(id);
      const spec = ING[id];
      const plural =
        line !== undefined &&
        spec.plural !== spec.name &&
        displayName(id, line.qty, line.unit) === spec.plural;
      out.push(titleName(id, plural));
    }
    return joinList(out);
  }

  seasoning(): { salt: string; pepper: string } {
    return { salt: this.need('salt', 1, 'taste'), pepper: this.need('black_pepper', 1, 'taste') };
  }

  /** Marks later duplicate entries of used ingredients as used too. */
  private finish(): void {
    for (const v of this.visitor) if (v.id && this.byId.has(v.id)) this.used.add(v.index);
  }

  /**
   * A template's result, once its lines are written: marks the visitor's later duplicates used,
   * picks one of `blurbs` (the template's only `random()` call, made last as it always was) and
   * wraps the lines in a draft. Every template returns through here, so every composed draft has
   * the same properties in the same order: one object shape for V8.
   */
  result(
    key: string,
    fit: number,
    writeSteps: () => string[],
    title: string,
    blurbs: readonly string[],
    serves: number,
    prep: number,
    cook: number,
  ): Composed {
    this.finish();
    return {
      key,
      fit,
      writeSteps,
      draft: {
        title,
        blurb: pick(blurbs, this.random),
        serves,
        prep,
        cook,
        lines: this.lines,
        steps: [],
        tips: [],
        used: this.used,
        extras: this.extras,
        source: 'composed',
        taste: TEMPLATE_TASTE[key] ?? 'savoury',
        course: TEMPLATE_COURSE[key] ?? 'main',
      },
    };
  }
}

export interface Composed {
  key: string;
  fit: number;
  /**
   * Writes the method. Every template is scored on every request but only the chosen one is
   * written out, so the steps (most of a template's string work) wait until asked for; `draft.steps`
   * stays empty until then. Writing steps uses no randomness, so seeded outputs are unchanged.
   */
  writeSteps: () => string[];
  draft: Draft;
}

interface Context {
  visitor: readonly VisitorItem[];
  visitorById: ReadonlyMap<IngredientId, VisitorItem>;
  items: readonly Item[];
  random: () => number;
}

type Template = (ctx: Context) => Composed | null;

const names = (list: readonly string[]) => joinList(list);
const titleList = (ids: readonly IngredientId[], max = 3) =>
  joinList(ids.slice(0, max).map((id) => titleName(id)));
const byCook = (items: readonly Item[], speed: 'long' | 'medium' | 'quick') =>
  items.filter((i) => (i.spec.cook ?? 'medium') === speed);
const vegFactor = (n: number) => Math.min(1, Math.max(0.4, 3 / Math.max(1, n)));
const proteinFactor = (n: number) => (n <= 1 ? 1 : n === 2 ? 0.6 : 0.45);

/** Step text for cooking a protein in a pan. */
function panCook(name: string, item: Item, oil: string): string {
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
    default:
      return `Cook the ${name} in 1 tbsp ${oil} over medium-high heat for 6–8 minutes, ${item.spec.group === 'mince' ? 'breaking it up' : 'turning'}, ${safe}.`;
  }
}

/** How a stir-fry's protein is cut, for its line and its prep step. */
function stirFryCut(item: Item): string | undefined {
  const g = item.spec.group ?? '';
  if (item.kind === 'fish')
    return item.spec.safety === 'shellfish' ? item.spec.prep : 'cut into bite-sized chunks';
  if (item.kind === 'meat') return g === 'mince' ? item.spec.prep : 'cut into thin strips';
  if (item.kind === 'cured') {
    if (item.spec.prep) return item.spec.prep;
    if (g === 'canned-fish') return 'drained';
    if (g === 'anchovy') return 'chopped';
    if (g === 'crab-stick') return 'shredded';
    if (g === 'smoked-fish') return 'torn into strips';
    return 'cut into thin strips';
  }
  return item.spec.prep;
}

const PREP_VERBS: Readonly<Record<string, string>> = {
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
function prepVerbs(items: readonly Item[], shown: readonly string[]): string[] {
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
function vegNeedsCutting(item: Item): boolean {
  if (item.kind === 'leafy') return false;
  return !['corn', 'pea', 'sprouts', 'seaweed', 'salad-leaf'].includes(item.spec.group ?? '');
}

/** Proteins that are eaten as they come (canned, smoked, cured): how they are readied. */
function readyProtein(name: string, item: Item): string {
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
function afterCook(item: Item): string {
  if (item.kind === 'meat' && !item.spec.prep && item.spec.group !== 'mince')
    return item.spec.group === 'poultry-bone'
      ? 'rest for 3 minutes, then pull the meat from the bones'
      : 'rest for 3 minutes, then slice';
  if (item.kind === 'fish' && item.spec.safety !== 'shellfish') return 'break into large flakes';
  return '';
}

const CHILLI_GROUPS = new Set(['chilli', 'chilli-powder']);

// ---- savoury templates -------------------------------------------------------------------

const stirFry: Template = (ctx) => {
  const c = new Composer(ctx);
  const proteins = c.take(
    ['meat', 'cured', 'fish', 'tofu'],
    3,
    (i) =>
      i.spec.group !== 'braising' &&
      i.spec.group !== 'whole-bird' &&
      i.spec.group !== 'poultry-bone' &&
      i.spec.group !== 'pork-slow',
  );
  const eggs = c.take(['egg'], 1);
  const veg = c.take(
    ['veg', 'leafy'],
    8,
    (i) => (i.spec.cook ?? 'medium') !== 'long' || i.spec.group === 'root',
  );
  const aromatics = c.take(['aromatic'], 6);
  const starch = c.take(['noodles'], 1).length > 0 ? c.take(['noodles'], 1) : c.take(['rice'], 1);
  if (proteins.length + eggs.length === 0 && veg.length < 3) return null;
  if (proteins.length + veg.length === 0) return null;
  const sauces = c.take(['asian-sauce'], 3);
  const extrasSauce = c.take(
    ['syrup', 'nut'],
    2,
    (i) => i.kind === 'syrup' || i.spec.group === 'nut-butter',
  );
  const vinegar = c.take(['condiment'], 1, (i) => i.spec.group === 'vinegar');
  const spices = c.take(['spice'], 3, (i) => i.spec.group !== 'paprika');
  const wine = c.take(['wine'], 1, (i) => i.spec.group === 'rice-wine');
  const herbs = c.take(['herb'], 2, (i) =>
    ['soft-herb', 'basil', 'mint', 'lemongrass', 'lime-leaf'].includes(i.spec.group ?? ''),
  );
  const nuts = c.take(
    ['nut'],
    2,
    (i) => i.spec.group !== 'nut-butter' && i.spec.flavour !== 'sweet',
  );
  const citrus = c.take(['citrus'], 1);
  const sesame = c.take(['butter'], 1, (i) => i.id === 'sesame_oil');

  const pf = proteinFactor(proteins.length);
  // the line says how each protein is cut, and the prep step says the same
  const pNames = proteins.map((p) => c.use(p, pf, stirFryCut(p)));
  const eNames = c.useAll(eggs, 0.75);
  const vNames = c.useAll(veg, vegFactor(veg.length));
  const aNames = c.useAll(aromatics, 1);
  const sNames = starch.map((s) => c.use(s));
  const soy = sauces.length > 0 ? c.useAll(sauces) : [c.need('soy_sauce', 3, 'tbsp')];
  const sweetNames = c.useAll(extrasSauce, 0.5);
  const vinNames = c.useAll(vinegar, 0.5);
  const spiceNames = c.useAll(spices, 0.5);
  const wineNames = c.useAll(wine);
  const herbNames = c.useAll(herbs);
  const nutNames = c.useAll(nuts);
  c.useAll(citrus);
  const sesameNames = c.useAll(sesame, 0.5);
  const oil = c.oil('vegetable_oil', 3);
  const cornflour = c.need('cornflour', 1, 'tsp');

  const starchItem = starch[0];
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [];
    const starchName = sNames[0];
    if (starchItem && starchName) {
      steps.push(
        starchItem.kind === 'noodles'
          ? `Cook the ${starchName} as the packet says, drain, rinse under cold water and toss with a few drops of ${oil}.`
          : `Rinse the ${starchName} and cook it as the packet says; keep warm.`,
      );
    }
    steps.push(
      `Mix the sauce: stir the ${names([...soy, ...sweetNames, ...vinNames, ...wineNames])} with the ${cornflour} and 4 tbsp water.`,
    );
    const prep: string[] = [];
    // mince is broken up in the pan, prawns go in whole, and small or ready-cut things as they
    // are: only meat and fish fillets are cut here, as their lines say
    const cuts: string[] = [];
    for (const shape of ['thin strips', 'bite-sized chunks']) {
      const cut = proteins
        .filter((p) => stirFryCut(p) === `cut into ${shape}`)
        .map((p) => pNames[proteins.indexOf(p)] ?? '');
      if (cut.length) cuts.push(`the ${names(cut)} into ${shape}`);
    }
    if (cuts.length) prep.push(`cut ${joinList(cuts)}`);
    // leaves go in whole, kernels and sprouts as they are, and ready-cut vegetables as their
    // lines say (shredded kale, quartered pak choi)
    const sliced = veg
      .filter((v) => vegNeedsCutting(v) && !v.spec.prep)
      .map((v) => vNames[veg.indexOf(v)] ?? '');
    if (sliced.length) prep.push(`slice the ${names(sliced)} into even, bite-sized pieces`);
    if (aNames.length) prep.push(`finely chop the ${names(aNames)}`);
    if (prep.length) steps.push(`${capitalFirst(prep.join('; '))}.`);
    // anchovies melt into the oil with the aromatics rather than being fried and set aside
    const melts = (p: Item) => p.spec.group === 'anchovy';
    const meltN = proteins.filter(melts).map((p) => pNames[proteins.indexOf(p)] ?? '');
    let fried = 0;
    proteins.forEach((p, j) => {
      const n = pNames[j];
      if (!n || melts(p)) return;
      const i = fried++;
      // pieces of fish are turned gently, not cooked "a side" like a whole fillet
      const cook =
        p.kind === 'fish' && p.spec.safety !== 'shellfish'
          ? `Stir-fry the ${n} in 1 tbsp ${oil} for 2–3 minutes, turning gently, ${safetyClause(p.id)}.`
          : panCook(n, p, oil)
              .replace('Fry the', 'Stir-fry the')
              .replace('Cook the', 'Stir-fry the')
              .replace(' over medium-high heat', '');
      steps.push(
        `${i === 0 ? 'Heat a wok or large frying pan over high heat. ' : 'In the same pan, '}${i === 0 ? cook : cook.charAt(0).toLowerCase() + cook.slice(1)} Tip onto a plate.`,
      );
    });
    const eName = eNames[0];
    if (eName)
      steps.push(
        `Scramble the beaten ${eName} in a little ${oil} ${safetyClause('egg')}, then set aside.`,
      );
    const hard = veg
      .filter((v) => (v.spec.cook ?? 'medium') !== 'quick')
      .map((v) => vNames[veg.indexOf(v)] ?? '');
    const quick = veg
      .filter((v) => (v.spec.cook ?? 'medium') === 'quick')
      .map((v) => vNames[veg.indexOf(v)] ?? '');
    const vegStep: string[] = [];
    if (hard.length) vegStep.push(`Stir-fry the ${names(hard)} for 3–4 minutes until just tender.`);
    if (quick.length) vegStep.push(`Add the ${names(quick)} and toss for 1–2 minutes.`);
    if (aNames.length || spiceNames.length || meltN.length)
      vegStep.push(
        `Stir in the ${names([...aNames, ...meltN, ...spiceNames])} for 30 seconds${aNames.length || spiceNames.length ? ` until fragrant${meltN.length ? ' and the anchovies have melted' : ''}` : ' until they melt'}.`,
      );
    if (vegStep.length) steps.push(`Add the rest of the ${oil} to the pan. ${vegStep.join(' ')}`);
    const back = [...pNames.filter((_, j) => !meltN.includes(pNames[j] ?? '')), ...eNames];
    const noodleName = starchItem?.kind === 'noodles' ? starchName : undefined;
    const toss: string[] = [];
    // with no vegetables to fry, the rest of the oil goes in here (every line is used in a step)
    if (!vegStep.length) toss.push(`add the rest of the ${oil} to the pan`);
    if (back.length) toss.push(`return the ${names(back)}${vegStep.length ? ' to the pan' : ''}`);
    toss.push('pour in the sauce');
    if (noodleName) toss.push(`add the ${noodleName}`);
    steps.push(
      `${capitalFirst(joinList(toss))}, then toss for 1–2 minutes until glossy and piping hot.`,
    );
    const finish = [...herbNames, ...nutNames];
    let serve =
      starchItem?.kind === 'rice' && starchName
        ? `Serve over the ${starchName}`
        : 'Serve straight away';
    if (finish.length) serve += `, scattered with the ${names(finish)}`;
    const withBits: string[] = [];
    if (sesameNames.length) withBits.push(`a few drops of ${names(sesameNames)}`);
    if (citrus.length)
      withBits.push(`${names(citrus.map((i) => i.spec.name))} wedges to squeeze over`);
    if (withBits.length) serve += `${finish.length ? ',' : ''} with ${joinList(withBits)}`;
    steps.push(`${serve}.`);
    return steps;
  };

  const main = [...proteins, ...eggs].map((i) => i.id);
  const vegIds = veg.map((i) => i.id);
  const head = titleList([...main.slice(0, 2), ...vegIds.slice(0, main.length ? 1 : 2)]);
  const title = starchItem?.kind === 'noodles' ? `${head} Noodle Stir-Fry` : `${head} Stir-Fry`;
  let fit = 0.55;
  if (sauces.length) fit += 0.1;
  if (starch.length) fit += 0.08;
  if (aromatics.some((a) => a.id === 'ginger' || a.id === 'garlic' || a.id === 'spring_onion'))
    fit += 0.05;
  if (!proteins.length && !eggs.length) fit -= 0.1;
  return c.result(
    'stir-fry',
    fit,
    writeSteps,
    title,
    [
      'A fast, high-heat stir-fry with a glossy savoury sauce.',
      'Crisp-tender vegetables and a glossy sauce, on the table in 20 minutes.',
    ],
    4,
    15,
    10 + (starch.length ? 5 : 0),
  );
};

const sheetPan: Template = (ctx) => {
  const c = new Composer(ctx);
  const proteins = c.take(
    ['meat', 'cured', 'fish', 'tofu', 'grill-cheese'],
    2,
    (i) =>
      i.spec.group !== 'mince' &&
      i.spec.group !== 'braising' &&
      i.spec.group !== 'whole-bird' &&
      i.spec.group !== 'pork-slow' &&
      i.spec.group !== 'ham' &&
      i.spec.group !== 'canned-fish' &&
      i.spec.group !== 'smoked-fish' &&
      i.spec.group !== 'anchovy',
  );
  const legumes = c.take(['legume'], 1, (i) => i.spec.group === 'beans');
  const veg = c.take(
    ['veg', 'aromatic'],
    9,
    (i) =>
      !['seaweed', 'sprouts', 'cucumber', 'salad-leaf', 'water-chestnut'].includes(
        i.spec.group ?? '',
      ) && i.id !== 'ginger',
  );
  const kale = c.take(['leafy'], 1, (i) => i.id === 'kale');
  const main = [...proteins, ...legumes];
  if (veg.length < 2 && main.length === 0) return null;
  if (veg.length === 0) return null;
  const spices = c.take(['spice', 'sweet-spice'], 3, (i) => i.id !== 'vanilla');
  const woody = c.take(['woody-herb'], 2);
  const herbs = c.take(['herb'], 2);
  const glaze = c.take(['condiment', 'asian-sauce', 'syrup'], 2, (i) =>
    [
      'pesto',
      'harissa',
      'mustard',
      'balsamic',
      'bbq',
      'syrup',
      'soy',
      'chipotle',
      'miso',
      'teriyaki',
      'sweet-chilli',
      'curry-paste',
    ].includes(i.spec.group ?? ''),
  );
  const cheese = c.take(['cheese'], 1, (i) =>
    ['tangy-cheese', 'hard-cheese', 'blue-cheese'].includes(i.spec.group ?? ''),
  );
  const drizzle = c.take(
    ['yogurt', 'condiment', 'cream'],
    1,
    (i) =>
      i.kind === 'yogurt' ||
      ['hummus', 'yogurt-dip', 'tahini', 'soured-cream'].includes(i.spec.group ?? ''),
  );
  const nuts = c.take(
    ['nut'],
    2,
    (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'nut-butter',
  );
  const olives = c.take(
    ['condiment'],
    2,
    (i) => i.spec.group === 'olive' || i.spec.group === 'caper',
  );
  const citrus = c.take(['citrus'], 1);
  const side = c.take(
    ['grain', 'rice', 'bread', 'wrap'],
    1,
    (i) => i.id !== 'breadcrumbs' && i.id !== 'oats',
  );

  const pNames = c.useAll(main, proteinFactor(main.length));
  const long = byCook(veg, 'long');
  const medium = veg.filter((v) => (v.spec.cook ?? 'medium') === 'medium');
  const quick = [...byCook(veg, 'quick'), ...kale];
  const vf = vegFactor(veg.length);
  const longN = c.useAll(long, vf);
  const medN = c.useAll(medium, vf);
  const quickN = c.useAll(quick, vf);
  const oil = c.oil('olive_oil', 3);
  const { salt, pepper } = c.seasoning();
  const spiceN = c.useAll(spices);
  const woodyN = c.useAll(woody);
  const herbN = c.useAll(herbs);
  const glazeN = c.useAll(glaze, 0.75);
  const cheeseN = c.useAll(cheese);
  const drizzleN = c.useAll(drizzle, 0.75);
  const nutN = c.useAll(nuts);
  const oliveN = c.useAll(olives);
  const citrusN = c.useAll(citrus);
  const sideN = c.useAll(side, 0.75);

  // The oven timeline, known before the steps are written so the header's cook time agrees with
  // them: the slowest vegetables first, then meat (and medium vegetables), then the fish and the
  // quick vegetables for the last 10–12 minutes, while the meat finishes.
  const fish = main.filter((p) => p.kind === 'fish');
  const other = main.filter((p) => p.kind !== 'fish');
  const firstVeg = long.length ? long : medium;
  const laterVeg = long.length ? medium : [];
  const meatMinutes = other.length
    ? other.some((p) => p.spec.safety === 'poultry' || p.spec.safety === 'pork')
      ? 25
      : 20
    : laterVeg.length
      ? 20
      : 0;
  const lastPhase = fish.length > 0 || quick.length > 0;
  const firstMinutes = firstVeg.length ? (long.length ? 20 : 10) : 0;
  const secondMinutes = meatMinutes === 0 ? 0 : lastPhase ? meatMinutes - 10 : meatMinutes;
  const lastMinutes = lastPhase ? (fish.length ? 12 : 10) : 0;
  const glazeMinutes = meatMinutes === 0 && !lastPhase && glaze.length ? 10 : 0;
  const cookMinutes = firstMinutes + secondMinutes + lastMinutes + glazeMinutes;

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [`Heat the oven to 220 °C / 200 °C fan / 425 °F.`];
    const flavour = [...spiceN, ...woodyN];
    const seasoning = `most of the ${oil}, the ${salt} and ${pepper}${flavour.length ? `, plus the ${names(flavour)}` : ''}`;
    const nameOf = (p: Item) => pNames[main.indexOf(p)] ?? '';
    const firstVegN = long.length ? longN : medN;
    const laterVegN = long.length ? medN : [];
    const otherN = other.map(nameOf);
    const fishN = fish.map(nameOf);
    const safeOther = other.filter((p) => p.spec.safety !== undefined);
    const otherSafe = safeUntil(
      safeOther.map(nameOf),
      safeOther.map((p) => p.id),
    );
    let onTray = false;
    if (firstVegN.length) {
      steps.push(
        `Cut the ${names(firstVegN)} into 3 cm pieces and toss on a large tray with ${seasoning}. Slide into the oven and roast for ${firstMinutes} minutes.`,
      );
      onTray = true;
    }
    if (secondMinutes > 0) {
      // short sentences: season the meat first, then say where it goes and for how long
      const said: string[] = [];
      const safe = !lastPhase && otherSafe ? `, ${otherSafe}` : '';
      const them = pronounFor(other, otherN);
      if (otherN.length && onTray) {
        const verb = other.some((p) => p.kind === 'legume') ? 'Toss' : 'Rub';
        said.push(
          `${verb} the ${names(otherN)} with the rest of the oil${glazeN.length ? `, then the ${names(glazeN)}` : ''}.`,
        );
        said.push(
          laterVegN.length
            ? `Add the ${names(laterVegN)} to the tray, nestle in the ${names(otherN)} and roast for ${secondMinutes} minutes more${safe}.`
            : `Nestle ${them} in among the vegetables and roast for ${secondMinutes} minutes more${safe}.`,
        );
      } else if (otherN.length) {
        said.push(
          `Toss the ${names(otherN)} with ${seasoning}${glazeN.length ? `, then rub with the ${names(glazeN)}` : ''}.`,
        );
        said.push(`Lay ${them} on a large tray and roast for ${secondMinutes} minutes${safe}.`);
      } else {
        // with no meat to rub it on and nothing left to roast after, the glaze goes on the veg
        const glazed = glazeN.length && !lastPhase ? `, drizzle over the ${names(glazeN)}` : '';
        said.push(
          `Add the ${names(laterVegN)}${glazed} and roast for ${secondMinutes} minutes${onTray ? ' more' : ''}.`,
        );
      }
      steps.push(said.join(' '));
      onTray = true;
    }
    if (lastPhase) {
      const said: string[] = [];
      const glazeFish = glazeN.length > 0 && otherN.length === 0 && fishN.length > 0;
      const brush = glazeFish ? `, brushed with the ${names(glazeN)}` : '';
      const until: string[] = [];
      if (fishN.length)
        until.push(
          safeUntil(
            fishN,
            fish.map((p) => p.id),
          ),
        );
      if (otherSafe) until.push(until.length ? otherSafe.replace(/^until /, '') : otherSafe);
      const roast = `roast for ${fishN.length ? '10–12' : '10'} minutes${onTray ? ' more' : ''}${until.length ? `, ${until.join(', and ')}` : ''}.`;
      if (onTray) {
        const bits: string[] = [];
        if (quickN.length) bits.push(`scatter over the ${names(quickN)}`);
        if (fishN.length) bits.push(`lay the ${names(fishN)} on top${brush}`);
        if (glazeN.length && !otherN.length && !fishN.length)
          bits.push(`drizzle over the ${names(glazeN)}`);
        said.push(`${capitalFirst(bits.join(' and '))}, then ${roast}`);
      } else {
        const all = [...quickN, ...fishN];
        const glazed = glazeN.length && !fishN.length ? `, then the ${names(glazeN)}` : '';
        said.push(`Toss the ${names(all)} with ${seasoning}${glazed}.`);
        said.push(
          glazeFish
            ? `Spread ${pronounFor([...quick, ...fish], all)} on a large tray, brush the ${names(fishN)} with the ${names(glazeN)} and ${roast}`
            : `Spread ${pronounFor([...quick, ...fish], all)} on a large tray and ${roast}`,
        );
      }
      steps.push(said.join(' '));
    } else if (glazeMinutes > 0) {
      steps.push(
        `Toss the vegetables with the ${names(glazeN)} and roast for ${glazeMinutes} minutes more, until caramelised.`,
      );
    }
    const fin: string[] = [];
    if (citrusN.length) fin.push(`squeeze over the ${names(citrusN)}`);
    if (cheeseN.length) fin.push(`crumble over the ${names(cheeseN)}`);
    if (oliveN.length) fin.push(`scatter with the ${names(oliveN)}`);
    if (herbN.length || nutN.length) fin.push(`finish with the ${names([...herbN, ...nutN])}`);
    if (drizzleN.length) fin.push(`spoon over the ${names(drizzleN)}`);
    const sideItem = side[0];
    const sideName = sideN[0];
    if (sideItem && sideName) {
      // the side is made while the tray roasts, before anything is served
      steps.push(
        sideItem.kind === 'bread' || sideItem.kind === 'wrap'
          ? `For the last 3 minutes, put the ${sideName} in the oven to warm.`
          : `Meanwhile, cook the ${sideName} as the packet says.`,
      );
    }
    const alongside = sideName ? `, with the ${sideName} alongside` : '';
    steps.push(
      fin.length
        ? `${capitalFirst(joinList(fin))}, then serve from the tray${alongside}.`
        : `Check the seasoning and serve from the tray${alongside}.`,
    );
    return steps;
  };
  const vegIds = [...long, ...medium, ...quick].filter((v) => v.kind === 'veg').map((v) => v.id);
  const withIds = vegIds.length ? vegIds : veg.map((v) => v.id);
  const title = main[0]
    ? `Sheet-Pan ${titleName(main[0].id, true)} with ${c.titleList(withIds, 2)}`
    : `Sheet-Pan Roasted ${c.titleList(withIds, 3)}`;
  let fit = 0.55;
  if (long.length) fit += 0.1;
  if (main.length) fit += 0.1;
  return c.result(
    'sheet-pan',
    fit,
    writeSteps,
    title,
    [
      'Everything roasted together on one tray: minimal washing up, maximum flavour.',
      'A one-tray roast with caramelised edges and hardly any washing up.',
    ],
    4,
    15,
    cookMinutes,
  );
};

/** "it" or "them" for the items named in a step. */
function pronounFor(items: readonly Item[], shown: readonly string[]): string {
  const first = items[0];
  const name = shown[0];
  if (shown.length !== 1 || !first || name === undefined) return 'them';
  return isPluralName(first.id, name) ? 'them' : 'it';
}

/** " Rest for 3 minutes, then slice." for a clause, or nothing. */
function sentence(clause: string): string {
  return clause ? ` ${capitalFirst(clause)}.` : '';
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const pasta: Template = (ctx) => {
  const c = new Composer(ctx);
  const pastas = c.take(['pasta'], 1, (i) => i.spec.group !== 'lasagne');
  const proteins = c.take(
    ['meat', 'cured', 'fish', 'tofu'],
    2,
    (i) =>
      !['braising', 'whole-bird', 'poultry-bone', 'pork-slow', 'steak', 'lamb-cut'].includes(
        i.spec.group ?? '',
      ),
  );
  const veg = c.take(
    ['veg', 'leafy'],
    6,
    (i) =>
      (i.spec.group !== 'potato' &&
        i.spec.group !== 'seaweed' &&
        i.spec.group !== 'sprouts' &&
        i.spec.group !== 'salad-leaf') ||
      i.id === 'rocket',
  );
  const aromatics = c.take(['aromatic'], 4, (i) => i.id !== 'ginger');
  const tomatoSauce = c.take(['tomato-sauce'], 1);
  const cheese = c.take(['cheese'], 2);
  const cream = c.take(['cream', 'milk'], 1);
  const condiments = c.take(['condiment'], 3, (i) =>
    ['pesto', 'caper', 'olive', 'sundried', 'tomato-paste', 'anchovy'].includes(i.spec.group ?? ''),
  );
  const anyTomato = tomatoSauce.length + veg.filter((v) => v.spec.group === 'tomato').length;
  if (!pastas.length && cheese.length + anyTomato + cream.length + condiments.length < 2)
    return null;
  const herbs = c.take(['herb', 'woody-herb'], 3);
  const spices = c.take(
    ['spice'],
    2,
    (i) => CHILLI_GROUPS.has(i.spec.group ?? '') || i.spec.group === 'paprika',
  );
  const nuts = c.take(
    ['nut'],
    1,
    (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'nut-butter',
  );
  const citrus = c.take(['citrus'], 1, (i) => i.id === 'lemon');
  const wine = c.take(['wine'], 1, (i) => i.spec.group === 'white-wine');
  const stock = c.take(['stock'], 1);
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter');

  const pastaName = pastas[0] ? c.use(pastas[0]) : c.need('pasta', 400, 'g');
  const pN = c.useAll(proteins, proteinFactor(proteins.length));
  // nothing to make a sauce of: it is garlic and oil, so there must be garlic
  const plain =
    proteins.length + veg.length + cheese.length + tomatoSauce.length + condiments.length === 0;
  const aN =
    plain && aromatics.length === 0
      ? [c.need('garlic', 3, 'clove', 'thinly sliced')]
      : c.useAll(aromatics);
  const vN = c.useAll(veg, vegFactor(veg.length));
  const tN = c.useAll(tomatoSauce);
  const cheeseN = c.useAll(cheese, cheese.length > 1 ? 0.7 : 1);
  const creamN = c.useAll(cream, 1);
  const condN = c.useAll(condiments);
  const herbN = c.useAll(herbs);
  const spiceN = c.useAll(spices, 0.5);
  const nutN = c.useAll(nuts, 0.8);
  const citrusN = c.useAll(citrus);
  const wineN = c.useAll(wine, 0.7);
  const stockN = c.useAll(stock, 0.25);
  const butterN = c.useAll(butter);
  const oil = c.oil('olive_oil', 3);
  const { salt, pepper } = c.seasoning();

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [
      `Bring a large pan of water to the boil with plenty of ${salt} and cook the ${pastaName} until al dente. Keep a mugful of the cooking water before draining.`,
    ];
    proteins.forEach((p, i) => {
      const n = pN[i];
      if (!n) return;
      const cook = panCook(n, p, oil);
      const lead = i === 0 ? 'Meanwhile, in a large frying pan, ' : 'In the same pan, ';
      const after = afterCook(p);
      steps.push(
        `${lead}${cook.charAt(0).toLowerCase()}${cook.slice(1)} ${after ? `Lift onto a board, ${after}.` : 'Lift onto a plate.'}`,
      );
    });
    const cooked = veg.filter((v) => v.kind === 'veg' || v.id !== 'rocket');
    const leafy = veg.filter((v) => v.kind === 'leafy');
    const cookedN = cooked.filter((v) => v.kind === 'veg').map((v) => vN[veg.indexOf(v)] ?? '');
    const leafyN = leafy.map((v) => vN[veg.indexOf(v)] ?? '');
    const sauce: string[] = [
      `Heat the ${oil}${butterN.length ? ` and ${names(butterN)}` : ''} in the pan`,
    ];
    if (aN.length)
      sauce.push(
        aromatics.length === 0 || aromatics.every((a) => a.id === 'garlic')
          ? `gently fry the ${names(aN)} for 1–2 minutes until pale golden`
          : `soften the ${names(aN)} for 3–4 minutes`,
      );
    if (cookedN.length)
      sauce.push(`add the ${names(cookedN)} and cook for 5–6 minutes until tender`);
    if (spiceN.length) sauce.push(`stir in the ${names(spiceN)}`);
    // a pan of plain oil is not a step of its own: the pasta is tossed in it
    const bare = sauce.length === 1;
    if (!bare) steps.push(`${joinList(sauce)}.`);
    const wet: string[] = [];
    if (wineN.length) wet.push(`Pour in the ${names(wineN)} and let it bubble for a minute.`);
    if (tN.length)
      wet.push(
        `Add the ${names(tN)}${stockN.length ? ` and ${names(stockN)}` : ''} and simmer for 10 minutes until thick.`,
      );
    else if (stockN.length) wet.push(`Add the ${names(stockN)} and simmer for 3 minutes.`);
    if (creamN.length) wet.push(`Stir in the ${names(creamN)} and simmer gently for 2 minutes.`);
    if (leafyN.length) wet.push(`Stir in the ${names(leafyN)} until just wilted.`);
    if (wet.length) steps.push(bare ? `${sauce[0] ?? ''}. ${wet.join(' ')}` : wet.join(' '));
    const toss: string[] = [
      bare && !wet.length
        ? `Toss the drained pasta in the pan with the ${oil}${butterN.length ? ` and ${names(butterN)}` : ''}`
        : `Toss the drained pasta into the sauce`,
    ];
    if (pN.length) toss.push(`with the ${names(pN)}`);
    if (condN.length) toss.push(`and the ${names(condN)}`);
    if (cheeseN.length) toss.push(`and half the ${names(cheeseN)}`);
    steps.push(
      `${toss.join(' ')}, adding splashes of the pasta water until glossy. Season with ${pepper}.`,
    );
    const top: string[] = [];
    if (cheeseN.length) top.push(`the rest of the cheese`);
    if (herbN.length) top.push(`the ${names(herbN)}`);
    if (nutN.length) top.push(`the toasted ${names(nutN)}`);
    if (citrusN.length) top.push(`a grating of ${names(citrusN)} zest and a squeeze of its juice`);
    steps.push(top.length ? `Serve topped with ${joinList(top)}.` : 'Serve straight away.');
    return steps;
  };

  const pastaTitle = pastas[0] ? titleName(pastas[0].id) : 'Pasta';
  const featured = [...proteins, ...veg.filter((v) => v.kind === 'veg'), ...veg, ...cheese].map(
    (i) => i.id,
  );
  const uniq = [...new Set(featured)];
  const title = uniq.length
    ? `${pastaTitle} with ${c.titleList(uniq, 3)}`
    : tomatoSauce.length
      ? `${pastaTitle} with Tomato Sauce`
      : condiments.length
        ? `${pastaTitle} with ${c.titleList(
            condiments.map((i) => i.id),
            2,
          )}`
        : aromatics.length && !aromatics.some((a) => a.id === 'garlic')
          ? `${pastaTitle} with ${c.titleList(
              aromatics.map((i) => i.id),
              2,
            )} and Oil`
          : `${pastaTitle} with Garlic and Oil`;
  let fit = 0.5;
  if (pastas.length) fit += 0.25;
  if (cheese.length) fit += 0.08;
  if (anyTomato || cream.length || condiments.length) fit += 0.05;
  return c.result(
    'pasta',
    fit,
    writeSteps,
    title,
    [
      'A generous bowl of pasta tossed through a quick pan sauce.',
      'Weeknight pasta with a glossy sauce made while the water boils.',
    ],
    4,
    10,
    20,
  );
};

const soup: Template = (ctx) => {
  const c = new Composer(ctx);
  const veg = c.take(
    ['veg', 'leafy'],
    9,
    (i) => i.spec.group !== 'salad-leaf' || i.id === 'watercress',
  );
  const aromatics = c.take(['aromatic'], 5);
  const legumes = c.take(['legume'], 2, (i) => i.id !== 'baked_beans');
  if (veg.length + legumes.length < 2) return null;
  const proteins = c.take(
    ['meat', 'cured', 'fish', 'tofu'],
    2,
    (i) => !['whole-bird', 'steak', 'lamb-cut', 'pork-cut', 'duck'].includes(i.spec.group ?? ''),
  );
  const tomato = c.take(['tomato-sauce'], 1);
  const grain = c.take(
    ['pasta', 'rice', 'grain', 'noodles'],
    1,
    (i) => i.spec.group !== 'lasagne' && i.id !== 'polenta',
  );
  const stock = c.take(['stock', 'coconut-milk'], 2);
  const cream = c.take(['cream', 'milk'], 1);
  const cheese = c.take(
    ['cheese'],
    1,
    (i) => i.spec.group === 'hard-cheese' || i.spec.group === 'melting-cheese',
  );
  const herbs = c.take(['herb', 'woody-herb'], 3);
  const spices = c.take(['spice', 'sweet-spice'], 3, (i) => i.id !== 'vanilla');
  const pastes = c.take(['asian-sauce', 'condiment'], 2, (i) =>
    [
      'miso',
      'soy',
      'pesto',
      'curry-paste',
      'harissa',
      'tomato-paste',
      'fish-sauce',
      'worcestershire',
      'stock-cube',
    ].includes(i.spec.group ?? ''),
  );
  const citrus = c.take(['citrus'], 1);
  const bread = c.take(['bread', 'wrap'], 1, (i) => i.id !== 'breadcrumbs');
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter');
  const nuts = c.take(['nut'], 1, (i) => i.spec.group === 'seed');

  const meat = proteins.filter((p) => p.kind !== 'fish');
  const fish = proteins.filter((p) => p.kind === 'fish');
  const pN = c.useAll(proteins, proteinFactor(proteins.length) * 0.8);
  const fat = butter.length ? (c.useAll(butter)[0] ?? '') : c.oil('olive_oil', 2);
  const aN = c.useAll(aromatics);
  const vf = vegFactor(veg.length) * 1.1;
  const longV = byCook(veg, 'long');
  const medV = veg.filter((v) => (v.spec.cook ?? 'medium') === 'medium');
  const quickV = byCook(veg, 'quick');
  const longN = c.useAll(longV, vf);
  const medN = c.useAll(medV, vf);
  const quickN = c.useAll(quickV, vf);
  const lN = c.useAll(legumes);
  const tN = c.useAll(tomato);
  const gN = c.useAll(grain, 0.3);
  const stockN = stock.length ? c.useAll(stock) : [c.need('vegetable_stock', 1200, 'ml')];
  const creamN = c.useAll(cream, 0.8);
  const cheeseN = c.useAll(cheese, 0.6);
  const herbN = c.useAll(herbs);
  const spiceN = c.useAll(spices, 0.75);
  const pasteN = c.useAll(pastes, 0.5);
  const citrusN = c.useAll(citrus);
  const breadN = c.useAll(bread);
  const nutN = c.useAll(nuts);
  const { salt, pepper } = c.seasoning();

  const smooth = proteins.length === 0 && grain.length === 0;
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [];
    const start: string[] = [`Heat the ${fat} in a large pot over medium heat`];
    if (aN.length) start.push(`and gently cook the chopped ${names(aN)} for 8 minutes until soft`);
    steps.push(`${start.join(' ')}.`);
    meat.forEach((p) => {
      const n = pN[proteins.indexOf(p)];
      if (n) steps.push(`Add the ${n} and cook for 4–5 minutes, stirring, until browned all over.`);
    });
    const firstVeg = [...longN, ...medN];
    const addVeg: string[] = [];
    if (firstVeg.length) addVeg.push(`Add the ${names(firstVeg)}`);
    if (spiceN.length || pasteN.length)
      addVeg.push(`${firstVeg.length ? 'with' : 'Stir in'} the ${names([...spiceN, ...pasteN])}`);
    if (addVeg.length)
      steps.push(
        `${addVeg.join(' ')} and ${firstVeg.length ? 'stir for 2 minutes' : 'cook for 1 minute'}.`,
      );
    const liquid: string[] = [`Pour in the ${names(stockN)}`];
    if (tN.length) liquid.push(`the ${names(tN)}`);
    if (lN.length) liquid.push(`the drained ${names(lN)}`);
    const meatSafe = meat.filter((p) => p.kind === 'meat');
    const safe = safeUntil(
      meatSafe.map((p) => pN[proteins.indexOf(p)] ?? ''),
      meatSafe.map((p) => p.id),
    );
    steps.push(
      `${joinList(liquid)}, bring to the boil and simmer for ${longV.length ? 25 : 15} minutes, until everything is tender${safe ? ` and ${safe.replace(/^until /, '')}` : ''}.`,
    );
    const late: string[] = [];
    if (gN.length)
      late.push(`Add the ${names(gN)} for the last 10–12 minutes (or as the packet says)`);
    if (quickN.length) late.push(`stir in the ${names(quickN)} for the last 3 minutes`);
    if (fish.length)
      late.push(
        `slip in the ${names(fish.map((p) => pN[proteins.indexOf(p)] ?? ''))} and simmer gently for 4–5 minutes, ${safetyClause(fish[0]?.id ?? 'white_fish')}`,
      );
    if (late.length) steps.push(`${capitalFirst(late.join('; '))}.`);
    steps.push(
      `${smooth ? 'Blend until smooth (or leave it chunky if you prefer), then ' : ''}${creamN.length ? `stir in the ${names(creamN)} and ` : ''}season with ${salt} and ${pepper}${citrusN.length ? `, adding a squeeze of ${names(citrusN)}` : ''}.`,
    );
    const top = [...cheeseN, ...herbN, ...nutN];
    steps.push(
      `Ladle into bowls${top.length ? ` and top with the ${names(top)}` : ''}${breadN.length ? `; serve with the ${names(breadN)}` : ''}.`,
    );
    return steps;
  };
  const featured = [...proteins, ...legumes, ...veg].map((i) => i.id);
  const title = `${titleList(featured, 3)} ${smooth && creamN.length ? 'Cream ' : ''}Soup`;
  let fit = 0.45;
  if (veg.length >= 3) fit += 0.15;
  if (stock.length || legumes.length) fit += 0.1;
  return c.result(
    'soup',
    fit,
    writeSteps,
    title,
    [
      'A warming, one-pot soup that makes the most of what you have.',
      'A hearty pot of soup: simple, filling and better the next day.',
    ],
    4,
    15,
    longV.length ? 35 : 25,
  );
};

const curry: Template = (ctx) => {
  const c = new Composer(ctx);
  const proteins = c.take(
    ['meat', 'fish', 'tofu', 'grill-cheese'],
    2,
    (i) =>
      !['whole-bird', 'ham', 'salami', 'cured-pork', 'cured-sausage'].includes(i.spec.group ?? ''),
  );
  const legumes = c.take(['legume'], 2, (i) => i.id !== 'baked_beans');
  const eggs = proteins.length + legumes.length === 0 ? c.take(['egg'], 1) : [];
  const veg = c.take(
    ['veg', 'leafy'],
    7,
    (i) => i.spec.group !== 'salad-leaf' && i.spec.group !== 'seaweed',
  );
  if (proteins.length + legumes.length + eggs.length === 0 && veg.length < 3) return null;
  const aromatics = c.take(['aromatic'], 5);
  const spices = c.take(['spice', 'sweet-spice'], 5, (i) => i.id !== 'vanilla');
  const pastes = c.take(['condiment'], 1, (i) => i.spec.group === 'curry-paste');
  const base = c.take(['coconut-milk', 'tomato-sauce'], 2);
  const creamy = c.take(['yogurt', 'cream'], 1, (i) => i.spec.group !== 'cream-cheese');
  const stock = c.take(['stock'], 1);
  const herbs = c.take(['herb'], 2);
  const leaves = c.take(
    ['woody-herb', 'herb'],
    1,
    (i) =>
      i.spec.group === 'bay' ||
      i.spec.group === 'curry-leaf' ||
      i.spec.group === 'lime-leaf' ||
      i.spec.group === 'lemongrass',
  );
  const nuts = c.take(['nut'], 1, (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'seed');
  const citrus = c.take(['citrus'], 1);
  const sauces = c.take(['asian-sauce', 'condiment'], 2, (i) =>
    ['fish-sauce', 'tamarind', 'soy'].includes(i.spec.group ?? ''),
  );
  const side = c.take(['rice', 'wrap'], 1);
  const ghee = c.take(['butter'], 1, (i) => i.id === 'ghee' || i.id === 'coconut_oil');

  const oil = ghee.length ? (c.useAll(ghee)[0] ?? '') : c.oil('vegetable_oil', 2);
  const aN = c.useAll(aromatics);
  const spiceN =
    spices.length || pastes.length ? c.useAll(spices, 0.8) : [c.need('curry_powder', 2, 'tbsp')];
  const pasteN = c.useAll(pastes);
  const main = [...proteins, ...legumes];
  const pN = c.useAll(main, proteinFactor(proteins.length + legumes.length));
  const eN = c.useAll(eggs, 1);
  const vf = vegFactor(veg.length);
  const slowV = veg.filter((v) => (v.spec.cook ?? 'medium') !== 'quick');
  const quickV = veg.filter((v) => (v.spec.cook ?? 'medium') === 'quick');
  const slowN = c.useAll(slowV, vf);
  const quickN = c.useAll(quickV, vf);
  const baseN = base.length
    ? c.useAll(base)
    : creamy.length
      ? []
      : [c.need('coconut_milk', 400, 'ml')];
  const creamyN = c.useAll(creamy, 0.75);
  const stockN = c.useAll(stock, 0.4);
  const herbN = c.useAll(herbs);
  const leafN = c.useAll(leaves);
  const nutN = c.useAll(nuts);
  const citrusN = c.useAll(citrus);
  const sauceN = c.useAll(sauces, 0.5);
  const sideN = c.useAll(side);
  const salt = c.need('salt', 1, 'taste');

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [];
    const onions = aromatics
      .filter(
        (a) =>
          a.spec.group === 'onion' ||
          a.spec.group === 'leek' ||
          a.spec.group === 'spring-onion' ||
          a.id === 'celery',
      )
      .map((a) => aN[aromatics.indexOf(a)] ?? '');
    const pungent = aromatics
      .filter((a) => !onions.includes(aN[aromatics.indexOf(a)] ?? ''))
      .map((a) => aN[aromatics.indexOf(a)] ?? '');
    const fragrant = `${pungent.length ? `the ${names(pungent)} and ` : ''}the ${names([...spiceN, ...pasteN])}`;
    const heat = `Heat the ${oil} in a large pan${leafN.length ? ` with the ${names(leafN)}` : ''}`;
    if (onions.length) {
      steps.push(`${heat} and cook the ${names(onions)} for 8–10 minutes until soft and golden.`);
      steps.push(`Stir in ${fragrant} and cook for 1–2 minutes until fragrant.`);
    } else {
      steps.push(`${heat}, stir in ${fragrant} and cook for 1–2 minutes until fragrant.`);
    }
    const meat = main.filter(
      (p) => p.kind === 'meat' || p.kind === 'tofu' || p.kind === 'grill-cheese',
    );
    if (meat.length)
      steps.push(
        `Add the ${names(meat.map((p) => pN[main.indexOf(p)] ?? ''))} and stir for 3–4 minutes to coat in the spices.`,
      );
    const liquids = [...baseN, ...stockN];
    const legumeN = main.filter((p) => p.kind === 'legume').map((p) => pN[main.indexOf(p)] ?? '');
    const safeMeat = main.filter((p) => p.kind === 'meat');
    const pot: string[] = [];
    if (slowN.length) pot.push(`the ${names(slowN)}`);
    if (legumeN.length) pot.push(`the drained ${names(legumeN)}`);
    if (liquids.length) pot.push(`the ${names(liquids)}`);
    pot.push('150 ml water');
    const done = [slowN.length ? 'the vegetables are tender' : 'the sauce has thickened'];
    const safe = safeUntil(
      safeMeat.map((p) => pN[main.indexOf(p)] ?? ''),
      safeMeat.map((p) => p.id),
    );
    if (safe) done.push(safe.replace(/^until /, ''));
    steps.push(
      `Add ${joinList(pot)}, season with ${salt} and simmer for 20 minutes, until ${done.join(' and ')}.`,
    );
    const late: string[] = [];
    const fish = main.filter((p) => p.kind === 'fish');
    if (fish.length)
      late.push(
        `add the ${names(fish.map((p) => pN[main.indexOf(p)] ?? ''))} and simmer gently for 4–5 minutes, ${safetyClause(fish[0]?.id ?? 'white_fish')}`,
      );
    if (eN.length)
      late.push(
        `boil the ${names(eN)} for 9 minutes, ${safetyClause('egg')} and firm, then peel, halve and add`,
      );
    const leafyN = quickV
      .filter((v) => v.kind === 'leafy')
      .map((v) => quickN[quickV.indexOf(v)] ?? '');
    const softN = quickV
      .filter((v) => v.kind !== 'leafy')
      .map((v) => quickN[quickV.indexOf(v)] ?? '');
    if (softN.length)
      late.push(`stir in the ${names(softN)} and simmer for 2–3 minutes to heat through`);
    if (leafyN.length) late.push(`stir in the ${names(leafyN)} until just wilted`);
    if (creamyN.length) late.push(`take off the heat and stir in the ${names(creamyN)}`);
    if (sauceN.length) late.push(`season with the ${names(sauceN)}`);
    if (late.length) steps.push(`${capitalFirst(late.join('; '))}.`);
    const fin = [...herbN, ...nutN];
    const sideItem = side[0];
    steps.push(
      `${fin.length ? `Scatter with the ${names(fin)}` : 'Taste for salt'}${citrusN.length ? `, squeeze over the ${names(citrusN)}` : ''}${sideN[0] ? ` and serve with the ${sideN[0]}${sideItem?.kind === 'rice' ? ', cooked as the packet says' : ', warmed'}` : ''}.`,
    );
    return steps;
  };
  const featured = [...main, ...eggs, ...veg].map((i) => i.id);
  const title = `${titleList(featured, 2)} Curry`;
  let fit = 0.5;
  if (spices.length >= 2 || pastes.length) fit += 0.2;
  if (base.length || creamy.length) fit += 0.08;
  if (!spices.length && !pastes.length) fit -= 0.1;
  return c.result(
    'curry',
    fit,
    writeSteps,
    title,
    [
      'A fragrant, gently spiced curry built from your fridge.',
      'A warming homestyle curry with a rich, spiced sauce.',
    ],
    4,
    15,
    35,
  );
};

const frittata: Template = (ctx) => {
  const c = new Composer(ctx);
  const eggs = c.take(['egg'], 1);
  const egg = eggs[0];
  if (!egg) return null;
  const proteins = c.take(['meat', 'cured', 'fish'], 2, (i) =>
    [
      'cured-pork',
      'cured-sausage',
      'ham',
      'sausage',
      'smoked-fish',
      'poultry',
      'prawn',
      'salami',
      'canned-fish',
    ].includes(i.spec.group ?? ''),
  );
  const veg = c.take(
    ['veg', 'leafy', 'aromatic'],
    7,
    (i) => i.id !== 'ginger' && i.spec.group !== 'seaweed' && i.spec.group !== 'sprouts',
  );
  const cheese = c.take(['cheese', 'grill-cheese'], 2);
  const dairy = c.take(['milk', 'cream'], 1);
  const herbs = c.take(
    ['herb', 'woody-herb'],
    3,
    (i) =>
      i.spec.group !== 'bay' &&
      i.spec.group !== 'lemongrass' &&
      i.spec.group !== 'lime-leaf' &&
      i.spec.group !== 'curry-leaf',
  );
  const spices = c.take(
    ['spice'],
    2,
    (i) =>
      i.spec.group === 'paprika' ||
      CHILLI_GROUPS.has(i.spec.group ?? '') ||
      i.spec.group === 'allium-powder',
  );
  const condiments = c.take(['condiment'], 2, (i) =>
    ['pesto', 'olive', 'sundried', 'hot-sauce', 'salsa'].includes(i.spec.group ?? ''),
  );
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter');
  const side = c.take(
    ['leafy', 'bread'],
    1,
    (i) => i.spec.group === 'salad-leaf' || i.spec.group === 'bread',
  );
  if (veg.length + proteins.length + cheese.length === 0) return null;

  const eggName = c.add(egg.id, 8, '', undefined);
  const pN = c.useAll(proteins, 0.5);
  const vf = vegFactor(veg.length) * 0.7;
  const potatoes = veg.filter(
    (v) => v.spec.group === 'potato' || v.spec.group === 'winter-squash' || v.spec.cook === 'long',
  );
  const others = veg.filter((v) => !potatoes.includes(v));
  const potN = c.useAll(potatoes, vf);
  const vN = c.useAll(others, vf);
  const cheeseN = c.useAll(cheese, 0.8);
  const dairyN = c.useAll(dairy, 0.4);
  const herbN = c.useAll(herbs);
  const spiceN = c.useAll(spices, 0.5);
  const condN = c.useAll(condiments, 0.5);
  const fat = butter.length ? (c.useAll(butter)[0] ?? '') : c.oil('olive_oil', 2);
  const sideN = c.useAll(side);
  const { salt, pepper } = c.seasoning();

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [
      `Heat the grill to high. Beat the ${eggName} with ${dairyN.length ? `the ${names(dairyN)}, ` : ''}${salt}, ${pepper}${spiceN.length ? `, the ${names(spiceN)}` : ''}${cheeseN.length ? ` and half the ${names(cheeseN)}` : ''}.`,
    ];
    if (potN.length)
      steps.push(
        `Dice the ${names(potN)} into 1.5 cm cubes and boil for 8 minutes until just tender; drain.`,
      );
    const raw = proteins.filter(
      (p) => p.kind === 'meat' || p.kind === 'fish' || p.spec.safety === 'cured',
    );
    const ready = proteins.filter((p) => !raw.includes(p));
    raw.forEach((p) => {
      const n = pN[proteins.indexOf(p)];
      if (n) steps.push(`${panCook(n, p, fat).replace(' in 1 tbsp ', ' in a little ')} Set aside.`);
    });
    const pan = [...vN, ...potN];
    const readyN = ready.map((p) => pN[proteins.indexOf(p)] ?? '');
    steps.push(
      pan.length
        ? `Heat the ${fat} in a 24 cm ovenproof frying pan and cook the ${names(pan)} for 6–8 minutes until tender${readyN.length ? `, then add the ${names(readyN)}` : ''}.`
        : `Heat the ${fat} in a 24 cm ovenproof frying pan over medium heat${readyN.length ? ` and warm the ${names(readyN)} for a minute` : ''}.`,
    );
    // only what was cooked first and set aside goes back in
    const setAside = raw.map((p) => pN[proteins.indexOf(p)] ?? '');
    const pour = [
      ...(setAside.length ? [`return the ${names(setAside)} to the pan`] : []),
      'pour in the eggs',
      ...(condN.length ? [`dot over the ${names(condN)}`] : []),
      ...(cheeseN.length ? ['scatter over the rest of the cheese'] : []),
    ];
    steps.push(
      `${capitalFirst(joinList(pour))}. Cook over low heat for 8–10 minutes until the edges are set.`,
    );
    steps.push(
      `Slide under the grill for 3–4 minutes, ${safetyClause('egg')} in the centre and golden on top. Rest for 5 minutes${herbN.length ? `, scatter with the ${names(herbN)}` : ''} and cut into wedges${sideN.length ? ` to serve with the ${names(sideN)}` : ''}.`,
    );
    return steps;
  };
  const featured = [...proteins, ...others, ...potatoes, ...cheese].map((i) => i.id);
  const title = `${titleList(featured, 3)} Frittata`;
  let fit = 0.52;
  if (cheese.length) fit += 0.12;
  if (veg.length >= 2) fit += 0.08;
  return c.result(
    'frittata',
    fit,
    writeSteps,
    title,
    [
      'A thick Italian-style omelette, finished under the grill and cut into wedges.',
      'A golden, grill-finished frittata that is as good cold the next day.',
    ],
    4,
    10,
    25,
  );
};

const grainBowl: Template = (ctx) => {
  const c = new Composer(ctx);
  const grains = c.take(
    ['rice', 'grain', 'noodles'],
    1,
    (i) => i.id !== 'polenta' && i.spec.group !== 'sushi-rice' && i.spec.group !== 'risotto-rice',
  );
  const proteins = c.take(
    ['meat', 'cured', 'fish', 'tofu', 'grill-cheese', 'legume'],
    2,
    (i) =>
      !['whole-bird', 'poultry-bone', 'braising', 'pork-slow', 'baked-beans'].includes(
        i.spec.group ?? '',
      ),
  );
  const eggs = c.take(['egg'], 1);
  const veg = c.take(['veg', 'leafy', 'avocado'], 7, (i) => i.spec.group !== 'potato');
  if (veg.length < 2 || proteins.length + eggs.length + grains.length === 0) return null;
  const aromatics = c.take(
    ['aromatic'],
    3,
    (i) => i.spec.raw === true || i.id === 'garlic' || i.id === 'ginger',
  );
  const sauces = c.take(
    ['asian-sauce', 'condiment', 'yogurt'],
    3,
    (i) =>
      i.kind === 'yogurt' ||
      i.kind === 'asian-sauce' ||
      [
        'tahini',
        'hummus',
        'yogurt-dip',
        'pesto',
        'harissa',
        'mustard',
        'vinegar',
        'balsamic',
        'kimchi',
        'pickle',
        'salsa',
        'olive',
      ].includes(i.spec.group ?? ''),
  );
  const syrup = c.take(['syrup'], 1);
  const cheese = c.take(
    ['cheese'],
    1,
    (i) => i.spec.group === 'tangy-cheese' || i.spec.group === 'hard-cheese',
  );
  const herbs = c.take(['herb'], 2);
  const nuts = c.take(
    ['nut'],
    2,
    (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'nut-butter',
  );
  const spices = c.take(['spice'], 2);
  const citrus = c.take(['citrus'], 1);
  const sesame = c.take(['butter'], 1, (i) => i.id === 'sesame_oil');

  const grainName = grains[0] ? c.use(grains[0], 0.8) : c.need('rice', 250, 'g');
  const pN = c.useAll(proteins, proteinFactor(proteins.length));
  const eN = c.useAll(eggs, 1);
  const vf = vegFactor(veg.length);
  // roasted or fried; peas and beans boiled; sturdy greens wilted; the rest raw: sliced, or, for
  // leaves, kernels and sprouts, added as they are
  const isPea = (v: Item) => v.spec.group === 'pea' || v.spec.group === 'green-bean';
  const wiltV = veg.filter((v) => v.kind === 'leafy' && !v.spec.raw);
  const boilV = veg.filter((v) => v.kind === 'veg' && !v.spec.raw && isPea(v));
  const cookV = veg.filter((v) => v.kind === 'veg' && !v.spec.raw && !isPea(v));
  const rawV = veg.filter((v) => !cookV.includes(v) && !wiltV.includes(v) && !boilV.includes(v));
  const asIsV = rawV.filter((v) => !vegNeedsCutting(v));
  const avoV = rawV.filter((v) => v.kind === 'avocado');
  const sliceV = rawV.filter((v) => vegNeedsCutting(v) && v.kind !== 'avocado');
  const cookN = c.useAll(cookV, vf);
  const boilN = c.useAll(boilV, vf);
  const wiltN = c.useAll(wiltV, vf);
  const sliceN = c.useAll(sliceV, vf);
  const avoN = avoV.map((v) => c.use(v, vf, 'halved, stoned and sliced'));
  const asIsN = c.useAll(asIsV, vf);
  const aN = c.useAll(aromatics);
  const sauceN = c.useAll(sauces, 0.6);
  const syrupN = c.useAll(syrup, 0.5);
  const cheeseN = c.useAll(cheese, 0.8);
  const herbN = c.useAll(herbs);
  const nutN = c.useAll(nuts);
  const spiceN = c.useAll(spices, 0.5);
  const citrusN = c.useAll(citrus);
  const sesameN = c.useAll(sesame, 0.5);
  const oil = c.oil('olive_oil', 3);
  const salt = c.need('salt', 1, 'taste');
  // a dressing needs something sharp or savoury besides oil: a lemon if the list has nothing
  const sharp = sauces.length + citrus.length === 0 ? [c.need('lemon', 1, '')] : [];
  const pepper = c.need('black_pepper', 1, 'taste');
  const cooksInPan = (p: Item) =>
    p.kind === 'meat' ||
    p.kind === 'fish' ||
    p.kind === 'tofu' ||
    p.kind === 'grill-cheese' ||
    p.spec.safety === 'cured';

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [
      `Cook the ${grainName} as the packet says; fluff up and season with a pinch of ${salt}.`,
    ];
    const seasoned = proteins.find(cooksInPan);
    proteins.forEach((p, i) => {
      const n = pN[i];
      if (!n) return;
      if (p.kind === 'legume')
        steps.push(
          `Drain and rinse the ${n}, then warm them in 1 tbsp ${oil}${spiceN.length ? ` with the ${names(spiceN)}` : ''} until lightly crisp.`,
        );
      else if (cooksInPan(p))
        steps.push(
          `${spiceN.length && p === seasoned ? `Season the ${n} with the ${names(spiceN)}. ` : ''}${panCook(n, p, oil)}${sentence(afterCook(p))}`,
        );
      else steps.push(readyProtein(n, p));
    });
    if (spiceN.length && !proteins.some((p) => p.kind === 'legume') && !seasoned) {
      steps.push(`Toast the ${names(spiceN)} in a dry pan for 30 seconds and stir into the grain.`);
    }
    if (eN.length)
      steps.push(
        `Boil the ${names(eN)} for 7 minutes, ${safetyClause('egg')} with a soft yolk, then cool in cold water, peel and halve.`,
      );
    if (cookN.length)
      steps.push(
        `Roast or pan-fry the ${names(cookN)} in 1 tbsp ${oil} with a pinch of salt for 8–10 minutes until tender and charred at the edges.`,
      );
    if (wiltN.length)
      steps.push(
        `Wilt the ${names(wiltN)} in the hot pan with a splash of water for 2–3 minutes; season with ${pepper}.`,
      );
    if (boilN.length)
      steps.push(`Cook the ${names(boilN)} in boiling water for 3 minutes, then drain.`);
    const rawAromatics = aN.filter((_, i) => aromatics[i]?.spec.raw);
    const cut: string[] = [];
    if (sliceN.length || rawAromatics.length)
      cut.push(`thinly slice the ${names([...sliceN, ...rawAromatics])}`);
    if (avoN.length) cut.push(`halve, stone and slice the ${names(avoN)}`);
    if (cut.length) steps.push(`${capitalFirst(joinList(cut))}.`);
    const dressingBits = [
      ...sauceN,
      ...syrupN,
      ...[...citrusN, ...sharp].map((n) => `juice of the ${n}`),
      ...sesameN,
      ...aN.filter((_, i) => !aromatics[i]?.spec.raw),
    ];
    steps.push(
      `For the dressing, whisk the ${names(dressingBits)} with ${joinList([`the rest of the ${oil}`, '1–2 tbsp water', ...(wiltN.length ? [] : [`a pinch of ${pepper}`])])}.`,
    );
    const top = [...cheeseN, ...herbN, ...nutN];
    const onTop: string[] = [];
    if (cookN.length + wiltN.length + boilN.length + sliceN.length + avoN.length)
      onTop.push('vegetables');
    onTop.push(...asIsN, ...pN, ...eN);
    steps.push(
      `Divide the grain between bowls, arrange the ${joinList(onTop)} on top, drizzle with the dressing${top.length ? ` and finish with the ${names(top)}` : ''}.`,
    );
    return steps;
  };
  const grain = grains[0];
  // "Tofu Noodle Bowl", not "Tofu Egg Noodles Bowl"
  const grainTitle = !grain ? 'Rice' : grain.kind === 'noodles' ? 'Noodle' : titleName(grain.id);
  // "Tofu and Ham Rice Bowl with Asparagus and Carrots", or "Couscous Bowl with ..." without one
  const lead = [...proteins, ...eggs].map((i) => i.id);
  const withIds = [...veg.filter((v) => v.kind === 'veg'), ...veg.filter((v) => v.kind !== 'veg')];
  const title = `${lead.length ? `${titleList(lead, 2).replace(/\bCanned /g, '')} ` : ''}${grainTitle} Bowl with ${c.titleList(
    withIds.map((i) => i.id),
    2,
  )}`;
  let fit = 0.48;
  if (grains.length) fit += 0.17;
  if (proteins.length || eggs.length) fit += 0.07;
  return c.result(
    'bowl',
    fit,
    writeSteps,
    title,
    [
      'A colourful grain bowl with something warm, something crunchy and a punchy dressing.',
      'A build-your-own bowl: warm grains, fresh vegetables and a bright dressing.',
    ],
    4,
    20,
    20,
  );
};

const salad: Template = (ctx) => {
  const c = new Composer(ctx);
  const leaves = c.take(['leafy'], 3, (i) => i.spec.raw === true);
  const rawVeg = c.take(
    ['veg', 'avocado', 'aromatic'],
    7,
    (i) => i.spec.raw === true && i.id !== 'garlic',
  );
  const cookVeg = c.take(['veg'], 3, (i) =>
    ['potato', 'green-bean', 'asparagus', 'beetroot', 'brassica', 'pea', 'corn'].includes(
      i.spec.group ?? '',
    ),
  );
  if (leaves.length + rawVeg.length < 2) return null;
  const fruit = c.take(['fruit'], 2, (i) => i.spec.raw === true);
  const cheese = c.take(['cheese', 'grill-cheese'], 1);
  const proteins = c.take(
    ['meat', 'cured', 'fish', 'legume'],
    1,
    (i) =>
      !['whole-bird', 'braising', 'pork-slow', 'mince', 'baked-beans', 'poultry-bone'].includes(
        i.spec.group ?? '',
      ),
  );
  const eggs = c.take(['egg'], 1);
  const grain = c.take(
    ['grain', 'pasta', 'bread'],
    1,
    (i) => ['grain', 'bread'].includes(i.spec.group ?? '') || i.id === 'orzo' || i.id === 'pitta',
  );
  const nuts = c.take(['nut'], 2, (i) => i.spec.group !== 'nut-butter');
  const herbs = c.take(['herb'], 3);
  const dressing = c.take(['condiment', 'syrup', 'yogurt'], 3, (i) =>
    [
      'mustard',
      'vinegar',
      'balsamic',
      'syrup',
      'mayo',
      'pesto',
      'olive',
      'caper',
      'tahini',
      'yogurt',
    ].includes(i.spec.group ?? ''),
  );
  const citrus = c.take(['citrus'], 1);

  const lN = c.useAll(leaves, 0.8);
  const rvf = vegFactor(rawVeg.length + cookVeg.length);
  const rN = c.useAll(rawVeg, rvf);
  const cvN = c.useAll(cookVeg, rvf);
  const fN = c.useAll(fruit, 0.6);
  const chN = c.useAll(cheese, 0.8);
  const pN = c.useAll(proteins, 0.7);
  const eN = c.useAll(eggs, 1);
  const gN = c.useAll(grain, 0.5);
  const nN = c.useAll(nuts);
  const hN = c.useAll(herbs);
  const dN = c.useAll(dressing, 0.5);
  const acid = citrus.length
    ? c.useAll(citrus)
    : dressing.some((d) => d.spec.group === 'vinegar' || d.spec.group === 'balsamic')
      ? []
      : [c.need('lemon', 1, '')];
  const oil = c.oil('olive_oil', 4);
  const { salt, pepper } = c.seasoning();

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [];
    const cookedBits: string[] = [];
    proteins.forEach((p, i) => {
      const n = pN[i];
      if (!n) return;
      if (p.kind === 'legume') cookedBits.push(`Drain and rinse the ${n}.`);
      else cookedBits.push(`${panCook(n, p, oil)}${sentence(afterCook(p))}`);
    });
    if (eN.length)
      cookedBits.push(
        `Boil the ${names(eN)} for 9 minutes, ${safetyClause('egg')} and firm; cool, peel and quarter.`,
      );
    if (cvN.length)
      cookedBits.push(
        `Boil the ${names(cvN)} in salted water until just tender (3–4 minutes for green vegetables, 15 for potatoes or beetroot), then drain and cool.`,
      );
    if (gN.length)
      cookedBits.push(
        `${grain[0]?.kind === 'bread' ? `Tear the ${names(gN)} into pieces and toast in a dry pan until crisp.` : `Cook the ${names(gN)} as the packet says, then rinse under cold water.`}`,
      );
    if (cookedBits.length) steps.push(cookedBits.join(' '));
    if (nN.length) steps.push(`Toast the ${names(nN)} in a dry pan for 2–3 minutes until golden.`);
    steps.push(
      `Wash and dry the ${names([...lN, ...rN, ...fN])}, then slice or chop everything into bite-sized pieces.`,
    );
    steps.push(
      `Whisk the ${oil} with ${acid.length ? `the juice of the ${names(acid)}` : ''}${acid.length && dN.length ? ', ' : ''}${dN.length ? `the ${names(dN)}` : ''}, ${salt} and ${pepper}.`,
    );
    steps.push(
      `Toss everything with most of the dressing, then top with ${joinList([chN.length ? `the ${names(chN)}` : '', nN.length ? 'the nuts' : '', hN.length ? `the ${names(hN)}` : '', 'the rest of the dressing'].filter(Boolean))}.`,
    );
    return steps;
  };
  const featured = [...proteins, ...leaves, ...rawVeg, ...fruit, ...cheese].map((i) => i.id);
  const title = `${titleList(featured, 3)} Salad`;
  let fit = 0.45;
  if (leaves.length) fit += 0.15;
  if (cheese.length || nuts.length) fit += 0.08;
  return c.result(
    'salad',
    fit,
    writeSteps,
    title,
    [
      'A fresh, crunchy salad with a bright homemade dressing.',
      'A crisp main-course salad with plenty of contrast and a sharp dressing.',
    ],
    4,
    20,
    proteins.length || cookVeg.length || eggs.length ? 15 : 0,
  );
};

const tacos: Template = (ctx) => {
  const c = new Composer(ctx);
  const wraps = c.take(['wrap'], 1);
  const proteins = c.take(
    ['meat', 'fish', 'tofu', 'grill-cheese', 'cured'],
    2,
    (i) =>
      ![
        'whole-bird',
        'poultry-bone',
        'ham',
        'salami',
        'smoked-fish',
        'anchovy',
        'frankfurter',
      ].includes(i.spec.group ?? ''),
  );
  const legumes = c.take(['legume'], 1, (i) => i.spec.group === 'beans' || i.id === 'baked_beans');
  const main = [...proteins, ...legumes];
  if (!main.length) return null;
  const cookVeg = c.take(
    ['veg', 'aromatic'],
    5,
    (i) =>
      [
        'sweet-pepper',
        'onion',
        'corn',
        'courgette',
        'mushroom',
        'chilli',
        'winter-squash',
        'spring-onion',
      ].includes(i.spec.group ?? '') || i.id === 'garlic',
  );
  const rawVeg = c.take(
    ['veg', 'leafy', 'avocado'],
    5,
    (i) => i.spec.raw === true && i.spec.group !== 'seaweed',
  );
  const cheese = c.take(['cheese'], 1, (i) =>
    ['melting-cheese', 'tangy-cheese', 'mozzarella'].includes(i.spec.group ?? ''),
  );
  const cream = c.take(['cream', 'yogurt'], 1, (i) => i.spec.group !== 'cream-cheese');
  const sauces = c.take(['condiment', 'asian-sauce'], 2, (i) =>
    ['salsa', 'hot-sauce', 'chipotle', 'pickle', 'bbq', 'sweet-chilli'].includes(
      i.spec.group ?? '',
    ),
  );
  const spices = c.take(['spice'], 4);
  const herbs = c.take(['herb'], 1);
  const citrus = c.take(['citrus'], 1);
  const rice = c.take(['rice'], 1, (i) => i.spec.group === 'rice');

  const wrapName = wraps[0] ? c.use(wraps[0]) : c.need('tortilla', 8, '');
  const isTortilla = !wraps[0] || wraps[0].id === 'tortilla';
  const pN = c.useAll(main, proteinFactor(main.length));
  const cvN = c.useAll(cookVeg, 0.8);
  const rvN = c.useAll(rawVeg, 0.6);
  const chN = c.useAll(cheese);
  const crN = c.useAll(cream, 0.75);
  const sN = c.useAll(sauces);
  const spN = spices.length ? c.useAll(spices, 0.75) : [];
  const hN = c.useAll(herbs);
  const ctN = c.useAll(citrus);
  const rN = c.useAll(rice, 0.6);
  const oil = c.oil('vegetable_oil', 2);
  const salt = c.need('salt', 1, 'taste');

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps: string[] = [];
    if (rN.length) steps.push(`Cook the ${names(rN)} as the packet says.`);
    // a spice mix only when there is something to mix with the salt
    const mix = spN.length > 0 || ctN.length > 0;
    if (mix)
      steps.push(
        `Mix ${spN.length ? `the ${names(spN)} with ` : ''}a good pinch of ${salt}${ctN.length ? ` and the zest of the ${names(ctN)}` : ''}.`,
      );
    const share = main.length > 1 ? 'some of the spice mix' : 'the spice mix';
    main.forEach((p, i) => {
      const n = pN[i];
      if (!n) return;
      if (p.kind === 'legume')
        steps.push(
          `Warm the drained ${n} in 1 tbsp ${oil} with ${mix ? share : `a pinch of ${salt}`} and a splash of water, mashing a few.`,
        );
      else
        steps.push(
          `${mix ? `Toss the ${n} with ${share}.` : `Season the ${n} with ${salt}.`} ${panCook(n, p, oil)}`,
        );
    });
    if (cvN.length)
      steps.push(
        `In the same pan, fry the sliced ${names(cvN)} in the rest of the ${oil} for 5–6 minutes until soft and lightly charred.`,
      );
    const asIs = rawVeg.filter((v) => !vegNeedsCutting(v) && !v.spec.prep);
    const asIsN = asIs.map((v) => rvN[rawVeg.indexOf(v)] ?? '');
    if (rvN.length > asIs.length || chN.length)
      steps.push(
        `Prepare the toppings: ${joinList([...prepVerbs(rawVeg, rvN), chN.length ? `grate or crumble the ${names(chN)}` : ''].filter(Boolean))}.`,
      );
    steps.push(
      `Warm the ${wrapName} in a dry pan, fill with ${rN.length ? 'rice, ' : ''}the filling${asIsN.length ? `, the ${names(asIsN)}` : ''} and toppings, and finish with ${joinList([crN.length ? `the ${names(crN)}` : '', sN.length ? `the ${names(sN)}` : '', hN.length ? `the ${names(hN)}` : '', ctN.length ? `a squeeze of ${names(ctN)}` : 'a pinch of salt'].filter(Boolean))}.`,
    );
    return steps;
  };
  const head = titleName(main[0]?.id ?? 'black_bean');
  const extras = [...cookVeg, ...rawVeg].filter((i) => i.kind !== 'aromatic').map((i) => i.id);
  const title = `${head} ${isTortilla ? 'Tacos' : 'Wraps'}${extras.length ? ` with ${c.titleList(extras, 2)}` : ''}`;
  let fit = 0.45;
  if (wraps.length) fit += 0.25;
  if (spices.length || citrus.length || herbs.length || sauces.length) fit += 0.08;
  return c.result(
    'tacos',
    fit,
    writeSteps,
    title,
    [
      'Warm wraps loaded with a spiced filling and fresh toppings.',
      'Build-at-the-table wraps with a smoky filling and crunchy toppings.',
    ],
    4,
    15,
    15,
  );
};

// ---- sweet templates ---------------------------------------------------------------------

const sweetFruit = (i: Item) => i.kind === 'fruit';

const smoothie: Template = (ctx) => {
  const c = new Composer(ctx);
  const fruit = c.take(
    ['fruit', 'avocado'],
    5,
    (i) => i.spec.group !== 'dried-fruit' || i.id === 'date',
  );
  if (fruit.length < 1) return null;
  const liquid = c.take(
    ['milk', 'yogurt', 'coconut-milk', 'sweet'],
    2,
    (i) => i.kind !== 'sweet' || i.spec.group === 'juice',
  );
  const oats = c.take(['oats'], 1, (i) => i.id === 'oats');
  const greens = c.take(['leafy'], 1, (i) => i.id === 'spinach' || i.id === 'kale');
  const nuts = c.take(['nut'], 2);
  const syrup = c.take(['syrup'], 1);
  const spice = c.take(['sweet-spice'], 2);
  const cocoa = c.take(['sweet'], 1, (i) => i.spec.group === 'cocoa');
  const citrus = c.take(['citrus'], 1);
  const ginger = c.take(['aromatic'], 1, (i) => i.id === 'ginger');

  const fN = c.useAll(fruit, Math.min(1, 2 / fruit.length));
  const lN = liquid.length ? c.useAll(liquid, 1.2) : [c.need('milk', 400, 'ml')];
  const oN = c.useAll(oats, 0.4);
  const gN = c.useAll(greens, 0.3);
  const nN = c.useAll(nuts, 0.5);
  const sN = c.useAll(syrup, 0.5);
  const spN = c.useAll(spice, 0.5);
  const cN = c.useAll(cocoa, 0.5);
  const ctN = c.useAll(citrus, 0.5);
  const giN = c.useAll(ginger, 0.5);
  const ice = c.need('ice', 1, 'handful');

  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps = [
      `Peel, stone or hull the ${names(fN)} as needed and cut into chunks (frozen fruit makes it thicker).`,
      `Put the fruit in a blender with the ${names([...lN, ...oN, ...gN, ...nN, ...cN, ...spN, ...giN])} and the ${ice}.`,
      `Blend until completely smooth${ctN.length ? `, squeeze in the ${names(ctN)}` : ''}, then taste${sN.length ? ` and sweeten with the ${names(sN)}` : ''}. Pour into glasses and serve straight away.`,
    ];
    return steps;
  };
  const title = `${titleList(
    fruit.map((f) => f.id),
    2,
  )} Smoothie`;
  return c.result(
    'smoothie',
    0.5 + (liquid.length ? 0.1 : 0),
    writeSteps,
    title,
    [
      'A thick, fruity smoothie ready in five minutes.',
      'A quick blended drink that works for breakfast or a snack.',
    ],
    2,
    5,
    0,
  );
};

const crumble: Template = (ctx) => {
  const c = new Composer(ctx);
  const fruit = c.take(['fruit'], 4, (i) =>
    [
      'orchard',
      'berry',
      'stone-fruit',
      'rhubarb',
      'tropical',
      'banana',
      'fig',
      'dried-fruit',
    ].includes(i.spec.group ?? ''),
  );
  if (!fruit.some((f) => f.spec.group !== 'dried-fruit' && f.spec.group !== 'banana')) return null;
  const oats = c.take(['oats'], 1);
  const nuts = c.take(['nut'], 2, (i) => i.spec.group !== 'nut-butter');
  const spice = c.take(['sweet-spice'], 2);
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter' || i.id === 'coconut_oil');
  const sugar = c.take(
    ['sweet', 'syrup'],
    1,
    (i) => i.spec.group === 'sugar' || i.kind === 'syrup',
  );
  const serve = c.take(
    ['cream', 'yogurt', 'sweet'],
    1,
    (i) => i.kind !== 'sweet' || i.spec.group === 'ice-cream' || i.spec.group === 'custard',
  );
  const chocolate = c.take(['sweet'], 1, (i) => i.spec.group === 'chocolate');
  const citrus = c.take(['citrus'], 1);

  const fN = c.useAll(fruit, Math.min(1.5, 3 / fruit.length));
  const flour = c.need('flour', 150, 'g');
  const bN = butter.length ? c.useAll(butter, 3.5) : [c.need('butter', 100, 'g')];
  const sugarName = c.need('sugar', 100, 'g');
  const extraSweet = c.useAll(sugar, 0.5);
  const oN = c.useAll(oats, 0.6);
  const nN = c.useAll(nuts, 1);
  const spN = c.useAll(spice);
  const chN = c.useAll(chocolate, 0.6);
  const ctN = c.useAll(citrus, 0.5);
  const sN = c.useAll(serve);
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps = [
      `Heat the oven to 190 °C / 170 °C fan / 375 °F.`,
      `Prepare the ${names(fN)}, cutting larger fruit into chunks, and toss in a baking dish with 2 tbsp of the ${sugarName}${spN.length ? ` and the ${names(spN)}` : ''}${ctN.length ? ` and a squeeze of ${names(ctN)}` : ''}${extraSweet.length ? ` and the ${names(extraSweet)}` : ''}${chN.length ? `; scatter over the ${names(chN)}` : ''}.`,
      `Rub the cold ${names(bN)} into the ${flour} until it looks like rough breadcrumbs, then stir in the rest of the sugar${oN.length || nN.length ? ` and the ${names([...oN, ...nN])}` : ''}.`,
      `Scatter the crumble over the fruit and bake for 35–40 minutes until golden and bubbling at the edges.`,
      `Leave to settle for 5 minutes${sN.length ? ` and serve with the ${names(sN)}` : ' and serve warm'}.`,
    ];
    return steps;
  };
  const title = `${titleList(
    fruit.map((f) => f.id),
    2,
  )} Crumble`;
  return c.result(
    'crumble',
    0.6 + (butter.length ? 0.05 : 0) + (oats.length ? 0.05 : 0),
    writeSteps,
    title,
    [
      'Warm baked fruit under a buttery, golden crumble.',
      'A comforting fruit crumble with a crisp, buttery topping.',
    ],
    6,
    20,
    40,
  );
};

const pancakes: Template = (ctx) => {
  const c = new Composer(ctx);
  const eggs = c.take(['egg'], 1);
  const milk = c.take(['milk', 'yogurt'], 1);
  const toppings = c.take(
    ['fruit', 'sweet', 'syrup', 'nut', 'cream'],
    6,
    (i) =>
      i.kind !== 'sweet' ||
      ['chocolate', 'sweet-spread', 'caramel', 'sprinkles', 'ice-cream', 'marshmallow'].includes(
        i.spec.group ?? '',
      ),
  );
  if (toppings.length + eggs.length + milk.length < 2) return null;
  const spice = c.take(['sweet-spice'], 2);
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter');
  const citrus = c.take(['citrus'], 1);
  const flour = c.need('flour', 200, 'g');
  const bp = c.need('baking_powder', 2, 'tsp');
  const sugar = c.need('sugar', 1, 'tbsp');
  const salt = c.need('salt', 1, 'pinch');
  const eN = eggs.length ? c.useAll(eggs, 0.5) : [c.need('egg', 2, '')];
  const mN = milk.length
    ? c.add(milk[0]?.id ?? 'milk', 300, milk[0]?.spec.unit === 'g' ? 'g' : 'ml')
    : c.need('milk', 300, 'ml');
  const bN = butter.length ? c.useAll(butter) : [c.oil('vegetable_oil', 2)];
  const spN = c.useAll(spice, 0.5);
  const ctN = c.useAll(citrus, 0.5);
  const inside = toppings.filter(
    (t) => t.spec.group === 'berry' || t.spec.group === 'chocolate' || t.spec.group === 'banana',
  );
  const onTop = toppings.filter((t) => !inside.includes(t));
  const inN = c.useAll(inside, 0.6);
  const topN = c.useAll(onTop, 0.6);
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps = [
      `Whisk the ${flour}, ${bp}, ${sugar} and ${salt}${spN.length ? ` with the ${names(spN)}` : ''} in a large bowl${ctN.length ? `, and grate in the zest of the ${names(ctN)}` : ''}.`,
      `Beat the ${names(eN)} with the ${mN} and half the melted ${names(bN)}, then whisk into the dry ingredients until just combined (a few lumps are fine).`,
      `${inN.length ? `Fold in the ${names(inN)}. ` : ''}Heat a non-stick pan over medium heat with a little of the remaining fat and cook ladlefuls of batter for 2 minutes until bubbles appear, then flip and cook 1 minute more.`,
      `Stack the pancakes and serve warm${topN.length ? ` with the ${names(topN)}` : ''}.`,
    ];
    return steps;
  };
  const featured = toppings.map((t) => t.id);
  const title = featured.length ? `${titleList(featured, 2)} Pancakes` : 'Fluffy Pancakes';
  return c.result(
    'pancakes',
    0.5 + (eggs.length ? 0.08 : 0) + (milk.length ? 0.07 : 0),
    writeSteps,
    title,
    [
      'Fluffy stovetop pancakes with your favourite toppings.',
      'Thick, soft pancakes for a slow breakfast or a quick pudding.',
    ],
    4,
    10,
    15,
  );
};

const breakfastBowl: Template = (ctx) => {
  const c = new Composer(ctx);
  const base = c.take(['oats', 'yogurt'], 2);
  const fruit = c.take(['fruit'], 4);
  if (!fruit.length) return null;
  const milk = c.take(['milk', 'coconut-milk'], 1);
  const nuts = c.take(['nut'], 3);
  const sweet = c.take(
    ['syrup', 'sweet'],
    2,
    (i) =>
      i.kind === 'syrup' || ['chocolate', 'sweet-spread', 'cocoa'].includes(i.spec.group ?? ''),
  );
  const spice = c.take(['sweet-spice'], 2);
  const hasOats = base.some((b) => b.kind === 'oats' && b.id === 'oats');
  const baseN = base.length ? c.useAll(base, 1) : [c.need('greek_yogurt', 300, 'g')];
  const mN = c.useAll(milk, 0.8);
  const fN = c.useAll(fruit, Math.min(1, 2 / fruit.length));
  const nN = c.useAll(nuts, 0.6);
  const sN = c.useAll(sweet, 0.5);
  const spN = c.useAll(spice, 0.5);
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps = hasOats
      ? [
          `Stir the ${names(baseN)}${mN.length ? ` with the ${names(mN)}` : ' with 250 ml water'}${spN.length ? ` and the ${names(spN)}` : ''} in two jars or bowls.`,
          `Cover and chill overnight (at least 4 hours), or simmer for 5 minutes for warm porridge.`,
          `Top with the ${names(fN)}${nN.length ? `, the ${names(nN)}` : ''}${sN.length ? ` and a drizzle of the ${names(sN)}` : ''}.`,
        ]
      : [
          `Prepare the ${names(fN)}, cutting larger fruit into bite-sized pieces.`,
          `Layer the ${names(baseN)}${mN.length ? ` loosened with a little ${names(mN)}` : ''}${spN.length ? ` and dusted with the ${names(spN)}` : ''} with the fruit in glasses or bowls.`,
          `Finish with ${joinList([nN.length ? `the ${names(nN)}` : '', sN.length ? `a drizzle of the ${names(sN)}` : '', 'a last spoon of fruit'].filter(Boolean))}.`,
        ];
    return steps;
  };
  const title = `${titleList(
    fruit.map((f) => f.id),
    2,
  )} ${hasOats ? 'Overnight Oats' : 'Breakfast Bowl'}`;
  return c.result(
    'breakfast-bowl',
    0.5 + (base.length ? 0.15 : 0),
    writeSteps,
    title,
    [
      'A no-cook breakfast of creamy base, fresh fruit and crunch.',
      'An easy make-ahead breakfast bowl.',
    ],
    2,
    10,
    0,
  );
};

const muffins: Template = (ctx) => {
  const c = new Composer(ctx);
  const mix = c.take(
    ['fruit', 'sweet', 'nut'],
    4,
    (i) =>
      (i.kind === 'fruit' && i.spec.group !== 'citrus') ||
      i.spec.group === 'chocolate' ||
      i.spec.group === 'cocoa' ||
      (i.kind === 'nut' && i.spec.group !== 'nut-butter'),
  );
  if (!mix.length) return null;
  const eggs = c.take(['egg'], 1);
  const wet = c.take(['milk', 'yogurt'], 1);
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter' || i.id === 'coconut_oil');
  const spice = c.take(['sweet-spice'], 2);
  const syrup = c.take(
    ['syrup', 'sweet'],
    1,
    (i) => i.kind === 'syrup' || i.spec.group === 'sugar',
  );
  const citrus = c.take(['citrus'], 1);
  const flour = c.need('flour', 300, 'g');
  const bp = c.need('baking_powder', 3, 'tsp');
  const sugar = c.need('sugar', 150, 'g');
  const eN = eggs.length ? c.useAll(eggs, 0.5) : [c.need('egg', 2, '')];
  const wN = wet.length ? c.useAll(wet, 0.8) : [c.need('milk', 200, 'ml')];
  const bN = butter.length ? c.useAll(butter, 3.3) : [c.oil('vegetable_oil', 6)];
  const spN = c.useAll(spice);
  const syN = c.useAll(syrup, 0.5);
  const ctN = c.useAll(citrus, 0.5);
  const mixN = c.useAll(mix, Math.min(1, 2 / mix.length));
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps = [
      `Heat the oven to 200 °C / 180 °C fan / 400 °F and line a 12-hole muffin tin with paper cases.`,
      `Mix the ${flour}, ${bp} and ${sugar}${spN.length ? ` with the ${names(spN)}` : ''}${ctN.length ? ` and the grated zest of the ${names(ctN)}` : ''}.`,
      `Whisk the ${names(eN)} with the ${names(wN)}, the melted ${names(bN)}${syN.length ? ` and the ${names(syN)}` : ''}, and stir into the dry ingredients until just combined.`,
      `Fold in the chopped ${names(mixN)}, spoon into the cases and bake for 20–22 minutes until risen and a skewer comes out clean.`,
    ];
    return steps;
  };
  const title = `${titleList(
    mix.map((m) => m.id),
    2,
  )} Muffins`;
  return c.result(
    'muffins',
    0.5 + (eggs.length ? 0.07 : 0) + (butter.length ? 0.07 : 0),
    writeSteps,
    title,
    [
      'Soft, domed muffins packed with your add-ins.',
      'Easy one-bowl muffins, perfect for breakfast or a snack.',
    ],
    12,
    15,
    22,
  );
};

const fruitSalad: Template = (ctx) => {
  const c = new Composer(ctx);
  const fruit = c.take(['fruit'], 7, (i) => i.spec.raw === true && sweetFruit(i));
  if (fruit.length < 3) return null;
  const syrup = c.take(['syrup'], 1);
  const citrus = c.take(['citrus'], 1);
  const herbs = c.take(['herb'], 1, (i) => i.id === 'mint' || i.id === 'basil');
  const top = c.take(
    ['yogurt', 'cream', 'nut'],
    2,
    (i) => i.kind !== 'nut' || i.spec.group !== 'nut-butter',
  );
  const fN = c.useAll(fruit, Math.min(1, 3 / fruit.length));
  const syN = syrup.length ? c.useAll(syrup) : [c.need('sugar', 1, 'tbsp')];
  const ctN = citrus.length ? c.useAll(citrus) : [];
  const hN = c.useAll(herbs);
  const tN = c.useAll(top, 0.8);
  // Only the chosen template's steps are written (see `Composed.writeSteps`).
  const writeSteps = (): string[] => {
    const steps = [
      `Peel, stone or hull the ${names(fN)} as needed and cut into bite-sized pieces.`,
      `Stir the ${names(syN)} with ${ctN.length ? `the juice of the ${names(ctN)}` : '2 tbsp water'} until dissolved.`,
      `Toss the fruit in the dressing${hN.length ? ` with the torn ${names(hN)}` : ''} and chill for 15 minutes. Serve${tN.length ? ` with the ${names(tN)}` : ''}.`,
    ];
    return steps;
  };
  const title = `${titleList(
    fruit.map((f) => f.id),
    3,
  )} Fruit Salad`;
  return c.result(
    'fruit-salad',
    0.55,
    writeSteps,
    title,
    [
      'A bright, juicy fruit salad with a light dressing.',
      'Fresh fruit, a zesty syrup and nothing else needed.',
    ],
    4,
    15,
    0,
  );
};

const TEMPLATE_TASTE: Readonly<Record<string, 'sweet' | 'savoury'>> = {
  smoothie: 'sweet',
  crumble: 'sweet',
  pancakes: 'sweet',
  'breakfast-bowl': 'sweet',
  muffins: 'sweet',
  'fruit-salad': 'sweet',
};
const TEMPLATE_COURSE: Readonly<Record<string, Course>> = {
  soup: 'soup',
  salad: 'salad',
  frittata: 'breakfast',
  smoothie: 'drink',
  crumble: 'dessert',
  pancakes: 'breakfast',
  'breakfast-bowl': 'breakfast',
  muffins: 'baking',
  'fruit-salad': 'dessert',
};

export const TEMPLATES: readonly { key: string; taste: 'savoury' | 'sweet'; build: Template }[] = [
  { key: 'stir-fry', taste: 'savoury', build: stirFry },
  { key: 'sheet-pan', taste: 'savoury', build: sheetPan },
  { key: 'pasta', taste: 'savoury', build: pasta },
  { key: 'soup', taste: 'savoury', build: soup },
  { key: 'curry', taste: 'savoury', build: curry },
  { key: 'frittata', taste: 'savoury', build: frittata },
  { key: 'bowl', taste: 'savoury', build: grainBowl },
  { key: 'salad', taste: 'savoury', build: salad },
  { key: 'tacos', taste: 'savoury', build: tacos },
  { key: 'smoothie', taste: 'sweet', build: smoothie },
  { key: 'crumble', taste: 'sweet', build: crumble },
  { key: 'pancakes', taste: 'sweet', build: pancakes },
  { key: 'breakfast-bowl', taste: 'sweet', build: breakfastBowl },
  { key: 'muffins', taste: 'sweet', build: muffins },
  { key: 'fruit-salad', taste: 'sweet', build: fruitSalad },
];

/** Items a template of this taste must never use. */
export function tasteAllows(taste: 'savoury' | 'sweet', spec: IngredientSpec): boolean {
  return spec.flavour === 'neutral' || spec.flavour === 'both' || spec.flavour === taste;
}

/** Runs every template over the visitor's items (restricted to the template's taste). */
export function composeAll(visitor: readonly VisitorItem[], random: () => number): Composed[] {
  const all = classify(visitor);
  const visitorById = new Map<IngredientId, VisitorItem>();
  for (const v of visitor) if (v.id && !visitorById.has(v.id)) visitorById.set(v.id, v);
  // Each template sees only the items of its taste; filter once per taste, not per template.
  const byTaste = {
    savoury: all.filter((i) => tasteAllows('savoury', i.spec)),
    sweet: all.filter((i) => tasteAllows('sweet', i.spec)),
  };
  const out: Composed[] = [];
  for (const t of TEMPLATES) {
    const made = t.build({ visitor, visitorById, items: byTaste[t.taste], random });
    if (made && made.draft.lines.length >= 3) out.push(made);
  }
  return out;
}
