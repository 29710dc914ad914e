import { type IngredientId } from '../data/ingredients';
import type { Unit } from '../types';
import { isPluralName, joinList, titleName } from '../util';
import { Composer, type Template } from './composer';
import { type Item } from './kinds';
import { capitalFirst, names } from './methods';

/**
 * Baked and poached fruit: halved stone fruit, figs or rhubarb roasted in a dish with sugar or
 * honey, butter, spices and citrus; whole apples cored, stuffed and baked; pears poached in wine,
 * cider or juice and the liquid boiled down to a syrup. Each fruit has its own cut and time.
 */

/** How a fruit is cut and roasted in a dish, for four, alone. */
interface Roast {
  qty: number;
  unit: Unit;
  note: string;
  /** minutes at 200 °C, short and long end */
  lo: number;
  hi: number;
  /** what it looks like when done, after "are" / "is" ({its} for its or their) */
  done: string;
  /** halved fruit, laid cut side up */
  halved: boolean;
}

const ROAST: Partial<Record<IngredientId, Roast>> = {
  plum: {
    qty: 8,
    unit: '',
    note: 'halved and stoned',
    lo: 20,
    hi: 25,
    done: 'soft and just collapsing, with the juices bubbling',
    halved: true,
  },
  peach: {
    qty: 4,
    unit: '',
    note: 'halved and stoned',
    lo: 20,
    hi: 25,
    done: 'tender to the point of a knife and caramelised at the edges',
    halved: true,
  },
  nectarine: {
    qty: 4,
    unit: '',
    note: 'halved and stoned',
    lo: 20,
    hi: 25,
    done: 'tender to the point of a knife and caramelised at the edges',
    halved: true,
  },
  apricot: {
    qty: 8,
    unit: '',
    note: 'halved and stoned',
    lo: 15,
    hi: 20,
    done: 'soft and slumped but still holding {its} shape',
    halved: true,
  },
  fig: {
    qty: 8,
    unit: '',
    note: 'stalks trimmed, halved',
    lo: 15,
    hi: 15,
    done: 'soft and jammy in the middle',
    halved: true,
  },
  rhubarb: {
    qty: 500,
    unit: 'g',
    note: 'trimmed and cut into 5 cm lengths',
    lo: 15,
    hi: 15,
    done: 'tender to the point of a knife but still holding {its} shape',
    halved: false,
  },
  cherry: {
    qty: 400,
    unit: 'g',
    note: 'pitted',
    lo: 12,
    hi: 15,
    done: 'soft, with the skins just bursting',
    halved: false,
  },
  banana: {
    qty: 4,
    unit: '',
    note: 'peeled and halved lengthways',
    lo: 10,
    hi: 12,
    done: 'soft and golden, with the juices bubbling',
    halved: true,
  },
  pear: {
    qty: 4,
    unit: '',
    note: 'halved and cored',
    lo: 25,
    hi: 30,
    done: 'tender when pierced with a knife and golden at the edges',
    halved: true,
  },
  apple: {
    qty: 4,
    unit: '',
    note: 'cored and cut into eighths',
    lo: 20,
    hi: 25,
    done: 'tender and golden at the edges',
    halved: false,
  },
};

/** Soft berries: scattered over another roasting fruit for the last minutes, never roasted alone. */
const BERRIES = new Set<IngredientId>([
  'strawberry',
  'raspberry',
  'blueberry',
  'blackberry',
  'mixed_berries',
  'blackcurrant',
  'redcurrant',
]);

const SWEETENERS = new Set<IngredientId>([
  'sugar',
  'brown_sugar',
  'honey',
  'maple_syrup',
  'golden_syrup',
  'jam',
  'marmalade',
]);
/** Runny sweeteners are drizzled; sugars are sprinkled; jam and marmalade are spooned over. */
const RUNNY = new Set<IngredientId>(['honey', 'maple_syrup', 'golden_syrup']);
const SPREADS = new Set<IngredientId>(['jam', 'marmalade']);

const SPICES = new Set<IngredientId>([
  'star_anise',
  'cinnamon',
  'cardamom',
  'vanilla',
  'nutmeg',
  'ground_ginger',
  'mixed_spice',
  'cloves',
  'allspice',
]);

const CITRUS = new Set<IngredientId>(['orange', 'clementine', 'lemon', 'lime']);

/** What can go in the dish or the pan: wine, fortified wine, cider, juice, a splash of spirit. */
const WINES = new Set<IngredientId>([
  'red_wine',
  'white_wine',
  'rose_wine',
  'sparkling_wine',
  'cider',
]);
const FORTIFIED = new Set<IngredientId>(['port', 'marsala', 'madeira', 'sherry']);
const JUICES = new Set<IngredientId>(['orange_juice', 'apple_juice', 'cranberry_juice']);
const SPIRITS = new Set<IngredientId>(['brandy', 'rum', 'orange_liqueur']);
const isLiquid = (id: IngredientId) =>
  WINES.has(id) || FORTIFIED.has(id) || JUICES.has(id) || SPIRITS.has(id);

const SERVE = new Set<IngredientId>([
  'double_cream',
  'single_cream',
  'creme_fraiche',
  'mascarpone',
  'clotted_cream',
  'greek_yogurt',
  'yogurt',
  'ice_cream',
  'custard',
]);

