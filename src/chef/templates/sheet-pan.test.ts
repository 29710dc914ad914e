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
    expect(text(r)).toMatch(/Add the bell peppers and red onion, [^.]*for the last 25 minutes/);
  });

  it('serves the rice alongside cooked for its own time, not as the packet says', () => {
    const r = must(['Chicken thighs', 'Brown rice', 'Broccoli', 'Red onion']);
    expect(text(r)).toMatch(/Meanwhile, cook the brown rice .*for 25–30 minutes/);
    expect(text(r)).not.toMatch(/as the packet says/);
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
