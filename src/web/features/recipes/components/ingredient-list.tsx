interface IngredientListProps {
  ingredients: readonly string[];
  loading: boolean;
  onRemove: (ingredient: string) => void;
}

export function IngredientList({ ingredients, loading, onRemove }: IngredientListProps) {
  return (
    <section className="panel" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients on hand:</h2>
      <ul className="ingredient-list" aria-live="polite">
        {ingredients.map((ingredient) => (
          <li key={ingredient}>
            <span>{ingredient}</span>
            <button
              type="button"
              className="remove-button"
              aria-label={`Remove ${ingredient}`}
              title={`Remove ${ingredient}`}
              disabled={loading}
              onClick={() => onRemove(ingredient)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