const OVEN_ROAST = '200 °C / 180 °C fan / 400 °F';
const OVEN_BAKE = '180 °C / 160 °C fan / 350 °F';

/** The visitor's items this template can use, sorted by what they do. */
interface Pantry {
  fruit: Item[];
  berries: Item[];
  dried: Item[];
  mincemeat: Item[];
  sweet: Item[];
  spices: Item[];
  ginger: Item[];
  citrus: Item[];
  liquids: Item[];
  butter: Item[];
  nuts: Item[];
  oats: Item[];
  serve: Item[];
}

/** A spice as used: whole ones are tucked in and lifted out; ground ones are mixed in. */
interface Spice {
  name: string;
  whole: boolean;
  /** what the step calls it: "cinnamon stick" for the visitor's stick */
  said: string;
}

function isStick(item: Item): boolean {
  return item.id === 'cinnamon' && /stick|quill|bark/i.test(item.v.text);
}

function isPod(item: Item): boolean {
  return (
    item.id === 'vanilla' && /\b(pod|bean)s?\b/i.test(item.v.text) && !/paste/i.test(item.v.text)
  );
}

function groundCardamom(item: Item): boolean {
  return item.id === 'cardamom' && /ground|powder/i.test(item.v.text);
}

/** Adds the spices' lines: amounts for a dish of fruit for four. */
function addSpices(c: Composer, spices: readonly Item[], starAnise: number): Spice[] {
  return spices.map((s) => {
    if (s.id === 'star_anise')
      return { name: c.add(s.id, starAnise, ''), whole: true, said: 'star anise' };
    if (isStick(s)) {
      c.add(s.id, 0.5, 'tsp', 'or 1 stick');
      return { name: 'cinnamon', whole: true, said: 'cinnamon stick' };
    }
    if (isPod(s)) {
      c.add(s.id, 1, 'tsp', 'or 1 pod, split');
      return { name: 'vanilla', whole: true, said: 'vanilla pod' };
    }
    if (s.id === 'cardamom' && !groundCardamom(s)) {
      const name = c.add(s.id, 4, '', 'lightly crushed');
      return { name, whole: true, said: name };
    }
    const [qty, unit]: [number, Unit] =
      s.id === 'cardamom' || s.id === 'allspice' || s.id === 'nutmeg'
        ? [0.25, 'tsp']
        : s.id === 'cloves'
          ? [1, 'pinch']
          : s.id === 'vanilla'
            ? [1, 'tsp']
            : [0.5, 'tsp'];
    const name = c.add(s.id, qty, unit);
    return { name, whole: false, said: name };
  });
}

/** "Lift out the star anise ...": whole spices flavour the juices but are not eaten. */
function lifted(spices: readonly Spice[], where: string): string {
  const whole = spices.filter((s) => s.whole);
  if (!whole.length) return '';
  const single =
    whole.length === 1 && ['cinnamon stick', 'vanilla pod'].includes(whole[0]?.said ?? '');
  const them = single ? 'it' : 'them';
  return `Lift out the ${joinList(whole.map((s) => s.said))} (or leave ${them} in the ${where} for show, but not on the plates).`;
}

/** Short names for titles: "Vanilla", not "Vanilla Extract"; "Cardamom", not "Cardamom Pods". */
const TITLE_WORDS: Partial<Record<IngredientId, string>> = {
  vanilla: 'Vanilla',
  cardamom: 'Cardamom',
  ground_ginger: 'Ginger',
  cloves: 'Cloves',
  mixed_spice: 'Mixed Spice',
  orange_liqueur: 'Orange Liqueur',
};

function titleWords(c: Composer, ids: readonly IngredientId[], max: number): string {
  const words = [...new Set(ids)]
    .slice(0, max)
    .map((id) => TITLE_WORDS[id] ?? c.titleList([id], 1));
  return joinList([...new Set(words)]);
}

/** Ready the cream, custard or yogurt while the fruit cooks: each has its own moment. */
function serveSteps(serve: readonly Item[], shown: readonly string[]): string[] {
  const out: string[] = [];
  serve.forEach((s, i) => {
    const n = shown[i] ?? '';
    if (s.id === 'double_cream') out.push(`whip the ${n} to soft peaks`);
    if (s.id === 'custard')
      out.push(`warm the ${n} in a small pan over a low heat for 4–5 minutes, stirring, until hot`);
    if (s.id === 'mascarpone') out.push(`beat the ${n} with a spoon until soft`);
  });
  return out;
}

function servedWith(serve: readonly Item[], shown: readonly string[]): string {
  const bits = serve.map((s, i) => {
    const n = shown[i] ?? '';
    if (s.id === 'ice_cream') return `a scoop of ${n}`;
    if (s.id === 'custard') return `the hot ${n}`;
    if (s.id === 'single_cream') return `the ${n} to pour`;
    if (s.id === 'double_cream') return `the whipped cream`;
    return `a spoonful of ${n}`;
  });
  return bits.length ? `, with ${joinList(bits)}` : '';
}

/** Clauses as one sentence ("drizzle with the honey and dot with the butter"), or as several. */
function clauses(list: readonly string[]): string {
  if (list.length <= 2 && !list.some((c) => c.includes(' and ')))
    return `${capitalFirst(joinList(list))}.`;
  return list.map((c) => `${capitalFirst(c)}.`).join(' ');
}

