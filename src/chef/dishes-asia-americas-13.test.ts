import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Indian, Middle Eastern, North and East African, Turkish and Mexican lists from the cook's panel,
 * round 15 (lists `r14-` in `bench/chef-panel/lists-round-14.ts`), typed exactly as there. Before
 * these dishes were written the chef answered a chicken pastilla list with a plain chicken and onion
 * filo pie, a beef enchilada list with burritos that left the sauce unused, an anda bhurji pav list
 * with a Nigerian egg stew (pav bhaji masala read as onion bhajis) and a tlayuda list with chorizo
 * tacos that left the lard unused; asking again gave a Norwegian fårikål for a harissa lamb
 * shoulder, a sausage rice with paprika to buy for a rougaille list, and a lentil stew boiling
 * cooked lentils for lentils, spinach, feta, eggs and puff pastry.
 */
describe('round 15 Middle Eastern, African and Mexican lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '1kg chicken thighs',
        'pack of filo pastry',
        '200g blanched almonds',
        '4 eggs',
        '2 onions',
        'ras el hanout',
        'cinnamon',
        'saffron',
        'coriander',
        'butter',
        'icing sugar',
      ],
      'Chicken Pastilla',
    ],
    [
      [
        '1 lb ground beef',
        '1 white onion',
        'can of red enchilada sauce',
        '10 flour tortillas',
        '2 cups shredded cheddar',
        'can of pinto beans',
        'chili powder',
        'sliced black olives',
        'green onions',
        'sour cream',
      ],
      'Ground Beef and Pinto Bean Enchiladas with Red Sauce',
    ],
    [
      [
        '6 eggs',
        '2 onions',
        '2 tomatoes',
        'green chillies',
        'turmeric',
        'pav bhaji masala',
        'butter',
        'pack of soft white rolls',
        'fresh coriander',
      ],
      'Anda Bhurji with White Rolls',
    ],
    [
      [
        'pack of large flour tortillas',
        'can of refried black beans',
        'pork lard',
        'quesillo',
        '300g chorizo',
        'half a white cabbage',
        '1 avocado',
        'salsa roja',
        'radishes',
      ],
      'Tlayudas with Chorizo and Quesillo',
    ],
  ])('%j is %s, with nothing to buy', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });

  it.each([
    [
      [
        '1.5kg lamb shoulder',
        'jar of rose harissa',
        'greek yoghurt',
        'pack of flatbreads',
        '2 red onions',
        'pomegranate',
        'couscous',
        'fresh mint',
        'lemon',
      ],
      'Slow-Roast Rose Harissa Lamb with Pomegranate Couscous',
      'Qotban: Lamb Brochettes in Flatbreads',
    ],
    [
      [
        'pouch of cooked puy lentils',
        'bag of spinach',
        'block of feta',
        '4 eggs',
        'sheet of puff pastry',
        'lemon',
        'red onion',
        'cherry tomatoes',
      ],
      'Milföy Böreği with Puy Lentils, Spinach and Feta',
      'Salatet Adas: Warm Puy Lentils with Spinach, Feta and Soft Eggs',
    ],
    [
      [
        '8 pork sausages',
        '6 tomatoes',
        '2 onions',
        'garlic',
        'ginger',
        'fresh thyme',
        '2 red chillies',
        'flat leaf parsley',
        'basmati rice',
      ],
      'Rougaille Pork Sausages',
      'Pork Sausage and Tomato Casserole',
    ],
  ])('%j is %s, and asking again gives %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('reads pav bhaji masala as the spice blend, not as onion bhajis', () => {
    const { markdown } = cookRecipe(
      [
        '6 eggs',
        '2 onions',
        '2 tomatoes',
        'green chillies',
        'turmeric',
        'pav bhaji masala',
        'butter',
        'pack of soft white rolls',
        'fresh coriander',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/2 tsp pav bhaji masala/);
    expect(markdown).not.toMatch(/bhajis/);
  });

  it('serves the poppadoms and lime pickle with the khichdi', () => {
    const recipe = cookRecipe(
      [
        '1 cup basmati rice',
        '1/2 cup yellow moong dal',
        'ghee',
        'cumin seeds',
        'turmeric',
        'ginger',
        'frozen peas',
        'green chilli',
        'pack of poppadoms',
        'jar of lime pickle',
        'natural yoghurt',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Khichdi');
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/poppadoms/);
  });

  it('warms the pouch of cooked lentils rather than boiling them again', () => {
    const list = [
      'pouch of cooked puy lentils',
      'bag of spinach',
      'block of feta',
      '4 eggs',
      'sheet of puff pastry',
      'lemon',
      'red onion',
      'cherry tomatoes',
    ];
    for (const attempt of [0, 1]) {
      const { markdown } = cookRecipe(list, { attempt });
      expect(markdown).not.toMatch(/simmer|until tender/i);
    }
  });

  it('uses the whole list for the harissa lamb, the flatbreads and yoghurt included', () => {
    const list = [
      '1.5kg lamb shoulder',
      'jar of rose harissa',
      'greek yoghurt',
      'pack of flatbreads',
      '2 red onions',
      'pomegranate',
      'couscous',
      'fresh mint',
      'lemon',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });
});
