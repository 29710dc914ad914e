import type { IngredientSpec } from '../../types';
import { baking, bread, condiment, dairy, fat, grain, protein } from '../build';

/**
 * Free-from products a supermarket sells next to the thing they replace: what the chef cooks with
 * when a visitor's diet or allergy rules out butter, milk, wheat or soy sauce, and what a visitor who
 * keeps to one types. Each is its own entry (not a synonym of the original) because what it
 * contains differs: "gluten-free flour" read as plain flour would put wheat in a coeliac's cake.
 */
export const FREE_FROM_INGREDIENTS = {
  dairy_free_spread: fat('dairy-free spread', 30, 'g', {
    c: [],
    g: 'butter',
    s: [
      'vegan butter',
      'plant butter',
      'plant-based butter',
      'vegan spread',
      'dairy free spread',
      'non-dairy spread',
      'vegan block',
      'dairy-free butter',
    ],
  }),
  rice_milk: dairy('rice milk', 250, 'ml', { c: [], g: 'milk', s: ['rice drink'] }),
  cashew_milk: dairy('cashew milk', 250, 'ml', { c: ['tree-nut'], g: 'milk', s: ['cashew drink'] }),
  soya_yogurt: dairy('soya yogurt', 200, 'g', {
    c: ['soy'],
    g: 'yogurt',
    s: [
      'soy yogurt',
      'soya yoghurt',
      'soy yoghurt',
      'alpro yogurt',
      'alpro yoghurt',
      'alpro plain',
    ],
  }),
  coconut_yogurt: dairy('coconut yogurt', 200, 'g', {
    c: [],
    g: 'yogurt',
    s: [
      'coconut yoghurt',
      'dairy-free yogurt',
      'dairy-free yoghurt',
      'vegan yogurt',
      'vegan yoghurt',
    ],
  }),
  tamari: condiment('tamari', 3, 'tbsp', {
    c: ['soy'],
    g: 'soy',
    s: [
      'liquid aminos',
      'braggs liquid aminos',
      'gluten-free soy sauce',
      'gluten free soy sauce',
      'wheat-free soy sauce',
    ],
  }),
  coconut_aminos: condiment('coconut aminos', 3, 'tbsp', {
    c: [],
    g: 'soy',
    s: ['coconut amino', 'soy-free soy sauce'],
  }),
  gluten_free_flour: baking('gluten-free plain flour', 200, 'g', {
    c: [],
    g: 'flour',
    s: ['gluten-free flour', 'gluten free flour', 'gf flour', 'gluten-free plain flour blend'],
  }),
  gluten_free_pasta: grain('gluten-free pasta', 400, 'g', {
    c: [],
    g: 'pasta',
    s: ['gluten free pasta', 'gf pasta', 'rice pasta', 'corn pasta'],
  }),
  // most gluten-free loaves hold egg white to bind them
  gluten_free_bread: bread('gluten-free bread', 4, 'slice', {
    c: ['egg'],
    ready: true,
    g: 'bread',
    s: ['gluten free bread', 'gf bread'],
  }),
  gluten_free_breadcrumbs: bread('gluten-free breadcrumbs', 50, 'g', {
    c: [],
    g: 'breadcrumbs',
    s: ['gluten free breadcrumbs', 'gf breadcrumbs'],
  }),
  // an Italian-style hard cheese made with vegetable rennet, sold beside the parmesan
  vegetarian_hard_cheese: dairy('vegetarian hard cheese', 50, 'g', {
    c: ['milk'],
    g: 'hard-cheese',
    prep: 'grated',
    s: ['vegetarian parmesan', 'italian hard cheese', 'vegetarian italian hard cheese'],
  }),
  // soya mince without the egg white that binds mycoprotein mince; many vegan minces add wheat
  soya_mince: protein('soya mince', 400, 'g', {
    c: ['soy', 'gluten'],
    mass: true,
    g: 'veggie-mince',
    s: [
      'soya protein mince',
      'soy mince',
      'vegan mince',
      'plant-based mince',
      'textured vegetable protein',
      'tvp',
    ],
  }),
} satisfies Record<string, IngredientSpec>;
