import type { IngredientSpec } from '../../types';
import { bread, condiment, dairy, grain, liquid, protein, veg } from '../build';

/**
 * Bought, cooked and leftover forms, ready-made products and drinks used in cooking, and names
 * kept exact where a near neighbour would be wrong (tortilla chips are not tortillas; parmesan rind
 * is not grated parmesan; red pepper is a red bell pepper, not just any pepper).
 */
export const PREPARED_INGREDIENTS = {
  cooked_chicken: protein('cooked chicken', 400, 'g', {
    mass: true,
    g: 'cooked-poultry',
    safe: 'reheat',
    ready: true,
    prep: 'shredded',
    s: [
      'leftover chicken',
      'leftover roast chicken',
      'roast chicken leftovers',
      'rotisserie chicken',
      'shredded chicken',
      'roast chicken',
      'cold roast chicken',
      'leftover cooked chicken',
    ],
  }),
  cooked_rice: grain('cooked rice', 500, 'g', {
    g: 'cooked-rice',
    safe: 'reheat',
    ready: true,
    s: ['leftover rice', 'day-old rice', 'leftover cooked rice', 'cold rice', 'steamed rice'],
  }),
  cornmeal: grain('cornmeal', 150, 'g', {
    g: 'polenta',
    s: ['corn meal', 'fine cornmeal', 'yellow cornmeal', 'maize meal', 'cornmeal flour'],
  }),
  tortilla_chips: bread('tortilla chips', 200, 'g', {
    g: 'tortilla-chips',
    ready: true,
    s: ['tortilla chip', 'corn chips', 'nacho chips', 'nachos', 'totopos'],
  }),
  pizza_dough: bread('pizza dough', 500, 'g', {
    g: 'pizza-dough',
    s: ['pizza base', 'pizza crust', 'pizza dough ball', 'pizza bases'],
  }),
  bagel: bread('bagel', 4, '', {
    mass: false,
    g: 'bagel',
    ready: true,
    s: ['plain bagel', 'sesame bagel', 'everything bagel', 'poppy seed bagel'],
  }),
  parmesan_rind: dairy('parmesan rind', 1, '', {
    mass: false,
    g: 'cheese-rind',
    s: ['parmigiano rind', 'parmesan crust', 'cheese rind'],
  }),
  coleslaw: veg('coleslaw', 300, 'g', {
    mass: true,
    g: 'coleslaw',
    ready: true,
    raw: true,
    s: ['slaw', 'deli coleslaw', 'ready-made coleslaw'],
  }),
  jackfruit: veg('young jackfruit', 400, 'g', {
    mass: true,
    g: 'jackfruit',
    cook: 'medium',
    s: ['jackfruit', 'green jackfruit', 'canned jackfruit', 'jack fruit', 'tinned jackfruit'],
  }),
  red_pepper: veg('red pepper', 2, '', {
    g: 'sweet-pepper',
    of: 'bell_pepper',
    prep: 'sliced',
    cook: 'medium',
    raw: true,
    s: ['red bell pepper', 'red capsicum', 'red sweet pepper'],
  }),
  green_pepper: veg('green pepper', 2, '', {
    g: 'sweet-pepper',
    of: 'bell_pepper',
    prep: 'sliced',
    cook: 'medium',
    raw: true,
    s: ['green bell pepper', 'green capsicum'],
  }),
  yellow_pepper: veg('yellow pepper', 2, '', {
    g: 'sweet-pepper',
    of: 'bell_pepper',
    prep: 'sliced',
    cook: 'medium',
    raw: true,
    s: ['yellow bell pepper', 'yellow capsicum', 'orange bell pepper'],
  }),
  roasted_red_pepper: veg('roasted red pepper', 200, 'g', {
    mass: true,
    g: 'roasted-pepper',
    ready: true,
    s: ['roasted peppers', 'jarred roasted peppers', 'piquillo pepper', 'piquillo peppers'],
  }),
  cider: liquid('cider', 500, 'ml', {
    g: 'cider',
    s: ['dry cider', 'hard cider', 'apple cider', 'scrumpy'],
  }),
  brandy: liquid('brandy', 50, 'ml', {
    g: 'brandy',
    s: ['cognac', 'armagnac', 'calvados'],
  }),
  rum: liquid('rum', 50, 'ml', {
    g: 'rum',
    s: ['dark rum', 'white rum', 'spiced rum', 'golden rum'],
  }),
  gravy_granules: condiment('gravy granules', 2, 'tbsp', {
    g: 'gravy',
    s: ['gravy powder', 'gravy mix', 'instant gravy'],
  }),
} satisfies Record<string, IngredientSpec>;
