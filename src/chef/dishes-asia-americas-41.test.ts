import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Middle Eastern, Gulf, Turkish, Greek and African lists the panel's round 23 marked down: the
 * first answer names the dish a cook would make of the list, and for the ask-again lists the
 * second is another named dish (another method or cuisine) that keeps the main ingredient and
 * buys one thing at most. Before these dishes were written, each answer here was a composed
 * template, the first dish again under another name, or a dish from the wrong kitchen.
 */
describe('asking again after a Middle Eastern or Mediterranean list offers another named dish', () => {
  it.each([
    [
      [
        'pack of sliced salami',
        'jar of green olives',
        'block of feta',
        'bulgur wheat',
        '6 eggs',
        '1 cucumber',
        'cherry tomatoes',
        'flat leaf parsley',
        'pack of pittas',
      ],
      'Bulgur Salad with Salami, Feta, Green Olives and Eggs',
      'Salamlı Menemen: Turkish Scrambled Eggs with Salami, Cherry Tomatoes and Feta',
    ],
    [
      [
        '500g lamb mince',
        '1kg potatoes',
        'bag of frozen peas',
        'pack of pittas',
        'basmati rice',
        'greek yoghurt',
        '1 onion',
        'ground cummin',
        'fresh mint',
        '1 cucumber',
      ],
      'Kıymalı Bezelye: Minced Lamb, Pea and Potato Stew with Pilav',
      'Biftekia: Minced Lamb Patties with Oven Potatoes and Tzatziki',
    ],
    [
      [
        '600g lamb neck fillets',
        '2 aubergines',
        'bulgur wheat',
        '1kg potatoes',
        'pack of flatbreads',
        '1 pomegranate',
        '2 onions',
        'ground cumin',
        'greek yoghurt',
        'fresh mint',
      ],
      'Kuzu Güveç: Lamb, Aubergine and Potato Casserole with Bulgur Wheat',
      'Lahm Mishwi: Lamb and Aubergine Skewers with Cumin Potatoes and Flatbread',
    ],
  ] as const)('%j', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});

describe('the first answer names the dish the list calls for', () => {
  it.each([
    [
      [
        '600g lamb mince',
        'red pepper paste',
        'pul biber',
        'ground cumin',
        '2 red onions',
        'sumac',
        'flat leaf parsley',
        'pack of lavash',
        '4 tomatoes',
        'green chillies',
        'natural yoghurt',
        'bulgur wheat',
      ],
      'Adana Kebab with Sumac Onions and a Red Pilav',
    ],
    [
      [
        '500g diced lamb',
        '500g flat green beans',
        '1 onion',
        'garlic',
        'tin of chopped tomatoes',
        'tomato puree',
        'lebanese seven spice',
        'long grain rice',
        'handful of vermicelli',
        'butter',
      ],
      "Fasolia bi Lahme: Lamb and Green Bean Stew with Riz bi Sh'ariyeh",
    ],
    [
      [
        '1 whole chicken, jointed',
        'basmati rice',
        '2 onions',
        '3 tomatoes',
        '2 dried limes',
        'baharat spice mix',
        'ground turmeric',
        'cinnamon stick',
        'cardamom pods',
        'garlic',
        'handful of raisins',
        'fresh coriander',
      ],
      'Machboos Dajaj: Gulf Spiced Chicken and Rice with Dried Lime',
    ],
    [
      [
        '1kg boneless chicken thighs',
        'jar of apricot jam',
        'handful of dried apricots',
        '2 onions',
        'mild curry powder',
        'white wine vinegar',
        'bay leaves',
        'wooden skewers',
        'long grain rice',
        'ground turmeric',
        'raisins',
      ],
      'Chicken Sosaties with Dried Apricots and Yellow Rice',
    ],
    [
      [
        'leftover couscous',
        '2 eggs',
        'block of feta',
        'plain flour',
        'spring onions',
        'fresh mint',
        'greek yoghurt',
        '1 lemon',
        'cherry tomatoes',
      ],
      'Couscous and Feta Fritters with Minted Yoghurt',
    ],
  ] as (readonly [readonly string[], string])[])('%j', (list, first) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(first);
  });
});
