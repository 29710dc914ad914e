import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Indian, Indo-Chinese, Middle Eastern, Turkish, Ethiopian and Jewish, round 20's misses: each list
 * is one the panel read, typed as the visitor typed it. Before these dishes were written the chef
 * answered with a neighbour that left out what makes the dish: barbacoa tacos for lamb shanks and
 * nihari masala, a mujadara for uttapam batter and coconut chutney, roast potatoes for vada pav, a
 * lamb curry for maqluba, a lamb tray bake for İskender, a prawn masala for a prawn biryani, arroz
 * chaufa for chicken Manchurian and a Hungarian pörkölt for key wat; and a chraime without its
 * caraway that told the cook to serve bread twice.
 */
describe('round 20: the South Asian, Middle Eastern and Ethiopian dish a cook would name comes first', () => {
  it.each([
    [
      [
        '2 lamb shanks',
        'packet of nihari masala',
        '2 onions',
        'ginger garlic paste',
        'plain flour',
        'ghee',
        'fresh ginger',
        'green chillies',
        'fresh corriander',
        'lemons',
        'pack of naan',
      ],
      'Lamb Shank Nihari',
    ],
    [
      [
        'bag of idli rice',
        'urad dal',
        '2 red onions',
        '2 tomatoes',
        'green chillies',
        'fresh coriander',
        'bag of frozen grated coconut',
        'roasted chana dal',
        'mustard seeds',
        'curry leaves',
        'natural yoghurt',
      ],
      'Red Onion and Tomato Uttapam with Fresh Coconut Chutney',
    ],
    [
      [
        '1kg potatoes',
        'gram flour',
        'pack of soft bread rolls',
        'green chillies',
        'garlic',
        'ginger',
        'mustard seeds',
        'curry leaves',
        'ground tumeric',
        'desiccated coconut',
        'kashmiri chilli powder',
        'butter',
      ],
      'Vada Pav',
    ],
    [
      [
        '800g lamb neck fillet',
        '2 aubergines',
        '1 cauliflower',
        '2 tomatoes',
        'basmati rice',
        '1 onion',
        'baharat',
        'ground tumeric',
        'pine nuts',
        'natural yoghurt',
        'cucumber',
      ],
      'Lamb Maqluba with Aubergine and Cauliflower',
    ],
    [
      [
        '500g lamb leg steaks',
        'turkish pide bread',
        'tomato puree',
        'butter',
        'pot of greek yoghurt',
        '2 tomatoes',
        '2 long green peppers',
        '1 onion',
        'garlic',
        'sweet paprika',
      ],
      'Lamb Leg İskender',
    ],
    [
      [
        '400g raw king prawns',
        'basmati rice',
        '2 onions',
        'natural yoghurt',
        'biryani masala',
        'ginger garlic paste',
        'tin of chopped tomatoes',
        'fresh mint',
        'fresh coriander',
        'ghee',
        'cucumber',
      ],
      'King Prawn Biryani with Raita',
    ],
    [
      [
        '500g chicken breast',
        'cornflour',
        '2 eggs',
        'ginger garlic paste',
        'green chillies',
        '1 green pepper',
        'spring onions',
        'dark soy sauce',
        'tomato ketchup',
        'red chilli sauce',
        'basmati rice',
      ],
      'Chicken Manchurian with Egg Fried Rice',
    ],
    [
      [
        '1kg stewing beef',
        '4 red onions',
        'berbere spice',
        'niter kibbeh',
        'tomato paste',
        'garlic',
        'ginger',
        '4 eggs',
        'pack of injera',
        'cottage cheese',
      ],
      'Key Wat',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });

  it('uses the nihari masala and the bought naan as they are', () => {
    const { markdown } = cookRecipe(
      [
        '2 lamb shanks',
        'packet of nihari masala',
        '2 onions',
        'ginger garlic paste',
        'plain flour',
        'ghee',
        'pack of naan',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/nihari masala/);
    expect(markdown).not.toMatch(/Marsala/);
    expect(markdown).toMatch(/naans?, warmed/);
  });

  it('grinds the roasted chana dal and fresh coconut into the uttapam’s chutney', () => {
    const { markdown } = cookRecipe(
      [
        'bag of idli rice',
        'urad dal',
        '2 red onions',
        '2 tomatoes',
        'bag of frozen grated coconut',
        'roasted chana dal',
        'mustard seeds',
        'curry leaves',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/roasted chana dal/);
    expect(markdown).not.toMatch(/desiccated|split peas/);
  });

  it('cooks the chraime with its caraway and serves the challah once', () => {
    const { markdown } = cookRecipe(
      [
        '4 cod fillets',
        '2 red peppers',
        'garlic',
        'tomato puree',
        'sweet paprika',
        'ground caraway',
        'ground cumin',
        'lemon',
        'bunch of coriander',
        'challah loaf',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/caraway/);
    expect(markdown).not.toMatch(/Not used this time/);
    expect(markdown.match(/challah/g)?.length).toBe(3);
  });
});
