import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('pasta', () => {
  it('never fries a cucumber into the sauce', () => {
    const r = templateDraft(['Chicken thighs', 'Carrots', 'Spaghetti', 'Cucumber'], 'pasta');
    if (!r) throw new Error('no pasta');
    expect(r.steps.join(' ')).toMatch(/carrots/);
    expect(r.steps.join(' ')).not.toMatch(/cucumber/i);
  });

  it('tosses no silken tofu through the pasta, where it would fall apart', () => {
    const r = templateDraft(['Silken tofu', 'Penne', 'Courgettes', 'Peppers', 'Garlic'], 'pasta');
    if (!r) throw new Error('no pasta');
    expect(r.unused).toContain('Silken tofu');
    expect(r.steps.join(' ')).not.toMatch(/tofu/);
  });
});
