import { describe, expect, it } from 'vitest';
import { demoAssetUrl, hubUrl, youtubeUrl } from './index';

describe('hub links', () => {
  it('links models, datasets and spaces', () => {
    expect(hubUrl('model', 'openai/whisper-large-v3')).toBe(
      'https://huggingface.co/openai/whisper-large-v3',
    );
    expect(hubUrl('dataset', 'nyu-mll/glue')).toBe('https://huggingface.co/datasets/nyu-mll/glue');
    expect(hubUrl('space', 'a/b c')).toBe('https://huggingface.co/spaces/a/b%20c');
  });

  it('resolves demo files in the huggingfacejs/tasks dataset, per task', () => {
    expect(demoAssetUrl('audio-classification', 'audio.wav')).toBe(
      'https://huggingface.co/datasets/huggingfacejs/tasks/resolve/main/audio-classification/audio.wav',
    );
  });

  it('links videos to YouTube', () => {
    expect(youtubeUrl('leNG9fN9FQU')).toBe('https://www.youtube.com/watch?v=leNG9fN9FQU');
  });
});
