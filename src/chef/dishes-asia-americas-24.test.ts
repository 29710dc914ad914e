import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 18's misses in Mexican, Latin American, Caribbean, Spanish, Portuguese and Greek cooking,
 * each list typed as the panel typed it. Before these dishes were written the chef answered a
 * gigantes plaki list by swapping the visitor's dried beans for tins, a moros y cristianos list with
 * a black bean soup, a mahi-mahi and mango list with a ceviche that left out the mango, coconut
 * and beans, and a psari plaki list with a Portuguese stew; and for a Spanish pork loin list it fried
 * the whole joint as if it were chops, and followed a Colombian list with a Taiwanese lu rou fan.
 * Pozole verde, mole amarillo, bistec a la mexicana, huevos divorciados and a tortilla breakfast
 * pizza were missing; the chorizo tacos, huevos a la flamenca and soutzoukakia now use the salsa
 * verde and crema, the serrano ham and asparagus, and the rice the visitor typed.
 */
describe('round 18: the Latin, Iberian and Greek dish the list calls for comes first', () => {
  it.each([
    [
      [
        '500g dried giant butter beans',
        'tin of chopped tomatoes',
        '2 onions',
        '2 carrots',
        'garlic',
        'fresh dill',
        'dried oregano',
        'good olive oil',
        'crusty bread',
      ],
      'Gigantes Plaki',
    ],
    [
      [
        '2 cans black beans',
        '2 cups long grain rice',
        '1 green bell pepper',
        '1 onion',
        'garlic',
        'ground cumin',
        'dried oregano',
        'bay leaves',
        '2 ripe plantains',
        'limes',
      ],
      'Moros y Cristianos with Maduros',
    ],
    [
      [
        '4 mahi mahi fillets',
        '2 mangos',
        '1 red bell pepper',
        'red onion',
        'jalapeño',
        '3 limes',
        'cilantro',
        'jasmine rice',
        'can of coconut milk',
        'can of black beans',
      ],
      'White Fish with Mango Salsa, Coconut Rice and Black Beans',
    ],
    [
      [
        '4 cod fillets',
        '4 ripe tomatoes',
        '2 onions',
        'garlic',
        '1 celery stick',
        'bunch of parsley',
        'glass of white wine',
        'lots of olive oil',
        'lemon',
        'potatoes',
        'crusty bread',
      ],
      'Psari Plaki',
    ],
    [
      [
        '2 lb chicken thighs',
        '2 cans white hominy',
        '1 lb tomatillos',
        '2 poblano peppers',
        'jalapeño',
        'white onion',
        'garlic',
        'pepitas',
        'cilantro',
        'radishes',
        'shredded cabbage',
        'limes',
      ],
      'Pozole Verde de Pollo',
    ],
    [
      [
        '2 lb chicken thighs',
        'dried guajillo chiles',
        'dried ancho chiles',
        'masa harina',
        'tomatillos',
        '2 chayotes',
        'green beans',
        'ground cumin',
        'whole cloves',
        'corn tortillas',
      ],
      'Mole Amarillo de Pollo',
    ],
    [
      [
        '1.5 lb thin cut beef steak',
        '4 roma tomatoes',
        '1 white onion',
        '3 jalepeños',
        'garlic',
        'long grain rice',
        'can of pinto beans',
        'corn tortillas',
        'cilantro',
      ],
      'Bistec a la Mexicana',
    ],
    [
      [
        '4 eggs',
        'corn tortillas',
        'jar of salsa verde',
        'jar of salsa roja',
        'can of refried beans',
        'queso fresco',
        '1 avocado',
        'cilantro',
      ],
      'Huevos Divorciados',
    ],
    [
      [
        'pack of large flour tortillas',
        '4 eggs',
        'streaky bacon',
        'grated mozzarella',
        'jar of salsa',
        'half a red onion',
        'tin of sweetcorn',
        'sriracha',
      ],
      'Flour Tortilla Breakfast Pizzas with Streaky Bacon and Eggs',
    ],
    [
      [
        '12 oz mexican chorizo',
        '4 potatoes',
        '1 white onion',
        'corn tortillas',
        'queso fresco',
        'salsa verde',
        'cilantro',
        'limes',
        'crema',
      ],
      'Tacos de Chorizo con Papas',
    ],
    [
      [
        '6 eggs',
        'cooking chorizo',
        'slices of serrano ham',
        'tin of chopped tomatoes',
        '1 red pepper',
        '1 onion',
        'frozen peas',
        'asparagus tips',
        'smoked paprika',
        'crusty bread',
      ],
      'Huevos a la Flamenca',
    ],
    [
      [
        '500g beef mince',
        '2 slices stale bread',
        '1 egg',
        'garlic',
        'ground cumin',
        'ground cinnamon',
        'tin of chopped tomatoes',
        'red wine',
        'long grain rice',
        'block of feta',
        'fresh parsley',
      ],
      'Soutzoukakia',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
  });

  it('soaks and boils the visitor’s dried giant beans rather than buying tins', () => {
    const { markdown, extras } = cookRecipe(
      [
        '500g dried giant butter beans',
        'tin of chopped tomatoes',
        '2 onions',
        '2 carrots',
        'garlic',
        'fresh dill',
        'dried oregano',
        'good olive oil',
        'crusty bread',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/soak for 8 hours/);
    expect(markdown).not.toMatch(/\bcans?\b.*butter beans/);
    expect(extras).toEqual([]);
  });
});

describe('round 18: asking again gives another named Latin or Spanish dish', () => {
  it.each([
    [
      [
        '600g pork loin',
        '3 green peppers',
        '1kg potatoes',
        '6 eggs',
        '2 onions',
        'garlic',
        'smoked paprika',
        'olive oil',
        'sherry',
        'crusty bread',
      ],
      'Lomo con Patatas a lo Pobre y Huevos Fritos',
      'Lomo de Cerdo al Jerez',
    ],
    [
      [
        '500g pork belly',
        '2 cans red kidney beans',
        '2 ripe plantains',
        'precooked white cornmeal',
        '4 eggs',
        'tomatoes',
        'spring onions',
        'ground cumin',
        'white rice',
        '1 avocado',
      ],
      'Bandeja Paisa',
      'Frijoles Antioqueños con Chicharrón',
    ],
    [
      [
        'pack of thick cut ham',
        'tin of pineapple rings',
        'flour tortillas',
        'grated cheddar',
        'leftover rice',
        'frozen peas',
        '3 eggs',
        'soy sauce',
      ],
      'Hawaiian Ham and Pineapple Fried Rice',
      'Hawaiian Ham and Pineapple Quesadillas',
    ],
    [
      [
        '8 chicken thighs',
        '3 lemons',
        'green olives',
        '1kg potatoes',
        'block of feta',
        'red onion',
        'dried oregano',
        'garlic',
        'couscous',
      ],
      'Kotopoulo me Elies',
      'Kotopoulo Lemonato: Greek Lemon Chicken',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('slices the pork loin before searing it, rather than frying the joint whole', () => {
    const { markdown } = cookRecipe(
      [
        '600g pork loin',
        '3 green peppers',
        '1kg potatoes',
        '6 eggs',
        '2 onions',
        'garlic',
        'smoked paprika',
        'olive oil',
        'sherry',
        'crusty bread',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/into 1 cm slices/);
  });
});
