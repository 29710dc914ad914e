import { useEffect, useMemo, useRef, useState } from 'react';
import { highlightPython, type GeneratedSnippet } from '../../../catalogue';

const LANGUAGE_NAMES: Record<GeneratedSnippet['language'], string> = {
  python: 'Python',
  shell: 'Shell',
  javascript: 'JavaScript',
  other: 'Code',
  note: 'Note',
};

const COPIED = 'Copied';
const NO_CLIPBOARD =
  'Copying is not available in this browser: select the code and copy it by hand.';
const COPY_FAILED = 'Could not copy: select the code and copy it by hand.';

function useCopy(text: string) {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    setStatus('');
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      setStatus(NO_CLIPBOARD);
      return;
    }
    try {
      await clipboard.writeText(text);
      setStatus(COPIED);
      // Clear it so copying again is announced again.
      timer.current = setTimeout(() => setStatus(''), 4000);
    } catch {
      setStatus(COPY_FAILED);
    }
  };
  return { status, copy };
}

/** A generated snippet: highlighted code, a Copy button, and the quality gate's warning. */
export function CodeBlock({
  snippet,
  index,
  total,
}: {
  snippet: GeneratedSnippet;
  index: number;
  total: number;
}) {
  const { code, language, issues } = snippet;
  const spans = useMemo(
    () => (language === 'python' ? highlightPython(code) : [{ text: code, className: '' }]),
    [code, language],
  );
  const { status, copy } = useCopy(code);
  const name = total > 1 ? `Snippet ${index + 1} of ${total}` : 'Snippet';

  if (language === 'note') {
    return (
      <div className="code-note">
        <p>
          <strong>No code for this model:</strong> the generator says <q>{code.trim()}</q>
        </p>
      </div>
    );
  }

  return (
    <figure className="code-block">
      <figcaption className="code-block__bar">
        <span>
          {name} · {LANGUAGE_NAMES[language]}
        </span>
        <span className="code-block__actions">
          <span className="code-block__status" role="status" aria-live="polite">
            {status}
          </span>
          <button
            type="button"
            className="code-block__copy"
            aria-label={`Copy ${name.toLowerCase()}`}
            onClick={() => void copy()}
          >
            Copy
          </button>
        </span>
      </figcaption>
      {issues.length > 0 && (
        <div className="code-warning" role="alert">
          <p>
            <strong>This code will not run as written.</strong> The generator produced invalid
            Python; fix the line{issues.length > 1 ? 's' : ''} below before you use it.
          </p>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.kind}-${issue.line}-${issue.column}`}>
                {issue.message} <code>{issue.source.trim()}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <pre className="code-block__pre" tabIndex={0} role="region" aria-label={`${name} code`}>
        <code>
          {spans.map((span, spanIndex) =>
            span.className ? (
              <span key={spanIndex} className={span.className}>
                {span.text}
              </span>
            ) : (
              span.text
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
