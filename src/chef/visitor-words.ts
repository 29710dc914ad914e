import { INGREDIENTS, type IngredientId } from './data/ingredients';
import { articleFor, type VisitorItem } from './draft';
import { editDistance, exactIngredient, isAmountOrFiller } from './lexicon';
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
  // "2 sheets of ready-rolled puff pastry"
  'sheet',
  'sheets',
  // "a big thumb of ginger", "a loaf of sourdough"
  'thumb',
  'thumbs',
  'big',
  'loaf',
  'loaves',
  // "reduced asparagus" from the yellow-sticker shelf is asparagus, a "pot of mint" mint
  'reduced',
  'pot',
  'pots',
  // "squeezy honey", "a squeeze bottle of mayonnaise": the bottle, not a kind of honey
  'squeezy',
  'squeeze',
  // "2 pouches microwave rice", "2 nests of ramen noodles" (and "a glass of white wine", below,
  // but not glass noodles)
  'pouch',
  'pouches',
  'nest',
  'nests',
  // "8 rashers streaky bacon", "4 slices of ham": the line counts them in its own unit
  'rasher',
  'rashers',
  'slice',
  'slices',
]);

/** Whether the visitor's variety adds a word one of the two words before it already says. */
function saysJustBefore(before: string, from: string, to: string): boolean {
  const own = new Set(from.toLowerCase().split(' '));
  // within the same part of the title: "Ground Beef, Ground Pork" lists two things
  const part =
    before
      .toLowerCase()
      .split(/,| and | with /)
      .at(-1) ?? '';
  const near = new Set(
    part
      .split(/[\s-]+/)
      .filter(Boolean)
      .slice(-2)
      // "a tin of cream of tomato soup" says "of" twice and nothing twice over
      .filter((w) => w.length > 2 && w !== 'and' && w !== 'the'),
  );
  return to
    .toLowerCase()
    .split(' ')
    .some((w) => !own.has(w) && near.has(w));
}

/** What a thing comes in, said after its name: "green tea bags", "pitta pack". */
const PACKS = new Set(['bag', 'bags', 'pack', 'packs', 'packet', 'packets', 'sachet', 'sachets']);

const isDescriptor = (w: string) => isAmountOrFiller(w) || BOUGHT_WORDS.has(w) || PACKS.has(w);

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      // "a glass of wine" is wine, "a roll of puff pastry" puff pastry, "a wedge of gorgonzola"
      // gorgonzola, "a bar of dark chocolate" dark chocolate; "bread rolls" stay rolls
      .replace(/\b(?:glass(?:es)?|rolls?|wedges?|bars?) of\b/g, ' ')
      // "shell-on king prawns" are king prawns still in their shells, as "skin-on" thighs are thighs
      .replace(/\bshell[\s-]+on\b/g, ' ')
      // and "3 celery ribs" are three sticks of celery (but pork ribs are ribs)
      .replace(/\bcelery ribs?\b/g, 'celery')
      // an apostrophe belongs to its word: "bird's eye", not "bird s eye"
      .replace(/[^a-z\u00c0-\u024f'’\s-]/g, ' ')
      .split(/[\s-]+/)
      .map((w) => w.replace(/^['’]+|['’]+$/g, ''))
      .filter((w) => w.length > 0 && !/^\d/.test(w))
  );
}

/**
 * The visitor's own name for an item where it is a variety the lexicon folds into a wider entry:
 * "English mustard" where the lexicon says "Dijon mustard", "smoked tofu" for "tofu". Null when
 * their words add nothing but how it was bought, or name something else entirely.
 */
export function visitorVariety(v: VisitorItem): { from: string; to: string }[] | null {
  return varietyOf(v)?.map(({ from, to }) => ({ from, to: asWritten(v.text, to) })) ?? null;
}

/** A name as the visitor wrote it, hyphens and all: "all-purpose flour", not "all purpose flour". */
function asWritten(text: string, name: string): string {
  const pattern = name.split(' ').map(escapeRegExp).join('[\\s-]+');
  return new RegExp(`\\b${pattern}\\b`).exec(text.toLowerCase())?.[0] ?? name;
}

