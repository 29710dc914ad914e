import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * European lists the panel scored 3 or below in round 24 (the `r23-` lists, wave 17), each typed
 * exactly as the panel typed it. Before these dishes were written, the chicken thigh and pearl
 * barley list became a Greek lemon chicken with the barley boiled on the side, the stock and wine
 * unused and the peas stewed for 40 minutes, and the fried camembert list became toasties that
 * bought grapes, walnuts and honey and left the eggs, flour, crumbs and frying oil unused, and the meatball marinara bake halved the beef with bought pork,
 * used one tin of two and left out the bake and the garlic baguette, and the butter bean list became a chickpea stew
 * by name (Nohut Yemeği) that left the jar of roasted peppers unused, and the Basque black bean list became a Fabada that
 * simmered soaked dried beans for 20 minutes and left the cabbage, pepper and guindillas unused, and the ramen noodle lasagne dropped the
 * ramen for bought pasta and scattered the Italian seasoning raw on top.
 */
describe('round 24 European lists (wave 17) get the dish a cook would name', () => {
  it.each([
    [
      [
        '6 chicken thighs',
        '250g pearl barley',
        '1 leek',
        'frozen peas',
        'chicken stock cubes',
        'glass of white wine',
        'parmesan',
        'fresh thyme',
        'lemon',
      ],
      'Chicken, Leek and Pearl Barley Risotto',
    ],
    [
      [
        '2 camemberts',
        '2 eggs',
        'plain flour',
        'panko breadcrumbs',
        'jar of cranberry sauce',
        'bag of rocket',
        'sunflower oil for frying',
        'crusty baguette',
      ],
      'Smažený Hermelín: Fried Camembert with Cranberry Sauce',
    ],
    [
      [
        '500g beef mince',
        '1 egg',
        'breadcrumbs',
        'parmesan',
        '2 tins chopped tomatoes',
        'garlic',
        'dried oregano',
        'ball of mozzarella',
        'fresh basil',
        'garlic baguette',
      ],
      'Meatball Marinara Bake with Mozzarella',
    ],
    [
      [
        '2 tins of butter beans',
        'jar of roasted red peppers',
        '1 onion',
        'garlic',
        'smoked paprika',
        'tin of cherry tomatoes',
        'bag of spinach',
        'sourdough loaf',
        'olive oil',
      ],
      'Smoky Butter Beans with Roasted Red Pepper and Spinach on Toast',
    ],
    [
      [
        '500g dried black beans',
        'cooking chorizo',
        'morcilla',
        'piece of pork belly',
        '1 onion',
        '1 green pepper',
        'half a savoy cabbage',
        'jar of guindilla peppers',
        'olive oil',
        'crusty bread',
      ],
      'Alubias de Tolosa: Basque Black Bean Stew with Cooking Chorizo and Pork Belly',
    ],
    [
      [
        '5 packs of instant ramen',
        '1 lb ground beef',
        'jar of pasta sauce',
        'cottage cheese',
        'shredded mozzarella',
        'frozen spinach',
        'italian seasoning',
      ],
      'Instant Noodle Lasagne with Ground Beef and Cottage Cheese',
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });
});
