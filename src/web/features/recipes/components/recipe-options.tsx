import { Suspense, lazy } from 'react';
import type { RecipeOptionsProps } from './recipe-options-body';

export const OPTIONS_SUMMARY = 'Diet, allergies and servings';

// Most visitors never open the options: their controls load when they are first opened.
export const loadOptionsBody = () => import('./recipe-options-body');
const RecipeOptionsBody = lazy(loadOptionsBody);

interface RecipeOptionsFormProps extends RecipeOptionsProps {
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * Diet, allergens to leave out and servings, closed until wanted: a native disclosure, so keys and
 * screen readers work as everywhere. Nothing here is saved (only the theme is).
 */
export function RecipeOptionsForm({ open, onToggle, ...body }: RecipeOptionsFormProps) {
  return (
    <details
      className="recipe-options"
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      {/* Fetched as the pointer or focus arrives, so the controls are usually there on open. */}
      <summary onPointerEnter={loadOptionsBody} onFocus={loadOptionsBody}>
        {OPTIONS_SUMMARY}
      </summary>
      {open && (
        <Suspense fallback={<p className="loading">Loading options...</p>}>
          <RecipeOptionsBody {...body} />
        </Suspense>
      )}
    </details>
  );
}
