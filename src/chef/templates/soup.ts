import { inGroups } from '../data/groups';
import { joinList, safeUntil, safetyClause } from '../util';
import { Composer, type Template } from './composer';
import {
  names,
  titleList,
  byCook,
  vegFactor,
  capitalFirst,
  isCooked,
  isCookedInHerb,
  isDriedPulse,
  proteinShares,
  pulseMinutes,
  BULBS,
} from './methods';

/** Grains that need as long as the soup itself. */
const SLOW_GRAINS = new Set([
  'pearl_barley',
  'brown_rice',
  'wild_rice',
  'farro',
  'buckwheat_groats',
]);

export const soup: Template = {
  key: 'soup',
  method: 'soup',
  taste: 'savoury',
  course: 'soup',
  build: (ctx) => {
    const c = new Composer(ctx);
    const veg = c.take(
      ['veg', 'leafy'],
      9,
      // a cucumber is not simmered into a soup, nor a sheet of nori
      (i) =>
        (i.spec.group !== 'salad-leaf' || i.id === 'watercress') &&
        i.spec.group !== 'cucumber' &&
        i.id !== 'nori',
    );
    const aromatics = c.take(['aromatic'], 5);
    const legumes = c.take(['legume'], 2, (i) => i.id !== 'baked_beans');
    const body = veg.length + legumes.length;
    if (body === 0) return null;
    const proteins = c.take(
      ['meat', 'cured', 'fish', 'tofu'],
      2,
      // nuggets and fish fingers are crumbed to be crisp: a pot of stock turns them to mush
      (i) =>
        ![
          'whole-bird',
          'steak',
          'lamb-cut',
          'pork-cut',
          'duck',
          'breaded-chicken',
          'breaded-fish',
        ].includes(i.spec.group ?? ''),
    );
    // one vegetable makes a soup of its own when there is an onion to build it on and no meat or
    // fish to carry: pea and mint, carrot, mushroom (not a salmon and chickpea soup)
    if (body === 1 && (aromatics.length === 0 || proteins.length > 0)) return null;
    const tomato = c.take(['tomato-sauce'], 1);
    const grain = c.take(
      ['pasta', 'rice', 'grain', 'noodles'],
      1,
      (i) => i.spec.group !== 'lasagne' && i.id !== 'polenta',
    );
    const stock = c.take(['stock', 'coconut-milk'], 2);
    const cream = c.take(['cream', 'milk'], 1);
    const cheese = c.take(
      ['cheese'],
      1,
      (i) => i.spec.group === 'hard-cheese' || i.spec.group === 'melting-cheese',
    );
    // thyme, bay and lemongrass simmer in the pot; soft herbs go on top
    const herbs = c.take(['herb', 'woody-herb'], 3);
    const simmered = herbs.filter((h) => h.kind === 'woody-herb' || isCookedInHerb(h));
    const topHerbs = herbs.filter((h) => !simmered.includes(h));
    const spices = c.take(['spice', 'sweet-spice'], 3, (i) => i.id !== 'vanilla');
    // a stock cube is crumbled into water; it is no liquid on its own
    const cubes = c.take(['condiment'], 1, (i) => i.spec.group === 'stock-cube');
    const pastes = c.take(['asian-sauce', 'condiment'], 2, (i) =>
      [
        'miso',
        'soy',
        'pesto',
        'curry-paste',
        'harissa',
        'tomato-paste',
        'fish-sauce',
        'worcestershire',
      ].includes(i.spec.group ?? ''),
    );
    const citrus = c.take(['citrus'], 1);
    const bread = c.take(['bread', 'wrap'], 1, (i) => i.id !== 'breadcrumbs');
    const butter = c.take(['butter'], 1, (i) => i.id === 'butter');
    const nuts = c.take(['nut'], 1, (i) => i.spec.group === 'seed');

    // raw meat and bacon are browned first; leftover roast meat only warms through at the end
    const meat = proteins.filter((p) => p.kind !== 'fish' && !isCooked(p));
    const warmed = proteins.filter((p) => p.kind !== 'fish' && isCooked(p));
    const fish = proteins.filter((p) => p.kind === 'fish');
    // fish fillets go in as chunks that cook in minutes; meat as its line says
    const shares = proteinShares(proteins, 0.8);
    const pN = proteins.map((p, i) =>
      c.use(
        p,
        shares[i] ?? 0.8,
        p.kind === 'fish' && p.spec.safety !== 'shellfish' && !p.spec.prep
          ? 'skinned and cut into large chunks'
          : // whole sausages are not ladled into a bowl: they go in as thick slices
            p.spec.unit === '' && /sausage$/.test(p.spec.name)
            ? 'cut into thick slices'
            : undefined,
      ),
    );
    // cooked potatoes and the like only warm through at the end, whatever they took raw
    const raw = veg.filter((v) => !isCooked(v));
    const longV = byCook(raw, 'long');
    const medV = raw.filter((v) => (v.spec.cook ?? 'medium') === 'medium');
    // with nothing to soften or brown, the pot starts with its liquid and needs no oil
    const fries =
      aromatics.length + meat.length + longV.length + medV.length + spices.length + pastes.length >
      0;
    const fat = butter.length ? (c.useAll(butter)[0] ?? '') : fries ? c.oil('olive_oil', 2) : '';
    const aN = c.useAll(aromatics);
    // a soup of one vegetable is mostly that vegetable: 750 g of peas, not a side's 225 g
    const vf = vegFactor(veg.length) * 1.1 * (body === 1 ? 3 : 1);
    const quickV = [...byCook(raw, 'quick'), ...veg.filter(isCooked)];
    const longN = c.useAll(longV, vf);
    const medN = c.useAll(medV, vf);
    const quickN = c.useAll(quickV, vf);
    const lN = c.useAll(legumes);
    const tN = c.useAll(tomato);
    const gN = c.useAll(grain, 0.3);
    // no stock of their own: a cube and boiling water, what any kitchen has, not a litre to buy;
    // a tin of coconut milk alone is not enough liquid for a soup for four
    const broth = stock.some((s) => s.kind === 'stock');
    const cubeN = broth
      ? []
      : cubes.length
        ? c.useAll(cubes)
        : [c.need('vegetable_stock_cube', 1, '')];
    const stockN = [
      ...(broth ? [] : [c.need('water', stock.length ? 800 : 1200, 'ml', 'boiling')]),
      ...c.useAll(stock),
    ];
    const creamN = c.useAll(cream, 0.8);
    const cheeseN = c.useAll(cheese, 0.6);
    const simmerN = c.useAll(simmered);
    const herbN = c.useAll(topHerbs);
    const spiceN = c.useAll(spices, 0.75);
    const pasteN = c.useAll(pastes, 0.5);
    const citrusN = c.useAll(citrus);
    const breadN = c.useAll(bread);
    const nutN = c.useAll(nuts);
    const { salt, pepper } = c.seasoning();

    const smooth = proteins.length === 0 && grain.length === 0;
    // pearl barley and brown rice go in with the stock; pasta, rice and noodles for their last minutes
    const g = grain[0];
    const dryGrain = g !== undefined && !isCooked(g);
    const grainMinutes = !g
      ? ''
      : g.spec.group === 'gnocchi'
        ? '2–3'
        : g.kind === 'pasta'
          ? '8–10'
          : g.kind === 'noodles'
            ? '4–5'
            : g.id === 'couscous' || g.id === 'bulgur'
              ? '5'
              : '12–15';
    const lentils = legumes.some((l) => isDriedPulse(l) && l.id !== 'red_lentil');
    const pulseTime = Math.max(0, ...legumes.filter(isDriedPulse).map(pulseMinutes));
    // drumsticks and legs on the bone need 35 minutes before the meat comes off the bone
    const onBone = meat.filter((p) => p.spec.group === 'poultry-bone');
    // peas, spinach or fish on their own need no long simmer: the stock only comes to the boil (a
    // pasta or rice alone sets its own time)
    const potNeedsTime =
      longV.length + medV.length + legumes.length + meat.length + tomato.length > 0;
    const baseSimmer = potNeedsTime
      ? Math.max(
          lentils || longV.length ? 25 : pulseTime ? 20 : 15,
          pulseTime,
          onBone.length ? 35 : 0,
        )
      : 0;
    // a grain that needs as long as the soup goes in with the stock; a quicker one for its last
    // minutes of the same simmer
    const grainUpper = Number(grainMinutes.split('–').pop() ?? 0);
    const slowGrain = dryGrain && (SLOW_GRAINS.has(g.id) || grainUpper >= baseSimmer);
    const simmerMinutes = slowGrain
      ? Math.max(baseSimmer, SLOW_GRAINS.has(g.id) ? 35 : grainUpper)
      : baseSimmer;
    const addingGrain = dryGrain && !slowGrain;
    // whole stalks and leaves that gave their scent are lifted out; chopped ones stay in
    const fishOut = simmered
      .filter((h) => ['bay', 'lemongrass', 'lime-leaf'].includes(h.spec.group ?? ''))
      .map((h) => simmerN[simmered.indexOf(h)] ?? '');
    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [];
      // the pot is heated in the first step that fries something, never in a step of its own
      const heat = `Heat the ${fat} in a large pot over medium heat`;
      let heated = false;
      const first = (then: string, alone: string) => {
        if (heated) return alone;
        heated = true;
        return `${heat} ${then}`;
      };
      // meat and bacon brown first, and the onions soften in their fat
      const meatN = meat.map((p) => pN[proteins.indexOf(p)] ?? '');
      if (meatN.length) {
        // Quorn and soya mince clump like meat mince (vegetarian sausages do not)
        const mince = meat.some(
          (p) =>
            p.spec.group === 'mince' ||
            (p.spec.group === 'veggie-mince' && !/sausage/.test(p.spec.name)),
        );
        steps.push(
          first(
            `and cook the ${names(meatN)} for 4–5 minutes, ${mince ? (meat.length > 1 ? 'stirring and breaking up the mince' : 'breaking it up') : 'stirring'}, until browned all over.`,
            '',
          ),
        );
      }
      // onions and leeks soften in 8 minutes; garlic, ginger and chilli alone would burn
      if (aN.length) {
        const bulbs = aromatics.some((a) => inGroups(BULBS, a.spec.group));
        steps.push(
          bulbs
            ? first(
                `and gently cook the chopped ${names(aN)} for 8 minutes until soft.`,
                `Add the chopped ${names(aN)} and cook gently for 8 minutes until soft.`,
              )
            : first(
                `and cook the chopped ${names(aN)} for 1 minute until fragrant.`,
                `Add the chopped ${names(aN)} and cook for 1 minute until fragrant.`,
              ),
        );
      }
      const firstVeg = [...longN, ...medN];
      const addVeg: string[] = [];
      if (firstVeg.length) addVeg.push(`add the ${names(firstVeg)}`);
      if (spiceN.length || pasteN.length)
        addVeg.push(`${firstVeg.length ? 'with' : 'stir in'} the ${names([...spiceN, ...pasteN])}`);
      if (addVeg.length) {
        const rest = `${addVeg.join(' ')} and ${firstVeg.length ? 'stir for 2 minutes' : 'cook for 1 minute'}.`;
        steps.push(first(`, ${rest}`, capitalFirst(rest)).replace(' , ', ', '));
      }
      if (fat && !heated) steps.push(`${heat}.`);
      const liquid: string[] = [
        !fat
          ? cubeN.length
            ? `Crumble the ${names(cubeN)} into a large pot and pour in the ${names(stockN)}`
            : `Pour the ${names(stockN)} into a large pot`
          : cubeN.length
            ? `Crumble in the ${names(cubeN)}, pour in the ${names(stockN)}`
            : `Pour in the ${names(stockN)}`,
      ];
      if (tN.length) liquid.push(`the ${names(tN)}`);
      // lentils from a bag are only rinsed; beans from a tin drained
      const driedL = legumes.filter(isDriedPulse).map((l) => lN[legumes.indexOf(l)] ?? '');
      const tinnedL = legumes
        .filter((l) => !isDriedPulse(l))
        .map((l) => lN[legumes.indexOf(l)] ?? '');
      if (driedL.length) liquid.push(`the rinsed ${names(driedL)}`);
      if (tinnedL.length) liquid.push(`the drained ${names(tinnedL)}`);
      if (slowGrain && gN.length) liquid.push(`the ${names(gN)}`);

      const meatSafe = meat.filter((p) => p.kind === 'meat');
      const safe = safeUntil(
        meatSafe.map((p) => pN[proteins.indexOf(p)] ?? ''),
        meatSafe.map((p) => p.id),
      );
      steps.push(
        // "pour in the water and coconut milk, then add the drained chickpeas": one "and" a list
        `${liquid.length > 1 && (stockN.length > 1 || !fat) ? `${liquid[0]}, then add ${joinList(liquid.slice(1))}` : joinList(liquid)}${simmerN.length ? `, add the ${names(simmerN)}` : ''}${simmerMinutes ? `, bring to the boil and simmer for ${simmerMinutes} minutes${addingGrain ? `, adding the ${names(gN)} for the last ${grainMinutes} minutes` : ''}, until everything is tender${safe ? ` and ${safe.replace(/^until /, '')}` : ''}` : ' and bring to the boil'}.${fishOut.length ? ` Fish out the ${names(fishOut)}.` : ''}${onBone.length ? ` Lift out the ${names(onBone.map((p) => pN[proteins.indexOf(p)] ?? ''))}, pull the meat from the bones in large shreds and return it to the pot.` : ''}`,
      );
      // what goes in once the soup is tender goes in together, as a cook works, never "for the
      // last minutes" of a simmer the step before has finished
      const g0 = grain[0];
      const cookedGrainN = g0 && isCooked(g0) ? gN : [];
      const warmedN = warmed.map((p) => pN[proteins.indexOf(p)] ?? '');
      const inNow = [...cookedGrainN, ...warmedN, ...quickN];
      // leftover meat, cooked rice and roast vegetables are reheated until piping hot
      const reheat = cookedGrainN.length + warmedN.length > 0 || veg.some(isCooked);
      const fishN = fish.map((p) => pN[proteins.indexOf(p)] ?? '');
      const fishSafe = safetyClause(fish[0]?.id ?? 'white_fish');
      if (fishN.length && inNow.length && reheat)
        steps.push(
          `Stir in the ${names(inNow)} and simmer for 4–5 minutes until piping hot, then slip in the ${names(fishN)} and simmer gently for 4–5 minutes more, ${fishSafe}.`,
        );
      else if (fishN.length)
        steps.push(
          `${inNow.length ? `Stir in the ${names(inNow)}, slip in` : 'Slip in'} the ${names(fishN)} and simmer gently for 4–5 minutes, ${fishSafe}.`,
        );
      else if (inNow.length)
        steps.push(
          `Stir in the ${names(inNow)} and simmer for ${reheat ? `4–5 minutes${simmerMinutes ? ' more' : ''}, until piping hot` : simmerMinutes ? '3 minutes more' : '4–5 minutes until tender'}.`,
        );
      steps.push(
        capitalFirst(
          `${smooth ? 'Blend until smooth (or leave it chunky if you prefer), then ' : ''}${creamN.length ? `stir in the ${names(creamN)} and ` : ''}season with ${salt} and ${pepper}${citrusN.length ? `, adding a squeeze of ${names(citrusN)}` : ''}.`,
        ),
      );
      const top = [...cheeseN, ...herbN, ...nutN];
      steps.push(
        `Ladle into bowls${top.length ? ` and top with the ${names(top)}` : ''}${breadN.length ? `; serve with the ${names(breadN)}${bread.some((b) => b.kind === 'wrap') ? ', warmed in a dry pan' : ''}` : ''}.`,
      );
      return steps;
    };
    // pea and mint, carrot and coriander: a one-vegetable soup is named with its herb
    const featured = [
      ...proteins,
      ...legumes,
      ...veg,
      ...(body === 1 && proteins.length === 0 ? topHerbs.slice(0, 1) : []),
    ].map((i) => i.id);
    // a title names the food, not how it was bought: "Split Pea", not "Dried Split Pea"; "Potato",
    // not "Floury Potato"
    const title = `${titleList(featured, 3).replace(/\b(Dried|Waxy|Floury|Baking) /g, '')} ${smooth && creamN.length ? 'Cream ' : ''}Soup`;
    // the blurb names what is in the pot
    const soupOf = joinList([...pN, ...lN, ...longN, ...medN, ...quickN].slice(0, 3));
    let fit = 0.45;
    if (veg.length >= 3) fit += 0.15;
    if (stock.length || legumes.length) fit += 0.1;
    // raw meat or fish with no stock or pulses is a supper a cook roasts, fries or braises: a soup of
    // sausages and peppers, or of mince and instant mash, is nobody's first idea
    else if (proteins.some((p) => !isCooked(p))) fit -= 0.15;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(soupOf)} simmered in one pot into a ${smooth ? 'smooth' : 'hearty'} soup${creamN.length ? ' finished with cream' : ''}.`,
        `A ${smooth ? 'smooth' : 'chunky'} one-pot soup of ${soupOf}${breadN[0] ? `, with ${breadN[0]} for dipping` : ''}.`,
      ],
      serves: 4,
      prep: 15,
      cook: simmerMinutes ? simmerMinutes + 10 : 20,
    });
  },
};
