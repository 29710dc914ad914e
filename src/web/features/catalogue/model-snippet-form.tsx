import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  chooseStarterCode,
  generateTaskCode,
  getLibrary,
  hubUrl,
  librariesForTask,
  librariesWithSnippets,
  type CatalogueTask,
  type GeneratedSnippet,
  type ModelRecordIssue,
  type StarterReason,
} from '../../../catalogue';
import { splitTags } from './catalogue-route';
import { CodeBlock } from './code-block';

interface Choice {
  modelId: string;
  library: string;
  tags: string;
}

type Outcome =
  | {
      kind: 'snippets';
      snippets: GeneratedSnippet[];
      modelId: string;
      library: string;
      /** Set for the code shown before the visitor asked for any: why this library. */
      starter?: StarterReason;
    }
  | { kind: 'invalid'; idError: string | undefined; tagsError: string | undefined }
  | { kind: 'failed'; message: string }
  /** No code yet, and why. */
  | { kind: 'none'; message: ReactNode };

function firstIssue(issues: ModelRecordIssue[], field: string): string | undefined {
  return issues.find((issue) => issue.path === field || issue.path.startsWith(`${field}.`))
    ?.message;
}

/** Validates the visitor's choice and runs the generator; never throws. */
function generate(task: CatalogueTask, choice: Choice): Outcome {
  const result = generateTaskCode(task.id, {
    modelId: choice.modelId,
    library: choice.library,
    tags: splitTags(choice.tags),
  });
  if (result.kind !== 'invalid') return result;
  return {
    kind: 'invalid',
    idError: firstIssue(result.issues, 'id'),
    tagsError: firstIssue(result.issues, 'tags'),
  };
}

function ModelLink({ id }: { id: string }) {
  return <a href={hubUrl('model', id)}>{id}</a>;
}

/**
 * What the section shows before the visitor does anything: code for the task's first widget model
 * with the library a visitor would pick (chooseStarterCode), with the form filled in to match.
 */
function starterState(task: CatalogueTask, fallbackLibrary: string): [Choice, Outcome] {
  const starter = chooseStarterCode(task);
  const library = starter.library?.key ?? fallbackLibrary;
  if (starter.kind === 'code') {
    return [
      { modelId: starter.modelId, library, tags: '' },
      {
        kind: 'snippets',
        snippets: starter.snippets,
        modelId: starter.modelId,
        library,
        starter: starter.reason,
      },
    ];
  }
  if (starter.kind === 'no-library') {
    return [
      { modelId: starter.modelId, library, tags: '' },
      {
        kind: 'none',
        message: (
          <>
            None of this task's libraries generates working Python for its first widget model,{' '}
            <ModelLink id={starter.modelId} />. Choose a library above and then Generate code.
          </>
        ),
      },
    ];
  }
  // Without a widget model, the first sample model is offered, but no code is shown for it.
  const sample = task.models[0]?.id ?? '';
  return [
    { modelId: sample, library, tags: '' },
    {
      kind: 'none',
      message: sample
        ? 'This task lists no widget model, so no code is shown yet. Choose Generate code for the sample model filled in above, or enter another model id.'
        : 'This task lists no widget model, so no code is shown yet. Enter a model id above and choose Generate code.',
    },
  ];
}

function snippetCount(count: number): string {
  return count === 1 ? '1 snippet' : `${count} snippets`;
}

const STARTER_REASONS: Record<StarterReason, string> = {
  transformers: 'which supports this task',
  'first-library': "the first of this task's libraries that generates working Python",
};

/** The line above the code: which model, which library, and for the first code, why. */
function Summary({ outcome, label }: { outcome: Outcome; label: (key: string) => string }) {
  if (outcome.kind === 'none') return outcome.message;
  if (outcome.kind !== 'snippets') return null;
  const library = label(outcome.library);
  if (outcome.starter) {
    return (
      <>
        Ready to copy: code for the task's first widget model, <ModelLink id={outcome.modelId} />,
        with {library}, {STARTER_REASONS[outcome.starter]}. Choose another model or library above
        for other code.
      </>
    );
  }
  if (outcome.snippets.length === 0) {
    return (
      <>
        {library} has no code for <ModelLink id={outcome.modelId} />.
      </>
    );
  }
  return (
    <>
      {snippetCount(outcome.snippets.length)} for <ModelLink id={outcome.modelId} /> with {library}.
    </>
  );
}

