import {
  DUPLICATE_INGREDIENT_MESSAGE,
  MAX_INGREDIENT_LENGTH,
  TOO_MANY_INGREDIENTS_MESSAGE,
  checkNewIngredient,
  cleanIngredientText,
} from '../../../shared/ingredients';
import {
  ALLERGENS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  type Allergen,
} from '../../../shared/recipe-api';
import type { RecipeOptions } from './recipe-state';
import { SHARE_KEYS } from './share-link';

export const SHARE_PROBLEMS_HEADING = 'Not everything in the shared link could be used:';

export interface SharedList {
  ingredients: string[];
  options: RecipeOptions;
  /** What in the link could not be used, and why, one sentence each. */
  problems: string[];
}

/** How the visitor's text is named in a message: cleaned, and cut when it is very long. */
function quote(text: string): string {
  const clean = cleanIngredientText(text);
  return `"${clean.length > MAX_INGREDIENT_LENGTH ? `${clean.slice(0, MAX_INGREDIENT_LENGTH)}…` : clean}"`;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * Loaded only when the page is opened with a query. Reads a shared link's query (undefined when it has none of the keys a share link writes). Every
 * ingredient goes through the form's own check, so it is kept exactly as if typed; duplicates are
 * dropped quietly (nothing is lost), and everything else that cannot be used is named with why.
 */
export function readShareLink(search: string): SharedList | undefined {
  const params = new URLSearchParams(search);
  if (!SHARE_KEYS.some((key) => params.has(key))) return undefined;
  const ingredients: string[] = [];
  const problems: string[] = [];
  const overLimit = new Set<string>();
  for (const text of params.getAll('i')) {
    const check = checkNewIngredient(text, ingredients);
    if (check.ok) ingredients.push(check.ingredient);
    else if (check.message === TOO_MANY_INGREDIENTS_MESSAGE) overLimit.add(quote(text));
    else if (check.message !== DUPLICATE_INGREDIENT_MESSAGE) {
      problems.push(`${quote(text)}: ${check.message}`);
    }
  }
  if (overLimit.size > 0) {
    problems.push(`${TOO_MANY_INGREDIENTS_MESSAGE} Left out: ${[...overLimit].join(', ')}.`);
  }

  const [diet, ...otherDiets] = params.getAll('diet');
  const knownDiet = diet !== undefined && isOneOf(DIETS, diet) ? diet : undefined;
  if (diet !== undefined && !knownDiet) {
    problems.push(`The diet ${quote(diet)} is not one we know, so it was ignored.`);
  }
  if (otherDiets.length > 0) problems.push('Only the first diet in the link was used.');

  const avoid = new Set<Allergen>();
  for (const value of params.getAll('avoid')) {
    if (isOneOf(ALLERGENS, value)) avoid.add(value);
    else problems.push(`The allergen ${quote(value)} is not one we know, so it was ignored.`);
  }

  const [servings, ...otherServings] = params.getAll('servings');
  const count = servings !== undefined && /^\d{1,2}$/.test(servings) ? Number(servings) : NaN;
  const knownServings = count >= MIN_SERVINGS && count <= MAX_SERVINGS ? count : undefined;
  if (servings !== undefined && knownServings === undefined) {
    problems.push(
      `Servings ${quote(servings)} is not a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}, so it was ignored.`,
    );
  }
  if (otherServings.length > 0) problems.push('Only the first number of servings was used.');

  return {
    ingredients,
    options: {
      diet: knownDiet,
      avoid: ALLERGENS.filter((allergen) => avoid.has(allergen)),
      servings: knownServings,
    },
    problems,
  };
}

/** What a shared link held that could not be used: an alert, so it is said as it appears. */
export function LinkProblems({ problems }: { problems: readonly string[] }) {
  return (
    <div className="panel link-problems" role="alert">
      <p>{SHARE_PROBLEMS_HEADING}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
