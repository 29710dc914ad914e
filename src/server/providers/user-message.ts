/** The user message sent to a chat provider, word for word as docs/rules.md gives it. */
export function recipeUserMessage(ingredients: readonly string[]): string {
  return `I have ${ingredients.join(', ')}. Please give me a recipe you'd recommend I make!`;
}
