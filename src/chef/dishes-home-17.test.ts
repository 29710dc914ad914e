import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, round 18's misses (the panel's r17- lists, typed
 * exactly as the panel typed them). The first answers pin the dish a cook would name for the list
 * (a smoked haddock rarebit, breaded tenderloin
 * sandwiches, beef tips over egg noodles, pasties from the leftover roast lamb, a chicken kiev
 * pasta bake, a hash brown breakfast casserole, twice-baked potatoes); the ask-again pairs pin a
 * second named dish that keeps the main, uses much of the list and buys one thing at most. Before
 * these dishes were written, each answer here was another dish that left the list's defining items
 * unused, or a composed recipe, or fried rice that sent the visitor out for rice.
 */
describe('round 18: home-cooking lists name the dish a cook would name', () => {
  it.each([
    [
      [
        '2 lb sirloin tips',
        '1 onion',
        '8 oz mushrooms',
        'beef broth',
        'worcestershire sauce',
        'all-purpose flour',
        'butter',
        'bag of wide egg noodles',
        'frozen green beans',
      ],
      'Beef Tips and Gravy over Buttered Egg Noodles',
    ],
    [
      [
        '1 pork tenderloin',
        '2 eggs',
        'saltine crackers',
        'all-purpose flour',
        'vegetable oil',
        'hamburger buns',
        'dill pickle chips',
        'yellow mustard',
        'white onion',
        'bag of frozen crinkle fries',
      ],
      'Breaded Pork Tenderloin Sandwiches',
    ],
    [
      [
        'leftover roast lamb',
        'leftover roast potatoes',
        'leftover carrots',
        'frozen peas',
        'leftover gravy',
        'block of shortcrust pastry',
        'jar of mint sauce',
        '1 egg',
      ],
      'Leftover Roast Lamb Pasties with Mint Sauce',
    ],
    [
      [
        '4 smoked haddock fillets',
        'mature cheddar',
        'english mustard',
        '1 egg',
        'splash of ale',
        'worcester sauce',
        'bag of spinach',
        'cherry tomatoes',
        'new potatoes',
      ],
      'Smoked Haddock Rarebit with Spinach and Roast Cherry Tomatoes',
    ],
    [
      [
        'bag of frozen shredded hash browns',
        '1 lb breakfast sausage',
        '10 eggs',
        '2 cups milk',
        'shredded cheddar',
        'can of diced green chiles',
        'green onions',
        'hot sauce',
      ],
      'Breakfast Sausage and Hash Brown Casserole with Diced Green Chiles',
    ],
    [
      [
        '4 large baking potatoes',
        '1 head of broccoli',
        'block of mature cheddar',
        'sour cream',
        'butter',
        'spring onions',
        'tin of baked beans',
        'coleslaw',
      ],
      'Twice-Baked Baking Potatoes with Broccoli and Mature Cheddar',
    ],
    [
      [
        'box of 4 frozen chicken kievs',
        '300g penne',
        'head of broccoli',
        'single cream',
        'grated cheddar',
        'garlic',
        'frozen sweetcorn',
        'breadcrumbs',
      ],
      'Chicken Kiev Pasta Bake with Broccoli and Sweetcorn',
    ],
    [
      [
        'half a roast turkey',
        'leftover stuffing',
        'bowl of mashed potatoes',
        'tub of gravy',
        'can of cranberry sauce',
        'leftover green bean casserole',
        'half a sweet potato casserole',
        'dinner rolls',
        'half a pumpkin pie',
        'can of whipped cream',
        'heavy cream',
        'celery',
        'carrots',
        'onions',
        'fresh sage',
        'butter',
        'eggs',
        'shredded cheddar',
        'bag of brussels sprouts',
        'bottle of white wine',
      ],
      'Thanksgiving Leftovers Shepherd’s Pie',
    ],
    [
      [
        'half a dozen eggs',
        'half a pack of smoked salmon',
        'tub of cream cheese',
        '3 bagels',
        'half a pack of bacon',
        'chipolatas',
        'half a loaf of sourdough',
        '2 avocados',
        'punnet of strawberries',
        'half a punnet of blueberries',
        'pot of greek yoghurt',
        'granola',
        'carton of orange juice',
        'bottle of prosecco',
        'hollandaise in a jar',
        'bag of spinach',
        'mushrooms',
        'cherry tomatoes',
        'butter',
        'milk',
        'maple syrup',
      ],
      'Eggs Royale on Sourdough with Spinach',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
  });

  it('the kiev pasta bake bakes the kievs from frozen, not pan-fried', () => {
    const { markdown } = cookRecipe(
      [
        'box of 4 frozen chicken kievs',
        '300g penne',
        'head of broccoli',
        'single cream',
        'grated cheddar',
        'garlic',
        'frozen sweetcorn',
        'breadcrumbs',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/from frozen/);
    expect(markdown).not.toMatch(/pan-fr/i);
  });

  it('the Thanksgiving pie reheats the leftover sides as they are, not remade from raw', () => {
    const { markdown, unused } = cookRecipe(
      [
        'half a roast turkey',
        'leftover stuffing',
        'bowl of mashed potatoes',
        'tub of gravy',
        'can of cranberry sauce',
        'leftover green bean casserole',
        'half a sweet potato casserole',
        'dinner rolls',
        'can of whipped cream',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/green bean casserole/);
    expect(markdown).toMatch(/sweet potato casserole/);
    expect(unused).toContain('can of whipped cream');
  });

  it('the jar of hollandaise is used as bought, not whisked from yolks', () => {
    const recipe = cookRecipe(
      ['6 eggs', 'smoked salmon', 'sourdough', 'hollandaise in a jar', 'spinach', 'butter'],
      { attempt: 0 },
    );
    expect(recipe.used).toContain('hollandaise in a jar');
    expect(recipe.markdown).not.toMatch(/yolks with/);
  });

  it('the turkey meatloaf puts the bbq sauce in its glaze', () => {
    const recipe = cookRecipe(
      [
        '2 lb ground turkey',
        'panko',
        '2 eggs',
        '1 onion',
        'bbq sauce',
        'ketchup',
        'worcestershire',
        'fresh green beans',
        '3 lb yukon gold potatoes',
        'milk',
      ],
      { attempt: 0 },
    );
    expect(recipe.used).toContain('bbq sauce');
    expect(recipe.markdown).toMatch(/glaze/);
  });
});

describe('round 18: asking again after a home-cooking list offers another named dish', () => {
  it.each([
    [
      [
        'leftover baked ham',
        'leftover boiled potatoes',
        '6 eggs',
        'block of cheddar',
        'roll of puff pastry',
        'frozen peas',
        '1 onion',
        'wholegrain mustard',
      ],
      'Baked Ham, Potato and Cheddar Pie with a Puff Pastry Lid',
      'Leftover Baked Ham, Potato and Cheddar Hash with Fried Eggs',
    ],
    [
      [
        '4 gammon steaks',
        '6 eggs',
        '1kg potatoes',
        'frozen peas',
        'block of cheddar',
        '1 onion',
        'arborio rice',
        'parsley',
        'english mustard',
      ],
      'Gammon and Potato Hash with Fried Eggs',
      'Gammon and Pea Risotto with Cheddar',
    ],
    [
      [
        '500g beef mince',
        '4 potatoes',
        'mild curry powder',
        'frozen peas',
        'roll of puff pastry',
        '1 onion',
        'garlic',
        'tin of chopped tomatoes',
        'basmati rice',
      ],
      'Curried Minced Beef, Potato and Pea Pie with a Puff Pastry Lid',
      'Minced Beef Keema',
    ],
    [
      [
        '800g diced lamb',
        '1kg potatoes',
        '4 carrots',
        'pearl barley',
        '2 onions',
        '1 leek',
        'lamb stock cubes',
        'fresh thyme',
        'worcester sauce',
      ],
      'Scotch Broth',
      'Irish Stew',
    ],
    [
      [
        '2 sirloin steaks',
        '250g mushrooms',
        'half a bottle of red wine',
        '1kg potatoes',
        'shallots',
        'butter',
        'beef stock',
        'roll of puff pastry',
        'bag of watercress',
      ],
      'Individual Beef Wellingtons',
      'Steak with Red Wine and Mushroom Sauce and Crushed Potatoes',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('the ham hash reheats the leftover potatoes and ham rather than boiling them raw', () => {
    const { markdown } = cookRecipe(
      [
        'leftover baked ham',
        'leftover boiled potatoes',
        '6 eggs',
        'block of cheddar',
        'roll of puff pastry',
        'frozen peas',
        '1 onion',
        'wholegrain mustard',
      ],
      { attempt: 1 },
    );
    expect(markdown).toMatch(/piping hot/);
    expect(markdown).not.toMatch(/[Bb]oil the/);
  });
});
