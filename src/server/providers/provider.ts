import type { Allergen, Diet, ProviderName, ProviderStopReason } from '../../shared/recipe-api';

export interface RecipeJob {
  /** Cleaned and validated, 4 to 30 of them. */
  ingredients: readonly string[];
  /** 0 for the first ask of this list, 1 for "Want a new recipe?", and so on. */
  attempt: number;
  /** How many the recipe should feed, when the visitor said. */
  servings?: number | undefined;
  /** The visitor's diet and allergens: the built-in chef keeps to them, a chat model is told them. */
  diet?: Diet | undefined;
  avoid?: readonly Allergen[] | undefined;
  /** Aborted when the client goes away or the server gives up; the provider must stop. */
  signal: AbortSignal;
}

/**
 * What a provider yields while it writes: pieces of the recipe's markdown; a sign that the model
 * is still thinking (never the thinking itself); and, last, why it stopped when it stopped before
 * the recipe was finished.
 */
export type RecipePiece =
  | { kind: 'text'; text: string }
  | { kind: 'thinking' }
  | { kind: 'stop'; reason: ProviderStopReason };

/** Anything that can write a recipe: the built-in chef or an OpenAI-compatible chat service. */
export interface RecipeProvider {
  readonly name: ProviderName;
  readonly model: string;
  /** Yields the recipe as it is produced; throws a `ProviderError` on failure. */
  generate(job: RecipeJob): AsyncIterable<RecipePiece>;
}
