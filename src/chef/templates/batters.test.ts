import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('pancake and muffin batters', () => {
  it('pancakes made with oil never melt it or talk of "the remaining fat"', () => {
    const r = templateDraft(
      ['Dark chocolate', 'Desiccated coconut', 'Sunflower oil', 'Milk'],
      'pancakes',
    );
    const text = r?.steps.join(' ') ?? '';
    expect(text).not.toMatch(/melted vegetable oil|remaining fat/);
    expect(text).toMatch(/Beat the eggs with the milk and 1 tbsp of the vegetable oil/);
    expect(text).toMatch(/brush it with a little of the rest of the vegetable oil/);
  });

  it('pancakes made with butter melt it first, then use half in the batter', () => {
    const r = templateDraft(['Blueberries', 'Butter', 'Milk', 'Eggs', 'Maple syrup'], 'pancakes');
    expect(r?.steps.join(' ')).toMatch(/Melt the butter\. Beat the eggs .* half the melted butter/);
  });

  it('muffins fold in berries whole and nuts chopped, and never melt oil', () => {
    const r = templateDraft(
      ['Blueberries', 'Walnuts', 'Sunflower oil', 'Milk', 'Honey'],
      'muffins',
    );
    const text = r?.steps.join(' ') ?? '';
    expect(text).not.toMatch(/chopped blueberries|melted vegetable oil/);
    expect(text).toMatch(
      /Whisk the eggs with the milk, the vegetable oil and the honey, then stir/,
    );
    expect(r?.ingredients.join('\n')).toMatch(/walnuts, roughly chopped/);
  });
});
