import { describe, expect, it } from 'vitest';
import { editDistance, matchIngredient, normaliseText, singularForms } from './lexicon';

const idOf = (text: string) => matchIngredient(text)?.id ?? null;

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
