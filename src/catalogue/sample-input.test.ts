import { PIPELINE_TYPES } from '@huggingface/tasks';
import { describe, expect, it } from 'vitest';
import { ModelRecordError, NO_SAMPLE_INPUT, getSampleInput, getTaskSampleInput } from './index';

describe('sample inputs', () => {
  it('exist for about 30 tasks', () => {
    const withInput = PIPELINE_TYPES.filter((task) => !getTaskSampleInput(task).isFallback);
    expect(withInput).toHaveLength(31);
  });

  it.each([
    ['text-classification', '"I like you. I love you"'],
    ['token-classification', '"My name is Sarah Jessica Parker but you can call me Jessica"'],
    ['translation', '"Меня зовут Вольфганг и я живу в Берлине"'],
    ['zero-shot-classification', expect.stringContaining('get reimbursed!')],
    ['summarization', expect.stringMatching(/^"The tower is 324 metres/)],
    [
      'table-question-answering',
      expect.stringContaining('"query": "How many stars does the transformers repository have?"'),
    ],
    [
      'question-answering',
      expect.stringContaining('"context": "My name is Clara and I live in Berkeley."'),
    ],
    ['sentence-similarity', expect.stringContaining('"source_sentence": "That is a happy person"')],
    ['text-to-image', '"Astronaut riding a horse"'],
    ['automatic-speech-recognition', '"sample1.flac"'],
    ['image-classification', '"cats.jpg"'],
  ])('%s has its sample input', (task, expected) => {
    const input = getSampleInput({ id: 'org/model', pipeline_tag: task });
    expect(input.text).toEqual(expected);
    expect(input.isFallback).toBe(false);
  });

  it('gives chat tasks messages', () => {
    const input = getSampleInput({ id: 'org/chat', pipeline_tag: 'text-generation' });
    expect(input.messages).toEqual([{ role: 'user', content: 'What is the capital of France?' }]);
    expect(JSON.parse(input.text)).toEqual(input.messages);
    const vision = getSampleInput({ id: 'org/vlm', pipeline_tag: 'image-text-to-text' });
    expect(JSON.stringify(vision.messages)).toContain('image_url');
  });

  it("puts the model's mask token into fill-mask inputs", () => {
    expect(
      getSampleInput({ id: 'org/bert', pipeline_tag: 'fill-mask', mask_token: '<mask>' }).text,
    ).toBe('"The answer to the universe is <mask>."');
    expect(getTaskSampleInput('fill-mask').text).toBe('"The answer to the universe is [MASK]."');
  });

  it('falls back when the task has no input example', () => {
    expect(getSampleInput({ id: 'org/model', pipeline_tag: 'graph-ml' })).toEqual({
      text: 'No input example has been defined for this model task.',
      messages: undefined,
      isFallback: true,
    });
    expect(getSampleInput({ id: 'org/model' }).text).toBe(NO_SAMPLE_INPUT);
  });

  it('validates the record first', () => {
    expect(() => getSampleInput({ id: 'bad id!' })).toThrow(ModelRecordError);
  });
});
