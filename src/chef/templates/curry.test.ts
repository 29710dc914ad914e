import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('curry template', () => {
  it('simmers no silken tofu in a curry for 20 minutes', () => {
    const r = templateDraft(
      ['Silken tofu', 'Chickpeas', 'Aubergines', 'Spinach', 'Coconut milk', 'Curry paste'],
      'curry',
    );
    if (!r) throw new Error('no curry');
    expect(r.unused).toContain('Silken tofu');
  });
});
