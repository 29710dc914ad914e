import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian and Latin American lists, round 23's misses (the `r22-` lists), each
 * typed exactly as the panel typed it. Before these dishes were written, the tacos árabes list
 * (pork shoulder, pitas, chipotles, cumin, oregano, limes) became a Goan vindaloo that bought
 * chilli powder, turmeric and ginger and left the chipotles and oregano unused; the tapsilog list
 * a beef and egg stir-fry that only reheated the rice and left the tomatoes and pepper out; and the
 * Sri Lankan devilled prawns list a nasi goreng with 225 g of the 500 g of prawns and the ketchup
 * passed at the table; the shrimp and salsa verde list shrimp tacos that left the salsa and onion
 * out; the calabacitas list composed tacos with three poblanos and no roasting step; and the ayam
 * goreng berempah list a yellow fried chicken that left the rice flour out and the curry leaves raw.
 */
describe('round 23 Asian and Latin American lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '2 lb pork shoulder',
        '1 onion',
        'garlic',
        'dried oregano',
        'ground cumin',
        '3 limes',
        'splash of white vinegar',
        'pack of pita breads',
        'can of chipotles in adobo',
        'bunch of parsley',
      ],
      'Tacos Árabes',
    ],
    [
      [
        '500g beef sirloin, thinly sliced',
        'soy sauce',
        'calamansi or 1 lemon',
        'lots of garlic',
        'brown sugar',
        'black pepper',
        'leftover jasmine rice',
        '4 eggs',
        '2 tomatoes',
        'cane vinegar',
      ],
      'Tapsilog',
    ],
    [
      [
        '500g raw prawns',
        '1 onion',
        '1 green pepper',
        '2 tomatoes',
        'chilli flakes',
        'tomato ketchup',
        'soy sauce',
        'garlic',
        'leftover basmati rice',
        '3 eggs',
        'leeks',
      ],
      'Sri Lankan Devilled Prawns with Egg Fried Rice',
    ],
    [
      [
        '1 lb raw shrimp',
        'jar of salsa verde',
        'pack of corn tortillas',
        'monterey jack',
        'sour cream',
        '1 white onion',
        '2 jalepenos',
        'frozen corn',
        'cilantro',
        'limes',
      ],
      'Shrimp Enchiladas Verdes',
    ],
    [
      [
        '3 mexican squash or zucchini',
        '2 ears of corn',
        '1 poblano',
        '1 white onion',
        '2 tomatoes',
        'garlic',
        'queso fresco',
        'mexican crema',
        'pack of corn tortillas',
        'can of pinto beans',
      ],
      'Calabacitas Tacos with Pinto Beans and Queso Fresco',
    ],
    [
      [
        '1.2kg chicken pieces',
        '3 stalks of lemongrass',
        '6 shallots',
        'galangal',
        'ground turmeric',
        'ground coriander',
        'curry leaves',
        'rice flour',
        'vegetable oil for frying',
        'jasmine rice',
        '1 cucumber',
        'jar of sambal oelek',
      ],
      'Ayam Goreng Berempah',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });
});

/**
 * Before: the frozen prawns list (rice and linguine both) was offered a composed prawn and egg rice
 * bowl second, with raw courgettes and "thinly sliced" cherry tomatoes, barely different from the
 * fried rice first; and the jerk chicken list got bought-salsa burritos first and a one-pot soup
 * with tortillas beside it second, the pineapple left out of both.
 */
describe('round 23 Asian and Latin American ask-again lists get two named dishes', () => {
  it.each([
    [
      [
        'bag of frozen king prawns',
        '6 eggs',
        'long grain rice',
        '400g linguine',
        '2 courgettes',
        'cherry tomatoes',
        'garlic',
        'chilli flakes',
        'soy sauce',
        'spring onions',
      ],
      'King Prawn Fried Rice',
      'Frittata di Linguine with King Prawns, Courgette and Cherry Tomatoes',
    ],
    [
      [
        '4 chicken breasts',
        '1 fresh pineapple',
        '2 red peppers',
        'long grain rice',
        'pack of flour tortillas',
        'jar of jerk seasoning',
        'tin of kidney beans',
        'tin of coconut milk',
        'limes',
        'spring onions',
      ],
      'Jerk Chicken with Rice and Peas and Charred Pineapple Salsa',
      'Chicken Stew Peas with Rice',
    ],
  ])('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    expect(cookRecipe(list, { attempt: 1 }).extras).toEqual([]);
  });
});
