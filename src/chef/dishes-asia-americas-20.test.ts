import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Indian, Middle Eastern, North African, African and Turkish lists from the cook's panel, round 16
 * (lists `r15-` in `bench/chef-panel/lists-round-15.ts`), typed exactly as there. Before these
 * dishes and fixes the first answers were a kuku paka that bought coconut milk for a Chettinad list,
 * a plain chicken casserole that left the Durban masala and the loaves unused, a tray of roast new
 * potatoes for dum aloo and jeera rice, a tas kebabı that left the begendi's flour, milk and kaşar
 * unused, a Hungarian pörkölt for a Kerala beef fry, pancakes for kulfi and a baked omelette for
 * poppadom nachos. Asking again gave aloo matar twice over, a curry with the cucumber stewed in, a
 * chickpea curry that dropped the dates and feta, a patlıcan kebabı that left the yoghurt and cumin
 * unused, and a lamb salad with raw halloumi after the lamb wraps.
 */
describe('round 16 Indian, Middle Eastern, African and Turkish lists: the first answer', () => {
  it.each([
    // chicken-chettinad-parathas
    [
      [
        '800g chicken thighs',
        '2 onions',
        '3 tomatoes',
        'ginger garlic paste',
        'curry leaves',
        'fennel seeds',
        'black peppercorns',
        'dried red chillies',
        'desiccated coconut',
        'tumeric',
        'pack of frozen parathas',
      ],
      'Chicken Chettinad with Parathas',
    ],
    // durban-chicken-bunny-chow
    [
      [
        '1kg chicken thighs on the bone',
        '4 potatoes',
        '2 onions',
        '3 tomatoes',
        'durban masala',
        'curry leaves',
        'cinnamon stick',
        'ginger',
        'garlic',
        '2 unsliced white loaves',
        'grated carrot',
      ],
      'Durban Chicken Bunny Chow',
    ],
    // dum-aloo-jeera-rice
    [
      [
        '750g baby potatoes',
        'natural yoghurt',
        '2 onions',
        '2 tomatoes',
        'kashmiri chilli powder',
        'fennel seeds',
        'ginger',
        'ghee',
        'cumin seeds',
        'basmati rice',
      ],
      'Dum Aloo with Jeera Rice',
    ],
    // hunkar-begendi-lamb-aubergine
    [
      [
        '600g lamb shoulder',
        '4 aubergines',
        '2 onions',
        'green peppers',
        'tomato paste',
        'tin of chopped tomatoes',
        'butter',
        'plain flour',
        'milk',
        'kasar cheese',
        'pul biber',
      ],
      'Hünkar Beğendi',
    ],
    // keralan-beef-fry-coconut-parotta
    [
      [
        '750g stewing beef',
        'fresh coconut',
        'curry leaves',
        '2 onions',
        'ginger',
        'garlic',
        'green chillies',
        'meat masala',
        'fennel seeds',
        'coconut oil',
        'pack of frozen kerala parottas',
      ],
      'Kerala Beef Fry with Parathas',
    ],
    // kulfi-pistachio-cardamom
    [
      [
        'tin of evaporated milk',
        'tin of condensed milk',
        'double cream',
        'shelled pistachios',
        'cardamom pods',
        'pinch of saffron',
        'rose water',
      ],
      'Kesar Pista Kulfi',
    ],
    // poppadom-nachos-chicken-chutney
    [
      [
        'big bag of mini poppadoms',
        'leftover tandoori chicken',
        'jar of mango chutney',
        'natural yoghurt',
        'red onion',
        'pomegranate',
        'grated cheddar',
        'mint sauce',
        'fresh corriander',
      ],
      'Poppadom Nachos with Chicken Tikka',
    ],
  ] as const)('%j gives %s', (list, title) => {
    const recipe = cookRecipe([...list], { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('uses the bought parathas and loaves as they are, and grinds the Chettinad masala', () => {
    const chettinad = cookRecipe(
      [
        '800g chicken thighs',
        '2 onions',
        '3 tomatoes',
        'ginger garlic paste',
        'curry leaves',
        'fennel seeds',
        'black peppercorns',
        'dried red chillies',
        'desiccated coconut',
        'tumeric',
        'pack of frozen parathas',
      ],
      { attempt: 0 },
    ).markdown;
    expect(chettinad).toMatch(/from frozen/);
    expect(chettinad).not.toMatch(/coconut milk/);
    const bunny = cookRecipe(
      [
        '1kg chicken thighs on the bone',
        '4 potatoes',
        '2 onions',
        '3 tomatoes',
        'durban masala',
        'curry leaves',
        'cinnamon stick',
        'ginger',
        'garlic',
        '2 unsliced white loaves',
        'grated carrot',
      ],
      { attempt: 0 },
    ).markdown;
    expect(bunny).toMatch(/scoop out most of the crumb/);
    expect(bunny).not.toMatch(/Marsala/);
  });
});

describe('round 16 ask-again lists: a different named dish second', () => {
  it.each([
    // potatoes-peas-chapati-flour
    [
      [
        '5 potatoes',
        'bag of frozen peas',
        '2 onions',
        'cumin seeds',
        'garam masala',
        'chapati flour',
        'fresh coriander',
        'lemon',
        'jar of tamarind chutney',
      ],
      'Stuffed Pea and Potato Parathas',
      'Aloo Matar with Puris',
    ],
    // drumsticks-yoghurt-spices-rice
    [
      [
        '8 chicken drumsticks',
        'greek yoghurt',
        'garam masala',
        'turmeric',
        'ginger',
        'garlic',
        'basmati rice',
        '2 onions',
        'tin of chopped tomatoes',
        'cucumber',
      ],
      'Chicken Drumstick Curry with Cucumber Raita',
      'Tandoori-Style Chicken Drumsticks with Raita and Rice',
    ],
    // cauliflower-dates-feta-couscous
    [
      [
        '1 cauliflower',
        'handful of medjool dates',
        'block of feta',
        'couscous',
        'flaked almonds',
        'tin of chickpeas',
        'ras el hanout',
        'greek yoghurt',
      ],
      'Roast Cauliflower and Couscous Salad with Feta',
      'Cauliflower and Medjool Date Tagine',
    ],
    // lamb-mince-aubergine-flatbreads
    [
      [
        '500g lamb mince',
        '2 aubergines',
        'greek yoghurt',
        'pack of flatbreads',
        '4 tomatoes',
        '1 onion',
        'ground cumin',
        'pine nuts',
        'fresh mint',
      ],
      'Fattet Batinjan: Aubergine and Minced Lamb Fatteh',
      'Patlıcan Kebabı: Minced Lamb Köfte Baked between Rounds of Aubergine',
    ],
    // lamb-leg-steaks-halloumi-peppers
    [
      [
        '4 lamb leg steaks',
        'block of halloumi',
        '2 peppers',
        '1 red onion',
        'pack of flatbreads',
        'greek yoghurt',
        'couscous',
        'lemon',
        'fresh mint',
      ],
      'Lamb Leg and Halloumi Kebabs with Mint Couscous',
      'Tray-Roast Lamb Leg with Halloumi and Bell Peppers',
    ],
  ] as const)('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond([...list], first, second);
    expect(cookRecipe([...list], { attempt: 0 }).extras).toEqual([]);
  });
});

describe('round 16 lists whose dish was right: every typed item now has its moment', () => {
  it.each([
    [
      [
        '2 cups basmati rice',
        '2 lemons',
        'raw peanuts',
        'curry leaves',
        'black mustard seeds',
        'chana dal',
        'tumeric',
        'dried red chillies',
        'pack of poppadoms',
        'jar of mango pickle',
      ],
      'Lemon Rice',
      [/chana dal and fry/, /poppadoms/, /mango pickle/],
    ],
    [
      [
        '500g beef mince',
        '1 onion',
        '1 green pepper',
        'green chillies',
        'baharat',
        'ground cumin',
        'parsley',
        'pack of large pitta breads',
        'tahini',
        'lemon',
        'tomatoes',
      ],
      'Hawawshi',
      [/the baharat/, /the tomatoes/],
    ],
    [
      [
        '2 cups ground egusi seeds',
        '1kg beef',
        'smoked dried fish',
        'red palm oil',
        'scotch bonnets',
        '2 onions',
        'ground crayfish',
        'stock cubes',
        'bag of spinach',
        'pack of pounded yam flour',
      ],
      'Egusi Soup',
      [/stir in the pounded yam flour/, /with the stockfish/],
    ],
    [
      [
        '1kg whole white fish steaks',
        'broken rice',
        'tomato paste',
        '1 cabbage',
        '2 carrots',
        '1 aubergine',
        'cassava',
        'scotch bonnet',
        'bunch of parsley',
        'garlic',
        'vegetable oil',
        'tamarind',
      ],
      'Thieboudienne',
      [/cassava and cabbage/, /Stir the tamarind/],
    ],
    [
      [
        '700g diced lamb',
        'big bunch of parsley',
        'bunch of coriander',
        'bunch of chives',
        'dried fenugreek leaves',
        'tin of red kidney beans',
        '4 dried limes',
        '2 onions',
        'turmeric',
        'basmati rice',
        'butter',
      ],
      'Ghormeh Sabzi',
      [/Melt the butter/, /with the basmati rice\.$/m],
    ],
  ] as const)('%j gives %s', (list, title, patterns) => {
    const recipe = cookRecipe([...list], { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    for (const p of patterns) expect(recipe.markdown).toMatch(p);
  });
});
