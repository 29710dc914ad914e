import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('frittata template', () => {
  it('never fries a cucumber, and wilts spinach for a minute or two after the onion softens', () => {
    const r = templateDraft(
      ['Cottage cheese', 'Eggs', 'Cucumber', 'Spinach', 'Red onion', 'Ham'],
      'frittata',
    );
    const text = r?.steps.join(' ') ?? '';
    expect(r?.unused).toContain('Cucumber');
    expect(text).not.toMatch(/cucumber/);
    expect(text).toMatch(
      /cook the red onion for 6–8 minutes until tender, stir in the spinach for 1–2 minutes/,
    );
    expect(text).not.toMatch(/spinach[^.]* for 6–8 minutes/);
  });

  it('is no answer for a cook with two or three eggs, who would have to buy the rest', () => {
    expect(
      templateDraft(['2 eggs', 'Potatoes', 'Onion', 'Smoked salmon'], 'frittata'),
    ).toBeUndefined();
    expect(
      templateDraft(['6 eggs', 'Potatoes', 'Onion', 'Smoked salmon'], 'frittata'),
    ).toBeDefined();
    expect(templateDraft(['Eggs', 'Potatoes', 'Onion', 'Smoked salmon'], 'frittata')).toBeDefined();
  });
});
