import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement } from '@huggingface/tasks';
import { parseModelRecord, toModelData, type ModelRecord } from './model-record';
import {
  checkPythonSnippet,
  detectSnippetLanguage,
  type SnippetIssue,
  type SnippetLanguage,
} from './python-check';
import { isLibraryKey, type LibraryKey } from './task-catalogue';

/** One piece of generated loading code, with the quality gate's verdict. */
export interface GeneratedSnippet {
  /** The code (or note) exactly as upstream generated it. */
  code: string;
  /** What the snippet is; only `python` snippets are checked. */
  language: SnippetLanguage;
  /** Problems that stop a Python snippet from running as written; empty when it parses. */
  issues: SnippetIssue[];
}

/** Thrown when asked for snippets of a library that has no generator. */
export class UnknownLibraryError extends Error {
  override readonly name = 'UnknownLibraryError';
  constructor(readonly library: string) {
    super(`The library "${library}" has no code generator.`);
  }
}

const LIBRARIES = MODEL_LIBRARIES_UI_ELEMENTS as Record<LibraryKey, LibraryUiElement>;

/** True when upstream can generate loading code for this library. */
export function hasSnippetGenerator(library: string): library is LibraryKey {
  return isLibraryKey(library) && typeof LIBRARIES[library].snippets === 'function';
}

/** Runs the quality gate over one generated snippet. */
export function reviewSnippet(code: string, modelId: string): GeneratedSnippet {
  const language = detectSnippetLanguage(code);
  return {
    code,
    language,
    issues: language === 'python' ? checkPythonSnippet(code, { modelId }) : [],
  };
}

/** The raw strings upstream generates for an already validated record. */
function rawSnippets(record: ModelRecord, library: LibraryKey): string[] {
  const generate = LIBRARIES[library].snippets;
  if (!generate) throw new UnknownLibraryError(library);
  return generate(toModelData(record));
}

/**
 * Loading code for a model and a library (upstream's `MODEL_LIBRARIES_UI_ELEMENTS[key].snippets`),
 * each snippet checked by the quality gate. The record is validated first and a
 * `ModelRecordError` says what is wrong with it; an unknown library throws `UnknownLibraryError`.
 */
export function generateSnippets(record: unknown, library: string): GeneratedSnippet[] {
  const valid = parseModelRecord(record);
  if (!hasSnippetGenerator(library)) throw new UnknownLibraryError(library);
  return rawSnippets(valid, library).map((code) => reviewSnippet(code, valid.id));
}
