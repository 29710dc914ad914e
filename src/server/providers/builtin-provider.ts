import { CHEF_MODEL, cookRecipe } from '../../chef/chef';
import type { RecipeJob, RecipePiece, RecipeProvider } from './provider';

/**
 * The offline chef behind the provider interface. It writes the whole recipe at once, in well under
 * a millisecond; it is streamed a few lines at a time, with no artificial delay, so the page shows
 * it arriving through the same path as a chat provider's reply.
 */
export function createBuiltinProvider(): RecipeProvider {
  return {
    name: 'builtin',
    model: CHEF_MODEL,
    async *generate(job: RecipeJob): AsyncIterable<RecipePiece> {
      const { markdown } = cookRecipe(job.ingredients, {
        attempt: job.attempt,
        servings: job.servings,
        diet: job.diet,
        avoid: job.avoid,
      });
      for (const piece of markdown.split(/(?<=\n\n)/)) {
        if (job.signal.aborted) return;
        yield { kind: 'text', text: piece };
      }
    },
  };
}
