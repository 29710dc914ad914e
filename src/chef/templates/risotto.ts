import { type IngredientId } from '../data/ingredients';
import { isPluralName, joinList, safeUntil, safetyClause, safetyState, titleName } from '../util';
import { Composer, type Template } from './composer';
import { type Item } from './kinds';
import { capitalFirst, names, proteinShares, vegFactor } from './methods';

/**
 * Risotto, or arancini from leftover rice. A risotto is built round the visitor's risotto rice
 * (arborio, carnaroli, vialone nano; never long-grain or paella rice): the onion softened, the rice
 * toasted, wine if they have it, then hot stock a ladle at a time for 20 minutes, with everything
 * else going in at its own moment: meat browned first and set aside, mushrooms fried hard, squash
 * cooked in from the start, green vegetables for the last 5 minutes, raw prawns for the last 4,
 * peas and spinach for the last 2, and cooked leftovers only reheated. Without risotto rice, cooked
 * rice with breadcrumbs and eggs becomes arancini.
 */
export const risotto: Template = {
  key: 'risotto',
  method: 'risotto',
  vehicles: ['risotto-rice'],
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const rice = c.take(['rice'], 1, isRisottoRice)[0];
    return rice ? buildRisotto(c, rice) : buildArancini(c);
  },
};

/** Risotto rice proper: paella rice shares its group but not its cooking. */
export function isRisottoRice(item: Item): boolean {
  return item.id === 'risotto_rice' || item.spec.of === 'risotto_rice';
}

// ---- what goes in, and when --------------------------------------------------------------------

/**
 * How a protein goes into a risotto: `crisp` (bacon, pancetta, chorizo) and `brown` (chicken,
 * sausages) first in the pan and set aside; `late` raw prawns for the last 4 minutes; `reheat`
 * cooked leftovers only warmed through; `poach` fish fillets in the stock, then flaked; `sear`
 * scallops and squid, `steam` mussels, in their own pan at the end; `top` prosciutto torn over;
 * `fold` smoked salmon stirred through off the heat.
 */
type ProteinWay =
  'crisp' | 'brown' | 'late' | 'reheat' | 'poach' | 'sear' | 'steam' | 'top' | 'fold';

const SAUSAGES = new Set<string>(['sausage', 'chicken_sausage', 'venison_sausage', 'sausage_meat']);
const SMOKED_FISH = new Set<string>(['smoked_salmon', 'hot_smoked_salmon', 'smoked_trout']);

function proteinWay(item: Item): ProteinWay | null {
  const g = item.spec.group ?? '';
  switch (item.kind) {
    case 'meat':
      return g === 'poultry' || SAUSAGES.has(item.id) ? 'brown' : null;
    case 'cured':
      if (g === 'cured-pork' || item.id === 'chorizo') return 'crisp';
      if (
        [
          'cooked_chicken',
          'cooked_turkey',
          'cooked_prawn',
          'cooked_salmon',
          'cooked_fish',
          'ham',
        ].includes(item.id)
      )
        return 'reheat';
      if (item.id === 'prosciutto' || item.id === 'jamon_serrano') return 'top';
      return SMOKED_FISH.has(item.id) ? 'fold' : null;
    case 'fish':
      if (g === 'prawn' || g === 'seafood-mix') return 'late';
      if (item.id === 'crab') return 'reheat';
      if (g === 'scallop' || g === 'squid') return 'sear';
      if (item.id === 'mussel' || item.id === 'clam') return 'steam';
      if (
        g === 'white-fish' ||
        g === 'smoked-white-fish' ||
        item.id === 'salmon' ||
        item.id === 'trout'
      )
        return item.id === 'fish_pie_mix' ? null : 'poach';
      return null;
    default:
      return null;
  }
}

/**
 * How a vegetable goes in: `porcini` soaked, then fried with the garlic; `fry` mushrooms fried
 * hard first; `start` squash and roots diced small and cooked in from the start; `soften` fennel,
 * peppers and the like with the onion; `five` green vegetables for the last 5 minutes; `two` peas,
 * sweetcorn and leaves for the last 2; `top` rocket and watercress on top.
 */
type VegWay = 'porcini' | 'fry' | 'start' | 'soften' | 'five' | 'two' | 'top';

const START_ROOTS = new Set<string>([
  'carrot',
  'parsnip',
  'celeriac',
  'jerusalem_artichoke',
  'beetroot',
]);
const SOFTEN = new Set<string>([
  'fennel',
  'bell_pepper',
  'red_pepper',
  'yellow_pepper',
  'green_pepper',
  'sundried_tomato',
  'tomato',
  'radicchio',
]);
const LAST_FIVE = new Set<string>([
  'courgette',
  'asparagus',
  'broccoli',
  'tenderstem',
  'green_bean',
  'kale',
  'cavolo_nero',
  'spring_greens',
  'chard',
  'artichoke',
]);
const LAST_TWO = new Set<string>([
  'pea',
  'broad_bean',
  'sweetcorn',
  'cherry_tomato',
  'samphire',
  'spinach',
  'baby_spinach',
  'wild_garlic',
]);