/**
 * "Use a model": shows loading code for the task's first widget model at once, and lets the
 * visitor pick another model id, library and tags.
 */
export function ModelSnippetForm({ task }: { task: CatalogueTask }) {
  const id = useId();
  const forTask = librariesForTask(task.id).filter((library) => library.hasSnippets);
  const others = librariesWithSnippets().filter(
    (library) => !forTask.some((own) => own.key === library.key),
  );
  const [initial] = useState(() => starterState(task, forTask[0]?.key ?? others[0]?.key ?? ''));
  const [choice, setChoice] = useState<Choice>(initial[0]);
  const [outcome, setOutcome] = useState<Outcome>(initial[1]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(generate(task, choice));
  };
  const set = (patch: Partial<Choice>) => setChoice((current) => ({ ...current, ...patch }));

  const idError = outcome.kind === 'invalid' ? outcome.idError : undefined;
  const tagsError = outcome.kind === 'invalid' ? outcome.tagsError : undefined;
  const libraryLabel = (key: string) => getLibrary(key)?.label ?? key;

  return (
    <div className="use-model">
      <form className="use-model__form" onSubmit={onSubmit} noValidate>
        <div className="catalogue-field">
          <label htmlFor={`${id}-model`}>Model id</label>
          <input
            id={`${id}-model`}
            value={choice.modelId}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={idError ? true : undefined}
            aria-describedby={`${id}-model-hint${idError ? ` ${id}-model-error` : ''}`}
            onChange={(event) => set({ modelId: event.target.value })}
          />
          <p id={`${id}-model-hint`} className="catalogue-hint">
            As on the hub: owner/name.
          </p>
          {idError && (
            <p id={`${id}-model-error`} className="catalogue-error" role="alert">
              {idError}
            </p>
          )}
        </div>
        <div className="catalogue-field">
          <label htmlFor={`${id}-library`}>Library</label>
          <select
            id={`${id}-library`}
            value={choice.library}
            onChange={(event) => set({ library: event.target.value })}
          >
            {forTask.length > 0 && (
              <optgroup label={`Libraries for ${task.label}`}>
                {forTask.map((library) => (
                  <option key={library.key} value={library.key}>
                    {library.label}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label="Other libraries">
              {others.map((library) => (
                <option key={library.key} value={library.key}>
                  {library.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="catalogue-field">
          <label htmlFor={`${id}-tags`}>Tags (optional, comma-separated)</label>
          <input
            id={`${id}-tags`}
            value={choice.tags}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={tagsError ? true : undefined}
            aria-describedby={`${id}-tags-hint${tagsError ? ` ${id}-tags-error` : ''}`}
            onChange={(event) => set({ tags: event.target.value })}
          />
          <p id={`${id}-tags-hint`} className="catalogue-hint">
            Some generators change with tags, such as flux, lora, skops or conversational.
          </p>
          {tagsError && (
            <p id={`${id}-tags-error`} className="catalogue-error" role="alert">
              {tagsError}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          Generate code
        </button>
      </form>

      <div className="use-model__result">
        <p role="status" className={outcome.kind === 'none' ? undefined : 'catalogue-hint'}>
          <Summary outcome={outcome} label={libraryLabel} />
        </p>
        {outcome.kind === 'snippets' &&
          outcome.snippets.map((snippet, index) => (
            <CodeBlock
              key={`${outcome.modelId}-${outcome.library}-${index}`}
              snippet={snippet}
              index={index}
              total={outcome.snippets.length}
            />
          ))}
        {outcome.kind === 'failed' && (
          <p className="catalogue-error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </div>
  );
}
