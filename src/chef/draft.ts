import type { Allergen, Diet } from '../shared/recipe-api';
import { INGREDIENTS, type IngredientId } from './data/ingredients';
import type { NonFoodReason } from './data/non-foods';
import type { Course, IngredientSpec, Unit } from './types';
import { SAFETY_ORDER, escapeRegExp, formatLine, joinList, safetyTip } from './util';

/** Local alias: module namespace getters are slow on the hot path. */
const ING = INGREDIENTS;

/** One visitor ingredient, as typed and as recognised. */
export interface VisitorItem {
  index: number;
  text: string;
  id: IngredientId | null;
  spec: IngredientSpec | null;
  /** Why the entry is not food and must never be cooked (bleach, soap), or null. */
  nonFood: NonFoodReason | null;
  /**
   * The visitor's diet or allergens this ingredient breaks (butter for a visitor avoiding milk): it
   * is read as the free-from product a cook would use instead (`id` and `spec` are then that
   * product's), or, when there is none, left out; the Tips say which. Unset or empty when it is fine.
   */
  ruledOut?: readonly (Allergen | Diet)[] | undefined;
}

/**
 * One ingredient line. Every line carries all five properties (`undefined` when unset) so that all
 * lines share one object shape: code reading them (`renderMarkdown`, tips) stays monomorphic.
 */
export interface DraftLine {
  id: IngredientId;
  qty: number;
  unit: Unit;
  note: string | undefined;
  /** The dish ingredient this one stands in for. */
  replaces: IngredientId | undefined;
  /** Named in the title in the dish's ingredient's place: the line need not say what it replaces. */
  named?: boolean;
}

/** A recipe before it is written out as markdown. */
export interface Draft {
  title: string;
  blurb: string;
  serves: number;
  prep: number;
  cook: number;
  lines: DraftLine[];
  steps: string[];
  tips: string[];
  /** Indexes of the visitor's ingredients the recipe uses. */
  used: Set<number>;
  /** Non-pantry ingredients the visitor did not list. */
  extras: IngredientId[];
  source: 'dish' | 'composed';
  taste: 'sweet' | 'savoury';
  course: Course;
}

/**
 * Matches exactly the text the replacements in `tidy` would change: a run of white space or any
 * white space but a plain space, white space before punctuation, doubled punctuation, empty
 * brackets, or white space at either end. Most generated sentences have none of these, and one
 * test is much cheaper than four replacements that each copy the string.
 */
const NEEDS_TIDY = /\s\s|[^\S ]|\s[.,;:]|[.,;]\s*[.,;]|\(\s*\)|^\s|\s$/;

/** A word that starts with a vowel sound: "oyster", not "one-pot", "eucalyptus" or "unique". */
const VOWEL_SOUND = '(?:[aio]|e(?!u)|u(?!n[iu]|s[eu]))(?!ne\\b|nce\\b)[a-z]';
/** "a" before a vowel sound a name brought in: "a oyster sauce" (not "a one-pot", "a eucalyptus"). */
const A_BEFORE_VOWEL = new RegExp(`\\ba (?=${VOWEL_SOUND})`, 'g');
const STARTS_WITH_VOWEL_SOUND = new RegExp(`^${VOWEL_SOUND}`, 'i');

/** The article a word takes: "an Italian sausage", "a blanched almond". */
export function articleFor(word: string): 'a' | 'an' {
  return STARTS_WITH_VOWEL_SOUND.test(word) ? 'an' : 'a';
}

/**
 * A word written twice running ("fillets fillets"): never meant in a recipe, but for the names
 * that are a word said twice (piri piri sauce, mahi mahi, bang bang chicken).
 */
const SAID_TWICE = 'piri|peri|mahi|bang|chow|pili|cous|tutti|bora|dan|pom|ylang';
const REPEATED_WORD = new RegExp(`\\b(?!(?:${SAID_TWICE}) )([a-z]{3,}) \\1\\b`, 'g');
/** The same in a title, any case, by whole words ("Cơm Sườn Nướng" keeps its N). */
const REPEATED_TITLE_WORD = new RegExp(
  `(?<!\\p{L})(?!(?:${SAID_TWICE}) )(\\p{L}+) \\1(?!\\p{L})`,
  'giu',
);

/** A title with a word a stand-in doubled said once: never "Chicken Chicken", still "Bang Bang". */
export function titleSaidOnce(title: string): string {
  return title.replace(REPEATED_TITLE_WORD, '$1');
}

const SERVE_THEN_SERVE_WITH =
  /\b([Ss]erve (?:warm|hot|cold|warm or cold|at once|straight away|immediately))\. Serve with /g;
const SERVE_WITH_TWICE = /\b(Serve with [^.]*)\. Serve with /g;
/** "serve and the green beans", left when "[, with the {rice}]" goes before "[ and the {green_bean}]" */
const SERVE_AND = /\b([Ss]erve(?: it| them| at once| straight away)?) and (the|a|some) /g;

