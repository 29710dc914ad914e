import { MIN_INGREDIENTS_FOR_RECIPE } from '../../../shared/ingredients';

/** The recipe page's state and its transitions, exactly as SPEC.md section 4 states them. */
export interface RecipeState {
  ingredients: string[];
  /** Markdown so far; grows while streaming. */
  recipe: string;
  /** The list changed since the recipe was made. */
  stale: boolean;
  /** A recipe has been generated (switches the heading to "Want a new recipe?"). */
  generated: boolean;
  loading: boolean;
  error: RecipeFailure | undefined;
  /** How many recipes this list has had: lets the offline chef offer a different one next time. */
  attempt: number;
  /** The server finished but said the reply was cut short (the `done` event's `truncated`). */
  cutShort: boolean;
}

export interface RecipeFailure {
  message: string;
  /** Part of a recipe arrived before the failure. */
  incomplete: boolean;
}

export type RecipeAction =
  | { type: 'add'; ingredient: string }
  | { type: 'remove'; ingredient: string }
  | { type: 'request' }
  | { type: 'text'; text: string }
  | { type: 'done'; truncated?: boolean }
  | { type: 'fail'; message: string };

export const initialRecipeState: RecipeState = {
  ingredients: [],
  recipe: '',
  stale: false,
  generated: false,
  loading: false,
  error: undefined,
  attempt: 0,
  cutShort: false,
};

export function recipeReducer(state: RecipeState, action: RecipeAction): RecipeState {
  switch (action.type) {
    case 'add':
      return {
        ...state,
        ingredients: [...state.ingredients, action.ingredient],
        stale: true,
        attempt: 0,
      };
    case 'remove':
      return {
        ...state,
        ingredients: state.ingredients.filter((item) => item !== action.ingredient),
        stale: true,
        generated: false,
        attempt: 0,
      };
    case 'request':
      return { ...state, loading: true, recipe: '', error: undefined, cutShort: false };
    case 'text':
      // The text arriving belongs to the current list, so it is not stale.
      return { ...state, recipe: state.recipe + action.text, stale: false };
    case 'done':
      return {
        ...state,
        loading: false,
        generated: true,
        stale: false,
        attempt: state.attempt + 1,
        cutShort: action.truncated === true,
      };
    case 'fail':
      return {
        ...state,
        loading: false,
        error: { message: action.message, incomplete: state.recipe !== '' },
      };
  }
}

export function canRequestRecipe(state: Pick<RecipeState, 'ingredients'>): boolean {
  return state.ingredients.length >= MIN_INGREDIENTS_FOR_RECIPE;
}

/** SPEC.md: shown only when a recipe exists, the list has more than 3 items and it is not stale. */
export function isRecipeVisible(state: Pick<RecipeState, 'recipe' | 'ingredients' | 'stale'>) {
  return state.recipe !== '' && canRequestRecipe(state) && !state.stale;
}
