import { INGREDIENTS } from './data/ingredients';
import type { Draft, DraftLine, VisitorItem } from './draft';
import {
  agreeingVerb,
  displayName,
  escapeRegExp,
  formatQuantity,
  glyphValue,
  roundQuantity,
} from './util';
import type { Unit } from './types';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Words after a number that make it a weight, a volume or a pack, not a count of pieces. */
const UNIT_WORD =
  /^(?:g|gr|grams?|kg|kilos?|lbs?|pounds?|oz|ounces?|ml|l|litres?|liters?|pints?|cups?|tbsp|tsp|tins?|cans?|jars?|packs?|packets?|bags?|boxes?|bunch(?:es)?|heads?|handfuls?|punnets?|tubs?|bottles?|slices?|rashers?|cloves?|x)$/;

/**
 * The number of pieces the visitor typed in front of an item: 2 for "2 salmon fillets" or "two
 * pork chops"; null for "500g mince", "2 tins of tomatoes" or "chicken thighs".
 */
export function typedCount(text: string): number | null {
  const m = /^\s*(\d{1,2}|[a-z]+)\s*([a-z]+)/i.exec(text.toLowerCase());
  if (!m) return null;
  const [, first = '', next = ''] = m;
  const n = countWord(first);
  if (n === undefined || n < 1 || n > 12 || UNIT_WORD.test(next)) return null;
  return n;
}

