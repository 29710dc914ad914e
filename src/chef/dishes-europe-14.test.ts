import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 16's savoury French, Italian and Central and Eastern European lists (panel lists `r15-`)
 * that this wave fixed. Before it, the duck legs were stewed for 20 minutes as a Mexican chicken
 * dish with the pappardelle and wine unused; the lamb shoulder became tas kebabı with the wine,
 * anchovies, rigatoni and pecorino unused; the oeufs en meurette list got egg toast cups; the
 * mussels with nduja and fregola got plain moules marinières; the pear pizza left out the pears,
 * walnuts and honey; the pizzaiola list got a lemon pork al forno with the capers and olives
 * unused; the svíčková list a carrot braise with the bacon, cream and dumplings unused; the
 * French onion chicken left out its butter and sherry, the pot-au-feu its marrow bones, the
 * orecchiette steamed its broccoli rabe as broccoli on the side, and the wrap lasagne list got
 * wrap pizzas. Asked
 * again, the sausage list gave a second sausage pasta with the polenta unused, the cornmeal list
 * roast sausages without the cornmeal, and the Georgian chicken list an onion gravy, where a cook
 * would offer another named dish that keeps the list's heart.
 */
describe('round 16 European lists', () => {
  it.each([
    [
      [
        '4 duck legs',
        '1 onion',
        '2 carrots',
        'celery',
        'red wine',
        'tin of chopped tomatoes',
        'cinnamon stick',
        'fresh thyme',
        'pack of egg pappardelle',
        'parmesean',
      ],
      'Duck Leg Ragù with Egg Pappardelle',
      /Cover and cook in the oven for 2 hours/,
    ],
    [
      [
        '1kg lamb shoulder',
        '1 onion',
        '1 carrot',
        '1 celery stick',
        'rosemary',
        'half a bottle of red wine',
        'tin of chopped tomatoes',
        'anchovies',
        '500g rigatoni',
        'pecorino',
      ],
      'Lamb Ragù with Rigatoni',
      /cook in the oven for 3 hours/,
    ],
    [
      [
        '6 eggs',
        'bottle of red wine',
        '150g lardons',
        'button mushrooms',
        '2 shallots',
        'butter',
        'plain flour',
        'fresh thyme',
        'sourdough loaf',
      ],
      'Œufs en Meurette',
      /slide it into the barely trembling wine/,
    ],
    [
      [
        '1kg mussels',
        'jar of nduja',
        'bag of fregola',
        'punnet of cherry tomatoes',
        'dry white wine',
        'garlic',
        'flat leaf parsley',
        'crusty bread',
      ],
      'Fregola with Mussels, Nduja and Cherry Tomatoes',
      /stir for 1 minute until it melts into the oil/,
    ],
    [
      [
        '2 ready-made pizza bases',
        '2 ripe pears',
        'wedge of gorgonzola',
        'walnuts',
        'bag of rocket',
        'honey',
        'red onion',
        'prosciutto',
      ],
      'Pear, Gorgonzola and Walnut Pizzas',
      /Trickle the honey over the hot pizzas/,
    ],
    [
      [
        '4 pork chops',
        'tin of plum tomatoes',
        'garlic',
        'dried oregano',
        'capers',
        'black olives',
        'fresh basil',
        'bag of baby potatoes',
        'olive oil',
      ],
      'Pork Chops Pizzaiola with Roast New Potatoes',
      /Stir in the capers and the black olives/,
    ],
    [
      [
        '6 chicken thighs',
        '4 large onions',
        'butter',
        'splash of dry sherry',
        'beef stock',
        'fresh thyme',
        'block of gruyère',
        'crusty baguette',
        'green salad',
      ],
      'French Onion Chicken with Gruyère Croûtes',
      /Pour the sherry over the onions/,
    ],
    [
      [
        '1kg beef shin',
        '2 marrow bones',
        '4 leeks',
        '4 carrots',
        '2 turnips',
        '1 onion',
        'bay leaves and thyme',
        'small waxy potatoes',
        'dijon mustard',
        'jar of cornichons',
        'coarse sea salt',
      ],
      'Pot-au-Feu',
      /4 leeks[\s\S]*and the marrow bones, their cut ends rubbed/,
    ],
    [
      [
        '6 sweet italian sausages',
        'bunch of broccoli rabe',
        '1 lb orecchiette',
        '5 cloves garlic',
        'red pepper flakes',
        'olive oil',
        'pecorino romano',
        '1 lemon',
      ],
      'Orecchiette with Broccoli Rabe, Pork Sausage and Pecorino',
      /adding the broccoli rabe for the last 4 minutes/,
    ],
    [
      [
        'pack of tortilla wraps',
        'tub of ricotta',
        'bag of frozen spinach',
        'carton of passata',
        'grated mozzarella',
        'parmesan',
        'garlic',
        'dried basil',
      ],
      'Spinach and Ricotta Wrap Lasagne',
      /to thaw it if frozen/,
    ],
  ])('%j: %s, every item used', (list, title, line) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).toMatch(line);
  });

  it('svíčková: the bought bread dumpling mix is made up as the packet says, not suet dumplings', () => {
    const recipe = cookRecipe(
      [
        '1kg beef sirloin joint',
        '3 carrots',
        '1 celeriac',
        '1 parsnip',
        '2 onions',
        'streaky bacon',
        'allspice and bay leaves',
        'double cream',
        'lemon',
        'jar of cranberry sauce',
        'bread dumplings mix',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Svíčková na Smetaně');
    expect(recipe.unused).toEqual([]);
    expect(recipe.markdown).toMatch(/make up the bread dumpling mix with water as the packet says/);
    expect(recipe.markdown).not.toMatch(/suet/);
  });

  it.each([
    [
      [
        '6 italian sausages',
        '1 red pepper',
        '1 yellow pepper',
        '1 onion',
        'tin of chopped tomatoes',
        'penne',
        'bag of quick polenta',
        'fennel seeds',
        'parmesan',
        'sub rolls',
      ],
      'Salsiccia e Peperoni with Quick Polenta',
      'Italian Sausage and Red Pepper Rigatoni with Pangrattato',
      '6 italian sausages',
    ],
    [
      [
        'bag of coarse cornmeal',
        'block of feta',
        'sour cream',
        '4 eggs',
        'butter',
        'pork sausages',
        'garlic',
        'jar of pickled peppers',
      ],
      'Mămăligă cu Cârnați',
      'Mămăligă la Cuptor with Pork Sausages and Baked Eggs',
      'bag of coarse cornmeal',
    ],
    [
      [
        '1kg chicken thighs',
        '200g walnuts',
        '5 tomatoes',
        '2 onions',
        'garlic',
        'khmeli suneli',
        'bunch of coriander',
        'bunch of dill',
        'fresh basil',
        'loaf of white bread',
      ],
      'Chakhokhbili: Georgian Chicken Stewed with Tomatoes and Herbs',
      'Satsivi: Georgian Chicken in Walnut Sauce',
      '1kg chicken thighs',
    ],
  ])('%j: %s, then %s', (list, first, second, main) => {
    expectNamedSecond(list, first, second, main);
  });
});
