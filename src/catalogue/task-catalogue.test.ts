import { describe, expect, it } from 'vitest';
import {
  getLibrary,
  getTask,
  librariesForTask,
  librariesWithSnippets,
  listModalities,
  listTaskLibraries,
  listTasks,
  pipelineTasksForLibrary,
  tasksForLibrary,
} from './index';

// The tasks the catalogue covers (docs/rules.md) ("3D generation" is text-to-3d and image-to-3d).
const SPEC_TASKS = [
  ['audio-classification', 'Audio Classification', 'audio'],
  ['automatic-speech-recognition', 'Automatic Speech Recognition', 'audio'],
  ['image-classification', 'Image Classification', 'cv'],
  ['image-segmentation', 'Image Segmentation', 'cv'],
  ['object-detection', 'Object Detection', 'cv'],
  ['depth-estimation', 'Depth Estimation', 'cv'],
  ['text-generation', 'Text Generation', 'nlp'],
  ['translation', 'Translation', 'nlp'],
  ['summarization', 'Summarization', 'nlp'],
  ['question-answering', 'Question Answering', 'nlp'],
  ['zero-shot-classification', 'Zero-Shot Classification', 'nlp'],
  ['text-to-image', 'Text-to-Image', 'cv'],
  ['text-to-video', 'Text-to-Video', 'cv'],
  ['text-to-speech', 'Text-to-Speech', 'audio'],
  ['text-to-3d', 'Text-to-3D', 'cv'],
  ['image-to-3d', 'Image-to-3D', 'cv'],
] as const;

describe('task records', () => {
  it.each(SPEC_TASKS)('%s has every field of a task record', (id, label, modality) => {
    const task = getTask(id);
    expect(task).toBeDefined();
    if (!task) return;
    expect(task).toMatchObject({ id, label, modality, isPlaceholder: false, hasData: true });
    expect(task.summary.length).toBeGreaterThan(40);
    expect(task.libraries.length).toBeGreaterThan(0);
    for (const list of [task.datasets, task.models, task.spaces, task.metrics]) {
      for (const entry of list) {
        expect(entry).toEqual({ description: expect.any(String), id: expect.any(String) });
        expect(entry.id).not.toBe('');
      }
    }
    expect(task.models.length).toBeGreaterThan(0);
    expect(Array.isArray(task.widgetModels)).toBe(true);
    expect(Array.isArray(task.demo.inputs) && Array.isArray(task.demo.outputs)).toBe(true);
  });

  it('carries optional youtube and canonical ids, never an empty video id', () => {
    expect(getTask('text-classification')?.youtubeId).toBe('leNG9fN9FQU');
    expect(getTask('depth-estimation')?.youtubeId).toBeUndefined();
    expect(getTask('summarization')?.canonicalId).toBe('text-generation');
    expect(getTask('text-to-speech')?.canonicalId).toBe('text-to-audio');
    expect(getTask('image-classification')?.canonicalId).toBeUndefined();
    for (const task of listTasks()) expect(task.youtubeId).not.toBe('');
  });

  it('drops empty widget model ids', () => {
    expect(getTask('depth-estimation')?.widgetModels).toEqual([]);
    expect(getTask('text-classification')?.widgetModels).toEqual([
      'distilbert/distilbert-base-uncased-finetuned-sst-2-english',
    ]);
    for (const task of listTasks()) expect(task.widgetModels).not.toContain('');
  });

  it('has demos with every entry type the spec names', () => {
    const types = new Set(
      listTasks().flatMap((task) =>
        [...task.demo.inputs, ...task.demo.outputs].map((entry) => entry.type),
      ),
    );
    expect([...types].sort()).toEqual([
      'audio',
      'chart',
      'img',
      'tabular',
      'text',
      'text-with-tokens',
    ]);
    const ner = getTask('token-classification');
    expect(ner?.demo.outputs[0]).toMatchObject({
      type: 'text-with-tokens',
      tokens: expect.arrayContaining([{ type: 'PERSON', start: 11, end: 15 }]),
    });
  });

  it('returns nothing for an unknown id or a pipeline type without data', () => {
    expect(getTask('not-a-task')).toBeUndefined();
    expect(getTask('graph-ml')).toBeUndefined();
    expect(getTask('__proto__')).toBeUndefined();
  });
});