function areIs(item: Item, name: string): string {
  return isPluralName(item.id, name) ? 'are' : 'is';
}

function doneText(item: Item, name: string): string {
  const spec = ROAST[item.id];
  const plural = isPluralName(item.id, name);
  const done = (spec?.done ?? 'tender').replace('{its}', plural ? 'their' : 'its');
  return `the ${name} ${areIs(item, name)} ${done}`;
}

/** "Honey-Roast" for honey or maple; otherwise plain "Roast" ("Baked" for bananas). */
function roastWord(sweet: readonly Item[], first: Item): string {
  const verb = first.id === 'banana' ? 'Baked' : 'Roast';
  const s = sweet[0];
  if (s?.id === 'honey') return `Honey-${verb}`;
  if (s?.id === 'maple_syrup') return `Maple-${verb}`;
  return verb;
}

// ---- roast: halved stone fruit, figs, rhubarb, bananas ------------------------------------

function buildRoast(c: Composer, p: Pantry, fruit: Item[], berries: Item[], fit: number) {
  const factor = fruit.length === 1 ? 1 : fruit.length === 2 ? 0.6 : 0.4;
  const fruitN = fruit.map((f) => {
    const spec = ROAST[f.id];
    return spec
      ? c.add(
          f.id,
          spec.unit === ''
            ? Math.max(2, Math.round(spec.qty * factor))
            : Math.round((spec.qty * factor) / 50) * 50,
          spec.unit,
          spec.note,
        )
      : c.use(f);
  });
  const berryN = berries.map((b) => c.add(b.id, 150, 'g', b.spec.prep));
  const rhubarb = fruit.some((f) => f.id === 'rhubarb');
  // a spoonful more when some is kept back to toast the oats with
  const oatSpoon = p.oats.some((o) => o.id === 'oats') ? 1 : 0;
  const sweetQty = (p.sweet.length > 1 ? 2 : rhubarb ? 4 : 3) + oatSpoon;
  const sweetN = p.sweet.length
    ? p.sweet.map((s) => c.add(s.id, sweetQty, 'tbsp'))
    : [c.need('sugar', (rhubarb ? 4 : 3) + oatSpoon, 'tbsp')];
  const sweetIds = p.sweet.length ? p.sweet.map((s) => s.id) : (['sugar'] as IngredientId[]);
  const spices = addSpices(c, p.spices, 2);
  const gingerN = p.ginger.map((g) => c.add(g.id, 2, 'tsp', 'finely grated'));
  const citrusN = p.citrus.map((ct) =>
    c.add(
      ct.id,
      ct.id === 'lemon' || ct.id === 'lime' ? 0.5 : 1,
      '',
      ct.id === 'orange' ? 'zest and juice' : 'juiced',
    ),
  );
  const liquidN = p.liquids.map((l) =>
    SPIRITS.has(l.id)
      ? c.add(l.id, 2, 'tbsp')
      : FORTIFIED.has(l.id)
        ? c.add(l.id, 50, 'ml')
        : c.add(l.id, 100, 'ml'),
  );
  const onlySpirit = p.liquids.every((l) => SPIRITS.has(l.id));
  const waterN = !citrusN.length && onlySpirit ? c.need('water', 3, 'tbsp') : '';
  const butterN = p.butter.map((b) => c.add(b.id, 30, 'g', 'cut into small pieces'));
  const nutN = p.nuts.map((n) => c.add(n.id, 40, 'g', 'roughly chopped'));
  const toast = p.oats.filter((o) => o.id === 'oats');
  const scatter = p.oats.filter((o) => o.id !== 'oats');
  const oatN = toast.map((o) => c.add(o.id, 50, 'g'));
  const granolaN = scatter.map((o) => c.add(o.id, 60, 'g'));
  const serveN = p.serve.map((s) => addServe(c, s));

  // the longest fruit goes in first; the others join it so that everything is done together
  const total = Math.max(...fruit.map((f) => ROAST[f.id]?.hi ?? 20));
  const lastFive = berryN.length + nutN.length > 0;
  const cook = total;

  const writeSteps = (): string[] => {
    const steps: string[] = [`Heat the oven to ${OVEN_ROAST}.`];
    const first = fruit.filter((f) => (ROAST[f.id]?.hi ?? 20) === total);
    const firstN = first.map((f) => fruitN[fruit.indexOf(f)] ?? '');
    const later = fruit.filter((f) => !first.includes(f));
    const halved = first.every((f) => ROAST[f.id]?.halved);
    const them = first.length > 1 || isPluralName(first[0]?.id ?? 'plum', firstN[0] ?? '');
    const lay = `Lay the ${names(firstN)} ${halved ? 'cut side up ' : ''}in a single layer in a baking dish${later.length ? ', leaving room for the rest of the fruit' : ''}.`;
    // the juices go in with the fruit so the sugar melts into a syrup rather than burning
    const wet: string[] = [];
    p.citrus.forEach((ct, i) => {
      const n = citrusN[i] ?? '';
      if (ct.id === 'orange')
        wet.push(`finely grate the zest of the ${n} over, then squeeze over its juice`);
      else wet.push(`squeeze over the juice of the ${n}`);
    });
    // vanilla extract goes into something wet, never sprinkled on its own
    const extract = spices.find((s) => !s.whole && s.name === 'vanilla extract');
    const sweetOf = (set: ReadonlySet<IngredientId> | null) =>
      sweetN.filter((_, i) => {
        const id = sweetIds[i] ?? 'sugar';
        return set ? set.has(id) : !RUNNY.has(id) && !SPREADS.has(id);
      });
    const runny = sweetOf(RUNNY);
    const spreads = sweetOf(SPREADS);
    const grains = sweetOf(null);
    // vanilla goes into the wine or juice, else into the honey or syrup, else the water; fresh
    // ginger into the sugar, else into the honey
    const runnyMix: string[] = [];
    const pour = [...liquidN, ...(waterN ? [waterN] : [])];
    const vanillaInPour = extract !== undefined && (liquidN.length > 0 || !runny.length);
    if (extract && !vanillaInPour) runnyMix.push(extract.name);
    const gingerInRunny = gingerN.length > 0 && runny.length > 0 && !grains.length;
    if (gingerInRunny) runnyMix.push(...gingerN);
    const stirred = vanillaInPour && pour.length ? `, stirred with the ${extract.name},` : '';
    if (liquidN.length) {
      wet.push(`pour the ${names(pour)}${stirred} round ${them ? 'them' : 'it'}`);
    } else if (waterN) {
      wet.push(`spoon the ${waterN}${stirred} into the dish`);
    }
    steps.push(wet.length ? `${lay} ${capitalFirst(joinList(wet))}.` : lay);

    const flavour: string[] = [];
    const ground = spices.filter((s) => !s.whole && s !== extract);
    const dry = [...ground.map((s) => s.name), ...(gingerInRunny ? [] : gingerN)];
    // 1 tbsp of the sweetener is kept back to toast the oats with
    const oatSweet = oatN.length ? (runny[0] ?? grains[0]) : undefined;
    if (oatSweet) flavour.push(`set aside 1 tbsp of the ${oatSweet} for the oats`);
    const the = (list: readonly string[]) =>
      oatSweet && list.length === 1 && list[0] === oatSweet
        ? `the rest of the ${oatSweet}`
        : `the ${names(list)}`;
    if (grains.length && dry.length)
      flavour.push(`mix ${the(grains)} with the ${names(dry)} and sprinkle it over the fruit`);
    else if (grains.length) flavour.push(`sprinkle over ${the(grains)}`);
    if (spreads.length) flavour.push(`spoon over the ${names(spreads)}`);
    if (runny.length)
      flavour.push(
        `drizzle with ${the(runny)}${runnyMix.length ? ` mixed with the ${names(runnyMix)}` : ''}`,
      );
    if (!grains.length && dry.length) flavour.push(`sprinkle with the ${names(dry)}`);
    // citrus only and nothing wet to stir it into
    if (extract && vanillaInPour && !pour.length) flavour.push(`drizzle over the ${extract.name}`);
    if (butterN.length) flavour.push(`dot with the ${names(butterN)}`);
    const whole = spices.filter((s) => s.whole);
    const pod = whole.find((s) => s.said === 'vanilla pod');
    const others = whole.filter((s) => s !== pod).map((s) => s.said);
    if (pod)
      flavour.push(
        `scrape the seeds from the split vanilla pod over the fruit, then tuck the ${joinList(['pod', ...others])} in among it`,
      );
    else if (others.length) flavour.push(`tuck the ${joinList(others)} in among the fruit`);
    steps.push(clauses(flavour));

    // the oven timeline: each fruit (and the berries and nuts) joins for its own minutes
    const events = new Map<number, string[]>();
    for (const f of later) {
      const at = total - (ROAST[f.id]?.hi ?? total);
      const n = fruitN[fruit.indexOf(f)] ?? '';
      const what = `add the ${n}${ROAST[f.id]?.halved ? ' cut side up' : ''}`;
      events.set(at, [...(events.get(at) ?? []), what]);
    }
    if (lastFive) {
      const at = total - 5;
      events.set(at, [
        ...(events.get(at) ?? []),
        `scatter over the ${names([...berryN, ...nutN])}`,
      ]);
    }
    const times = [...events.keys()].filter((t) => t > 0).sort((a, b) => a - b);
    const doneBy = first[0];
    const until = doneBy ? doneText(doneBy, firstN[0] ?? '') : 'the fruit is tender';
    const stir = rhubarb ? ' Don’t stir, or it will break up.' : '';
    if (!times.length) {
      const spec = doneBy ? ROAST[doneBy.id] : undefined;
      const span = spec && spec.lo !== spec.hi ? `${spec.lo}–${spec.hi}` : `${total}`;
      steps.push(
        `Roast for ${span} minutes, spooning the juices over halfway, until ${until}.${stir}`,
      );
    } else {
      const said: string[] = [];
      let at = 0;
      times.forEach((t, i) => {
        said.push(i === 0 ? `Roast for ${t - at} minutes.` : `Roast for ${t - at} minutes more.`);
        const what = events.get(t) ?? [];
        said.push(`${capitalFirst(joinList(what))} and spoon the juices over everything.`);
        at = t;
      });
      said.push(`Roast for ${total - at} minutes more, until ${until}.${stir}`);
      steps.push(said.join(' '));
    }

    const meanwhile: string[] = [];
    if (oatN.length) {
      meanwhile.push(
        `toast the ${names(oatN)} in a dry frying pan over a medium heat for 4–5 minutes, stirring, until golden${oatSweet ? `, then stir in the 1 tbsp of ${oatSweet} you kept back and cook for 1 minute more, until they clump` : ''}`,
      );
    }
    meanwhile.push(...serveSteps(p.serve, serveN));
    if (meanwhile.length) steps.push(`Meanwhile, ${joinList(meanwhile)}.`);

    const lift = lifted(spices, 'dish');
    const topping = [...oatN.map(() => 'the toasted oats'), ...granolaN.map((g) => `the ${g}`)];
    const all = names(fruitN.concat(berryN));
    steps.push(
      `${lift ? `${lift} ` : ''}Spoon the ${all} into bowls with the juices from the dish${topping.length ? ` and scatter with ${joinList(topping)}` : ''}. Serve warm${servedWith(p.serve, serveN)}.`,
    );
    return steps;
  };

  const head = fruit[0];
  const fruitTitle = c.titleList(
    fruit.map((f) => f.id),
    2,
  );
  const withIds: IngredientId[] = [
    ...p.spices.filter((s) => s.id !== 'vanilla' || p.spices.length === 1).map((s) => s.id),
    ...p.ginger.map((g) => g.id),
    ...p.citrus.filter((ct) => ct.id === 'orange' || ct.id === 'clementine').map((ct) => ct.id),
    ...p.liquids.map((l) => l.id),
    ...p.sweet.filter((s) => s.id === 'brown_sugar' || SPREADS.has(s.id)).map((s) => s.id),
  ];
  const withPart = withIds.length
    ? ` with ${titleWords(c, withIds, 2)}`
    : berries[0] && fruit.length === 1
      ? ` with ${c.titleList([berries[0].id], 1)}`
      : p.nuts[0]
        ? ` with ${c.titleList([p.nuts[0].id], 1)}`
        : '';
  const title = head ? `${roastWord(p.sweet, head)} ${fruitTitle}${withPart}` : 'Roast Fruit';
  const sweetWord = sweetN[0] ?? 'sugar';
  const plural = fruit.length > 1 || (head !== undefined && isPluralName(head.id, fruitN[0] ?? ''));
  return c.result({
    fit,
    writeSteps,
    title,
    blurbs: [
      `${capitalFirst(names(fruitN))} roasted with ${sweetWord} until soft and sticky, served warm in ${plural ? 'their' : 'its'} own juices.`,
      `${capitalFirst(names(fruitN))} baked with ${sweetWord}${p.spices[0] ? ` and ${titleWords(c, [p.spices[0].id], 1).toLowerCase()}` : ''}: ${total} minutes in the oven and the juices make their own syrup.`,
    ],
    serves: 4,
    prep: 10,
    cook,
  });
}

