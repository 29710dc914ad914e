import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking and breakfast, round 19's misses (the `r18-` panel
 * lists, typed as there). The first answers are the dishes a cook would name for each list: before
 * these dishes were written the chef made corn dogs from a list of boxed mac and cheese, sloppy
 * joes from bought sauce for a loose-meat list, a plain rice bake for Country Captain, a gammon
 * and parsley sauce for ham and scalloped potatoes, a fry-up for bacon naan rolls, a leek tart for
 * Anglesey eggs, fish fingers without their tartare sauce, sausage rolls without the apple and a
 * Denver sandwich without the hash browns. The ask-again pairs name a classic first and another
 * named dish second that keeps the main item and buys one thing at most; before, the second was a
 * composed soup, an omelette without the roast pork, or a dish that bought two things.
 */
describe('round 19 home-cooking lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '8 bone-in chicken thighs',
        '2 onions',
        '1 green bell pepper',
        '3 cloves garlic',
        'can of diced tomatoes',
        'curry powder',
        'golden raisins',
        'slivered almonds',
        'chicken broth',
        'long grain rice',
      ],
      'Country Captain Chicken',
    ],
    [
      [
        '2 lb ground beef',
        '1 onion',
        'beef broth',
        'yellow mustard',
        'worcestershire sauce',
        'brown sugar',
        'hamburger buns',
        'dill pickle chips',
        'bag of potato chips',
      ],
      'Loose Meat Sandwiches',
    ],
    [
      [
        '1 lb ham steak',
        '3 lb russet potatoes',
        '1 onion',
        'butter',
        'all-purpose flour',
        '2 cups milk',
        'shredded sharp cheddar',
        'fresh green beans',
      ],
      'Ham and Scalloped Russet Potatoes',
    ],
    [
      [
        'pack of hot dogs',
        '2 boxes of mac and cheese',
        'bag of frozen peas',
        'milk',
        'butter',
        'shredded cheddar',
        'ketchup',
        'yellow mustard',
      ],
      'Mac and Cheese with Frankfurters and Peas',
    ],
    [
      [
        'pack of garlic and coriander naans',
        'smoked streaky bacon',
        '4 eggs',
        'tub of cream cheese',
        'jar of chilli jam',
        'fresh coriander',
        'sriracha',
        'cherry tomatoes',
      ],
      'Bacon Naan Rolls with Chilli Jam',
    ],
    [
      [
        '6 eggs',
        '1kg floury potatoes',
        '3 leeks',
        'butter',
        'milk',
        'plain flour',
        'caerphilly cheese',
        'wholegrain mustard',
      ],
      'Anglesey Eggs',
    ],
    [
      [
        '500g lemon sole fillets',
        'plain flour',
        '2 eggs',
        'panko breadcrumbs',
        'mayonnaise',
        'gherkins',
        'capers',
        'lemon',
        'bag of oven chips',
        'frozen peas',
      ],
      'Sole Goujons with Tartare Sauce',
    ],
    [
      [
        '450g pork sausagemeat',
        'roll of puff pastry',
        '1 bramley apple',
        '1 onion',
        'fresh sage',
        '1 egg',
        'tin of baked beans',
        'bag of oven chips',
      ],
      'Sausage, Bramley Apple and Sage Plait',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
  });

  it('uses the boxes of mac and cheese as bought, not cheddar', () => {
    const { markdown } = cookRecipe(
      [
        'pack of hot dogs',
        '2 boxes of mac and cheese',
        'bag of frozen peas',
        'milk',
        'butter',
        'shredded cheddar',
        'ketchup',
        'yellow mustard',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(
      /2 packs boxed macaroni cheese|boxes of mac and cheese|boxed macaroni cheese/,
    );
    expect(markdown).toMatch(/cheese powder/);
  });

  it('makes the tartare sauce from the capers, gherkins and mayonnaise', () => {
    const { markdown, unused } = cookRecipe(
      [
        '500g lemon sole fillets',
        'plain flour',
        '2 eggs',
        'panko breadcrumbs',
        'mayonnaise',
        'gherkins',
        'capers',
        'lemon',
        'bag of oven chips',
        'frozen peas',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/For the tartare sauce, mix the mayonnaise with the gherkins, capers/);
    expect(unused).toEqual([]);
  });

  it('serves the Denver sandwich with the bag of hash browns', () => {
    const { title, markdown } = cookRecipe(
      [
        '8 eggs',
        'thick sliced deli ham',
        '1 green bell pepper',
        'half a yellow onion',
        'shredded cheddar',
        'butter',
        'bag of frozen hash browns',
        'sourdough bread',
        'hot sauce',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Denver Sandwich');
    expect(markdown).toMatch(/bake the hash browns/);
  });

  it('reads chilli jam as chilli jam, not a sweet jam', () => {
    const { markdown } = cookRecipe(
      [
        'pack of garlic and coriander naans',
        'smoked streaky bacon',
        '4 eggs',
        'tub of cream cheese',
        'jar of chilli jam',
        'fresh coriander',
        'sriracha',
        'cherry tomatoes',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/4 tbsp chilli jam/);
  });
});

describe('asking again after a round 19 home classic offers another named dish', () => {
  it.each([
    [
      [
        'leftover roast pork',
        'jar of apple sauce',
        'leftover roast potatoes',
        'half a savoy cabbage',
        'leftover gravy',
        '4 eggs',
        'crusty rolls',
        'wholegrain mustard',
      ],
      'Bubble and Squeak with Leftover Pork and Apple Sauce',
      'Hot Pork Rolls in Gravy',
    ],
    [
      [
        '1 cauliflower',
        '1 head of brocoli',
        'wedge of stilton',
        'macaroni',
        '1kg potatoes',
        'milk',
        'butter',
        'plain flour',
        'breadcrumbs',
      ],
      'Cauliflower Macaroni Cheese with Stilton',
      'Cauliflower, Broccoli and Stilton Soup',
    ],
    [
      [
        '1.5kg beef brisket',
        '4 onions',
        '4 carrots',
        'beef stock cubes',
        'jar of horseradish',
        '1kg potatoes',
        'plain flour',
        '3 eggs',
        'milk',
      ],
      'Slow-Roast Brisket with Yorkshire Puddings and Horseradish',
      'Bœuf aux Carottes',
    ],
    [
      [
        '8 pork sausages',
        '3 red onions',
        '2 tins of butter beans',
        'tin of chopped tomatoes',
        'roll of puff pastry',
        'smoked paprika',
        'wholegrain mustard',
        '1kg potatoes',
      ],
      'Smoky Pork Sausage and Butter Bean Casserole with Mustard Mash',
      'Pork Sausage, Red Onion and Butter Bean Traybake',
    ],
    [
      [
        'block of mature cheddar',
        '2 apples',
        'pack of ham',
        'jar of chutney',
        'roll of puff pastry',
        '4 eggs',
        '2 leeks',
        'crusty loaf',
      ],
      'Ham, Leek and Mature Cheddar Tart with Chutney',
      'Ham, Mature Cheddar and Chutney Toasties with Apple',
    ],
    [
      [
        '4 chicken breasts',
        'smoked streaky bacon',
        'bbq sauce',
        'grated cheddar',
        '1kg potatoes',
        'tin of sweetcorn',
        'tub of coleslaw',
        'soft white rolls',
      ],
      "Hunter's Chicken",
      'Barbecue Chicken and Bacon Rolls with Coleslaw',
    ],
    [
      [
        'leftover roast lamb',
        'half a jar of mint sauce',
        'leftover roast potatoes',
        'leftover spring greens',
        'bunch of asparagus',
        'bag of new potatoes',
        'half a dozen eggs',
        'pack of ham',
        'half a block of cheddar',
        'tub of double cream',
        'half a pack of butter',
        'milk',
        'bag of spinach',
        'carrots',
        'lemon',
        '4 hot cross buns',
        'half a simnel cake',
        '3 broken easter eggs',
        'bag of mini eggs',
        'bottle of white wine',
      ],
      'Leftover Roast Lamb and Roast Potato Hash with Mint Sauce',
      'Warm Spring Salad of Roast Lamb, New Potatoes and Asparagus',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('reheats the leftover roast pork rather than cooking it as raw', () => {
    const list = [
      'leftover roast pork',
      'jar of apple sauce',
      'leftover roast potatoes',
      'half a savoy cabbage',
      'leftover gravy',
      '4 eggs',
      'crusty rolls',
      'wholegrain mustard',
    ];
    for (const attempt of [0, 1]) {
      expect(cookRecipe(list, { attempt }).markdown).toMatch(/piping hot all the way through/);
    }
  });
});
