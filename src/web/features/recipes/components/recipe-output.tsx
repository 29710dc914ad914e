import { Suspense, lazy } from 'react';
import type { StopReason } from '../../../../shared/recipe-api';

export const loadRecipeMarkdown = () => import('./recipe-markdown');
const RecipeMarkdown = lazy(loadRecipeMarkdown);

interface RecipeOutputProps {
  markdown: string;
  streaming: boolean;
  incomplete: boolean;
  /** The recipe arrived but was cut short, and why. */
  cutShort?: StopReason;
  onRetry?: () => void;
}

/** Why a recipe stopped early, in the visitor's words. */
export const CUT_SHORT_REASONS: Record<StopReason, string> = {
  length: 'the recipe service ran out of room before the end.',
  content_filter: "the recipe service's content filter stopped it.",
  max_chars: 'it ran longer than we can show.',
};

/** "AI Recipe Recommendation:" with the markdown rendered as it streams in. */
export function RecipeOutput({
  markdown,
  streaming,
  incomplete,
  cutShort,
  onRetry,
}: RecipeOutputProps) {
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
      {cutShort && (
        <div className="recipe-cut-short">
          <p>
            <strong>Cut short:</strong> this recipe is not complete, because{' '}
            {CUT_SHORT_REASONS[cutShort]}
          </p>
          {onRetry && (
            <button type="button" className="button" onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      )}
    </section>
  );
}
