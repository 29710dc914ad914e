import { describe, expect, it } from 'vitest';
import { ModelRecordError, modelIdProblem, parseModelRecord, safeParseModelRecord } from './index';

describe('model records', () => {
  it('accepts the fields the generators read and drops the rest', () => {
    const record = parseModelRecord({
      id: 'org/model',
      tags: [' flux '],
      pipeline_tag: 'text-to-image',
      mask_token: '[MASK]',
      config: {
        adapter_transformers: { model_name: 'bert' },
        keras_hub: { tasks: ['CausalLM'] },
        architectures: ['BertModel'],
        tokenizer_config: { chat_template: '{{ x }}' },
        sklearn: { model: { file: 'm.pkl' }, model_format: 'pickle' },
        speechbrain: { speechbrain_interface: 'EncoderASR' },
      },
      cardData: { base_model: ['a/b'], instance_prompt: null },
      widgetData: [{ text: 'hi' }, { source_sentence: 'a', sentences: ['b'] }],
      transformersInfo: { auto_model: 'AutoModel', processor: 'AutoTokenizer' },
      private: true,
    });
    expect(record.tags).toEqual(['flux']);
    expect(record).not.toHaveProperty('private');
    expect(record.config?.sklearn?.model?.file).toBe('m.pkl');
    expect(parseModelRecord({ id: 'gpt2' }).tags).toEqual([]);
  });

  it.each([
    ['', 'Enter a model id'],
    ['a/b/c', 'at most one "/"'],
    ['-org/model', 'A model id looks like'],
    ['org/mo del', 'A model id looks like'],
    ['org/model")\nimport os', 'A model id looks like'],
    ['org/a--b', 'A model id looks like'],
    [`org/${'x'.repeat(100)}`, 'at most 96 characters'],
  ])('rejects the id %j', (id, message) => {
    expect(modelIdProblem(id)).toContain(message);
    expect(() => parseModelRecord({ id })).toThrow(ModelRecordError);
  });

  it('accepts real hub ids', () => {
    for (const id of ['gpt2', 'black-forest-labs/FLUX.1-schnell', 'timm/resnet50.a1_in1k']) {
      expect(modelIdProblem(id)).toBeUndefined();
    }
  });

  it('lists every issue with its field', () => {
    const result = safeParseModelRecord({
      id: 'x y',
      tags: ['ok', 'bad"tag'],
      pipeline_tag: 'nope',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      { path: 'id', message: expect.stringContaining('A model id looks like') },
      { path: 'tags.1', message: 'A tag cannot contain spaces, quotes or backslashes.' },
      { path: 'pipeline_tag', message: 'Unknown pipeline tag "nope".' },
    ]);
    expect(result.error.message).toMatch(
      /^Invalid model record: id: .*; tags\.1: .*; pipeline_tag: /,
    );
  });

  it('rejects a record that is not an object', () => {
    expect(() => parseModelRecord('org/model')).toThrow(/Invalid model record/);
    expect(() =>
      parseModelRecord({ id: 'a', config: { sklearn: { model: { file: 3 } } } }),
    ).toThrow(/config\.sklearn\.model\.file/);
  });
});
