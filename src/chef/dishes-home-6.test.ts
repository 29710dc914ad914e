import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British, Irish, American and Canadian home cooking, sixth round: the round-12 panel's lists (as
 * visitors typed them) whose dish was missing or lost, and everyday lists written for this round.
 * Before these dishes were written, each list here got another dish or a composition: a chicken
 * and broccoli bake for a parmo, egg and chips for a chip butty, a Spanish tortilla that bought
 * potatoes for a crisp omelette, cheese scones for a beer bread, madeleines for a butter board.
 */
describe('names the dish a cook would name, using what the visitor bought for it', () => {
  it.each([
    [
      [
        '2 large chicken breasts',
        'panko breadcrumbs',
        '2 eggs',
        'plain flour',
        'butter',
        'milk',
        'chedder',
        'frozen chips',
        'garlic sauce',
      ],
      /parmo/i,
    ],
    [
      [
        'frozen oven chips',
        'soft white bread rolls',
        'salted butter',
        'malt vinegar',
        'tomato ketchup',
        'chip shop curry sauce granules',
      ],
      /chip butties with curry sauce/i,
    ],
    [
      ['6 eggs', 'large bag of ready salted crisps', '1 onion', 'olive oil', 'chives'],
      /crisp omelette/i,
    ],
    [
      ['3 cups self-rising flour', 'bottle of beer', '3 tbsp sugar', 'butter', 'shredded cheddar'],
      /beer bread/i,
    ],
    [
      [
        '1 lb sliced roast pork',
        'sliced deli ham',
        'swiss cheese',
        'dill pickles',
        'yellow mustard',
        'butter',
        'loaf of cuban bread',
      ],
      /cuban sandwich/i,
    ],
    [
      [
        'box of kraft mac and cheese',
        'milk',
        'butter',
        'sourdough bread',
        'american cheese slices',
        'pickled jalapeños',
      ],
      /mac and cheese grilled cheese/i,
    ],
    [
      [
        '1 large marrow',
        '500g beef mince',
        'onion',
        'tin of chopped tomatoes',
        'long grain rice',
        'dried mixed herbs',
        'mature cheddar',
        'garlic',
        'jar of piccalilli',
      ],
      /stuffed marrow/i,
    ],
    [
      [
        '8 king scallops',
        '200g frozen peas',
        'diced pancetta',
        'butter',
        'fresh mint',
        'lemon',
        'crusty bread',
      ],
      /scallops with pea purée/i,
    ],
    [
      [
        '1 guinea fowl',
        'bottle of dry cider',
        '2 eating apples',
        '4 banana shallots',
        'thyme',
        'crème fraîche',
        'half a celeriac',
        'butter',
      ],
      /guinea fowl.*cider/i,
    ],
    [
      [
        'block of good salted butter',
        'flaky sea salt',
        'honey',
        'fresh figs',
        'lemon',
        'chilli flakes',
        'sourdough loaf',
      ],
      /butter board/i,
    ],
    [
      [
        '300g dried penne',
        'parmesan',
        'garlic powder',
        'smoked paprika',
        'olive oil',
        'jar of marinara for dipping',
      ],
      /penne chips/i,
    ],
    [
      [
        '1 lb ground beef',
        '16 oz elbow macaroni',
        'milk',
        'beef broth',
        'shredded sharp cheddar',
        'onion',
        'ketchup',
        'yellow mustard',
      ],
      /cheeseburger.*macaroni skillet/i,
    ],
    [['frozen french fries', 'cheese curds', 'beef gravy'], /poutine/i],
    [
      ['chicken breasts', 'celery', 'mayonnaise', 'grapes', 'pecans', 'croissants'],
      /salad croissants/i,
    ],
    [
      ['chicken', 'cream of chicken soup', 'sour cream', 'ritz crackers', 'butter'],
      /ritz cracker/i,
    ],
    [
      [
        'leftover roast potatoes',
        'leftover sprouts',
        'leftover cabbage',
        'butter',
        'onion',
        'eggs',
      ],
      /bubble and squeak/i,
    ],
    [['cod fillets', 'potatoes', 'milk', 'butter', 'parsley', 'eggs', 'frozen peas'], /fish pie/i],
    [
      ['potatoes', 'cheddar', 'baked beans', 'butter', 'tuna', 'sweetcorn', 'mayonnaise'],
      /jacket potatoes/i,
    ],
    [['crumpets', 'butter', 'golden syrup', 'bacon'], /crumpets with crispy bacon/i],
  ] as const)('%j', (list, title) => {
    const recipe = cookRecipe([...list], { attempt: 0 });
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toMatch(title);
    expect(recipe.extras).toEqual([]);
  });

  it('makes lemon pepper wings from the lemons, butter and pepper, not Buffalo wings with hot sauce to buy', () => {
    const recipe = cookRecipe(
      [
        '3 lb chicken wings',
        'baking powder',
        'lemon pepper seasoning',
        'stick of butter',
        '2 lemons',
        'bag of frozen crinkle fries',
        'ranch dressing',
        'a watermelon',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toMatch(/lemon pepper/i);
    expect(recipe.extras).toEqual([]);
    expect(recipe.used).toEqual(
      expect.arrayContaining([
        'stick of butter',
        '2 lemons',
        'bag of frozen crinkle fries',
        'ranch dressing',
      ]),
    );
  });
});

/**
 * The round-12 ask-again lists: the first answer is the obvious dish, and "Want a new recipe?"
 * another sound dish (another method or form) that keeps the main and buys nothing. Before, the
 * second answers were a pasta that bought pasta, turkey burgers needing breadcrumbs, 1 kg of bought
 * pork shoulder in place of the cheeks, or choripán that dropped the camembert.
 */
describe('answers the obvious dish first and a different one of the same main when asked again', () => {
  it.each([
    [
      [
        '500g pork mince',
        '1 bramley apple',
        'fresh sage',
        'brioche buns',
        'quarter of a red cabbage',
        'carrot',
        'mayonnaise',
        'frozen sweet potato fries',
      ],
      /burgers with red cabbage slaw/i,
      /meatballs/i,
      '500g pork mince',
    ],
    [
      [
        '8 pork cheeks',
        '500ml dry cider',
        '2 onions',
        '2 carrots',
        'celery',
        'thyme',
        'chicken stock',
        'floury potatoes',
        'butter',
        'savoy cabbage',
      ],
      /cheeks braised in cider with mash/i,
      /hotpot/i,
      '8 pork cheeks',
    ],
    [
      [
        'whole camembert',
        'leftover pigs in blankets',
        'cranberry sauce',
        'leftover stuffing balls',
        'half a baguette',
        'rosemary',
        'honey',
      ],
      /baked camembert/i,
      /baguette/i,
      'whole camembert',
    ],
    [
      [
        '4 chicken breasts',
        '8 oz cream cheese',
        '3 jalepenos',
        'shredded cheddar',
        '12 slices of bacon',
        'bag of frozen tater tots',
      ],
      /bacon-wrapped jalapeño popper/i,
      /popper chicken skillet/i,
      '4 chicken breasts',
    ],
    [
      [
        '1 lb italian sausage',
        'lasagna noodles',
        '28 oz can crushed tomatoes',
        'chicken broth',
        'onion',
        'garlic',
        'ricotta',
        'shredded mozzarella',
        'parmesan',
        'fresh basil',
      ],
      /lasagna soup/i,
      /skillet lasagna/i,
      '1 lb italian sausage',
    ],
    [
      [
        '1 lb ground beef',
        'onion',
        '1 cup bisquick',
        '1 cup milk',
        '2 eggs',
        'shredded cheddar',
        'dill pickle chips',
        'ketchup',
      ],
      /impossible cheeseburger pie/i,
      /cobbler/i,
      '1 lb ground beef',
    ],
    [
      [
        'sliced turkey breast',
        'smoked back bacon',
        'white sliced bread',
        'little gem lettuce',
        '2 tomatoes',
        'mayo',
        'bag of ready salted crisps',
      ],
      /club sandwiches/i,
      /club salad/i,
      'sliced turkey breast',
    ],
  ] as const)('%j', (list, first, again, main) => {
    const one = cookRecipe([...list], { attempt: 0 });
    expect(one.title).toMatch(first);
    const two = cookRecipe([...list], { attempt: 1 });
    expect(two.source).toBe('dish');
    expect(two.title).toMatch(again);
    expect(two.used).toContain(main);
    expect(two.extras).toEqual([]);
  });

  it('makes Staffordshire oatcakes from oatmeal, wholemeal flour and yeast, not bacon pancakes that leave them out', () => {
    const recipe = cookRecipe(
      [
        'fine oatmeal',
        'wholemeal flour',
        'fast action yeast',
        'milk',
        'smoked back bacon',
        'mature cheddar',
        '4 eggs',
        'brown sauce',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toMatch(/staffordshire oatcakes/i);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});
