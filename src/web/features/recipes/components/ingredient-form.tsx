import { useId, useState, type FormEvent, type RefObject } from 'react';
import { checkNewIngredient } from '../../../../shared/ingredients';

interface IngredientFormProps {
  ingredients: readonly string[];
  loading: boolean;
  onAdd: (ingredient: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function IngredientForm({ ingredients, loading, onAdd, inputRef }: IngredientFormProps) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const messageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const result = checkNewIngredient(text, ingredients);
    if (!result.ok) {
      // The visitor's text stays in the box so they can correct it.
      setMessage(result.message);
    } else {
      onAdd(result.ingredient);
      setText('');
      setMessage('');
    }
    inputRef.current?.focus();
  };

  return (
    <form className="add-ingredient" onSubmit={submit} noValidate>
      <div className="add-ingredient__row">
        <input
          ref={inputRef}
          type="text"
          name="ingredient"
          placeholder="e.g. oregano"
          aria-label="Add Ingredient"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (message) setMessage('');
          }}
        />
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Please Wait...' : 'Add ingredient'}
        </button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="form-message">
          {message}
        </p>
      )}
    </form>
  );
}
