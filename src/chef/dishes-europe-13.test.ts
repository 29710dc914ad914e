import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 15's savoury European lists (panel lists `r14-`) that a second wave fixed. Before it, the
 * duck list roasted the breasts on a sheet pan and left the cherries, port, stock and cream (the
 * sauce and the gratin) unused; the coulibiac list made a salmon and mushroom pie without its rice
 * or boiled eggs; the moussaka mashed the visitor's potatoes on the side instead of layering them;
 * the ratatouille list got a maghmour with the beans unused; and the stegt flæsk left the pickled
 * beetroot out. Asked again, the chorizo list gave its hash again as a frittata, the feta list its
 * baked omelette again as a tortilla, and the basa list fish fingers with the capers unused, where
 * a cook would offer another dish.
 */
describe('round 15 European lists, second wave', () => {
  it.each([
    [
      [
        '2 duck breasts',
        'bag of frozen cherries',
        'port',
        'chicken stock',
        'potatoes',
        'double cream',
        'garlic',
        'thyme',
        'savoy cabbage',
      ],
      'Duck with Cherry and Port Sauce and Gratin Dauphinois',
      /Add the port[\s\S]*Add the cherries/,
    ],
    [
      [
        '500g salmon fillet',
        '2 packs of puff pastry',
        'long grain rice',
        '3 eggs',
        'fresh dill',
        '150g mushrooms',
        '1 shallot',
        'butter',
        'lemon',
        'crème fraîche',
      ],
      'Salmon Coulibiac',
      /boil 2 of the eggs/,
    ],
    [
      [
        '500g lamb mince',
        '3 aubergines',
        '2 potatoes',
        '1 onion',
        'garlic',
        'tin of chopped tomatoes',
        'cinnamon',
        'dried oregano',
        'butter',
        'plain flour',
        'milk',
        'parmesan',
      ],
      'Moussaka',
      /Lay the potatoes over the base/,
    ],
    [
      [
        '1 aubergine',
        '2 courgettes',
        '2 red peppers',
        '1 onion',
        'garlic',
        'tin of plum tomatoes',
        'herbes de provence',
        'tin of cannellini beans',
        'fresh basil',
        'baguette',
      ],
      'Ratatouille',
      /stir in the cannellini beans/,
    ],
    [
      [
        '600g pork belly slices',
        '1kg small potatoes',
        'big bunch of curly parsley',
        'butter',
        'plain flour',
        'whole milk',
        'jar of pickled beetroot',
        'salt and pepper',
      ],
      'Stegt Flæsk med Persillesovs',
      /with the pickled beetroot on the side/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });

  it.each([
    [
      [
        '6 eggs',
        'tin of chopped tomatoes',
        'chorizo ring',
        '2 peppers',
        '1 onion',
        '3 potatoes',
        'crusty bread',
        'smoked paprika',
        'parsley',
      ],
      'Huevos a la Flamenca',
      'Huevos Rotos con Chorizo',
    ],
    [
      [
        '8 eggs',
        'bag of baby potatoes',
        '1 red onion',
        'block of feta',
        'bag of spinach',
        '2 peppers',
        'olive oil',
        'sourdough',
      ],
      'New Potato Traybake with Spinach, Feta and Baked Eggs',
      'Sfougato: Oven-Baked Spinach and Feta Omelette',
    ],
    [
      [
        'bag of frozen basa fillets',
        '1kg potatoes',
        'frozen peas',
        '2 eggs',
        'dried breadcrumbs',
        'plain flour',
        'lemon',
        'mayonnaise',
        'capers',
        'gherkins',
      ],
      'Basa Fishcakes with Tartare Sauce',
      'Pan-Fried Basa with Sauce Gribiche, Crushed Potatoes and Peas',
    ],
  ])('%j asked again: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    expect(cookRecipe(list, { attempt: 0 }).unused).toEqual([]);
  });

  it('the basa asked again makes its capers and gherkins into a sauce gribiche', () => {
    const again = cookRecipe(
      [
        'bag of frozen basa fillets',
        '1kg potatoes',
        'frozen peas',
        '2 eggs',
        'dried breadcrumbs',
        'plain flour',
        'lemon',
        'mayonnaise',
        'capers',
        'gherkins',
      ],
      { attempt: 1 },
    );
    expect(again.markdown).toMatch(/stir them into the mayonnaise with the gherkins and capers/);
  });
});

/**
 * Round 16's Romanian list (panel list `r15-again-romanian-cornmeal-cheese-sausages`, read and
 * scored before this dish was written): its first answer was a sausage, garlic and feta frittata
 * with the cornmeal, butter and pickled peppers unused.
 */
describe('round 16: mămăligă with sausages', () => {
  it('serves the cornmeal as mămăligă with the sausages, feta, sour cream, eggs and mujdei', () => {
    const r = cookRecipe([
      'bag of coarse cornmeal',
      'block of feta',
      'sour cream',
      '4 eggs',
      'butter',
      'pork sausages',
      'garlic',
      'jar of pickled peppers',
    ]);
    expect(r.title).toBe('Mămăligă cu Cârnați');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.markdown).toMatch(/For the mujdei, mash the garlic/);
  });
});
