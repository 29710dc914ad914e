import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 23's misses in Mexican, Latin American, Spanish, Portuguese and Indian savoury cooking.
 * Each list plainly calls for one dish (a tomatillo chicken, an empanada gallega, a vindaloo, a
 * murgh chole, a chemmeen roast, ...); before these dishes were written the chef answered with a
 * dish from another cuisine that dropped the list's defining items, or a composed soup.
 */
describe('asking again after a Mexican tomatillo chicken offers another named dish', () => {
  it.each([
    [
      [
        '2 lb boneless chicken thighs',
        '1 lb tomatillos',
        '2 jalapeños',
        '2 cans pinto beans',
        'long grain rice',
        'pack of corn tortillas',
        'shredded cheddar',
        'sour cream',
        '1 white onion',
        'cilantro',
      ],
      'Pollo en Salsa Verde with Rice and Pinto Beans',
      'Chicken Enchiladas Verdes with Refried Pinto Beans',
    ],
  ] as const)('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    // the visitor's pound of tomatillos is the sauce, not a third of it
    expect(cookRecipe(list, { attempt: 0 }).markdown).toMatch(/450 g tomatillos/);
  });
});

describe('lists that call for one dish get it first', () => {
  it.each([
    [
      [
        '2 tins of tuna in olive oil',
        '2 rolls of shortcrust pastry',
        '2 onions',
        '1 red pepper',
        '1 green pepper',
        'tin of chopped tomatoes',
        'sweet paprika',
        '2 hard boiled eggs',
        'pinch of saffron',
        '1 egg',
        'bag of green salad',
      ],
      'Empanada Gallega de Tuna',
    ],
    [
      [
        '750g pork shoulder',
        'kashmiri chilli powder',
        'cumin seeds',
        'cinnamon stick',
        'cloves',
        'black peppercorns',
        'malt vinegar',
        '3 onions',
        'ginger garlic paste',
        'tin of chopped tomatoes',
        'basmati rice',
        'pack of poppadoms',
      ],
      'Pork Vindaloo with Pilau Rice',
    ],
    [
      [
        '600g boneless chicken thighs',
        '2 tins of chickpeas',
        '2 onions',
        '3 tomatoes',
        'ginger garlic paste',
        'chana masala powder',
        'cumin seeds',
        'ground tumeric',
        'green chillies',
        'natural yoghurt',
        'fresh coriander',
        'pack of chapatis',
      ],
      'Murgh Chole: Chicken and Chickpea Curry',
    ],
    [
      [
        '500g raw prawns',
        '3 onions',
        '2 tomatoes',
        'ginger',
        'garlic',
        'curry leaves',
        'kashmiri chilli powder',
        'ground turmeric',
        'coconut oil',
        'pack of frozen parottas',
        'lime',
      ],
      'Chemmeen Roast: Kerala Prawn Roast with Parathas',
    ],
    [
      [
        '1kg frozen cassava',
        '700g beef brisket',
        '2 onions',
        'garlic',
        '3 tomatoes',
        'tub of cream cheese',
        'grated mozzarella',
        'parmesan',
        'butter',
        'milk',
        'spring onions',
      ],
      'Escondidinho de Carne Desfiada',
    ],
    [
      [
        '3 lb chicken leg quarters',
        '2 oranges',
        '3 limes',
        'achiote paste',
        'garlic',
        'dried oregano',
        'ground cumin',
        'pack of corn tortillas',
        '1 white onion',
        'cilantro',
        'can of pinto beans',
      ],
      'Pollo Asado al Achiote with Pinto Beans and Corn Tortillas',
    ],
    [
      [
        '1kg baby potatoes',
        '4 eggs',
        '1 onion',
        'tin of chopped tomatoes',
        'mustard seeds',
        'cumin seeds',
        'ground turmeric',
        'garam masala',
        'green chillies',
        'fresh coriander',
        'pack of garlic naan',
        'natural yoghurt',
      ],
      'Bombay New Potatoes with Fried Eggs and Garlic Naans',
    ],
  ] as const)('%j: %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
