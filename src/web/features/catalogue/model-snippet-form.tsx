import { useId, useState, type FormEvent } from 'react';
import {
  generateSnippets,
  getLibrary,
  librariesForTask,
  librariesWithSnippets,
  safeParseModelRecord,
  type CatalogueTask,
  type GeneratedSnippet,
  type ModelRecordIssue,
} from '../../../catalogue';
import { splitTags } from './catalogue-route';
import { CodeBlock } from './code-block';

interface Choice {
  modelId: string;
  library: string;
  tags: string;
}

type Outcome =
  | { kind: 'snippets'; snippets: GeneratedSnippet[]; modelId: string; library: string }
  | { kind: 'invalid'; idError: string | undefined; tagsError: string | undefined }
  | { kind: 'failed'; message: string };

function firstIssue(issues: ModelRecordIssue[], field: string): string | undefined {
  return issues.find((issue) => issue.path === field || issue.path.startsWith(`${field}.`))
    ?.message;
}

/** Validates the visitor's choice and runs the generator; never throws. */
function generate(task: CatalogueTask, choice: Choice): Outcome {
  const result = safeParseModelRecord({
    id: choice.modelId.trim(),
    tags: splitTags(choice.tags),
    pipeline_tag: task.id,
    // The hub derives the Auto class from the model's config, which we do not have; AutoModel
    // loads any transformers model, so the transformers code is runnable rather than a note.
    transformersInfo: { auto_model: 'AutoModel' },
  });
  if (!result.ok) {
    return {
      kind: 'invalid',
      idError: firstIssue(result.error.issues, 'id'),
      tagsError: firstIssue(result.error.issues, 'tags'),
    };
  }
  try {
    return {
      kind: 'snippets',
      snippets: generateSnippets(result.record, choice.library),
      modelId: result.record.id,
      library: choice.library,
    };
  } catch (error) {
    return {
      kind: 'failed',
      message: `The code generator failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function snippetCount(count: number): string {
  return count === 1 ? '1 snippet' : `${count} snippets`;
}

/** "Use a model": pick a model id, a library and tags, and get loading code for them. */
export function ModelSnippetForm({ task }: { task: CatalogueTask }) {
  const id = useId();
  const forTask = librariesForTask(task.id).filter((library) => library.hasSnippets);
  const others = librariesWithSnippets().filter(
    (library) => !forTask.some((own) => own.key === library.key),
  );
  const [choice, setChoice] = useState<Choice>(() => ({
    modelId: task.widgetModels[0] ?? task.models[0]?.id ?? '',
    library: forTask[0]?.key ?? others[0]?.key ?? '',
    tags: '',
  }));
  const [outcome, setOutcome] = useState<Outcome>(() => generate(task, choice));

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
        {outcome.kind === 'snippets' && (
          <>
            <p role="status" className="catalogue-hint">
              {outcome.snippets.length === 0
                ? `${libraryLabel(outcome.library)} has no code for ${outcome.modelId}.`
                : `${snippetCount(outcome.snippets.length)} for ${outcome.modelId} with ${libraryLabel(outcome.library)}.`}
            </p>
            {outcome.snippets.map((snippet, index) => (
              <CodeBlock
                key={`${outcome.modelId}-${outcome.library}-${index}`}
                snippet={snippet}
                index={index}
                total={outcome.snippets.length}
              />
            ))}
          </>
        )}
        {outcome.kind === 'failed' && (
          <p className="catalogue-error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </div>
  );
}