function varietyOf(v: VisitorItem): { from: string; to: string }[] | null {
  // a ruled-out item read as its free-from product keeps the product's name
  if (!v.id || v.ruledOut) return null;
  const spec = INGREDIENTS[v.id];
  const name = words(spec.name);
  const head = name[name.length - 1];
  const typed = words(v.text);
  // "peanut oil for frying" is peanut oil: what it is for is not its name
  const purpose = typed.indexOf('for');
  if (purpose > 0) typed.length = purpose;
  // "dairy-free yogurt" is not a kind of dairy yogurt, nor "non-dairy spread" a non spread: such
  // names are kept as the lexicon says them
  if (typed.includes('free') || typed.includes('non')) return null;
  // "red and green peppers" are two things, not a red green pepper
  if (typed.includes('and') || typed.includes('or')) return null;
  // "green tea bags" ends in how it was bought; "tea" is its last word
  while (typed.length > 1 && PACKS.has(typed[typed.length - 1] ?? '')) typed.pop();
  const last = typed[typed.length - 1];
  if (!head || !last) return null;
  if (one(last) !== one(head)) return otherName(typed, v.id);
  const nameSet = new Set(name.map(one));
  const extra = typed.slice(0, -1).filter((w) => !isDescriptor(w) && !nameSet.has(one(w)));
  if (extra.length === 0) return null;
  const typedSet = new Set(typed.map(one));
  // a name the lexicon knows for this very entry ("vegetable bouillon cube") is kept whole, in the
  // visitor's order
  // (without the pack it came in, where the lexicon knows that as a name too: "bolognese sauce"
  // for "jar of bolognese sauce", never "1 jar jar of bolognese sauce")
  const unpacked = typed[1] === 'of' && isDescriptor(typed[0] ?? '') ? typed.slice(2) : typed;
  const own = [unpacked.join(' '), typed.filter((w) => !isDescriptor(w)).join(' ')].find(
    (name) => exactIngredient(name) === v.id && name.endsWith(last),
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
    const kept = new Set(
      parts
        .slice(0, -1)
        .filter((w) => typedSet.has(one(w.toLowerCase())))
        .map(one),
    );
    // in the order the visitor wrote them: "strong white bread flour", not "white strong ..."
    const lead = typed
      .slice(0, -1)
      .filter((w) => extra.includes(w) || (!isDescriptor(w) && kept.has(one(w))));
    return [...lead, parts.at(-1) ?? ''].join(' ');
  };
  const out = [{ from: spec.plural, to: rename(spec.plural) }];
  if (spec.name !== spec.plural) out.push({ from: spec.name, to: rename(spec.name) });
  return out;
}

/** A word's singular, well enough for the names of foods: "berries", "tomatoes", "olives". */
function one(w: string): string {
  if (/[^e]lies$/.test(w)) return w.slice(0, -2);
  if (/(?:kie|nie|thie)s$/.test(w)) return w.slice(0, -1);
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|o)es$/.test(w)) return w.slice(0, -2);
  return /[^s]s$/.test(w) ? w.slice(0, -1) : w;
}

/** A food's plural: "scallions", "chilis", "berries"; shrimp and squid stay as they are. */
function many(w: string): string {
  if (/^(?:shrimp|squid|fish|salmon|cod|tuna|trout|halibut|octopus|dal|dhal)$/.test(w)) return w;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  return /(?:s|sh|ch|x)$/.test(w) ? `${w}es` : `${w}s`;
}

/** How a piece is cut, kept after the visitor's word: their "coley" is coley fillets. */
const CUTS = new Set(['fillet', 'steak', 'breast', 'thigh', 'chop', 'leg', 'loin', 'cutlet']);

/**
 * The visitor's own word for the very thing the lexicon names otherwise: "eggplant" for aubergine,
 * "scallions" for spring onions, "wasabi" for horseradish, "kecap manis" for soy sauce. Only a name
 * the lexicon knows for this entry, never a misspelling it corrected, and only one that shares no
 * word with the lexicon's ("smoked tofu" is a variety, above; "oranges" are oranges).
 */
