import { describe, expect, it } from 'vitest';
import { composeAll } from '../compose';
import { INGREDIENTS } from '../data/ingredients';
import { matchIngredient } from '../lexicon';
import { createRandom } from '../util';
import { templateDraft } from './test-support';

/** What the sheet-pan template writes for a list, whether or not the ranking would choose it. */
function must(list: readonly string[]) {
  const r = templateDraft(list, 'sheet-pan');
  if (!r) throw new Error(`no sheet-pan for ${list.join(', ')}`);
  return r;
}

const text = (r: { steps: readonly string[] }) => r.steps.join(' ');

/** Minutes from the sentence that puts the chips in to the end of the tray's cooking. */
function chipMinutes(steps: readonly string[]): number {
  const all = steps.join(' ');
  const at = all.search(/spread the [a-z ]*(chips|hash browns)/i);
  if (at < 0) throw new Error('the chips never go in');
  const before = all.slice(0, at).match(/After (\d+) minutes, $/);
  const lead = all.slice(at).match(/^[^.]*for (\d+) minutes before the rest goes in/);
  // the rest of the phase the chips join, then every later "for N minutes"
  const phaseStart = all.lastIndexOf('roast for', at);
  const phase = all.slice(phaseStart, at).match(/roast for (\d+) minutes/);
  let sum = lead ? Number(lead[1]) : phase ? Number(phase[1]) - Number(before?.[1] ?? 0) : 0;
  const after = all
    .slice(at)
    .split(/(?<=\.) /)
    .slice(1)
    .join(' ');
  for (const m of after.matchAll(/roast for (?:\d+–)?(\d+) minutes/g)) sum += Number(m[1]);
  return sum;
}

