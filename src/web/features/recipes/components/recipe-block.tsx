import { remainingIngredientsMessage } from '../../../../shared/ingredients';

interface RecipeBlockProps {
  count: number;
  /** Enough ingredients for a recipe (SPEC.md: more than 3). */
  ready: boolean;
  generated: boolean;
  loading: boolean;
  onRequest: () => void;
}

/** "Ready for a recipe?": the count-down below four ingredients, then the button. */
export function RecipeBlock({ count, ready, generated, loading, onRequest }: RecipeBlockProps) {
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
        <button type="button" className="button" disabled={loading} onClick={onRequest}>
          {loading ? 'Please Wait...' : 'Get a Recipe'}
        </button>
      )}
    </section>
  );
}