function otherName(
  typed: readonly string[],
  id: IngredientId,
): { from: string; to: string }[] | null {
  const own = typed.filter((w) => !isDescriptor(w));
  const said = own.join(' ');
  // "shortbread fingers" are the lexicon's shortbread, in the shape they were bought
  const shaped =
    own.length > 1 &&
    PIECES.has(one(own.at(-1) ?? '')) &&
    exactIngredient(own.slice(0, -1).join(' ')) === id;
  if (own.length === 0 || (exactIngredient(said) !== id && !shaped)) return null;
  const spec = INGREDIENTS[id];
  const ours = new Set(words(`${spec.name} ${spec.plural}`).map(one));
  // "beef cheeks" and "lamb neck" share the animal with the lexicon's "stewing beef" and "lamb
  // shoulder", but name the cut the visitor bought, which the butcher and the cook go by
  const theirCut = own.some((w) => !ours.has(one(w)) && MEAT_CUTS.has(one(w)));
  if (own.some((w) => ours.has(one(w))) && !theirCut) return null;
  // a misspelling the lexicon knows ("mayonaise") is corrected, not echoed
  if ([spec.name, spec.plural].some((n) => editDistance(said, n.toLowerCase(), 2) <= 2))
    return null;
  const head = words(spec.name).at(-1) ?? '';
  // the visitor's own word for the piece ends the name: "skate wings", not "skate wings fillets"
  const cut = CUTS.has(head) && !PIECES.has(one(own.at(-1) ?? '')) ? [head] : [];
  if (spec.name === spec.plural && cut.length === 0) return [{ from: spec.name, to: said }];
  const lead = own.slice(0, -1);
  const end = own[own.length - 1] ?? '';
  // "fillets" after the visitor's word when the lexicon counts cuts; else their word for many
  const single = cut.length > 0 ? [...own, ...cut] : [...lead, one(end)];
  const plural =
    cut.length > 0 ? [...own, many(head)] : [...lead, one(end) === end ? many(end) : end];
  return [
    { from: spec.plural, to: plural.join(' ') },
    { from: spec.name, to: single.join(' ') },
  ];
}

/** Words that name the piece or shape a food was bought in. */
const PIECES = new Set(['finger', 'wing', 'cheek', 'tail', 'steak', 'loin', 'round', 'chop']);

/** Cuts of meat a butcher sells by name, which a braise's "stewing beef" must not rename. */
const MEAT_CUTS = new Set(['cheek', 'neck', 'shin', 'shank', 'rib', 'chuck', 'brisket', 'flank']);

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
  // brands, as their packets spell them
  'baileys',
  'nutella',
  'doritos',
  'velveeta',
  'spam',
  'tabasco',
  'lurpak',
  "hellmann's",
  'kewpie',
  'quorn',
  'rotel',
  'marmite',
  'vegemite',
  'oreos',
  'oreo',
  'biscoff',
  'babybels',
  'babybel',
  'nilla',
  'heinz',
  'cheerios',
  'weetabix',
  'frank’s',
  "frank's",
  'bisto',
  'oxo',
  'philadelphia',
  'ritz',
  'fritos',
  'cheetos',
  'twix',
  'maltesers',
  'galaxy',
  'cadbury',
  'kahlúa',
  'kahlua',
  'cointreau',
  'guinness',
]);

