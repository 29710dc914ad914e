import { describe, expect, it } from 'vitest';
import { NO_OPTIONS } from './recipe-state';
import { readShareLink } from './read-share-link';
import { shareLink } from './share-link';

const PAGE = 'http://127.0.0.1:3000/?old=1#top';

describe('share links', () => {
  it('writes the list and the options as a query on the page address, and reads them back', () => {
    const options = {
      diet: 'vegan' as const,
      avoid: ['eggs' as const, 'milk' as const],
      servings: 2,
    };
    const link = shareLink(PAGE, ['Tomato', 'Olive oil', 'Salt & pepper'], options);
    expect(link).toBe(
      'http://127.0.0.1:3000/?i=Tomato&i=Olive+oil&i=Salt+%26+pepper&diet=vegan&avoid=eggs&avoid=milk&servings=2',
    );
    expect(readShareLink(new URL(link).search)).toEqual({
      ingredients: ['Tomato', 'Olive oil', 'Salt & pepper'],
      options,
      problems: [],
    });
  });

  it('leaves unset options out of the link', () => {
    expect(shareLink(PAGE, ['Basil'], NO_OPTIONS)).toBe('http://127.0.0.1:3000/?i=Basil');
  });

  it('is not a share link when none of its keys are there', () => {
    expect(readShareLink('')).toBeUndefined();
    expect(readShareLink('?q=depth&utm_source=x')).toBeUndefined();
  });

  it('normalises every ingredient as the form does, and drops duplicates quietly', () => {
    const shared = readShareLink('?i=%20%20tOMATO%20&i=tomato&i=Basil%0Aleaves&i=BASIL%20LEAVES');
    expect(shared).toEqual({
      ingredients: ['Tomato', 'Basil leaves'],
      options: NO_OPTIONS,
      problems: [],
    });
  });

  it('names each bad ingredient with the form’s own reason', () => {
    const long = 'x'.repeat(61);
    const shared = readShareLink(`?i=ab&i=&i=${long}&i=Garlic`);
    expect(shared?.ingredients).toEqual(['Garlic']);
    expect(shared?.problems).toEqual([
      '"ab": Please input a valid ingredient!',
      '"": Please input a valid ingredient!',
      `"${'x'.repeat(60)}…": Please keep each ingredient under 61 characters.`,
    ]);
  });

  it('keeps the first 30 ingredients and names the rest', () => {
    const names = Array.from({ length: 33 }, (_, i) => `Item ${i + 1}`);
    // A duplicate past the limit is still only a duplicate.
    const query = new URLSearchParams([...names, 'item 2'].map((name) => ['i', name]));
    const shared = readShareLink(`?${query}`);
    expect(shared?.ingredients).toEqual(names.slice(0, 30));
    expect(shared?.problems).toEqual([
      `That's plenty: a recipe can use at most 30 ingredients. Left out: "Item 31", "Item 32", "Item 33".`,
    ]);
  });

  it('ignores unknown diets, allergens and servings, and says so', () => {
    const shared = readShareLink(
      '?i=Rice&diet=keto&avoid=milk&avoid=nuts&avoid=milk&avoid=gluten&servings=13',
    );
    expect(shared?.options).toEqual({
      diet: undefined,
      avoid: ['gluten', 'milk'],
      servings: undefined,
    });
    expect(shared?.problems).toEqual([
      'The diet "keto" is not one we know, so it was ignored.',
      'The allergen "nuts" is not one we know, so it was ignored.',
      'Servings "13" is not a whole number from 1 to 12, so it was ignored.',
    ]);
  });

  it.each(['0', '2.5', '-1', ' 3', '1e1', 'two', ''])('rejects servings=%j', (value) => {
    const shared = readShareLink(`?servings=${encodeURIComponent(value)}`);
    expect(shared?.options.servings).toBeUndefined();
    expect(shared?.problems).toHaveLength(1);
  });

  it('uses the first of repeated diets and servings, and says the rest were not', () => {
    const shared = readShareLink('?diet=vegan&diet=pescatarian&servings=12&servings=1');
    expect(shared?.options).toEqual({ diet: 'vegan', avoid: [], servings: 12 });
    expect(shared?.problems).toEqual([
      'Only the first diet in the link was used.',
      'Only the first number of servings was used.',
    ]);
  });
});
