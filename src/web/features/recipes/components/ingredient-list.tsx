import { useEffect, useRef } from 'react';

interface IngredientListProps {
  ingredients: readonly string[];
  loading: boolean;
  onRemove: (ingredient: string) => void;
}

export function IngredientList({ ingredients, loading, onRemove }: IngredientListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A removed item takes its focused button with it: focus moves to the item now in its place.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const next = ingredients[Math.min(index, ingredients.length - 1)];
    if (next !== undefined) buttons.current.get(next)?.focus();
  }, [ingredients]);

  return (
    <section className="panel" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients on hand:</h2>
      {/* Not a live region: the page's status region says what was added or removed. */}
      <ul className="ingredient-list">
        {ingredients.map((ingredient, index) => (
          <li key={ingredient}>
            <span>{ingredient}</span>
            <button
              ref={(button) => {
                if (button) buttons.current.set(ingredient, button);
                else buttons.current.delete(ingredient);
              }}
              type="button"
              className="remove-button"
              aria-label={`Remove ${ingredient}`}
              disabled={loading}
              onClick={() => {
                focusIndex.current = index;
                onRemove(ingredient);
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
