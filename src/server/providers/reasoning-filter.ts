/**
 * Takes a reasoning model's private thinking out of its answer as the answer streams in.
 *
 * Reasoning models served without a reasoning parser (Ollama, vLLM, LM Studio, llama.cpp, Groq's
 * `reasoning_format: "raw"`, the Hugging Face router) write their thinking into the content between
 * `<think>` and `</think>` (or `<thinking>`, `<reasoning>`). Tags arrive split across chunks
 * (`"<th"`, `"ink>"`), and when the chat template itself opens the block (DeepSeek-R1, QwQ), the
 * answer starts with thinking and only the closing tag shows.
 *
 * What is held back: a possible tag at the end of the text so far (a few characters), and, at the
 * very start of an answer that opens with plain prose, the prose itself until it is clear whether a
 * `</think>` will follow. An answer that opens with a markdown heading (as our prompt asks) streams
 * straight away.
 */
const OPENING = ['<think>', '<thinking>', '<reasoning>'] as const;
const CLOSING = ['</think>', '</thinking>', '</reasoning>'] as const;
const TAGS: readonly string[] = [...OPENING, ...CLOSING];

/** A line that starts a markdown heading: the answer has begun. */
const HEADING_LINE = /(^|\n)#{1,3} \S/;

type Mode = 'start' | 'answer' | 'thinking';

export interface EndOptions {
  /** The model was cut off by its token limit, so an unclosed block was never going to close. */
  cutShort?: boolean;
}

export class ReasoningFilter {
  private mode: Mode = 'start';
  private buffer = '';
  private wroteText = false;
  private sawTags = false;

  /** Feeds the next piece of content; returns what may be shown now (possibly ''). */
  push(text: string): string {
    this.buffer += text;
    return this.drain(false);
  }

  /** The content is over: returns whatever was held back that belongs to the answer. */
  end({ cutShort = false }: EndOptions = {}): string {
    if (this.mode === 'start' && this.buffer.trim() !== '') {
      // Prose that never reached a closing tag is the answer, unless the model was cut off while
      // still in a block whose opening tag was in its template: then it is unfinished thinking,
      // and it is told apart from an answer by having no markdown heading at all.
      if (cutShort && !HEADING_LINE.test(this.buffer)) {
        this.sawTags = true;
        this.buffer = '';
        return '';
      }
      this.mode = 'answer';
    }
    return this.drain(true);
  }

  /** The model is thinking right now (inside a block, or possibly so at the start). */
  get thinking(): boolean {
    return (
      !this.wroteText &&
      (this.mode === 'thinking' || (this.mode === 'start' && this.buffer.trim() !== ''))
    );
  }

  /** Some thinking was seen and left out. */
  get sawReasoning(): boolean {
    return this.sawTags;
  }

  private drain(final: boolean): string {
    let out = '';
    for (;;) {
      const lower = this.buffer.toLowerCase();
      if (this.mode === 'start') {
        const body = lower.trimStart();
        if (body === '') break;
        const lead = lower.length - body.length;
        const opening = OPENING.find((tag) => body.startsWith(tag));
        if (opening) {
          this.enterBlock(lead + opening.length);
          continue;
        }
        if (!final && OPENING.some((tag) => tag.startsWith(body))) break;
        if (body.startsWith('#')) {
          this.mode = 'answer';
          continue;
        }
        const closing = firstTag(lower, CLOSING);
        if (closing) {
          // Only the closing tag: everything before it was thinking.
          this.sawTags = true;
          this.buffer = this.buffer.slice(closing.index + closing.tag.length);
          this.mode = 'answer';
          continue;
        }
        break;
      }
      if (this.mode === 'thinking') {
        const closing = firstTag(lower, CLOSING);
        if (closing) {
          this.buffer = this.buffer.slice(closing.index + closing.tag.length);
          this.mode = 'answer';
          continue;
        }
        // Keep only what may be the start of the closing tag.
        this.buffer = final ? '' : this.buffer.slice(partialTagStart(lower, CLOSING));
        break;
      }
      // The answer: pass it on, up to a tag or what may be the start of one.
      const found = nextTag(lower, final);
      if (!found) {
        out += this.buffer;
        this.buffer = '';
        break;
      }
      out += this.buffer.slice(0, found.index);
      if (found.tag === undefined) {
        this.buffer = this.buffer.slice(found.index);
        break;
      }
      if ((OPENING as readonly string[]).includes(found.tag)) {
        this.enterBlock(found.index + found.tag.length);
      } else {
        // A stray closing tag in the middle of the answer is dropped.
        this.sawTags = true;
        this.buffer = this.buffer.slice(found.index + found.tag.length);
      }
    }
    if (!this.wroteText) out = out.trimStart();
    if (out !== '') this.wroteText = true;
    return out;
  }

  private enterBlock(after: number) {
    this.sawTags = true;
    this.buffer = this.buffer.slice(after);
    this.mode = 'thinking';
  }
}

function firstTag(lower: string, tags: readonly string[]) {
  let best: { index: number; tag: string } | undefined;
  for (const tag of tags) {
    const index = lower.indexOf(tag);
    if (index !== -1 && (!best || index < best.index)) best = { index, tag };
  }
  return best;
}

/** Where a possible tag (one that the text so far ends in the middle of) starts, else the end. */
function partialTagStart(lower: string, tags: readonly string[]): number {
  for (let i = Math.max(0, lower.length - 12); i < lower.length; i++) {
    if (lower[i] !== '<') continue;
    const tail = lower.slice(i);
    if (tags.some((tag) => tag.length > tail.length && tag.startsWith(tail))) return i;
  }
  return lower.length;
}

/**
 * The first whole tag in the answer, or (unless the text is final) the start of a tag still
 * arriving, with `tag` undefined.
 */
function nextTag(lower: string, final: boolean) {
  for (let i = lower.indexOf('<'); i !== -1; i = lower.indexOf('<', i + 1)) {
    const tag = TAGS.find((t) => lower.startsWith(t, i));
    if (tag) return { index: i, tag };
    const tail = lower.slice(i);
    if (!final && TAGS.some((t) => t.length > tail.length && t.startsWith(tail))) {
      return { index: i, tag: undefined };
    }
  }
  return undefined;
}
