import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asian, Indian, Mexican, Latin American and Caribbean cooking, fourth round: lists where any cook
 * would name one dish. Each case failed before its dish was written: the chef passed the dish over
 * for a stir-fry, a sheet-pan composition or a near dish that left the list's defining items unused
 * (the sushi rice and mango of a poke bowl, the wonton wrappers and cream cheese of crab rangoon,
 * the green papaya and sticky rice of gai yang with som tam).
 */

describe('the dish a cook would name (fourth round)', () => {
  it.each([
    [
      [
        '2 sushi-grade salmon fillets',
        'sushi rice',
        '1 ripe mango',
        'cucumber',
        'radishes',
        'spring onions',
        'soy sauce',
        'toasted sesame oil',
        'kewpie mayo',
        'furikake',
      ],
      'Salmon Poke Bowls',
    ],
    [
      [
        'dried rice vermicelli',
        '200g cooked prawns',
        'thick sliced ham',
        '3 eggs',
        'mild curry powder',
        'red pepper',
        'bag of beansprouts',
        'spring onions',
        'soy sauce',
      ],
      'Singapore Noodles with Ham and Prawn',
    ],
    [
      [
        'pack of wonton wrappers',
        '8 oz cream cheese',
        'imitation crab',
        'green onions',
        'garlic powder',
        'worcestershire sauce',
        'sweet and sour sauce',
        'vegetable oil for frying',
      ],
      'Crab Rangoon',
    ],
    [
      [
        'pack of wonton wrappers',
        '250g pork mince',
        '200g raw prawns',
        'ginger',
        'spring onions',
        'chicken stock',
        'thin egg noodles',
        'pak choi',
        'white pepper',
        'sesame oil',
      ],
      'Wonton Noodle Soup',
    ],
    [
      [
        '1kg pork shoulder steaks',
        'hoisin sauce',
        'honey',
        'chinese five spice',
        'soy sauce',
        'shaoxing wine',
        'egg noodles',
        'pak choi',
        'spring onions',
      ],
      'Char Siu Noodles',
    ],
    [
      [
        '500g cylinder rice cakes',
        'korean fish cakes',
        'gochujang',
        'gochugaru',
        'sugar',
        'spring onions',
        '2 eggs',
        'dashi stock',
        'mozzarella',
      ],
      'Cheese Tteokbokki',
    ],
    [
      [
        '1kg chicken thighs',
        'green papaya',
        'cherry tomatoes',
        'yard long beans',
        'roasted peanuts',
        'dried shrimp',
        'fish sauce',
        'palm sugar',
        'limes',
        "bird's eye chillies",
        'glutinous rice',
      ],
      'Gai Yang with Som Tam and Sticky Rice',
    ],
    [
      [
        '2 duck breasts',
        'thai red curry paste',
        'tin of coconut milk',
        'tin of lychees',
        'cherry tomatoes',
        'kaffir lime leaves',
        'fish sauce',
        'palm sugar',
        'thai basil',
        'jasmine rice',
      ],
      'Gaeng Phed Ped Yang: Red Curry of Duck with Lychees',
    ],
    [
      [
        'toor dal',
        'tomatoes',
        'onion',
        'garlic',
        'ginger',
        'cumin seeds',
        'dried red chillies',
        'turmeric',
        'hing',
        'sunflower oil',
        'basmati rice',
        'coriander',
      ],
      'Toor Dal Tadka',
    ],
    [
      [
        '3 lb beef chuck roast',
        'dried guajillo chiles',
        'dried ancho chiles',
        'white onion',
        'garlic',
        'cumin',
        'mexican oregano',
        'bay leaves',
        'corn tortillas',
        'oaxaca cheese',
        'cilantro',
        'limes',
      ],
      'Quesabirria Tacos with Consomé',
    ],
    [
      [
        '2 lb flank steak',
        'green bell pepper',
        'red bell pepper',
        'onion',
        'can of tomato sauce',
        'pimento-stuffed olives',
        'cumin',
        'white rice',
        'can of black beans',
        'ripe plantains',
      ],
      'Ropa Vieja with Black Beans and Plantains',
    ],
    [
      ['kimchi', 'leftover rice', 'eggs', 'spam', 'spring onions', 'gochujang', 'sesame oil'],
      'Kimchi Fried Rice with Crisp Luncheon',
    ],
    [
      [
        'sushi rice',
        'nori sheets',
        'smoked salmon',
        'cucumber',
        'avocado',
        'rice vinegar',
        'soy sauce',
        'pickled ginger',
      ],
      'Smoked Salmon, Cucumber and Avocado Maki Rolls',
    ],
    [
      [
        'beef brisket',
        'rice noodles',
        'star anise',
        'cinnamon',
        'onion',
        'ginger',
        'fish sauce',
        'beansprouts',
        'thai basil',
        'limes',
      ],
      'Phở Chín: Brisket Pho',
    ],
    [
      [
        'chicken',
        'laksa paste',
        'coconut milk',
        'rice noodles',
        'beansprouts',
        'eggs',
        'lime',
        'coriander',
      ],
      'Chicken Curry Laksa',
    ],
    [['masa harina', 'cheese', 'water', 'salt', 'butter'], 'Pupusas de Queso'],
    [
      ['pork mince', 'rice vermicelli', 'fish sauce', 'lime', 'lettuce', 'mint', 'sugar', 'garlic'],
      'Quick Bún Chả',
    ],
    [
      [
        '3 lb pork shoulder',
        'achiote paste',
        'orange juice',
        'limes',
        'garlic',
        'red onions',
        'habanero',
        'corn tortillas',
        'refried beans',
      ],
      'Cochinita Pibil Tacos with Refried Beans',
    ],
    [
      [
        'baby potatoes',
        '4 eggs',
        'green beans',
        'beansprouts',
        'firm tofu',
        'cucumber',
        'crunchy peanut butter',
        'kecap manis',
        'lime',
        'bag of crispy fried shallots',
      ],
      'Weeknight Gado-Gado',
    ],
  ])('%j gives %s', (list, title) => {
    const recipe = cookRecipe(list);
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
  });
});

describe('asking again keeps the main and offers another named dish (fourth round)', () => {
  it.each([
    [
      [
        'pack of wonton wrappers',
        '8 oz cream cheese',
        'imitation crab',
        'green onions',
        'garlic powder',
        'worcestershire sauce',
        'sweet and sour sauce',
        'vegetable oil for frying',
      ],
      'Baked Crab Stick and Cream Cheese Dip with Wonton Crisps',
    ],
    [
      [
        'pack of wonton wrappers',
        '250g pork mince',
        '200g raw prawns',
        'ginger',
        'spring onions',
        'chicken stock',
        'thin egg noodles',
        'pak choi',
        'white pepper',
        'sesame oil',
      ],
      'Minced Pork and Prawn Siu Mai',
    ],
    [
      [
        '2 sushi-grade salmon fillets',
        'sushi rice',
        '1 ripe mango',
        'cucumber',
        'radishes',
        'spring onions',
        'soy sauce',
        'toasted sesame oil',
        'kewpie mayo',
        'furikake',
      ],
      'Salmon Sushi Bake',
    ],
  ])('%j asked again gives %s, with nothing to buy', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 1 });
    expect(recipe.source).toBe('dish');
    expect(recipe.title).toBe(title);
    expect(recipe.extras).toEqual([]);
  });
});
