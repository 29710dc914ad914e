import { typedCount } from '../portions';
import { joinList, safeUntil, safetyClause, titleName } from '../util';
import { Composer, type Template } from './composer';
import { isVeggieMince, type Item } from './kinds';
import { capitalFirst, names, isCooked } from './methods';

/** Every lasagne bakes at this heat, written as the other templates write theirs. */
const OVEN = '200 °C / 180 °C fan / 400 °F';

/** Onion, leek, celery and garlic start the sauce; ginger or lemongrass have no place in it. */
const AROMATICS = new Set(['onion', 'red_onion', 'shallot', 'leek', 'celery', 'garlic', 'chilli']);
/** Softened slowly at the start (garlic and chilli go in for the last minute). */
const SOFTENED = new Set(['onion', 'red_onion', 'shallot', 'leek', 'celery', 'carrot']);

/** Cooked meat from a roast: chopped into the sauce and only reheated, in the oven. */
const COOKED = new Set([
  'cooked_chicken',
  'cooked_turkey',
  'cooked_beef',
  'cooked_lamb',
  'cooked_pork',
]);
/** Cured meats that flavour a lasagne: crisped first (bacon, pancetta, chorizo) or stirred in (ham). */
const FLAVOURS = new Set(['bacon', 'pancetta', 'chorizo', 'ham']);

/** Vegetables fried in the pan before the sauce, and the one that needs a covered cook. */
const PAN_VEG = new Set(['mushroom', 'courgette', 'aubergine', 'sweet-pepper', 'fennel']);
const SLOW_VEG = new Set(['winter-squash']);
/** Stirred into the sauce raw: they finish cooking in the oven. */
const STIR_IN_VEG = new Set(['asparagus', 'artichoke', 'pea']);
const STIR_IN_IDS = new Set(['broccoli', 'tenderstem']);
const LEAVES = new Set([
  'spinach',
  'baby_spinach',
  'kale',
  'chard',
  'cavolo_nero',
  'spring_greens',
]);
/** Leaves that wilt in a colander under boiling water, for a ricotta layer. */
const SOFT_LEAVES = new Set(['spinach', 'baby_spinach']);

const group = (i: Item) => i.spec.group ?? '';
const frozen = (i: Item) => /\bfrozen\b/i.test(i.v.text);

/** The protein a lasagne is named after: mince, sausages, chicken, meat-free mince or leftovers. */
function isMain(i: Item): boolean {
  const g = group(i);
  if (i.kind === 'meat') return g === 'mince' || g === 'sausage' || g === 'poultry';
  if (i.kind === 'tofu') return isVeggieMince(i.id);
  return i.kind === 'cured' && COOKED.has(i.id);
}

/** "Beef" for minced beef, "Sausage" for sausages, the visitor's words for "Quorn mince". */
function mainTitle(i: Item): string {
  if (isVeggieMince(i.id)) {
    const words = i.v.text.trim().split(/\s+/);
    if (words.length <= 3 && words.every((w) => /^[a-z-]+$/i.test(w)))
      return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
    return titleName(i.id);
  }
  if (group(i) === 'sausage' || i.id === 'sausage_meat')
    return i.id === 'chicken_sausage' ? 'Chicken Sausage' : 'Sausage';
  return titleName(i.id).replace(/^Minced /, '');
}

