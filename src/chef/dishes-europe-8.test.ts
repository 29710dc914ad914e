import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * European, Middle Eastern and North African cooking, eighth round: the round-13 panel's misses.
 * Each list is typed as the panel's visitor typed it. The first answer names the dish a cook would
 * make of it (before these dishes were written or mended, the chef made smothered chops of a
 * jägerschnitzel list, moules marinières without the cider, jam doughnuts of a khachapuri list,
 * kofta of a manti list, a bacon soup of a pickle soup list, a rarebit of mozzarella in carrozza);
 * asking again offers another named dish (another method or cuisine) that keeps the main
 * ingredient and buys one thing at most.
 */
describe('the first answer names the dish the list calls for', () => {
  it.each([
    [
      [
        '4 pork loin steaks',
        'plain flour',
        '2 eggs',
        'dried breadcrumbs',
        '250g chestnut mushrooms',
        '1 onion',
        'beef stock',
        'single cream',
        'new potatoes',
      ],
      'Jägerschnitzel with New Potatoes',
    ],
    [
      [
        '1kg mussels',
        '330ml bottle of dry cider',
        '4 rashers smoked streaky bacon',
        '2 leeks',
        'double cream',
        'flat-leaf parsley',
        'crusty bread',
      ],
      'Mussels in Cider with Bacon and Leeks',
    ],
    [
      [
        'jar of dill pickles with the brine',
        '4 potatoes',
        '2 carrots',
        '1 onion',
        'chicken stock',
        'sour cream',
        'fresh dill',
        'butter',
        'plain flour',
      ],
      'Zupa Ogórkowa: Polish Pickle Soup',
    ],
    [
      [
        '500g strong white flour',
        '7g fast action yeast',
        'milk',
        '200g mozzarella',
        '200g feta',
        '5 eggs',
        'butter',
      ],
      'Khachapuri Adjaruli',
    ],
    [
      [
        'plain flour',
        '2 eggs',
        '300g lamb mince',
        '1 onion',
        'greek yoghurt',
        'garlic',
        'butter',
        'pul biber',
        'dried mint',
      ],
      'Manti: Turkish Minced Lamb Dumplings with Garlic Greek Yogurt',
    ],
    [
      [
        '6 pork sausages',
        '500g rigatoni',
        'tin of chopped tomatoes',
        'fennel seeds',
        'chilli flakes',
        'garlic',
        'tub of mascarpone',
        'parmesan',
        'basil',
      ],
      'Pork Sausage Meatball Rigatoni with Mascarpone',
    ],
    [
      [
        'sheet of ready-rolled shortcrust pastry',
        '400g mixed mushrooms',
        'gruyère',
        'tub of ricotta',
        'thyme',
        'garlic',
        '1 egg',
        'bag of salad leaves',
      ],
      'Mixed Mushroom and Gruyère Galette',
    ],
    [
      [
        'white sliced bread',
        '2 balls of mozzarella',
        '3 eggs',
        'milk',
        'plain flour',
        'dried breadcrumbs',
        'jar of arrabbiata sauce',
        'vegetable oil',
      ],
      'Mozzarella in Carrozza with Arrabbiata Sauce for Dipping',
    ],
  ])('%j: %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
  });
});