function vegWay(item: Item): VegWay | null {
  if (item.id === 'porcini') return 'porcini';
  if (item.spec.group === 'mushroom') return 'fry';
  if (item.spec.group === 'winter-squash' || START_ROOTS.has(item.id)) return 'start';
  if (SOFTEN.has(item.id)) return 'soften';
  if (LAST_FIVE.has(item.id)) return 'five';
  if (LAST_TWO.has(item.id)) return 'two';
  if (item.id === 'rocket' || item.id === 'watercress') return 'top';
  return null;
}

/** How each vegetable is cut for a risotto, where that differs from its usual line. */
const VEG_CUTS: Readonly<Record<string, string>> = {
  butternut_squash: 'peeled, deseeded and cut into 1 cm dice',
  pumpkin: 'peeled, deseeded and cut into 1 cm dice',
  sweet_potato: 'peeled and cut into 1 cm dice',
  carrot: 'finely diced',
  parsnip: 'peeled and finely diced',
  celeriac: 'peeled and cut into 1 cm dice',
  jerusalem_artichoke: 'peeled and cut into 1 cm dice',
  beetroot: 'peeled and coarsely grated',
  fennel: 'finely chopped',
  bell_pepper: 'finely diced',
  red_pepper: 'finely diced',
  yellow_pepper: 'finely diced',
  green_pepper: 'finely diced',
  tomato: 'chopped',
  radicchio: 'finely shredded',
  courgette: 'cut into 1 cm dice',
  asparagus: 'woody ends snapped off, cut into 3 cm lengths',
  broccoli: 'cut into small florets',
  tenderstem: 'cut into 3 cm lengths',
  green_bean: 'cut into 2 cm lengths',
  kale: 'tough stalks removed, finely shredded',
  cavolo_nero: 'tough stalks removed, finely shredded',
  spring_greens: 'finely shredded',
  chard: 'finely shredded',
};

const TITLE_HERBS = new Set<string>(['sage', 'thyme', 'rosemary', 'mint', 'basil', 'tarragon']);

// ---- risotto -----------------------------------------------------------------------------------

/** How much of a protein a risotto with 300 g rice takes, as a factor of its usual amount. */
function proteinAmount(item: Item, share: number): number {
  const { qty, unit } = item.spec;
  if (unit === 'g' || unit === 'ml') {
    // fresh meat, fish and big packs of leftovers share the pan with the rice: three quarters of a
    // main's amount, in round numbers; bacon, pancetta or ham as they come, as a flavouring
    const scale = item.kind === 'cured' && !(item.spec.ready && qty >= 300) ? 1 : 0.75;
    const want = qty * share * scale;
    const nice = want >= 200 ? Math.round(want / 50) * 50 : want;
    return nice / qty;
  }
  // 4 sausages, 3 fish fillets to flake; scallops and slices of bacon as they come
  if (unit === '' && item.kind === 'fish' && item.spec.group !== 'scallop') return 0.75 * share;
  if (unit === '' && item.spec.group !== 'scallop') return 0.5 * share;
  return share;
}

/** A name as it appears in the steps, with whether it reads as a plural ("prawns are"). */
interface Named {
  item: Item | undefined;
  id: IngredientId;
  name: string;
}

const plural = (n: Named) => isPluralName(n.id, n.name);
const isAre = (n: Named) => (plural(n) ? 'are' : 'is');
const itThem = (list: readonly Named[]) => (list.length > 1 || list.some(plural) ? 'them' : 'it');

/** Cooked seafood: warmed through for the last 2 minutes only. */
const DELICATE = new Set<string>(['cooked_prawn', 'crab', 'cooked_salmon', 'cooked_fish']);

/** Minutes each pan-cooked seafood takes while the risotto rests. */
const PAN_MINUTES: Readonly<Record<string, number>> = { sear: 4, fry: 3, steam: 5 };

