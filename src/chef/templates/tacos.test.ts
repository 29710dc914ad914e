import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('tacos and wraps', () => {
  it('names what goes into the tortillas, never "fill with the filling"', () => {
    const r = templateDraft(
      ['Flour tortillas', 'Black beans', 'Sweetcorn', 'Red onion', 'Avocado', 'Lime', 'Coriander'],
      'tacos',
    );
    if (!r) throw new Error('no tacos');
    const fill = r.steps.find((s) => /\bfill with\b/.test(s)) ?? '';
    expect(fill).toMatch(/fill with the black beans, sweetcorn and red onion, then the toppings/);
    expect(fill).not.toMatch(/the filling/);
  });

  it('reheats a leftover bolognese until piping hot, and leftover chicken too', () => {
    const r = templateDraft(
      ['Leftover bolognese', 'Tortilla wraps', 'Cheddar', 'Jalapeños', 'Sour cream'],
      'tacos',
    );
    if (!r) throw new Error('no tacos');
    // the jalapeños fry first in the frying pan, never "in the same pan" as the sauce
    const reheat = r.steps.findIndex((s) =>
      /^Reheat the leftover bolognese sauce in a pan .*until piping hot/.test(s),
    );
    expect(reheat).toBe(1);
    expect(r.steps[0]).toMatch(
      /^In a large frying pan, fry the sliced jalapeños in 1 tbsp vegetable oil/,
    );
    expect(r.steps.join(' ')).not.toMatch(/Season|the rest of the vegetable oil/);
    const chicken = templateDraft(
      ['Leftover roast chicken', 'Tortilla wraps', 'Peppers', 'Salsa', 'Sour cream'],
      'tacos',
    );
    if (!chicken) throw new Error('no tacos');
    expect(chicken.steps.join(' ')).toMatch(
      /Warm the cooked chicken in 1 tbsp vegetable oil over a medium heat for 3–4 minutes, turning, until piping hot/,
    );
  });

  it('slices the peppers it fries, never the sweetcorn', () => {
    const r = templateDraft(
      ['Flour tortillas', 'Beef mince', 'Sweetcorn', 'Red pepper', 'Grated cheddar', 'Sour cream'],
      'tacos',
    );
    if (!r) throw new Error('no tacos');
    const fry = r.steps.find((s) => /\bfry the\b/.test(s)) ?? '';
    expect(fry).toMatch(/fry the sliced red peppers? and the sweetcorn\b/);
    const corn = templateDraft(['Flour tortillas', 'Beef mince', 'Sweetcorn', 'Salsa'], 'tacos');
    if (!corn) throw new Error('no tacos');
    expect(corn.steps.join(' ')).toMatch(/fry the sweetcorn\b/);
    expect(corn.steps.join(' ')).not.toMatch(/sliced sweetcorn/);
  });

  it('fries diced sweet potato for its own time before the onion joins it', () => {
    const r = templateDraft(
      ['Pork tenderloin', 'Sweet potatoes', 'Black beans', 'Limes', 'Corn tortillas', 'Red onion'],
      'tacos',
    );
    if (!r) throw new Error('no tacos');
    const text = r.steps.join(' ');
    expect(r.ingredients.join('\n')).toMatch(/sweet potatoes, cut into 1\.5 cm dice/);
    expect(text).not.toMatch(/sliced sweet potatoes/);
    expect(text).toMatch(
      /fry the diced sweet potatoes in the rest of the vegetable oil for 12–15 minutes, turning now and then, until tender and browned at the edges, adding the sliced red onion for the last 5–6 minutes/,
    );
  });

  it('zests the lime once, warms the beans last in a pan of their own, never salts chorizo', () => {
    const r = templateDraft(
      ['Chicken breasts', 'Chorizo', 'Black beans', 'Lime', 'Tortillas', 'Red onion'],
      'tacos',
    );
    if (!r) throw new Error('no tacos');
    const text = r.steps.join(' ');
    expect(text.match(/zest of the lime/g)?.length).toBe(1);
    expect(text).not.toMatch(/Season the chorizo/);
    const beans = r.steps.findIndex((s) => /Warm the drained black beans in a small pan/.test(s));
    const onion = r.steps.findIndex((s) => /In the same pan, fry the sliced red onion/.test(s));
    expect(onion).toBeGreaterThan(0);
    expect(beans).toBe(onion + 1);
  });

  it('crumbles a fresh cheese and grates a hard one, never "grate or crumble"', () => {
    const fresh = templateDraft(
      ['Chicken breasts', 'Corn tortillas', 'Queso fresco', 'Lime', 'Jalapeños'],
      'tacos',
    );
    if (!fresh) throw new Error('no tacos');
    expect(fresh.steps.join(' ')).toMatch(/crumble the queso fresco/);
    const hard = templateDraft(
      ['Beef mince', 'Tortillas', 'Cheddar', 'Lettuce', 'Tomatoes'],
      'tacos',
    );
    if (!hard) throw new Error('no tacos');
    expect(hard.steps.join(' ')).toMatch(/grate the cheddar/);
    for (const r of [fresh, hard]) expect(r.steps.join(' ')).not.toMatch(/grate or crumble/);
  });
});