/** Tidies a generated sentence: spaces, doubled punctuation, capital first letter. */
export function tidy(raw: string): string {
  // a name dropped into words that already say it: "cod fillets fillets", "new new potatoes",
  // "soy sauce sauce", "crisp at the edges and sizzling and crisp at the edges"
  const text = raw
    .replace(REPEATED_WORD, '$1')
    // "the egg yolk yolks": a word before its own plural is said once, as the plural
    .replace(/\b([a-z]{3,}) \1(e?s)\b/gi, '$1$2')
    // "an oyster sauce glaze", not "a oyster sauce glaze"
    .replace(A_BEFORE_VOWEL, 'an ')
    .replace(/(crisp at the edges) and sizzling and crisp at the edges/g, '$1')
    // "Serve warm. Serve with the custard." is one thought: "Serve warm with the custard."
    .replace(SERVE_THEN_SERVE_WITH, '$1 with ')
    // "the chicken is cooked through, until cooked through with no pink meat": said once
    .replace(/\bcooked through, until cooked through\b/g, 'cooked through')
    .replace(SERVE_WITH_TWICE, '$1, and ')
    .replace(SERVE_AND, '$1 with $2 ');
  if (!NEEDS_TIDY.test(text)) return capitalFirst(text);
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/([.,;])(?:\s*[.,;])+/g, '$1')
    .replace(/\(\s*\)/g, '')
    .trim();
  return capitalFirst(t);
}

/** Capital first letter, without copying text that already has one. */
function capitalFirst(text: string): string {
  const first = text.charAt(0);
  const upper = first.toUpperCase();
  return upper === first ? text : upper + text.slice(1);
}

function usesSummary(draft: Draft, visitor: readonly VisitorItem[]): string {
  // a ruled-out item read as its free-from product is named as that ("gluten-free flour")
  const names = visitor
    .filter((v) => draft.used.has(v.index))
    .map((v) => (v.ruledOut && v.spec ? v.spec.name : v.text));
  return names.length > 0 ? names.join(', ') : 'none of your ingredients';
}

/**
 * Words saying the eggs are eaten soft or raw: only then is the undercooked-egg warning due (not on
 * cookies, muffins or a frittata).
 */
const SOFT_EGGS =
  /\b(?:runny|soft[- ]boiled|poach(?:ed|ing)? (?:the |an? |\d )?eggs?|eggs?,? poached|jammy|sunny[- ]side|soft yolks?|soft[- ]set|over easy|still soft|barely set|raw eggs?|carbonara|zozzona|caesar|mayonnaise|mayo|hollandaise|aioli|mousse|tiramisu|eggnog|soft-scrambled)\b/i;

/** A sentence that bakes something until it is still soft at its centre: a cookie, a blondie. */
const BAKED_SOFT = /[^.]*\b[Bb]ak(?:e|ed|ing)\b[^.]*\bstill soft\b[^.]*\./g;

/** Words saying the eggs are never cooked at all: a mousse, a mayonnaise, a tiramisu. */
const RAW_EGGS = /\b(?:raw eggs?|mousse|tiramisu|mayonnaise|aioli|eggnog)\b/i;

/** The egg line for a dish whose eggs are eaten raw or only warmed: no "cook until set". */
const RAW_EGG_TIP =
  'Food safety: the eggs here are eaten raw or only lightly warmed; for pregnant, elderly, very young or unwell eaters, use pasteurised eggs.';

/** The line for meats bought ready-cooked, not cooked at home and kept. */
const READY_TIP =
  'Food safety: ready-cooked meats such as ham and frankfurters can be eaten cold; heated, they should be piping hot all the way through (74 °C / 165 °F).';

/** Groups of meats bought cooked from the shop, ready to eat or to heat: not leftovers. */
const BOUGHT_COOKED = new Set([
  'ham',
  'frankfurter',
  'smoked-sausage',
  'blood-sausage',
  'haggis',
  'cured-beef',
  'canned-fish',
  'canned-pasta',
  'savoury-pastry',
]);

/** Cooked at home the day before (or a takeaway's), as opposed to bought ready-cooked. */
function isLeftover(id: IngredientId): boolean {
  if (/^(?:cooked|leftover)_/.test(id)) return true;
  const group = ING[id].group;
  return (
    !(group && BOUGHT_COOKED.has(group)) && !['corn_dog', 'faggot', 'stewed_steak'].includes(id)
  );
}

