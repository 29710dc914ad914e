import { describe, expect, it } from 'vitest';
import { recipeUserMessage } from './user-message';

describe('recipeUserMessage', () => {
  it('is the sentence of the rules with the ingredients joined by commas', () => {
    expect(recipeUserMessage(['Oregano', 'Tomato', 'Basil', 'Garlic'])).toBe(
      "I have Oregano, Tomato, Basil, Garlic. Please give me a recipe you'd recommend I make!",
    );
  });
});