describe('listTasks', () => {
  it('lists the 47 tasks with data by default, sorted by label', () => {
    const tasks = listTasks();
    expect(tasks).toHaveLength(47);
    const labels = tasks.map((task) => task.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(tasks.every((task) => task.hasData && !task.isPlaceholder)).toBe(true);
  });

  it('adds pipeline types without data only when asked', () => {
    const all = listTasks({ includeUndefined: true, includePlaceholders: true });
    expect(all.length).toBeGreaterThan(listTasks().length);
    const graph = all.find((task) => task.id === 'graph-ml');
    expect(graph).toMatchObject({ hasData: false, summary: '', label: 'Graph Machine Learning' });
  });

  it('filters by modality', () => {
    const audio = listTasks({ modality: 'audio' });
    expect(audio.map((task) => task.id)).toEqual(
      expect.arrayContaining(['audio-classification', 'automatic-speech-recognition']),
    );
    expect(audio.every((task) => task.modality === 'audio')).toBe(true);
    expect(audio.length).toBeLessThan(listTasks().length);
  });

  it('filters by library', () => {
    expect(listTasks({ library: 'timm' }).map((task) => task.id)).toEqual([
      'image-classification',
      'image-feature-extraction',
    ]);
  });

  it('searches label and summary, case-insensitively, every word', () => {
    expect(listTasks({ query: 'DEPTH' }).map((task) => task.id)).toContain('depth-estimation');
    const bySummary = listTasks({ query: 'sentiment' }).map((task) => task.id);
    expect(bySummary).toContain('text-classification');
    expect(
      listTasks({ query: 'speech text' }).every((task) =>
        /speech/i.test(task.label + task.summary),
      ),
    ).toBe(true);
    expect(listTasks({ query: 'zzzz-nothing' })).toEqual([]);
  });

  it('combines filters', () => {
    const result = listTasks({ modality: 'cv', library: 'diffusers', query: 'video' });
    expect(result.length).toBeGreaterThan(0);
    expect(
      result.every((task) => task.modality === 'cv' && task.libraries.includes('diffusers')),
    ).toBe(true);
  });
});

describe('task-to-library table', () => {
  const TEN = [
    'transformers',
    'transformers.js',
    'diffusers',
    'sentence-transformers',
    'timm',
    'keras',
    'spacy',
    'speechbrain',
    'espnet',
    'sklearn',
  ];

  it('includes the ten libraries named in the spec', () => {
    const keys = listTaskLibraries().map((library) => library.key);
    expect(keys).toEqual(expect.arrayContaining(TEN));
    for (const key of TEN) expect(tasksForLibrary(key).length).toBeGreaterThan(0);
  });

  it('maps tasks to their libraries, and libraries back to tasks', () => {
    const keys = (id: string) => librariesForTask(id).map((library) => library.key);
    expect(keys('image-classification')).toEqual([
      'keras',
      'timm',
      'transformers',
      'transformers.js',
    ]);
    expect(keys('sentence-similarity')).toEqual([
      'sentence-transformers',
      'spacy',
      'transformers.js',
    ]);
    expect(keys('automatic-speech-recognition')).toEqual(
      expect.arrayContaining(['espnet', 'speechbrain', 'transformers']),
    );
    expect(keys('tabular-classification')).toEqual(['sklearn']);
    expect(keys('text-to-image')).toEqual(['diffusers']);
    expect(keys('nope')).toEqual([]);
    expect(tasksForLibrary('sklearn')).toEqual(['tabular-classification', 'tabular-regression']);
    expect(tasksForLibrary('espnet')).toEqual(['text-to-speech', 'automatic-speech-recognition']);
  });

  it('describes libraries', () => {
    expect(getLibrary('sentence-transformers')).toMatchObject({
      label: 'sentence-transformers',
      repoUrl: expect.stringContaining('github.com'),
      hasSnippets: true,
    });
    expect(getLibrary('acestep')?.hasSnippets).toBe(false);
    expect(getLibrary('nope')).toBeUndefined();
    const withSnippets = librariesWithSnippets();
    expect(withSnippets).toHaveLength(125);
    expect(withSnippets.every((library) => library.hasSnippets)).toBe(true);
  });

  it('knows which tasks a library serves through a pipeline', () => {
    expect(pipelineTasksForLibrary('transformers')).toContain('text-classification');
    expect(pipelineTasksForLibrary('transformers')).not.toContain('graph-ml');
    expect(pipelineTasksForLibrary('nope')).toEqual([]);
  });

  it('lists the modalities with labels', () => {
    expect(listModalities()).toContainEqual({ id: 'cv', label: 'Computer Vision' });
    expect(listModalities()).toHaveLength(7);
  });
});
