import {
  CONSTRAINT_LABELS,
  RECIPE_PATH,
  readErrorBody,
  type ConstraintWarning,
  type ErrorCode,
  type OmittedIngredient,
  type RecipeRequest,
  type StopReason,
} from '../../../../shared/recipe-api';
import { createSseParser } from '../../../../shared/sse';

/** A recipe request failed; `message` is written for the visitor. */
export class RecipeRequestError extends Error {
  override name = 'RecipeRequestError';
  /** The server's error code, when it sent one. */
  code: ErrorCode | undefined;
  constructor(message: string, code?: ErrorCode) {
    super(message);
    this.code = code;
  }
}

export const OFFLINE_MESSAGE =
  'Could not reach the recipe server. Check your connection and try again.';
export const CUT_OFF_MESSAGE =
  'The recipe was cut off before it was finished. Please try again for the whole recipe.';
export const EMPTY_MESSAGE = 'The recipe service sent back an empty recipe. Please try again.';
export const GENERIC_MESSAGE = 'Something went wrong while getting your recipe. Please try again.';

interface StreamOptions {
  signal: AbortSignal;
  /** Called with each piece of markdown as it arrives. */
  onText: (text: string) => void;
  /** Called when the model is thinking before it writes (the thinking itself is never sent). */
  onThinking?: () => void;
  /** Called with the things on the list that are not food and were left out. */
  onOmitted?: (omitted: OmittedIngredient[]) => void;
}

/** How a recipe ended: whole, or cut short and why. */
export interface RecipeEnd {
  stopReason: StopReason | undefined;
  /** The recipe's ingredients the visitor did not list (empty when the server sent none). */
  missing: string[];
  /** What breaks the visitor's diet or allergens; unknown ones are dropped. */
  warnings: ConstraintWarning[];
}

const STOP_REASONS: readonly string[] = ['length', 'content_filter', 'max_chars'];

/**
 * Asks our server for a recipe and streams it in (server-sent events over a POST). Resolves when
 * the server says it is done; rejects with a `RecipeRequestError` otherwise, including when the
 * stream ends early or carries no text.
 */
export async function fetchRecipe(
  request: RecipeRequest,
  { signal, onText, onThinking, onOmitted }: StreamOptions,
): Promise<RecipeEnd> {
  let response: Response;
  try {
    response = await fetch(RECIPE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RecipeRequestError(OFFLINE_MESSAGE);
  }
  if (!response.ok) {
    const { message, code } = await errorMessage(response);
    throw new RecipeRequestError(message, code);
  }
  if (!response.body) throw new RecipeRequestError(GENERIC_MESSAGE);

  const parse = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let received = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const message of parse(value)) {
        const data: unknown = JSON.parse(message.data);
        if (message.event === 'delta' && isRecord(data) && typeof data.text === 'string') {
          received ||= data.text !== '';
          onText(data.text);
        } else if (message.event === 'thinking') {
          onThinking?.();
        } else if (message.event === 'omitted' && isRecord(data) && Array.isArray(data.omitted)) {
          onOmitted?.(data.omitted.filter(isOmitted));
        } else if (message.event === 'done') {
          if (!received) throw new RecipeRequestError(EMPTY_MESSAGE);
          const done = isRecord(data) ? data : {};
          const reason = done.truncated === true ? done.stopReason : undefined;
          return {
            stopReason:
              typeof reason === 'string' && STOP_REASONS.includes(reason)
                ? (reason as StopReason)
                : undefined,
            missing: arrayOf(done.missing, isString),
            warnings: arrayOf(done.warnings, isWarning),
          };
        } else if (message.event === 'error') {
          const parsed = isRecord(data) && typeof data.message === 'string' ? data.message : '';
          throw new RecipeRequestError(parsed || GENERIC_MESSAGE);
        }
      }
    }
  } catch (error) {
    if (error instanceof RecipeRequestError || signal.aborted) throw error;
    throw new RecipeRequestError(received ? CUT_OFF_MESSAGE : OFFLINE_MESSAGE);
  } finally {
    reader.releaseLock();
  }
  throw new RecipeRequestError(received ? CUT_OFF_MESSAGE : EMPTY_MESSAGE);
}

async function errorMessage(response: Response): Promise<{ message: string; code?: ErrorCode }> {
  try {
    const error = readErrorBody(await response.json());
    if (error) return error;
  } catch {
    // Not our JSON (a proxy's error page, say): fall through to a generic message.
  }
  if (response.status === 429) {
    return { message: 'Too many recipe requests. Please try again in a minute.' };
  }
  return { message: GENERIC_MESSAGE };
}

function isOmitted(value: unknown): value is OmittedIngredient {
  return (
    isRecord(value) && typeof value.ingredient === 'string' && typeof value.reason === 'string'
  );
}

function isWarning(value: unknown): value is ConstraintWarning {
  return (
    isRecord(value) &&
    typeof value.ingredient === 'string' &&
    typeof value.avoid === 'string' &&
    Object.hasOwn(CONSTRAINT_LABELS, value.avoid)
  );
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The items of `value` that pass `keep`: a field from the server is read, never trusted. */
function arrayOf<T>(value: unknown, keep: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(keep) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
