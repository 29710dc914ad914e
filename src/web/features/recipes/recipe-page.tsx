import { useCallback, useEffect, useReducer, useRef } from 'react';
import { omittedMessage } from '../../../shared/omitted';
import { ChefIllustration } from '../../components/chef-illustration';
import { RecipeRequestError, streamRecipe } from './api/get-recipe';
import { IngredientForm } from './components/ingredient-form';
import { IngredientList } from './components/ingredient-list';
import { RecipeBlock } from './components/recipe-block';
import { RecipeOutput, loadRecipeMarkdown } from './components/recipe-output';
import {
  canRequestRecipe,
  initialRecipeState,
  isRecipeVisible,
  recipeReducer,
} from './recipe-state';

const UNEXPECTED_MESSAGE = 'Something went wrong while getting your recipe. Please try again.';

export function RecipePage() {
  const [state, dispatch] = useReducer(recipeReducer, initialRecipeState);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Removing the last ingredient removes the list and its buttons: focus goes back to the input.
  const refocusInput = useRef(false);
  const count = state.ingredients.length;
  useEffect(() => {
    if (count === 0 && refocusInput.current) input.current?.focus();
    refocusInput.current = false;
  }, [count]);

  useEffect(() => {
    document.title = 'React Recipes';
    return () => request.current?.abort();
  }, []);

  const getRecipe = useCallback(async () => {
    if (!canRequestRecipe(state) || state.loading) return;
    // Fetch the markdown renderer while the request is on its way, not after the first text.
    void loadRecipeMarkdown();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    dispatch({ type: 'request' });
    try {
      const end = await streamRecipe(
        { ingredients: state.ingredients, attempt: state.attempt },
        {
          signal: controller.signal,
          onText: (text) => dispatch({ type: 'text', text }),
          onThinking: () => dispatch({ type: 'thinking' }),
          onOmitted: (omitted) => dispatch({ type: 'omitted', omitted }),
        },
      );
      dispatch({ type: 'done', stopReason: end.stopReason });
    } catch (error) {
      if (controller.signal.aborted) return;
      const known = error instanceof RecipeRequestError ? error : undefined;
      dispatch({
        type: 'fail',
        message: known?.message ?? UNEXPECTED_MESSAGE,
        // Asking again with the same list cannot help when the list is the problem.
        retry: known?.code !== 'inedible_ingredients',
      });
    }
  }, [state]);

  const { ingredients, loading, error } = state;
  const showRecipe = isRecipeVisible(state);

  return (
    <>
      <h1 className="visually-hidden">Get a recipe from the ingredients you have</h1>
      <IngredientForm
        inputRef={input}
        ingredients={ingredients}
        loading={loading}
        onAdd={(ingredient) => dispatch({ type: 'add', ingredient })}
      />
      {ingredients.length === 0 ? (
        <ChefIllustration />
      ) : (
        <>
          <IngredientList
            ingredients={ingredients}
            loading={loading}
            onRemove={(ingredient) => {
              refocusInput.current = ingredients.length === 1;
              dispatch({ type: 'remove', ingredient });
            }}
          />
          <RecipeBlock
            count={ingredients.length}
            ready={canRequestRecipe(state)}
            generated={state.generated}
            loading={loading}
            onRequest={getRecipe}
          />
        </>
      )}
      <div aria-live="polite" className="recipe-status">
        {loading && state.recipe === '' && (
          <p className="loading">Loading AI Recommended Recipe...</p>
        )}
        {loading && state.thinking && <p className="loading">The chef is thinking…</p>}
        {/* Screen readers hear when the streamed recipe is complete, not every piece of it. */}
        {!loading && !error && showRecipe && (
          <p className="visually-hidden">Your recipe is ready.</p>
        )}
      </div>
      {error && canRequestRecipe(state) && (
        <div className="panel recipe-error" role="alert">
          <p>{error.message}</p>
          {error.retry && (
            <button type="button" className="button" onClick={getRecipe}>
              Try again
            </button>
          )}
        </div>
      )}
      {state.omitted.length > 0 && !state.stale && !error && (
        <p className="panel recipe-omitted" role="status">
          {omittedMessage(state.omitted)}
        </p>
      )}
      {showRecipe && (
        <RecipeOutput
          markdown={state.recipe}
          streaming={loading}
          incomplete={error?.incomplete ?? false}
          cutShort={loading ? undefined : state.cutShort}
          onRetry={getRecipe}
        />
      )}
    </>
  );
}
