import {
  LIBRARY_TASK_MAPPING,
  MODALITIES,
  MODALITY_LABELS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  PIPELINE_TYPES,
  TASKS_DATA,
  TASKS_MODEL_LIBRARIES,
  type ExampleRepo,
  type LibraryUiElement,
  type Modality,
  type ModelLibraryKey,
  type PipelineType,
  type TaskDemo,
} from '@huggingface/tasks';

/** A task id as the hub spells it, e.g. `text-classification` (a pipeline tag). */
export type TaskId = PipelineType;
/** A model library key as the hub spells it, e.g. `transformers`, `sentence-transformers`. */
export type LibraryKey = ModelLibraryKey;
export type { Modality, ExampleRepo, TaskDemo };
export type { TaskDemoEntry } from '@huggingface/tasks';

/** One ML task of the catalogue, with the upstream record flattened and normalised. */
export interface CatalogueTask {
  /** Pipeline tag, e.g. `image-classification`; also the task's URL segment. */
  id: TaskId;
  /** Display name, e.g. "Image Classification". */
  label: string;
  /** Coarse domain of the task (nlp, cv, audio, multimodal, tabular, rl, other). */
  modality: Modality;
  /** Display name of the modality, e.g. "Computer Vision". */
  modalityLabel: string;
  /** A short paragraph describing the task; empty for placeholders and tasks without data. */
  summary: string;
  /** Libraries that support the task, from the task-to-library table. */
  libraries: LibraryKey[];
  /** Sample datasets (hub ids under /datasets). */
  datasets: ExampleRepo[];
  /** Sample models (hub model ids). */
  models: ExampleRepo[];
  /** Sample demo applications (hub ids under /spaces). */
  spaces: ExampleRepo[];
  /** Evaluation metrics; descriptions may be empty. */
  metrics: ExampleRepo[];
  /** Model ids that the hub uses in the task's inference widget (never empty strings). */
  widgetModels: string[];
  /** The demo inputs and outputs; image and audio entries hold bare file names. */
  demo: TaskDemo;
  /** YouTube video id of the task's explainer video, when there is one (never empty). */
  youtubeId: string | undefined;
  /** For a sub-task, the most general task it belongs to (e.g. text2text-generation). */
  canonicalId: TaskId | undefined;
  /** True when upstream only has a placeholder page for this task. */
  isPlaceholder: boolean;
  /** False for pipeline types that upstream leaves without any task data. */
  hasData: boolean;
}

/** A model library, with what the catalogue knows about it. */
export interface LibraryInfo {
  /** Key as used on the hub (`library_name`). */
  key: LibraryKey;
  /** Display name, e.g. "Sentence Transformers". */
  label: string;
  /** The library's code repository. */
  repoUrl: string;
  /** The library's documentation, when upstream names one. */
  docsUrl: string | undefined;
  /** True when upstream can generate loading code for this library. */
  hasSnippets: boolean;
}

/** Filters for {@link listTasks}; every filter is optional and they combine with AND. */
export interface TaskFilter {
  /** Only tasks of this modality. */
  modality?: Modality | undefined;
  /** Only tasks that this library supports (task-to-library table). */
  library?: LibraryKey | undefined;
  /** Free text; every word must appear in the label or summary (case-insensitive). */
  query?: string | undefined;
  /** Include tasks that upstream marks as placeholders (default false). */
  includePlaceholders?: boolean | undefined;
  /** Include pipeline types that upstream leaves without task data (default false). */
  includeUndefined?: boolean | undefined;
}

const LIBRARIES = MODEL_LIBRARIES_UI_ELEMENTS as Record<LibraryKey, LibraryUiElement>;
const TASK_IDS: ReadonlySet<string> = new Set<string>(PIPELINE_TYPES);
const LIBRARY_KEYS: ReadonlySet<string> = new Set<string>(Object.keys(LIBRARIES));
const MODALITY_SET: ReadonlySet<string> = new Set<string>(MODALITIES);

/** Narrows a string (a URL segment, a form value) to a known task id. */
export function isTaskId(value: string): value is TaskId {
  return TASK_IDS.has(value);
}

/** Narrows a string to a known model library key. */
export function isLibraryKey(value: string): value is LibraryKey {
  return LIBRARY_KEYS.has(value);
}

/** Narrows a string to a known modality. */
export function isModality(value: string): value is Modality {
  return MODALITY_SET.has(value);
}