function buildRisotto(c: Composer, rice: Item) {
  const proteins = c.take(['meat', 'cured', 'fish'], 2, (i) => proteinWay(i) !== null);
  const veg = c.take(['veg', 'leafy'], 6, (i) => vegWay(i) !== null);
  const aromatics = c.take(['aromatic'], 4, (i) =>
    [
      'onion',
      'red_onion',
      'shallot',
      'leek',
      'celery',
      'garlic',
      'spring_onion',
      'chilli',
    ].includes(i.id),
  );
  const stock = c.take(['stock'], 1)[0];
  const cube = stock
    ? undefined
    : c.take(['condiment'], 1, (i) => i.spec.group === 'stock-cube')[0];
  const wine = c.take(['wine'], 1, (i) => i.spec.group === 'white-wine')[0];
  const butter = c.take(['butter'], 1, (i) => i.id === 'butter')[0];
  const cheese = c.take(['cheese'], 2, (i) =>
    ['hard-cheese', 'blue-cheese', 'tangy-cheese', 'melting-cheese'].includes(i.spec.group ?? ''),
  );
  const cream = c.take(['cream'], 1, (i) =>
    ['mascarpone', 'cream_cheese', 'double_cream', 'single_cream', 'creme_fraiche'].includes(i.id),
  )[0];
  const pesto = c.take(['condiment'], 1, (i) => i.spec.group === 'pesto')[0];
  const woody = c.take(['woody-herb'], 2, (i) => i.id !== 'oregano');
  const herbs = c.take(['herb'], 2, (i) =>
    ['parsley', 'chives', 'basil', 'mint', 'dill', 'tarragon'].includes(i.id),
  );
  const saffron = c.take(['spice'], 1, (i) => i.id === 'saffron')[0];
  const flakes = c.take(
    ['spice'],
    1,
    (i) => i.id === 'chilli_flakes' || i.spec.group === 'paprika',
  )[0];
  const lemon = c.take(['citrus'], 1, (i) => i.id === 'lemon')[0];
  const nut = c.take(['nut'], 1, (i) =>
    ['pine_nut', 'walnut', 'hazelnut', 'almond', 'pumpkin_seed'].includes(i.id),
  )[0];

  const wayOf = new Map<Item, ProteinWay>(proteins.map((p) => [p, proteinWay(p) ?? 'reheat']));
  const vegWayOf = new Map<Item, VegWay>(veg.map((v) => [v, vegWay(v) ?? 'two']));
  const vegBy = (...ways: VegWay[]) => veg.filter((v) => ways.includes(vegWayOf.get(v) ?? 'two'));
  const protBy = (...ways: ProteinWay[]) =>
    proteins.filter((p) => ways.includes(wayOf.get(p) ?? 'reheat'));

  // ---- the lines, in the order a cook reads them -------------------------------------------------
  const shown = new Map<Item, Named>();
  const show = (item: Item, name: string) => shown.set(item, { item, id: item.id, name });
  const riceN = c.use(rice);
  const shares = proteinShares(proteins);
  proteins.forEach((p, i) => {
    const way = wayOf.get(p);
    const note =
      way === 'brown'
        ? p.spec.group === 'poultry'
          ? 'cut into bite-sized pieces'
          : p.id === 'sausage_meat'
            ? ''
            : 'skins removed'
        : way === 'late' && p.spec.group === 'prawn'
          ? 'raw, peeled'
          : p.spec.group === 'squid'
            ? 'cleaned and cut into rings'
            : p.spec.group === 'scallop'
              ? 'patted dry'
              : way === 'top'
                ? 'torn'
                : way === 'fold'
                  ? 'cut into strips'
                  : p.id === 'ham'
                    ? 'diced'
                    : (p.spec.prep ?? '');
    show(p, c.use(p, proteinAmount(p, shares[i] ?? 1), note));
  });
  const vf = vegFactor(veg.length);
  for (const v of veg) {
    const cut = VEG_CUTS[v.id] ?? v.spec.prep ?? '';
    const note = /\bfrozen\b/i.test(v.v.text) ? 'straight from frozen' : cut;
    show(v, c.use(v, vf, note));
  }
  for (const a of aromatics) {
    const note =
      a.id === 'chilli'
        ? 'deseeded and finely chopped'
        : a.id === 'leek' || a.id === 'spring_onion' || a.id === 'celery'
          ? 'finely sliced'
          : 'finely chopped';
    show(a, c.use(a, 1, note));
  }
  const start = vegBy('start');
  const soften = vegBy('soften');
  const porcini = vegBy('porcini')[0];
  // nothing at all to soften: an onion is the one thing a risotto cannot start without
  const onion: Named | undefined =
    aromatics.length === 0 && start.length + soften.length === 0
      ? { item: undefined, id: 'onion', name: c.need('onion', 1, '', 'finely chopped') }
      : undefined;
  const stockN = stock
    ? c.add(stock.id, 1200, 'ml')
    : c.need(cube?.id ?? 'stock_cube', 1, '', undefined);
  const waterN = stock ? undefined : c.need('water', 1200, 'ml');
  const wineN = wine ? c.add(wine.id, 125, 'ml') : undefined;
  const butterN = butter ? c.add(butter.id, 50, 'g') : undefined;
  for (const ch of cheese) {
    const g = ch.spec.group;
    const grams = g === 'hard-cheese' ? 60 : g === 'melting-cheese' || cheese.length > 1 ? 75 : 100;
    show(ch, c.add(ch.id, grams, 'g', ch.spec.prep));
  }
  const creamN = cream ? c.add(cream.id, 3, 'tbsp') : undefined;
  const pestoN = pesto ? c.add(pesto.id, 3, 'tbsp') : undefined;
  for (const h of woody) {
    const note =
      h.id === 'thyme'
        ? 'leaves picked'
        : h.id === 'rosemary'
          ? 'leaves finely chopped'
          : h.id === 'sage'
            ? 'finely chopped'
            : h.spec.prep;
    show(h, c.use(h, 1, note));
  }
  for (const h of herbs) show(h, c.use(h, 1, h.id === 'basil' ? 'leaves torn' : 'chopped'));
  const saffronN = saffron ? c.use(saffron) : undefined;
  const flakesN = flakes ? c.use(flakes) : undefined;
  const lemonN = lemon ? c.use(lemon, 1, 'finely grated zest and juice') : undefined;
  const nutN = nut ? c.use(nut) : undefined;

  // ---- the timeline, known before the steps so the header's cook time agrees with them -----------
  const crisp = protBy('crisp');
  const brown = protBy('brown');
  const mushrooms = vegBy('fry');
  const pre: { item: Item; minutes: number }[] = [
    ...crisp.map((item) => ({ item, minutes: 5 })),
    ...brown.map((item) => ({ item, minutes: 8 })),
    ...mushrooms.map((item) => ({ item, minutes: 8 })),
  ];
  const preMinutes = pre.reduce((sum, p) => sum + p.minutes, 0);
  const garlicky = aromatics.filter((a) => a.id === 'garlic' || a.id === 'chilli');
  const base = aromatics.filter((a) => !garlicky.includes(a));
  // spring onions soften with the rest only when there is no onion; beside one they go in at the end
  const lateSpring = base.some((a) => a.id !== 'spring_onion')
    ? base.filter((a) => a.id === 'spring_onion')
    : [];
  const softBase = base.filter((a) => !lateSpring.includes(a));
  const quickBase = softBase.every((a) => a.id === 'shallot' || a.id === 'spring_onion');
  const softenMinutes =
    softBase.length + start.length + soften.length === 0 && !onion
      ? 2
      : quickBase && !onion && start.length + soften.length === 0
        ? 5
        : 8;
  // the last 5 minutes: green vegetables; the last 4: raw prawns, the browned meat back, cooked
  // leftovers reheated; the last 2: peas and leaves, the mushrooms back, poached fish folded in
  const lastFive = vegBy('five');
  // cooked prawns, crab and fish turn rubbery or fall apart: they only need the last 2 minutes
  const delicate = protBy('reheat').filter((p) => DELICATE.has(p.id));
  const lastFour = [
    ...protBy('late'),
    ...protBy('reheat').filter((p) => !delicate.includes(p)),
    ...brown,
  ];
  const poached = protBy('poach');
  const lastTwo = [...vegBy('two'), ...lateSpring];
  const phaseTwo = lastTwo.length + mushrooms.length + poached.length + delicate.length > 0;
  const firstLate = lastFive.length ? 5 : lastFour.length ? 4 : phaseTwo ? 2 : 0;
  const pan = protBy('sear', 'steam');
  const panMinutes = pan.reduce(
    (sum, p) =>
      sum +
      (PAN_MINUTES[
        wayOf.get(p) === 'steam' ? 'steam' : p.spec.group === 'scallop' ? 'sear' : 'fry'
      ] ?? 3),
    0,
  );
  const restMinutes = pan.length ? panMinutes : 2;
  // fish poaches in the stock while the pan work goes on
  const poachMinutes = poached.length ? Math.max(0, 6 - preMinutes - softenMinutes) : 0;
  const wineMinutes = wineN ? 2 : 0;
  const cook = poachMinutes + preMinutes + softenMinutes + 2 + wineMinutes + 20 + restMinutes;

  const { salt, pepper } = c.seasoning();
  const oilTbsp =
    (pre.length ? 1 : 0) +
    (mushrooms.length ? 1 : 0) +
    (butterN ? (pre.length ? 0 : 1) : pre.length ? 1 : 2) +
    (pan.length ? 1 : 0);
  const oil = c.oil('olive_oil', oilTbsp);

  const named = (i: Item): Named => shown.get(i) ?? { item: i, id: i.id, name: i.spec.name };
  const nameOf = (i: Item) => named(i).name;
  const namesOf = (items: readonly Item[]) => names(items.map(nameOf));

  const writeSteps = (): string[] => {
    const steps: string[] = [];
    const panName = 'a large, deep frying pan or shallow casserole';
    // the fish poaches in the stock while the pan work begins
    const meanwhile = (verb: string) =>
      poached.length ? `Meanwhile, ${verb.toLowerCase()}` : verb;

    // the stock, hot before the rice needs it; nuts toasted while it heats
    const saffronBit = saffronN ? ` with the ${saffronN}` : '';
    const stockStep = waterN
      ? `Pour the ${waterN} into a saucepan, bring to the boil and stir in the ${stockN}${saffronBit} until dissolved, then keep it hot over a low heat.`
      : `Bring the ${stockN}${saffronBit} to a simmer in a saucepan, then turn the heat down low to keep it hot.`;
    const nutStep = nutN
      ? ` While it heats, toast the ${nutN} in a dry frying pan over a medium heat for 2–3 minutes until golden, then tip onto a plate.`
      : '';
    steps.push(stockStep + nutStep);
    if (porcini)
      steps.push(
        `Cover the ${nameOf(porcini)} with 150 ml boiling water and soak for 10 minutes. Lift them out, chop finely and pour the soaking water into the stock, leaving the gritty last spoonful behind.`,
      );
    for (const f of poached)
      steps.push(
        `Slide the ${nameOf(f)} into the simmering stock and poach for 5–6 minutes, ${safetyClause(f.id)}. Lift onto a plate, flake into large pieces, discarding the skin and any bones, and keep the stock hot.`,
      );

    // what is cooked first in the risotto pan and set aside
    pre.forEach(({ item }, i) => {
      const n = nameOf(item);
      const plate = i === 0 ? 'a plate' : 'the plate';
      const way = wayOf.get(item);
      const isMushroom = mushrooms.includes(item);
      const heat = isMushroom ? 'a high heat' : 'a medium-high heat';
      const lead =
        i === 0
          ? `${meanwhile('Heat')} ${isMushroom ? 2 : 1} tbsp of the ${oil} in ${panName} over ${heat}. `
          : isMushroom
            ? `Turn the heat up to high and add 1 tbsp more of the ${oil}. `
            : '';
      if (way === 'crisp') {
        steps.push(
          `${lead}Fry the ${n} for 4–5 minutes, ${safetyClause(item.id)}, then lift onto ${plate} with a slotted spoon, leaving the fat in the pan.`,
        );
      } else if (way === 'brown' && item.spec.group === 'poultry') {
        steps.push(
          `${lead}Season the ${n} with a little ${salt}, add to the pan and fry for 6–8 minutes, turning, until golden all over and ${safetyState(item.id)}. Lift onto ${plate}.`,
        );
      } else if (way === 'brown') {
        const safe = safeUntil([n], [item.id]);
        steps.push(
          item.id === 'sausage_meat'
            ? `${lead}Add the ${n} and fry for 6–8 minutes, breaking it up with a wooden spoon, ${safe}. Lift onto ${plate}.`
            : `${lead}Squeeze the ${n} into the pan in small pieces and fry for 6–8 minutes, breaking them up with a wooden spoon, ${safe}. Lift onto ${plate}.`,
        );
      } else {
        steps.push(
          `${lead}Fry the ${n} hard for 6–8 minutes, stirring only now and then, until golden and any liquid has cooked off. Season with a pinch of ${salt} and tip onto ${plate}.`,
        );
      }
    });

    // the soffritto, with the squash or roots from the start
    const fat = butterN
      ? pre.length
        ? `Lower the heat to medium and melt half the ${butterN} in the pan.`
        : `${meanwhile('Melt')} half the ${butterN} with 1 tbsp of the ${oil} in ${panName} over a medium heat.`
      : pre.length
        ? `Lower the heat to medium and add 1 tbsp more of the ${oil}.`
        : `${meanwhile('Heat')} 2 tbsp of the ${oil} in ${panName} over a medium heat.`;
    const softened: Named[] = [
      ...softBase.map(named),
      ...(onion ? [onion] : []),
      ...soften.map(named),
    ];
    const started = start.map(named);
    const herbBit = woody.length ? ` with the ${namesOf(woody)}` : '';
    const garlic = [
      ...(porcini ? [`chopped ${nameOf(porcini)}`] : []),
      ...garlicky.map(nameOf),
      ...(flakesN ? [flakesN] : []),
    ];
    let soft: string;
    const first = softened[0] ?? started[0];
    if (first) {
      const all = names([...softened, ...started].map((n) => n.name));
      const until =
        softened.length === 0
          ? `until the ${first.name} ${plural(first) ? 'start' : 'starts'} to soften`
          : `until the ${first.name} ${isAre(first)} soft but not coloured`;
      soft = `Add the ${all}${herbBit} and cook gently for ${softenMinutes} minutes, stirring now and then, ${until}.`;
      if (garlic.length)
        soft += ` Stir in the ${names(garlic)} for the last ${porcini ? '2 minutes' : 'minute'}.`;
    } else {
      const them = porcini ? 'them' : itThem(garlicky.map(named));
      soft = `Gently fry the ${names(garlic)}${herbBit} for 1–2 minutes until fragrant, without letting ${them} colour.`;
    }
    steps.push(`${fat} ${soft}`);

    // toast the rice, then the wine
    steps.push(
      `Tip in the ${riceN} and stir for 1–2 minutes, until every grain is coated and glassy at the edges.${wineN ? ` Pour in the ${wineN} and let it bubble for 1–2 minutes, stirring, until almost absorbed.` : ''}`,
    );

    // the stock, a ladle at a time
    const ladle = `Add a ladle of the hot stock and stir until it is almost absorbed. Keep adding the stock a ladle at a time, stirring often,`;
    const done = 'until the rice is creamy and tender but still has a slight bite';
    steps.push(
      firstLate === 0
        ? `${ladle} for 18–20 minutes, ${done}. You may not need all the stock.`
        : `${ladle} for ${20 - firstLate} minutes.`,
    );

    // everything else at its own moment, in the last 5 minutes
    if (firstLate > 0) {
      const states = [done.replace(/^until /, '')];
      for (const p of [...lastFour, ...delicate]) {
        if (wayOf.get(p) === 'brown') continue;
        const n = named(p);
        states.push(`the ${n.name} ${isAre(n)} ${safetyState(p.id)}`);
      }
      const until = `until ${joinList(states)}`;
      const twoParts: string[] = [];
      if (lastTwo.length) twoParts.push(`stir in the ${namesOf(lastTwo)}`);
      if (mushrooms.length) twoParts.push(`return the ${namesOf(mushrooms)}`);
      if (poached.length) twoParts.push(`gently fold in the flaked ${namesOf(poached)}`);
      if (delicate.length) twoParts.push(`gently fold in the ${namesOf(delicate)}`);
      const returned = lastFour.filter((p) => wayOf.get(p) === 'brown');
      const added = lastFour.filter((p) => wayOf.get(p) !== 'brown');
      const fourParts: string[] = [];
      if (returned.length)
        fourParts.push(`return the ${namesOf(returned)} and any juices to the pan`);
      if (added.length) fourParts.push(`add the ${namesOf(added)}`);
      const late: string[] = [];
      if (lastFive.length) {
        const minutes = lastFour.length ? 1 : phaseTwo ? 3 : 5;
        late.push(
          minutes === 5
            ? `Stir in the ${namesOf(lastFive)} and cook for 5 minutes more, still adding stock as it is absorbed, ${until}.`
            : `Stir in the ${namesOf(lastFive)} and cook for ${minutes} minute${minutes > 1 ? 's' : ''}, still adding stock as it is absorbed.`,
        );
      }
      if (fourParts.length) {
        const four = capitalFirst(joinList(fourParts));
        late.push(
          phaseTwo
            ? `${four} and cook for 2 minutes, then ${joinList(twoParts)} for the final 2 minutes, ${until}.`
            : `${four} and cook for 4 minutes more, stirring, ${until}.`,
        );
      } else if (phaseTwo) {
        late.push(`${capitalFirst(joinList(twoParts))} for the final 2 minutes, ${until}.`);
      }
      steps.push(late.join(' '));
    }

    // off the heat: butter, cheese, lemon; a rest
    const grated = cheese.filter((ch) =>
      ['hard-cheese', 'melting-cheese'].includes(ch.spec.group ?? ''),
    );
    const blue = cheese.filter((ch) => ch.spec.group === 'blue-cheese');
    const crumbled = cheese.filter((ch) => ch.spec.group === 'tangy-cheese');
    const stirIn: string[] = [];
    if (butterN) stirIn.push(`the rest of the ${butterN}`);
    if (grated.length) stirIn.push(`most of the ${namesOf(grated)}`);
    if (blue.length) stirIn.push(`the ${namesOf(blue)}`);
    if (creamN) stirIn.push(`the ${creamN}`);
    if (pestoN) stirIn.push(`the ${pestoN}`);
    if (lemonN) stirIn.push(`the ${lemonN} zest`, 'a good squeeze of its juice');
    const folded = protBy('fold');
    if (folded.length) stirIn.push(`the ${namesOf(folded)}`);
    const rest = pan.length
      ? `Cover and leave to rest while you cook the ${namesOf(pan)}.`
      : 'Cover and leave to rest for 2 minutes.';
    steps.push(
      stirIn.length
        ? `Take the pan off the heat. Stir in ${joinList(stirIn)}, with a final splash of stock so the risotto flows, and season with ${salt} and ${pepper}. ${rest}`
        : `Take the pan off the heat, stir in a final splash of stock so the risotto flows and season with ${salt} and ${pepper}. ${rest}`,
    );

    // scallops, squid or mussels in their own pan while it rests
    if (pan.length) {
      const bits = pan.map((p) => {
        const n = nameOf(p);
        if (wayOf.get(p) === 'steam')
          return `add the ${n} with a splash of water, cover and steam for 4–5 minutes, shaking the pan now and then, ${safetyClause(p.id)} (discard any that stay closed)`;
        return p.spec.group === 'scallop'
          ? `sear the ${n} for 1–2 minutes a side, ${safetyClause(p.id)}`
          : `fry the ${n} for 2–3 minutes, ${safetyClause(p.id)}`;
      });
      steps.push(
        `Heat 1 tbsp of the ${oil} in a frying pan over a high heat, then ${bits.join(', then ')}.`,
      );
    }

    // to the table
    const top: string[] = [];
    if (pan.length) top.push(`the ${namesOf(pan)}`);
    if (grated.length) top.push(`the rest of the ${namesOf(grated)}`);
    if (crumbled.length) top.push(`the ${namesOf(crumbled)}`);
    if (crisp.length) top.push(`the crisp ${namesOf(crisp)}`);
    const toppers = protBy('top');
    if (toppers.length) top.push(`the ${namesOf(toppers)}`);
    const leaves = vegBy('top');
    if (leaves.length) top.push(`the ${namesOf(leaves)}`);
    if (herbs.length) top.push(`the ${namesOf(herbs)}`);
    if (nutN) top.push(`the toasted ${nutN}`);
    const bay = woody.find((h) => h.id === 'bay_leaf');
    const spoon = bay ? `Pick out the ${nameOf(bay)}, then spoon` : 'Spoon';
    if (top.length) steps.push(`${spoon} into warm bowls and top with ${joinList(top)}.`);
    else if (bay) steps.push(`Pick out the ${nameOf(bay)} and spoon into warm bowls.`);
    else {
      // nothing goes on top: the rest is the last thing before the bowls
      const last = steps.length - 1;
      steps[last] = (steps[last] ?? '').replace(
        /Cover and leave to rest for 2 minutes\.$/,
        'Cover, leave to rest for 2 minutes, then spoon into warm bowls.',
      );
    }
    return steps;
  };

  // ---- title and blurb ---------------------------------------------------------------------------
  const mains = proteins.filter((p) => p.kind !== 'cured' || wayOf.get(p) === 'reheat');
  const flavourings = proteins.filter((p) => !mains.includes(p));
  const featuredVeg = vegBy('start', 'fry', 'porcini', 'soften', 'five', 'two', 'top');
  // order the vegetables as a cook names the dish: the one it is about first
  const vegOrder: VegWay[] = ['start', 'fry', 'porcini', 'soften', 'five', 'two', 'top'];
  featuredVeg.sort(
    (a, b) =>
      vegOrder.indexOf(vegWayOf.get(a) ?? 'two') - vegOrder.indexOf(vegWayOf.get(b) ?? 'two'),
  );
  const featured = [...mains, ...flavourings, ...featuredVeg];
  const seconds: Item[] = [
    ...aromatics.filter((a) => a.id === 'leek'),
    ...cheese.filter((ch) => ['blue-cheese', 'tangy-cheese'].includes(ch.spec.group ?? '')),
    ...[...woody, ...herbs].filter((h) => TITLE_HERBS.has(h.id)),
    ...(lemon ? [lemon] : []),
  ];
  // three of the visitor's own things at most; a herb, lemon or leek only beside a lone star
  const max = featured.length >= 3 ? 3 : 2;
  const words: string[] = [];
  for (const i of [...featured, ...seconds]) {
    if (words.length >= max) break;
    const w = titleName(i.id).replace(/^Dried /, '');
    if (!words.includes(w)) words.push(w);
  }
  const hardCheese = cheese.find((ch) => ch.spec.group === 'hard-cheese');
  const title = words.length
    ? `${joinList(words)} Risotto`
    : hardCheese
      ? `${titleName(hardCheese.id)} Risotto`
      : 'Risotto Bianco';

  const heroes = featured.slice(0, 3).map(nameOf);
  const finishers = [
    ...(butterN ? [butterN] : []),
    ...cheese.map((ch) => ch.spec.name),
    ...(lemonN ? ['lemon zest'] : []),
  ];
  const star = brown[0] ?? protBy('late')[0] ?? mushrooms[0] ?? start[0] ?? lastFive[0];
  const starN = star ? named(star) : undefined;
  const detail =
    !star || !starN
      ? 'made the slow way, a ladle of stock at a time'
      : brown.includes(star)
        ? `the ${starN.name} browned first for flavour`
        : protBy('late').includes(star)
          ? `the ${starN.name} go in for the last few minutes so ${itThem([starN])} stay${plural(starN) ? '' : 's'} juicy`
          : mushrooms.includes(star)
            ? `the ${starN.name} fried hard first for a deep, savoury flavour`
            : start.includes(star)
              ? `the ${starN.name} cooked into the rice until ${itThem([starN])} melt${plural(starN) ? '' : 's'}`
              : `the ${starN.name} stirred in at the end so ${itThem([starN])} stay${plural(starN) ? '' : 's'} bright`;
  const withWhat = heroes.length ? ` of ${joinList(heroes)}` : '';
  const blurbs = [
    `A creamy risotto${withWhat}, stirred a ladle of stock at a time${finishers.length ? ` and finished with ${joinList(finishers)}` : ''}.`,
    `A loose, creamy risotto${withWhat}, with ${detail}.`,
  ];

  // risotto rice says risotto: a tray bake with the rice boiled on the side is the wrong answer
  let fit = 0.78;
  if (stock || cube) fit += 0.06;
  if (wine) fit += 0.04;
  if (proteins.length || veg.length) fit += 0.06;
  if (cheese.length || butter) fit += 0.04;
  const chopping = veg.length + aromatics.length + proteins.length;
  const prep = 10 + (start.length ? 10 : 0) + (chopping >= 3 ? 5 : 0);
  return c.result({ fit, writeSteps, title, blurbs, serves: 4, prep, cook });
}

