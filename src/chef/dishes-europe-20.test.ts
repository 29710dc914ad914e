import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Italian and Italian-American savoury cooking, twentieth wave: the panel's round-19 lists (ids
 * `r18-`) that the chef answered badly, typed exactly as the panel typed them. Before these dishes
 * were written the semolina list made gnudi that bought ricotta and spinach, the sardine list a
 * composed bucatini without its raisins, saffron and breadcrumbs, the mortadella list a salad of
 * torn focaccia, the Johnny Marzetti list a garlic-bread-topped bake without its macaroni, the
 * Nerano list a courgette pasta without its provolone melted in, and the fritto misto left out the
 * whitebait, the semolina and the garlic mayonnaise; asking again gave the same lamb shank braise
 * without its beans and polenta, a composed risotto, a pasta bake that bought a pepper and
 * mushrooms, the same butter bean braise, and a composed tuna pasta.
 */
describe('round-19 Italian and Italian-American lists name the dish a cook would make', () => {
  it.each([
    [
      [
        '300g squid rings',
        '200g raw prawns',
        '200g frozen whitebait',
        'plain flour',
        'semolina',
        'sunflower oil for frying',
        '2 lemons',
        'garlic',
        'mayonnaise',
        'bag of rocket',
      ],
      'Fritto Misto di Mare',
    ],
    [
      [
        '250g semolina',
        '1 litre whole milk',
        'butter',
        'parmesan',
        '2 egg yolks',
        'nutmeg',
        'tin of plum tomatoes',
        'bag of rocket',
      ],
      'Gnocchi alla Romana',
    ],
    [
      [
        'pack of mortadella',
        'bag of shelled pistachios',
        'tub of burrata',
        'rosemary focaccia',
        'bag of rocket',
        'lemon',
        'jar of sun-dried tomatoes',
        'olive oil',
      ],
      'Rosemary Focaccia Sandwiches with Mortadella, Burrata and Pistachio Pesto',
    ],
    [
      [
        '2 tins of sardines in olive oil',
        '400g bucatini',
        '1 fennel bulb',
        '1 onion',
        'handful of raisins',
        'pine nuts',
        'pinch of saffron',
        'breadcrumbs',
        'lemon',
      ],
      'Pasta con le Sarde',
    ],
    [
      [
        '6 courgettes',
        '500g spaghetti',
        'provolone',
        'parmesean',
        'big bunch of basil',
        'garlic',
        'olive oil',
        'butter',
      ],
      'Spaghetti alla Nerano',
    ],
    [
      [
        '1 lb ground beef',
        '1 lb elbow macaroni',
        '1 onion',
        '1 green bell pepper',
        '8 oz mushrooms',
        'jar of marinara',
        'can of tomato sauce',
        'shredded cheddar',
        'frozen garlic bread',
      ],
      'Johnny Marzetti',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });

  it('fries the whitebait too, coats in semolina and makes a garlic mayonnaise', () => {
    const { markdown } = cookRecipe(
      [
        '300g squid rings',
        '200g raw prawns',
        '200g frozen whitebait',
        'plain flour',
        'semolina',
        'sunflower oil for frying',
        '2 lemons',
        'garlic',
        'mayonnaise',
        'bag of rocket',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Fry the whitebait last/);
    expect(markdown).toMatch(/and the semolina in a bowl/);
    expect(markdown).toMatch(/Stir the garlic into the mayonnaise/);
    expect(markdown).toMatch(/300 g squid/);
  });

  it('melts the provolone and butter into the Nerano sauce and uses all six courgettes', () => {
    const { markdown } = cookRecipe(
      [
        '6 courgettes',
        '500g spaghetti',
        'provolone',
        'parmesean',
        'big bunch of basil',
        'garlic',
        'olive oil',
        'butter',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/- 6 courgettes/);
    expect(markdown).toMatch(/Add the butter, the provolone and the parmesan and toss/);
  });

  it('bakes the visitor’s garlic bread beside the Johnny Marzetti rather than on top', () => {
    const { markdown } = cookRecipe(
      [
        '1 lb ground beef',
        '1 lb elbow macaroni',
        '1 onion',
        '1 green bell pepper',
        '8 oz mushrooms',
        'jar of marinara',
        'can of tomato sauce',
        'shredded cheddar',
        'frozen garlic bread',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Bake the garlic bread on the shelf below/);
    expect(markdown).toMatch(/Fold the elbow macaroni/);
  });
});

describe('round-19 Italian ask-again lists give a second named dish', () => {
  it.each([
    [
      'lamb shanks braised with beans on polenta, then a lamb shank and bean soup',
      [
        '4 lamb shanks',
        'tin of chopped tomatoes',
        '2 tins of cannellini beans',
        'red wine',
        'fresh rosemary',
        'garlic',
        'quick cook polenta',
        '2 carrots',
        '1 onion',
      ],
      'Stinco d’Agnello: Lamb Shanks Braised with Cannellini Beans on Soft Polenta',
      'Lamb Shank, Cannellini Bean and Rosemary Soup',
    ],
    [
      'prawn and asparagus risotto, then a prawn and asparagus spaghetti',
      [
        '400g raw king prawns',
        'bunch of asparagus',
        '2 lemons',
        'arborio rice',
        'spaghetti',
        'garlic',
        'butter',
        'parmesan',
        'vegetable stock cubes',
        'chilli flakes',
      ],
      'King Prawn and Asparagus Risotto with Lemon',
      'Spaghetti with King Prawns, Asparagus and Garlic Butter',
    ],
    [
      'salami and pesto penne, then a salami puff pastry tart',
      [
        'pack of salami',
        '2 balls of mozzarella',
        'roll of puff pastry',
        'green olives',
        'penne',
        'jar of roasted red peppers',
        'jar of pesto',
        'cherry tomatoes',
      ],
      'Penne with Pesto, Salami and Roasted Red Pepper',
      'Salami, Mozzarella and Pesto Puff Pastry Tart',
    ],
    [
      'baked butter beans under sourdough crumbs, then a butter bean and leek soup on toast',
      [
        '2 tins of butter beans',
        '2 leeks',
        '1 fennel bulb',
        'tin of chopped tomatoes',
        'half a sourdough loaf',
        'garlic',
        'lemon',
        'fresh thyme',
        'olive oil',
      ],
      'Baked Butter Beans with Leeks, Fennel and Sourdough Crumbs',
      'Zuppa di Fagioli: Butter Bean and Leek Soup on Garlic Toast',
    ],
    [
      'an Italian tuna pasta salad, then a salade niçoise with the potatoes',
      [
        '3 tins of tuna',
        '1kg new potatoes',
        '4 eggs',
        'green beans',
        '500g penne',
        'black olives',
        'cherry tomatoes',
        'mayonnaise',
        'lemon',
      ],
      'Insalata di Pasta: Penne with Tuna, Green Beans and Eggs',
      'Salade Niçoise',
    ],
  ])('%s', (_name, list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('warms the tinned beans through the braise instead of cooking them for hours', () => {
    const { markdown } = cookRecipe(
      [
        '4 lamb shanks',
        'tin of chopped tomatoes',
        '2 tins of cannellini beans',
        'red wine',
        'fresh rosemary',
        'garlic',
        'quick cook polenta',
        '2 carrots',
        '1 onion',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Stir the cannellini beans into the sauce[^.]*for 20 minutes/);
    expect(markdown).toMatch(/Pour in the quick cook polenta/);
  });
});
