import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Lists that plainly call for one European, Middle Eastern or African classic: the first answer
 * names it, and asking again offers another named dish (another method or cuisine) that keeps the
 * main ingredient and buys at most one thing, instead of a composed soup or tray bake.
 */
/** [name, list, first title, second title, the main the second must still use] */
const AGAIN: readonly (readonly [string, readonly string[], string, string, string])[] = [
  [
    'lasagne, then cannelloni rolled from the same sheets',
    [
      'lasagne sheets',
      '500g beef mince',
      '2 tins of chopped tomatoes',
      'onion',
      'carrot',
      'garlic',
      'milk',
      'butter',
      'parmesan',
    ],
    'Lasagne al Forno',
    'Minced Beef Cannelloni',
    '500g beef mince',
  ],
  [
    'mushroom risotto, then the same rice baked in the oven',
    [
      'risotto rice',
      'mushrooms',
      'vegetable stock',
      'onion',
      'garlic',
      'white wine',
      'butter',
      'parmesan',
    ],
    'Mushroom Risotto',
    'Riso al Forno with Mushrooms and Parmesan',
    'risotto rice',
  ],
  [
    'chicken and chorizo paella, then Valencian oven rice',
    [
      'paella rice',
      'chicken thighs',
      'chorizo',
      'red pepper',
      'onion',
      'garlic',
      'saffron',
      'chicken stock',
      'frozen peas',
    ],
    'Chicken and Chorizo Paella',
    'Arroz al Horno with Chicken and Chorizo',
    'chicken thighs',
  ],
  [
    'seafood paella, then a brothy seafood rice',
    [
      'paella rice',
      'raw prawns',
      'mussels',
      'squid',
      'saffron',
      'fish stock',
      'red pepper',
      'garlic',
      'tomatoes',
    ],
    'Paella de Marisco',
    'Arroz Caldoso de Marisco',
    'raw prawns',
  ],
  [
    'gazpacho, then a chopped Andalusian salad',
    ['ripe tomatoes', 'cucumber', 'green pepper', 'garlic', 'stale bread', 'white wine vinegar'],
    'Gazpacho',
    'Pipirrana',
    'ripe tomatoes',
  ],
  [
    'maafe, then a Ghanaian groundnut soup',
    [
      'chicken thighs',
      'onion',
      'garlic',
      'tomato paste',
      'peanut butter',
      'chicken stock',
      'sweet potato',
    ],
    'Maafe',
    'Nkatenkwan: Ghanaian Groundnut Soup with Chicken',
    'chicken thighs',
  ],
  [
    'doro wat, then chicken tibs',
    [
      'chicken thighs',
      'butter',
      'cardamom',
      'onions',
      'garlic',
      'ginger',
      'berbere',
      'tomato paste',
      'eggs',
    ],
    'Doro Wat',
    'Chicken Tibs',
    'chicken thighs',
  ],
  [
    'chicken kiev, then a schnitzel with the garlic butter on top',
    ['chicken breasts', 'butter', 'garlic', 'parsley', 'egg', 'breadcrumbs'],
    'Chicken Kiev',
    'Hähnchenschnitzel: Chicken Schnitzel with Garlic and Parsley Butter',
    'chicken breasts',
  ],
  [
    'gyros, then a Greek roast pork shoulder with tzatziki',
    [
      'pork shoulder',
      'pitta bread',
      'greek yoghurt',
      'cucumber',
      'garlic',
      'lemon',
      'dried oregano',
      'tomatoes',
    ],
    'Gyros',
    'Hirino sto Fourno: Greek Roast Pork with Lemon and Oregano',
    'pork shoulder',
  ],
  [
    'bruschetta, then the Tuscan bread and tomato soup',
    ['crusty bread', 'ripe tomatoes', 'fresh basil', 'garlic'],
    'Bruschetta al Pomodoro',
    'Pappa al Pomodoro',
    'crusty bread',
  ],
  [
    'margherita, then fried montanare from the same dough',
    ['pizza dough', 'tin of chopped tomatoes', 'mozzarella', 'basil'],
    'Pizza Margherita',
    'Montanare: Neapolitan Fried Dough with Mozzarella and Basil',
    'pizza dough',
  ],
  [
    'bacalhau com natas, then a brandade',
    ['salt cod', 'potatoes', 'double cream', 'milk', 'onion', 'garlic', 'butter'],
    'Bacalhau com Natas',
    'Brandade de Morue',
    'salt cod',
  ],
  [
    'gołąbki, then the lazy patties in the same sauce',
    ['cabbage', 'pork mince', 'rice', 'onion', 'passata'],
    'Gołąbki',
    'Leniwe Gołąbki: Lazy Cabbage Rolls in Passata',
    'pork mince',
  ],
  [
    'mücver, then a baked courgette omelette from Rhodes',
    ['2 courgettes', '4 eggs', 'feta', 'spring onions', 'fresh dill'],
    'Mücver',
    'Sfougato with Courgette, Feta and Dill',
    '2 courgettes',
  ],
  [
    'fatteh, then warm chickpeas with tahini',
    [
      'pitta bread',
      'tin of chickpeas',
      'natural yoghurt',
      'tahini',
      'garlic',
      'butter',
      'pine nuts',
    ],
    'Fatteh',
    'Msabbaha: Warm Chickpeas with Tahini and Pine Nut Butter',
    'tin of chickpeas',
  ],
];

describe('a classic first, then another named dish from the same list', () => {
  for (const [name, list, first, second, main] of AGAIN) {
    it(name, () => {
      const a = cookRecipe([...list], { attempt: 0 });
      expect(a.title).toBe(first);
      const b = cookRecipe([...list], { attempt: 1 });
      expect(b.title).toBe(second);
      expect(b.source).toBe('dish');
      expect(b.used).toContain(main);
      expect(b.extras.length).toBeLessThanOrEqual(1);
    });
  }
});
