import { Suspense, lazy, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { omittedMessage } from '../../../shared/omitted';
import { ChefIllustration } from '../../components/chef-illustration';
import { useAnnouncer } from '../../lib/use-announcer';
import { navigate } from '../../lib/router';
import { usePageHeading } from '../../lib/use-page-heading';
import {
  LOADING_MESSAGE,
  OPTIONS_CLEARED_MESSAGE,
  addedMessage,
  readyMessage,
  removedMessage,
  sharedListMessage,
  warningsMessage,
} from './announcements';
import { GENERIC_MESSAGE, RecipeRequestError, fetchRecipe } from './api/fetch-recipe';
import { IngredientForm } from './components/ingredient-form';
import { IngredientList } from './components/ingredient-list';
import { RecipeBlock } from './components/recipe-block';
import { RecipeOptionsForm } from './components/recipe-options';
import { RecipeOutput, loadRecipeMarkdown } from './components/recipe-output';
import { RecipeTools } from './components/recipe-tools';
import {
  canRequestRecipe,
  initialRecipeState,
  isRecipeVisible,
  recipeReducer,
  recipeRequest,
} from './recipe-state';
import type { SharedList } from './read-share-link';
import { shareLink } from './share-link';

// Only a page opened from a shared link needs to read one.
const loadShareReader = () => import('./read-share-link');
const LinkProblems = lazy(() => loadShareReader().then((m) => ({ default: m.LinkProblems })));

export function RecipePage() {
  const [state, dispatch] = useReducer(recipeReducer, initialRecipeState);
  const [status, announce] = useAnnouncer();
  // The markdown renderer loads lazily; once it has rendered, it renders at once from then on.
  const [rendererReady, setRendererReady] = useState(false);
  const onRendered = useCallback(() => setRendererReady(true), []);
  const heading = usePageHeading('React Recipes');
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const recipeButton = useRef<HTMLButtonElement>(null);
  const errorPanel = useRef<HTMLDivElement>(null);
  const outputHeading = useRef<HTMLHeadingElement>(null);
  // Set when a request ends; acted on (focus, "ready") once its outcome is on the page.
  const finished = useRef(false);
  // Removing the last ingredient removes the list and its buttons: focus goes back to the input.
  const refocusInput = useRef(false);
  // The shared link this page was opened from, if any.
  const [shared, setShared] = useState<SharedList>();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const { ingredients, loading, error, cutShort, options, warnings } = state;
  const count = ingredients.length;
  const showRecipe = isRecipeVisible(state);
  // What the link held that could not be used stays on screen until the list or options change.
  const linkProblems =
    shared?.ingredients === ingredients && shared.options === options ? shared.problems : [];

  useEffect(() => {
    // After hydration (the page is pre-rendered without the list), and once: the query leaves the
    // address bar, so a reload does not import it again. Nothing is requested by itself.
    const { search, pathname, hash } = window.location;
    if (!search) return;
    let cancelled = false;
    void loadShareReader().then(({ readShareLink }) => {
      const link = readShareLink(search);
      if (!link || cancelled) return;
      navigate(pathname + hash, { replace: true });
      dispatch({ type: 'import', ingredients: link.ingredients, options: link.options });
      setShared(link);
      const { diet, avoid, servings } = link.options;
      // Options in force are shown, not hidden in a closed disclosure.
      if (diet || avoid.length > 0 || servings) setOptionsOpen(true);
      announce(sharedListMessage(link.ingredients.length));
    });
    return () => {
      cancelled = true;
    };
  }, [announce]);

  useEffect(() => {
    if (count === 0 && refocusInput.current) input.current?.focus();
    refocusInput.current = false;
  }, [count]);

  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    if (!finished.current || loading) return;
    // Focus moves to the outcome only if the visitor has not moved it elsewhere meanwhile.
    const active = document.activeElement;
    const moveFocus = !active || active === document.body || active === recipeButton.current;
    if (error) {
      finished.current = false;
      if (moveFocus) errorPanel.current?.focus();
      return;
    }
    if (!rendererReady) return;
    finished.current = false;
    const output = outputHeading.current;
    if (moveFocus) output?.focus();
    const title = output?.parentElement?.querySelector('.recipe-markdown h3')?.textContent;
    announce(readyMessage(title ?? undefined, cutShort !== undefined));
  }, [loading, error, rendererReady, cutShort, announce]);

  const getRecipe = useCallback(async () => {
    if (!canRequestRecipe(state) || state.loading) return;
    // Fetch the markdown renderer while the request is on its way, not after the first text.
    void loadRecipeMarkdown();
    // "Try again" goes with its panel: keep focus on the button that stays ("Please Wait...").
    if (errorPanel.current?.contains(document.activeElement)) recipeButton.current?.focus();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    dispatch({ type: 'request' });
    announce(LOADING_MESSAGE);
    try {
      const end = await fetchRecipe(recipeRequest(state), {
        signal: controller.signal,
        onText: (text) => dispatch({ type: 'text', text }),
        onThinking: () => dispatch({ type: 'thinking' }),
        onOmitted: (omitted) => dispatch({ type: 'omitted', omitted }),
      });
      finished.current = true;
      dispatch({ type: 'done', ...end });
    } catch (error) {
      if (controller.signal.aborted) return;
      finished.current = true;
      announce(''); // the error panel is an alert: it says what went wrong
      const known = error instanceof RecipeRequestError ? error : undefined;
      dispatch({
        type: 'fail',
        message: known?.message ?? GENERIC_MESSAGE,
        // Asking again with the same list cannot help when the list is the problem.
        retry: known?.code !== 'inedible_ingredients',
      });
    }
  }, [state, announce]);

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="visually-hidden">
        Get a recipe from the ingredients you have
      </h1>
      <IngredientForm
        inputRef={input}
        ingredients={ingredients}
        loading={loading}
        onAdd={(ingredient) => {
          dispatch({ type: 'add', ingredient });
          announce(addedMessage(ingredient, count + 1, showRecipe));
        }}
      />
      {linkProblems.length > 0 && (
        <Suspense fallback={null}>
          <LinkProblems problems={linkProblems} />
        </Suspense>
      )}
      <RecipeOptionsForm
        open={optionsOpen}
        onToggle={setOptionsOpen}
        options={options}
        disabled={loading}
        onChange={(next) => {
          dispatch({ type: 'options', options: next });
          if (showRecipe) announce(OPTIONS_CLEARED_MESSAGE);
        }}
      />
      {count === 0 ? (
        <ChefIllustration />
      ) : (
        <>
          <IngredientList
            ingredients={ingredients}
            loading={loading}
            onRemove={(ingredient) => {
              refocusInput.current = count === 1;
              dispatch({ type: 'remove', ingredient });
              announce(removedMessage(ingredient, count - 1, showRecipe));
            }}
          />
          <RecipeBlock
            count={count}
            ready={canRequestRecipe(state)}
            generated={state.generated}
            loading={loading}
            onRequest={getRecipe}
            buttonRef={recipeButton}
          />
        </>
      )}
      {/* The page's one status region: every change is said here, composed, once. */}
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {loading && (state.recipe === '' || !rendererReady) && (
        // The status region says it already: hidden from assistive technology, so it is read once.
        <p className="loading" aria-hidden="true">
          {LOADING_MESSAGE}
        </p>
      )}
      {loading && state.thinking && (
        // A reasoning model is working: its thinking itself stays on the server.
        <p className="loading">The chef is thinking…</p>
      )}
      {error && canRequestRecipe(state) && (
        <div className="panel recipe-error" role="alert" tabIndex={-1} ref={errorPanel}>
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
      {showRecipe && !loading && warnings.length > 0 && (
        <p className="panel recipe-warnings" role="alert">
          {warningsMessage(warnings)}
        </p>
      )}
      {showRecipe && (
        <RecipeOutput
          markdown={state.recipe}
          streaming={loading}
          incomplete={error?.incomplete ?? false}
          cutShort={loading ? undefined : state.cutShort}
          onRetry={getRecipe}
          onRendered={onRendered}
          headingRef={outputHeading}
        />
      )}
      {showRecipe && !loading && (
        <RecipeTools
          markdown={state.recipe}
          missing={state.missing}
          shareUrl={() => shareLink(window.location.href, ingredients, options)}
          announce={announce}
        />
      )}
    </>
  );
}
