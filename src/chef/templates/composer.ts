import type { Group } from '../data/groups';
import { INGREDIENTS, type IngredientId } from '../data/ingredients';
import type { Draft, DraftLine, VisitorItem } from '../draft';
import type { Course, Method, Unit } from '../types';
import { displayName, joinList, pick, roundQuantity, titleName } from '../util';
import { proteinShares, thawNote } from './methods';
import { type Kind, type Item } from './kinds';

/** Collects lines and marks what it uses while a template writes a recipe. */
export class Composer {
  readonly lines: DraftLine[] = [];
  readonly used = new Set<number>();
  readonly extras: IngredientId[] = [];
  private readonly byId = new Map<IngredientId, DraftLine>();

  /** the visitor's first entry for each ingredient, shared by every template of a request */
  private readonly visitorById: ReadonlyMap<IngredientId, VisitorItem>;
  readonly items: readonly Item[];
  private readonly visitor: readonly VisitorItem[];
  private readonly random: () => number;
  private readonly template: Pick<Template, 'key' | 'method' | 'taste' | 'course'>;

  constructor(ctx: Context) {
    this.visitorById = ctx.visitorById;
    this.items = ctx.items;
    this.visitor = ctx.visitor;
    this.random = ctx.random;
    this.template = ctx.template;
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
      if (!kinds.includes(i.kind) || this.isUsed(i) || (filter && !filter(i))) continue;
      if (!goesWithAll(out, i)) continue;
      out.push(i);
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
    else if (!INGREDIENTS[id].pantry) this.extras.push(id);
    return displayName(id, qty, unit);
  }

  /** Adds the recipe's proteins, each at its share (see `proteinShares`). */
  useProteins(items: readonly Item[], scale = 1, note?: string): string[] {
    const shares = proteinShares(items, scale);
    return items.map((p, i) => this.use(p, shares[i] ?? 1, note));
  }

  /** Adds a visitor item at its default amount times `factor`; frozen meat or fish is thawed. */
  use(item: Item, factor = 1, note?: string): string {
    const spec = item.spec;
    const qty = spec.unit === 'taste' ? 1 : roundQuantity(spec.qty * factor, spec.unit);
    return this.add(item.id, qty, spec.unit, thawNote(item, note ?? spec.prep));
  }

  useAll(items: readonly Item[], factor = 1, note?: string): string[] {
    const names: string[] = [];
    for (const i of items) names.push(this.use(i, factor, note));
    return names;
  }

  /** An ingredient the template needs: the visitor's if listed, else added (maybe an extra). */
  need(id: IngredientId, qty?: number, unit?: Unit, note?: string): string {
    const spec = INGREDIENTS[id];
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
    for (const id of [...new Set(ids)].slice(0, max)) {
      const line = this.byId.get(id);
      const spec = INGREDIENTS[id];
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
  result(recipe: {
    fit: number;
    writeSteps: () => string[];
    title: string;
    blurbs: readonly string[];
    serves: number;
    prep: number;
    cook: number;
  }): Composed {
    const { fit, writeSteps, title, blurbs, serves, prep, cook } = recipe;
    const { key, method, taste, course } = this.template;
    this.finish();
    return {
      key,
      method,
      vehicle: false,
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
        taste,
        course,
      },
    };
  }
}

/**
 * Fish with meat in one composed dish: fish fingers and chicken thighs in one pasta is nobody's
 * supper. Bacon, chorizo, smoked sausage and ham go with seafood (prawns and chorizo, scallops
 * and bacon, a shrimp boil); fresh or cooked meat does not.
 */
function landAndSea(a: Item, b: Item): boolean {
  const land = isMeat(a) && isSea(b) ? a : isMeat(b) && isSea(a) ? b : undefined;
  return land !== undefined && !SEA_FRIENDLY.has(land.spec.group ?? '');
}

/**
 * Whether an item goes with every one taken before it (`landAndSea`). A plain loop: `take` runs
 * some thousands of times a request, and a closure for each item was most of what it allocated.
 */
function goesWithAll(taken: readonly Item[], item: Item): boolean {
  for (let k = 0; k < taken.length; k++) if (landAndSea(taken[k] as Item, item)) return false;
  return true;
}

function isMeat(i: Item): boolean {
  return i.spec.category === 'protein' && i.kind !== 'tofu';
}

/** Fish and shellfish; anchovies melt into a sauce as a seasoning, with lamb or chicken as much as with fish. */
function isSea(i: Item): boolean {
  return i.spec.category === 'seafood' && i.spec.group !== 'anchovy';
}

/** Cured and smoked pork that goes with seafood: prawns and chorizo, a shrimp boil's sausage. */
const SEA_FRIENDLY = new Set<string>(['cured-pork', 'cured-sausage', 'smoked-sausage', 'ham']);

export interface Composed {
  key: string;
  method: Method;
  /** Whether it is built around one of the visitor's items that names its form (see `vehicles`). */
  vehicle: boolean;
  fit: number;
  /**
   * Writes the method. Every template is scored on every request but only the chosen one is
   * written out, so the steps (most of a template's string work) wait until asked for; `draft.steps`
   * stays empty until then. Writing steps uses no randomness, so seeded outputs are unchanged.
   */
  writeSteps: () => string[];
  draft: Draft;
}

export interface Context {
  visitor: readonly VisitorItem[];
  visitorById: ReadonlyMap<IngredientId, VisitorItem>;
  items: readonly Item[];
  random: () => number;
  /** The template being written, whose taste and course the draft takes. */
  template: Pick<Template, 'key' | 'method' | 'taste' | 'course'>;
}

/**
 * A technique the chef can compose a recipe with when no known dish fits: one file per template in
 * this folder, listed in `../compose.ts`.
 */
export interface Template {
  /** Names the recipe's family: ask-again prefers a different one. */
  readonly key: string;
  /** How it cooks: ask-again never offers the same ingredients cooked the same way again. */
  readonly method: Method;
  /**
   * Groups that name this template's form: a visitor with lasagne sheets or a pizza base is asking
   * for a lasagne or a pizza. A recipe built around one of theirs scores like a known dish whose
   * signature they hold.
   */
  readonly vehicles?: readonly Group[];
  /** Which of the visitor's ingredients it may see: never chocolate in a stir-fry. */
  readonly taste: 'sweet' | 'savoury';
  readonly course: Course;
  /** Writes the recipe from the visitor's items, or null when they don't suit this technique. */
  readonly build: (ctx: Context) => Composed | null;
}