/** A number in digits or words: 2 for "2" or "two"; undefined for any other word. */
function countWord(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

/**
 * The weight the visitor typed in front of an item, in grams: 500 for "500g beef mince", 1,362 for
 * "3 lb chicken wings", 800 for "800 g lamb neck fillet"; null when they typed none.
 */
export function typedGrams(text: string): number | null {
  const m =
    /^\s*(\d+(?:\.\d+)?)\s*(g|gr|grams?|kg|kilos?|kilograms?|lbs?|pounds?|oz|ounces?)(?![a-z])/i.exec(
      text,
    );
  if (!m) return null;
  const [, amount = '', word = ''] = m;
  // the weight word by its first letter: kilos, pounds (lb), ounces, else grams
  const per = { k: 1000, l: 454, p: 454, o: 28 }[word[0]?.toLowerCase() ?? ''] ?? 1;
  const grams = Number(amount) * per;
  return grams > 0 ? grams : null;
}

/** What the visitor has of one item the recipe uses, in the unit of its line. */
interface Measured {
  line: DraftLine;
  has: number;
  kind: 'count' | 'weight';
}

/** The visitor's counted or weighed item behind a recipe line of the same unit, if any. */
function measured(draft: Draft, v: VisitorItem): Measured | null {
  if (!v.id || !draft.used.has(v.index)) return null;
  const typed = typedAmount(v.text);
  if (!typed || typed.unit === 'ml') return null;
  const line = draft.lines.find((l) => l.id === v.id && l.unit === typed.unit);
  return line ? { line, has: typed.has, kind: typed.unit === '' ? 'count' : 'weight' } : null;
}

/** What the visitor typed of an item in a line's own unit: its count, tins, grams or millilitres. */
function typedIn(text: string, unit: Unit): number | null {
  if (unit === '') return typedCount(text);
  if (unit === 'can') return typedCans(text);
  if (unit === 'g') return typedGrams(text);
  if (unit === 'ml') return typedMl(text);
  return null;
}

/** What the visitor typed in front of an item: a count of pieces, grams or millilitres. */
function typedAmount(text: string): { has: number; unit: '' | 'g' | 'ml' } | null {
  const count = typedCount(text);
  if (count !== null) return { has: count, unit: '' };
  const grams = typedGrams(text);
  if (grams !== null) return { has: grams, unit: 'g' };
  const ml = typedMl(text);
  return ml === null ? null : { has: ml, unit: 'ml' };
}

/** Words after an ingredient's name that make it a part of it: "the lemon juice", "the egg mixture". */
const PART_WORDS =
  'mixture|juice|zest|sauce|stock|slices|halves|pieces|wedges|skins?|water|paste|purée|mix|batter|filling|dressing|base|leaves|seeds|flesh|rings|syrup|whites?|yolks?|segments|cubes|chunks';

/** The numbers written as words, by value: "two" is at 2. */
const WORDS_BY_NUMBER = Object.keys(NUMBER_WORDS);
const SERVING_PIECES =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (bowls?|plates?|glasses|glass|mugs?|tumblers?|cups?|ramekins?|jars?)\b/g;

/** "Divide between four bowls" for a recipe that now serves two: one bowl or glass a portion. */
function servingPieces(step: string, before: number, serves: number): string {
  const word = WORDS_BY_NUMBER[serves - 1];
  if (!word || before === serves) return step;
  return step.replace(SERVING_PIECES, (all, count: string, piece: string) => {
    if (NUMBER_WORDS[count] !== before) return all;
    const one = piece.startsWith('glass') ? 'glass' : piece.replace(/s$/, '');
    const many = one === 'glass' ? 'glasses' : `${one}s`;
    return `${word} ${serves === 1 ? one : many}`;
  });
}

/**
 * What the steps called a counted line whose number crossed one, renamed: "the eggs" → "the egg",
 * and "the whole scotch bonnet" → "the whole scotch bonnets" (not "the onion mixture", which
 * stays), with the verb after it ("until the onion is soft", not "are").
 */
function renamedCount(line: DraftLine, before: number): ((text: string) => string) | null {
  if (line.unit !== '' || before > 1 === line.qty > 1) return null;
  const many = displayName(line.id, Math.max(before, line.qty), line.unit);
  const one = displayName(line.id, 1, line.unit);
  if (many === one) return null;
  const toMany = line.qty > 1;
  const [from, to] = toMany ? [one, many] : [many, one];
  const name = new RegExp(
    `\\bthe (whole )?${escapeRegExp(from)}\\b(?! (?:${PART_WORDS}))( (?:is|are|has|have)\\b)?`,
    'g',
  );
  return (text) =>
    text.replace(name, (_, whole: string | undefined, verb: string | undefined) => {
      return `the ${whole ?? ''}${to}${verb ? ` ${agreeingVerb(verb.trim(), toMany)}` : ''}`;
    });
}

/** Sets a line's number, renaming it in the steps where it crossed one ("the egg" → "the eggs"). */
function recount(draft: Draft, line: DraftLine, qty: number): void {
  const before = line.qty;
  // one lime juiced and "the other" cut into wedges: two limes, however few the visitor has
  if (before >= 2 && qty < 2 && namesTheOther(draft.steps, line)) return;
  line.qty = qty;
  const rename = renamedCount(line, before);
  if (rename) draft.steps = draft.steps.map(rename);
}

/** Whether the steps use a counted line's pieces one by one: "cut the other lime into wedges". */
function namesTheOther(steps: readonly string[], line: DraftLine): boolean {
  if (line.unit !== '') return false;
  const one = new RegExp(
    `\\b(?:the other|the second) ${escapeRegExp(displayName(line.id, 1, ''))}\\b`,
    'i',
  );
  return steps.some((step) => one.test(step));
}

/** Scales every amount of a draft, in the list and in the steps, to feed `serves`. */
function rescale(draft: Draft, serves: number): void {
  const factor = serves / draft.serves;
  if (factor === 1) return;
  /** the counted lines whose number crossed one, renamed in the steps (see `renamedCount`) */
  const renamed: ((text: string) => string)[] = [];
  for (const l of draft.lines) {
    if (l.unit === 'taste') continue;
    const qty = roundQuantity(l.qty * factor, l.unit);
    const before = l.qty;
    l.qty = l.unit === '' && INGREDIENTS[l.id].category === 'egg' ? Math.max(1, qty) : qty;
    // the two limes of `recount`, however few it serves
    if (before >= 2 && l.qty < 2 && namesTheOther(draft.steps, l)) l.qty = 2;
    if (l.note !== undefined && /\d/.test(l.note)) l.note = scaleNote(l.note, factor);
    const rename = renamedCount(l, before);
    if (rename) renamed.push(rename);
  }
  const servedBefore = draft.serves;
  draft.serves = serves;
  draft.steps = draft.steps.map((step) =>
    servingPieces(
      renamed.reduce((text, rename) => rename(text), scaleAmounts(step, factor)),
      servedBefore,
      serves,
    ),
  );
}

/** A portion of meat or fish, raw, in grams: more where the bone is in it. */
const PORTION_GRAMS = 175;
const BONE_IN_PORTION_GRAMS = 300;
const BONE_IN = /\b(?:bone|legs?|drumsticks?|wings?|ribs?|chops?|quarters?|cutlets?|shanks?)\b/i;

/**
 * The visitor weighed the meat or fish the recipe counts in pieces: 500 g of sirloin, not "4 sirloin
 * steaks". When it is the first meat or fish they measured (the one that decides the servings
 * below), its line takes their weight, and the recipe feeds as many as it makes portions.
 */
function weighPieces(draft: Draft, visitor: readonly VisitorItem[]): void {
  const v = visitor.find((u) => {
    const category = u.id ? INGREDIENTS[u.id].category : undefined;
    return (
      u.id &&
      draft.used.has(u.index) &&
      (category === 'protein' || category === 'seafood') &&
      (typedCount(u.text) !== null || typedGrams(u.text) !== null)
    );
  });
  // pieces bought several at a time (steaks, breasts, sausages), not a whole bird or joint, and
  // not a line that already gives their weight
  if (!v?.id || INGREDIENTS[v.id].qty < 2) return;
  const grams = typedGrams(v.text);
  const line = draft.lines.find((l) => l.id === v.id && l.unit === '');
  if (grams === null || !line || /\d\s?(?:g|kg)\b/.test(line.note ?? '')) return;
  const portion = BONE_IN.test(`${v.text} ${INGREDIENTS[v.id].name}`)
    ? BONE_IN_PORTION_GRAMS
    : PORTION_GRAMS;
  rescale(draft, Math.min(draft.serves * 2, Math.max(1, Math.round(grams / portion))));
  line.qty = roundQuantity(grams, 'g');
  line.unit = 'g';
}

/**
 * Fits the recipe to the meat, fish and eggs the visitor has. A cook with two salmon fillets makes
 * a supper for two, not a recipe that asks for four fillets; one with six chicken breasts or 1.2 kg
 * of lamb feeds six. The first meat or fish the visitor counted or weighed decides (a recipe at most
 * doubles: a whole fridge is not a banquet). Then no counted or weighed meat, fish or eggs may ask
 * for more than the visitor typed: a frittata for a cook with four eggs serves two, not four, and
 * wraps for a cook with two naans serve two.
 * Baking is left at its tin's size: half a cake is not a smaller cake.
 */
export function fitToPortions(draft: Draft, visitor: readonly VisitorItem[]): void {
  const asWritten = { serves: draft.serves, qty: new Map(draft.lines.map((l) => [l, l.qty])) };
  weighPieces(draft, visitor);
  const items = visitor.flatMap((v) => {
    const m = measured(draft, v);
    return m ? [{ ...m, category: INGREDIENTS[m.line.id].category }] : [];
  });
  const main = items.find((m) => m.category === 'protein' || m.category === 'seafood');
  // six sausages and one ball of dough make the pizzas for four, with more sausage on them: a
  // recipe is not scaled up past the one ball, roll or block of its base the visitor has
  const onePack = () =>
    visitor.some(
      (v) =>
        v.id &&
        draft.used.has(v.index) &&
        BASES.has(INGREDIENTS[v.id].group ?? '') &&
        ONE_PACK.test(v.text),
    );
  if (main && main.line.qty < main.has && onePack()) {
    if (main.kind === 'count' && main.has <= main.line.qty * 2) recount(draft, main.line, main.has);
  } else if (main && main.line.qty !== main.has) {
    const serves = Math.min(
      draft.serves * 2,
      Math.max(1, Math.round((draft.serves * main.has) / main.line.qty)),
    );
    rescale(draft, serves);
    // the visitor's own pieces, or their whole pack when the recipe comes within a quarter of it
    if (main.kind === 'count' || Math.abs(main.line.qty / main.has - 1) <= 0.25) {
      main.line.qty = roundQuantity(main.has, main.line.unit);
    }
  }
  if (draft.course === 'baking' || draft.course === 'dessert') {
    keepToWhatTheyHave(draft, visitor, asWritten.qty, NEAR_ENOUGH);
    return;
  }
  for (const m of items) {
    // two naans make wraps for two, unless the meat the visitor weighed has set the servings
    const bread = m.category === 'bread' && m.kind === 'count' && !main;
    if (m.category !== 'protein' && m.category !== 'seafood' && m.category !== 'egg' && !bread)
      continue;
    if (m.line.qty <= m.has * 1.1) continue;
    const serves = Math.max(1, Math.floor((draft.serves * m.has) / m.line.qty));
    // a recipe for four never shrinks to one: a cook short of eggs for Eggs Benedict buys more
    if (serves >= draft.serves || (serves < 2 && draft.serves > 2)) continue;
    rescale(draft, serves);
    if (m.kind === 'count') m.line.qty = Math.min(m.line.qty, m.has);
  }
  keepToWhatTheyHave(
    draft,
    visitor,
    asWritten.qty,
    draft.serves > asWritten.serves ? HALF_ENOUGH : NEAR_ENOUGH,
  );
  takeWholePacks(draft, visitor, main?.line);
}

/** "tin of black beans", "2 cans of tomatoes", "big tin of peaches": the tins the visitor typed. */
export function typedCans(text: string): number | null {
  const m = /^\s*(?:(\d{1,2}|a|an|[a-z]+)\s+)?(?:tins?|cans?)\b/i.exec(text);
  if (!m) return null;
  const first = m[1]?.toLowerCase() ?? '';
  // "a tin", "big tin", "tin of": one
  const n = countWord(first) ?? 1;
  return n < 1 ? null : n;
}

/** One ball of dough, one roll or block of pastry: what a recipe for four is built on. */
const ONE_PACK = /^\s*(?:a |an |one |1 )?(?:ball|roll|block|sheet|pack)\s+of\b/i;
const BASES = new Set(['pizza-dough', 'pastry']);

/** A recipe scaled up to the visitor's meat makes do with half its counted things. */
const HALF_ENOUGH = 0.5;
/** One as written makes do with three quarters: their 8 plums for its 9, their 3 lemons for 4. */
const NEAR_ENOUGH = 0.75;

/**
 * A recipe asks no more of the visitor's counted things than they typed: 700 g of mince makes a
 * soup for seven, but with the one green pepper and the two plantains they have, not four of each
 * (nor two tins of beans for their one), and a crumble takes their 8 plums, not 9. Only where they
 * have at least `enough` of what the recipe as written asked (half when it was scaled up to their
 * meat, three quarters otherwise): a cook short of more than that buys.
 */
function keepToWhatTheyHave(
  draft: Draft,
  visitor: readonly VisitorItem[],
  asWritten: ReadonlyMap<DraftLine, number>,
  enough: number,
): void {
  for (const v of visitor) {
    if (!v.id || !draft.used.has(v.index)) continue;
    const id = v.id;
    const category = INGREDIENTS[id].category;
    if (category === 'protein' || category === 'seafood' || category === 'egg') continue;
    if (visitor.some((o) => o !== v && o.id === id && draft.used.has(o.index))) continue;
    const lines = draft.lines.filter((l) => l.id === id);
    const line = lines[0];
    if (lines.length !== 1 || !line) continue;
    // and, in a savoury dish, no more of what they weighed: the kilo of potatoes they have for a
    // recipe scaled up to their twelve sardines, not 1.6 kg (a cake keeps its balance, and a
    // sauce its milk or stock)
    const byWeight = draft.course !== 'baking' && draft.course !== 'dessert';
    const kept = line.unit === '' || line.unit === 'can' || (byWeight && line.unit === 'g');
    const has = kept ? typedIn(v.text, line.unit) : null;
    if (has === null || line.qty <= has || has < (asWritten.get(line) ?? line.qty) * enough)
      continue;
    // an amount a step names is left as it is, so the list and the steps agree
    if (
      line.unit !== '' &&
      draft.steps.some((step) => step.includes(`${formatQuantity(line.qty)} ${line.unit}`))
    )
      continue;
    recount(draft, line, line.unit === 'g' ? roundQuantity(has, 'g') : has);
  }
}

/**
 * The volume the visitor typed in front of an item, in millilitres: 300 for "300ml double cream",
 * 1,000 for "1 litre of stock"; null when they typed none.
 */
export function typedMl(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ml|millilitres?|l|litres?|liters?)(?![a-z])/i.exec(text);
  if (!m) return null;
  const ml = Number(m[1]) * (m[2]?.toLowerCase().startsWith('m') ? 1 : 1000);
  return ml > 0 ? ml : null;
}