function addServe(c: Composer, s: Item): string {
  switch (s.id) {
    case 'ice_cream':
      return c.add(s.id, 250, 'ml');
    case 'custard':
      return c.add(s.id, 500, 'ml');
    case 'mascarpone':
      return c.add(s.id, 125, 'g');
    case 'clotted_cream':
      return c.add(s.id, 113, 'g');
    default:
      return c.use(s);
  }
}

// ---- whole baked apples ----------------------------------------------------------------------

function buildApples(c: Composer, p: Pantry, apples: Item, fit: number) {
  const appleN = c.add(apples.id, 4, '', 'the largest you have');
  const minceN = p.mincemeat.map((m) => c.add(m.id, 200, 'g'));
  const driedN = p.dried.map((d) =>
    d.id === 'date' ? c.add(d.id, 4, '', 'pitted and chopped') : c.add(d.id, 50, 'g', d.spec.prep),
  );
  const nutN = p.nuts.map((n) => c.add(n.id, p.nuts.length > 1 ? 25 : 40, 'g', 'chopped'));
  const oatN = p.oats.filter((o) => o.id === 'oats').map((o) => c.add(o.id, 30, 'g'));
  const sweet = p.sweet;
  // with no sugar, fruit, nuts or oats to pack in, honey or syrup is the filling: more of it
  const runnyFill =
    !minceN.length &&
    !driedN.length &&
    !nutN.length &&
    !oatN.length &&
    sweet.length > 0 &&
    sweet.every((s) => RUNNY.has(s.id));
  const sweetN = sweet.length
    ? sweet.map((s) => c.add(s.id, runnyFill ? 4 / sweet.length : 2, 'tbsp'))
    : minceN.length
      ? []
      : [c.need('sugar', 2, 'tbsp')];
  const sweetIds = sweet.length ? sweet.map((s) => s.id) : (['sugar'] as IngredientId[]);
  const spices = addSpices(c, p.spices, 2);
  const gingerN = p.ginger.map((g) => c.add(g.id, 1, 'tsp', 'finely grated'));
  const citrusN = p.citrus.map((ct) => c.add(ct.id, 1, '', 'zest and juice'));
  // half the butter goes into a sugar filling, so it is softened; on mincemeat it is only dotted
  const softButter = !minceN.length && !runnyFill;
  const butterN = p.butter.map((b) =>
    c.add(b.id, 30, 'g', softButter ? 'softened' : 'cut into small pieces'),
  );
  const liquids = p.liquids;
  const liquidN = liquids.map((l) =>
    SPIRITS.has(l.id) ? c.add(l.id, 2, 'tbsp') : c.add(l.id, 100, 'ml'),
  );
  const onlySpirit = liquids.length > 0 && liquids.every((l) => SPIRITS.has(l.id));
  const waterN = !liquids.length || onlySpirit ? c.need('water', 100, 'ml') : '';
  const berries = p.berries.slice(0, 1);
  const berryN = berries.map((b) => c.add(b.id, 150, 'g', b.spec.prep));
  const serveN = p.serve.map((s) => addServe(c, s));
  const cook = 45;

  const writeSteps = (): string[] => {
    const steps: string[] = [`Heat the oven to ${OVEN_BAKE}.`];
    steps.push(
      `Core the ${appleN} with an apple corer or a small sharp knife, making a channel about 2 cm wide for the filling. Run the tip of the knife round the middle of each, just through the skin, so they don’t burst, and stand them upright in a baking dish that holds them snugly.`,
    );
    const ground = spices.filter((s) => !s.whole);
    const granular = sweetN.filter((_, i) => !RUNNY.has(sweetIds[i] ?? 'sugar'));
    const runny = sweetN.filter((_, i) => RUNNY.has(sweetIds[i] ?? 'sugar'));
    const zest = citrusN.map((n) => `the grated zest of the ${n}`);
    // what goes inside: mincemeat as it comes, or a mixture of the dry things and half the butter
    const bulk = [...driedN, ...nutN, ...(minceN.length ? [] : oatN), ...granular];
    const solids = [...bulk, ...ground.map((s) => s.name), ...gingerN];
    const fill: string[] = [];
    let butterInside = false;
    let runnyInside = false;
    if (minceN.length) {
      const extra = [...(solids.length ? [`the ${names(solids)}`] : []), ...zest];
      if (extra.length) fill.push(`Mix the ${names(minceN)} with ${joinList(extra)}.`);
      fill.push(
        `Pack ${extra.length ? 'the mixture' : `the ${names(minceN)}`} into the apples, pressing it down with a teaspoon, and pile any extra on top.`,
      );
      if (oatN.length)
        fill.push(`Sprinkle the ${names(oatN)} over the tops so they crisp in the oven.`);
    } else if (bulk.length) {
      butterInside = butterN.length > 0;
      const parts = [...solids.map((n, i) => (i === 0 ? `the ${n}` : n)), ...zest];
      if (butterInside) parts.push(`half the ${names(butterN)}`);
      fill.push(`Mix ${joinList(parts)}.`);
      fill.push(
        `Pack the mixture into the apples, pressing it down with a teaspoon, and pile any extra on top.`,
      );
    } else {
      // only honey or syrup to fill them: half goes inside, half over the top
      runnyInside = true;
      const stir = [...solids.map((n) => `the ${n}`), ...zest];
      fill.push(
        `${stir.length ? `Stir ${joinList(stir)} into half the ${names(runny)} and spoon it` : `Spoon half the ${names(runny)}`} into the apples.`,
      );
    }
    steps.push(fill.join(' '));

    const top: string[] = [];
    if (butterN.length)
      top.push(`dot the tops with ${butterInside ? 'the rest of the' : 'the'} ${names(butterN)}`);
    if (runny.length)
      top.push(`drizzle over ${runnyInside ? 'the rest of the' : 'the'} ${names(runny)}`);
    const pour = [...liquidN, ...(waterN ? [waterN] : [])];
    const juice = citrusN.length ? ` and the juice of the ${names(citrusN)}` : '';
    const whole = spices.filter((s) => s.whole);
    const pod = whole.some((s) => s.said === 'vanilla pod')
      ? ', splitting the vanilla pod first'
      : '';
    const pourIt = `pour the ${names(pour)}${juice} into the dish round the apples${whole.length ? ` and drop in the ${joinList(whole.map((s) => s.said))}${pod}` : ''}`;
    steps.push(
      top.length
        ? `${capitalFirst(joinList(top))}. ${capitalFirst(pourIt)}.`
        : `${capitalFirst(pourIt)}.`,
    );

    const soft = `until a skewer slides easily into the middle of the apples and the filling is bubbling`;
    if (berryN.length)
      steps.push(
        `Bake for 25–35 minutes, spooning the juices over the apples once or twice. Scatter the ${names(berryN)} round the apples and bake for 10 minutes more, ${soft}. If the tops darken too fast, cover loosely with foil.`,
      );
    else
      steps.push(
        `Bake for 35–45 minutes, spooning the juices over the apples once or twice, ${soft}. If the tops darken too fast, cover loosely with foil.`,
      );
    const meanwhile = serveSteps(p.serve, serveN);
    if (meanwhile.length) steps.push(`Meanwhile, ${joinList(meanwhile)}.`);
    const lift = lifted(spices, 'dish');
    steps.push(
      `${lift ? `${lift} ` : ''}Lift the apples into bowls and spoon the juices${berryN.length ? ` and ${names(berryN)}` : ''} from the dish over them. Serve warm${servedWith(p.serve, serveN)}.`,
    );
    return steps;
  };

  const appleTitle = titleName(apples.id, true);
  const fillIds: IngredientId[] = [
    ...p.dried.map((d) => d.id),
    ...p.nuts.map((n) => n.id),
    ...berries.map((b) => b.id),
  ];
  const flavourIds: IngredientId[] = [
    ...p.spices.map((s) => s.id),
    ...p.ginger.map((g) => g.id),
    ...p.sweet.filter((s) => s.id !== 'sugar').map((s) => s.id),
  ];
  const title = minceN.length
    ? `Mincemeat Baked ${appleTitle}`
    : fillIds.length
      ? `Baked ${appleTitle} with ${titleWords(c, fillIds, 2)}`
      : flavourIds.length
        ? `Baked ${appleTitle} with ${titleWords(c, flavourIds, 2)}`
        : `Baked ${appleTitle}`;
  const filling = minceN.length
    ? 'mincemeat'
    : joinList([...driedN, ...nutN, ...oatN, ...sweetN].slice(0, 2)) || 'sugar';
  return c.result({
    fit,
    writeSteps,
    title,
    blurbs: [
      `Whole apples stuffed with ${filling} and baked until soft and fluffy, with the juices from the dish to spoon over.`,
      `Old-fashioned baked apples: cored, filled with ${filling} and baked until fluffy inside.`,
    ],
    serves: 4,
    prep: 15,
    cook,
  });
}

