import type { IngredientSpec, Unit } from '../types';
import { ROLES } from '../types';
import type { DishSpec } from './dish-types';
import { INGREDIENTS, type IngredientId } from './ingredients';

/**
 * The rules every dish in the knowledge base keeps, as a cookbook editor would check them. The data
 * test runs them over every dish, and `npm run chef:check` prints what breaks them while writing.
 */

/** `{id}`, `{one:id}`, `{many:id}`, `{safe:id}`, `{done:id}`. */
export const PLACEHOLDER = /\{(?:(one|many|safe|done):)?([a-z0-9_]+)\}/g;
const ANY_BRACES = /\{([^}]*)\}/g;

/** Ingredients whose undercooking is dangerous: a dish with one must say when it is safe. */
const RISKY = new Set(['poultry', 'pork', 'mince', 'fish', 'shellfish']);

/**
 * Words a step may use in plain text though they name an ingredient, because they name the kind of
 * thing rather than which one ("drain the pasta", "the sauce", "the stock"), and so read right
 * whatever stands in.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    'pasta rice noodles noodle fish meat sauce stock broth oil cheese bread dough batter nuts herbs ' +
    'spices water greens vegetables veg fruit cream milk butter sugar flour salt pepper pastry ' +
    'beans lentils chillies chilli garlic onion onions egg eggs juice zest wine beer dressing ' +
    'mixture mix curry paste syrup jam glaze caramel custard crumbs crumb seeds chips wraps buns ' +
    'leaves lettuce potatoes potato tomatoes tomato seafood'
  ).split(' '),
);

export function isKnownId(id: string): id is IngredientId {
  return Object.hasOwn(INGREDIENTS, id);
}

/** Ingredient ids a piece of text refers to through placeholders. */
export function placeholderIds(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[2] ?? '');
}

/** Ingredients mentioned only inside `[optional]` parts of the steps. */
export function optionalIds(steps: readonly string[]): Set<string> {
  const inside = new Set<string>();
  const outside = new Set<string>();
  for (const step of steps) {
    for (const id of placeholderIds(step.replace(/\[[^\]]*\]/g, ''))) outside.add(id);
    for (const m of step.matchAll(/\[([^\]]*)\]/g))
      for (const id of placeholderIds(m[1] ?? '')) inside.add(id);
  }
  return new Set([...inside].filter((id) => !outside.has(id)));
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Names of an ingredient a writer might type in plain text, longest first: its name, plural and
 * synonyms of two words or more. One-word synonyms are left out, as they are often ordinary words
 * or a dish's native name ("toast", "spread", "vongole", "gigantes").
 */
