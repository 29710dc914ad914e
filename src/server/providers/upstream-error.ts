/**
 * Reading a provider's refusal the way the operator needs it: the provider's own words, whatever
 * shape they came in, with anything secret taken out; and what kind of refusal it was.
 *
 * The shapes seen on the wire: OpenAI's `{"error": {"message", "type", "code"}}` (also Groq,
 * Together, OpenRouter, Ollama, LM Studio); the Hugging Face router's `{"error": "..."}` with a
 * string; vLLM's flat `{"object": "error", "message": ...}`; TGI's `{"error": "...", "error_type"}`;
 * and HTML pages from proxies in front of any of them.
 */

/** Longest provider message kept for the log. */
const MAX_LOGGED_CHARS = 300;

export interface UpstreamDetail {
  /** The provider's own message, trimmed and redacted. */
  message?: string;
  /** `code` or `type` as the provider names the error (`insufficient_quota`, `model_not_found`). */
  code?: string;
}

/** Pulls a message and a code out of a parsed error body or an SDK error's `error` field. */
export function readUpstreamDetail(value: unknown): UpstreamDetail {
  if (typeof value === 'string') return { message: value };
  if (!isRecord(value)) return {};
  const inner = value.error;
  if (typeof inner === 'string') {
    return { message: inner, code: stringOf(value.error_type) ?? stringOf(value.code) };
  }
  if (isRecord(inner)) return readUpstreamDetail(inner);
  const message = stringOf(value.message) ?? stringOf(value.detail);
  // A numeric `code` (vLLM, OpenRouter) only repeats the status; a named type says more.
  const code = stringOf(value.code) ?? stringOf(value.type) ?? stringOf(value.error_type);
  return { message, code };
}

/** Reads an error body as text: JSON of any of the known shapes, or the text of an HTML page. */
export function readUpstreamBody(text: string): UpstreamDetail {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  try {
    return readUpstreamDetail(JSON.parse(trimmed));
  } catch {
    // Not JSON: a proxy's page or plain text. Keep its words, not its markup.
    const words = trimmed
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ');
    return { message: words };
  }
}

/**
 * Makes a provider message fit for a log line: one line, at most MAX_LOGGED_CHARS, with the key,
 * anything shaped like an API key (providers echo a masked key back on a 401), and our prompt
 * (should a provider quote it) replaced.
 */
export function redactForLog(message: string, secrets: readonly string[]): string {
  let text = message;
  for (const secret of secrets) {
    if (secret.length >= 4) text = text.split(secret).join('[redacted]');
  }
  text = text
    .replace(/\b(sk|hf|gsk|pk|rk|xai|nvapi|tgp|api|key)[-_][\w*.-]{6,}/gi, '[redacted]')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS - 1)}…` : text;
}

export type UpstreamKind =
  'key' | 'model' | 'quota' | 'context' | 'bad_request' | 'rate_limited' | 'unavailable' | 'other';

const QUOTA =
  /insufficient[_ ]quota|exceeded your (current )?quota|included credits|out of credits|insufficient (credits|balance|funds)|requires more credits/i;
const CONTEXT =
  /context[ _-]?length|context window|context size|maximum context|too many tokens|prompt is too long|max_new_tokens`? must be <=|reduce the length/i;
const MODEL =
  /model_not_found|model_not_supported|\bmodel\b[^.]*\b(not found|not exist|does not exist|not supported|unknown|invalid|is not available|try pulling)|(unknown|invalid|unsupported) model|no such model/i;

/** What kind of refusal a status and a provider message describe. */
export function classifyUpstream(status: number | undefined, detail: UpstreamDetail): UpstreamKind {
  const words = `${detail.code ?? ''} ${detail.message ?? ''}`;
  if (status === 401 || status === 403) return 'key';
  if (status === 402) return 'quota';
  // A 429 is a wait, except OpenAI's insufficient_quota (and its kin), which is a bill to pay.
  if (status === 429) return QUOTA.test(words) ? 'quota' : 'rate_limited';
  if (status === 404) return 'model';
  if (CONTEXT.test(words)) return 'context';
  if (status === 413) return 'context';
  if (status === 400 || status === 422) return MODEL.test(words) ? 'model' : 'bad_request';
  if (status !== undefined && status >= 500) return 'unavailable';
  if (status !== undefined) return 'other';
  // No status: an error sent inside a 200 stream.
  if (MODEL.test(words)) return 'model';
  if (QUOTA.test(words)) return 'quota';
  if (/validation|invalid_request/i.test(detail.code ?? '')) return 'bad_request';
  return 'other';
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
