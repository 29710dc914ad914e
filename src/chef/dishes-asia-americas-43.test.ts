import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * South Asian, Middle Eastern and African lists of round 23 (the `r22-` lists), each typed exactly
 * as the panel typed it. Before these dishes were written, the lime pickle and chicken thigh list
 * became harissa skewers with the pickle only passed at the table; the egg curry left the coconut
 * milk unused and served frozen parathas uncooked; the yebeg alicha list became an aloo gosht that
 * bought tomatoes and garam masala; the Kashmiri yakhni list a generic lamb curry; the pilau
 * stuffed peppers, cauliflower pilaf and onion bhaji lists templated tray bakes or a kadhi pakora;
 * and the githeri left the carrots and stock cube out.
 */
describe('round 23 South Asian and African lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '8 chicken thighs',
        'jar of lime pickle',
        'greek yoghurt',
        'tin of chickpeas',
        '2 red onions',
        'bag of spinach',
        'pack of naan',
        'fresh mint',
      ],
      'Lime Pickle Roast Chicken with Chickpeas and Spinach',
    ],
    [
      [
        '1 cauliflower',
        'tin of chickpeas',
        'basmati rice',
        '1 onion',
        'cumin seeds',
        'cardamom pods',
        'cinnamon stick',
        'raisins',
        'flaked almonds',
        'fresh coriander',
        'vegetable stock cube',
      ],
      'Roast Cauliflower and Chickpea Pilau with Raisins',
    ],
    [
      [
        '8 eggs',
        '2 onions',
        '3 tomatoes',
        'ginger',
        'garlic',
        'cumin seeds',
        'ground turmeric',
        'kashmiri chilli powder',
        'garam masala',
        'tin of coconut milk',
        'pack of frozen parathas',
        'fresh coriander',
      ],
      'Kerala Egg Curry with Parathas',
    ],
    [
      [
        '1kg diced lamb',
        '4 red onions',
        'niter kibbeh or ghee',
        'garlic',
        'ginger',
        'ground turmeric',
        '2 green chillies',
        '3 potatoes',
        'pack of injera',
        'cardamom pods',
      ],
      'Yebeg Alicha',
    ],
    [
      [
        '1kg lamb shoulder on the bone',
        '500g full fat yoghurt',
        'ground fennel',
        'ground ginger',
        'black cardamom',
        'green cardamom',
        'cloves',
        'cinnamon stick',
        'bay leaves',
        'dried mint',
        'ghee',
        'basmati rice',
      ],
      'Kashmiri Lamb Yakhni',
    ],
    [
      [
        '2 tubs of leftover pilau rice',
        '4 red peppers',
        'tin of chickpeas',
        'block of feta',
        'leftover onion bhajis',
        'tin of chopped tomatoes',
        'natural yoghurt',
        'fresh mint',
      ],
      'Pilau-Stuffed Red Peppers with Chickpeas and Feta',
    ],
    [
      [
        'tin of sweetcorn',
        '2 tins of kidney beans',
        '1 onion',
        '2 tomatoes',
        'garlic',
        '2 carrots',
        'mild curry powder',
        'bag of kale',
        'vegetable oil',
        'vegetable stock cube',
      ],
      'Githeri',
    ],
    [
      [
        '4 onions',
        'gram flour',
        'cumin seeds',
        'ground turmeric',
        'green chillies',
        'fresh corriander',
        'natural yoghurt',
        '1 cucumber',
        'fresh mint',
        'jar of mango chutney',
        'vegetable oil for frying',
        'pack of naan',
      ],
      'Onion Bhajis with Cucumber Raita and Naans',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });

  it('cooks the frozen parathas and puts the coconut milk in the egg curry', () => {
    const { markdown } = cookRecipe(
      [
        '8 eggs',
        '2 onions',
        '3 tomatoes',
        'ginger',
        'garlic',
        'cumin seeds',
        'ground turmeric',
        'kashmiri chilli powder',
        'garam masala',
        'tin of coconut milk',
        'pack of frozen parathas',
        'fresh coriander',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/cook the parathas from frozen/i);
    expect(markdown).toMatch(/Pour in the coconut milk/);
  });
});

/**
 * Round 23's ask-again lists: the peanut butter and rice noodle list got a Greek oven chickpea dish,
 * then a Turkish chickpea stew with the rice noodles cooked before anything else and left to go
 * cold; the Punjabi paneer list got stuffed parathas that left the chapati flour unused beside the
 * plain flour they bought, then a potato-heavy curry with nothing to eat it with; the yellow split
 * pea list got a kik alicha that bought turmeric and left the coconut milk and flatbreads, then a
 * templated soup with the rice boiled in it.
 */
describe('round 23 South Asian and African ask-again lists get two named dishes', () => {
  const peanut = [
    '2 tins of chickpeas',
    'jar of peanut butter',
    '6 eggs',
    'pack of rice noodles',
    'bag of frozen spinach',
    'tin of chopped tomatoes',
    'soy sauce',
    '1 onion',
    'sriracha',
  ];
  const paneer = [
    'block of paneer',
    '2 tins of chickpeas',
    'bag of spinach',
    'bag of chapati flour',
    '1kg potatoes',
    '2 onions',
    'tin of chopped tomatoes',
    'ginger',
    'green chillies',
    'garam masala',
    'ghee',
    'natural yoghurt',
  ];
  it.each([
    [
      peanut,
      'Chickpea and Spinach Groundnut Stew with Eggs',
      'Peanut Rice Noodles with Crispy Chickpeas and Fried Eggs',
    ],
    [paneer, 'Paneer Chole with Spinach and Chapatis', 'Aloo Paneer Parathas'],
    [
      [
        '250g yellow split peas',
        '3 potatoes',
        'bag of spinach',
        'basmati rice',
        'pack of flatbreads',
        'tin of coconut milk',
        '1 onion',
        'garlic',
        'ginger',
        'curry powder',
        '1 lemon',
      ],
      'Coconut Split Pea Dal with Potatoes and Spinach',
      'Spiced Split Pea and Potato Cakes in Flatbreads',
    ],
  ])('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('cooks noodles served beside a dish as it finishes, not before anything else', () => {
    const { markdown } = cookRecipe(peanut, { attempt: 0 });
    expect(markdown).toMatch(/About 10 minutes before serving, put the rice noodles on to cook/);
    expect(markdown).not.toMatch(/Before you start, put the rice noodles/);
  });

  it("uses the visitor's chapati flour where a paratha's note offers it, not plain flour beside it", () => {
    const list = [
      'block of paneer',
      'bag of spinach',
      'bag of chapati flour',
      '1 onion',
      'garam masala',
      'vegetable oil',
      'natural yoghurt',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe('Paneer and Spinach Stuffed Parathas');
    expect(recipe.unused).not.toContain('bag of chapati flour');
    expect(recipe.markdown).toContain('Mix the chapati flour');
    // and says nothing of a swap: the dish offered it
    expect(recipe.markdown).not.toContain('in place of plain flour');
  });
});