/** Groups a dish measures for sharpness or heat: lemons, limes, oranges and chillies. */
const MEASURED_FOR_TASTE: ReadonlySet<string> = new Set(['citrus', 'orange', 'chilli']);

/**
 * A cook uses what they bought: the 300 ml carton of cream for a quiche that asks for 400 ml, the
 * 200 g of lardons for one that asks for 125 g, the two onions for a stew that asks for three, and
 * both courgettes for a stew that asks for one. Each
 * item the visitor counted, weighed or measured (after the servings are set by the main, which
 * keeps its own) takes their amount when the recipe's comes within a quarter of it; a second meat
 * or fish, which only makes a dish heartier, up to a little over twice the recipe's. An amount a
 * step names is left as it is, so the list and the steps agree.
 */
function takeWholePacks(
  draft: Draft,
  visitor: readonly VisitorItem[],
  main: DraftLine | undefined,
): void {
  for (const v of visitor) {
    if (!v.id || !draft.used.has(v.index)) continue;
    const id = v.id;
    const lines = draft.lines.filter((l) => l.id === id);
    const cans = lines[0]?.unit === 'can' ? typedIn(v.text, 'can') : null;
    const typed = cans === null ? typedAmount(v.text) : { has: cans, unit: 'can' as const };
    if (!typed) continue;
    const { has, unit } = typed;
    const line = lines[0];
    // one line only, in the unit they typed, and no other of their items sharing it
    if (lines.length !== 1 || !line || line === main || line.unit !== unit) continue;
    // the servings follow the main meat or fish, and the eggs are fitted above
    if (line.qty === has || INGREDIENTS[id].category === 'egg') continue;
    if (visitor.some((o) => o !== v && o.id === id && draft.used.has(o.index))) continue;
    const category = INGREDIENTS[id].category;
    // a few vegetables counted into a savoury dish: what the visitor has, within reason
    const fewVeg =
      unit === '' &&
      line.qty <= 3 &&
      (category === 'vegetable' || category === 'fruit') &&
      draft.taste === 'savoury';
    // and both of their courgettes go into a stew that asks for one, not one left in the fridge
    // (but not a third lemon's juice or a second chilli: they are measured for sharpness and heat)
    const measuredForTaste = MEASURED_FOR_TASTE.has(INGREDIENTS[id].group ?? '');
    // and both of their tins of chickpeas go into a curry that asks for one: a pulse only makes
    // a savoury dish heartier, as a second meat does
    const pulseTins = unit === 'can' && category === 'legume' && draft.taste === 'savoury';
    const most =
      category === 'protein' || category === 'seafood'
        ? 2.3
        : pulseTins
          ? 2
          : fewVeg && !measuredForTaste
            ? Math.max(1.5, (line.qty + 1) / line.qty)
            : 4 / 3;
    // one red pepper for the two a stir-fry or a stew asks for does the job: a cook uses theirs
    // rather than buy a second (the meat, fish and eggs, which set the servings, are fitted above;
    // the four aubergines of a bharta are the dish, and two are half of it)
    const least = fewVeg ? 0.5 : 0.75;
    if (has < line.qty * least || has > line.qty * most) continue;
    const amount = `${formatQuantity(line.qty)} ${unit}`;
    if (unit !== '' && draft.steps.some((step) => step.includes(amount))) continue;
    recount(draft, line, roundQuantity(has, unit));
  }
}

