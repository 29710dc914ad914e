import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 22's misses in Mexican, Latin American, Caribbean and Cypriot cooking. Sopes (the masa
 * harina and refried beans made into tortilla tacos), tortas ahogadas (a pork and tomato stew that
 * left the bolillos out) and afelia (a pork curry that left the red wine out) were missing; ají de
 * gallina bought milk and stock over the evaporated milk and left the rice out; vaca frita left the
 * mojo criollo and the olive oil; paneer tikka tacos came as skewers that bought peppers. The
 * ask-again pairs now give two named dishes: a mango chicken curry, then chicken tacos with mango
 * salsa; pabellón criollo a caballo, then arepas with carne asada and perico; chiles rellenos
 * verdes, then enfrijoladas de rajas.
 */
describe('round 22 lists that call for one Mexican, Latin American or Cypriot dish', () => {
  it.each([
    [
      [
        '1.5 lb chicken breasts',
        'bag of masa harina',
        'can of refried beans',
        'jar of salsa roja',
        'mexican crema',
        'queso fresco',
        'shredded iceberg lettuce',
        '2 roma tomatoes',
        '1 white onion',
        'limes',
        'vegetable oil',
      ],
      'Sopes de Pollo',
    ],
    [
      [
        '3 lb pork shoulder',
        '6 bolillo rolls',
        'can of refried beans',
        '6 roma tomatoes',
        'dried chiles de arbol',
        '1 white onion',
        'garlic',
        'dried oregano',
        'apple cider vinegar',
        'limes',
        'radishes',
      ],
      'Tortas Ahogadas',
    ],
    [
      [
        '3 chicken breasts',
        'jar of aji amarillo paste',
        '4 slices of white bread',
        'can of evaporated milk',
        '50g walnuts',
        'parmesan',
        '1 onion',
        'garlic',
        '4 yellow potatoes',
        '3 eggs',
        'black olives',
        'white rice',
      ],
      'Ají de Gallina',
    ],
    [
      [
        '2 lb flank steak',
        '4 limes',
        '2 onions',
        'garlic',
        'bottle of mojo criollo',
        'ground cumin',
        'can of black beans',
        'white rice',
        '2 ripe plantains',
        'olive oil',
      ],
      'Vaca Frita',
    ],
    [
      [
        '1kg pork shoulder',
        'bottle of red wine',
        '2 tbsp coriander seeds',
        'cinnamon stick',
        'bay leaves',
        '1kg new potatoes',
        'bulgur wheat',
        'greek yoghurt',
        '1 cucumber',
        'lemons',
      ],
      'Afelia with Patates Antinaktes and Talattouri',
    ],
    [
      [
        'block of paneer',
        'tikka paste',
        'pack of mini flour tortillas',
        'quarter of a red cabbage',
        'natural yoghurt',
        'mango chutney',
        '1 lime',
        'fresh mint',
      ],
      'Paneer Tikka Tacos with Red Cabbage Slaw',
    ],
  ] as const)('%j → %s', (list, title) => {
    const r = cookRecipe([...list], { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.extras).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it('serves the ají de gallina with the evaporated milk and the rice', () => {
    const { markdown } = cookRecipe(
      [
        '3 chicken breasts',
        'jar of aji amarillo paste',
        '4 slices of white bread',
        'can of evaporated milk',
        '50g walnuts',
        'parmesan',
        '1 onion',
        'garlic',
        '4 yellow potatoes',
        '3 eggs',
        'black olives',
        'white rice',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Soak the white bread in the evaporated milk/);
    expect(markdown).toMatch(/Serve the white rice alongside/);
  });

  it('crushes the coriander seeds for the afelia, named as typed', () => {
    const { markdown } = cookRecipe(
      [
        '1kg pork shoulder',
        'bottle of red wine',
        '2 tbsp coriander seeds',
        'cinnamon stick',
        'bay leaves',
        '1kg new potatoes',
        'bulgur wheat',
        'greek yoghurt',
        '1 cucumber',
        'lemons',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/- 2 tbsp coriander seeds, coarsely crushed/);
    expect(markdown).not.toMatch(/ground coriander/);
  });

  it('makes the sopes from the masa harina and spreads them with the refried beans', () => {
    const { markdown } = cookRecipe(
      [
        '1.5 lb chicken breasts',
        'bag of masa harina',
        'can of refried beans',
        'jar of salsa roja',
        'mexican crema',
        'queso fresco',
        'shredded iceberg lettuce',
        '2 roma tomatoes',
        '1 white onion',
        'limes',
        'vegetable oil',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/mix the masa harina/);
    expect(markdown).toMatch(/Spread the beans in the sopes/);
  });
});

describe('round 22 ask-again lists: a second named dish that keeps the main', () => {
  it('mango chicken curry, then chicken tacos with mango salsa', () => {
    expectNamedSecond(
      [
        '6 boneless chicken thighs',
        '2 ripe mangoes',
        'pack of corn tortillas',
        'basmati rice',
        'tin of coconut milk',
        '1 red onion',
        '2 limes',
        '1 red chilli',
        'fresh coriander',
        'mild curry powder',
      ],
      'Caribbean Chicken and Mango Curry',
      'Chargrilled Chicken Tacos with Mango Salsa',
    );
  });

  it('pabellón criollo a caballo, then arepas with carne asada and perico', () => {
    expectNamedSecond(
      [
        '1kg flank steak',
        '2 tins of black beans',
        '3 ripe plantains',
        'bag of P.A.N. masarepa',
        '6 eggs',
        'long grain rice',
        'queso blanco',
        '1 avocado',
        '3 tomatoes',
        '1 onion',
        '1 red pepper',
      ],
      'Pabellón Criollo a Caballo',
      'Arepas with Carne Asada and Perico',
    );
  });

  it('chiles rellenos verdes, then enfrijoladas de rajas', () => {
    expectNamedSecond(
      [
        '2 cans pinto beans',
        'pack of corn tortillas',
        'queso fresco',
        '8 eggs',
        '3 poblano peppers',
        'long grain rice',
        '1 white onion',
        'jar of salsa verde',
        'mexican crema',
        'cilantro',
      ],
      'Chiles Rellenos Verdes with Rice and Pinto Beans',
      'Enfrijoladas de Rajas with Fried Eggs',
    );
  });
});
