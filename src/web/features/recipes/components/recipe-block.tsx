import type { RefObject } from 'react';
import { remainingIngredientsMessage } from '../../../../shared/ingredients';

interface RecipeBlockProps {
  count: number;
  /** Enough ingredients for a recipe (more than 3: docs/rules.md). */
  ready: boolean;
  generated: boolean;
  loading: boolean;
  onRequest: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** "Ready for a recipe?": the count-down below four ingredients, then the button. */
export function RecipeBlock({
  count,
  ready,
  generated,
  loading,
  onRequest,
  buttonRef,
}: RecipeBlockProps) {
  return (
    <section className="panel recipe-block" aria-labelledby="recipe-block-heading">
      <div>
        <h2 id="recipe-block-heading">
          {generated ? 'Want a new recipe?' : 'Ready for a recipe?'}
        </h2>
        <p>
          {ready
            ? 'Generate a recipe from your list of ingredients.'
            : remainingIngredientsMessage(count)}
        </p>
      </div>
      {ready && (
        // aria-disabled, not disabled, while loading: a disabled button would drop keyboard focus
        // to the page. Presses while loading are ignored by the page.
        <button
          ref={buttonRef}
          type="button"
          className="button"
          aria-disabled={loading || undefined}
          onClick={onRequest}
        >
          {loading ? (
            <>
              Please Wait... <span className="visually-hidden">for your recipe</span>
            </>
          ) : (
            'Get a Recipe'
          )}
        </button>
      )}
    </section>
  );
}