// ---- poached pears ---------------------------------------------------------------------------

function buildPoached(c: Composer, p: Pantry, pears: Item, fit: number) {
  const pearN = c.add(pears.id, 4, '', 'firm, peeled, stalks left on');
  const base = p.liquids.find((l) => !SPIRITS.has(l.id));
  const others = p.liquids.filter((l) => l !== base);
  let volume = 0;
  const baseQty = base && FORTIFIED.has(base.id) ? 250 : 500;
  const baseN = base ? c.add(base.id, baseQty, 'ml') : '';
  volume += base ? baseQty : 0;
  const otherN = others.map((l) => {
    const qty = SPIRITS.has(l.id) ? 50 : 100;
    volume += qty;
    return c.add(l.id, qty, 'ml');
  });
  const waterN = volume < 750 ? c.need('water', 750 - volume, 'ml') : '';
  const juicy = base ? JUICES.has(base.id) : false;
  const sweet = p.sweet.filter((s) => !SPREADS.has(s.id)).slice(0, 1);
  const sweetN = sweet.length
    ? sweet.map((s) =>
        RUNNY.has(s.id) ? c.add(s.id, juicy ? 2 : 4, 'tbsp') : c.add(s.id, juicy ? 50 : 100, 'g'),
      )
    : [c.need('sugar', juicy ? 50 : 100, 'g')];
  const spices = addSpices(c, p.spices, 3);
  const gingerN = p.ginger.map((g) => c.add(g.id, 1, 'tbsp', 'thinly sliced'));
  const citrusN = p.citrus.map((ct) =>
    c.add(
      ct.id,
      ct.id === 'lemon' || ct.id === 'lime' ? 0.5 : 1,
      '',
      'peel pared in strips, and juice',
    ),
  );
  const driedN = p.dried
    .slice(0, 1)
    .map((d) =>
      c.add(
        d.id,
        d.id === 'date' ? 8 : 100,
        d.id === 'date' ? '' : 'g',
        d.id === 'date' ? 'pitted' : undefined,
      ),
    );
  const nutN = p.nuts.map((n) => c.add(n.id, 40, 'g', 'roughly chopped'));
  const serveN = p.serve.map((s) => addServe(c, s));
  const cook = 5 + 30 + 15;

  const writeSteps = (): string[] => {
    const liquid = [baseN, ...otherN, ...(waterN ? [waterN] : [])].filter(Boolean);
    const whole = spices.filter((s) => s.whole);
    const ground = spices.filter((s) => !s.whole && s.name !== 'vanilla extract');
    const extract = spices.find((s) => !s.whole && s.name === 'vanilla extract');
    const inPan = [
      ...liquid,
      ...sweetN,
      ...whole.map((s) => (s.said === 'vanilla pod' ? 'split vanilla pod' : s.said)),
      ...ground.map((s) => s.name),
      ...gingerN,
      ...citrusN.map((n) => `${n} peel and juice`),
    ];
    const steps: string[] = [
      `Put the ${joinList(inPan)} in a saucepan just big enough to hold the pears upright. Bring to the boil, stirring to dissolve the ${sweetN[0] ?? 'sugar'}.`,
      `Meanwhile, peel the ${pearN}, leaving the stalks on, and cut a thin slice from the base of each so they stand up.`,
      `Lower the pears into the pan, cover with a circle of baking paper and simmer gently for 20–30 minutes, turning them now and then so they colour evenly${driedN.length ? `; add the ${names(driedN)} for the last 10 minutes` : ''}. They are done when a knife slides easily into the thickest part.`,
      `Lift out the pears${driedN.length ? ` and ${names(driedN)}` : ''} with a slotted spoon. Boil the liquid hard for 10–15 minutes, until reduced to about 200 ml of glossy syrup${extract ? `, then stir in the ${extract.name}` : ''}.`,
    ];
    const meanwhile: string[] = [];
    if (nutN.length)
      meanwhile.push(
        `toast the ${names(nutN)} in a dry frying pan over a medium heat for 3–4 minutes, shaking the pan, until golden`,
      );
    meanwhile.push(...serveSteps(p.serve, serveN));
    if (meanwhile.length) steps.push(`While the syrup reduces, ${joinList(meanwhile)}.`);
    const lift = lifted(spices, 'syrup');
    steps.push(
      `${lift ? `${lift} ` : ''}Stand the pears in shallow bowls${driedN.length ? ` with the ${names(driedN)}` : ''} and spoon the warm syrup over${nutN.length ? `, then scatter with the toasted ${names(nutN)}` : ''}. Serve warm or at room temperature${servedWith(p.serve, serveN)}.`,
    );
    return steps;
  };

  const liquidTitle = base ? titleName(base.id) : 'Spiced Syrup';
  const spiceTitle = p.spices.filter((s) => s.id !== 'vanilla').map((s) => s.id);
  const title = `${titleName(pears.id, true)} Poached in ${liquidTitle}${spiceTitle.length ? ` with ${titleWords(c, spiceTitle, 2)}` : ''}`;
  const baseWord = base ? baseN : 'spiced syrup';
  return c.result({
    fit,
    writeSteps,
    title,
    blurbs: [
      `Whole pears simmered in ${baseWord} until tender, with the liquid boiled down to a glossy syrup.`,
      `Pears poached slowly in ${baseWord}${spiceTitle[0] ? ` with ${titleWords(c, spiceTitle, 1).toLowerCase()}` : ''}, served warm in their syrup.`,
    ],
    serves: 4,
    prep: 15,
    cook,
  });
}

