import { describe, expect, it } from 'vitest';
import { pageAt } from './routes';

describe('the route table', () => {
  it('shows the catalogue at /tasks and below it, the recipes anywhere else', () => {
    expect(['/tasks', '/tasks/', '/tasks/text-generation'].map(pageAt)).toEqual([
      'catalogue',
      'catalogue',
      'catalogue',
    ]);
    expect(['/', '/tasksx', '/recipes/tasks'].map(pageAt)).toEqual([
      'recipes',
      'recipes',
      'recipes',
    ]);
  });
});
