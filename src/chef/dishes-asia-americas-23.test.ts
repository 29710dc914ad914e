import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 17's misses in Indian, Sri Lankan, Middle Eastern, North African and Turkish cooking, each
 * list typed as the panel typed it. Before these dishes were written the chef answered a xacuti
 * list with pan-fried chicken, a kosha mangsho list with a Yankee pot roast, riz a djej with a
 * French poule au pot, a kottu list with curry wraps, bisi bele bath with khichdi, and so on; and
 * asking again after the lamb, apricot and chickpea tagine gave a plain tomato braise.
 */
describe('round 17: the South Asian and Middle Eastern dish the list calls for comes first', () => {
  it.each([
    [
      [
        '1 cup sona masoori rice',
        '1 cup toor dal',
        'bag of frozen mixed veg',
        'tamarind paste',
        'jar of bisi bele bath powder',
        'ghee',
        'raw peanuts',
        'curry leaves',
        'mustard seeds',
        'tumeric',
      ],
      'Bisi Bele Bath',
    ],
    [
      [
        'jar of butter chicken sauce',
        '3 chicken breasts',
        'pack of lasagne sheets',
        'block of paneer',
        'bag of spinach',
        'grated mozzarella',
        'natural yoghurt',
        'fresh corriander',
      ],
      'Butter Chicken Lasagne with Paneer and Spinach',
    ],
    [
      [
        'pack of frozen godamba roti',
        'leftover chicken curry',
        '3 eggs',
        '1 leek',
        '2 carrots',
        '1 onion',
        'curry leaves',
        'green chillies',
        'roasted curry powder',
      ],
      'Sri Lankan Kottu Roti',
    ],
    [
      [
        '1kg mutton on the bone',
        'mustard oil',
        'natural yoghurt',
        '4 onions',
        '2 potatoes',
        'ginger garlic paste',
        'kashmiri chilli powder',
        'bay leaves',
        'sugar',
        'plain flour',
        'ghee',
      ],
      'Kosha Mangsho with Luchi',
    ],
    [
      [
        '1 whole chicken',
        '250g lamb mince',
        '2 cups long grain rice',
        '1 onion',
        'cinnamon sticks',
        'ground allspice',
        'lebanese seven spice',
        'flaked almonds',
        'pine nuts',
        'greek yoghurt',
        'cucumber',
      ],
      'Riz a Djej with a Poached Whole Chicken and Spiced Minced Lamb',
    ],
    [
      [
        'block of halloumi',
        '3 nectarines',
        'couscous',
        'bag of rocket',
        'fresh mint',
        'runny honey',
        'shelled pistachios',
        'lemon',
      ],
      'Griddled Halloumi, Nectarine and Couscous Salad',
    ],
    [
      [
        '750g boneless chicken thighs',
        'dried fenugreek leaves',
        'double cream',
        '2 onions',
        'ginger garlic paste',
        'green chillies',
        'handful of cashews',
        'garam masala',
        'ghee',
        'pack of garlic naan',
      ],
      'Methi Malai Murgh',
    ],
    [
      [
        '1kg lamb shoulder on the bone',
        'dried kashmiri chillies',
        'natural yoghurt',
        '3 onions',
        'ghee',
        'garlic',
        'coriander seeds',
        'cloves and cardamom',
        'atta flour',
        'fresh corriander',
      ],
      'Laal Maas with Chapatis',
    ],
    [
      [
        '500g lamb mince',
        'tomato paste',
        'jar of red pepper paste',
        '1 red onion',
        '1 green pepper',
        'bunch of flat leaf parsley',
        'pul biber',
        'pack of large tortilla wraps',
        '2 lemons',
        'little gem lettuce',
      ],
      'Lahmacun-Style Minced Lamb Wraps',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
  });

  it('uses the bought items as they are: the spice powder, the leftover curry, the jar sauce', () => {
    const bisi = cookRecipe(
      [
        '1 cup sona masoori rice',
        '1 cup toor dal',
        'bag of frozen mixed veg',
        'tamarind paste',
        'jar of bisi bele bath powder',
        'ghee',
        'raw peanuts',
        'curry leaves',
        'mustard seeds',
        'tumeric',
      ],
      { attempt: 0 },
    ).markdown;
    expect(bisi).toMatch(/bisi bele bath powder/);
    expect(bisi).toMatch(/tamarind/);
    const kottu = cookRecipe(
      [
        'pack of frozen godamba roti',
        'leftover chicken curry',
        '3 eggs',
        '1 leek',
        '2 carrots',
        '1 onion',
        'curry leaves',
        'green chillies',
        'roasted curry powder',
      ],
      { attempt: 0 },
    ).markdown;
    expect(kottu).toMatch(/leftover chicken curry[^.]*piping hot/);
    expect(kottu).toMatch(/godamba roti/);
  });
});

describe('round 17: asking again after a South Asian or North African classic', () => {
  it.each([
    [
      [
        '1kg chicken thighs',
        'bag of desiccated coconut',
        'dried kashmiri chillies',
        'star anise',
        'poppy seeds',
        'palm vinegar',
        '2 onions',
        'potatoes',
        'bunch of coriander',
        'pack of pav rolls',
        'basmati rice',
      ],
      'Goan Chicken Xacuti',
      'Goan Chicken Vindaloo with Potatoes',
    ],
    [
      [
        '600g diced lamb',
        'dried apricots',
        'tin of chickpeas',
        'couscous',
        '2 onions',
        'ras el hanout',
        'tin of chopped tomatoes',
        'basmati rice',
        'fresh coriander',
        'flaked almonds',
      ],
      'Lamb, Chickpea and Dried Apricot Tagine',
      'Spiced Lamb Pilaf with Toasted Flaked Almonds',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('reheats the leftover biryani and samosas of a whole fridge after Diwali, then makes samosa chaat', () => {
    const list = [
      'box of leftover samosas',
      'half a tray of vegetable biryani',
      'tub of raita',
      'block of paneer',
      'bag of spinach',
      'tin of chickpeas',
      'red lentils',
      'basmati rice',
      'pack of chapatis',
      'box of mithai',
      'bag of onions',
      'tomatoes',
      'ginger',
      'green chillies',
      'fresh corriander',
      'natural yoghurt',
      'whole milk',
      'ghee',
      'eggs',
      'frozen peas',
    ];
    expectNamedSecond(
      list,
      'Matar Paneer with Reheated Vegetable Biryani and Samosas',
      'Samosa Chaat',
    );
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.markdown).toMatch(/vegetable biryani[^.]*piping hot/);
    expect(first.markdown.split('## Tips')[0]).not.toMatch(/basmati/i);
  });
});
