import { describe, expect, it } from 'vitest';
import { checkRecipe, ingredientLines, ingredientsInLine } from './read-recipe';

describe('ingredientLines', () => {
  it('reads the list under an Ingredients heading and stops at the method', () => {
    const md = [
      '# Soup',
      '',
      '- not an ingredient, before the list',
      '## Ingredients',
      '- 1 onion',
      '* 2 carrots',
      '',
      '### For the topping',
      '1. 50 g **cheddar**',
      '## Method',
      '- Stir well',
    ].join('\n');
    expect(ingredientLines(md)).toEqual(['1 onion', '2 carrots', '50 g cheddar']);
  });

  it('knows a bold label and a level-3 heading, and sub-lists inside them', () => {
    const md = [
      '**Ingredients:**',
      '  - 200 g pasta',
      '**Instructions**',
      '1. Boil it',
      '### Ingredients',
      '+ 1 tbsp oil',
      '### Steps',
      '- Heat',
    ].join('\n');
    expect(ingredientLines(md)).toEqual(['200 g pasta', '1 tbsp oil']);
  });

  it('reads nothing from a recipe with no ingredient heading', () => {
    expect(ingredientLines('# Toast\n\n- bread\n- butter\n')).toEqual([]);
  });
});

describe('ingredientsInLine', () => {
  it('reads every ingredient of a line that names several', () => {
    expect(ingredientsInLine('Salt and pepper').sort()).toEqual(['black_pepper', 'salt']);
    expect(ingredientsInLine('1 tbsp butter or olive oil').sort()).toEqual(['butter', 'olive_oil']);
  });

  it('does not read what a note says it replaces', () => {
    expect(ingredientsInLine('30 g dairy-free spread (in place of butter)')).toEqual([
      'dairy_free_spread',
    ]);
  });

  it('keeps the longer name: sweet and sour sauce is one thing', () => {
    expect(ingredientsInLine('2 tbsp sweet and sour sauce')).toEqual(['sweet_and_sour_sauce']);
  });
});

describe('checkRecipe', () => {
  const md = [
    '## Ingredients',
    '- 4 chicken thighs',
    '- 1 onion',
    '- 2 tbsp olive oil',
    '- 100 ml double cream',
    '- 1 tsp Dijon mustard',
    '- salt, to taste',
    '## Instructions',
    '1. Cook.',
  ].join('\n');

  it('lists what the visitor did not list, leaving out the pantry and what they have in another form', () => {
    const { missing } = checkRecipe(md, ['chicken', 'onions', 'rice', 'peas']);
    expect(missing).toEqual(['double cream', 'Dijon mustard']);
  });

  it('warns of nothing without constraints', () => {
    expect(checkRecipe(md, ['chicken']).warnings).toEqual([]);
  });
});
