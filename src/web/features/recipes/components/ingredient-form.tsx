import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { MIN_INGREDIENT_LENGTH, checkNewIngredient } from '../../../../shared/ingredients';
import { BUSY_MESSAGE } from '../announcements';

interface IngredientFormProps {
  ingredients: readonly string[];
  loading: boolean;
  onAdd: (ingredient: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

interface FormMessage {
  text: string;
  /** A validation message (the text is wrong), as opposed to "wait for the recipe". */
  invalid: boolean;
  /** Changes on every submit, so the same message shown again is a new alert and is announced. */
  key: number;
}

export function IngredientForm({ ingredients, loading, onAdd, inputRef }: IngredientFormProps) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const submits = useRef(0);
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = ++submits.current;
    if (loading) {
      // The button is only aria-disabled while loading, so Enter still lands here and is answered.
      setMessage({ text: BUSY_MESSAGE, invalid: false, key });
    } else {
      const result = checkNewIngredient(text, ingredients);
      if (!result.ok) {
        // The visitor's text stays in the box so they can correct it.
        setMessage({ text: result.message, invalid: true, key });
      } else {
        onAdd(result.ingredient);
        setText('');
        setMessage(null);
      }
    }
    inputRef.current?.focus();
  };

  return (
    <form className="add-ingredient" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="add-ingredient__label">
        Add Ingredient
      </label>
      <p id={hintId} className="add-ingredient__hint">
        One at a time, at least {MIN_INGREDIENT_LENGTH} characters each.
      </p>
      <div className="add-ingredient__row">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          name="ingredient"
          placeholder="e.g. oregano"
          aria-invalid={message?.invalid ? true : undefined}
          aria-describedby={message ? `${messageId} ${hintId}` : hintId}
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (message) setMessage(null);
          }}
        />
        <button type="submit" className="button" aria-disabled={loading || undefined}>
          {loading ? (
            <>
              Please Wait... <span className="visually-hidden">to add more ingredients</span>
            </>
          ) : (
            'Add ingredient'
          )}
        </button>
      </div>
      {message && (
        <p key={message.key} id={messageId} role="alert" className="form-message">
          {message.text}
        </p>
      )}
    </form>
  );
}
