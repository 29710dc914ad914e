// The model-task catalogue: a typed API over @huggingface/tasks (pinned), plus a quality gate
// that parses the generated Python before anyone is handed it. Every public export is named here.

export {
  getLibrary,
  getTask,
  isLibraryKey,
  isModality,
  isTaskId,
  librariesForTask,
  librariesWithSnippets,
  listModalities,
  listTaskLibraries,
  listTasks,
  pipelineTasksForLibrary,
  tasksForLibrary,
} from './task-catalogue';
export type {
  CatalogueTask,
  ExampleRepo,
  LibraryInfo,
  LibraryKey,
  Modality,
  TaskDemo,
  TaskDemoEntry,
  TaskFilter,
  TaskId,
} from './task-catalogue';

export {
  ModelRecordError,
  modelIdProblem,
  modelRecordSchema,
  parseModelRecord,
  safeParseModelRecord,
} from './model-record';
export type {
  ModelRecord,
  ModelRecordInput,
  ModelRecordIssue,
  ModelRecordResult,
} from './model-record';

export { NO_SAMPLE_INPUT, getSampleInput, getTaskSampleInput } from './sample-input';
export type { SampleInput, SampleMessage } from './sample-input';

export {
  UnknownLibraryError,
  generateSnippets,
  hasSnippetGenerator,
  reviewSnippet,
} from './snippets';
export type { GeneratedSnippet } from './snippets';

export { chooseStarterCode, generateTaskCode, isWorkingPython } from './task-code';
export type { StarterCode, StarterReason, TaskCodeRequest, TaskCodeResult } from './task-code';

export { checkPythonSnippet, detectSnippetLanguage } from './python-check';
export type { SnippetIssue, SnippetLanguage } from './python-check';

export { highlightPython } from './python-highlight';
export type { HighlightSpan } from './python-highlight';

export { DEMO_ASSETS_BASE, demoAssetUrl, hubUrl, youtubeUrl } from './hub-links';
export type { HubRepoKind } from './hub-links';
