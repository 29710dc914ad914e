import type { TaskId } from './task-catalogue';

const HUB = 'https://huggingface.co';

/** Where the demo images and audio of the task pages are hosted (a dataset on the hub). */
export const DEMO_ASSETS_BASE = `${HUB}/datasets/huggingfacejs/tasks/resolve/main`;

/** The kinds of hub repository the catalogue links to. */
export type HubRepoKind = 'model' | 'dataset' | 'space';

function encodeId(id: string): string {
  return id.split('/').map(encodeURIComponent).join('/');
}

/** The hub page of a model, dataset or space, e.g. `https://huggingface.co/datasets/{id}`. */
export function hubUrl(kind: HubRepoKind, id: string): string {
  const prefix = kind === 'model' ? '' : kind === 'dataset' ? '/datasets' : '/spaces';
  return `${HUB}${prefix}/${encodeId(id)}`;
}

/** A demo entry's image or audio file: entries name bare files, stored per task in one dataset. */
export function demoAssetUrl(task: TaskId, filename: string): string {
  return `${DEMO_ASSETS_BASE}/${task}/${encodeURIComponent(filename)}`;
}

/** The task's explainer video on YouTube (linked, never embedded). */
export function youtubeUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
