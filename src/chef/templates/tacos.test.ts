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
    expect(r.steps[0]).toMatch(/^Reheat the leftover bolognese sauce in a pan .*until piping hot/);
    expect(r.steps[0]).not.toMatch(/Season/);
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
});
