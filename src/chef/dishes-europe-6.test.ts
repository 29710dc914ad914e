import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Round-12 panel lists (bench/chef-panel/lists-round-11.ts) whose obvious European, Middle Eastern
 * or Persian dish was missing or lost: the first answer names it, and asking again keeps the main.
 */
const FIRST: readonly (readonly [string, readonly string[], string])[] = [
  [
    'chicken chasseur with mash',
    [
      '6 chicken thighs',
      '250g chestnut mushrooms',
      '4 shallots',
      'dry white wine',
      'tomato purée',
      'chicken stock',
      'fresh tarragon',
      'floury potatoes',
      'butter',
    ],
    'Chicken Chasseur with Mash',
  ],
  [
    'toast skagen',
    [
      '400g cooked prawns in their shells',
      'mayonnaise',
      'crème fraîche',
      'fresh dill',
      'lemon',
      'jar of lumpfish roe',
      'white bread',
      'butter',
    ],
    'Toast Skagen',
  ],
  [
    'chicken cacciatore with red wine and olives',
    [
      '8 bone-in chicken thighs',
      '2 peppers',
      '250g mushrooms',
      'onion',
      'garlic',
      'tin of plum tomatos',
      'red wine',
      'black olives',
      'rosemary',
      'crusty bread',
    ],
    'Chicken Cacciatore with Red Wine and Black Olives',
  ],
  [
    'tuscan salmon tagliatelle',
    [
      '4 salmon fillets',
      'jar of sun-dried tomatoes',
      'baby spinach',
      'double cream',
      'parmesan',
      'garlic',
      'tagliatelle',
    ],
    'Creamy Tuscan Salmon Tagliatelle',
  ],
  [
    'kabab koobideh with saffron rice',
    [
      '500g lamb mince',
      '250g beef mince',
      '2 onions',
      'saffron',
      'sumac',
      'basmati rice',
      'butter',
      '4 tomatoes',
      'flat metal skewers',
      'lavash bread',
    ],
    'Chelo Kabab Koobideh with Saffron Rice',
  ],
  [
    'margherita pizza from scratch',
    [
      'strong white bread flour',
      '7g sachet of yeast',
      'olive oil',
      'tin of plum tomatoes',
      '2 balls of mozzarela',
      'fresh basil',
    ],
    'Pizza Margherita from Scratch',
  ],
  [
    'chickpea shawarma wraps',
    [
      '2 tins of chickpeas',
      'shawarma spice mix',
      'tahini',
      'lemon',
      'garlic',
      'large wraps',
      'cucumber',
      'tomatoes',
      'pickled red onions',
      'parsley',
    ],
    'Chickpea Shawarma Wraps with Tahini Sauce',
  ],
  [
    'chicken chkmeruli',
    [
      '2 poussins',
      '1 whole head of garlic',
      'double cream',
      'whole milk',
      'butter',
      'coriander',
      'chilli flakes',
      'crusty bread',
    ],
    'Chkmeruli: Poussins in Garlic Cream',
  ],
];