function toTask(id: TaskId): CatalogueTask {
  const data = TASKS_DATA[id];
  const pipeline = PIPELINE_DATA[id];
  return {
    id,
    label: data?.label ?? pipeline.name,
    modality: pipeline.modality,
    modalityLabel: MODALITY_LABELS[pipeline.modality],
    summary: data?.summary ?? '',
    libraries: [...TASKS_MODEL_LIBRARIES[id]],
    datasets: data?.datasets ?? [],
    models: data?.models ?? [],
    spaces: data?.spaces ?? [],
    metrics: data?.metrics ?? [],
    // Upstream lists [""] for depth estimation: an empty id is no model.
    widgetModels: (data?.widgetModels ?? []).filter((id) => id.trim() !== ''),
    demo: data?.demo ?? { inputs: [], outputs: [] },
    // Upstream writes "" for "no video" in most tasks and undefined in others.
    youtubeId: data?.youtubeId ? data.youtubeId : undefined,
    canonicalId: data?.canonicalId,
    isPlaceholder: data?.isPlaceholder === true,
    hasData: data !== undefined,
  };
}

const ALL_TASKS: readonly CatalogueTask[] = PIPELINE_TYPES.map(toTask).sort((a, b) =>
  a.label.localeCompare(b.label, 'en'),
);

function matchesQuery(task: CatalogueTask, words: string[]): boolean {
  const haystack = `${task.label} ${task.summary}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The catalogue's tasks, sorted by label. By default only tasks with real data are listed:
 * placeholders and pipeline types without data are left out unless asked for.
 */
export function listTasks(filter: TaskFilter = {}): CatalogueTask[] {
  const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return ALL_TASKS.filter(
    (task) =>
      (filter.includeUndefined || task.hasData) &&
      (filter.includePlaceholders || !task.isPlaceholder) &&
      (!filter.modality || task.modality === filter.modality) &&
      (!filter.library || task.libraries.includes(filter.library)) &&
      matchesQuery(task, words),
  );
}

/** One task with data (placeholders included), or undefined for an unknown id or a task without data. */
export function getTask(id: string): CatalogueTask | undefined {
  if (!isTaskId(id)) return undefined;
  return ALL_TASKS.find((task) => task.id === id && task.hasData);
}

/** The modalities, with display names, in upstream order. */
export function listModalities(): { id: Modality; label: string }[] {
  return MODALITIES.map((id) => ({ id, label: MODALITY_LABELS[id] }));
}

/** What the catalogue knows about one library, or undefined for an unknown key. */
export function getLibrary(key: string): LibraryInfo | undefined {
  if (!isLibraryKey(key)) return undefined;
  const library = LIBRARIES[key];
  return {
    key,
    label: library.prettyLabel,
    repoUrl: library.repoUrl,
    docsUrl: library.docsUrl,
    hasSnippets: typeof library.snippets === 'function',
  };
}

function libraryInfo(key: LibraryKey): LibraryInfo {
  const info = getLibrary(key);
  if (!info) throw new Error(`Unknown library "${key}"`);
  return info;
}

/** The libraries that support a task, from the task-to-library table (empty for an unknown id). */
export function librariesForTask(id: string): LibraryInfo[] {
  if (!isTaskId(id)) return [];
  return TASKS_MODEL_LIBRARIES[id].map(libraryInfo);
}

/** The tasks a library supports, from the same task-to-library table read the other way. */
export function tasksForLibrary(key: string): TaskId[] {
  return PIPELINE_TYPES.filter((id) => (TASKS_MODEL_LIBRARIES[id] as string[]).includes(key));
}

/**
 * The tasks a library serves through a ready-made pipeline (upstream's library-to-task mapping).
 * For transformers, the "high-level helper" pipeline snippet is generated only for these tasks.
 */
export function pipelineTasksForLibrary(key: string): TaskId[] {
  if (!isLibraryKey(key)) return [];
  return [...(LIBRARY_TASK_MAPPING[key] ?? [])];
}

/** Every library that appears in the task-to-library table, sorted by label. */
export function listTaskLibraries(): LibraryInfo[] {
  const keys = new Set<LibraryKey>(PIPELINE_TYPES.flatMap((id) => TASKS_MODEL_LIBRARIES[id]));
  return [...keys].map(libraryInfo).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** Every library for which upstream can generate loading code, sorted by label. */
export function librariesWithSnippets(): LibraryInfo[] {
  return (Object.keys(LIBRARIES) as LibraryKey[])
    .map(libraryInfo)
    .filter((library) => library.hasSnippets)
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