/** Food-safety tips for every kind of risky ingredient in the recipe, as it is cooked. */
export function safetyTips(lines: readonly DraftLine[], recipeText: string): string[] {
  const present = new Set(lines.map((l) => ING[l.id].safety).filter((s) => s !== undefined));
  // a jar of mayonnaise or Caesar dressing from the shop is made with pasteurised egg: its name
  // in the steps is no sauce of raw yolks
  // a cookie baked until "still soft in the middle" has its eggs cooked through all the same
  let text = recipeText.includes('still soft') ? recipeText.replace(BAKED_SOFT, '') : recipeText;
  for (const l of lines) {
    const { name, plural } = ING[l.id];
    if (SOFT_EGGS.test(name) && !ING[l.id].safety)
      text = text.replace(
        new RegExp(`\\b(?:${escapeRegExp(plural)}|${escapeRegExp(name)})\\b`, 'gi'),
        '',
      );
  }
  if (!SOFT_EGGS.test(text)) present.delete('egg');
  const raw = RAW_EGGS.test(text);
  // ham, frankfurters and black pudding come cooked from the shop: not leftovers to reheat once
  const leftovers = lines.some((l) => ING[l.id].safety === 'reheat' && isLeftover(l.id));
  // chorizo, nduja or a Chinese sausage is cooked through, not crisped like bacon
  const sausage = lines.some(
    (l) => ING[l.id].safety === 'cured' && !CRISPED.has(ING[l.id].group ?? ''),
  );
  return SAFETY_ORDER.filter((s) => present.has(s)).map((s) =>
    s === 'egg' && raw
      ? RAW_EGG_TIP
      : s === 'reheat' && !leftovers
        ? READY_TIP
        : s === 'cured' && sausage
          ? CURED_SAUSAGE_TIP
          : safetyTip(s),
  );
}

/** Cured meats fried until crisp: bacon, pancetta, lardons. */
const CRISPED = new Set(['cured-pork']);

/** The line for cured sausages, cooked through rather than crisped. */
const CURED_SAUSAGE_TIP =
  'Food safety: cook raw cured meats such as bacon and cooking chorizo until sizzling and cooked through.';

/**
 * The visitor's own names when two of their items fill one line (emmental and gruyère for the
 * cheese, ancho and guajillo chiles), so the list shows where each went: "dark and light soy
 * sauce", names that end alike said once. Undefined when one item fills it, or when the line's own
 * note already shares it out between them ("1½ tbsp dark and 1 tbsp light").
 */
function sharedBy(
  line: DraftLine,
  draft: Draft,
  visitor: readonly VisitorItem[],
): string | undefined {
  const names = new Set<string>();
  for (const v of visitor) {
    if (v.id !== line.id || !draft.used.has(v.index) || v.ruledOut?.length) continue;
    names.add(
      v.text.toLowerCase().replace(/^\s*[\d.,½¼¾]+\s*(?:g|kg|ml|l|lb|oz)?\s+(?:of\s+)?/, ''),
    );
  }
  if (names.size < 2) return undefined;
  const split = [...names].map((n) => n.split(' '));
  // the words at the end every name shares ("soy sauce"), and what tells them apart before it
  let common = 0;
  for (;;) {
    const word = split[0]?.at(-1 - common);
    if (!word || !split.every((w) => w.length > common + 1 && w.at(-1 - common) === word)) break;
    common++;
  }
  const own = split.map((w) => w.slice(0, w.length - common).join(' '));
  if (common > 0 && line.note && own.every((w) => line.note?.includes(w))) return undefined;
  return joinList(split.map((w, i) => (i === split.length - 1 ? w.join(' ') : (own[i] ?? ''))));
}

/**
 * A time as the header shows it: minutes up to ten hours ("Cook 70 min"), hours beyond, where a
 * soak, a cure or an overnight marinade counts ("Prep 24 h 20 min", not "Prep 1460 min").
 */
export function minutesText(minutes: number): string {
  if (minutes < 600) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function renderMarkdown(draft: Draft, visitor: readonly VisitorItem[]): string {
  const total = draft.prep + draft.cook;
  const out: string[] = [
    `# ${draft.title}`,
    '',
    draft.blurb,
    '',
    `*Serves ${draft.serves} · Prep ${minutesText(draft.prep)} · Cook ${minutesText(draft.cook)} · Total ${minutesText(total)}*`,
    '',
    `**Uses your:** ${usesSummary(draft, visitor)}`,
    '',
    '## Ingredients',
    '',
  ];
  for (const line of draft.lines) {
    const replaced = line.replaces && !line.named ? ING[line.replaces].plural : undefined;
    const shared = sharedBy(line, draft, visitor);
    const note = [
      line.note,
      replaced ? `(in place of ${replaced})` : undefined,
      shared ? `(your ${shared} together)` : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    out.push(
      `- ${formatLine(line.id, line.qty, line.unit, undefined)}${note ? (line.note ? `, ${note}` : ` ${note}`) : ''}`,
    );
  }
  out.push('', '## Instructions', '');
  draft.steps.forEach((step, i) => out.push(`${i + 1}. ${step}`));
  if (draft.tips.length > 0) {
    out.push('', '## Tips', '');
    for (const tip of draft.tips) out.push(`- ${tip}`);
  }
  return `${out.join('\n')}\n`;
}