describe('sheet-pan template', () => {
  it('roasts no chicken livers on a tray for the minutes its vegetables take', () => {
    const r = templateDraft(['chicken livers', 'red onion', 'peppers', 'garlic'], 'sheet-pan');
    expect(r?.markdown ?? '').not.toMatch(/livers/);
  });

  it('makes no tray of an onion and a chilli round a bag of frozen peas', () => {
    expect(templateDraft(['frozen peas', 'red onion', 'red chilli', 'lime'], 'sheet-pan')).toBe(
      undefined,
    );
    // a vegetable that roasts still makes one
    expect(must(['butternut squash', 'red onion', 'garlic', 'rosemary']).draft.title).toMatch(
      /Squash/,
    );
  });

  it('bakes frozen oven chips as they come, never cut, for 20–25 minutes whatever the tray', () => {
    const cases = [
      ['Halloumi', 'Frozen oven chips', 'Sweet chilli sauce', 'Red onion', 'Burger buns'],
      ['Chicken drumsticks', 'Oven chips', 'Broccoli', 'Sweet potato'],
      ['Frozen pollock', 'Frozen peas', 'Oven chips', 'Lemon'],
      ['Pork chops', 'Frozen hash browns', 'Tenderstem broccoli', 'Carrots'],
    ];
    for (const list of cases) {
      const r = must(list);
      expect(r.ingredients.join('\n')).not.toMatch(/(chips|hash browns), cut into/);
      expect(text(r)).toMatch(/on a second tray/);
      const minutes = chipMinutes(r.steps);
      expect(minutes).toBeGreaterThanOrEqual(20);
      expect(minutes).toBeLessThanOrEqual(25);
    }
  });

  it('still roasts bought pierogi whole on a tray, as cooks do', () => {
    const r = must(['Frozen pierogi', 'Onions', 'Peppers', 'Soured cream']);
    expect(text(r)).toMatch(/pierogi/);
    expect(text(r)).not.toMatch(/slice|strips/);
  });

  it('thaws frozen fish before it goes on the tray', () => {
    const r = must(['Frozen pollock', 'New potatoes', 'Cherry tomatoes', 'Lemon']);
    expect(r.ingredients).toContain('4 pollock fillets, thawed in the fridge and patted dry');
  });

  it('leaves a bag of frozen seafood mix, which would stew in its water, off the tray', () => {
    const r = must(['Frozen seafood mix', 'Courgettes', 'Peppers', 'Garlic', 'Lemon']);
    expect(r.unused).toContain('Frozen seafood mix');
    expect(text(r)).not.toMatch(/seafood/);
  });

  it('roasts raw prawns for 6–8 minutes, not the 10–12 of a fillet', () => {
    const r = must(['Raw king prawns', 'Courgettes', 'Peppers', 'Garlic', 'Lemon']);
    expect(text(r)).toMatch(/prawns [^.]*roast for 6–8 minutes/);
    expect(text(r)).not.toMatch(/10–12 minutes/);
  });

  it('peels green plantains and cuts each vegetable as a cook would for roasting', () => {
    const r = must(['Green plantains', 'Chicken thighs', 'Onion', 'Butternut squash', 'Lime']);
    expect(r.ingredients).toContain('2 plantains, peeled and cut into 3 cm pieces');
    expect(r.ingredients).toContain('1 onion, peeled and cut into wedges');
    expect(r.ingredients.join('\n')).toMatch(/butternut squash, peeled, deseeded and cut into/);
  });

  it('roasts chopped lemongrass and shredded lime leaves with the tray, never scattering them', () => {
    const r = must(['Raw king prawns', 'Lemongrass', 'Kaffir lime leaves', 'Courgette', 'Peppers']);
    expect(r.ingredients).toContain(
      '2 stalks lemongrass, tough outer layers removed, finely chopped',
    );
    expect(r.ingredients).toContain('4 lime leaves, stalks removed, finely shredded');
    expect(text(r)).not.toMatch(/(finish|scatter)[^.]*(lemongrass|lime leaves)/i);
    expect(text(r)).toMatch(/with [^.]*the lemongrass and lime leaves/);
  });

  it('boils frozen peas rather than roasting them dry on the tray', () => {
    const r = must(['Frozen pollock', 'Frozen peas', 'New potatoes', 'Butter', 'Lemon']);
    expect(text(r)).toMatch(
      /simmer the peas in boiling water for 3 minutes, then drain and toss with the butter/,
    );
    expect(text(r)).not.toMatch(/scatter over the peas/i);
    expect(r.unused).toEqual([]);
  });

  it('adds broccoli and peppers for their last 25 minutes, not the 40 of a drumstick', () => {
    const r = must(['Chicken drumsticks', 'Peppers', 'Red onion', 'Lemon']);
    expect(text(r)).toMatch(/roast for 40 minutes/);
    // said when they go in, not "for the last 25 minutes" of a step another one follows
    expect(text(r)).toMatch(/After 15 minutes, add the bell peppers and red onion, tossed/);
    expect(text(r)).not.toMatch(/for the last 25 minutes/);
  });

  it('serves the rice alongside cooked for its own time, not as the packet says', () => {
    const r = must(['Chicken thighs', 'Brown rice', 'Broccoli', 'Red onion']);
    // 35 minutes for the rice against 25 for the tray: the rice goes on first
    expect(r.steps[1]).toMatch(/^While the oven heats, cook the brown rice .*for 25–30 minutes/);
    expect(text(r)).not.toMatch(/as the packet says/);
  });

  it('times the side to be ready with the tray, neither after it nor long before', () => {
    // wild rice takes longer than the tray: it starts first, and the cook time counts it
    const wild = must(['Acorn squash', 'Wild rice', 'Kale', 'Red onion', 'Pecans']);
    expect(wild.steps[1]).toMatch(/^While the oven heats, cook the wild rice/);
    expect(wild.draft.cook).toBeGreaterThanOrEqual(45);
    // rice (17 minutes) is not started in a last step of 10: it goes in with the step before
    const rice = must(['Chicken thighs', 'Green beans', 'Rice', 'Soy sauce']);
    const at = rice.steps.findIndex((s) => /cook it in a large pan/.test(s));
    expect(rice.steps[at]).toMatch(/^When the tray has about 20 minutes to go, rinse the rice/);
    expect(rice.steps[at + 1]).toMatch(/roast for 10 minutes more/);
    // couscous soaks for its 5 minutes at the end, not beside a 25-minute roast from its start
    const cous = must(['Chicken breasts', 'Peppers', 'Couscous', 'Greek yoghurt']);
    expect(text(cous)).toMatch(/When the tray has about 5 minutes to go, put the couscous/);
  });

  it('serves the peas it boils, timed for the end, with no run of "Meanwhile" steps', () => {
    const r = must(['Frozen pollock', 'Frozen peas', 'Long grain rice', 'Butter', 'Lemon']);
    expect(text(r)).toMatch(/About 5 minutes before the tray is done, simmer the peas/);
    expect(text(r)).toMatch(/with the peas and rice alongside/);
    expect(text(r)).not.toMatch(/Meanwhile[^]*Meanwhile/);
  });

  it('promises hardly any washing up only when nothing else needs a pan', () => {
    // every blurb the template may pick, over several seeds
    const blurbs = (list: readonly string[]) => {
      const visitor = list.map((text, index) => {
        const m = matchIngredient(text);
        return {
          index,
          text,
          id: m?.id ?? null,
          spec: m ? INGREDIENTS[m.id] : null,
          nonFood: null,
        };
      });
      const all = new Set<string>();
      for (let seed = 0; seed < 12; seed++)
        for (const made of composeAll(visitor, createRandom(seed)))
          if (made.key === 'sheet-pan') all.add(made.draft.blurb);
      return [...all];
    };
    const rice = blurbs(['Chicken thighs', 'Sweet potatoes', 'Red onion', 'Basmati rice', 'Honey']);
    const tray = blurbs(['Chicken thighs', 'Butternut squash', 'Red onion', 'Feta', 'Honey']);
    expect(rice.length).toBeGreaterThan(1);
    for (const b of [...rice, ...tray]) expect(b).not.toMatch(/with [^:.]*, with hardly/);
    for (const b of rice) expect(b).not.toMatch(/washing up/);
    expect(tray.join(' ')).toMatch(/hardly any washing up/);
  });

  it('roasts a whole fish for 20–25 minutes, slashed, not the 10–12 of a fillet', () => {
    const r = must(['Whole sea bass', 'New potatoes', 'Courgette', 'Red pepper', 'Lemon']);
    expect(text(r)).toMatch(/whole fish on top, slashed 3 times on each side/);
    expect(text(r)).toMatch(/roast for 20–25 minutes more/);
    expect(text(r)).not.toMatch(/10–12 minutes/);
    // the courgette and pepper go in with the fish, not in a step of their own before it
    expect(text(r)).not.toMatch(/Add the courgettes/);
  });

  it('gives sausages 25 minutes and chicken on the bone 40', () => {
    expect(text(must(['Pork sausages', 'Potatoes', 'Red onion']))).toMatch(
      /sausages and roast for 25 minutes more/,
    );
    expect(text(must(['Bone-in chicken thighs', 'Carrots', 'Onion']))).toMatch(
      /roast for 40 minutes more/,
    );
  });

  it('says how each meat is done by its own sign: chorizo crisp, chicken at 74 °C', () => {
    const r = must(['Chicken breasts', 'Chorizo', 'Cherry tomatoes', 'Kale', 'Garlic']);
    expect(text(r)).toMatch(
      /until the chicken breasts are cooked through [^.]*74 °C \/ 165 °F, and the chorizo is sizzling/,
    );
    expect(text(r)).not.toMatch(/chicken breasts and chorizo are cooked through/);
  });

  it('adds bacon and lardons late beside drumsticks, not for all their 40 minutes', () => {
    const lardons = text(must(['Chicken legs', 'Leeks', 'Bacon lardons', 'Thyme']));
    expect(lardons).toMatch(/After 15 minutes, add the leeks, [^.]*, and the lardons/);
    expect(lardons).not.toMatch(/Toss the chicken drumsticks and (bacon )?lardons/);
    const bacon = text(must(['Chicken drumsticks', 'Streaky bacon', 'Potatoes', 'Thyme']));
    expect(bacon).toMatch(/After 15 minutes, scatter over the bacon/);
    expect(bacon).not.toMatch(/Rub the chicken drumsticks and/);
  });

  it('roasts tofu in cubes and halloumi in slices, tossed, not a whole block rubbed', () => {
    const tofu = must(['Tofu', 'Broccoli', 'Maple syrup', 'Quinoa']);
    expect(tofu.ingredients).toContain('400 g tofu, cubed');
    expect(text(tofu)).toMatch(/toss the tofu with the rest of the oil/);
    expect(text(tofu)).not.toMatch(/rub the tofu/i);
    const halloumi = must(['Halloumi', 'Sweet potato', 'Red onion', 'Bulgur wheat']);
    expect(halloumi.ingredients).toContain('250 g halloumi, sliced');
    // chicken thighs still roast whole, as they come
    expect(must(['Chicken thighs', 'Carrots', 'Onion']).ingredients).toContain(
      '600 g chicken thighs',
    );
  });

  it('roasts garlic cloves in their skins from the start, not crushed for a last step alone', () => {
    const r = must(['Chicken breasts', 'Broccoli', 'Garlic', 'Lemon']);
    expect(r.ingredients).toContain('3 cloves garlic, bashed in their skins');
    expect(text(r)).toMatch(/Toss the broccoli [^.]*plus the garlic/);
    expect(text(r)).not.toMatch(/Scatter over the garlic/);
    expect(text(r)).toMatch(/roast for 25 minutes, until the chicken breasts/);
    // prawns take minutes: their garlic goes in crushed
    const prawns = must(['Raw prawns', 'Garlic', 'Parsley', 'Crusty bread']);
    expect(prawns.ingredients).toContain('3 cloves garlic, crushed');
  });

  it('slices a rested pork tenderloin before serving, rather than serving it whole', () => {
    const r = must(['Pork tenderloin', 'Sweet potato', 'Brussels sprouts', 'Maple syrup']);
    expect(r.steps.at(-1)).toMatch(/^Slice the pork tenderloin thickly, then serve from the tray/);
  });

  it('oils the vegetables, not the chorizo or bacon, which bring their own fat', () => {
    const r = text(must(['Cod fillets', 'Chorizo', 'New potatoes', 'Red peppers', 'Lemon']));
    expect(r).not.toMatch(/Rub the chorizo with/);
    expect(r).toMatch(/Toss the red peppers with the rest of the oil and add to the tray/);
    expect(r).toMatch(/Scatter over the chorizo and roast for 10 minutes more/);
    const bacon = text(must(['Streaky bacon', 'Cabbage', 'Potatoes']));
    expect(bacon).toMatch(/Lay the (streaky )?bacon over the top/);
    expect(bacon).not.toMatch(/Rub the (streaky )?bacon/);
  });

  it('leaves a bag of coleslaw mix, eaten raw, off the tray', () => {
    const r = must(['Tinned jackfruit', 'Coleslaw mix', 'Red onion', 'BBQ sauce', 'Tortillas']);
    expect(text(r)).not.toMatch(/coleslaw/i);
    expect(r.unused).toContain('Coleslaw mix');
  });

  it('never says the oven chips, on a tray of their own, roast together with the rest', () => {
    const r = must(['Chicken breasts', 'Red cabbage', 'Frozen chips', 'Paprika', 'Garlic']);
    expect(text(r)).toMatch(/on a second tray/);
    expect(r.draft.blurb).not.toMatch(/chips[^.]*roasted together on one tray/);
  });

  it('brushes honey or barbecue sauce on drumsticks for their last 15 minutes, not all 40', () => {
    const r = text(must(['Chicken drumsticks', 'Honey', 'Mustard', 'Potatoes', 'Carrots']));
    expect(r).not.toMatch(/Rub the chicken drumsticks with the rest of the oil, then the honey/);
    expect(r).toMatch(/After 25 minutes, brush the chicken drumsticks with the honey/);
    // thighs, done in 25 minutes, still take theirs at the start
    const thighs = text(must(['Chicken thighs', 'Honey', 'Butternut squash', 'Red onion']));
    expect(thighs).toMatch(/Rub the chicken thighs with the rest of the oil, then the honey/);
  });

  it('scatters grated parmesan rather than crumbling it', () => {
    const r = must(['Chicken breasts', 'Red pepper', 'Cajun seasoning', 'Parmesan']);
    expect(text(r)).toMatch(/Scatter over the parmesan/);
    expect(text(r)).not.toMatch(/Crumble over the parmesan/i);
  });
});

describe('whole animals and joints in templates', () => {
  it('no template cuts up a whole rabbit, a beef fillet or an octopus meant for one dish', () => {
    for (const whole of ['Rabbit', 'Beef fillet', 'Octopus']) {
      const list = [whole, 'Carrots', 'Onion', 'Garlic', 'Thyme', 'Potatoes', 'Soy sauce'];
      const visitor = list.map((text, index) => {
        const m = matchIngredient(text);
        return {
          index,
          text,
          id: m?.id ?? null,
          spec: m ? INGREDIENTS[m.id] : null,
          nonFood: null,
        };
      });
      const id = visitor[0]?.id;
      expect(id).toBeTruthy();
      for (const made of composeAll(visitor, createRandom(0)))
        expect(made.draft.lines.map((l) => l.id)).not.toContain(id);
    }
  });
});
