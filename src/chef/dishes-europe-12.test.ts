import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Round 15's European lists (panel lists `r14-`) that were answered badly: the chef names the
 * dish the list was built for. Before this wave the żurek list left its bottle of żurek starter
 * unrecognised and made a frittata of the white sausages and bacon, and the hake list broke fried hake
 * into a spinach salad and left the roasted peppers, paprika and garlic for the romesco unused, and
 * the pumpkin purée list made a cream and bacon pasta without its pumpkin, sage or garlic.
 */
describe('round 15 European lists name the dish a cook would make', () => {
  it.each([
    [
      [
        'bottle of zurek starter',
        '500g white sausage',
        'smoked bacon',
        '4 potatoes',
        '4 eggs',
        'dried marjoram',
        'garlic',
        'jar of horseradish',
        'rye bread',
      ],
      'Żurek',
      /żurek starter/,
    ],
    [
      [
        '4 hake fillets',
        'jar of roasted red peppers',
        'handful of blanched almonds',
        'slice of stale bread',
        'sherry vinegar',
        'smoked paprika',
        'garlic',
        'new potatoes',
        'bag of spinach',
        'olive oil',
      ],
      'Hake with Romesco, New Potatoes and Spinach',
      /food processor with the roasted red pepper/,
    ],
    [
      [
        '15 oz can pumpkin puree',
        '1 lb penne',
        '6 slices bacon',
        'fresh sage',
        'heavy cream',
        'parmesan',
        'nutmeg',
        'garlic',
      ],
      'Penne with Pumpkin Purée, Bacon and Sage',
      /Stir in the pumpkin purée/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });
});
