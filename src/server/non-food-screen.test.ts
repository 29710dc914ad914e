import { describe, expect, it } from 'vitest';
import { screenIngredients } from './non-food-screen';

describe('screenIngredients', () => {
  it('leaves hazardous non-foods out, saying why, and keeps food and kitchen kit in order', () => {
    expect(
      screenIngredients([
        'Bleach',
        'Chicken',
        'Ammonia',
        'Aa batteries',
        'Paracetamol',
        'Shampoo',
        'Superglue',
        'Wooden skewers',
        'Rice',
        'Mothballs',
      ]),
    ).toEqual({
      kept: ['Chicken', 'Wooden skewers', 'Rice'],
      omitted: [
        { ingredient: 'Bleach', reason: 'a cleaning product' },
        { ingredient: 'Ammonia', reason: 'a cleaning product' },
        { ingredient: 'Aa batteries', reason: 'not something to eat' },
        { ingredient: 'Paracetamol', reason: 'a medicine' },
        { ingredient: 'Shampoo', reason: 'a toiletry' },
        { ingredient: 'Superglue', reason: 'not something to eat' },
        { ingredient: 'Mothballs', reason: 'a chemical' },
      ],
    });
  });

  it('does not mistake food for a hazard', () => {
    const food = [
      'Soda bread',
      'Washing-up gloves? no: Lemon',
      'Cream cheese',
      'Soy sauce',
      'Ice cream',
    ];
    expect(screenIngredients(food).omitted).toEqual([]);
  });
});
