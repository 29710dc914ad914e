import { MIN_INGREDIENTS_FOR_RECIPE } from '../../../shared/ingredients';
import type {
  Allergen,
  ConstraintWarning,
  Diet,
  OmittedIngredient,
  RecipeRequest,
  StopReason,
} from '../../../shared/recipe-api';

/** The visitor's diet, allergens and servings: unset ones are left out of the request. */
export interface RecipeOptions {
  diet: Diet | undefined;
  /** In the order of ALLERGENS. */
  avoid: Allergen[];
  servings: number | undefined;
}

export const NO_OPTIONS: RecipeOptions = { diet: undefined, avoid: [], servings: undefined };

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
  options: RecipeOptions;
  /** What the server read in the finished recipe: ingredients to buy. */
  missing: string[];
  /** What in the finished recipe breaks the visitor's diet or allergens. */
  warnings: ConstraintWarning[];
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
  | { type: 'options'; options: RecipeOptions }
  /** A shared link's list and options, replacing what is there. */
  | { type: 'import'; ingredients: string[]; options: RecipeOptions }
  | {
      type: 'done';
      stopReason?: StopReason;
      missing?: string[];
      warnings?: ConstraintWarning[];
    }
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
  options: NO_OPTIONS,
  missing: [],
  warnings: [],
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
    case 'options':
      // A recipe for other options is not the recipe asked for: like a list change.
      return { ...state, options: action.options, stale: true, attempt: 0, omitted: [] };
    case 'import':
      return {
        ...state,
        ingredients: action.ingredients,
        options: action.options,
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
        missing: [],
        warnings: [],
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
        missing: action.missing ?? [],
        warnings: action.warnings ?? [],
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

/** The request for this list and these options: options left unset are not sent. */
export function recipeRequest({
  ingredients,
  attempt,
  options: { diet, avoid, servings },
}: Pick<RecipeState, 'ingredients' | 'attempt' | 'options'>): RecipeRequest {
  return {
    ingredients,
    attempt,
    ...(diet && { diet }),
    ...(avoid.length > 0 && { avoid }),
    ...(servings !== undefined && { servings }),
  };
}
