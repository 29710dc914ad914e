import { classHighlighter, highlightTree } from '@lezer/highlight';
import { parsePython } from './python-check';

/** A run of source text and the highlight classes (e.g. "tok-keyword") that apply to it. */
export interface HighlightSpan {
  /** The text, exactly as in the source. */
  text: string;
  /** Space-separated `tok-*` classes from @lezer/highlight's classHighlighter, or "" for plain text. */
  className: string;
}

/**
 * Splits Python source into spans with highlight classes. Joining every span's text gives the
 * source back unchanged, so the copy button and the screen show the same code.
 */
export function highlightPython(code: string): HighlightSpan[] {
  const spans: HighlightSpan[] = [];
  let at = 0;
  const push = (to: number, className: string) => {
    if (to > at) spans.push({ text: code.slice(at, to), className });
    at = Math.max(at, to);
  };
  highlightTree(parsePython(code), classHighlighter, (from, to, classes) => {
    push(from, '');
    push(to, classes);
  });
  push(code.length, '');
  return spans;
}
