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
