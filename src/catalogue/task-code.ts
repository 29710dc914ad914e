import { safeParseModelRecord, type ModelRecordIssue } from './model-record';
import { generateSnippets, hasSnippetGenerator, type GeneratedSnippet } from './snippets';
import { getLibrary, type CatalogueTask, type LibraryInfo, type TaskId } from './task-catalogue';

/** What a visitor asks for on a task page: a model, a library and, optionally, tags. */
export interface TaskCodeRequest {
  /** A hub model id as typed (surrounding spaces are ignored). */
  modelId: string;
  /** A library key, e.g. "transformers". */
  library: string;
  /** The model's tags (some generators change with them). */
  tags?: string[] | undefined;
}

/** The outcome of {@link generateTaskCode}; it never throws. */
export type TaskCodeResult =
  | { kind: 'snippets'; modelId: string; library: string; snippets: GeneratedSnippet[] }
  | { kind: 'invalid'; issues: ModelRecordIssue[] }
  | { kind: 'failed'; message: string };

/**
 * Loading code for a model of a task: the one path by which the task page gets code, both for the
 * code it shows at once and for what the visitor asks for. The record is validated first.
 */
export function generateTaskCode(task: TaskId, request: TaskCodeRequest): TaskCodeResult {
  const result = safeParseModelRecord({
    id: request.modelId.trim(),
    tags: request.tags ?? [],
    pipeline_tag: task,
    // The hub derives the Auto class from the model's config, which we do not have; AutoModel
    // loads any transformers model, so the transformers code is runnable rather than a note.
    transformersInfo: { auto_model: 'AutoModel' },
  });
  if (!result.ok) return { kind: 'invalid', issues: result.error.issues };
  try {
    return {
      kind: 'snippets',
      modelId: result.record.id,
      library: request.library,
      snippets: generateSnippets(result.record, request.library),
    };
  } catch (error) {
    return {
      kind: 'failed',
      message: `The code generator failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * True when the snippets hold Python a visitor can copy and run: at least one Python snippet, and
 * nothing the quality gate objects to. Notes, shell lines and JavaScript alone do not count.
 */
export function isWorkingPython(snippets: readonly GeneratedSnippet[]): boolean {
  return (
    snippets.some((snippet) => snippet.language === 'python') &&
    snippets.every((snippet) => snippet.issues.length === 0)
  );
}

/** Why the starter library was picked. */
export type StarterReason =
  /** Transformers supports the task and generates working Python for the model. */
  | 'transformers'
  /** Transformers does not (or gives no working Python): the task's first library that does. */
  | 'first-library';

/** The code a task page shows before the visitor does anything, or why there is none. */
export type StarterCode =
  | {
      kind: 'code';
      /** The task's first widget model. */
      modelId: string;
      library: LibraryInfo;
      reason: StarterReason;
      snippets: GeneratedSnippet[];
    }
  | {
      /** The task lists no widget model; `library` is the one to offer first. */
      kind: 'no-widget-model';
      library: LibraryInfo | undefined;
    }
  | {
      /** None of the task's libraries generates working Python for the widget model. */
      kind: 'no-library';
      modelId: string;
      library: LibraryInfo | undefined;
    };

const TRANSFORMERS = 'transformers';

/** The task's libraries that have a generator, Transformers first when the task lists it. */
function candidateLibraries(task: CatalogueTask): LibraryInfo[] {
  const withGenerator = task.libraries.filter(hasSnippetGenerator);
  const ordered = withGenerator.includes(TRANSFORMERS)
    ? [TRANSFORMERS, ...withGenerator.filter((key) => key !== TRANSFORMERS)]
    : withGenerator;
  return ordered.flatMap((key) => getLibrary(key) ?? []);
}

/**
 * What "Use a model" shows at once: code for the task's first widget model with the library a
 * visitor would pick, which is Transformers when the task lists it and it gives working Python for
 * the model, otherwise the first of the task's libraries (in the task's own order) that does.
 */
export function chooseStarterCode(task: CatalogueTask): StarterCode {
  const candidates = candidateLibraries(task);
  const modelId = task.widgetModels[0];
  if (modelId === undefined) return { kind: 'no-widget-model', library: candidates[0] };
  for (const library of candidates) {
    const result = generateTaskCode(task.id, { modelId, library: library.key });
    if (result.kind === 'snippets' && isWorkingPython(result.snippets)) {
      return {
        kind: 'code',
        modelId: result.modelId,
        library,
        reason: library.key === TRANSFORMERS ? 'transformers' : 'first-library',
        snippets: result.snippets,
      };
    }
  }
  return { kind: 'no-library', modelId, library: candidates[0] };
}
