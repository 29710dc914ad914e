import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';
import { minutesText } from './draft';

/**
 * Italian and French cooking (and fusion pasta and gnocchi), round 23's misses (the `r22-` lists):
 * each list is typed exactly as the panel typed it. Before these dishes were written, the miso
 * butter gnocchi list became brown butter and sage gnocchi that bought sage and left out the miso
 * and mushrooms, the eggs in purgatory list a cold salmorejo with two eggs chopped over it, the
 * pollo alla romana list a cacciatore that bought mushrooms and left the pancetta, and the nduja
 * beans on toast list a frittata that left both tins of beans unused, the gochujang carbonara list
 * a pasta frittata without the gochujang, the white bean cassoulet list a soup that bought a stock
 * cube and used one tin of three, and the brandade left the olives out, served the baguette
 * "toasted" with no step to toast it and left its 48-hour soak out of the times.
 */
describe('round 23 Italian and French lists get the dish a cook would name', () => {
  it.each([
    [
      [
        'pack of fresh gnocchi',
        'white miso',
        'butter',
        'punnet of mushrooms',
        'bag of spinach',
        'garlic',
        'parmesan',
        'chilli crisp',
      ],
      'Miso Butter Gnocchi with Mushrooms and Spinach',
    ],
    [
      [
        '6 eggs',
        '2 cans whole peeled tomatoes',
        'garlic',
        'red pepper flakes',
        'fresh basil',
        'parmesan',
        'olive oil',
        'loaf of ciabatta',
        'bag of arugula',
      ],
      'Eggs in Purgatory',
    ],
    [
      [
        '8 chicken thighs, skin on',
        '3 peppers, red and yellow',
        '1 onion',
        'garlic',
        'glass of white wine',
        'tin of plum tomatoes',
        'fresh marjoram',
        'pack of pancetta cubes',
        'olive oil',
        'crusty bread',
      ],
      'Pollo alla Romana',
    ],
    [
      [
        'jar of nduja',
        '2 tins of cannellini beans',
        'cherry tomatoes',
        'sourdough loaf',
        '4 eggs',
        'garlic',
        'bag of kale',
        'parmesan',
      ],
      'Nduja Beans on Toast with Fried Eggs',
    ],
    [
      [
        '400g spaghetti',
        'pack of smoked bacon',
        '4 egg yolks',
        'parmesan',
        'gochujang',
        'butter',
        'spring onions',
        'toasted sesame seeds',
      ],
      'Gochujang Carbonara with Smoked Bacon',
    ],
    [
      [
        '3 tins of haricot beans',
        '2 leeks',
        '2 carrots',
        '2 celery sticks',
        'garlic',
        'tin of chopped tomatoes',
        'smoked paprika',
        'fresh thyme',
        'pack of vegan sausages',
        'stale bread for crumbs',
        'olive oil',
      ],
      'Vegan Sausage Cassoulet with Leeks and Crisp Crumbs',
    ],
    [
      [
        '400g salt cod',
        '500g floury potatoes',
        'head of garlic',
        'whole milk',
        'good olive oil',
        '1 lemon',
        'baguette',
        'bag of frisee',
        'black olives',
      ],
      'Brandade de Morue',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});

/**
 * The cannellini, courgette, penne and arborio list first got a one-pot orzo that bought fennel and
 * chilli flakes, and asking again the same one-pot pasta made wetter as a soup, with one of the
 * two tins. Now the arborio and stock make a courgette and cannellini risotto, and asking again a
 * penne with courgettes, beans and burst tomatoes: another dish, from the same list, buying nothing.
 */
describe('round 23 Italian ask-again list gets a genuinely different second dish', () => {
  it('risotto first, then the penne', () => {
    const list = [
      '2 tins of cannellini beans',
      '3 courgettes',
      '500g penne',
      'arborio rice',
      'cherry tomatoes',
      'fresh basil',
      'garlic',
      '1 lemon',
      'vegetable stock cube',
      'olive oil',
    ];
    expectNamedSecond(
      list,
      'Courgette and Cannellini Bean Risotto with Lemon and Basil',
      'Penne with Courgettes, Cannellini Beans and Cherry Tomatoes',
    );
    expect(cookRecipe(list, { attempt: 0 }).extras).toEqual([]);
    expect(cookRecipe(list, { attempt: 1 }).extras).toEqual([]);
  });
});

/**
 * The header of a recipe with a day's soak or cure read "Prep 1460 min"; a cook writes the hours.
 * Times under ten hours stay in minutes, as every other recipe has them.
 */
describe('a soak of a day is shown in hours', () => {
  it('writes long times in hours and short ones in minutes', () => {
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(110)).toBe('110 min');
    expect(minutesText(720)).toBe('12 h');
    expect(minutesText(1460)).toBe('24 h 20 min');
  });

  it('the brandade counts its soak and toasts the baguette it serves on', () => {
    const recipe = cookRecipe(
      [
        '400g salt cod',
        '500g floury potatoes',
        'head of garlic',
        'whole milk',
        'good olive oil',
        '1 lemon',
        'baguette',
        'bag of frisee',
        'black olives',
      ],
      { attempt: 0 },
    );
    expect(recipe.markdown).toContain('Prep 24 h 20 min');
    expect(recipe.markdown).not.toMatch(/\d{4} min/);
    expect(recipe.markdown).toMatch(/soak in the fridge for 24 hours/);
    expect(recipe.markdown).toMatch(/toast under a hot grill/);
    expect(recipe.markdown).toContain('- 500 g floury potatoes');
  });
});
