import { inGroups } from './data/groups';
import type { IngredientId } from './data/ingredients';
import type { VisitorItem } from './draft';
import { bakedFruit } from './templates/baked-fruit';
import { breakfastBowl } from './templates/breakfast-bowl';
import type { Composed, Template } from './templates/composer';
import { crumble } from './templates/crumble';
import { curry } from './templates/curry';
import { frittata } from './templates/frittata';
import { fruitSalad } from './templates/fruit-salad';
import { grainBowl } from './templates/grain-bowl';
import { classify } from './templates/kinds';
import { lasagne } from './templates/lasagne';
import { muffins } from './templates/muffins';
import { nachos } from './templates/nachos';
import { pancakes } from './templates/pancakes';
import { pasta } from './templates/pasta';
import { pie } from './templates/pie';
import { pizza } from './templates/pizza';
import { risotto } from './templates/risotto';
import { salad } from './templates/salad';
import { sheetPan } from './templates/sheet-pan';
import { smoothie } from './templates/smoothie';
import { soup } from './templates/soup';
import { stirFry } from './templates/stir-fry';
import { tacos } from './templates/tacos';
import type { IngredientSpec } from './types';

export type { Composed } from './templates/composer';

/**
 * The techniques the chef composes with when no known dish fits, in the order they are tried
 * (the order only breaks ties). A new template is one file in `templates/` and one line here.
 */
export const TEMPLATES: readonly Template[] = [
  stirFry,
  sheetPan,
  pasta,
  soup,
  curry,
  frittata,
  grainBowl,
  salad,
  tacos,
  smoothie,
  crumble,
  pancakes,
  breakfastBowl,
  muffins,
  fruitSalad,
  bakedFruit,
  pizza,
  nachos,
  risotto,
  lasagne,
  pie,
];

const VEHICLES = new Set(TEMPLATES.flatMap((t) => t.vehicles ?? []));

/** Whether the visitor has an item that names a template's form (see `Template.vehicles`). */
export function hasVehicle(visitor: readonly VisitorItem[]): boolean {
  return visitor.some((v) => inGroups(VEHICLES, v.spec?.group));
}

/** Whether a template of this taste may use the ingredient: no chocolate in a stir-fry. */
export function tasteAllows(taste: 'savoury' | 'sweet', spec: IngredientSpec): boolean {
  return spec.flavour === 'neutral' || spec.flavour === 'both' || spec.flavour === taste;
}

/**
 * Mussels and clams are steamed open in a covered pan, in a broth or a sauce: never spread on a
 * tray, folded into a tortilla, set in eggs or baked under a lid of pastry.
 */
const SHELLFISH_POT = new Set(['stir-fry', 'pasta', 'soup', 'curry', 'risotto']);
const IN_SHELL = new Set<string>(['mussel', 'clam']);

/** Runs every template over the visitor's items (restricted to the template's taste). */
export function composeAll(visitor: readonly VisitorItem[], random: () => number): Composed[] {
  const all = classify(visitor);
  const visitorById = new Map<IngredientId, VisitorItem>();
  for (const v of visitor) if (v.id && !visitorById.has(v.id)) visitorById.set(v.id, v);
  // Each template sees only the items of its taste; filter once per taste, not per template.
  const byTaste = {
    savoury: all.filter((i) => tasteAllows('savoury', i.spec)),
    sweet: all.filter((i) => tasteAllows('sweet', i.spec)),
  };
  const out: Composed[] = [];
  const inShell = all.some((i) => IN_SHELL.has(i.id));
  for (const template of TEMPLATES) {
    if (inShell && template.taste === 'savoury' && !SHELLFISH_POT.has(template.key)) continue;
    const made = template.build({
      visitor,
      visitorById,
      items: byTaste[template.taste],
      random,
      template,
    });
    if (!made || made.draft.lines.length < 3) continue;
    const vehicles = template.vehicles;
    if (vehicles)
      made.vehicle = visitor.some(
        (v) => made.draft.used.has(v.index) && vehicles.some((g) => g === v.spec?.group),
      );
    out.push(made);
  }
  return out;
}
