import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British and American leftovers and bought things, round 24's misses in wave 17 (the `r23-`
 * lists), each typed exactly as the panel typed it. Before these dishes were written, the hot
 * cross bun butties list became a side of bought Brussels sprouts with the buns, jam and rocket
 * left out, and the hash brown pizza list a fry-up with bought bread and the hash browns
 * left out, and the pigs in blankets carbonara a Puglian sausage pasta that dropped the eggs and
 * crumbled the pigs in blankets out of their skins, and the leftover gammon pea soup bought a stock cube and
 * left the gammon bone unused.
 */
describe('round 24 leftovers and bought-things lists (wave 17) get the dish a cook would name', () => {
  it.each([
    [
      [
        'pack of hot cross buns',
        'pack of back bacon',
        'wedge of brie',
        'jar of apricot jam',
        'butter',
        'bag of rocket',
      ],
      'Hot Cross Bun Butties with Back Bacon, Brie and Apricot Jam',
    ],
    [
      [
        'bag of frozen hash browns',
        'grated mozzarella',
        '4 eggs',
        'pack of streaky bacon',
        'tomato ketchup',
        'cherry tomatoes',
        'mushrooms',
        'brown sauce',
      ],
      'Hash Brown Breakfast Pizza with Streaky Bacon and Eggs',
    ],
    [
      [
        'pack of pigs in blankets',
        '400g spaghetti',
        '3 eggs',
        'parmesan',
        'bag of brussels sprouts',
        'jar of cranberry sauce',
        'black pepper',
      ],
      'Pigs in Blankets Carbonara with Brussels Sprouts',
    ],
    [
      [
        'leftover gammon joint and bone',
        'bag of frozen peas',
        '1 onion',
        '2 potatoes',
        'fresh mint',
        'crème fraîche',
        'crusty bread',
      ],
      'Pea and Ham Soup from the Ham Bone',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
  });
});

/**
 * Asking again: before, the ground beef, potato and tomato soup list got hachis parmentier and then
 * escondidinho (the same mince under mash renamed), both leaving the tomato soup unused and buying
 * garlic and tomatoes; the leftover salmon list got a composed salmon penne first and salmon tacos on
 * bought tortillas second, leaving the potatoes, peas and eggs unused.
 */
describe('round 24 leftovers and bought-things lists (wave 17) get a different named dish again', () => {
  it('ground beef, potatoes, green beans and tomato soup: hamburger pie, then a skillet', () => {
    expectNamedSecond(
      [
        '1 lb ground beef',
        '2 lb russet potatoes',
        'can of green beans',
        'can of tomato soup',
        'shredded cheddar',
        '1 onion',
        'butter',
        'milk',
      ],
      'Hamburger Pie',
      'Cheeseburger Russet Potato Skillet',
    );
  });

  it('leftover salmon, potatoes, peas and eggs: a frittata, then fishcakes buying nothing', () => {
    const list = [
      '2 leftover baked salmon fillets',
      'leftover new potatoes',
      'frozen peas',
      '4 eggs',
      'penne',
      'creme fraiche',
      'dill',
    ];
    expect(cookRecipe(list, { attempt: 0 }).title).toBe('Salmon, Potato and Pea Frittata');
    const again = cookRecipe(list, { attempt: 1 });
    // wave 18: the fishcakes a cook makes from leftover salmon and potatoes, not a penne that
    // dropped the potatoes and eggs
    expect(again.title).toMatch(/Fishcakes/);
    expect(again.title).not.toMatch(/Taco/);
    expect(again.used).toContain('leftover new potatoes');
    expect(again.extras).toEqual([]);
  });
});
