import { PIPELINE_TYPES } from '@huggingface/tasks';
import { describe, expect, it } from 'vitest';
import {
  ModelRecordError,
  UnknownLibraryError,
  generateSnippets,
  hasSnippetGenerator,
  pipelineTasksForLibrary,
  tasksForLibrary,
} from './index';

const code = (record: unknown, library: string) =>
  generateSnippets(record, library).map((snippet) => snippet.code);
const joined = (record: unknown, library: string) => code(record, library).join('\n');

describe('generateSnippets', () => {
  it('generates checked loading code for a model and a library', () => {
    const [snippet, ...rest] = generateSnippets({ id: 'timm/resnet50.a1_in1k', tags: [] }, 'timm');
    expect(rest).toEqual([]);
    expect(snippet).toEqual({
      code: expect.stringContaining(
        'timm.create_model("hf_hub:timm/resnet50.a1_in1k", pretrained=True)',
      ),
      language: 'python',
      issues: [],
    });
  });

  it('validates the record first, with a message that says what is wrong', () => {
    expect(() => generateSnippets({ id: 'org/model"); import os; ("' }, 'timm')).toThrow(
      /Invalid model record: id: A model id looks like "owner\/name"/,
    );
    expect(() => generateSnippets({ tags: [] }, 'timm')).toThrow(/id: This field is required/);
    expect(() => generateSnippets({ id: 'a/b', pipeline_tag: 'bogus' }, 'timm')).toThrow(
      ModelRecordError,
    );
  });

  it('refuses a library without a generator', () => {
    expect(() => generateSnippets({ id: 'a/b' }, 'acestep')).toThrow(UnknownLibraryError);
    expect(() => generateSnippets({ id: 'a/b' }, 'nope')).toThrow(
      'The library "nope" has no code generator.',
    );
    expect(hasSnippetGenerator('diffusers')).toBe(true);
    expect(hasSnippetGenerator('acestep')).toBe(false);
  });
});

describe('fallback notes', () => {
  it('transformers.js without a pipeline tag: "Unknown pipeline tag"', () => {
    const [note] = generateSnippets({ id: 'Xenova/model' }, 'transformers.js');
    expect(note?.code).toContain('Unknown pipeline tag');
    expect(note?.language).toBe('note');
    const [js] = generateSnippets(
      { id: 'Xenova/model', pipeline_tag: 'fill-mask' },
      'transformers.js',
    );
    expect(js?.code).toContain("pipeline('fill-mask', 'Xenova/model')");
    expect(js?.language).toBe('javascript');
  });

  it('espnet of an unknown model type', () => {
    expect(code({ id: 'espnet/model', tags: ['espnet'] }, 'espnet')).toEqual([
      'unknown model type (must be text-to-speech or automatic-speech-recognition)',
    ]);
    expect(generateSnippets({ id: 'espnet/model', tags: ['espnet'] }, 'espnet')[0]?.language).toBe(
      'note',
    );
    expect(joined({ id: 'espnet/tts', tags: ['text-to-speech'] }, 'espnet')).toContain(
      'Text2Speech.from_pretrained("espnet/tts")',
    );
    expect(
      joined({ id: 'espnet/asr', tags: ['automatic-speech-recognition'] }, 'espnet'),
    ).toContain('Speech2Text.from_pretrained(');
  });

  it('skops without a model file name in the configuration', () => {
    expect(code({ id: 'org/skops', tags: ['skops'] }, 'sklearn')).toEqual([
      '# ⚠️ Model filename not specified in config.json',
    ]);
    const pickle = {
      id: 'org/skops',
      tags: ['skops'],
      config: { sklearn: { model: { file: 'model.pkl' }, model_format: 'pickle' } },
    };
    expect(joined(pickle, 'sklearn')).toContain('joblib.load(\n\t"model.pkl"\n)');
    const skops = { ...pickle, config: { sklearn: { model: { file: 'model.skops' } } } };
    expect(joined(skops, 'sklearn')).toContain('model = load("path_to_folder/model.skops")');
    expect(joined({ id: 'org/plain', tags: [] }, 'sklearn')).toContain(
      'hf_hub_download("org/plain", "sklearn_model.joblib")',
    );
  });

  it('speechbrain with a missing or invalid interface', () => {
    expect(code({ id: 'speechbrain/m' }, 'speechbrain')).toEqual([
      '# interface not specified in config.json',
    ]);
    const invalid = {
      id: 'speechbrain/m',
      config: { speechbrain: { speechbrain_interface: 'Nope' } },
    };
    expect(code(invalid, 'speechbrain')).toEqual(['# interface in config.json invalid']);
    const valid = {
      id: 'speechbrain/m',
      config: { speechbrain: { speechbrain_interface: 'EncoderClassifier' } },
    };
    expect(joined(valid, 'speechbrain')).toContain('model.classify_file("file.wav")');
  });

  it('transformers with an unknown model type', () => {
    const [note] = generateSnippets({ id: 'org/model', pipeline_tag: 'fill-mask' }, 'transformers');
    expect(note?.code).toBe('# ⚠️ Type of model unknown');
    expect(note?.language).toBe('note');
  });
});

