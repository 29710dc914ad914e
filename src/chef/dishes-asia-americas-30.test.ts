import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 20's Mexican, Latin American, Caribbean, Spanish and Greek misses (lists `r19-` of
 * `bench/chef-panel/lists-round-19.ts`, typed exactly as there). The first answers name the dish the
 * list plainly calls for, where the chef used to answer with the nearest dish it had (tacos for
 * carne en su jugo, a poblano soup for tamales, vaca frita for tallarines verdes, a tortilla
 * española for patatas a lo pobre); the ask-again pairs name a second, different dish that keeps
 * the main ingredient and buys one thing at most, where the chef used to offer a composed recipe
 * or a dish that sent the visitor shopping.
 */
describe('round 20 Latin, Spanish and Greek lists name the dish first', () => {
  it.each([
    [
      [
        '2 lb flank steak',
        '6 slices bacon',
        'can of pinto beans',
        '6 tomatillos',
        '2 jalapeños',
        '1 white onion',
        'garlic',
        'beef broth',
        'cilantro',
        'radishes',
        'limes',
        'corn tortillas',
      ],
      'Carne en su Jugo',
    ],
    [
      [
        'bag of masa harina',
        'pack of dried corn husks',
        'vegetable shortening',
        'baking powder',
        'vegetable broth',
        '4 poblano peppers',
        '1 white onion',
        'oaxaca cheese',
        'jar of salsa verde',
        'mexican crema',
      ],
      'Tamales de Rajas con Queso',
    ],
    [
      [
        '500g spaghetti',
        'big bag of spinach',
        'bunch of basil',
        'can of evaporated milk',
        'queso fresco',
        '1 onion',
        'garlic',
        '4 thin sirloin steaks',
        'vegetable oil',
        'limes',
      ],
      'Tallarines Verdes con Bistec',
    ],
    [
      [
        '1 lb ground beef',
        'taco seasoning packet',
        'can of refried beans',
        'large flour tortillas',
        'shredded monterey jack',
        'jar of salsa',
        'sour cream',
        'shredded lettuce',
        'vegetable oil',
        'pickled jalepenos',
      ],
      'Ground Beef Chimichangas with Refried Beans',
    ],
    [
      [
        '4 lb bone-in pork shoulder',
        '1 head of garlic',
        'dried oregano',
        'adobo seasoning',
        'sazon packets',
        '2 oranges',
        'limes',
        'long grain rice',
        'can of pigeon peas',
        'jar of sofrito',
        'green olives',
      ],
      'Pernil with Arroz con Gandules',
    ],
    [
      [
        '1.5 lb boneless chicken thighs',
        'can of chipotles in adobo',
        'can of fire-roasted tomatoes',
        '1 white onion',
        'garlic',
        'pack of tostada shells',
        'can of refried beans',
        'mexican crema',
        'queso fresco',
        'shredded lettuce',
        '1 avocado',
      ],
      'Tinga de Pollo on Tostadas with Refried Beans',
    ],
    [
      [
        '1kg potatoes',
        '2 onions',
        '1 green pepper',
        '1 red pepper',
        'garlic',
        'good olive oil',
        '6 eggs',
        'sherry vinegar',
        'crusty bread',
      ],
      'Patatas a lo Pobre con Huevos Fritos',
    ],
    [
      [
        '8 eggs',
        '6 corn tortillas',
        '1 onion',
        '2 jalapeños',
        '2 roma tomatoes',
        'shredded cheddar',
        'jar of salsa verde',
        'can of refried beans',
        'flour tortillas',
        '1 avocado',
      ],
      'Tex-Mex Migas with Refried Beans',
    ],
    [
      [
        '500g dried black beans',
        'smoked pork ribs',
        'smoked sausage',
        'smoked bacon',
        '500g pork shoulder',
        '2 onions',
        'garlic',
        'bay leaves',
        'long grain rice',
        'bag of collard greens',
        'pack of cassava flour',
        '3 oranges',
      ],
      'Feijoada Completa with Farofa',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
  });

  it('steams the tamales in the visitor’s corn husks and spreads the tostadas with their beans', () => {
    const tamales = cookRecipe(
      [
        'bag of masa harina',
        'pack of dried corn husks',
        'vegetable shortening',
        'baking powder',
        'vegetable broth',
        '4 poblano peppers',
        '1 white onion',
        'oaxaca cheese',
        'jar of salsa verde',
        'mexican crema',
      ],
      { attempt: 0 },
    ).markdown;
    expect(tamales).toMatch(/corn husks/);
    expect(tamales).toMatch(/steam/i);
    const tostadas = cookRecipe(
      [
        '1.5 lb boneless chicken thighs',
        'can of chipotles in adobo',
        'can of fire-roasted tomatoes',
        '1 white onion',
        'garlic',
        'pack of tostada shells',
        'can of refried beans',
        'mexican crema',
        'queso fresco',
        'shredded lettuce',
        '1 avocado',
      ],
      { attempt: 0 },
    ).markdown;
    expect(tostadas).toMatch(/Spread them over the tostadas/);
    expect(tostadas).not.toMatch(/bake for 8/);
  });

  it('makes six bifanas in the visitor’s rolls, and gemista with their tomato puree', () => {
    const bifana = cookRecipe(
      [
        '600g thin pork loin steaks',
        'bottle of white wine',
        'head of garlic',
        'sweet paprika',
        'bay leaves',
        'piri piri sauce',
        'lard',
        '6 crusty white rolls',
        'yellow mustard',
        'bag of crisps',
      ],
      { attempt: 0 },
    );
    expect(bifana.title).toBe('Bifana');
    expect(bifana.markdown).toMatch(/Serves 6/);
    expect(bifana.markdown).toMatch(/6 crusty white rolls/);
    expect(bifana.markdown).toMatch(/with the lard/);
    const gemista = cookRecipe(
      [
        '6 large beef tomatoes',
        '4 peppers',
        'long grain rice',
        '1 onion',
        '3 potatoes',
        'fresh mint',
        'flat leaf parsley',
        'tomato puree',
        'olive oil',
        'crusty bread',
      ],
      { attempt: 0 },
    );
    expect(gemista.title).toBe('Gemista');
    expect(gemista.extras).toEqual([]);
    expect(gemista.markdown).toMatch(/6 beef tomatoes/);
    expect(gemista.markdown).toMatch(/Stir the tomato paste into the rest of the pulp/);
  });
});

describe('asking again after a round 20 Latin or Greek first answer offers another named dish', () => {
  it.each([
    [
      [
        '1.5kg lamb shoulder',
        '2kg potatoes',
        '3 lemons',
        'dried oregano',
        'garlic',
        'block of feta',
        'tin of chopped tomatoes',
        'orzo',
        'kalamata olives',
        'greek yoghurt',
      ],
      'Kleftiko',
      'Giouvetsi',
    ],
    [
      [
        '2 tins of kidney beans',
        'long grain rice',
        '2 peppers',
        'tin of sweetcorn',
        'pack of tortilla wraps',
        '1 avocado',
        'tin of chopped tomatoes',
        'ground cumin',
        'smoked paprika',
        '1 onion',
      ],
      'Mexican Rice and Kidney Bean Burritos',
      'Kidney Bean, Sweetcorn and Pepper Chilli sin Carne',
    ],
    [
      [
        '500g turkey mince',
        '2 courgettes',
        'block of feta',
        'tin of chopped tomatoes',
        'pack of pitta breads',
        'red onion',
        'dried oregano',
        'garlic',
        'greek yoghurt',
        'long grain rice',
      ],
      'Greek Minced Turkey and Courgette Pilafi with Feta',
      'Minced Turkey and Courgette Keftedes in Pitta Breads',
    ],
    [
      [
        '8 lamb chops',
        '2 aubergines',
        'cherry tomatoes',
        'block of feta',
        'orzo',
        'dried oregano',
        'lemon',
        'garlic',
        'greek yoghurt',
      ],
      'Lamb Chop Giouvetsi with Aubergine and Feta',
      'Paidakia with Melitzanosalata and a Cherry Tomato and Feta Salad',
    ],
    [
      [
        '4 pork loin steaks',
        'tin of pineapple chunks',
        '2 peppers',
        'red onion',
        'long grain rice',
        'corn tortillas',
        'chipotle paste',
        'limes',
        'fresh coriander',
        'soy sauce',
      ],
      'Chipotle-Glazed Pork Chops with Pineapple Salsa and Lime Rice',
      'Pork al Pastor Tacos with Pineapple',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('piles the leftover pulled pork into tortas first, then nachos from the chips', () => {
    const list = [
      'bag of tortilla chips',
      'tub of leftover pulled pork',
      'can of black beans',
      'shredded pepper jack',
      'can of pineapple chunks',
      'hawaiian rolls',
      'bbq sauce',
      'red onion',
      'cilantro',
    ];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toBe('Pulled Pork Tortas with Black Beans and Pineapple');
    expect(first.extras).toEqual([]);
    expect(first.markdown).toMatch(/until piping hot/);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('BBQ Pulled Pork Nachos');
    expect(again.used).toContain('bag of tortilla chips');
    expect(again.extras).toEqual([]);
  });

  it('wilts the spring greens while the roast chicken rests, not in the tin for the whole roast', () => {
    const list = [
      '1.8kg whole chicken',
      '3 lemons',
      'head of garlic',
      '1.5kg potatoes',
      'bag of spring greens',
      'dried oregano',
      'chicken stock',
      '300g orzo',
      'butter',
    ];
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Frango Assado: Portuguese Roast Whole Chicken');
    expect(again.markdown).toMatch(/stir-fry the spring greens over a high heat for 3 minutes/);
    expect(again.markdown).not.toMatch(/Add the spring greens to the tin/);
  });
});
