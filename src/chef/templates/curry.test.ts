import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

function must(list: readonly string[]) {
  const r = templateDraft(list, 'curry');
  if (!r) throw new Error(`no curry for ${list.join(', ')}`);
  return r;
}

const text = (r: { steps: readonly string[] }) => r.steps.join(' ');

describe('curry template', () => {
  it('simmers no silken tofu in a curry for 20 minutes', () => {
    const r = templateDraft(
      ['Silken tofu', 'Chickpeas', 'Aubergines', 'Spinach', 'Coconut milk', 'Curry paste'],
      'curry',
    );
    if (!r) throw new Error('no curry');
    expect(r.unused).toContain('Silken tofu');
  });

  it('makes a raita of a cucumber beside yoghurt, never simmering it in the curry', () => {
    const r = must([
      'Chicken drumsticks',
      'Tandoori paste',
      'Natural yoghurt',
      'New potatoes',
      'Cucumber',
      'Red onion',
    ]);
    expect(text(r)).not.toMatch(/[Ss]tir in the cucumber/);
    expect(text(r)).toMatch(
      /Stir the cucumber into the rest of the [a-z ]*yog[h]?urt with a pinch of salt for a raita/,
    );
    expect(text(r)).toMatch(/stir in half the [a-z ]*yog[h]?urt/);
    expect(text(r)).toMatch(/serve hot with the raita/);
    const plain = must(['Chicken thighs', 'Curry paste', 'Coconut milk', 'Cucumber', 'Onion']);
    expect(plain.unused).toContain('Cucumber');
  });

  it('simmers drumsticks on the bone for 35 minutes, not 20', () => {
    const r = must([
      'Chicken drumsticks',
      'Tandoori paste',
      'Natural yoghurt',
      'New potatoes',
      'Red onion',
    ]);
    expect(text(r)).toMatch(/simmer for 35 minutes/);
    expect(r.draft.cook).toBeGreaterThanOrEqual(45);
  });

  it('fries aromatics with the spices as one list, not "the garlic and the cumin and ..."', () => {
    const r = must(['Tofu', 'Ginger', 'Star anise', 'Cinnamon', 'Bean sprouts', 'Coconut milk']);
    expect(text(r)).toMatch(/stir in the ginger with the star anise and cinnamon/);
    expect(text(r)).not.toMatch(/the ginger and the star anise/);
  });

  it('gives a sauce waiting only for fish 10 minutes, and cuts fillets into chunks', () => {
    const r = must([
      'Tilapia fillets',
      'Mustard seeds',
      'Nigella seeds',
      'Turmeric',
      'Coconut milk',
      'Basmati rice',
    ]);
    expect(text(r)).toMatch(/simmer for 10 minutes, until the sauce has thickened/);
    expect(r.ingredients.join('\n')).toMatch(/tilapia fillets, skinned and cut into large chunks/);
  });

  it('gives a braise and a pan of potatoes enough water, and says to serve', () => {
    const lamb = must([
      'Lamb shoulder',
      'Cumin',
      'Coriander seeds',
      'Yoghurt',
      'Onions',
      'Basmati rice',
    ]);
    expect(text(lamb)).toMatch(/Add 400 ml water/);
    const aloo = must([
      'Potatoes',
      'Cauliflower',
      'Peas',
      'Onion',
      'Cumin seeds',
      'Garam masala',
      'Natural yoghurt',
    ]);
    expect(text(aloo)).toMatch(/300 ml water/);
    expect(aloo.steps.at(-1)).toMatch(/serve hot\.$/);
  });

  it('cooks raw baby corn until just tender, not "to heat through"', () => {
    const r = must(['Green curry paste', 'Coconut milk', 'Aubergine', 'Baby corn', 'Mangetout']);
    expect(text(r)).toMatch(/baby corn and mangetout and simmer for 2–3 minutes until just tender/);
    expect(text(r)).not.toMatch(/to heat through/);
  });

  it('lists the liquids with one "and"', () => {
    const r = must([
      'Tofu',
      'Ginger',
      'Star anise',
      'Cinnamon',
      'Bean sprouts',
      'Coconut milk',
      'Vegetable stock',
    ]);
    expect(text(r)).toMatch(/Add the coconut milk, the vegetable stock and 150 ml water/);
  });
});
