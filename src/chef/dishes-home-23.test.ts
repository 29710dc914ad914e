import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, round 23's misses in wave 15 (the `r22-` lists), each
 * typed exactly as the panel typed it. Before these dishes were written, the herring and pinhead
 * oatmeal list became a Swedish baked herring that left the oatmeal unused, the
 * pitta pizza list stacked pittas as quesadillas and bought mushrooms, the Yorkshire pudding chilli
 * bowls left the puddings out, the kimchi grilled cheese only passed the kimchi at the table, and
 * the frankfurter pasta bake list became franks and beans without the fusilli.
 */
describe('round 23 home-cooking lists (wave 15) get the dish a cook would name', () => {
  it.each([
    [
      [
        '6 herring fillets',
        'pinhead oatmeal',
        'butter',
        '1kg new potatoes',
        'english mustard',
        'tub of creme fraiche',
        '2 lemons',
        'bag of watercress',
        'fresh dill',
      ],
      'Herring in Oatmeal with Mustard Sauce and New Potatoes',
    ],
    [
      [
        'pack of wholemeal pittas',
        'carton of passata',
        'grated mozarella',
        'pack of pepperoni',
        'tin of sweetcorn',
        'half a red pepper',
        'dried oregano',
        'cucumber sticks',
      ],
      'Pepperoni and Sweetcorn Pitta Bread Pizzas',
    ],
    [
      [
        'pack of frozen giant yorkshire puddings',
        '500g beef mince',
        'tin of kidney beans',
        'tin of chopped tomatoes',
        'chilli powder',
        'grated cheddar',
        'sour cream',
        'spring onions',
      ],
      'Yorkshire Pudding Chilli Bowls',
    ],
    [
      [
        'jar of kimchi',
        'sliced white bread',
        'pack of american cheese slices',
        'block of cheddar',
        'butter',
        '2 cans of tomato soup',
        'gochujang',
        'green onions',
      ],
      'Kimchi Grilled Cheese with Gochujang Tomato Soup',
    ],
    [
      [
        'jar of frankfurters',
        '2 tins of baked beans',
        '300g fusilli',
        'grated cheddar',
        '1 onion',
        'tin of sweetcorn',
        'worcestershire sauce',
        'brown sauce',
      ],
      'Frankfurter and Baked Beans Pasta Bake',
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
