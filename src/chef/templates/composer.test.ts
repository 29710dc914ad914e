import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('composed recipes pair their proteins as a cook would', () => {
  it.each(['pasta', 'soup', 'stir-fry', 'sheet-pan'])(
    'never puts fish fingers and chicken in one %s',
    (template) => {
      const r = templateDraft(
        ['Fish fingers', 'Chicken thighs', 'Pasta shapes', 'Frozen peas', 'Carrots', 'Onion'],
        template,
      );
      const lines = r?.ingredients.join('\n') ?? '';
      expect(/fish finger/.test(lines) && /chicken/.test(lines), lines).toBe(false);
    },
  );

  it('keeps the cured pork that goes with seafood: prawns with chorizo', () => {
    const r = templateDraft(
      ['King prawns', 'Chorizo', 'Spaghetti', 'Cherry tomatoes', 'Garlic'],
      'pasta',
    );
    const lines = r?.ingredients.join('\n') ?? '';
    expect(lines).toMatch(/prawns/);
    expect(lines).toMatch(/chorizo/);
  });
});