describe('round-12 first answers name the dish a cook would name', () => {
  for (const [name, list, title] of FIRST) {
    it(name, () => {
      const recipe = cookRecipe([...list], { attempt: 0 });
      expect(recipe.title).toBe(title);
      expect(recipe.extras).toEqual([]);
    });
  }

  it('gołąbki use the visitor’s allspice and need nothing bought', () => {
    const recipe = cookRecipe(
      [
        '1 large white cabbage',
        '500g pork mince',
        'long grain rice',
        'onion',
        'passata',
        'sour cream',
        'dill',
        'allspice',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Gołąbki');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});

/** [name, list, first title, second title, the main the second must still use] */
const AGAIN: readonly (readonly [string, readonly string[], string, string, string])[] = [
  [
    'vegetable paella with artichokes',
    [
      'paella rice',
      'pinch of saffron',
      'smoked paprika',
      'red pepper',
      'flat green beans',
      'jar of artichoke hearts',
      'frozen peas',
      'tin of chopped tomatoes',
      'vegetable stock',
      'lemon',
      'garlic',
    ],
    'Paella de Verduras with Artichoke',
    'Arroz al Horno with Artichoke and Green Beans',
    'paella rice',
  ],
  [
    'spinach and ricotta gnudi',
    [
      '500g ricotta',
      'bag of spinach',
      'parmesean',
      '1 egg',
      'semolina',
      'nutmeg',
      'butter',
      'sage',
    ],
    'Gnudi: Spinach and Ricotta Dumplings with Sage Butter',
    'Baked Ricotta al Forno with Spinach and Sage Butter',
    '500g ricotta',
  ],
  [
    'pissaladière with anchovies',
    [
      '1kg onions',
      'olive oil',
      'thyme',
      'pack of pizza dough',
      '2 tins of anchovies',
      'black niçoise olives',
      'garlic',
    ],
    'Pissaladière',
    'Calzone Pugliese: Onion, Olive and Anchovy Pie',
    'pack of pizza dough',
  ],
  [
    'seafood fideuà with vermicelli',
    [
      '300g vermicelli',
      '200g raw prawns',
      '250g squid',
      '500g mussels',
      'fish stock',
      'saffron',
      'smoked paprika',
      '1 tomato',
      'garlic',
      'lemon',
      'olive oil',
    ],
    'Fideuà de Marisco',
    'Sopa de Fideos a la Marinera',
    '200g raw prawns',
  ],
];

describe('round-12 ask-again lists: the obvious dish, then a different sound one', () => {
  for (const [name, list, first, second, main] of AGAIN) {
    it(name, () => {
      const a = cookRecipe([...list], { attempt: 0 });
      expect(a.title).toBe(first);
      expect(a.extras).toEqual([]);
      const b = cookRecipe([...list], { attempt: 1 });
      expect(b.title).toBe(second);
      expect(b.used).toContain(main);
      expect(b.extras).toEqual([]);
    });
  }
});

describe('everyday lists from the Jewish, Italian and Middle Eastern kitchens', () => {
  it('matzo meal, chicken thighs and stock make matzo ball soup, not chicken and dumplings', () => {
    const recipe = cookRecipe(
      [
        'matzo meal',
        'eggs',
        'chicken stock',
        'carrots',
        'celery',
        'onion',
        'dill',
        'chicken thighs',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Matzo Ball Soup with Chicken');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('fresh tortellini and chicken stock make tortellini in brodo', () => {
    const recipe = cookRecipe(['fresh tortellini', 'chicken stock', 'parmesan', 'parsley'], {
      attempt: 0,
    });
    expect(recipe.title).toBe('Tortellini in Brodo');
    expect(recipe.extras).toEqual([]);
  });

  it('leftover roast lamb, pittas and hummus make lamb pittas with the hummus, nothing bought', () => {
    const recipe = cookRecipe(
      [
        'leftover roast lamb',
        'pitta breads',
        'hummus',
        'cucumber',
        'tomatoes',
        'red onion',
        'mint',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Crisp Leftover Roast Lamb Pittas with Hummus');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });
});

describe('round-12 first answers that named the dish but misused the list', () => {
  it('groundnut stew cooks the sweet potato in the sauce and wilts the spinach at the end', () => {
    const recipe = cookRecipe(
      [
        '8 chicken thighs',
        'jar of smooth peanut butter',
        'tin of tomatoes',
        'onion',
        'ginger',
        'scotch bonnet',
        '1 sweet potato',
        'bag of spinach',
        'white rice',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Chicken Groundnut Stew');
    expect(recipe.markdown).toContain('Stir in the spinach for the last 2 minutes');
    expect(recipe.markdown).not.toMatch(/sweet potato and spinach and simmer/);
    expect(recipe.extras).not.toContain('chicken stock');
  });

  it('beef bourguignon keeps the shallots whole and needs no stock bought', () => {
    const recipe = cookRecipe(
      [
        '1kg stewing beef',
        'bottle of red wine',
        '200g smoked lardons',
        '12 shallots',
        'chestnut mushrooms',
        '2 carrots',
        'garlic',
        'thyme',
        'bay leaves',
        'plain flour',
        'maris pipers',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Beef Bourguignon');
    expect(recipe.markdown).toContain('shallots, peeled and left whole');
    expect(recipe.markdown).not.toContain('in place of pearl onions');
    expect(recipe.extras).toEqual([]);
  });

  it('a tray of kibbeh for 750 g of lamb keeps the visitor’s two onions and uses their butter', () => {
    const recipe = cookRecipe(
      [
        '250g fine bulgur wheat',
        '750g lamb mince',
        '2 onions',
        'pine nuts',
        'ground allspice',
        'cinnamon',
        'butter',
        'greek yoghurt',
        'cucumber',
        'fresh mint',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Baked Kibbeh');
    expect(recipe.markdown).toContain('- 2 onions');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('quiche Lorraine takes the visitor’s 300 ml carton of cream and says how to roll a block', () => {
    const recipe = cookRecipe(
      [
        'block of shortcrust pastry',
        '200g smoked bacon lardons',
        '4 eggs',
        '300ml double cream',
        'gruyere',
        'nutmeg',
        'bag of green salad',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Quiche Lorraine');
    expect(recipe.markdown).toContain('- 300 ml double cream');
    expect(recipe.markdown).toContain('is a block, roll it out');
  });
});

describe('classic lists use what the visitor bought for the dish', () => {
  it('coq au vin flames the visitor’s brandy and needs no stock or butter bought', () => {
    const recipe = cookRecipe(
      [
        '1 whole chicken',
        'bottle of red wine',
        'bacon lardons',
        'button mushrooms',
        'shallots',
        'garlic',
        'thyme',
        'brandy',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Coq au Vin with a Jointed Whole Chicken');
    expect(recipe.markdown).toContain('pour over the brandy');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('a lamb and apricot tagine uses the visitor’s cinnamon and stock', () => {
    const recipe = cookRecipe(
      [
        'lamb shoulder',
        'dried apricots',
        'onion',
        'ras el hanout',
        'cinnamon',
        'tin of chickpeas',
        'chicken stock',
        'couscous',
        'coriander',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Lamb, Chickpea and Dried Apricot Tagine');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('gravlax sweetens its mustard sauce with sugar when there is no honey', () => {
    const recipe = cookRecipe(
      [
        'side of salmon',
        'sea salt',
        'sugar',
        'fresh dill',
        'black peppercorns',
        'mustard',
        'rye bread',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Gravlax');
    expect(recipe.extras).toEqual([]);
  });
});

describe('asking again after a Greek classic offers another dish of the same things', () => {
  it('after moussaka, papoutsakia: the lamb and aubergines stuffed, not a pasta to buy', () => {
    const list = [
      'aubergines',
      'lamb mince',
      'onion',
      'garlic',
      'tin of tomatoes',
      'cinnamon',
      'milk',
      'butter',
      'flour',
      'parmesan',
      'egg',
    ];
    expect(cookRecipe(list, { attempt: 0 }).title).toBe('Moussaka');
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Papoutsakia: Aubergine Stuffed with Minced Lamb under Béchamel');
    expect(again.used).toContain('lamb mince');
    expect(again.extras).toEqual([]);
  });

  it('after spanakopita, which now brushes the filo with the visitor’s butter, Turkish filo cigars', () => {
    const list = ['filo pastry', 'spinach', 'feta', 'eggs', 'spring onions', 'dill', 'butter'];
    const first = cookRecipe(list, { attempt: 0 });
    expect(first.title).toBe('Spanakopita');
    expect(first.unused).toEqual([]);
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toBe('Ispanaklı Sigara Böreği: Spinach and Feta Filo Cigars');
    expect(again.used).toContain('filo pastry');
    expect(again.extras).toEqual([]);
  });
});

describe('the new dishes fit the shorter lists visitors type for them', () => {
  it('lamb mince alone makes the koobideh, with no beef bought', () => {
    const recipe = cookRecipe(
      ['500g lamb mince', 'onion', 'saffron', 'sumac', 'basmati rice', 'butter', 'tomatoes'],
      {
        attempt: 0,
      },
    );
    expect(recipe.title).toBe('Chelo Kabab Koobideh with Saffron Rice');
    expect(recipe.extras).toEqual([]);
  });

  it('paella rice, saffron, stock and everyday vegetables make a vegetable paella, not a soup', () => {
    const recipe = cookRecipe(
      [
        'paella rice',
        'saffron',
        'red pepper',
        'courgette',
        'peas',
        'vegetable stock',
        'garlic',
        'smoked paprika',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Paella de Verduras');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('a cacciatore without mushrooms buys none', () => {
    const recipe = cookRecipe(
      [
        'chicken thighs',
        'red wine',
        'olives',
        'peppers',
        'tinned tomatoes',
        'rosemary',
        'onion',
        'garlic',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Chicken Cacciatore with Red Wine and Olives');
    expect(recipe.extras).toEqual([]);
  });
});
