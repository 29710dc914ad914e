import { isLibraryKey, isModality, type LibraryKey, type Modality } from '../../../catalogue';
import { PAGE_PATHS } from '../../../shared/routes';

/** The list view's search and filters, as kept in the URL query. */
export interface ListFilters {
  /** Free text, exactly as typed (not trimmed, so spaces survive while typing). */
  q: string;
  /** A modality id, or "" for all. */
  modality: Modality | '';
  /** A library key, or "" for all. */
  library: LibraryKey | '';
}

/** Which view a catalogue URL shows. */
export type CatalogueRoute =
  { view: 'list'; filters: ListFilters } | { view: 'task'; taskId: string };

export const CATALOGUE_PATH = PAGE_PATHS.catalogue;

/** Reads `/tasks?q=&modality=&library=` or `/tasks/{task-id}`; unknown filter values are ignored. */
export function parseCatalogueRoute(pathname: string, search: string): CatalogueRoute {
  const rest = pathname.slice(CATALOGUE_PATH.length).replace(/^\/+|\/+$/g, '');
  if (rest !== '') {
    let taskId = rest;
    try {
      taskId = decodeURIComponent(rest);
    } catch {
      // A malformed escape is simply an unknown task.
    }
    return { view: 'task', taskId };
  }
  const params = new URLSearchParams(search);
  const modality = params.get('modality') ?? '';
  const library = params.get('library') ?? '';
  return {
    view: 'list',
    filters: {
      q: params.get('q') ?? '',
      modality: isModality(modality) ? modality : '',
      library: isLibraryKey(library) ? library : '',
    },
  };
}

/** The list's URL for these filters; empty filters are left out. */
export function listHref(filters: Partial<ListFilters> = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.modality) params.set('modality', filters.modality);
  if (filters.library) params.set('library', filters.library);
  const query = params.toString();
  return query ? `${CATALOGUE_PATH}?${query}` : CATALOGUE_PATH;
}

/** A task's own URL. */
export function taskHref(taskId: string): string {
  return `${CATALOGUE_PATH}/${encodeURIComponent(taskId)}`;
}

/** "1 task", "47 tasks". */
export function taskCount(count: number): string {
  return `${count} ${count === 1 ? 'task' : 'tasks'}`;
}

/** The first sentence of a summary, for one-line list entries. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** Splits a comma-separated tag field into tags. */
export function splitTags(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A piece of demo text: plain, or a token with its entity type. */
export interface TextSegment {
  text: string;
  /** The token's type (e.g. PERSON); undefined for plain text. */
  type: string | undefined;
}

/** Cuts demo text into plain runs and tokens; overlapping or out-of-range tokens are skipped. */
export function tokenSegments(
  text: string,
  tokens: readonly { start: number; end: number; type: string }[],
): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const token of [...tokens].sort((a, b) => a.start - b.start)) {
    if (token.start < at || token.end <= token.start || token.end > text.length) continue;
    if (token.start > at) segments.push({ text: text.slice(at, token.start), type: undefined });
    segments.push({ text: text.slice(token.start, token.end), type: token.type });
    at = token.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), type: undefined });
  return segments;
}
