import { describe, expect, it } from 'vitest';
import { INGREDIENTS, type IngredientId } from './data/ingredients';
import { editDistance, matchIngredient, normaliseText, singularForms } from './lexicon';

const idOf = (text: string) => matchIngredient(text)?.id ?? null;
const containsOf = (text: string) => {
  const id = matchIngredient(text)?.id;
  return id === undefined ? [] : INGREDIENTS[id as IngredientId].contains;
};

describe('matchIngredient', () => {
  it('recognises canonical names regardless of case', () => {
    expect(idOf('Broccoli')).toBe('broccoli');
    expect(idOf('BROCCOLI')).toBe('broccoli');
    expect(matchIngredient('Garlic')).toMatchObject({
      id: 'garlic',
      canonical: 'garlic',
      confidence: 1,
    });
  });

  it('maps synonyms and regional names to one ingredient', () => {
    for (const t of ['Scallions', 'Green onions', 'Spring onions'])
      expect(idOf(t), t).toBe('spring_onion');
    for (const t of ['Cilantro', 'Coriander', 'Coriander leaves'])
      expect(idOf(t), t).toBe('cilantro');
    expect(idOf('Zucchini')).toBe('courgette');
    expect(idOf('Courgette')).toBe('courgette');
    expect(idOf('Eggplant')).toBe('aubergine');
    expect(idOf('Capsicum')).toBe('bell_pepper');
    expect(idOf('Shrimp')).toBe('prawn');
    expect(idOf('Ground beef')).toBe('minced_beef');
    expect(idOf('Minced beef')).toBe('minced_beef');
    expect(idOf('Arugula')).toBe('rocket');
  });

  it('knows what a cook means by names the classic lists used to miss', () => {
    // a soft-wheat pasta flour is a plain flour, not a strong bread flour
    expect(idOf('00 flour')).toBe('pasta_flour');
    expect(matchIngredient('Tipo 00 flour')?.id).toBe('pasta_flour');
    // Turkish biber salçası; the Korean one says so
    expect(idOf('Red pepper paste')).toBe('pepper_paste');
    expect(idOf('Korean red pepper paste')).toBe('gochujang');
    // dough to roll out, not a baked flatbread
    expect(idOf('Flatbread dough')).toBe('pizza_dough');
    expect(idOf('Pisco')).toBe('pisco');
    expect(idOf('Niter kibbeh')).toBe('niter_kibbeh');
  });

  it("knows the products the cook's panel saw 'not recognised' or misread", () => {
    expect(idOf('Can of Rotel')).toBe('rotel');
    expect(idOf('Shawarma spice mix')).toBe('shawarma_spice');
    expect(idOf('Bag of chicharrones')).toBe('chicharrones');
    // tins of chopped clams are cooked and shelled, not 1 kg of live clams
    expect(idOf('2 cans of chopped clams')).toBe('canned_clams');
    expect(idOf('Pickled turnips')).toBe('pickled_turnip');
    // two breasts are not a whole bird to roast
    expect(idOf('2 pheasant breasts')).toBe('pheasant_breast');
    expect(idOf('Whole pheasant')).toBe('pheasant');
    // a fresh curd cheese, not cheddar
    expect(idOf("Farmer's cheese")).toBe('ricotta');
    // biscuit dough in a can, not digestive biscuits
    expect(idOf('Can of refrigerated biscuits')).toBe('biscuit_dough');
    expect(idOf('Leftover gravy')).toBe('gravy');
    expect(idOf('Stockfish')).toBe('stockfish');
    expect(idOf('Nigella seeds')).toBe('nigella_seed');
  });

  describe('what shoppers type', () => {
    it.each([
      // misread by a word inside the name
      ['Tapioca pearls', 'tapioca_pearls'], // not pears
      ['Frying cheese', 'halloumi'], // queso para freír, not cheddar
      ['Jar of dried beef', 'dried_beef'], // cured and ready to eat, not mince
      ['Dried beef', 'dried_beef'],
      ['Chipped beef', 'dried_beef'],
      ['Beef jerky', 'beef_jerky'],
      ['Beef tallow', 'lard'],
      ['Turkey bacon', 'turkey_bacon'], // poultry, not pork bacon
      ['Cadbury Dairy Milk', 'milk_chocolate'], // not a pint of milk
      ["Terry's chocolate orange", 'milk_chocolate'],
      ['Jelly beans', 'jelly_sweets'], // not pinto beans
      ['Gummy bears', 'jelly_sweets'],
      ['Cheerios', 'oat_hoops'], // not cherries
      ['Glace cherries', 'glace_cherry'],
      ['Hot pepper sauce', 'hot_sauce'], // not peppercorn sauce
      ['Root beer', 'cola'], // a soft drink, not beer
      ['Impossible burger', 'veggie_burger'], // plant-based, not a beef patty
      ['Halloumi fries', 'halloumi_fries'],
      ['Mozzarella sticks', 'mozzarella_sticks'],
      ['Potato croquettes', 'potato_croquette'],
      ['Cinnamon rolls', 'cinnamon_roll'],
      ['Orange squash', 'fruit_squash'], // the drink, not butternut squash
      ['Gulab jamun', 'gulab_jamun'],
      ['Coffee creamer', 'coffee_creamer'],
      ['Apple butter', 'apple_sauce'],
      ['Burger sauce', 'thousand_island'],
      ['Wing sauce', 'franks_redhot'],
      ['Cornish pasty', 'meat_pie'],
      ['Frozen lasagne', 'ready_lasagne'], // a ready meal, not lasagne sheets
      ['Leftover lasagne', 'ready_lasagne'],
      ['Pancetta cubes', 'pancetta'],
      ['Biscuits in a can', 'biscuit_dough'],
      ['Kimchi juice', 'kimchi'],
      ['Mole paste', 'mole_paste'],
      ['Tom yum paste', 'curry_paste'],
      ['Amaretto', 'amaretto'],
      ['Peach schnapps', 'peach_schnapps'],
      // a joint to roast, weighed: not leftover roast beef
      ['3 lb top round roast', 'beef_joint'],
      ['1.5kg beef rump roast', 'beef_joint'],
      // what it is comes before "for"
      ['Pastry for a 9-inch double crust pie', 'shortcrust'],
      ['Salt for the water', 'salt'],
    ])('%s → %s', (text, id) => {
      expect(idOf(text)).toBe(id);
    });

    it.each([
      ['Instant pudding mix', 'instant_pudding'],
      ['Chocolate instant pudding mix', 'instant_pudding'],
      ['Angel Delight', 'instant_pudding'],
      ['Pistachio pudding mix', 'pistachio_pudding'],
      ['Tub of Cool Whip', 'whipped_topping'],
      ['Whipped topping', 'whipped_topping'],
      ['Chamoy', 'chamoy'],
      ['Tajín', 'tajin'],
      ['Giardiniera', 'giardiniera'],
      ['Top round roast', 'beef_joint'],
      ['Kaya', 'kaya'],
      ['Coconut jam', 'kaya'],
      ['Guascas', 'guascas'],
      ['Acini di pepe', 'orzo'],
      ['Escarole', 'escarole'],
      ['Amchur', 'amchur'],
      ['Catalina dressing', 'catalina_dressing'],
      ['Sambal', 'hot_sauce'],
      ['Everything bagel seasoning', 'everything_seasoning'],
      ['Okonomiyaki sauce', 'okonomiyaki_sauce'],
      ['Babybel', 'gouda'],
      ["Flamin' Hot Cheetos", 'cheese_puffs'],
      ['Gingerbread men', 'biscuit'],
      ['Piccalilli', 'piccalilli'],
      ['Minced beef pies', 'meat_pie'],
      ['Laverbread', 'laverbread'],
      ['Pastry for a double crust pie', 'shortcrust'],
      ['Ajvar', 'ajvar'],
      ['Tamarind soup mix', 'sinigang_mix'],
      ['Sinigang mix', 'sinigang_mix'],
      ['Halloween candy', 'candy_bars'],
      ['Twiglets', 'twiglets'],
      ['Glazed doughnuts', 'doughnut'],
      ['Mortadella', 'mortadella'],
      ['Pastrami', 'pastrami'],
      ['Grana Padano', 'grana_padano'],
      ['Marzipan', 'marzipan'],
      ['Furikake', 'furikake'],
      ['Ponzu', 'ponzu'],
      ['Doenjang', 'doenjang'],
      ['Japanese curry roux', 'curry_roux'],
      ['Bombay mix', 'bombay_mix'],
      ['Panch phoron', 'panch_phoron'],
      ['Dukkah', 'dukkah'],
      ['Cassava flour', 'cassava_flour'],
      ['Pretzels', 'pretzels'],
      ['Breadsticks', 'breadsticks'],
      ['Lotus root', 'lotus_root'],
      ['Jicama', 'jicama'],
    ])('knows %s (%s)', (text, id) => {
      expect(idOf(text)).toBe(id);
    });

    it('reads the allergens a misread used to hide', () => {
      // prawn crackers were read as wheat crackers, with no shellfish
      expect(containsOf('Prawn crackers')).toContain('crustacean');
      // dashi was read as vegetable stock, with no fish
      expect(containsOf('Dashi stock')).toContain('fish');
      // the kebab shop's garlic sauce is mayonnaise, not only yoghurt
      expect(containsOf('Garlic sauce')).toContain('egg');
      // royal icing sugar holds dried egg white; plain icing sugar does not
      expect(containsOf('Royal icing')).toContain('egg');
      // Rice-A-Roni's vermicelli is wheat; plain rice is not
      expect(containsOf('Rice a Roni')).toContain('gluten');
      // fufu flour is plantain, cassava or yam, not wheat
      expect(containsOf('Fufu flour')).not.toContain('gluten');
      // the sauce is honey and soy, not pork
      expect(containsOf('Char siu sauce')).not.toContain('meat');
      expect(containsOf('Char siu sauce')).toContain('honey');
      expect(containsOf('Pistachio pudding mix')).toContain('tree-nut');
      expect(containsOf('Grana Padano')).toContain('egg');
      expect(containsOf('Honey mustard')).toContain('honey');
      expect(containsOf('Chinkiang vinegar')).toContain('gluten');
      expect(containsOf('Everything bagel seasoning')).toContain('sesame');
      // takeaway egg fried rice was plain cooked rice, hiding its egg and soy sauce
      expect(containsOf('Egg fried rice')).toEqual(expect.arrayContaining(['egg', 'soy']));
    });
  });

  it('keeps ground coriander (a spice) apart from fresh coriander (a herb)', () => {
    expect(idOf('Ground coriander')).toBe('coriander_ground');
    expect(idOf('Coriander')).toBe('cilantro');
  });

  it('handles plurals', () => {
    expect(idOf('Tomatoes')).toBe('tomato');
    expect(idOf('Strawberries')).toBe('strawberry');
    expect(idOf('Chicken breasts')).toBe('chicken_breast');
    expect(idOf('Bay leaves')).toBe('bay_leaf');
    expect(idOf('Peaches')).toBe('peach');
    expect(idOf('Shrimps')).toBe('prawn');
  });

  it('ignores quantities, units and descriptive words', () => {
    expect(idOf('2 eggs')).toBe('egg');
    expect(idOf('Fresh basil')).toBe('basil');
    expect(idOf('A handful of spinach')).toBe('spinach');
    expect(idOf('500g chicken thighs')).toBe('chicken_thigh');
    expect(idOf('2 cloves garlic')).toBe('garlic');
    expect(idOf('Large ripe avocados')).toBe('avocado');
    expect(matchIngredient('A handful of spinach')?.confidence).toBeLessThan(1);
  });

  it('still knows "cloves" on its own as the spice', () => {
    expect(idOf('Cloves')).toBe('cloves');
  });

  it('tolerates small typos, bounded by word length', () => {
    expect(idOf('Tomatos')).toBe('tomato');
    expect(idOf('brocoli')).toBe('broccoli');
    expect(idOf('Parmesean')).toBe('parmesan');
    expect(idOf('Spagetti')).toBe('spaghetti');
    expect(idOf('Cinammon')).toBe('cinnamon');
    expect(matchIngredient('brocoli')?.confidence).toBeLessThan(0.9);
  });

  it('does not stretch typo tolerance to short words', () => {
    // "rive" is one letter from "rice", but four letters is too short to guess.
    expect(idOf('Rive')).toBeNull();
  });

  it('reports unknown words as unknown without throwing', () => {
    expect(matchIngredient('Xyzzy')).toBeNull();
    expect(matchIngredient('Frobnicated glarp')).toBeNull();
    expect(matchIngredient('')).toBeNull();
    expect(matchIngredient('!!!')).toBeNull();
    expect(matchIngredient('123')).toBeNull();
  });

  it('returns the same answer twice (cached)', () => {
    const first = matchIngredient('Chicken breasts');
    expect(first).not.toBeNull();
    // The same object, not an equal one: only a cache hit returns it (each lookup builds anew).
    expect(matchIngredient('Chicken breasts')).toBe(first);
  });
});

describe('a steak is a cut, not always beef', () => {
  it.each([
    ['4 hake steaks', 'hake'],
    ['Celeriac steaks', 'celeriac'],
    ['Portobello steaks', 'portobello'],
    ['Sirloin steaks', 'beef_steak'],
    ['Steaks', 'beef_steak'],
  ])('reads %s as %s', (text, id) => {
    expect(idOf(text)).toBe(id);
  });
});

describe('text helpers', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normaliseText('Crème Fraîche!')).toBe('creme fraiche');
    expect(normaliseText("Goat's  cheese")).toBe('goats cheese');
  });

  it('offers singular forms of the last word', () => {
    expect(singularForms('cherry tomatoes')).toContain('cherry tomato');
    expect(singularForms('berries')).toContain('berry');
    expect(singularForms('leaves')).toContain('leaf');
  });

  it('measures edit distance with transpositions', () => {
    expect(editDistance('brocoli', 'broccoli', 2)).toBe(1);
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });
});
