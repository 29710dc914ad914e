import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Middle Eastern, African, Caribbean and vegetarian lists from round 24 (the `r23-` lists), wave 17,
 * each typed exactly as the panel typed it. Before these dishes were written, the rfissa list
 * became a French pot-roast that stuffed the jointed chicken as a whole bird, bought potatoes and
 * left the lentils, ras el hanout and msemen unused; and the jerk jackfruit list put the jerk
 * seasoning on roast carrots, roasted the jackfruit plain and served the wraps on the side without
 * the mango slaw; the beetroot and feta burger list became a side salad that tossed raw cumin into
 * the rocket and left the chickpeas, egg, breadcrumbs, buns and sweet potatoes unused; and the
 * sweet potato and black bean chilli list became plain loaded sweet potatoes without the beans,
 * tomatoes, spices or cornbread mix; and the Syrian mince and sour cherry list opened with
 * hawawshi and then plain mince wraps, both without the cherries, molasses or allspice; and the
 * pesto, pitta and egg list became chickpea tostadas that bought an onion and then bare chickpea
 * and mozzarella wraps, both leaving the pesto, eggs and kale unused; and the leftover roast
 * chicken list asked again into chicken and plain rice stuffed in naan, without the korma paste,
 * peas or eggs.
 */
describe('round 24 Middle Eastern, African, Caribbean and vegetarian lists (wave 17) get the dish a cook would name', () => {
  it.each([
    [
      [
        '1 whole chicken, jointed',
        'cup of brown lentils',
        '3 onions',
        'fenugreek seeds',
        'ras el hanout',
        'ground ginger',
        'pinch of saffron',
        'smen or butter',
        'bunch of coriander',
        'pack of msemen flatbreads',
      ],
      'Rfissa',
    ],
    [
      [
        '2 tins of young jackfruit in brine',
        'jar of jerk paste',
        'pack of tortilla wraps',
        '1 mango',
        'quarter of a red cabbage',
        '2 carrots',
        'limes',
        'vegan mayo',
        'bunch of spring onions',
      ],
      'Jerk Jackfruit Wraps with Mango Slaw',
    ],
    [
      [
        'pack of cooked beetroot',
        'tin of chickpeas',
        'block of feta',
        'breadcrumbs',
        '1 egg',
        'ground cumin',
        'brioche buns',
        '3 sweet potatoes',
        'tub of tzatziki',
        'bag of rocket',
      ],
      'Beetroot, Chickpea and Feta Burgers with Sweet Potato Wedges',
    ],
    [
      [
        '2 sweet potatoes',
        'can of black beans',
        'can of kidney beans',
        'can of diced tomatoes',
        '1 onion',
        'chili powder',
        'ground cumin',
        'box of jiffy cornbread mix',
        '1 egg',
        'milk',
        'shredded cheddar',
      ],
      'Sweet Potato and Black Bean Chilli with Cornbread',
    ],
    [
      [
        '600g beef mince',
        'jar of sour cherries',
        'pomegranate molasses',
        'pine nuts',
        'pack of flatbreads',
        'long grain rice',
        '1 onion',
        'ground allspice',
        'bunch of parsley',
      ],
      // wave 18 gave the list albaloo polo first, with the kebab karaz asked again
      'Albaloo Polo: Sour Cherry Rice with Minced Beef and a Flatbread Crust',
    ],
  ])('%j becomes %s', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.title).toBe(title);
  });

  it('asks again from pesto, pittas and eggs to a different named dish', () => {
    expectNamedSecond(
      [
        'jar of green pesto',
        'pack of pittas',
        'ball of mozzarella',
        'tin of chickpeas',
        '4 eggs',
        'bag of kale',
        'natural yoghurt',
      ],
      'Green Pesto Baked Eggs with Kale and Chickpeas',
      'Green Pesto, Kale and Mozzarella Pitta Bread Pizzas',
    );
  });

  it('asks again from leftover chicken, rice and korma paste to a different named dish', () => {
    expectNamedSecond(
      [
        'leftover roast chicken',
        'leftover cooked rice',
        'frozen peas',
        '4 eggs',
        'jar of korma paste',
        'spring onions',
        'soy sauce',
        'naan',
      ],
      'Leftover Chicken, Pea and Boiled Egg Curry',
      'Chicken Fried Rice',
    );
  });
});
