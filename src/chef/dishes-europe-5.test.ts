import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * Asking again ("Want a new recipe?") for a common European, Mediterranean or Middle Eastern main
 * with everyday staples only. Each case failed before the dish it names was written: the second
 * answer was a composed recipe (a sheet-pan tray, a soup of whatever was there) or sent the cook
 * out for cheese, because the cookbook had one dish for that main and those staples.
 */

/** What a cook keeps in: the extras a second answer may ask for without a trip to the shops. */
const STAPLES =
  /^(?:onions?|garlic|eggs?|butter|milk|flour|ground (?:cinnamon|cumin|turmeric)|cinnamon|paprika)$/;

describe('asking again keeps the main, cooks it another way and needs only staples', () => {
  it.each([
    // a composed tray of roast aubergine slices
    [['Aubergines', 'Tahini', 'Lemon', 'Garlic'], 1, /^Batinjan Mashwi/],
    // a spaghetti skillet with cheddar to buy, then a composed spaghetti with mince
    [
      ['500g beef mince', 'Onion', 'Garlic', 'Tinned tomatoes', 'Spaghetti'],
      1,
      /^Makaronia me Kima/,
    ],
    // a composed tray of cod and potatoes that left the flour and eggs out
    [['Cod fillets', 'Potatoes', 'Flour', 'Eggs'], 1, /^Fiskefrikadeller/],
    // a composed mushroom soup that left the parmesan's purpose to chance
    [['Mushrooms', 'Rice', 'Onion', 'Parmesan', 'Stock cube'], 1, /^Minestra di Riso e Funghi$/],
  ] as const)('%j at attempt %i gives %s', (list, attempt, title) => {
    const first = cookRecipe([...list]);
    const r = cookRecipe([...list], { attempt });
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
    expect(r.title).not.toBe(first.title);
    expect(r.used).toContain(list[0]);
    for (const extra of r.extras) expect(extra).toMatch(STAPLES);
  });

  it('a carbonara list with bacon is carbonara first and a frittata di pasta second', () => {
    const list = ['Bacon', 'Eggs', 'Spaghetti', 'Parmesan'];
    expect(cookRecipe(list).title).toBe('Spaghetti Carbonara');
    const again = cookRecipe(list, { attempt: 1 });
    expect(again.title).toMatch(/^Frittata di Pasta/);
    expect(again.unused).toEqual([]);
    expect(again.extras).toEqual([]);
  });
});

describe('the first answer is a named dish using the main and the staples, nothing bought', () => {
  it.each([
    // Jeera chicken, with garlic to buy; asking again gave a composed sheet-pan tray
    [['Chicken thighs', 'Onion', 'Cumin', 'Lemon', 'Rice'], /^Djaj bil Furn/],
    // köfte with yoghurt to buy; asking again gave composed lamb wraps
    [['Lamb mince', 'Onion', 'Garlic', 'Cumin', 'Flatbread'], /^Arayes/],
    // a composed pasta with lamb and aubergine, with pasta to buy
    [['Lamb mince', 'Aubergine', 'Tinned tomatoes', 'Onion'], /^Patlıcan Kebabı/],
    // a braised brisket with four things to buy and the flour unused
    [
      ['Stewing beef', 'Onion', 'Carrots', 'Red wine', 'Flour'],
      /Braised in Red Wine with Carrots$/,
    ],
    // pork belly in tomato sauce that left the beans out
    [['Pork belly', 'Onion', 'White beans', 'Tinned tomatoes', 'Garlic'], /^Maiale e Fagioli/],
    // salmon fishcakes with spring onions, lemon and breadcrumbs to buy and the milk unused
    [['Salmon fillets', 'Potatoes', 'Onion', 'Eggs', 'Milk', 'Dill', 'Butter'], /^Laxpudding/],
  ] as const)('%j gives %s', (list, title) => {
    const r = cookRecipe([...list]);
    expect(r.source).toBe('dish');
    expect(r.title).toMatch(title);
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
  });
});
