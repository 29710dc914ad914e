import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Mexican, Latin American, Caribbean, Portuguese and West African, round 19's misses: each list is
 * one the panel read, typed as the visitor typed it. Before these dishes were written the chef
 * answered with a neighbour that left out what makes the dish (Scouse for caldo de res, burritos
 * for gallo pinto, a garlic chicken rice for pipián, Hawaiian garlic shrimp for shrimp Mozambique,
 * a Greek potato stew for tacos de papa, egusi soup without egusi for efo riro, a Big Mac salad
 * for cheeseburger quesadillas).
 */
describe('round 19: the dish a cook would name comes first', () => {
  it.each([
    [
      [
        '2 lb beef shank',
        '3 ears of corn',
        '2 zuchinni',
        '3 carrots',
        '4 small potatoes',
        'half a cabbage',
        '1 white onion',
        'garlic',
        'cilantro',
        'limes',
        'corn tortillas',
      ],
      'Caldo de Res',
    ],
    [
      [
        '2 cans black beans',
        '2 cups long grain rice',
        '1 onion',
        '1 red bell pepper',
        'garlic',
        'bottle of salsa lizano',
        'cilantro',
        '2 ripe plantains',
        '1 avocado',
        'corn tortillas',
      ],
      'Gallo Pinto with Maduros',
    ],
    [
      [
        '2 lb chicken breasts',
        '1 cup pepitas',
        '1 lb tomatillos',
        '2 jalapeños',
        '1 white onion',
        'garlic',
        'bunch of cilantro',
        'chicken broth',
        'white rice',
        'corn tortillas',
      ],
      'Pollo en Pipián Verde',
    ],
    [
      [
        '2 lb shell-on shrimp',
        '1 stick butter',
        '1 head of garlic',
        'bottle of lager',
        'crushed red pepper',
        'sazon packet',
        'lemon',
        'white rice',
        'crusty rolls',
        'fresh parsley',
      ],
      'Shrimp Mozambique',
    ],
    [
      [
        '2 lb russet potatoes',
        'pack of corn tortillas',
        'can of chipotles in adobo',
        '4 roma tomatoes',
        '1 white onion',
        'garlic',
        'shredded cabbage',
        'vegetable oil',
        'limes',
        'cilantro',
      ],
      'Tacos de Papa with Chipotle Salsa Roja',
    ],
    [
      [
        '1kg spinach',
        '500g stewing beef',
        'smoked mackerel fillets',
        'red palm oil',
        '3 red peppers',
        '2 scotch bonnets',
        '2 onions',
        'ground crayfish',
        'knorr stock cubes',
        'pack of pounded yam flour',
      ],
      'Efo Riro with Beef and Smoked Mackerel',
    ],
    [
      [
        '1 lb ground beef',
        'large flour tortillas',
        'american cheese slices',
        'dill pickles',
        'ketchup',
        'mustard',
        'half an onion',
        'shredded lettuce',
        'bag of frozen tater tots',
      ],
      'Cheeseburger Quesadillas',
    ],
  ])('%j → %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('reads Salsa Lizano as itself, not as a tomato salsa', () => {
    const recipe = cookRecipe(
      [
        '2 cans black beans',
        '2 cups long grain rice',
        '1 onion',
        '1 red bell pepper',
        'garlic',
        'bottle of salsa lizano',
        'cilantro',
        '2 ripe plantains',
        '1 avocado',
        'corn tortillas',
      ],
      { attempt: 0 },
    );
    expect(recipe.markdown).toMatch(/3 tbsp Salsa Lizano/);
  });

  it('cooks the shrimp Mozambique in the lager with the sazón', () => {
    const { markdown } = cookRecipe(
      [
        '2 lb shell-on shrimp',
        '1 stick butter',
        '1 head of garlic',
        'bottle of lager',
        'crushed red pepper',
        'sazon packet',
        'lemon',
        'white rice',
        'crusty rolls',
        'fresh parsley',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Pour in the lager/);
    expect(markdown).toMatch(/Stir in the sazon/i);
    expect(markdown).toMatch(/Peel the shrimp/);
  });
});

/**
 * Asking again on round 19's lists: both answers are named dishes (before, a Texas brisket method
 * for diced stewing beef, nikujaga with chimichurri herbs, or a composed soup of the list).
 */
describe('round 19: asking again gives a second named dish from the same list', () => {
  it.each([
    [
      [
        '1kg stewing beef',
        'bottle of cassareep',
        'yellow split peas',
        'tin of coconut milk',
        'long grain rice',
        '2 scotch bonnets',
        'fresh thyme',
        'cinnamon stick',
        'pack of roti',
        'spring onions',
      ],
      'Guyanese Pepperpot',
      'Guyanese Cook-Up Rice',
    ],
    [
      [
        '2 lb skirt steak',
        'bunch of parsley',
        'bunch of cilantro',
        'red wine vinegar',
        'garlic',
        'red pepper flakes',
        '2 lb potatoes',
        'corn tortillas',
        'red onion',
        'limes',
      ],
      'Tacos de Arrachera with Chimichurri and Crispy Potatoes',
      'Argentine Beef with Chimichurri',
    ],
    [
      [
        '3 sweet potatoes',
        'cooking chorizo',
        'block of feta',
        '6 eggs',
        'pack of tortilla wraps',
        'tin of black beans',
        'red onion',
        'bag of spinach',
      ],
      'Cooking Chorizo, Sweet Potato and Egg Burritos',
      'Tortilla de Boniato with Cooking Chorizo and Spinach',
    ],
    [
      [
        '500g beef mince',
        '3 sweet potatoes',
        'tin of black beans',
        'grated cheddar',
        '1 onion',
        'chipotle paste',
        'tin of chopped tomatoes',
        'flour tortillas',
        'sour cream',
      ],
      'Minced Beef, Sweet Potato and Black Bean Enchiladas with Chipotle',
      'Smoky Tex-Mex Chili with Sweet Potato',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('serves the pepperpot with the visitor’s roti', () => {
    const { markdown } = cookRecipe(
      [
        '1kg stewing beef',
        'bottle of cassareep',
        'yellow split peas',
        'tin of coconut milk',
        'long grain rice',
        '2 scotch bonnets',
        'fresh thyme',
        'cinnamon stick',
        'pack of roti',
        'spring onions',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/125 ml cassareep/);
    expect(markdown).toMatch(/Serve with the rotis/);
  });
});
