import { joinList, safeUntil, titleName } from '../util';
import { type Item } from './kinds';
import { Composer, type Template } from './composer';
import {
  names,
  byCook,
  vegFactor,
  pronounFor,
  capitalFirst,
  cookGrain,
  cookedInNote,
  grainMinutes,
  isBaseGrain,
  isCookedInHerb,
  roastCut,
  lowerFirst,
  isSilken,
  proteinShares,
} from './methods';

export const sheetPan: Template = {
  key: 'sheet-pan',
  method: 'oven',
  taste: 'savoury',
  course: 'main',
  build: (ctx) => {
    const c = new Composer(ctx);
    const proteins = c.take(
      ['meat', 'cured', 'fish', 'tofu', 'grill-cheese', 'other'],
      2,
      (i) =>
        // of the things no other template cooks, bought pierogi and dumplings roast whole
        (i.kind !== 'other' || i.spec.group === 'dumpling') &&
        i.spec.group !== 'mince' &&
        i.spec.group !== 'veggie-mince' &&
        i.spec.group !== 'steak' &&
        !i.spec.ready &&
        i.spec.group !== 'braising' &&
        i.spec.group !== 'whole-bird' &&
        i.spec.group !== 'pork-slow' &&
        i.spec.group !== 'ham' &&
        i.spec.group !== 'canned-fish' &&
        i.spec.group !== 'smoked-fish' &&
        i.spec.group !== 'anchovy' &&
        // a bag of mixed seafood stews in its own water on a tray
        i.spec.group !== 'seafood-mix' &&
        // livers go grey and grainy in the minutes a tray of vegetables needs: a hot pan is theirs
        i.spec.group !== 'liver' &&
        !isSilken(i),
    );
    // chickpeas and butter beans crisp in the oven; black or kidney beans only dry out
    const legumes = c.take(['legume'], 1, (i) => ['chickpea', 'butter_bean'].includes(i.id));
    const veg = c.take(
      ['veg', 'aromatic', 'chips'],
      9,
      (i) =>
        !['seaweed', 'sprouts', 'cucumber', 'salad-leaf', 'water-chestnut'].includes(
          i.spec.group ?? '',
        ) &&
        i.id !== 'ginger' &&
        // a bag of shredded slaw is eaten raw and crisp, not wilted on a tray
        i.id !== 'coleslaw_mix' &&
        // dried mushrooms want soaking, pickles are eaten as they are: neither goes on a tray
        !/\b(dried|pickled)\b/i.test(i.v.text),
    );
    const kale = c.take(['leafy'], 1, (i) => i.id === 'kale');
    const main = [...proteins, ...legumes];
    // without meat or beans, a tray is a roast of vegetables: one at least that roasts, not an
    // onion and a chilli round a bag of frozen peas
    const roastsWell = (i: Item) =>
      i.kind === 'veg' && !['pea', 'corn'].includes(i.spec.group ?? '');
    if (veg.length < 2 && main.length === 0) return null;
    if (main.length === 0 && !veg.some(roastsWell)) return null;
    if (veg.length === 0) return null;
    const spices = c.take(['spice', 'sweet-spice'], 3, (i) => i.id !== 'vanilla');
    // thyme, bay, chopped lemongrass and shredded lime leaves roast with the tray; soft herbs finish it
    const woody = c.take(
      ['woody-herb', 'herb'],
      2,
      (i) => i.kind === 'woody-herb' || isCookedInHerb(i),
    );
    const herbs = c.take(['herb'], 2, (i) => !isCookedInHerb(i));
    const glaze = c.take(['condiment', 'asian-sauce', 'syrup', 'sweet'], 2, (i) =>
      [
        'sweet-spread',
        'pesto',
        'harissa',
        'mustard',
        'balsamic',
        'bbq',
        'syrup',
        'soy',
        'chipotle',
        'miso',
        'teriyaki',
        'sweet-chilli',
        'curry-paste',
      ].includes(i.spec.group ?? ''),
    );
    const cheese = c.take(['cheese'], 1, (i) =>
      ['tangy-cheese', 'hard-cheese', 'blue-cheese'].includes(i.spec.group ?? ''),
    );
    const drizzle = c.take(
      ['yogurt', 'condiment', 'cream'],
      1,
      (i) =>
        i.kind === 'yogurt' ||
        ['hummus', 'yogurt-dip', 'tahini', 'soured-cream'].includes(i.spec.group ?? ''),
    );
    const nuts = c.take(
      ['nut'],
      2,
      (i) => i.spec.flavour !== 'sweet' && i.spec.group !== 'nut-butter',
    );
    const olives = c.take(
      ['condiment'],
      2,
      (i) => i.spec.group === 'olive' || i.spec.group === 'caper',
    );
    const citrus = c.take(['citrus'], 1);
    const side = c.take(['grain', 'rice', 'bread', 'wrap'], 1, (i) =>
      i.kind === 'bread' || i.kind === 'wrap' ? i.id !== 'breadcrumbs' : isBaseGrain(i),
    );

    // roasted whole, as they come: no cutting chicken thighs into bite-sized pieces for a tray
    // tofu in cubes and halloumi in slices, as their lines say: a whole block would not crisp
    const shares = proteinShares(main, 1);
    const cutUp = (p: Item) => p.kind === 'tofu' || p.kind === 'grill-cheese';
    const pNames = main.map((p, k) => c.use(p, shares[k] ?? 1, cutUp(p) ? undefined : ''));
    // oven chips bake on a tray of their own for their last 20 minutes, as they come; peas and
    // sweetcorn kernels are boiled, not dried out on a tray
    const chips = veg.filter((v) => v.kind === 'chips');
    const isBoiled = (v: Item) =>
      v.spec.group === 'pea' || v.spec.group === 'mixed-veg' || v.id === 'sweetcorn';
    const boiled = veg.filter(isBoiled);
    const roasts = veg.filter((v) => v.kind !== 'chips' && !isBoiled(v));
    const long = byCook(roasts, 'long');
    const medium = roasts.filter((v) => (v.spec.cook ?? 'medium') === 'medium');
    // garlic cloves roast in their skins with the first of the tray, sweet and soft: crushed garlic
    // scattered over for a last 10 minutes of its own only scorches
    const garlic = roasts.filter((v) => v.id === 'garlic');
    const quick = [...byCook(roasts, 'quick').filter((v) => !garlic.includes(v)), ...kale];
    const butter = boiled.length ? c.take(['butter'], 1, (i) => i.id === 'butter') : [];
    const vf = vegFactor(veg.length);
    // the line says how each is cut for roasting (onions in wedges, squash peeled, oven chips as
    // they come), so the step need not cut them again
    const longN = long.map((v) => c.use(v, vf, roastCut(v) ?? ''));
    const medN = medium.map((v) => c.use(v, vf, roastCut(v) ?? ''));
    const quickN = c.useAll(quick, vf);
    // on a tray of only fish fillets or prawns (minutes, not half an hour) it goes in crushed
    const shortTray =
      long.length === 0 &&
      medium.length === 0 &&
      main.every((p) => p.kind === 'fish' && p.spec.group !== 'whole-fish');
    const garlicN = c.useAll(garlic, vf, shortTray ? undefined : 'bashed in their skins');
    const chipsN = c.useAll(chips, vf);
    const boiledN = c.useAll(boiled, vf);
    const butterN = c.useAll(butter, 0.25);
    const oil = c.oil('olive_oil', 3);
    const { salt, pepper } = c.seasoning();
    const spiceN = c.useAll(spices);
    const woodyN = woody.map((i) => c.use(i, 1, cookedInNote(i)));
    const herbN = c.useAll(herbs);
    const glazeN = c.useAll(glaze, 0.75);
    const cheeseN = c.useAll(cheese);
    const drizzleN = c.useAll(drizzle, 0.75);
    const nutN = c.useAll(nuts);
    const oliveN = c.useAll(olives);
    const citrusN = c.useAll(citrus);
    const sideN = c.useAll(side, 0.75);

    // The oven timeline, known before the steps are written so the header's cook time agrees with
    // them: roots first, then meat with the medium vegetables (broccoli, peppers: 20–25 minutes,
    // no more), then the fish and the quick vegetables for the last 10–12 minutes.
    const fish = main.filter((p) => p.kind === 'fish');
    const other = main.filter((p) => p.kind !== 'fish');
    // a whole fish on the bone takes 20–25 minutes, not a fillet's 10–12: with no meat to time
    // them by, the peppers and courgettes go in with it
    const wholeFish = fish.some((p) => p.spec.group === 'whole-fish');
    const withFish = wholeFish && other.length === 0 ? medium : [];
    const firstVeg = long;
    const laterVeg = withFish.length ? [] : medium;
    const lastPhase = fish.length > 0 || quick.length > 0;
    // chicken the visitor bought on the bone roasts for a drumstick's 40 minutes; sausages want 25
    const onBone = (p: Item) =>
      p.spec.group === 'poultry-bone' ||
      (p.spec.safety === 'poultry' && /\b(bone-?in|on the bone)\b/i.test(p.v.text));
    const meatMinutes = other.length
      ? other.some(onBone)
        ? 40
        : other.some(
              (p) =>
                p.spec.safety === 'poultry' ||
                p.spec.safety === 'pork' ||
                p.spec.group === 'sausage',
            )
          ? 25
          : 20
      : laterVeg.length
        ? lastPhase
          ? 20
          : 25
        : 0;
    // roots take 45–50 minutes in all: a drumstick's 40 leaves them only 10 on their own
    const firstMinutes = firstVeg.length ? (meatMinutes >= 40 ? 10 : 20) : 0;
    const secondMinutes = meatMinutes === 0 ? 0 : lastPhase ? meatMinutes - 10 : meatMinutes;
    // prawns and scallops take minutes, not the 10–12 of a fillet
    const shellfishOnly = fish.length > 0 && fish.every((p) => p.spec.safety === 'shellfish');
    const lastMinutes = lastPhase
      ? fish.length
        ? shellfishOnly
          ? 8
          : wholeFish
            ? 25
            : 12
        : 10
      : 0;
    const fishRange = shellfishOnly ? '6–8' : wholeFish ? '20–25' : '10–12';
    const glazeMinutes = meatMinutes === 0 && !lastPhase && glaze.length ? 10 : 0;
    const trayMinutes = firstMinutes + secondMinutes + lastMinutes + glazeMinutes;
    // Oven chips want 20 minutes: they go in at the start of the last phase that begins at least
    // 20 minutes before the end (after a few minutes of it, if it begins earlier), or first, alone,
    // when the whole tray takes less.
    const phaseMinutes = [firstMinutes, secondMinutes, lastMinutes, glazeMinutes];
    let chipsPhase = -1;
    let chipsDelay = 0;
    if (chips.length) {
      let remaining = trayMinutes;
      phaseMinutes.forEach((m, k) => {
        if (m > 0 && remaining >= 20) {
          chipsPhase = k;
          chipsDelay = remaining - 20;
        }
        remaining -= m;
      });
    }
    const chipsLead = chips.length && chipsPhase < 0 ? 20 - trayMinutes : 0;
    // a grain slower than the tray (wild rice, farro) sets the cook time: it starts first
    const sideGrain =
      side[0] && side[0].kind !== 'bread' && side[0].kind !== 'wrap' ? grainMinutes(side[0]) : 0;
    const cookMinutes = Math.max(trayMinutes + chipsLead, sideGrain);

    // Only the chosen template's steps are written (see `Composed.writeSteps`).
    const writeSteps = (): string[] => {
      const steps: string[] = [`Heat the oven to 220 °C / 200 °C fan / 425 °F.`];
      const flavour = [...spiceN, ...woodyN, ...garlicN];
      const seasoning = `most of the ${oil}, the ${salt} and ${pepper}${flavour.length ? `, plus the ${names(flavour)}` : ''}`;
      const nameOf = (p: Item) => pNames[main.indexOf(p)] ?? '';
      const firstVegN = longN;
      const laterVegN = withFish.length ? [] : medN;
      // the vegetables that roast beside a whole fish for its 20–25 minutes, with the quick ones
      const lastVegN = [...(withFish.length ? medN : []), ...quickN];
      // bacon, lardons and chorizo crisp in 20–25 minutes: beside a drumstick's 40 they would burn,
      // so they join the tray late
      const lateCured = meatMinutes >= 40 ? other.filter((p) => p.spec.safety === 'cured') : [];
      const early = other.filter((p) => !lateCured.includes(p));
      const otherN = early.map(nameOf);
      const curedN = lateCured.map(nameOf);
      const fishN = fish.map(nameOf);
      const safeOther = other.filter((p) => p.spec.safety !== undefined);
      // chicken and chorizo are done by different signs: each gets its own
      const otherSafe = [
        safeOther.filter((p) => p.spec.safety !== 'cured'),
        safeOther.filter((p) => p.spec.safety === 'cured'),
      ]
        .filter((g) => g.length > 0)
        .map((g, k) => {
          const until = safeUntil(
            g.map(nameOf),
            g.map((p) => p.id),
          );
          return k > 0 ? until.replace(/^until /, '') : until;
        })
        .join(', and ');
      const chipsTray = `spread the ${names(chipsN)} in one layer on a second tray and bake on the shelf below, turning once, until golden and crisp`;
      // the step each oven phase was written as, for the chips to join
      const phaseStep: number[] = [];
      if (chipsLead > 0)
        steps.push(
          `${capitalFirst(chipsTray.replace(/, turning once, until golden and crisp$/, ''))} for ${chipsLead} minutes before the rest goes in.`,
        );
      let onTray = false;
      if (firstVegN.length) {
        steps.push(
          `Toss the ${names(firstVegN)} on a large tray with ${seasoning}. Slide into the oven and roast for ${firstMinutes} minutes.`,
        );
        phaseStep[0] = steps.length - 1;
        onTray = true;
      }
      if (secondMinutes > 0) {
        // short sentences: season the meat first, then say where it goes and for how long
        const said: string[] = [];
        // honey, jam or a sticky sauce burns in a drumstick's 40 minutes: it goes on for the last 15
        const lateGlaze =
          meatMinutes >= 40 &&
          glaze.some(
            (g) =>
              g.kind === 'sweet' ||
              g.kind === 'syrup' ||
              ['sweet-spread', 'syrup', 'bbq', 'teriyaki', 'sweet-chilli'].includes(
                g.spec.group ?? '',
              ),
          );
        const rubGlaze = glazeN.length > 0 && !lateGlaze;
        const safe = !lastPhase && otherSafe ? `, ${otherSafe}` : '';
        const them = pronounFor(early, otherN);
        // broccoli and peppers want 20–25 minutes in all, not the 40 of a drumstick: they join late
        const vegLate = laterVegN.length > 0 && otherN.length > 0 && secondMinutes > 25;
        const lateFor = Math.max(10, 25 - (lastPhase ? lastMinutes : 0));
        // said when they go in, counted from the start of this step
        // legumes and cut-up tofu or cheese are tossed in the oil, meat is rubbed with it
        const coatVerb = other.some((p) => p.kind === 'legume' || cutUp(p)) ? 'toss' : 'rub';
        const coatInOil = `${coatVerb} the ${names(otherN)} with the rest of the oil${rubGlaze ? `, then the ${names(glazeN)}` : ''}.`;
        const seasoned = `Toss the ${names(otherN)} with ${seasoning}${rubGlaze ? `, then rub with the ${names(glazeN)}` : ''}.`;
        const addLate = `After ${secondMinutes - lateFor} minutes, add the ${names(laterVegN)}, tossed in a little more oil and salt${curedN.length ? `, and the ${names(curedN)}` : ''}.`;
        if (vegLate) {
          if (onTray)
            said.push(
              capitalFirst(coatInOil),
              `Nestle ${them} in among the ${names(firstVegN)} and roast for ${secondMinutes} minutes more${safe}.`,
            );
          else
            said.push(
              seasoned,
              `Lay ${them} on a large tray and roast for ${secondMinutes} minutes${safe}.`,
            );
          said.push(addLate);
        } else if (!onTray && laterVegN.length && otherN.length) {
          // nothing slow to start first: the vegetables and the meat go in together
          said.push(`Toss the ${names(laterVegN)} on a large tray with ${seasoning}.`);
          said.push(`Separately, ${coatInOil}`);
          said.push(
            `Nestle ${them} in among the vegetables and roast for ${secondMinutes} minutes${safe}.`,
          );
        } else if (
          otherN.length &&
          onTray &&
          !glazeN.length &&
          early.every((p) => p.spec.safety === 'cured')
        ) {
          // chorizo and bacon bring their own fat: the oil left goes on the vegetables instead;
          // rashers are laid over the top, chunks scattered
          const rashers = early.some((p) => p.spec.unit === 'slice');
          const put = rashers
            ? `Lay the ${names(otherN)} over the top`
            : `Scatter over the ${names(otherN)}`;
          said.push(
            laterVegN.length
              ? `Toss the ${names(laterVegN)} with the rest of the oil and add to the tray. ${put} and roast for ${secondMinutes} minutes more${safe}.`
              : rashers
                ? `Lay the ${names(otherN)} over the ${names(firstVegN)} and roast for ${secondMinutes} minutes more${safe}.`
                : `Scatter the ${names(otherN)} among the ${names(firstVegN)} and roast for ${secondMinutes} minutes more${safe}.`,
          );
        } else if (otherN.length && onTray) {
          said.push(capitalFirst(coatInOil));
          said.push(
            laterVegN.length
              ? `Add the ${names(laterVegN)} to the tray, nestle in the ${names(otherN)} and roast for ${secondMinutes} minutes more${safe}.`
              : `Nestle ${them} in among the ${names(firstVegN)} and roast for ${secondMinutes} minutes more${safe}.`,
          );
        } else if (otherN.length) {
          said.push(seasoned);
          said.push(`Lay ${them} on a large tray and roast for ${secondMinutes} minutes${safe}.`);
        } else {
          // with no meat to rub it on and nothing left to roast after, the glaze goes on the veg
          const glazed = glazeN.length && !lastPhase ? `, drizzle over the ${names(glazeN)}` : '';
          said.push(
            onTray
              ? `Add the ${names(laterVegN)}${glazed} and roast for ${secondMinutes} minutes more.`
              : `Toss the ${names(laterVegN)} on a large tray with ${seasoning}${glazed}, then roast for ${secondMinutes} minutes.`,
          );
        }
        if (lateGlaze && otherN.length)
          said.push(
            `After ${secondMinutes + (lastPhase ? lastMinutes : 0) - 15} minutes, brush the ${names(otherN)} with the ${names(glazeN)}.`,
          );
        if (curedN.length && !vegLate)
          said.push(`After ${secondMinutes - lateFor} minutes, scatter over the ${names(curedN)}.`);
        steps.push(said.join(' '));
        phaseStep[1] = steps.length - 1;
        onTray = true;
      }
      if (lastPhase) {
        const said: string[] = [];
        const glazeFish = glazeN.length > 0 && otherN.length === 0 && fishN.length > 0;
        const brush = glazeFish ? `, brushed with the ${names(glazeN)}` : '';
        // heat reaches the middle of a whole fish through cuts in its sides
        const slash = wholeFish ? ', slashed 3 times on each side' : '';
        const until: string[] = [];
        if (fishN.length)
          until.push(
            safeUntil(
              fishN,
              fish.map((p) => p.id),
            ),
          );
        if (otherSafe) until.push(until.length ? otherSafe.replace(/^until /, '') : otherSafe);
        const roast = `roast for ${fishN.length ? fishRange : '10'} minutes${onTray ? ' more' : ''}${until.length ? `, ${until.join(', and ')}` : ''}.`;
        if (onTray) {
          const bits: string[] = [];
          if (lastVegN.length) bits.push(`scatter over the ${names(lastVegN)}`);
          if (fishN.length) bits.push(`lay the ${names(fishN)} on top${slash}${brush}`);
          if (glazeN.length && !otherN.length && !fishN.length)
            bits.push(`drizzle over the ${names(glazeN)}`);
          said.push(`${capitalFirst(bits.join(' and '))}, then ${roast}`);
        } else {
          const all = [...lastVegN, ...fishN];
          const glazed = glazeN.length && !fishN.length ? `, then the ${names(glazeN)}` : '';
          said.push(`Toss the ${names(all)} with ${seasoning}${glazed}.`);
          said.push(
            glazeFish
              ? `Spread ${pronounFor([...withFish, ...quick, ...fish], all)} on a large tray, brush the ${names(fishN)} with the ${names(glazeN)} and ${roast}`
              : `Spread ${pronounFor([...withFish, ...quick, ...fish], all)} on a large tray and ${roast}`,
          );
        }
        steps.push(said.join(' '));
        phaseStep[2] = steps.length - 1;
      } else if (glazeMinutes > 0) {
        steps.push(
          `Toss the vegetables with the ${names(glazeN)} and roast for ${glazeMinutes} minutes more, until caramelised.`,
        );
        phaseStep[3] = steps.length - 1;
      }
      const joinAt = phaseStep[chipsPhase];
      if (joinAt !== undefined && steps[joinAt] !== undefined)
        steps[joinAt] +=
          ` ${chipsDelay > 0 ? `After ${chipsDelay} minutes, ` : 'At the same time, '}${chipsTray}.`;
      const sideItem = side[0];
      const sideName = sideN[0];
      const bread = sideItem?.kind === 'bread' || sideItem?.kind === 'wrap';
      if (sideItem && sideName && !bread) {
        // the grain goes on when it will be ready with the tray, not at the start nor after it:
        // in the step during which the tray has its minutes left to run
        const g = grainMinutes(sideItem);
        let left = trayMinutes;
        let at = -1;
        let from = 0;
        phaseMinutes.forEach((m, k) => {
          const step = phaseStep[k];
          if (m > 0 && left >= g && step !== undefined) {
            at = step;
            from = left;
          }
          left -= m;
        });
        const round = Math.ceil(g / 5) * 5;
        const how = lowerFirst(cookGrain(sideItem, sideName));
        if (at < 0) steps.splice(1, 0, `While the oven heats, ${how}`);
        else
          steps.splice(
            at + 1,
            0,
            from - g > 5
              ? `When the tray has about ${round} minutes to go, ${how}`
              : `Meanwhile, ${how}`,
          );
      }
      if (boiledN.length)
        steps.push(
          `About 5 minutes before the tray is done, simmer the ${names(boiledN)} in boiling water for 3 minutes, then drain${butterN.length ? ` and toss with the ${names(butterN)}` : ''}.`,
        );
      const fin: string[] = [];
      // a whole tenderloin or duck breast is carved after its rest, not served in one piece
      const carved = main.filter((p) => p.id === 'pork_tenderloin' || p.id === 'duck_breast');
      if (carved.length) fin.push(`slice the ${names(carved.map(nameOf))} thickly`);
      if (citrusN.length) fin.push(`squeeze over the ${names(citrusN)}`);
      // grated parmesan is scattered; feta and goat's cheese crumble
      if (cheeseN.length)
        fin.push(
          `${cheese[0]?.spec.group === 'hard-cheese' ? 'scatter' : 'crumble'} over the ${names(cheeseN)}`,
        );
      if (oliveN.length) fin.push(`scatter with the ${names(oliveN)}`);
      if (herbN.length || nutN.length) fin.push(`finish with the ${names([...herbN, ...nutN])}`);
      if (drizzleN.length) fin.push(`spoon over the ${names(drizzleN)}`);
      if (sideName && bread)
        steps.push(`For the last 3 minutes, put the ${sideName} in the oven to warm.`);
      // everything cooked beside the tray is served with it
      const served = [...chipsN, ...boiledN, ...(sideName ? [sideName] : [])];
      const alongside = served.length ? `, with the ${names(served)} alongside` : '';
      if (fin.length)
        steps.push(`${capitalFirst(joinList(fin))}, then serve from the tray${alongside}.`);
      // nothing to finish with: serving is no step of its own
      else steps.push(`${steps.pop() ?? ''} Serve straight from the tray${alongside}.`);
      return steps;
    };
    const vegIds = [...long, ...medium, ...chips, ...quick, ...boiled]
      .filter((v) => v.kind === 'veg' || v.kind === 'chips')
      .map((v) => v.id);
    const withIds = vegIds.length ? vegIds : veg.map((v) => v.id);
    const title = main[0]
      ? `Sheet-Pan ${titleName(main[0].id, true)} with ${c.titleList(withIds, 2)}`
      : `Sheet-Pan Roasted ${c.titleList(withIds, 3)}`;
    // what the blurb promises is what the tray holds
    // (the oven chips bake on a tray of their own: they are not "roasted together" with it)
    const vegNames = [...longN, ...medN, ...quickN, ...garlicN].slice(0, main.length ? 2 : 3);
    const subject = joinList([...pNames.slice(0, 1), ...vegNames]);
    const flavourIds = [...glaze, ...spices, ...woody].slice(0, 2);
    const flavour = flavourIds.length
      ? `, with ${joinList(flavourIds.map((i) => c.titleList([i.id], 1).toLowerCase()))}`
      : '';
    let fit = 0.55;
    if (long.length) fit += 0.1;
    if (main.length) fit += 0.1;
    return c.result({
      fit,
      writeSteps,
      title,
      blurbs: [
        `${capitalFirst(subject)} roasted together on one tray in a hot oven until golden at the edges${flavour}.`,
        // no promise of hardly any washing up beside a pan of rice, peas or a second tray of chips
        sideGrain > 0 || boiled.length > 0 || chips.length > 0
          ? `Supper from one tray in a hot oven: ${subject}${flavour}.`
          : `Supper from one tray in a hot oven, with hardly any washing up: ${subject}${flavour}.`,
      ],
      serves: 4,
      prep: 15,
      cook: cookMinutes,
    });
  },
};
