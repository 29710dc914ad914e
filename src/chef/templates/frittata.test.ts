import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('frittata template', () => {
  it('never fries a cucumber, and wilts spinach for a minute or two after the onion softens', () => {
    const r = templateDraft(
      ['Cottage cheese', 'Eggs', 'Cucumber', 'Spinach', 'Red onion', 'Ham'],
      'frittata',
    );
    const text = r?.steps.join(' ') ?? '';
    expect(r?.unused).toContain('Cucumber');
    expect(text).not.toMatch(/cucumber/);
    expect(text).toMatch(
      /cook the red onion for 6–8 minutes until tender, stir in the spinach for 1–2 minutes/,
    );
    expect(text).not.toMatch(/spinach[^.]* for 6–8 minutes/);
  });

  it('is no answer for a cook with two or three eggs, who would have to buy the rest', () => {
    expect(
      templateDraft(['2 eggs', 'Potatoes', 'Onion', 'Smoked salmon'], 'frittata'),
    ).toBeUndefined();
    expect(
      templateDraft(['6 eggs', 'Potatoes', 'Onion', 'Smoked salmon'], 'frittata'),
    ).toBeDefined();
    expect(templateDraft(['Eggs', 'Potatoes', 'Onion', 'Smoked salmon'], 'frittata')).toBeDefined();
  });

  it('fries the bacon in the frittata pan itself, one pan to wash, and beats the eggs in a sentence', () => {
    const r = templateDraft(['Bacon', '6 eggs', 'Cheddar', 'Milk'], 'frittata');
    if (!r) throw new Error('no frittata');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/in a dry pan/);
    expect(text).toMatch(
      /Fry the bacon in a 24 cm ovenproof frying pan, without oil, until sizzling and crisp/,
    );
    expect(text).toMatch(/Return the bacon to the pan with the olive oil, pour in the eggs/);
    expect(text).not.toMatch(/^Heat the olive oil in a 24 cm/m);
    const plain = templateDraft(['6 eggs', 'Onion', 'Tomatoes', 'Green chilli'], 'frittata');
    if (!plain) throw new Error('no frittata');
    expect(plain.steps[0]).toBe('Beat the eggs with salt and black pepper.');
  });

  it('slices whole sausages, warms peas only briefly and heats the grill when it is wanted', () => {
    const r = templateDraft(
      ['Pork sausages', '8 eggs', 'Peas', 'Courgette', 'Cheddar'],
      'frittata',
    );
    if (!r) throw new Error('no frittata');
    const text = r.steps.join(' ');
    expect(text).toMatch(/Set aside to rest for 3 minutes, then slice\./);
    expect(text).toMatch(
      /cook the courgette for 6–8 minutes until tender, then add the peas for the last 2 minutes/,
    );
    expect(text).not.toMatch(/peas for 6–8 minutes/);
    expect(r.steps[0]).not.toMatch(/grill/);
    expect(text).toMatch(/until the edges are set, heating the grill to high meanwhile/);
  });
});
