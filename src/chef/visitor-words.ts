import { INGREDIENTS } from './data/ingredients';
import type { VisitorItem } from './draft';
import { exactIngredient, isAmountOrFiller } from './lexicon';
import { escapeRegExp, titleCase } from './util';

/**
 * Words the lexicon's own amount and filler lists lack that still say how an item was bought, not
 * what it is: "ready-rolled puff pastry" is puff pastry, "baby spinach" is spinach, but "English
 * mustard" is not Dijon and "smoked tofu" is not plain tofu.
 */
const BOUGHT_WORDS = new Set([
  'the',
  'shop',
  'ready',
  'rolled',
  'made',
  'jarred',
  'baby',
  'skin',
  'on',
  'bone',
  'in',
  // amounts the lexicon's list lacks: "3 bulbs of garlic", "2 pints milk"
  'bulb',
  'bulbs',
  'pint',
  'pints',
  'quart',
  'quarts',
  'gallon',
  'gallons',
  'dozen',
  // "2 balls of pizza dough", "day-old baguettes", "stale bread": how much or how fresh
  'ball',
  'balls',
  'day',
  'old',
  'stale',
]);

const isDescriptor = (w: string) => isAmountOrFiller(w) || BOUGHT_WORDS.has(w);

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      // an apostrophe belongs to its word: "bird's eye", not "bird s eye"
      .replace(/[^a-z\u00c0-\u024f'’\s-]/g, ' ')
      .split(/[\s-]+/)
      .map((w) => w.replace(/^['’]+|['’]+$/g, ''))
      .filter((w) => w.length > 0 && !/^\d/.test(w))
  );
}

const singular = (w: string) => w.replace(/(?:es|s)$/, '');

/**
 * The visitor's own name for an item where it is a variety the lexicon folds into a wider entry:
 * "English mustard" where the lexicon says "Dijon mustard", "smoked tofu" for "tofu". Null when
 * their words add nothing but how it was bought, or name something else entirely.
 */
export function visitorVariety(v: VisitorItem): { from: string; to: string }[] | null {
  // a ruled-out item read as its free-from product keeps the product's name
  if (!v.id || v.ruledOut) return null;
  const spec = INGREDIENTS[v.id];
  const name = words(spec.name);
  const head = name[name.length - 1];
  const typed = words(v.text);
  // "dairy-free yogurt" is not a kind of dairy yogurt, nor "non-dairy spread" a non spread: such
  // names are kept as the lexicon says them
  if (typed.includes('free') || typed.includes('non')) return null;
  // "red and green peppers" are two things, not a red green pepper
  if (typed.includes('and') || typed.includes('or')) return null;
  const last = typed[typed.length - 1];
  if (!head || !last || singular(last) !== singular(head)) return null;
  const nameSet = new Set(name.map(singular));
  const extra = typed.slice(0, -1).filter((w) => !isDescriptor(w) && !nameSet.has(singular(w)));
  if (extra.length === 0) return null;
  const typedSet = new Set(typed.map(singular));
  // a name the lexicon knows for this very entry ("vegetable bouillon cube") is kept whole, in the
  // visitor's order
  const own = [typed.join(' '), typed.filter((w) => !isDescriptor(w)).join(' ')].find(
    (name) => exactIngredient(name) === v.id,
  );
  if (own) {
    // the visitor's words with the lexicon's own last word for one and for many: "new potato",
    // "new potatoes", whichever they typed
    const lead = own.split(' ').slice(0, -1);
    const ending = (full: string) => [...lead, full.split(' ').at(-1) ?? ''].join(' ');
    const out = [{ from: spec.plural, to: ending(spec.plural) }];
    if (spec.name !== spec.plural) out.push({ from: spec.name, to: ending(spec.name) });
    return out;
  }
  // the lexicon's own qualifier ("Dijon") gives way to the visitor's ("English")
  const rename = (full: string) => {
    const parts = full.split(' ');
    const kept = parts.filter(
      (w, i) => i === parts.length - 1 || typedSet.has(singular(w.toLowerCase())),
    );
    return [...extra, ...kept].join(' ');
  };
  const out = [{ from: spec.plural, to: rename(spec.plural) }];
  if (spec.name !== spec.plural) out.push({ from: spec.name, to: rename(spec.name) });
  return out;
}

/** Adjectives written with a capital wherever they stand. */
const PROPER = new Set([
  'english',
  'french',
  'dijon',
  'greek',
  'italian',
  'spanish',
  'mexican',
  'thai',
  'japanese',
  'chinese',
  'indian',
  'korean',
  'turkish',
  'welsh',
  'scottish',
  'irish',
  'cornish',
  'american',
  'jamaican',
  'swiss',
  'dutch',
  'bramley',
  'maris',
  'piper',
]);

function properCase(text: string): string {
  return text.replace(/\b[a-z]+\b/g, (w) => (PROPER.has(w) ? w[0]?.toUpperCase() + w.slice(1) : w));
}

