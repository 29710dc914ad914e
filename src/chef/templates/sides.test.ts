import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('rice on the side of a curry or in tacos', () => {
  it('a curry cooks its rice for its own minutes while it simmers', () => {
    const r = templateDraft(
      ['Chicken thighs', 'Curry powder', 'Coconut milk', 'Onion', 'Garlic', 'Basmati rice'],
      'curry',
    );
    const steps = r?.steps ?? [];
    const rice = steps.findIndex((s) => /^Meanwhile, rinse the basmati rice/.test(s));
    const simmer = steps.findIndex((s) => /simmer for 20 minutes/.test(s));
    expect(simmer).toBeGreaterThanOrEqual(0);
    expect(rice).toBe(simmer + 1);
    expect(steps.join(' ')).not.toMatch(/as the packet says/);
  });

  it('tacos cook their rice for its own minutes and never slice the fried peppers again', () => {
    const r = templateDraft(
      ['Flour tortillas', 'Chicken thighs', 'Rice', 'Peppers', 'Onion', 'Smoked paprika', 'Lime'],
      'tacos',
    );
    const text = r?.steps.join(' ') ?? '';
    expect(text).toMatch(/cook it in a large pan of boiling salted water for 10–12 minutes/);
    expect(text).not.toMatch(/as the packet says/);
    expect(text).toMatch(/fry the sliced bell peppers/);
    expect(text).not.toMatch(/slice the bell peppers/);
  });
});