/**
 * Fits the recipe to the number the visitor asked to feed: every amount follows in kitchen units,
 * and the amounts the steps name with them. A piece is never cut below half (half an onion), and
 * an egg never below one.
 */
export function scaleToServings(draft: Draft, servings: number): void {
  rescale(draft, servings);
}

/** An amount written in a step: "100 ml", "1½ tbsp", "2 tsp". Times, sizes and heats are not. */
const STEP_AMOUNT =
  /(?:(\d+)–)?(\d+(?:\.\d+)?)?([½¼¾⅓⅔])?\s?(g|ml|tbsp|tsp)\b(?! (?:loaf )?tin| can| jar| pack| ready| ball)/g;

/** A count a note gives for part of a line: the 8 of "8 for poaching, 2 yolks for the sauce". */
const NOTE_COUNT = /\b(\d+)(?= (?:for|yolks?|whites?)\b)/g;

/** A line's note scaled with its amount: "4 for poaching, 1 yolk for the sauce" for two. */
function scaleNote(note: string, factor: number): string {
  return scaleAmounts(note, factor)
    .replace(NOTE_COUNT, (n) => String(Math.max(1, Math.round(Number(n) * factor))))
    .replace(/\b1 (yolk|white)s\b/g, '1 $1');
}

/**
 * The amounts a step names ("Mix 100 ml of the coconut milk with 1 tbsp of the fish sauce"),
 * scaled with the ingredient list so the two agree.
 */
export function scaleAmounts(step: string, factor: number): string {
  return step.replace(
    STEP_AMOUNT,
    (
      all,
      low: string | undefined,
      whole: string | undefined,
      glyph: string | undefined,
      unit: Unit,
    ) => {
      if (whole === undefined && glyph === undefined) return all;
      const qty = (whole ? Number(whole) : 0) + (glyph ? glyphValue(glyph) : 0);
      // a spoonful of oil to fry in is a spoonful whatever the pan holds
      const least = unit === 'tbsp' ? Math.min(qty, 1) : 0;
      const high = formatQuantity(Math.max(roundQuantity(qty * factor, unit), least));
      if (low === undefined) return `${high} ${unit}`;
      // the low end of a range scales with its high end: "1–2 tbsp water" for four is "½–1 tbsp"
      // for two, never "1–1 tbsp"
      const from = formatQuantity(roundQuantity(Number(low) * factor, unit));
      return from === high ? `${high} ${unit}` : `${from}–${high} ${unit}`;
    },
  );
}