function properCase(text: string): string {
  return text.replace(/\b[a-z]+(?:['’][a-z]+)?\b/g, (w) =>
    PROPER.has(w) ? w[0]?.toUpperCase() + w.slice(1) : w,
  );
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

/** What follows a word used as a verb at a sentence's start: "Butter two tins", "Oil a tray". */
const VERB_OBJECT = /^\s+(?:a|an|the|two|three|four|each|both|your|\d)\b/i;

/**
 * Writes the visitor's varieties into the recipe's title, blurb, ingredients and steps. The "Uses
 * your" line and the Tips already quote the visitor and are left as they are.
 */
export function keepVisitorWords(markdown: string, visitor: readonly VisitorItem[]): string {
  const renames = visitor.flatMap((v) =>
    (visitorVariety(v) ?? []).map(({ from, to }) => {
      // not inside the visitor's name already ("smoked tofu" stays "smoked tofu", and "flat rice
      // noodles" the recipe already says stay flat rice noodles)
      const lead = to.toLowerCase().endsWith(` ${from.toLowerCase()}`)
        ? to.slice(0, to.length - from.length - 1)
        : to.split(' ').slice(0, -1).join(' ');
      const before = escapeRegExp(lead);
      return {
        id: v.id,
        from,
        to,
        pattern: new RegExp(`${before ? `(?<!${before} )` : ''}\\b${escapeRegExp(from)}\\b`, 'gi'),
      };
    }),
  );
  // two of the visitor's items read as one of the recipe's ("dark soy sauce" and "light soy sauce"
  // for its soy sauce) share its line, so neither names it: never "dark light soy sauce"
  const fromCount = new Map<string, Set<string>>();
  for (const r of renames) {
    const key = r.from.toLowerCase();
    fromCount.set(key, (fromCount.get(key) ?? new Set()).add(r.to.toLowerCase()));
  }
  // (a synonym still reads well for both: "2 zucchinis (your zucchini and yellow squash between
  // them)", so the first one the visitor typed stays)
  const synonym = (r: (typeof renames)[number]) =>
    !r.to.toLowerCase().includes(r.from.toLowerCase().split(' ').at(-1) ?? '');
  const kept = renames.filter(
    (r) =>
      (fromCount.get(r.from.toLowerCase())?.size ?? 0) < 2 ||
      renames.find((o) => o.from.toLowerCase() === r.from.toLowerCase() && synonym(o)) === r,
  );
  if (kept.length === 0) return markdown;
  const tipsAt = markdown.indexOf('\n## Tips');
  // the recipe's own ingredient lines, to tell "olive oil" from the visitor's olives
  const listedNames = markdown
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .join('\n')
    .toLowerCase();
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
      for (const { id, from, to, pattern } of kept) {
        // a title takes a short variety ("English Mustard", "BBQ Sauce"), not a long name or how
        // it is served: "Moroccan Mint Tea", not "Moroccan Mint Gunpowder Green Tea"; "Irish
        // Coffee", not "Irish Hot Coffee"
        if (title && (to.split(' ').length > 2 || SERVED_AS.test(to))) continue;
        // another ingredient whose name ends in the same word: the visitor's yellow onion says
        // nothing of the spring onions, nor their caster sugar of the icing sugar
        const another = (offset: number) => {
          const prev = /([a-z]+)\s+$/i.exec(out.slice(0, offset))?.[1];
          const named = prev ? exactIngredient(`${prev} ${from}`) : undefined;
          // nor their black olives of the olive oil the recipe also lists
          const next = /^\s+([a-z]+)/i.exec(out.slice(offset + from.length))?.[1];
          const then = next ? `${from} ${next}`.toLowerCase() : undefined;
          const thenId = then && listedNames.includes(then) ? exactIngredient(then) : undefined;
          const listed = thenId !== undefined && thenId !== id;
          return (named !== undefined && named !== id) || listed;
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
          // nor does any sentence say a word twice running: "Buffalo-Style Chicken Wings", not
          // "Buffalo-Style Buffalo Wings"; "poached in a red curry paste", not "a red Thai red
          // curry paste"; and a title keeps its capitals
          if (saysJustBefore(out.slice(0, offset), from, to)) return match;
          if (title) return titleCase(to);
          const starts = /(?:^|[.!?]\s+|^\d+\.\s+)$/.test(out.slice(0, offset));
          // "Butter two sandwich tins", "Oil a baking tray": the word is a verb there
          if (starts && VERB_OBJECT.test(out.slice(offset + match.length))) return match;
          const cased = properCase(to);
          return starts ? (cased[0]?.toUpperCase() ?? '') + cased.slice(1) : cased;
        });
        // "pressing a blanched almond into each", not "an blanched almond": the article before
        // the dish's word agrees with the visitor's
        const article = articleFor(to);
        out = out.replace(
          new RegExp(`\\b([Aa])n? (?=${escapeRegExp(to)}\\b)`, 'gi'),
          (_, a: string) => `${a}${article.slice(1)} `,
        );
        // "smoky smoked bacon lardons": the dish's adjective gives way to the visitor's word
        const lead = to.split(' ')[0] ?? '';
        if (lead.length >= 5 && to.includes(' ')) {
          out = out.replace(
            new RegExp(
              `\\b(${escapeRegExp(lead.slice(0, 4))}[a-z]*) (?=${escapeRegExp(to)}\\b)`,
              'gi',
            ),
            (word: string, adjective: string) => (adjective.toLowerCase() === lead ? word : ''),
          );
        }
      }
      return withoutDoneAlready(out) + tail;
    })
    .join('\n');
  return rewritten + tail;
}

/** A sentence that toasts what the visitor bought toasted: "Toast the toasted sesame seeds …". */
const DONE_ALREADY = /(?:^\d+\. |(?<=[.!?] ))Toast the toasted [^.]*\.(?: |$)/;

/**
 * A step without the sentence that does what the visitor's item had done when they bought it:
 * their toasted sesame seeds are not toasted again. A step that is nothing else keeps it.
 */
function withoutDoneAlready(line: string): string {
  const m = DONE_ALREADY.exec(line);
  if (!m) return line;
  const numbered = /^\d+\. /.exec(m[0])?.[0] ?? '';
  // "the same pan" after it is the pan it named: "Warm the blueberries in a frying pan"
  const pan = /\bin a (?:dry )?((?:[a-z]+ )?(?:pan|wok|saucepan))\b/.exec(m[0])?.[1];
  const after = line
    .slice(m.index + m[0].length)
    .replace(/\bthe same (?:pan|wok)\b/, (same) => (pan ? `a ${pan}` : same));
  const rest = `${line.slice(0, m.index)}${numbered}${after}`;
  return /^\d+\. \S/.test(rest) ? rest.trimEnd() : line;
}
