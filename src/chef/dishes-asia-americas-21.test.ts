import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Mexican, Latin American, Caribbean, Cajun, Spanish, Portuguese, Brazilian and Greek lists from
 * the cook's panel, round 17 (lists `r16-` in `bench/chef-panel/lists-round-16.ts`), typed exactly
 * as there. Before these dishes and fixes the first answers were a French cream chicken for
 * enchiladas suizas, a Hungarian pörkölt for a Texas chili, a coconut "curry" for barbacoa bowls, a
 * plain schnitzel for tortas, fried calamari for arroz negro, cheddar quesadillas for mushroom
 * carnitas, a chicken and tomato rice bake for sauce piquante, camarones enchilados for bobó de
 * camarão, huevos a la flamenca that dropped the leftover roast potatoes, a frittata for huevos
 * motuleños, a mackerel tray bake that left the sherry vinegar unused, a caldeirada that did not
 * know vinho verde and bought squid, and a jambalaya that fried the leftover roast chicken raw.
 * Asking again gave a black pepper beef that bought oyster sauce, composed tacos, a soup of the
 * Caribbean list, a frittata after a strapatsada and an unnamed mince soup for a moussaka list.
 */
describe('round 17 Mexican, Latin, Caribbean, Cajun, Iberian and Greek lists: the first answer', () => {
  it.each([
    // enchiladas-suizas-tomatillo-cream
    [
      [
        '1.5 lb chicken breasts',
        '2 cans tomatillos',
        '2 jalapeños',
        'white onion',
        'garlic',
        'cilantro',
        'heavy cream',
        'sliced swiss cheese',
        'corn tortillas',
        'sour cream',
      ],
      'Enchiladas Suizas',
      [/heavy cream/, /Swiss cheese/, /sour cream/],
    ],
    // texas-chili-con-carne-cornbread
    [
      [
        '3 lb beef chuck',
        '4 dried ancho chiles',
        'chipotles in adobo',
        '1 onion',
        'garlic',
        'ground cumin',
        'masa harina',
        'can of beer',
        'box of cornbread mix',
        'shredded cheddar',
      ],
      'Texas Chili con Carne with Cornbread',
      [/soak for 20 minutes/, /masa harina/, /cornbread mix/],
    ],
    // beef-barbacoa-burrito-bowls
    [
      [
        '3 lb beef chuck roast',
        'can of chipotles in adobo',
        '4 limes',
        'apple cider vinegar',
        'ground cumin',
        'ground cloves',
        'bay leaves',
        'long grain rice',
        'can of black beans',
        'cilantro',
        'pico de gallo',
      ],
      'Beef Barbacoa Burrito Bowls',
      [/cut into 4 large pieces/, /pico de gallo/, /apple cider vinegar/],
    ],
    // pork-milanesa-tortas
    [
      [
        '4 thin pork cutlets',
        '2 eggs',
        'breadcrumbs',
        '4 bolillo rolls',
        'can of refried beans',
        '2 avocados',
        'jar of pickled jalepeños',
        'queso fresco',
        'shredded lettuce',
        'tomatoes',
      ],
      'Tortas de Milanesa',
      [/bolillo rolls/, /refried beans/, /pickled/],
    ],
    // arroz-negro-squid-aioli
    [
      [
        '500g cleaned squid',
        '2 sachets of squid ink',
        '300g paella rice',
        'fish stock',
        '1 onion',
        '1 green pepper',
        'garlic',
        'tin of chopped tomatoes',
        'olive oil',
        '1 egg',
        'lemon',
      ],
      'Arroz Negro with Alioli',
      [/whisk in the squid ink/, /alioli/],
    ],
    // oyster-mushroom-carnitas-tacos
    [
      [
        '500g oyster mushrooms',
        '1 orange',
        'ground cumin',
        'dried oregano',
        'garlic',
        'pack of corn tortillas',
        '1 red onion',
        '2 limes',
        '2 avocados',
        'cilantro',
      ],
      'Oyster Mushroom Carnitas Tacos',
      [/orange juice/, /ground cumin/],
    ],
    // chicken-sauce-piquante-rice
    [
      [
        '3 lb chicken thighs',
        'all-purpose flour',
        'vegetable oil',
        '1 onion',
        '1 green bell pepper',
        '3 celery ribs',
        'can of rotel',
        'can of tomato sauce',
        'cajun seasoning',
        'garlic',
        'green onions',
        'long grain rice',
      ],
      'Chicken Sauce Piquante',
      [/roux/, /Rotel/],
    ],
    // bobo-de-camarao-cassava
    [
      [
        '600g raw prawns',
        'bag of frozen cassava',
        'tin of coconut milk',
        'bottle of dendê oil',
        '1 onion',
        '2 peppers',
        'tomatoes',
        'garlic',
        'limes',
        'white rice',
        'fresh coriander',
      ],
      'Bobó de Camarão',
      [/Boil the cassava straight from frozen/, /dendê oil/, /coconut milk/],
    ],
    // leftover-roast-potatoes-patatas-bravas
    [
      [
        'leftover roast potatoes',
        'tin of chopped tomatoes',
        'smoked paprika',
        'garlic',
        'mayonnaise',
        'half a chorizo',
        '4 eggs',
        'flat leaf parsley',
      ],
      'Leftover Roast Potato Bravas with Chorizo and Fried Eggs',
      [/roast potatoes on a baking tray/, /piping hot/],
    ],
    // huevos-motulenos-black-beans
    [
      [
        '8 eggs',
        'corn tortillas',
        'can of black beans',
        'sliced ham',
        'frozen peas',
        'tomatoes',
        'habanero',
        '2 ripe plantains',
        'queso fresco',
      ],
      'Huevos Motuleños',
      [/black beans/, /plantains/],
    ],
    // mackerel-escabeche-new-potatoes
    [
      [
        '6 mackerel fillets',
        'sherry vinegar',
        '2 carrots',
        '1 red onion',
        'garlic',
        'bay leaves',
        'smoked paprika',
        'black peppercorns',
        'new potatoes',
        'flat leaf parsley',
      ],
      'Mackerel Escabeche with New Potatoes',
      [/Pour in the sherry vinegar/],
    ],
    // leftover-roast-chicken-jambalaya
    [
      [
        'leftover roast chicken',
        'smoked sausage',
        'long grain rice',
        '1 green pepper',
        '2 celery sticks',
        '1 onion',
        'cajun seasoning',
        'tin of chopped tomatoes',
        'chicken stock cube',
      ],
      'Chicken and Smoked Sausage Jambalaya',
      [/Scatter the leftover roast chicken over/, /piping hot/],
    ],
  ] as const)('%j → %s', (list, title, patterns) => {
    const recipe = cookRecipe([...list], { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    for (const p of patterns) expect(recipe.markdown).toMatch(p);
  });

  it('the caldeirada knows vinho verde and buys no squid', () => {
    const recipe = cookRecipe(
      [
        '1kg mixed white fish',
        '500g mussels',
        '1kg potatoes',
        '2 onions',
        '2 peppers',
        '4 tomatoes',
        'glass of vinho verde',
        'bay leaves',
        'piri piri',
        'olive oil',
        'fresh coriander',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Caldeirada de Peixe');
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/200 ml vinho verde/);
    expect(recipe.markdown).toMatch(/piri piri sauce and the rest of the oil/);
    expect(recipe.markdown).not.toMatch(/- \d+ g squid/);
  });
});

describe('round 17 ask-again lists: a different named dish second', () => {
  it.each([
    // minute-steaks-peppers-tortillas-rice
    [
      [
        '4 minute steaks',
        '3 mixed peppers',
        '2 onions',
        'flour tortillas',
        'long grain rice',
        'soy sauce',
        'smoked paprika',
        'grated cheddar',
        'sour cream',
      ],
      'Beef Fajitas',
      // the picado buys tinned tomatoes and comes third since seconds pay for full extras
      'Black Pepper Beef Stir-Fry',
    ],
    // prawns-avocado-limes-tortillas
    [
      [
        '400g raw prawns',
        '2 avocados',
        '4 limes',
        'corn tortillas',
        'red onion',
        'cherry tomatoes',
        'cilantro',
        'chipotle paste',
        'long grain rice',
      ],
      'Chipotle Prawn Tacos with Avocado and Lime Rice',
      'Ceviche de Camarón',
    ],
    // kidney-beans-coconut-plantains-rice
    [
      [
        '2 tins of kidney beans',
        'tin of coconut milk',
        '3 ripe plantains',
        'long grain rice',
        'scotch bonnet',
        'fresh thyme',
        'spring onions',
        'allspice berries',
        'bag of callaloo',
      ],
      'Rice and Peas with Fried Plantain and Callaloo',
      'Jamaican Stew Peas with Spinners',
    ],
    // leftover-roast-chicken-tortillas-rice
    [
      [
        'leftover roast chicken',
        'leftover cooked rice',
        'flour tortillas',
        'frozen sweetcorn',
        '3 eggs',
        'grated cheddar',
        'soy sauce',
        'jar of salsa',
        'spring onions',
      ],
      'Chicken, Rice and Sweetcorn Burritos',
      'Chicken Fried Rice',
    ],
    // feta-peppers-eggs-filo-orzo
    [
      [
        'block of feta',
        '3 red peppers',
        '6 eggs',
        'pack of filo pastry',
        'orzo',
        'cherry tomatoes',
        'fresh dill',
        'olive oil',
        'lemon',
      ],
      'Red Pepper and Feta Filo Pie with Lemony Orzo',
      'Greek Orzo Salad with Roasted Red Pepper, Feta and Eggs',
    ],
    // beef-mince-aubergine-potatoes-feta
    [
      [
        '500g beef mince',
        '2 aubergines',
        '4 potatoes',
        'block of feta',
        'tin of chopped tomatoes',
        '1 onion',
        'ground cinnamon',
        'dried oregano',
        'greek yoghurt',
      ],
      'Minced Beef Moussaka with Potatoes and a Feta Yoghurt Topping',
      'Papoutsakia with Minced Beef and Feta, with Oven Potatoes',
    ],
  ] as const)('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('the leftovers are only reheated in the burritos', () => {
    const burritos = cookRecipe(
      [
        'leftover roast chicken',
        'leftover cooked rice',
        'flour tortillas',
        'frozen sweetcorn',
        '3 eggs',
        'grated cheddar',
        'soy sauce',
        'jar of salsa',
        'spring onions',
      ],
      { attempt: 0 },
    ).markdown;
    expect(burritos).toMatch(/until the chicken is piping hot/);
    expect(burritos).not.toMatch(/Cook the rice|simmer the rice/i);
  });
});