function namesOf(spec: IngredientSpec, withSynonyms: boolean): string[] {
  const names = new Set<string>();
  const synonyms = withSynonyms ? spec.synonyms.filter((s) => s.includes(' ')) : [];
  for (const n of [spec.name, spec.plural, ...synonyms]) {
    const key = normalise(n);
    if (key.length >= 3 && !GENERIC_WORDS.has(key)) names.add(key);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

/**
 * Plain-text names of the dish's own ingredients in `text` (placeholders removed first). Titles
 * are checked for names only, so a dish keeps its native name ("Spaghetti alle Vongole", "Mango
 * Sticky Rice") though a synonym of an ingredient is in it.
 */
function plainNames(text: string, ids: readonly string[], withSynonyms = true): string[] {
  const bare = ` ${normalise(text.replace(ANY_BRACES, ' '))} `;
  const found: string[] = [];
  for (const id of ids) {
    if (!isKnownId(id)) continue;
    for (const name of namesOf(INGREDIENTS[id], withSynonyms)) {
      if (bare.includes(` ${name} `)) {
        found.push(`"${name}" (write {${id}})`);
        break;
      }
    }
  }
  return found;
}

function checkPlaceholders(where: string, text: string, ids: ReadonlySet<string>): string[] {
  const errors: string[] = [];
  for (const m of text.matchAll(ANY_BRACES)) {
    const inner = m[1] ?? '';
    const parsed = /^(?:(one|many|safe|done):)?([a-z0-9_]+)$/.exec(inner);
    if (!parsed) errors.push(`${where}: bad placeholder {${inner}}`);
    else if (!ids.has(parsed[2] ?? ''))
      errors.push(`${where}: {${inner}} is not in the ingredients`);
  }
  return errors;
}

/** Amounts a cook measures and a shop sells: no ¾ tbsp, 110 ml or 190 g. */
function checkQuantity(id: string, qty: number, unit: Unit): string | undefined {
  const bad = `${id}: ${qty} ${unit || '(count)'} is not a kitchen amount`;
  switch (unit) {
    case 'g':
    case 'ml':
      if (qty >= 100 && qty % 25 !== 0) return bad;
      if (qty < 100 && qty % 5 !== 0) return bad;
      return undefined;
    case 'tsp':
      return qty % 0.25 === 0 ? undefined : bad;
    case 'tbsp':
      return qty % 0.5 === 0 && qty >= 0.5 ? undefined : bad;
    case 'cup':
      return qty % 0.25 === 0 ? undefined : bad;
    case '':
      return qty % 0.5 === 0 || qty === 0.25 ? undefined : bad;
    case 'taste':
      return qty === 1 ? undefined : `${id}: use 1 with 'taste'`;
    default:
      return Number.isInteger(qty) ? undefined : bad;
  }
}

/** Everything wrong with one dish; an empty list when it keeps every rule. */
export function dishErrors(dish: DishSpec): string[] {
  const errors: string[] = [];
  const ids = dish.ingredients.map(([id]) => id as string);
  const idSet = new Set(ids);
  if (idSet.size !== ids.length) errors.push('an ingredient is listed twice');
  for (const id of ids) if (!isKnownId(id)) errors.push(`${id}: not in the lexicon`);

  errors.push(...checkPlaceholders('title', dish.title, idSet));
  errors.push(...checkPlaceholders('blurb', dish.blurb, idSet));
  for (const [where, text] of [
    ['title', dish.title],
    ['blurb', dish.blurb],
  ] as const) {
    const plain = plainNames(text, ids, where === 'blurb');
    if (plain.length > 0) errors.push(`${where} names ${plain.join(', ')}`);
  }

  if (dish.signature.length < 1 || dish.signature.length > 4)
    errors.push('signature: give 1 to 4 ingredients');
  const optional = optionalIds(dish.steps);
  for (const id of placeholderIds(`${dish.title} ${dish.blurb}`))
    if (optional.has(id)) errors.push(`title or blurb: {${id}} is optional in the steps`);
  for (const id of dish.signature) {
    if (!idSet.has(id)) errors.push(`signature: ${id} is not in the ingredients`);
    else if (optional.has(id)) errors.push(`signature: ${id} is optional in the steps`);
  }

  if (dish.steps.length < 3) errors.push('write at least 3 steps');
  if (!dish.ingredients.some(([, , , role]) => role === 'core')) errors.push('no core ingredient');
  const mentioned = new Set<string>();
  dish.steps.forEach((step, i) => {
    const where = `step ${i + 1}`;
    errors.push(...checkPlaceholders(where, step, idSet));
    for (const id of placeholderIds(step)) mentioned.add(id);
    const open = (step.match(/\[/g) ?? []).length;
    if (open !== (step.match(/\]/g) ?? []).length || /\[[^\]]*\[/.test(step))
      errors.push(`${where}: unbalanced or nested [brackets]`);
    const plain = plainNames(step, ids);
    if (plain.length > 0) errors.push(`${where} names ${plain.join(', ')}`);
  });
  for (const id of ids) if (!mentioned.has(id)) errors.push(`no step mentions {${id}}`);

  const steps = dish.steps.join(' ');
  for (const [id, qty, unit, role] of dish.ingredients) {
    if (!ROLES.includes(role)) errors.push(`${id}: unknown role ${role}`);
    if (!(qty > 0)) errors.push(`${id}: quantity must be positive`);
    const q = checkQuantity(id, qty, unit);
    if (q) errors.push(q);
    if (role === 'garnish' && !optional.has(id))
      errors.push(`${id}: a garnish is mentioned only inside [brackets]`);
    if (!isKnownId(id)) continue;
    const spec = INGREDIENTS[id];
    if (spec.safety && RISKY.has(spec.safety) && !spec.ready) {
      const clauses = [...steps.matchAll(/\{(?:safe|done):([a-z0-9_]+)\}/g)].map((m) => {
        const other = m[1] ?? '';
        return isKnownId(other) ? INGREDIENTS[other].safety : undefined;
      });
      if (!clauses.includes(spec.safety))
        errors.push(`${id}: no {safe:…} or {done:…} clause for its kind (${spec.safety})`);
    }
  }
  if (dish.open !== undefined && (dish.open < 0 || dish.open >= dish.steps.length))
    errors.push('open: not a step index');
  if (dish.prep <= 0 || dish.cook < 0) errors.push('prep and cook are minutes');
  return errors;
}

/** Every broken rule in a list of dishes, titles checked for uniqueness too. */
export function knowledgeBaseErrors(dishes: readonly DishSpec[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, number>();
  for (const dish of dishes) {
    const key = normalise(dish.title.replace(ANY_BRACES, (_, id: string) => id));
    seen.set(key, (seen.get(key) ?? 0) + 1);
    for (const e of dishErrors(dish)) out.push(`${dish.title}: ${e}`);
  }
  for (const [title, n] of seen) if (n > 1) out.push(`${title}: ${n} dishes share this title`);
  return out;
}
