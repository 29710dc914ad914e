import { Suspense, lazy, useEffect, type RefObject } from 'react';
import type { StopReason } from '../../../../shared/recipe-api';
import { NEW_TAB_NOTE_ID } from './new-tab-note';

export const loadRecipeMarkdown = () => import('./recipe-markdown');
const RecipeMarkdown = lazy(loadRecipeMarkdown);

interface RecipeOutputProps {
  markdown: string;
  streaming: boolean;
  incomplete: boolean;
  /** The recipe arrived but was cut short, and why. */
  cutShort?: StopReason;
  onRetry?: () => void;
  /** Called once the rendered markdown is on the page (the renderer loads lazily). */
  onRendered: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Runs `callback` when it mounts: inside a Suspense boundary, only once the content has. */
function OnMount({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
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
  onRendered,
  headingRef,
}: RecipeOutputProps) {
  return (
    <section
      className="panel recipe-output"
      aria-labelledby="recipe-output-heading"
      aria-busy={streaming}
    >
      <h2 id="recipe-output-heading" ref={headingRef} tabIndex={-1}>
        AI Recipe Recommendation:
      </h2>
      {incomplete && (
        <p className="recipe-incomplete">
          <strong>Incomplete:</strong> this recipe was cut off before it was finished.
        </p>
      )}
      <p id={NEW_TAB_NOTE_ID} hidden>
        Opens in a new tab
      </p>
      <div className="recipe-markdown">
        {/* Nothing until the renderer has loaded: raw markdown is never shown. */}
        <Suspense fallback={null}>
          <RecipeMarkdown markdown={markdown} />
          <OnMount callback={onRendered} />
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
