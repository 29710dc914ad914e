import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 22's misses in the Middle East, Persia, Turkey, the Caucasus, Central Asia and Africa
 * (lists `r21-*`, typed exactly as the panel's): each list now gets the dish a cook would name
 * (chakapuli, plov, gizdodo, khoresh gheymeh, etli kuru fasulye, a tray börek ...) rather than a
 * Roman lamb roast, a paprika stew or a composed soup; the ask-again lists give a second named dish
 * of another method that keeps the main and buys nothing.
 */
describe('round 22 Middle Eastern, Caucasian and African lists get the dish they spell', () => {
  it.each([
    [
      [
        'bag of white maize meal',
        'tin of baked beans',
        '2 carrots',
        '1 green pepper',
        '1 red pepper',
        '1 onion',
        'garlic',
        'ginger',
        'mild curry powder',
        'tin of chopped tomatoes',
        '1 green chilli',
      ],
      'Chakalaka and Pap',
    ],
    [
      [
        '1 whole chicken',
        '250g cracked freekeh',
        '2 onions',
        'ground allspice',
        'cinnamon stick',
        'cardamom pods',
        'butter',
        'toasted almonds',
        'greek yoghurt',
        '1 cucumber',
        'flat leaf parsley',
      ],
      'Poached Whole Chicken on Spiced Cracked Freekeh Pilaf',
    ],
    [
      [
        '1kg lamb shoulder',
        'big bunch of tarragon',
        'bunch of spring onions',
        'bunch of corriander',
        'bunch of dill',
        'bottle of dry white wine',
        'jar of tkemali sour plum sauce',
        'garlic',
        '1 green chilli',
        'sourdough loaf',
      ],
      'Chakapuli: Georgian Lamb Braised with Tarragon and White Wine',
    ],
    [
      [
        '1kg lamb neck fillet',
        '2 quinces',
        '2 onions',
        'pinch of saffron',
        'ground ginger',
        'cinnamon stick',
        'honey',
        'toasted almonds',
        'couscous',
        'fresh corriander',
      ],
      'Lamb and Quince Tagine',
    ],
    [
      [
        '1kg chicken gizzards',
        '4 ripe plantains',
        '3 red bell peppers',
        '2 scotch bonnets',
        '2 onions',
        'garlic',
        'ginger',
        'chicken stock cubes',
        'dried thyme',
        'curry powder',
        'vegetable oil',
      ],
      'Gizdodo: Chicken Gizzard and Fried Plantain in Pepper Sauce',
    ],
    [
      [
        '750g diced lamb',
        '200g yellow split peas',
        '2 onions',
        'tomato puree',
        '4 dried limes',
        'ground turmeric',
        'cinnamon stick',
        'pinch of saffron',
        'basmati rice',
        'bag of frozen french fries',
        'butter',
      ],
      'Khoresh Gheymeh',
    ],
    [
      [
        '500g diced beef',
        '2 tins of haricot beans',
        '1 onion',
        'jar of red pepper paste',
        'tomato puree',
        'pul biber',
        'butter',
        'baldo or long grain rice',
        'handful of vermicelli',
        'jar of pickled chillies',
      ],
      'Etli Kuru Fasulye with Şehriyeli Pilav',
    ],
    [
      [
        "jar of za'atar",
        'ball of pizza dough',
        'tub of labneh',
        '4 eggs',
        'cherry tomatoes',
        '1 cucumber',
        'black olives',
        'olive oil',
      ],
      "Za'atar Flatbreads with Fried Eggs",
    ],
    [
      [
        'pack of filo pastry',
        '2 bags of spinach',
        'block of feta',
        '3 eggs',
        'milk',
        'butter',
        '1 onion',
        'nigella seeds',
        'natural yoghurt',
        'fresh dill',
      ],
      'Ispanaklı Tepsi Böreği: Layered Spinach and Feta Filo Pie',
    ],
    [
      [
        '3 aubergines',
        '4 ripe tomatoes',
        'garlic',
        'ground cumin',
        'sweet paprika',
        'flat leaf parsley',
        'fresh corriander',
        '1 lemon',
        'tin of chickpeas',
        'pack of flatbreads',
        'olive oil',
      ],
      'Chickpea Zaalouk with Warm Bread',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });

  it('simmers the gizzards tender before frying them, and reads them as gizzards', () => {
    const { markdown } = cookRecipe(
      [
        '1kg chicken gizzards',
        '4 ripe plantains',
        '3 red bell peppers',
        '2 scotch bonnets',
        '2 onions',
        'garlic',
        'ginger',
        'chicken stock cubes',
        'dried thyme',
        'curry powder',
        'vegetable oil',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/- 1 kg chicken gizzards/);
    expect(markdown).toMatch(/50–60 minutes until tender/);
  });

  it('sours the chakapuli with the visitor’s tkemali, not a Chinese plum sauce', () => {
    const { markdown } = cookRecipe(
      [
        '1kg lamb shoulder',
        'big bunch of tarragon',
        'bottle of dry white wine',
        'jar of tkemali sour plum sauce',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/- 4 tbsp tkemali\n/);
    expect(markdown).not.toMatch(/hoisin|Chinese/);
  });

  it('bakes the visitor’s fries on top of the khoresh gheymeh instead of cutting potatoes', () => {
    const { markdown } = cookRecipe(
      [
        '750g diced lamb',
        '200g yellow split peas',
        'tomato puree',
        '4 dried limes',
        'bag of frozen french fries',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Toss the French fries/);
    expect(markdown).not.toMatch(/- \d+ potatoes/);
  });
});

describe('round 22 ask-again lists give a second named dish of another method', () => {
  it.each([
    [
      [
        '750g beef mince',
        '500g penne',
        '1 litre milk',
        'butter',
        'plain flour',
        'bag of frozen okra',
        'tin of chopped tomatoes',
        'handful of vermicelli',
        'egyptian or short grain rice',
        '2 onions',
        'garlic',
        'fresh coriander',
      ],
      'Macarona Béchamel',
      'Bamia with Minced Beef and Vermicelli Rice',
    ],
    [
      [
        '8 chicken thighs',
        'jar of rose harissa',
        '2 tins of chickpeas',
        'couscous',
        'pack of flatbreads',
        'greek yoghurt',
        '2 red onions',
        '1 lemon',
        'fresh mint',
        'bag of spinach',
      ],
      'Rose Harissa Chicken and Chickpea Traybake with Couscous',
      'Rose Harissa Chicken Skewer Wraps with Chickpea Smash',
    ],
    [
      [
        '1kg lamb shoulder',
        '5 carrots',
        '500g long grain rice',
        'tin of chickpeas',
        'plain flour',
        'roll of puff pastry',
        '3 onions',
        'whole head of garlic',
        'cumin seeds',
        '2 peppers',
        '3 tomatoes',
      ],
      'Uzbek Plov: Lamb, Carrot and Chickpea Pilaf',
      'Chtitha Lahm: Algerian Lamb and Chickpea Stew',
    ],
  ])('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('fries the visitor’s vermicelli for the bamia’s rice, not their penne', () => {
    const { markdown } = cookRecipe(
      [
        '750g beef mince',
        '500g penne',
        '1 litre milk',
        'butter',
        'plain flour',
        'bag of frozen okra',
        'tin of chopped tomatoes',
        'handful of vermicelli',
        'egyptian or short grain rice',
        '2 onions',
        'garlic',
        'fresh coriander',
      ],
      { attempt: 1 },
    );
    expect(markdown).toMatch(/fry the vermicelli/);
    expect(markdown).not.toMatch(/fry the penne/);
  });
});
