import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * British and American home cooking, round 24's misses in wave 17 (the `r23-` lists), each typed
 * exactly as the panel typed it. Before these dishes were written, the oxtail and red wine list
 * became a "Braised Brisket" that sliced the oxtail thinly across the grain, and the partan bree
 * list a tray of roast onion wedges with crab and plain rice that left the milk, cream, butter and
 * anchovy essence unused, and the haggis nachos list a pasta to buy that left the tortilla chips,
 * flour, whisky and sour cream unused, and the minted lamb and leek pie list an Italian lamb stew
 * without the pastry, and the cauliflower cheese pasta bake list a soup without the macaroni;
 * the venison burgers list swapped the venison for beef in bought sloppy joe sauce, and the pear and
 * blue cheese pork burgers bought sage, red cabbage and mayonnaise and glazed pan-fried burgers "in
 * the oven", and the mackerel and rhubarb list dropped the rhubarb, sugar and ginger,
 * and the vegan bean stew list a Greek baked bean dish without its suet dumplings, and the
 * pork tenderloin list a plain tray bake without the stuffing, apricots, gravy and apple sauce.
 */
describe('round 24 home-cooking lists (wave 17 hB) get the dish a cook would name', () => {
  it.each([
    [
      [
        '1.2kg oxtail',
        '2 onions',
        '3 carrots',
        '2 celery sticks',
        'bottle of red wine',
        'beef stock cubes',
        'tomato puree',
        'bay leaves',
        'fresh thyme',
        '1kg maris pipers',
        'butter',
        'milk',
      ],
      'Oxtail Stew with Red Wine and Mash',
    ],
    [
      [
        '2 dressed crabs',
        'tub of white crab meat',
        'long grain rice',
        '1 pint milk',
        '1 onion',
        'butter',
        'anchovy essence',
        'single cream',
        'chives',
        'crusty bread',
      ],
      'Partan Bree',
    ],
    [
      [
        '1 haggis',
        'big bag of tortilla chips',
        'grated cheddar',
        'milk',
        'plain flour',
        'butter',
        'splash of whisky',
        'jar of jalapenos',
        'sour cream',
        'spring onions',
      ],
      'Haggis Nachos with Whisky Cheese Sauce',
    ],
    [
      [
        '600g diced lamb',
        '2 leeks',
        '1 onion',
        'lamb stock pot',
        'mint sauce',
        'fresh rosemary',
        'plain flour',
        'block of shortcrust pastry',
        '1 egg',
        'new potatoes',
      ],
      'Minted Lamb and Leek Pie',
    ],
    [
      [
        '1 large cauliflower',
        '300g macaroni',
        'butter',
        'plain flour',
        '1 pint milk',
        'red leicester',
        'english mustard powder',
        'cherry tomatoes',
        'breadcrumbs',
      ],
      'Cauliflower Cheese Pasta Bake',
    ],
    [
      [
        '500g venison mince',
        '1 red onion',
        'jar of redcurrant jelly',
        'brioche buns',
        'wedge of blue cheese',
        '3 sweet potatoes',
        'bag of rocket',
        'juniper berries',
        'mayo',
      ],
      'Venison Mince Burgers with Redcurrant Onions and Sweet Potato Fries',
    ],
    [
      [
        '500g pork mince',
        '2 ripe pears',
        'wedge of stilton',
        'bag of rocket',
        'brioche buns',
        'honey',
        'walnuts',
        'red onion chutney',
      ],
      'Minced Pork Burgers with Honeyed Pear and Stilton',
    ],
    [
      [
        '4 mackerel fillets',
        '3 sticks of rhubarb',
        'caster sugar',
        'thumb of ginger',
        '750g jersey royals',
        'butter',
        'bag of watercress',
        'lemon',
      ],
      'Pan-Fried Mackerel with Rhubarb and Ginger Sauce',
    ],
    [
      [
        '2 tins of butter beans',
        '1 onion',
        '2 carrots',
        '2 parsnips',
        'tin of chopped tomatoes',
        'vegetable stock cube',
        'self-raising flour',
        'vegetable suet',
        'fresh parsley',
        'bay leaves',
      ],
      'Butter Bean and Root Vegetable Stew with Herby Dumplings',
    ],
    [
      [
        '2 pork tenderloins',
        'packet of sage and onion stuffing',
        'dried apricots',
        'streaky bacon',
        '1kg potatoes',
        'bag of carrots',
        'savoy cabbage',
        'bisto',
        'apple sauce',
      ],
      'Streaky Bacon-Wrapped Pork Tenderloin with Dried Apricot Stuffing',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.markdown).not.toMatch(/slice thinly across the grain|fat side up/);
  });
});
