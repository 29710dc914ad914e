import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * British, Irish and American home cooking, round 23's misses in wave 15 (the `r22-` lists), each
 * typed exactly as the panel typed it. Before these dishes were written, the herring and pinhead
 * oatmeal list became a Swedish baked herring that left the oatmeal unused, the
 * pitta pizza list stacked pittas as quesadillas and bought mushrooms, the Yorkshire pudding chilli
 * bowls left the puddings out, the kimchi grilled cheese only passed the kimchi at the table, and
 * the frankfurter pasta bake list became franks and beans without the fusilli, the piccalilli pork chops a
 * templated salad without the piccalilli, and the mushroom and ale pie stewed the potatoes and
 * peas meant for mash into its filling, and the Halloween fridge a toad in the hole of eight
 * cocktail sausages with guacamole and salsa passed at the table and the drumsticks unused.
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
    [
      [
        '4 pork chops',
        'jar of piccalilli',
        '750g new potatoes',
        'mayonnaise',
        'spring onions',
        'pack of watercress',
        'honey',
        'cheddar',
      ],
      'Honey-Glazed Pork Chops with Piccalilli Potato Salad',
    ],
    [
      [
        '600g chestnut mushrooms',
        '2 portobello mushrooms',
        '2 onions',
        'bottle of brown ale',
        'vegetarian gravy granules',
        'marmite',
        'fresh thyme',
        'block of shortcrust pastry',
        '1 egg',
        '1kg potatoes',
        'butter',
        'frozen peas',
      ],
      'Chestnut Mushroom and Ale Pie with Mash and Gravy',
    ],
    [
      [
        'carved pumpkin flesh',
        'half a tray of sausage rolls',
        'bag of fun size chocolate bars',
        'half a tub of guacamole',
        'bag of tortilla chips',
        'leftover pumpkin soup',
        'pack of cocktail sausages',
        '12 mini pizza bases',
        'half a jar of salsa',
        'block of cheddar',
        'bag of toffee apples',
        '6 eggs',
        'milk',
        'butter',
        'bag of carrots',
        'half a bag of brocoli',
        'pack of chicken drumsticks',
        'tin of chopped tomatoes',
      ],
      'Chicken Drumstick, Cocktail Sausage and Pumpkin Traybake',
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});

describe('round 23 home-cooking ask-again lists (wave 15) get a second dish that keeps the main', () => {
  it('pizza dough, potatoes and ricotta make a white pizza, then a potato frittata with the bacon', () => {
    expectNamedSecond(
      [
        '2 balls of pizza dough',
        '4 potatoes',
        '6 eggs',
        'pack of bacon',
        'bag of spinach',
        'tub of ricotta',
        'grated mozzarella',
        'fresh rosemary',
      ],
      'Potato, Bacon and Ricotta Pizzas with Rosemary',
      'Frittata di Patate with Spinach and Ricotta',
      'pack of bacon',
    );
  });

  it('cottage cheese, spinach and lasagne sheets make a lasagne, then a potato frittata', () => {
    expectNamedSecond(
      [
        '2 tubs of cottage cheese',
        'big bag of spinach',
        '6 eggs',
        'box of lasagne sheets',
        'pack of flour tortillas',
        '1kg potatoes',
        'grated cheddar',
        'jar of tomato pasta sauce',
        '1 onion',
        'nutmeg',
      ],
      'Cheesy Spinach and Cottage Cheese Lasagne',
      'Potato and Spinach Frittata with Cottage Cheese',
    );
  });

  it('haddock, new potatoes and panko make oven fish and chips, then panko fish tacos', () => {
    expectNamedSecond(
      [
        '4 haddock fillets',
        '750g new potatoes',
        'frozen peas',
        'panko breadcrumbs',
        'pack of small tortillas',
        '2 limes',
        '2 eggs',
        'plain flour',
        'red cabbage',
        'mayonnaise',
      ],
      'Oven-Baked Fish and Chips',
      'Crispy Panko Haddock Tacos with Red Cabbage Slaw',
    );
  });
});

describe('round 23 faults a reader saw in home-cooking recipes (wave 15)', () => {
  it("never calls the visitor's new potatoes floury, and boils the peas at their own moment", () => {
    const recipe = cookRecipe(
      ['4 cod fillets', '750g new potatoes', 'frozen peas', 'panko breadcrumbs', '1 egg', 'lemon'],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Oven-Baked Fish and Chips');
    expect(recipe.markdown).toContain('750 g new potatoes, cut into thick chips');
    expect(recipe.markdown).not.toMatch(/floury/);
    expect(recipe.markdown).not.toMatch(/with the peas boiled/);
    expect(recipe.markdown).toMatch(/boil the peas in a small pan/);
  });

  it('passes salsa and guacamole only beside a dish from where tortillas are eaten', () => {
    const list = [
      '8 pork sausages',
      '3 eggs',
      'milk',
      'plain flour',
      'half a jar of salsa',
      'half a tub of guacamole',
    ];
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe('Toad in the Hole');
    expect(recipe.markdown).not.toMatch(/Pass the [^.]*(?:guacamole|salsa)/);
    expect(recipe.markdown).toMatch(/leave it to rest while the sausages brown/);
  });
});