// ---- arancini ------------------------------------------------------------------------------------

const ARANCINI_FILLINGS: Readonly<Record<string, number>> = {
  ham: 75,
  cooked_chicken: 75,
  cooked_prawn: 100,
  pea: 100,
  sweetcorn: 100,
  sundried_tomato: 40,
};

function buildArancini(c: Composer) {
  const rice = c.take(['grain', 'rice'], 1, (i) => i.spec.group === 'cooked-rice')[0];
  const crumbs = c.take(['bread'], 1, (i) => i.spec.group === 'breadcrumbs')[0];
  const eggs = c.take(['egg'], 1, (i) => i.id === 'egg')[0];
  if (!rice || !crumbs || !eggs) return null;
  const melting = c.take(['cheese'], 1, (i) =>
    ['mozzarella', 'melting-cheese', 'blue-cheese', 'brie'].includes(i.spec.group ?? ''),
  )[0];
  const hard = c.take(['cheese'], 1, (i) => i.spec.group === 'hard-cheese')[0];
  const filling = c.take(['cured', 'veg'], 2, (i) => ARANCINI_FILLINGS[i.id] !== undefined);
  const herb = c.take(['herb'], 1, (i) => ['parsley', 'basil', 'chives'].includes(i.id))[0];
  const sauce = c.take(['tomato-sauce'], 1, (i) => i.id === 'passata')[0];
  const leaves = c.take(['leafy'], 1, (i) => i.spec.group === 'salad-leaf')[0];
  const lemon = c.take(['citrus'], 1, (i) => i.id === 'lemon')[0];

  // leftover risotto holds together as it is; plain cooked rice needs an egg and cheese to bind it
  const plainRice = !rice.spec.name.includes('risotto');
  const riceN = c.use(rice, 1, 'cold from the fridge');
  const hardN = hard ? c.add(hard.id, 40, 'g', 'finely grated') : undefined;
  const fillNames = filling.map((f) => {
    const frozen = /\bfrozen\b/i.test(f.v.text);
    const note =
      f.kind === 'cured' || f.id === 'sundried_tomato'
        ? 'finely chopped'
        : frozen
          ? 'thawed'
          : undefined;
    return c.add(f.id, ARANCINI_FILLINGS[f.id] ?? 75, 'g', note);
  });
  const herbN = herb ? c.use(herb, 1, 'chopped') : undefined;
  const meltN = melting ? c.add(melting.id, 125, 'g', 'cut into 12 small cubes') : undefined;
  const eggN = c.add(eggs.id, plainRice ? 3 : 2, '');
  const flourN = c.need('flour', 50, 'g');
  const crumbsN = c.add(crumbs.id, 100, 'g');
  const oilN = c.add('vegetable_oil', 750, 'ml', 'for deep-frying');
  const sauceN = sauce ? c.add(sauce.id, 300, 'g') : undefined;
  const leavesN = leaves ? c.use(leaves) : undefined;
  const lemonN = lemon ? c.use(lemon, 1, 'cut into wedges') : undefined;
  const { salt, pepper } = c.seasoning();

  const writeSteps = (): string[] => {
    const steps: string[] = [];
    const mix = [
      ...(plainRice ? [`1 of the ${eggN}, beaten`] : []),
      ...(hardN ? [`the ${hardN}`] : []),
      ...fillNames.map((n) => `the ${n}`),
      ...(herbN ? [`the ${herbN}`] : []),
      `a good pinch of ${salt} and ${pepper}`,
    ];
    steps.push(
      `Break up the ${riceN} in a large bowl with your fingers. Mix in ${joinList(mix)}${plainRice ? ', squeezing the rice so it starts to hold together' : ''}.`,
    );
    steps.push(
      `With wet hands, flatten a small handful of the rice (about 40 g) in your palm${meltN ? `, press a cube of ${meltN} into the middle` : ''} and close the rice around it into a firm ball the size of a golf ball. Make 12, then chill for 15 minutes to firm up.`,
    );
    steps.push(
      `Beat the remaining ${eggN} in a shallow bowl, and put the ${flourN} and the ${crumbsN} in two more. Roll each ball in the flour, then the egg, then the breadcrumbs, pressing the crumbs on well.`,
    );
    if (sauceN)
      steps.push(
        `Simmer the ${sauceN} in a small pan with a pinch of ${salt} for 10 minutes until slightly thickened, and keep it warm for dipping.`,
      );
    steps.push(
      `Heat the ${oilN} in a deep saucepan to 180 °C (a cube of bread browns in 30 seconds). Fry the arancini 4 at a time for 4–5 minutes, turning, until deep golden and ${safetyState(rice.id)}${meltN ? ', with the cheese melted in the middle' : ''}. Drain on kitchen paper. (To bake instead, brush with oil and bake on a lined tray at 220 °C / 200 °C fan / 425 °F for 20–25 minutes, turning halfway.)`,
    );
    const side: string[] = [];
    if (sauceN) side.push('the warm sauce for dipping');
    if (leavesN)
      side.push(
        `the ${leavesN}${lemonN ? ` dressed with a squeeze of the ${lemonN} and a little oil` : ''}`,
      );
    else if (lemonN) side.push(`the ${lemonN} wedges`);
    if (side.length) steps.push(`Serve hot, with ${joinList(side)}.`);
    return steps;
  };

  const parts = [...filling, ...(melting ? [melting] : hard ? [hard] : [])].map((i) =>
    titleName(i.id),
  );
  const title = parts.length ? `${joinList(parts.slice(0, 2))} Arancini` : 'Leftover Rice Arancini';
  return c.result({
    fit: melting || hard ? 0.86 : 0.8,
    writeSteps,
    title,
    blurbs: [
      `Yesterday's rice rolled into balls${meltN ? ` round a cube of ${meltN}` : ''}, crumbed and fried until crisp and golden.`,
      `Crisp Sicilian-style rice balls${meltN ? ` with a molten ${meltN} middle` : ''}: the best thing to do with leftover rice.`,
    ],
    serves: 4,
    prep: 40,
    cook: 25,
  });
}
