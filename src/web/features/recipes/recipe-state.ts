import { MIN_INGREDIENTS_FOR_RECIPE } from '../../../shared/ingredients';
import type { OmittedIngredient, StopReason } from '../../../shared/recipe-api';

/** The recipe page's state and its transitions, exactly as docs/rules.md states them. */
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
  /** The model is thinking and has not written anything yet. */
  thinking: boolean;
  /** Things on the list the server left out of the last request because they are not food. */
  omitted: OmittedIngredient[];
  /** Set when the recipe arrived whole as far as the stream goes, but was cut short. */
  cutShort: StopReason | undefined;
}

export interface RecipeFailure {
  message: string;
  /** Part of a recipe arrived before the failure. */
  incomplete: boolean;
  /** Asking again can help (it cannot when the list itself is the problem). */
  retry: boolean;
}

export type RecipeAction =
  | { type: 'add'; ingredient: string }
  | { type: 'remove'; ingredient: string }
  | { type: 'request' }
  | { type: 'text'; text: string }
  | { type: 'thinking' }
  | { type: 'omitted'; omitted: OmittedIngredient[] }
  | { type: 'done'; stopReason?: StopReason }
  | { type: 'fail'; message: string; retry?: boolean };

export const initialRecipeState: RecipeState = {
  ingredients: [],
  recipe: '',
  stale: false,
  generated: false,
  loading: false,
  error: undefined,
  attempt: 0,
  thinking: false,
  omitted: [],
  cutShort: undefined,
};

export function recipeReducer(state: RecipeState, action: RecipeAction): RecipeState {
  switch (action.type) {
    case 'add':
      return {
        ...state,
        ingredients: [...state.ingredients, action.ingredient],
        stale: true,
        attempt: 0,
        omitted: [],
      };
    case 'remove':
      return {
        ...state,
        ingredients: state.ingredients.filter((item) => item !== action.ingredient),
        stale: true,
        generated: false,
        attempt: 0,
        omitted: [],
      };
    case 'request':
      return {
        ...state,
        loading: true,
        recipe: '',
        error: undefined,
        thinking: false,
        omitted: [],
        cutShort: undefined,
      };
    case 'text':
      // The text arriving belongs to the current list, so it is not stale.
      return { ...state, recipe: state.recipe + action.text, stale: false, thinking: false };
    case 'thinking':
      return { ...state, thinking: state.loading && state.recipe === '' };
    case 'omitted':
      return { ...state, omitted: action.omitted };
    case 'done':
      return {
        ...state,
        loading: false,
        generated: true,
        stale: false,
        attempt: state.attempt + 1,
        thinking: false,
        cutShort: action.stopReason,
      };
    case 'fail':
      return {
        ...state,
        loading: false,
        thinking: false,
        error: {
          message: action.message,
          incomplete: state.recipe !== '',
          retry: action.retry ?? true,
        },
      };
  }
}

export function canRequestRecipe(state: Pick<RecipeState, 'ingredients'>): boolean {
  return state.ingredients.length >= MIN_INGREDIENTS_FOR_RECIPE;
}

/** docs/rules.md: shown only when a recipe exists, the list has more than 3 items and it is not stale. */
export function isRecipeVisible(state: Pick<RecipeState, 'recipe' | 'ingredients' | 'stale'>) {
  return state.recipe !== '' && canRequestRecipe(state) && !state.stale;
}
