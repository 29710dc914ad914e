import { describe, expect, it } from 'vitest';
import {
  checkPythonSnippet,
  chooseStarterCode,
  generateTaskCode,
  getTask,
  isWorkingPython,
  listTasks,
  type CatalogueTask,
  type LibraryKey,
  type StarterCode,
} from './index';

function task(id: string): CatalogueTask {
  const found = getTask(id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
}

/** A real task whose library list is replaced, to exercise the fallback on real generators. */
function withLibraries(id: string, libraries: LibraryKey[]): CatalogueTask {
  return { ...task(id), libraries };
}

function code(starter: StarterCode) {
  if (starter.kind !== 'code') throw new Error(`expected code, got ${starter.kind}`);
  return starter;
}

const ALL_TASKS = listTasks({ includePlaceholders: true });
const WITH_WIDGET_MODEL = ALL_TASKS.filter((t) => t.widgetModels.length > 0);

describe('chooseStarterCode over the real task data', () => {
  it('covers every task page: the counts of tasks with and without a widget model', () => {
    expect(ALL_TASKS).toHaveLength(47);
    expect(WITH_WIDGET_MODEL).toHaveLength(31);
  });

  it.each(WITH_WIDGET_MODEL.map((t) => [t.id, t] as const))(
    '%s: code for the first widget model that passes the python check',
    (_id, t) => {
      const starter = code(chooseStarterCode(t));
      expect(starter.modelId).toBe(t.widgetModels[0]);
      expect(t.libraries).toContain(starter.library.key);
      const python = starter.snippets.filter((snippet) => snippet.language === 'python');
      expect(python.length).toBeGreaterThan(0);
      // The gate again, run here on the code itself rather than trusting the stored verdict.
      for (const snippet of python) {
        expect(checkPythonSnippet(snippet.code, { modelId: starter.modelId })).toEqual([]);
        expect(snippet.code).toContain(`"${starter.modelId}"`);
      }
    },
  );

  it('prefers Transformers wherever the task lists it, even when it is not listed first', () => {
    const listing = WITH_WIDGET_MODEL.filter((t) => t.libraries.includes('transformers'));
    expect(listing.length).toBeGreaterThan(20);
    for (const t of listing) {
      const starter = code(chooseStarterCode(t));
      expect([t.id, starter.library.key, starter.reason]).toEqual([
        t.id,
        'transformers',
        'transformers',
      ]);
    }
    // Speechbrain and adapter-transformers come before Transformers in these tasks' lists.
    expect(task('audio-classification').libraries[0]).toBe('speechbrain');
    expect(task('text-classification').libraries[0]).toBe('adapter-transformers');
    const asr = code(chooseStarterCode(task('automatic-speech-recognition')));
    expect(asr.snippets[0]?.code).toContain(
      'pipe = pipeline("automatic-speech-recognition", model="openai/whisper-large-v3")',
    );
  });

  it("falls back to the task's first library that generates working Python", () => {
    const fallbacks = Object.fromEntries(
      WITH_WIDGET_MODEL.filter((t) => !t.libraries.includes('transformers')).map((t) => {
        const starter = code(chooseStarterCode(t));
        expect(starter.reason).toBe('first-library');
        return [t.id, starter.library.key];
      }),
    );
    expect(fallbacks).toEqual({
      'audio-to-audio': 'asteroid',
      'image-text-to-image': 'diffusers',
      'image-text-to-video': 'diffusers',
      'sentence-similarity': 'sentence-transformers',
      'tabular-classification': 'sklearn',
      'tabular-regression': 'sklearn',
      'text-to-image': 'diffusers',
      'text-to-video': 'diffusers',
    });
  });

  it('skips a library that gives only a note, or Python the gate rejects', () => {
    // speechbrain without an interface in the config gives a note, not code.
    const noteFirst = code(
      chooseStarterCode(withLibraries('audio-to-audio', ['speechbrain', 'fairseq'])),
    );
    expect(noteFirst.library.key).toBe('fairseq');
    // spaCy's generator writes a snippet that does not parse.
    const spacy = generateTaskCode('text-classification', {
      modelId: 'distilbert/distilbert-base-uncased-finetuned-sst-2-english',
      library: 'spacy',
    });
    expect(spacy.kind === 'snippets' && isWorkingPython(spacy.snippets)).toBe(false);
    const badFirst = code(
      chooseStarterCode(withLibraries('text-classification', ['spacy', 'setfit'])),
    );
    expect(badFirst.library.key).toBe('setfit');
    // transformers.js writes JavaScript only: not Python code to load the model.
    const jsFirst = code(
      chooseStarterCode(withLibraries('fill-mask', ['transformers.js', 'adapter-transformers'])),
    );
    expect(jsFirst.library.key).toBe('adapter-transformers');
    // Libraries without a generator are not candidates at all.
    const withoutGenerator = code(
      chooseStarterCode(withLibraries('fill-mask', ['acestep', 'transformers'])),
    );
    expect(withoutGenerator.library.key).toBe('transformers');
  });

  it('says when no library of the task generates working Python for the widget model', () => {
    expect(chooseStarterCode(withLibraries('audio-to-audio', ['speechbrain']))).toMatchObject({
      kind: 'no-library',
      modelId: 'speechbrain/sepformer-wham',
      library: { key: 'speechbrain' },
    });
    expect(chooseStarterCode(withLibraries('audio-to-audio', []))).toEqual({
      kind: 'no-library',
      modelId: 'speechbrain/sepformer-wham',
      library: undefined,
    });
  });

  it('says when the task has no widget model, and still names the library to offer', () => {
    const without = ALL_TASKS.filter((t) => t.widgetModels.length === 0);
    expect(without.map((t) => t.id)).toContain('depth-estimation');
    for (const t of without) {
      const starter = chooseStarterCode(t);
      expect(starter.kind).toBe('no-widget-model');
      expect(starter.library?.key).toBe(
        t.libraries.includes('transformers') ? 'transformers' : t.libraries[0],
      );
    }
    // Upstream lists [""] for depth estimation: that is no model, not a model called "".
    expect(chooseStarterCode(task('depth-estimation'))).toMatchObject({
      kind: 'no-widget-model',
      library: { key: 'transformers' },
    });
  });
});

describe('generateTaskCode', () => {
  it('is the code chooseStarterCode shows: one path for both', () => {
    for (const t of WITH_WIDGET_MODEL) {
      const starter = code(chooseStarterCode(t));
      expect(
        generateTaskCode(t.id, { modelId: starter.modelId, library: starter.library.key }),
      ).toEqual({
        kind: 'snippets',
        modelId: starter.modelId,
        library: starter.library.key,
        snippets: starter.snippets,
      });
    }
  });

  it('trims the model id, passes tags, and reports bad input by field without throwing', () => {
    const trimmed = generateTaskCode('image-classification', {
      modelId: '  timm/resnet50.a1_in1k ',
      library: 'timm',
    });
    expect(trimmed).toMatchObject({ kind: 'snippets', modelId: 'timm/resnet50.a1_in1k' });

    const skops = generateTaskCode('tabular-classification', {
      modelId: 'org/model',
      library: 'sklearn',
      tags: ['skops'],
    });
    expect(skops.kind === 'snippets' && skops.snippets.map((s) => s.language)).toEqual(['note']);

    const invalid = generateTaskCode('text-classification', {
      modelId: 'org/model"); import os #',
      library: 'transformers',
      tags: ['bad tag'],
    });
    expect(invalid.kind === 'invalid' && invalid.issues.map((issue) => issue.path)).toEqual([
      'id',
      'tags.0',
    ]);

    expect(
      generateTaskCode('text-classification', { modelId: 'org/model', library: 'nope' }),
    ).toEqual({
      kind: 'failed',
      message: 'The code generator failed: The library "nope" has no code generator.',
    });
  });
});