// ---- the template ----------------------------------------------------------------------------

export const bakedFruit: Template = {
  key: 'baked-fruit',
  method: 'baked-fruit',
  taste: 'sweet',
  course: 'dessert',
  build: (ctx) => {
    const c = new Composer(ctx);
    const bakes = (i: Item) => i.kind === 'fruit' && ROAST[i.id] !== undefined;
    const fruitAll = c.take(['fruit'], 99, bakes);
    const first = fruitAll[0];
    if (!first) return null;
    const banana = fruitAll.some((f) => f.id === 'banana');
    const p: Pantry = {
      fruit: fruitAll,
      berries: c.take(['fruit'], 1, (i) => BERRIES.has(i.id)),
      dried: c.take(['fruit'], 2, (i) => i.spec.group === 'dried-fruit'),
      mincemeat: c.take(['sweet'], 1, (i) => i.id === 'mincemeat'),
      sweet: c.take(['sweet', 'syrup', 'pantry'], 2, (i) => SWEETENERS.has(i.id)),
      spices: c.take(['sweet-spice'], 3, (i) => SPICES.has(i.id)),
      ginger: c.take(['aromatic'], 1, (i) => i.id === 'ginger'),
      citrus: c.take(['citrus', 'fruit'], 1, (i) => CITRUS.has(i.id)),
      liquids: c.take(['wine', 'other', 'sweet'], 2, (i) => isLiquid(i.id)),
      butter: c.take(['butter'], 1, (i) => i.id === 'butter'),
      nuts: c.take(
        ['nut'],
        2,
        (i) => i.spec.group === 'nut' && (i.id !== 'peanut' || banana) && i.id !== 'mixed_nuts',
      ),
      oats: c.take(['oats'], 1),
      serve: c.take(['cream', 'yogurt', 'sweet', 'cheese'], 2, (i) => SERVE.has(i.id)),
    };
    const flavoured =
      p.sweet.length +
      p.spices.length +
      p.ginger.length +
      p.citrus.length +
      p.liquids.length +
      p.mincemeat.length +
      p.dried.length;
    if (flavoured === 0) return null;

    // the flavours a cook would call the point of the dish, beyond sugar
    const flavours = p.spices.length + p.ginger.length + p.citrus.length + p.liquids.length;
    let fit = 0.6;
    if (p.sweet.some((s) => s.id !== 'sugar')) fit += 0.08;
    if (flavours) fit += 0.06;
    if (p.serve.length) fit += 0.04;

    const apples = fruitAll.find((f) => f.id === 'apple');
    const pears = fruitAll.find((f) => f.id === 'pear');
    const poachable = p.liquids.some((l) => !SPIRITS.has(l.id));
    // mincemeat makes the apples the dish, wherever they come in the list
    if (apples && (first === apples || p.mincemeat.length)) {
      if (p.mincemeat.length) fit += 0.08;
      else if (p.dried.length || p.nuts.length) fit += 0.04;
      // apples, butter, sugar and oats and nothing to stuff them with: that is a crumble
      else if (p.oats.length && p.butter.length) fit -= 0.08;
      return buildApples(c, { ...p, fruit: [apples] }, apples, fit);
    }
    if (pears && first === pears && poachable) {
      fit += 0.06;
      return buildPoached(c, { ...p, fruit: [pears] }, pears, fit);
    }
    // roasting: the visitor's fruit in order, at most three, and one berry for the last minutes
    const roast = fruitAll.slice(0, 3);
    if (first.id === 'banana') fit -= 0.1;
    return buildRoast(c, { ...p, dried: [], mincemeat: [] }, roast, p.berries, fit);
  },
};
