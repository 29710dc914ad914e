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
});