describe('sample-code defaults', () => {
  it('Flux-tagged models: 4 steps and guidance 0; others 50 and 5; 512 by 512', () => {
    const flux = joined({ id: 'argmaxinc/mlx-FLUX.1-schnell', tags: ['flux'] }, 'diffusionkit');
    expect(flux).toContain('NUM_STEPS = 4');
    expect(flux).toContain('CFG_WEIGHT = 0');
    expect(flux).toContain('FluxPipeline(');
    const sd3 = joined({ id: 'argmaxinc/mlx-stable-diffusion-3-medium', tags: [] }, 'diffusionkit');
    expect(sd3).toContain('NUM_STEPS = 50');
    expect(sd3).toContain('CFG_WEIGHT = 5');
    for (const text of [flux, sd3]) {
      expect(text).toContain('HEIGHT = 512');
      expect(text).toContain('WIDTH = 512');
    }
  });

  it('samples with top_k 100 and top_p 0.99', () => {
    expect(joined({ id: 'cartesia-ai/Rene-v0.1-1.3b-pytorch' }, 'cartesia_pytorch')).toContain(
      'top_k=100, top_p=0.99',
    );
  });

  it('watermarks at a sample rate of 16000', () => {
    expect(joined({ id: 'facebook/audioseal' }, 'audioseal')).toContain(
      'wav, sr = tensor_wav, 16000',
    );
  });

  it('runs SAM in bfloat16', () => {
    const snippets = code({ id: 'facebook/sam2-hiera-large' }, 'sam2');
    expect(snippets).toHaveLength(2);
    for (const snippet of snippets) expect(snippet).toContain('dtype=torch.bfloat16');
  });
});

describe('transformers high-level helper', () => {
  const HELPER = '# Use a pipeline as a high-level helper';
  const record = (task: string | undefined) => ({
    id: 'org/model',
    pipeline_tag: task,
    transformersInfo: { auto_model: 'AutoModel' },
  });

  it('appears exactly for the tasks in the table', () => {
    const withHelper = PIPELINE_TYPES.filter((task) =>
      joined(record(task), 'transformers').includes(HELPER),
    );
    expect(withHelper.sort()).toEqual([...pipelineTasksForLibrary('transformers')].sort());
    expect(withHelper.length).toBeGreaterThan(20);
    // Tasks that transformers supports but that have no pipeline get only the direct loading code.
    const direct = tasksForLibrary('transformers').filter((task) => !withHelper.includes(task));
    expect(direct).toContain('graph-ml');
    expect(joined(record('graph-ml'), 'transformers')).toContain(
      'model = AutoModel.from_pretrained("org/model"',
    );
    expect(joined(record(undefined), 'transformers')).not.toContain(HELPER);
  });

  it('builds the pipeline for the task and model', () => {
    const [helper, direct] = generateSnippets(
      {
        id: 'org/model',
        pipeline_tag: 'text-classification',
        transformersInfo: {
          auto_model: 'AutoModelForSequenceClassification',
          processor: 'AutoTokenizer',
        },
      },
      'transformers',
    );
    expect(helper?.code).toContain('pipe = pipeline("text-classification", model="org/model")');
    expect(direct?.code).toContain('tokenizer = AutoTokenizer.from_pretrained("org/model")');
    expect(helper?.issues).toEqual([]);
    expect(direct?.issues).toEqual([]);
  });
});
