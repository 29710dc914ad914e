import { INGREDIENTS } from '../data/ingredients';
import { joinList, safetyClause, titleName } from '../util';
import { type Item } from './kinds';
import { Composer, type Template } from './composer';
import {
  names,
  titleList,
  vegFactor,
  panCook,
  vegNeedsCutting,
  readyProtein,
  afterCook,
  sentence,
  capitalFirst,
  cookGrain,
  isBaseGrain,
  isCooked,
  isCookedInHerb,
  roastCut,
  holdsShape,
  isSilken,
  needsSoaking,
  readyPulse,
} from './methods';

/** The rice a bowl is built on when the list has no grain of its own. */
const PLAIN_RICE: Item = {
  v: { index: -1, text: 'rice', id: 'rice', spec: INGREDIENTS.rice, nonFood: null },
  id: 'rice',
  spec: INGREDIENTS.rice,
  kind: 'rice',
};

export const grainBowl: Template = {
  key: 'bowl',
  method: 'bowl',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    // a bowl sits on rice, a grain or noodles: never on polenta, cornflakes, poha or grits
    const grains = c.take(['rice', 'grain', 'noodles'], 1, isBaseGrain);
    const proteins = c.take(
      ['meat', 'cured', 'fish', 'tofu', 'grill-cheese', 'legume'],
      2,
      (i) =>
        !['whole-bird', 'poultry-bone', 'braising', 'pork-slow', 'baked-beans'].includes(
          i.spec.group ?? '',
        ) &&
        holdsShape(i) &&
        !needsSoaking(i) &&
        !isSilken(i),
    );
    // whole eggs, boiled: a carton of whites or a few yolks cannot be
    const eggs = c.take(['egg'], 1, (i) => i.id !== 'egg_white' && i.id !== 'egg_yolk');
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
    const herbs = c.take(['herb'], 2, (i) => !isCookedInHerb(i));
    const nuts = c.take(
      ['nut'],
      2,
      (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'nut-butter',
    );
    const spices = c.take(['spice'], 2);
    const citrus = c.take(['citrus'], 1);
    const sesame = c.take(['butter'], 1, (i) => i.id === 'sesame_oil');

    const grainName = grains[0] ? c.use(grains[0], 0.8) : c.need('rice', 250, 'g');
    const pN = c.useProteins(proteins);
    const eN = c.useAll(eggs, 1);
    const vf = vegFactor(veg.length);
    // roasted or fried; peas and beans boiled; sturdy greens wilted; the rest raw: sliced, or, for
    // leaves, kernels and sprouts, added as they are
    const isPea = (v: Item) => v.spec.group === 'pea' || v.spec.group === 'green-bean';
    const isCob = (v: Item) => v.id === 'sweetcorn_cob';
    const wiltV = veg.filter((v) => v.kind === 'leafy' && !v.spec.raw);
    const boilV = veg.filter((v) => v.kind === 'veg' && !v.spec.raw && isPea(v));
    const cobV = veg.filter(isCob);
    const cookV = veg.filter((v) => v.kind === 'veg' && !v.spec.raw && !isPea(v) && !isCob(v));
    // roots and squash take half an hour in the oven; the rest a few minutes in a hot pan
    const roastV = cookV.filter((v) => v.spec.cook === 'long');
    const fryV = cookV.filter((v) => v.spec.cook !== 'long');
    const rawV = veg.filter(
      (v) => !cookV.includes(v) && !wiltV.includes(v) && !boilV.includes(v) && !isCob(v),
    );
    const asIsV = rawV.filter((v) => !vegNeedsCutting(v));
    const avoV = rawV.filter((v) => v.kind === 'avocado');
    const sliceV = rawV.filter((v) => vegNeedsCutting(v) && v.kind !== 'avocado');
    const roastN = roastV.map((v) => c.use(v, vf, roastCut(v)));
    const fryN = c.useAll(fryV, vf);
    const cookN = [...roastN, ...fryN];
    const boilN = c.useAll(boilV, vf);
    const cobN = c.useAll(cobV, vf);
    const wiltN = c.useAll(wiltV, vf);
    // cut in the list, as a cookbook does, so no step has to cut them again
    // cherry tomatoes are halved, not sliced thin
    const sliceN = sliceV.map((v) =>
      c.use(v, vf, v.id === 'cherry_tomato' ? 'halved' : 'thinly sliced'),
    );
    const avoN = avoV.map((v) => c.use(v, vf, 'halved, stoned and sliced'));
    const asIsN = c.useAll(asIsV, vf);
    // garlic and ginger go raw into the dressing: a clove, half a spoonful, not a stir-fry's worth
    const aN = aromatics.map((a) =>
      c.use(a, a.spec.raw ? 1 : a.id === 'garlic' ? 1 / 3 : a.id === 'ginger' ? 0.5 : 1),
    );
    // olives, pickles and kimchi are scattered on the bowl, never whisked into the dressing
    const onBowl = (i: Item) => ['olive', 'pickle', 'kimchi'].includes(i.spec.group ?? '');
    const sauceN = c.useAll(
      sauces.filter((i) => !onBowl(i)),
      0.6,
    );
    const toppedN = c.useAll(sauces.filter(onBowl), 0.6);
    const syrupN = c.useAll(syrup, 0.5);
    const cheeseN = c.useAll(cheese, 0.8);
    const herbN = c.useAll(herbs);
    const nutN = c.useAll(nuts);
    const spiceN = c.useAll(spices, 0.5);
    const citrusN = c.useAll(citrus);
    const sesameN = c.useAll(sesame, 0.5);
    // a soy, fish-sauce or sesame dressing wants a neutral oil, not olive oil
    const asianDressing =
      sesame.length > 0 ||
      sauces.some((i) => i.kind === 'asian-sauce' || i.spec.group === 'kimchi');
    const oil = c.oil(asianDressing ? 'vegetable_oil' : 'olive_oil', 3);
    const salt = c.need('salt', 1, 'taste');
    // a dressing needs something sharp or savoury besides oil: a lemon if the list has nothing
    const sharp = sauceN.length + citrus.length === 0 ? [c.need('lemon', 1, '')] : [];
    const pepper = c.need('black_pepper', 1, 'taste');
    const cooksInPan = (p: Item) =>
      p.kind === 'meat' ||
      p.kind === 'fish' ||
      p.kind === 'tofu' ||
      p.kind === 'grill-cheese' ||
      p.spec.safety === 'cured';

    /** "Meanwhile, cook the ..." */
    const meanwhile = (step: string) =>
      `Meanwhile, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      if (roastN.length)
        steps.push(
          `Heat the oven to 220 °C / 200 °C fan / 425 °F. Toss the ${names(roastN)} with 1 tbsp ${oil} and a pinch of ${salt}, spread on a tray and roast for 25–30 minutes until tender and golden at the edges.`,
        );
      const raw = cookGrain(grains[0] ?? PLAIN_RICE, grainName);
      // peas and beans cook in the grain's own pan for its last 3 minutes: one pan less to wash
      const boiled = /in a large pan of boiling [^.]*until tender, then /.test(raw);
      const withPeas =
        boilN.length && boiled
          ? raw.replace(
              / until tender, then /,
              `, adding the ${names(boilN)} for the last 3 minutes, until tender, then `,
            )
          : raw;
      const cookIt = /\bsalt/.test(withPeas)
        ? withPeas
        : `${withPeas} Season with a pinch of ${salt}.`;
      // the grain cooks while the rest is made, so nothing waits cold; with a tray in the oven,
      // the grain goes on while it roasts
      const fresh = !/^(Reheat|Loosen|Break up)/.test(raw);
      // couscous and soaked noodles take 5 minutes off the heat: made last, while the pan works
      const soakLast = fresh && !boiled && !roastN.length;
      if (!soakLast) steps.push(roastN.length && fresh ? meanwhile(cookIt) : cookIt);
      const grainStep = steps.length;
      // the vegetables first, then the protein, so it comes to the bowl hot from the pan
      if (fryN.length)
        steps.push(
          `Pan-fry the ${names(fryN)} in 1 tbsp ${oil} with a pinch of salt for 8–10 minutes until tender and charred at the edges.`,
        );
      if (cobN.length)
        steps.push(
          `Boil the ${names(cobN)} for 5 minutes, then stand each on its end and cut the kernels off with a sharp knife.`,
        );
      if (boilN.length && !boiled)
        steps.push(`Cook the ${names(boilN)} in boiling water for 3 minutes, then drain.`);
      const egg = eggs[0];
      if (eN.length && egg)
        steps.push(
          isCooked(egg)
            ? `Peel and halve the ${names(eN)}.`
            : `Boil the ${names(eN)} for 7 minutes, ${safetyClause('egg')} with a soft yolk, then cool in cold water, peel and halve.`,
        );
      // soaked while the pan heats for the protein, which comes off last and hot
      if (soakLast) steps.push(steps.length ? meanwhile(cookIt) : cookIt);
      const seasoned = proteins.find(cooksInPan);
      proteins.forEach((p, i) => {
        const n = pN[i];
        if (!n) return;
        if (p.kind === 'legume')
          steps.push(
            p.spec.unit === 'g'
              ? `${readyPulse(p, n)} Toss with 1 tbsp ${oil}${spiceN.length ? ` and the ${names(spiceN)}` : ''} while warm.`
              : `Drain and rinse the ${n}, then warm them in 1 tbsp ${oil}${spiceN.length ? ` with the ${names(spiceN)}` : ''} for 3–4 minutes until lightly crisp.`,
          );
        else if (cooksInPan(p)) {
          const cooked = panCook(n, p, oil);
          // the safety line already rests a whole cut: it is not rested twice
          const after = /rest for 3 minutes/.test(cooked)
            ? afterCook(p).replace(/^rest for 3 minutes, then /, 'once rested, ')
            : afterCook(p);
          steps.push(
            `${spiceN.length && p === seasoned ? `Season the ${n} with the ${names(spiceN)}. ` : ''}${cooked}${sentence(after)}`,
          );
        } else steps.push(readyProtein(n, p));
      });
      if (spiceN.length && !proteins.some((p) => p.kind === 'legume') && !seasoned) {
        steps.push(
          `Toast the ${names(spiceN)} in a dry pan for 30 seconds and stir into the grain.`,
        );
      }
      if (wiltN.length)
        steps.push(
          `Wilt the ${names(wiltN)} in ${fryN.length || proteins.some(cooksInPan) ? 'the hot pan' : 'a frying pan'} with a splash of water for 2–3 minutes; season with ${pepper}.`,
        );
      const next = steps[grainStep];
      // "meanwhile" only for work at the stove, not for draining a tin
      if (
        !roastN.length &&
        boiled &&
        next &&
        /\b(fry|cook|boil|simmer|wilt|warm|toast)\b/i.test(next) &&
        !/^Meanwhile/.test(next)
      )
        steps[grainStep] = meanwhile(next);
      const rawAromatics = aN.filter((_, i) => aromatics[i]?.spec.raw);
      const cut: string[] = [];
      if (avoN.length) cut.push(`halve, stone and slice the ${names(avoN)}`);
      if (cut.length) steps.push(`${capitalFirst(joinList(cut))}.`);
      const dressingBits = [
        ...sauceN,
        ...syrupN,
        ...[...citrusN, ...sharp].map((n) => `juice of the ${n}`),
        ...sesameN,
        ...aN.filter((_, i) => !aromatics[i]?.spec.raw),
      ];
      // "the rest of the oil" only once a step has taken some of it
      const oilUsed =
        roastN.length > 0 ||
        fryN.length > 0 ||
        proteins.some((p) => p.kind === 'legume' || cooksInPan(p));
      steps.push(
        `For the dressing, whisk the ${names(dressingBits)} with ${joinList([`${oilUsed ? 'the rest of ' : ''}the ${oil}`, '1–2 tbsp water', ...(wiltN.length ? [] : [`a pinch of ${pepper}`])])}.`,
      );
      const top = [...rawAromatics, ...toppedN, ...cheeseN, ...herbN, ...nutN];
      const onTop: string[] = [];
      // named, not "the vegetables": the ones cut in the list appear in no other step
      onTop.push(
        ...cookN,
        ...(cobN.length ? ['corn kernels'] : []),
        ...wiltN,
        ...boilN,
        ...sliceN,
        ...avoN,
      );
      onTop.push(...asIsN, ...pN, ...eN);
      steps.push(
        `Divide the ${grainName} between four bowls and arrange the ${joinList(onTop)} on top. ${top.length ? `Drizzle with the dressing and finish with the ${names(top)}.` : 'Drizzle with the dressing.'}`,
      );
      return steps;
    };
    const grain = grains[0];
    // "Tofu Noodle Bowl", not "Tofu Egg Noodles Bowl"
    const grainTitle = !grain ? 'Rice' : grain.kind === 'noodles' ? 'Noodle' : titleName(grain.id);
    // "Tofu and Ham Rice Bowl with Asparagus and Carrots", or "Couscous Bowl with ..." without one
    const lead = [...proteins, ...eggs].map((i) => i.id);
    const withIds = [
      ...veg.filter((v) => v.kind === 'veg'),
      ...veg.filter((v) => v.kind !== 'veg'),
    ];
    const title = `${lead.length ? `${titleList(lead, 2).replace(/\bCanned /g, '')} ` : ''}${grainTitle} Bowl with ${c.titleList(
      withIds.map((i) => i.id),
      2,
    )}`;
    // the blurb names what is in the bowl and what dresses it
    const bowlOf = joinList(
      [...pN, ...eN, ...cookN, ...cobN, ...boilN, ...wiltN, ...sliceN, ...avoN, ...asIsN].slice(
        0,
        3,
      ),
    );
    const dressingWord = sauceN[0] ?? (citrusN[0] ? 'citrus' : 'lemon');
    let fit = 0.48;
    if (grains.length) fit += 0.17;
    if (proteins.length || eggs.length) fit += 0.07;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `Warm ${grainName} topped with ${bowlOf}, and a ${dressingWord} dressing spooned over.`,
        `A bowl of ${grainName} with ${bowlOf}, finished with a ${dressingWord} dressing.`,
      ],
      serves: 4,
      prep: 20,
      cook: roastV.length
        ? 35
        : grains[0]?.id === 'brown_rice' || grains[0]?.id === 'wild_rice'
          ? 45
          : 20,
    });
  },
};