/** Varieties that cannot both be true of one thing. */
const CLASHES: readonly (readonly [string, string])[] = [
  ['smooth', 'crunchy'],
  ['salted', 'unsalted'],
  ['mild', 'hot'],
  ['light', 'dark'],
  ['fresh', 'dried'],
  ['sweet', 'smoked'],
  ['whole', 'skimmed'],
  ['red', 'green'],
  ['white', 'brown'],
];

/**
 * An ingredient line's note without the part that contradicts the visitor's variety or only repeats
 * it: "5 tbsp smooth peanut butter, crunchy" loses "crunchy", "2 dried chillies, fresh" loses
 * "fresh", "150 g caster sugar, caster" loses "caster".
 */
function dropClashingNote(line: string, variety: string): string {
  const comma = line.indexOf(', ');
  if (comma < 0) return line;
  const mine = new Set(words(variety));
  const against = new Set(
    CLASHES.flatMap(([a, b]) => (mine.has(a) ? [b] : mine.has(b) ? [a] : [])),
  );
  const parts = line.slice(comma + 2).split(', ');
  // a note that only says what the name now says: "caster sugar, caster"
  const says = (part: string) => {
    const said = words(part).filter((w) => w !== 'or');
    return said.length > 0 && said.every((w) => mine.has(w));
  };
  const kept = parts.filter((part) => !says(part) && !words(part).some((w) => against.has(w)));
  return kept.length === parts.length
    ? line
    : `${line.slice(0, comma)}${kept.length ? `, ${kept.join(', ')}` : ''}`;
}

/** Words about how a thing is served, not what it is: kept out of a title. */
const SERVED_AS = /^(?:hot|cold|warm|iced|chilled|boiling)\b/i;

/**
 * Writes the visitor's varieties into the recipe's title, blurb, ingredients and steps. The "Uses
 * your" line and the Tips already quote the visitor and are left as they are.
 */
export function keepVisitorWords(markdown: string, visitor: readonly VisitorItem[]): string {
  const renames = visitor.flatMap((v) =>
    (visitorVariety(v) ?? []).map(({ from, to }) => {
      // not inside the visitor's name already ("smoked tofu" stays "smoked tofu")
      const before = escapeRegExp(to.split(' ').slice(0, -1).join(' '));
      return {
        id: v.id,
        from,
        to,
        pattern: new RegExp(`(?<!${before} )\\b${escapeRegExp(from)}\\b`, 'gi'),
      };
    }),
  );
  if (renames.length === 0) return markdown;
  const tipsAt = markdown.indexOf('\n## Tips');
  const body = tipsAt < 0 ? markdown : markdown.slice(0, tipsAt);
  const tail = tipsAt < 0 ? '' : markdown.slice(tipsAt);
  const rewritten = body
    .split('\n')
    .map((line) => {
      if (line.startsWith('**Uses your:**')) return line;
      // "(your caster sugar and vanilla sugar between them)" quotes the visitor as they typed
      const quoted = line.indexOf(' (your ');
      const tail = quoted < 0 ? '' : line.slice(quoted);
      let out = quoted < 0 ? line : line.slice(0, quoted);
      const ingredientLine = line.startsWith('- ');
      const title = line.startsWith('# ');
      for (const { id, from, to, pattern } of renames) {
        // a title takes a short variety ("English Mustard", "BBQ Sauce"), not a long name or how
        // it is served: "Moroccan Mint Tea", not "Moroccan Mint Gunpowder Green Tea"; "Irish
        // Coffee", not "Irish Hot Coffee"
        if (title && (to.split(' ').length > 2 || SERVED_AS.test(to))) continue;
        // another ingredient whose name ends in the same word: the visitor's yellow onion says
        // nothing of the spring onions, nor their caster sugar of the icing sugar
        const another = (offset: number) => {
          const prev = /([a-z]+)\s+$/i.exec(out.slice(0, offset))?.[1];
          const named = prev ? exactIngredient(`${prev} ${from}`) : undefined;
          return named !== undefined && named !== id;
        };
        // "smooth peanut butter, crunchy": the dish's variety gives way to the visitor's
        if (ingredientLine) {
          pattern.lastIndex = 0;
          const m = pattern.exec(out);
          if (m && !another(m.index)) out = dropClashingNote(out, to);
        }
        pattern.lastIndex = 0;
        out = out.replace(pattern, (match: string, offset: number) => {
          if (another(offset)) return match;
          // a title keeps its capitals; a sentence starts with one
          if (title) return titleCase(to);
          const starts = /(?:^|[.!?]\s+|^\d+\.\s+)$/.test(out.slice(0, offset));
          const cased = properCase(to);
          return starts ? (cased[0]?.toUpperCase() ?? '') + cased.slice(1) : cased;
        });
      }
      return out + tail;
    })
    .join('\n');
  return rewritten + tail;
}
