import { Suspense, lazy } from 'react';

export const loadRecipeMarkdown = () => import('./recipe-markdown');
const RecipeMarkdown = lazy(loadRecipeMarkdown);

interface RecipeOutputProps {
  markdown: string;
  streaming: boolean;
  incomplete: boolean;
}

/** "AI Recipe Recommendation:" with the markdown rendered as it streams in. */
export function RecipeOutput({ markdown, streaming, incomplete }: RecipeOutputProps) {
  return (
    <section
      className="panel recipe-output"
      aria-labelledby="recipe-output-heading"
      aria-busy={streaming}
    >
      <h2 id="recipe-output-heading">AI Recipe Recommendation:</h2>
      {incomplete && (
        <p className="recipe-incomplete">
          <strong>Incomplete:</strong> this recipe was cut off before it was finished.
        </p>
      )}
      <div className="recipe-markdown">
        <Suspense fallback={<p className="recipe-plain">{markdown}</p>}>
          <RecipeMarkdown markdown={markdown} />
        </Suspense>
      </div>
    </section>
  );
}
