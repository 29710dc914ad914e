import { useId } from 'react';
import {
  ALLERGENS,
  CONSTRAINT_LABELS,
  DIETS,
  MAX_SERVINGS,
  MIN_SERVINGS,
} from '../../../../shared/recipe-api';
import type { RecipeOptions } from '../recipe-state';

import './recipe-options.css';

export interface RecipeOptionsProps {
  options: RecipeOptions;
  /** While a recipe is being written, as the remove buttons are. */
  disabled: boolean;
  onChange: (options: RecipeOptions) => void;
}

export const OPTIONS_NOTE =
  'The built-in chef keeps to these strictly. A recipe from an AI provider is checked after it is written: the check helps, but it does not guarantee. Read every label if an allergy is serious.';

const SERVINGS = Array.from(
  { length: MAX_SERVINGS - MIN_SERVINGS + 1 },
  (_, index) => MIN_SERVINGS + index,
);

/** The inside of the options' disclosure: loaded when it is first opened. */
export default function RecipeOptionsBody({ options, disabled, onChange }: RecipeOptionsProps) {
  const id = useId();
  const servingsId = `${id}-servings`;
  const { diet, avoid, servings } = options;
  return (
    <div className="recipe-options__body">
      <fieldset disabled={disabled}>
        <legend>Diet</legend>
        {[undefined, ...DIETS].map((value) => (
          <label key={value ?? 'none'} className="recipe-options__choice">
            <input
              type="radio"
              name={`${id}-diet`}
              value={value ?? ''}
              checked={diet === value}
              onChange={() => onChange({ ...options, diet: value })}
            />
            {value ? CONSTRAINT_LABELS[value] : 'No preference'}
          </label>
        ))}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>Leave out</legend>
        <div className="recipe-options__grid">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="recipe-options__choice">
              <input
                type="checkbox"
                name="avoid"
                value={allergen}
                checked={avoid.includes(allergen)}
                onChange={(event) => {
                  const on = event.target.checked;
                  onChange({
                    ...options,
                    avoid: ALLERGENS.filter((a) => (a === allergen ? on : avoid.includes(a))),
                  });
                }}
              />
              {CONSTRAINT_LABELS[allergen]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="recipe-options__servings">
        <label htmlFor={servingsId}>Servings</label>
        <select
          id={servingsId}
          value={servings ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...options, servings: value === '' ? undefined : Number(value) });
          }}
        >
          <option value="">Chef&apos;s choice</option>
          {SERVINGS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <p className="recipe-options__note">{OPTIONS_NOTE}</p>
    </div>
  );
}