export const lasagne: Template = {
  key: 'lasagne',
  method: 'layered',
  vehicles: ['lasagne'],
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const sheet = c.take(['pasta'], 1, (i) => group(i) === 'lasagne')[0];
    // cannelloni are filled tubes, not layered sheets
    if (!sheet || /cannelloni|manicotti/i.test(sheet.v.text)) return null;

    const main = c.take(['meat', 'tofu', 'cured'], 1, isMain)[0];
    const flavour = c.take(['cured'], 1, (i) => FLAVOURS.has(i.id))[0];
    const lentil = c.take(
      ['legume'],
      1,
      (i) => i.id === 'red_lentil' || i.id === 'green_lentil',
    )[0];
    const aromatics = c.take(['aromatic'], 4, (i) => AROMATICS.has(i.id));
    const carrot = c.take(['veg'], 1, (i) => i.id === 'carrot');
    const veg = c.take(
      ['veg'],
      3,
      (i) =>
        (PAN_VEG.has(group(i)) && i.id !== 'porcini') ||
        SLOW_VEG.has(group(i)) ||
        STIR_IN_VEG.has(group(i)) ||
        STIR_IN_IDS.has(i.id),
    );
    const leaves = c.take(['leafy'], 1, (i) => LEAVES.has(i.id));
    const freshTomato = c.take(['veg'], 1, (i) => i.id === 'tomato' || i.id === 'cherry_tomato');
    const tomatoSauces = c.take(['tomato-sauce'], 2);
    const jar = c.take(['cheese'], 1, (i) => group(i) === 'white-sauce')[0];
    const ricotta = c.take(['cheese'], 1, (i) => group(i) === 'ricotta')[0];
    const melting = c.take(
      ['cheese'],
      2,
      (i) =>
        (group(i) === 'mozzarella' || group(i) === 'melting-cheese') &&
        i.id !== 'burrata' &&
        i.id !== 'american_cheese',
    );
    const hard = c.take(['cheese'], 1, (i) => group(i) === 'hard-cheese')[0];
    const soft = c.take(['cream'], 2);
    const milk = c.take(['milk'], 1, (i) => group(i) === 'milk')[0];
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter' || i.id === 'margarine')[0];
    const egg = c.take(['egg'], 1, (i) => !isCooked(i))[0];

    const leafy = leaves[0];
    const spinachInRicotta =
      ricotta !== undefined && leafy !== undefined && SOFT_LEAVES.has(leafy.id);
    const fillings = (main ? 1 : 0) + (flavour ? 1 : 0) + (lentil ? 1 : 0);
    if (fillings + veg.length + leaves.length === 0 && !ricotta) return null;

    // A red lentil, mince or sausage filling needs tomato; chicken, ham or vegetables may be bound
    // with a white sauce instead, when the visitor has one (or the milk for one) and no tomatoes.
    const redMain =
      (main !== undefined && !COOKED.has(main.id) && group(main) !== 'poultry') ||
      main?.id === 'cooked_beef' ||
      main?.id === 'cooked_lamb' ||
      lentil !== undefined ||
      flavour?.id === 'chorizo';
    const white =
      tomatoSauces.length === 0 && freshTomato.length === 0 && !redMain && (!!jar || !!milk);
    const top: 'jar' | 'bechamel' | 'soft' | 'none' = jar
      ? 'jar'
      : milk
        ? 'bechamel'
        : soft.length
          ? 'soft'
          : ricotta || melting.length
            ? 'none'
            : 'bechamel';

    const condiments = c.take(['condiment'], 2, (i) =>
      [
        ...(white ? [] : ['tomato-paste']),
        'pesto',
        ...(redMain ? ['worcestershire'] : []),
      ].includes(group(i)),
    );
    // a bay leaf simmers in a tomato sauce; a white filling is not simmered
    const woody = c.take(['woody-herb'], 2, (i) => !white || group(i) !== 'bay');
    const herb = c.take(['herb'], 1, (i) => i.id === 'basil' || i.id === 'parsley')[0];
    const lambOrBeef = main?.id === 'minced_lamb' || main?.id === 'minced_beef';
    const spices = [
      ...c.take(['spice'], 2, (i) =>
        ['chilli-powder', 'paprika', 'fennel-seed'].includes(group(i)),
      ),
      // a little cinnamon warms a lamb or beef sauce, as in a moussaka
      ...c.take(['sweet-spice'], 1, (i) => i.id === 'cinnamon' && lambOrBeef),
    ];
    const nutmeg = c.take(['sweet-spice'], 1, (i) => i.id === 'nutmeg')[0];
    const wine = c.take(
      ['wine'],
      1,
      (i) => group(i) === (redMain ? 'red-wine' : 'white-wine') || group(i) === 'red-wine',
    )[0];
    const stock = c.take(['stock'], 1)[0];

    // ---- the lines, in the order a cook reads them ------------------------------------------
    const fresh = /\bfresh\b/i.test(sheet.v.text);
    const sheetN = c.use(sheet, 1, fresh ? 'fresh' : 'no-precook');

    const sausages = main !== undefined && group(main) === 'sausage';
    const poultryPieces = main !== undefined && group(main) === 'poultry';
    const cannedLentil =
      lentil !== undefined && /\b(cans?|canned|tins?|tinned|cooked|pouch)\b/i.test(lentil.v.text);
    let mainN = '';
    let fewSausages = false;
    if (main) {
      if (sausages) {
        // four to eight sausages fill a lasagne: the visitor's count, so it is not rescaled
        const count = typedCount(main.v.text);
        const own = main.spec.unit === '' && count !== null && count >= 4 && count <= 8;
        mainN = own ? c.add(main.id, count, '') : c.use(main, 0.75);
        fewSausages = own && count < 6;
      } else if (poultryPieces) mainN = c.use(main, 1, 'cut into 2 cm pieces');
      else if (COOKED.has(main.id))
        mainN = c.use(main, 1, group(main) === 'cooked-meat' ? 'chopped' : 'shredded');
      else mainN = c.use(main);
    }
    let lentilN = '';
    if (lentil) {
      lentilN = cannedLentil
        ? c.add(lentil.id, main ? 1 : 2, 'can', 'drained and rinsed')
        : c.add(lentil.id, main ? 100 : 250, 'g', 'rinsed');
    }
    const flavourN = flavour
      ? c.use(
          flavour,
          main ? 0.5 : 1.5,
          flavour.id === 'ham' ? 'torn into pieces' : flavour.spec.prep,
        )
      : '';

    const softened = [...aromatics.filter((a) => SOFTENED.has(a.id)), ...carrot];
    const quick = aromatics.filter((a) => !SOFTENED.has(a.id));
    const softenedN = softened.map((a) =>
      c.use(
        a,
        a.id === 'celery' ? 0.5 : a.id === 'carrot' || (a.id === 'leek' && fillings) ? 0.5 : 1,
        a.id === 'leek' ? 'thinly sliced' : 'finely chopped',
      ),
    );
    const quickN = quick.map((a) => c.use(a, 1, a.id === 'garlic' ? 'crushed' : 'finely chopped'));
    const spiceN = spices.map((s) =>
      s.id === 'cinnamon' ? c.add(s.id, 0.5, 'tsp') : c.use(s, s.id === 'chilli_powder' ? 0.5 : 1),
    );

    const withMain = fillings > 0;
    const nVeg = veg.length + leaves.length;
    const vegFactor = (i: Item) => {
      const f = withMain ? (nVeg === 1 ? 1 : 0.6) : nVeg === 1 ? 2 : nVeg === 2 ? 1.25 : 1;
      // mushrooms cook down to almost nothing: a mushroom lasagne needs plenty
      if (!withMain && group(i) === 'mushroom') return f * 1.5;
      return SLOW_VEG.has(group(i)) && i.spec.unit === '' ? Math.min(f, 1) : f;
    };
    const slowVeg = veg.filter((v) => SLOW_VEG.has(group(v)));
    const panVeg = veg.filter((v) => PAN_VEG.has(group(v)));
    const stirVeg = veg.filter((v) => !slowVeg.includes(v) && !panVeg.includes(v));
    const vegName = new Map<Item, string>();
    for (const v of veg) {
      const note =
        group(v) === 'pea'
          ? frozen(v)
            ? 'frozen'
            : undefined
          : STIR_IN_IDS.has(v.id)
            ? 'cut into small florets'
            : group(v) === 'asparagus'
              ? 'cut into 3 cm lengths'
              : SLOW_VEG.has(group(v))
                ? 'peeled and cut into 1.5 cm cubes'
                : group(v) === 'aubergine' ||
                    group(v) === 'courgette' ||
                    group(v) === 'sweet-pepper'
                  ? 'cut into 1.5 cm pieces'
                  : v.spec.prep;
      vegName.set(v, c.use(v, vegFactor(v), note));
    }
    const nameOf = (list: readonly Item[]) => list.map((v) => vegName.get(v) ?? '');
    let leafyN = '';
    if (leafy) {
      const grams = withMain ? 200 : nVeg === 1 ? 500 : 300;
      const note = frozen(leafy) ? 'frozen' : leafy.spec.prep;
      leafyN = leafy.spec.unit === 'g' ? c.add(leafy.id, grams, 'g', note) : c.use(leafy, 1, note);
    }

    // the sauce: the visitor's tomatoes, fresh tomatoes cooked down, or a can bought for it
    const twoSauces = tomatoSauces.length > 1;
    const sauceN = tomatoSauces.map((t) =>
      t.id === 'canned_tomatoes'
        ? c.add(t.id, twoSauces ? 1 : 2, 'can')
        : t.id === 'passata'
          ? c.add(t.id, twoSauces ? 500 : 700, 'g')
          : c.add(t.id, 1, 'jar'),
    );
    const freshN = freshTomato.map((t) => c.use(t, tomatoSauces.length ? 1 : 2));
    const boughtTomatoes = !white && tomatoSauces.length === 0 && freshTomato.length === 0;
    if (boughtTomatoes) sauceN.push(c.need('canned_tomatoes', 2, 'can'));
    const condN = condiments.map((k) => c.use(k, group(k) === 'pesto' ? 0.75 : 1));
    const pasteN = condiments
      .filter((k) => group(k) === 'tomato-paste')
      .map((k) => condN[condiments.indexOf(k)] ?? '');
    const pestoN = condiments
      .filter((k) => group(k) === 'pesto')
      .map((k) => condN[condiments.indexOf(k)] ?? '');
    const worcsN = condiments
      .filter((k) => group(k) === 'worcestershire')
      .map((k) => condN[condiments.indexOf(k)] ?? '');
    const wineN = wine ? c.use(wine) : '';
    // water loosens the sauce so the dried sheets have liquid to cook in; lentils drink more
    const lentilWater = lentil && !cannedLentil ? (lentil.id === 'red_lentil' ? 500 : 600) : 0;
    const waterMl = white
      ? 0
      : 150 + (main ? 0 : lentilWater) + (main && lentil && !cannedLentil ? 250 : 0);
    const stockN = stock && waterMl > 0 ? c.add(stock.id, waterMl, 'ml') : '';
    const woodyN = woody.map((h) =>
      c.use(
        h,
        h.id === 'rosemary' ? 0.5 : 1,
        h.id === 'rosemary'
          ? 'leaves finely chopped'
          : h.id === 'thyme'
            ? 'leaves picked'
            : h.id === 'sage'
              ? 'chopped'
              : undefined,
      ),
    );
    const herbN = herb ? c.use(herb, 1, herb.id === 'basil' ? 'leaves torn' : 'chopped') : '';

    // the layers of cheese and the creamy top
    const ricottaN = ricotta ? c.add(ricotta.id, withMain ? 250 : 500, 'g') : '';
    let topN = '';
    let butterN = '';
    let flourN = '';
    let softN: string[] = [];
    if (top === 'jar' && jar) {
      topN = white ? c.add(jar.id, 900, 'g', '2 jars') : c.add(jar.id, 1, 'jar', 'about 450 g');
    } else if (top === 'bechamel') {
      const grams = white ? 70 : 50;
      butterN = butter ? c.add(butter.id, grams, 'g') : c.need('butter', grams, 'g');
      flourN = c.need('flour', grams, 'g');
      topN = milk ? c.add(milk.id, white ? 900 : 600, 'ml') : c.need('milk', 600, 'ml');
      // the visitor's crème fraîche or cream cheese enriches the sauce
      softN = soft.slice(0, 1).map((s) => c.use(s, 1));
    } else if (top === 'soft') {
      softN = soft.map((s) =>
        soft.length > 1
          ? c.use(s, 1)
          : c.add(s.id, s.id === 'mascarpone' ? 250 : 300, s.spec.unit === 'g' ? 'g' : 'ml'),
      );
    }
    const eggN = egg && (ricotta || top === 'soft') ? c.add(egg.id, 1, '') : '';
    const cheeseOnly = top === 'none' && !ricotta;
    const meltN = melting.map((m) => {
      const base = group(m) === 'mozzarella' ? 125 : 150;
      const qty = (cheeseOnly ? base * 1.6 : base) * (melting.length > 1 ? 0.75 : 1);
      return c.add(
        m.id,
        Math.round(qty / 25) * 25,
        m.spec.unit === 'g' ? 'g' : m.spec.unit,
        m.spec.prep,
      );
    });
    const hardN = hard ? c.use(hard, melting.length ? 1 : 1.5) : '';
    const nutmegN = nutmeg && (top === 'bechamel' || ricotta) ? c.add(nutmeg.id, 1, 'pinch') : '';
    const crisp = flavour !== undefined && flavour.id !== 'ham';
    const browned = main !== undefined && !COOKED.has(main.id);
    // the oil only when something is fried: leftovers and a jar of sauce need no pan
    const fried =
      crisp ||
      softened.length + quick.length + spices.length + slowVeg.length + panVeg.length > 0 ||
      browned ||
      (white && leafy !== undefined);
    const oil = fried ? c.oil('olive_oil', 2) : '';
    const { salt, pepper } = c.seasoning();

    // ---- the timeline, known before the steps so the header's cook time agrees with them -----
    const crispMin = crisp ? (flavour?.id === 'chorizo' ? 3 : 5) : 0;
    const softMin = softened.length
      ? softened.some((a) => a.id === 'carrot' || a.id === 'celery' || a.id === 'leek')
        ? 10
        : 8
      : 0;
    const quickMin = quick.length || spices.length ? 1 : 0;
    const mainMin = !browned
      ? 0
      : isVeggieMince(main?.id)
        ? 5
        : poultryPieces
          ? white
            ? 8
            : 5
          : 10;
    const slowMin = slowVeg.length ? (panVeg.length ? 8 : 12) : 0;
    const panMin = panVeg.length ? (panVeg.some((v) => group(v) === 'aubergine') ? 10 : 8) : 0;
    const pasteMin = pasteN.length ? 1 : 0;
    const wineMin = wine ? 2 : 0;
    const leafyPanMin = white && leafy && !spinachInRicotta ? 3 : 0;
    const simmerMin = white
      ? 0
      : Math.max(
          15,
          main && !COOKED.has(main.id) && !isVeggieMince(main.id) && !poultryPieces ? 30 : 0,
          poultryPieces ? 20 : 0,
          lentil && !cannedLentil ? (lentil.id === 'red_lentil' ? 20 : 30) : 0,
          freshTomato.length && !tomatoSauces.length ? 20 : 0,
        );
    const panTotal =
      crispMin + softMin + quickMin + mainMin + slowMin + panMin + pasteMin + wineMin + leafyPanMin;
    // in a white lasagne the béchamel is made while the filling cooks, and takes about 10 minutes
    const whiteMin = white && top === 'bechamel' ? Math.max(panTotal, 10) : panTotal;
    const bakeMin = fresh ? 30 : 40;
    const restMin = 10;
    const cook = (white ? whiteMin : panTotal + simmerMin) + bakeMin + restMin;

    // ---- the method ---------------------------------------------------------------------------
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      let started = false;
      /** Starts the pan the first time something goes in it. */
      const inPan = (heat: string, text: string) => {
        if (started) return text;
        started = true;
        return `Heat the ${oil} in a large, deep frying pan or shallow casserole over a ${heat} heat. ${text}`;
      };
      const topName =
        top === 'jar'
          ? topN
          : top === 'bechamel'
            ? 'béchamel'
            : top === 'soft'
              ? `${softN.length === 1 ? (softN[0] ?? '') : 'cream'} mixture`
              : '';
      // parmesan goes half into the creamy layer, half on top
      const hardInner = hard !== undefined && (top === 'bechamel' || top === 'soft' || !!ricotta);
      // what the ricotta is mixed with; with nothing to mix in, it is spooned on as it is
      const ricottaWith = [
        ...(spinachInRicotta ? [`the ${leafyN}`] : []),
        ...(eggN ? [`the ${eggN}`] : []),
        ...pestoN.map((n) => `the ${n}`),
        ...(hardInner && top === 'none' ? [`half the ${hardN}`] : []),
        ...(nutmegN && top !== 'bechamel' ? [`the ${nutmegN}`] : []),
      ];
      const ricottaMix = ricottaWith.length ? `${ricottaN} mixture` : ricottaN;
      // garlic, chilli and spices get a minute once something soft is in the pan, never alone
      const quickLine = quickMin
        ? `Stir in the ${names([...quickN, ...spiceN])} for 1 minute.`
        : '';
      let quickSaid = false;
      const sayQuick = (into: string[]) => {
        if (!quickLine || quickSaid || !started) return;
        into.push(quickLine);
        quickSaid = true;
      };

      // 1. the base of the sauce: crisp the cured meat, soften the onion, brown the meat
      const base: string[] = [];
      if (crisp && flavour) {
        base.push(
          inPan(
            'medium',
            `Fry the ${flavourN} for ${crispMin} minutes, ${safetyClause(flavour.id)}.`,
          ),
        );
      }
      if (softened.length) {
        base.push(
          inPan(
            'medium',
            `Add the ${names(softenedN)} and cook for ${softMin} minutes, stirring now and then, until soft.`,
          ),
        );
      }
      sayQuick(base);
      if (base.length) steps.push(base.join(' '));

      const meat: string[] = [];
      if (main && browned) {
        const turnUp = started ? 'Turn up the heat, add' : 'Add';
        if (isVeggieMince(main.id)) {
          meat.push(
            inPan(
              'medium-high',
              `Add the ${mainN}${frozen(main) ? ' straight from the freezer' : ''} and cook for 5 minutes, stirring, until lightly browned.`,
            ),
          );
        } else if (sausages) {
          const clause =
            main.spec.safety === 'poultry' ? safetyClause('minced_chicken') : safetyClause(main.id);
          meat.push(
            inPan(
              'medium-high',
              `${started ? 'Turn up the heat and squeeze' : 'Squeeze'} the ${mainN} out of their skins into the pan. Cook for 8–10 minutes, breaking the meat up with a wooden spoon, ${clause}.`,
            ),
          );
        } else if (poultryPieces) {
          meat.push(
            inPan(
              'medium-high',
              white
                ? `${turnUp} the ${mainN} and cook for 6–8 minutes, turning, ${safetyClause(main.id)}.`
                : `${turnUp} the ${mainN} and cook for 5 minutes, turning, until lightly browned all over.`,
            ),
          );
        } else {
          meat.push(
            inPan(
              'medium-high',
              `${turnUp} the ${mainN} and cook for 8–10 minutes, breaking it up with a wooden spoon, ${safetyClause(main.id)}.`,
            ),
          );
        }
        sayQuick(meat);
      }
      if (meat.length) steps.push(meat.join(' '));

      // 2. the vegetables, by how long they take
      const cooked: string[] = [];
      // a white filling is not simmered: its herbs cook with the vegetables
      const herbsWithVeg = white && slowVeg.length + panVeg.length > 0 ? woodyN : [];
      if (slowVeg.length) {
        cooked.push(
          inPan(
            'medium',
            panVeg.length
              ? `Add the ${names([...nameOf(slowVeg), ...herbsWithVeg])} with 4 tbsp water, cover and cook for ${slowMin} minutes.`
              : `Add the ${names([...nameOf(slowVeg), ...herbsWithVeg])} with 4 tbsp water, cover and cook for ${slowMin} minutes, stirring once or twice, until just tender.`,
          ),
        );
      }
      if (panVeg.length) {
        const mush = panVeg.every((v) => group(v) === 'mushroom');
        const aub = panVeg.some((v) => group(v) === 'aubergine');
        const done = mush
          ? 'until golden and their liquid has cooked off'
          : aub
            ? 'until soft and golden, adding a splash more oil if the pan looks dry'
            : 'until softened and lightly coloured';
        cooked.push(
          slowVeg.length
            ? `Uncover, add the ${names(nameOf(panVeg))} and cook for ${panMin} minutes more, stirring now and then, until everything is tender.`
            : inPan(
                'medium-high',
                `Add the ${names([...nameOf(panVeg), ...herbsWithVeg])} and cook for ${panMin} minutes, stirring now and then, ${done}.`,
              ),
        );
      }
      sayQuick(cooked);
      if (white && leafy && !spinachInRicotta) {
        cooked.push(
          inPan(
            'medium',
            frozen(leafy)
              ? `Add the ${leafyN} straight from frozen and cook for 3 minutes, stirring, until thawed and any water has cooked off.`
              : `Add the ${leafyN} a handful at a time and cook for 3 minutes, stirring, until wilted.`,
          ),
        );
      }
      if (quickLine && !quickSaid) {
        // nothing soft to go first: the garlic starts the pan for the sauce
        cooked.push(inPan('medium', quickLine));
        quickSaid = true;
      }
      if (cooked.length) steps.push(cooked.join(' '));

      // 3. the sauce
      const stirIns = [
        ...(main && COOKED.has(main.id) ? [mainN] : []),
        ...(flavour && !crisp ? [flavourN] : []),
        ...nameOf(stirVeg),
        ...(ricotta ? [] : pestoN),
      ];
      const wet: string[] = [];
      if (pasteN.length) wet.push(`Stir in the ${names(pasteN)} for 1 minute.`);
      if (wineN)
        wet.push(
          `Pour in the ${wineN} and let it bubble for 2 minutes${white ? ' until almost gone' : ''}.`,
        );
      if (!white) {
        const adds = [
          ...sauceN.map((n) => `the ${n}`),
          ...freshN.map((n) => `the ${n}`),
          ...(lentilN && !cannedLentil ? [`the ${lentilN}`] : []),
          stockN ? `the ${stockN}` : `${waterMl} ml water`,
          ...worcsN.map((n) => `the ${n}`),
          ...woodyN.map((n) => `the ${n}`),
        ];
        wet.unshift(`Heat the oven to ${OVEN}.`);
        wet.push(
          started
            ? `Add ${joinList(adds)}, and season with ${salt} and ${pepper}.`
            : `Put ${joinList(adds)} in a large saucepan and season with ${salt} and ${pepper}.`,
        );
        const until =
          poultryPieces && main
            ? safeUntil([mainN], [main.id])
            : lentil && !cannedLentil
              ? `until the ${lentilN} are soft and the sauce is thick`
              : 'until thick and rich';
        const loosen =
          lentil && !cannedLentil ? ' Add a splash of water if it gets too thick.' : '';
        const late = cannedLentil ? ` Stir in the ${lentilN} for the last 10 minutes.` : '';
        wet.push(
          `Bring to the boil, then lower the heat and simmer for ${simmerMin} minutes, stirring now and then, ${until}.${loosen}${late}`,
        );
        if (leafy && !spinachInRicotta) {
          wet.push(
            frozen(leafy)
              ? `Stir the ${leafyN} into the sauce straight from frozen for the last 5 minutes, letting it thaw and wilt.`
              : `Stir in the ${leafyN} a handful at a time for the last 5 minutes, until wilted.`,
          );
        }
        if (stirIns.length) {
          const raw = stirVeg.length ? ' (they finish cooking in the oven)' : '';
          wet.push(`Take off the heat and stir in the ${names(stirIns)}${raw}.`);
        }
      }
      if (wet.length) steps.push(wet.join(' '));

      // 4. the creamy layers, made while the sauce simmers
      const meanwhile: string[] = [];
      if (ricotta && ricottaWith.length) {
        if (spinachInRicotta && leafy) {
          meanwhile.push(
            frozen(leafy)
              ? `Meanwhile, defrost the ${leafyN} in the microwave for 4–5 minutes, then squeeze out as much water as you can.`
              : `Meanwhile, put the ${leafyN} in a colander and pour over a kettle of boiling water to wilt it. When cool enough to handle, squeeze out as much water as you can and chop roughly.`,
          );
        }
        const mix = [...ricottaWith, 'a little salt and pepper'];
        meanwhile.push(
          `${meanwhile.length ? 'Mix' : 'Meanwhile, mix'} the ${ricottaN} with ${joinList(mix)}.`,
        );
        steps.push(meanwhile.join(' '));
        meanwhile.length = 0;
      }
      const first = steps.length > 0 && !steps.some((t) => t.startsWith('Meanwhile'));
      if (top === 'bechamel') {
        const extra = [
          ...softN.map((n) => `the ${n}`),
          ...(hardInner ? [`half the ${hardN}`] : []),
          ...(nutmegN ? [`the ${nutmegN}`] : []),
        ];
        meanwhile.push(
          `${first && (started || !white) ? 'Meanwhile, for' : 'For'} the béchamel, melt the ${butterN} in a saucepan over a medium heat, stir in the ${flourN} and cook for 1 minute, then whisk in the ${topN} a little at a time. Simmer for 5 minutes, whisking, until smooth and thick enough to coat the back of a spoon. Take off the heat${extra.length ? `, stir in ${joinList(extra)}` : ''} and season with salt and pepper.`,
        );
      } else if (top === 'soft') {
        const firm = soft.some((s) => group(s) === 'cream-cheese');
        const extra = [
          ...softN.slice(1).map((n) => `the ${n}`),
          ...(firm ? ['100 ml water'] : []),
          ...(eggN && !ricotta ? [`the ${eggN}`] : []),
          ...(hardInner ? [`half the ${hardN}`] : []),
          'a pinch of salt and pepper',
        ];
        meanwhile.push(
          `${first ? 'Meanwhile, beat' : 'Beat'} the ${softN[0] ?? ''} with ${joinList(extra)} until smooth${firm ? ' and spreadable' : ''}.`,
        );
      }
      if (meanwhile.length) steps.push(meanwhile.join(' '));

      // a white lasagne's filling is bound with a third of the sauce
      if (white) {
        const into = [...stirIns, ...(herbsWithVeg.length ? [] : woodyN)];
        const what = into.length ? `the ${names(into)} and ` : '';
        steps.push(
          started
            ? `Take the pan off the heat and stir in ${what}a third of the ${topName}. Season with ${salt} and ${pepper}.`
            : `In a bowl, mix the ${names(into)} with a third of the ${topName}, and season with ${salt} and ${pepper}.`,
        );
      }

      // 5. the layers
      const sauceName = white
        ? 'filling'
        : main && browned && !poultryPieces && !isVeggieMince(main.id)
          ? 'meat sauce'
          : lentil && !main
            ? 'lentil sauce'
            : 'sauce';
      const layer: string[] = [
        white
          ? 'spread over a third of the filling'
          : `spread over ${top !== 'none' ? 'a third' : 'a quarter'} of the remaining ${sauceName}`,
      ];
      if (ricotta) layer.push(`dot with a third of the ${ricottaMix}`);
      if (top !== 'none' && !white) layer.push(`spoon over a quarter of the ${topName}`);
      if (meltN.length) layer.push(`scatter with a little of the ${names(meltN)}`);
      const finish = top !== 'none' ? `the rest of the ${topName}` : `the last of the ${sauceName}`;
      steps.push(
        `${white ? `Spoon a little of the ${topName}` : `Spoon a thin layer of the ${sauceName}`} over the base of a 20 × 30 cm baking dish and cover with a layer of ${sheetN}, snapping them to fit. ${capitalFirst(joinList(layer))}, then cover with more sheets. Repeat twice more, so there are four layers of pasta, and finish with ${finish}.`,
      );

      // 6. bake and rest
      const onTop = [
        ...(meltN.length ? [`the rest of the ${names(meltN)}`] : []),
        ...(hard ? [hardInner ? `the rest of the ${hardN}` : `the ${hardN}`] : []),
      ];
      const reheated = main && COOKED.has(main.id) ? main : flavour && !crisp ? flavour : undefined;
      const reheatedN = reheated === main ? mainN : flavourN;
      const done = reheated
        ? `${safeUntil([reheatedN], [reheated.id])} and the top is golden and bubbling`
        : 'until bubbling at the edges and golden on top, and a knife slides easily through the pasta';
      steps.push(
        `${onTop.length ? `Scatter over ${joinList(onTop)} and bake` : 'Bake'} for ${bakeMin} minutes, ${done}.`,
      );
      steps.push(
        `Leave to rest for ${restMin} minutes before cutting, so the layers hold together${herbN ? `, then scatter over the ${herbN}` : ''}.`,
      );
      // a white lasagne has no simmer to heat the oven during: it goes on first
      if (white) steps[0] = `Heat the oven to ${OVEN}. ${steps[0] ?? ''}`;
      return steps;
    };

    // ---- title and blurb ----------------------------------------------------------------------
    const parts: string[] = [];
    if (main) parts.push(mainTitle(main));
    else if (flavour) parts.push(titleName(flavour.id));
    // "Lentil" for the visitor's "lentils": the lexicon's green is only a guess at which
    if (lentil)
      parts.push(
        main || !/\b(red|green|brown|puy)\b/i.test(lentil.v.text) ? 'Lentil' : titleName(lentil.id),
      );
    const vegTitles = [...slowVeg, ...panVeg, ...stirVeg, ...leaves].map((v) =>
      v.id === 'bell_pepper' ? 'Pepper' : titleName(v.id),
    );
    for (const t of vegTitles) if (parts.length < 2) parts.push(t);
    const vegetarian = !main && !flavour;
    if (ricotta && (parts.length === 0 || (vegetarian && spinachInRicotta && parts.length <= 2)))
      parts.push(titleName(ricotta.id));
    if (parts.length === 0 && melting[0]) parts.push(titleName(melting[0].id));
    const title = parts.length ? `${joinList(parts)} Lasagne` : 'Lasagne';

    // the blurb says what is in the sauce, what it is layered with, and what is on top
    const inSauce = [
      ...(main ? [mainN] : []),
      ...(lentil ? [lentilN] : []),
      ...nameOf([...slowVeg, ...panVeg, ...stirVeg]),
      ...(leafy && !spinachInRicotta ? [leafyN] : []),
      ...(flavour ? [flavourN] : []),
    ].slice(0, 2);
    const creamy =
      top === 'jar'
        ? topN
        : top === 'bechamel'
          ? 'a quick béchamel'
          : top === 'soft'
            ? names(softN)
            : '';
    const ricottaLayer = ricotta
      ? spinachInRicotta
        ? `a ${leafyN} and ${ricottaN} filling`
        : ricottaN
      : '';
    const cheeses = [...meltN, ...(hardN ? [hardN] : [])];
    const crust = cheeses.length ? ` under ${names(cheeses)}` : '';
    const sauceWord = sauceN[0] ?? freshN[0] ?? '';
    let blurb: string;
    if (white) {
      const layered = ricottaLayer
        ? `layered with pasta and ${ricottaLayer}`
        : 'layered with pasta';
      blurb = `${capitalFirst(names(inSauce) || 'pasta')} bound with ${creamy}, ${layered} and baked until golden${crust}.`;
    } else {
      const layers = [ricottaLayer, creamy].filter(Boolean);
      blurb = inSauce.length
        ? `${capitalFirst(names(inSauce))} simmered in ${sauceWord}, layered with pasta${layers.length ? ` and ${names(layers)}` : ''} and baked until bubbling${crust}.`
        : `Pasta layered with ${sauceWord}${layers.length ? ` and ${names(layers)}` : ''}, baked until bubbling${crust}.`;
    }
    const blurbs = [blurb];

    const prep = 15 + (softened.length + veg.length > 3 ? 5 : 0) + (ricotta ? 5 : 0) + 10;
    return c.result({
      fit: 0.95 - 0.08 * c.extras.length,
      writeSteps,
      title,
      blurbs,
      // 12 sheets and 500 g of mince feed six; four sausages feed four
      serves: fewSausages ? 4 : 6,
      prep,
      cook,
    });
  },
};
