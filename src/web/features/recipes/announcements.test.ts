import { describe, expect, it } from 'vitest';
import { addedMessage, readyMessage, removedMessage } from './announcements';

describe('status messages', () => {
  it('says what was added and how many more a recipe needs', () => {
    expect(addedMessage('Tomato', 1, false)).toBe('Tomato added; 3 more needed');
    expect(addedMessage('Tomato', 3, false)).toBe('Tomato added; 1 more needed');
    expect(addedMessage('Pasta', 4, false)).toBe('Pasta added; you can get a recipe now');
    expect(addedMessage('Onion', 6, false)).toBe('Onion added; 6 ingredients');
  });

  it('says when a change cleared the recipe on show', () => {
    expect(addedMessage('Lemon', 5, true)).toBe(
      'Lemon added; the recipe was cleared; 5 ingredients',
    );
    expect(removedMessage('Onion', 3, true)).toBe(
      'Onion removed; the recipe was cleared; 1 more needed',
    );
  });

  it('says what was removed, down to an empty list', () => {
    expect(removedMessage('Basil', 2, false)).toBe('Basil removed; 2 more needed');
    expect(removedMessage('Basil', 0, false)).toBe('Basil removed; the list is empty');
  });

  it('names the ready recipe when it has a title, and says when it was cut short', () => {
    expect(readyMessage('Chicken Adobo', false)).toBe('Your recipe is ready: Chicken Adobo.');
    expect(readyMessage('  Pancakes! ', false)).toBe('Your recipe is ready: Pancakes.');
    expect(readyMessage(undefined, false)).toBe('Your recipe is ready.');
    expect(readyMessage('', true)).toBe(
      'Your recipe is ready. It was cut short: the end of the recipe is missing.',
    );
  });
});
