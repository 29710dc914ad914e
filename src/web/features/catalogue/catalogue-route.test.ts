import { describe, expect, it } from 'vitest';
import {
  firstSentence,
  listHref,
  parseCatalogueRoute,
  splitTags,
  taskCount,
  taskHref,
  tokenSegments,
} from './catalogue-route';

describe('catalogue routes', () => {
  it('reads the list and its filters, ignoring unknown values', () => {
    expect(parseCatalogueRoute('/tasks', '?q=a+b&modality=cv&library=timm')).toEqual({
      view: 'list',
      filters: { q: 'a b', modality: 'cv', library: 'timm' },
    });
    expect(parseCatalogueRoute('/tasks/', '?modality=bogus&library=nope')).toEqual({
      view: 'list',
      filters: { q: '', modality: '', library: '' },
    });
  });

  it('reads a task id', () => {
    expect(parseCatalogueRoute('/tasks/text-to-3d', '')).toEqual({
      view: 'task',
      taskId: 'text-to-3d',
    });
    expect(parseCatalogueRoute('/tasks/%E0%A4%A', '')).toEqual({
      view: 'task',
      taskId: '%E0%A4%A',
    });
  });

  it('writes URLs', () => {
    expect(listHref()).toBe('/tasks');
    expect(listHref({ q: 'speech to', modality: '', library: 'espnet' })).toBe(
      '/tasks?q=speech+to&library=espnet',
    );
    expect(taskHref('image-to-3d')).toBe('/tasks/image-to-3d');
  });

  it('counts, shortens and splits', () => {
    expect(taskCount(1)).toBe('1 task');
    expect(taskCount(47)).toBe('47 tasks');
    expect(firstSentence('One thing. Another, e.g. more.')).toBe('One thing.');
    expect(firstSentence('No full stop')).toBe('No full stop');
    expect(splitTags(' flux, ,lora ,')).toEqual(['flux', 'lora']);
  });

  it('cuts text into tokens, skipping overlaps', () => {
    expect(
      tokenSegments('My name is Omar.', [
        { type: 'PER', start: 11, end: 15 },
        { type: 'X', start: 12, end: 14 },
        { type: 'Y', start: 3, end: 99 },
      ]),
    ).toEqual([
      { text: 'My name is ', type: undefined },
      { text: 'Omar', type: 'PER' },
      { text: '.', type: undefined },
    ]);
  });
});
