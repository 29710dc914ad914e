import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

/** Hard-boiled eggs are eaten as they are: no template may beat, scramble or boil them again. */
const EASTER = [
  'a dozen leftover hard boiled eggs',
  'mayonnaise',
  'paprika',
  'celery',
  'chives',
  'spinach',
];

describe('hard-boiled eggs in templates', () => {
  it('the frittata declines them rather than beating them', () => {
    expect(templateDraft(EASTER, 'frittata')).toBeUndefined();
    // with raw eggs it still makes one
    expect(templateDraft(['Eggs', 'Spinach', 'Feta', 'Red onion'], 'frittata')).toBeDefined();
  });

  it('a pie never beats them into the filling or brushes them on as a glaze', () => {
    const r = templateDraft(
      ['Beef mince', 'Onion', 'Hard boiled eggs', 'Green olives', 'Cumin', 'Shortcrust pastry'],
      'pie',
    );
    expect(r).toBeDefined();
    expect(r?.markdown).not.toMatch(/hard-boiled eggs, beaten|beaten hard-boiled/);
  });

  it('a stir-fry never scrambles them', () => {
    const r = templateDraft(
      ['Hard boiled eggs', 'Pak choi', 'Broccoli', 'Peppers', 'Soy sauce', 'Ginger', 'Garlic'],
      'stir-fry',
    );
    expect(r?.markdown ?? '').not.toMatch(/scramble the beaten hard-boiled/i);
  });

  it('a curry peels and warms them instead of boiling them for 9 minutes', () => {
    const r = templateDraft(
      ['Hard boiled eggs', 'Curry powder', 'Coconut milk', 'Onion', 'Garlic', 'Spinach'],
      'curry',
    );
    const text = r?.steps.join(' ') ?? '';
    expect(text).toMatch(/Peel and halve the hard-boiled eggs and add them to warm through/);
    expect(text).not.toMatch(/boil the hard-boiled eggs/i);
  });
});