describe('the dishes use what the visitor bought, as they bought it', () => {
  it('the pickle soup is soured with the brine as well as the pickles', () => {
    const { markdown } = cookRecipe(
      [
        'jar of dill pickles with the brine',
        '4 potatoes',
        '2 carrots',
        '1 onion',
        'chicken stock',
        'sour cream',
        'fresh dill',
        'butter',
        'plain flour',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/100 ml of their brine/);
    expect(markdown).not.toMatch(/bacon/i);
  });

  it('the khachapuri dough is the strong white flour, and the cheese boats take the yolks', () => {
    const { markdown } = cookRecipe(
      [
        '500g strong white flour',
        '7g fast action yeast',
        'milk',
        '200g mozzarella',
        '200g feta',
        '5 eggs',
        'butter',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Mix the strong white flour, fast action yeast/);
    expect(markdown).toMatch(/drop in a yolk/);
  });

  it('the galette is the ready-rolled sheet unrolled, with every gram of the mushrooms', () => {
    const { markdown } = cookRecipe(
      [
        'sheet of ready-rolled shortcrust pastry',
        '400g mixed mushrooms',
        'gruyère',
        'tub of ricotta',
        'thyme',
        'garlic',
        '1 egg',
        'bag of salad leaves',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/- 400 g mixed mushrooms/);
    expect(markdown).toMatch(/Unroll the shortcrust pastry/);
    expect(markdown).not.toMatch(/beaten eggs|double crust|lid/i);
  });

  it('the mozzarella sandwiches are crumbed and fried, with the arrabbiata warmed for dipping', () => {
    const { markdown } = cookRecipe(
      [
        'white sliced bread',
        '2 balls of mozzarella',
        '3 eggs',
        'milk',
        'plain flour',
        'dried breadcrumbs',
        'jar of arrabbiata sauce',
        'vegetable oil',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/warm the arrabbiata sauce/);
    expect(markdown).toMatch(/then crumbs/);
  });

  it('the sausage meatballs simmer in the tomatoes and fennel, and the mascarpone goes in', () => {
    const { markdown } = cookRecipe(
      [
        '6 pork sausages',
        '500g rigatoni',
        'tin of chopped tomatoes',
        'fennel seeds',
        'chilli flakes',
        'garlic',
        'tub of mascarpone',
        'parmesan',
        'basil',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/roll it into about 24 small meatballs/);
    expect(markdown).toMatch(/Stir the mascarpone into the sauce/);
    expect(markdown).toMatch(/fennel seeds and chilli flakes in the pan/);
  });

  it('the blanquette simmers its bouquet garni with the veal, round an onion studded with cloves', () => {
    const recipe = cookRecipe(
      [
        '1kg veal shoulder',
        '2 carrots',
        '1 onion',
        'cloves',
        'bouquet garni',
        '250g button mushrooms',
        'butter',
        'plain flour',
        '200ml crème fraîche',
        '2 egg yolks',
        'lemon',
        'white rice',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Blanquette de Veau');
    expect(recipe.markdown).toMatch(
      /Stud the onion with the [a-z ]*cloves\. Add the carrots, onion, bouquet garni/,
    );
    expect(recipe.markdown).not.toMatch(/Finish with the bouquet garni|yolk yolks/);
    expect(recipe.unused).toEqual([]);
  });

  it('the briam takes the tinned tomatoes as they are, and the bread once', () => {
    const recipe = cookRecipe(
      [
        '2 courgettes',
        '1 aubergine',
        '4 waxy potatoes',
        'red onion',
        '2 tins of chopped tomatoes',
        'garlic',
        'dried oregano',
        'olive oil',
        'parsley',
        'crusty bread',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Briam');
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).not.toMatch(/grated|sliced tomatoes|feta/i);
    expect(recipe.markdown.match(/Serve with the crusty bread/g)).toHaveLength(1);
  });

  it('the tomato pie melts the mozzarella into its cheese topping', () => {
    const recipe = cookRecipe(
      [
        '1 refrigerated pie crust',
        '4 large beefsteak tomatoes',
        '1 cup mayonnaise',
        'shredded sharp cheddar',
        'shredded mozzarella',
        'fresh basil',
        'green onions',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Southern Beefsteak Tomato Pie');
    expect(recipe.markdown).toMatch(/Mix the sharp cheddar with the mozzarella, the mayonnaise/);
    expect(recipe.markdown).not.toMatch(/mozzarella, torn|Finish with the mozzarella/);
  });
});

describe('asking again after the classic offers another named dish from the same list', () => {
  it.each([
    [
      [
        '8 chicken thighs',
        'red wine vinegar',
        '6 shallots',
        'garlic',
        'tomato purée',
        'chicken stock',
        'crème fraîche',
        'tarragon',
        'baguette',
      ],
      'Poulet au Vinaigre',
      'Poulet Rôti aux Échalotes: Roast Chicken with Tarragon Cream',
    ],
    [
      [
        '150g serrano ham',
        'butter',
        'plain flour',
        '1 litre whole milk',
        'nutmeg',
        '2 eggs',
        'dried breadcrumbs',
        'olive oil for frying',
      ],
      'Croquetas de Jamón',
      'Berenjenas Rellenas: Aubergines Stuffed with Jamón Serrano and Béchamel',
    ],
    [
      [
        '2 large eggplants',
        '15 oz ricotta',
        'shredded mozzarella',
        'parmesan',
        '1 egg',
        'jar of marinara',
        'fresh basil',
        'italian breadcrumbs',
      ],
      'Eggplant Rollatini with Ricotta',
      'Cotolette di Melanzane: Crumbed Eggplant with Ricotta and Marinara',
    ],
    [
      [
        'risotto rice',
        '4 cooked beetroot',
        'soft goats cheese',
        'vegetable stock',
        '1 onion',
        'glass of white wine',
        'walnuts',
        'thyme',
        'butter',
      ],
      'Beetroot Risotto with Goats Cheese and Walnuts',
      'Riso al Forno with Beetroot, Goats Cheese and Walnuts',
    ],
    [
      [
        '2 sea bream fillets',
        'pouch of cooked puy lentils',
        'flat-leaf parsley',
        'capers',
        'anchovies',
        'lemon',
        'garlic',
        'cherry tomatoes',
        'olive oil',
      ],
      'Pan-Fried Sea Bream with Salsa Verde and Puy Lentils',
      'Sea Bream al Cartoccio with Cherry Tomatoes and Capers',
    ],
    [
      [
        'half a butternut squash',
        '2 tins of chickpeas',
        'ras el hanout',
        'dried apricots',
        'tin of chopped tomatoes',
        '1 onion',
        'preserved lemons',
        'couscous',
        'fresh coriander',
      ],
      'Butternut Squash, Chickpea and Dried Apricot Tagine with Preserved Lemon',
      'Roast Butternut Squash and Chickpeas on Couscous with Dried Apricots',
    ],
    [
      [
        '250g red lentils',
        '1 onion',
        '1 carrot',
        '1 potato',
        'tomato purée',
        'ground cumin',
        'pul biber',
        'vegetable stock',
        'lemons',
      ],
      'Turkish Red Lentil Soup',
      'Mercimek Yemeği: Red Lentil Stew with Potato and Carrot',
    ],
  ])('%j: %s first, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('the cooked lentils from the pouch are warmed, never boiled from dried', () => {
    const list = [
      '2 sea bream fillets',
      'pouch of cooked puy lentils',
      'flat-leaf parsley',
      'capers',
      'anchovies',
      'lemon',
      'garlic',
      'cherry tomatoes',
      'olive oil',
    ];
    for (const attempt of [0, 1]) {
      const { markdown } = cookRecipe(list, { attempt });
      expect(markdown).toMatch(/until piping hot/);
      expect(markdown).not.toMatch(/rinse|2[05]–?\d* minutes until (?:the lentils are )?tender/i);
    }
  });

  it('the tagine and its second both cook the half squash the visitor has', () => {
    const list = [
      'half a butternut squash',
      '2 tins of chickpeas',
      'ras el hanout',
      'dried apricots',
      'tin of chopped tomatoes',
      '1 onion',
      'preserved lemons',
      'couscous',
      'fresh coriander',
    ];
    for (const attempt of [0, 1]) {
      const recipe = cookRecipe(list, { attempt });
      expect(recipe.markdown).toMatch(/- ½ butternut squash/);
      expect(recipe.markdown).toMatch(/- 2 cans chickpeas/);
    }
  });
});
