import { describe, expect, it } from 'vitest';
import { cookRecipe } from '../chef';
import { INGREDIENTS } from '../data/ingredients';
import { templateDraft } from './test-support';

/** What the nachos template writes for a list, whether or not the ranking would choose it. */
function nachosFor(list: readonly string[]) {
  const r = templateDraft(list, 'nachos');
  return (
    r && { ...r, text: r.steps.join('\n'), extras: r.extras.map((id) => INGREDIENTS[id].name) }
  );
}

function must(list: readonly string[]) {
  const r = nachosFor(list);
  if (!r) throw new Error(`no nachos for ${list.join(', ')}`);
  return r;
}

const stepOf = (steps: readonly string[], re: RegExp) => steps.findIndex((s) => re.test(s));

/**
 * The minutes a cook following the steps would count: the upper end of every "N–M minutes" or
 * "N minutes" (twice for "a side"), except in a step done meanwhile, while something else cooks.
 */
function minutesIn(steps: readonly string[]): number {
  let sum = 0;
  for (const s of steps) {
    if (/^Meanwhile/.test(s)) continue;
    for (const m of s.matchAll(/(\d+)(?:–(\d+))? minutes?( a side)?/g))
      sum += Number(m[2] ?? m[1]) * (m[3] ? 2 : 1);
  }
  return sum;
}

/** Names of the ingredient lines, without amounts or notes ("200 g cheddar, grated" → "cheddar"). */
function lineNames(lines: readonly string[]): string[] {
  return lines.map((l) =>
    (l.split(',')[0] ?? '')
      .replace(/^[\d¼½¾⅓⅔.]+\s+/, '')
      .replace(/^(g|kg|ml|litres?|tsp|tbsp|cans?|cloves?|handfuls?|slices?)\s+/, '')
      .trim(),
  );
}

const BEEF = [
  'Tortilla chips',
  'Beef mince',
  'Cheddar',
  'Kidney beans',
  'Jalapeños',
  'Salsa',
  'Sour cream',
];
const PULLED = [
  'Nacho chips',
  'Pulled pork',
  'Grated cheese',
  'Black beans',
  'Avocado',
  'Lime',
  'Spring onions',
];
const CHICKEN = [
  'Tortilla chips',
  'Chicken breasts',
  'Onion',
  'Red pepper',
  'Cumin',
  'Smoked paprika',
  'Cheddar',
  'Sour cream',
  'Lime',
  'Coriander',
];
const CHILAQUILES = ['Tortilla chips', 'Salsa', 'Eggs', 'Feta', 'Coriander'];
const CHORIZO = [
  'Tortilla chips',
  'Chorizo',
  'Eggs',
  'Passata',
  'Garlic',
  'Onion',
  'Queso fresco',
  'Avocado',
];

describe('nachos template', () => {
  it('makes loaded beef nachos from the whole list, mince browned before it meets the chips', () => {
    const r = must(BEEF);
    expect(r.draft.title).toBe('Loaded Beef and Bean Nachos');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.steps[0]).toBe('Heat the oven to 200 °C / 180 °C fan / 400 °F.');
    const brown = stepOf(r.steps, /minced beef\. Cook for 8–10 minutes, breaking the meat up/);
    const beans = stepOf(r.steps, /kidney beans .*3–4 minutes/);
    const tray = stepOf(r.steps, /^Spread half the tortilla chips/);
    const bake = stepOf(r.steps, /^Bake for 8–10 minutes, until the cheese has melted/);
    expect(brown).toBeGreaterThan(0);
    expect(r.steps[brown]).toContain('71 °C / 160 °F');
    expect(r.steps[brown]).toContain('Spoon off any excess fat');
    expect(beans).toBeGreaterThan(brown);
    expect(tray).toBeGreaterThan(beans);
    expect(bake).toBe(tray + 1);
    // the jalapeños bake under the cheese; salsa and sour cream go on cold, after the oven
    expect(r.steps[tray]).toMatch(/half the jalapeños and cheddar/);
    expect(r.steps[bake + 1]).toMatch(
      /^Spoon the salsa over the hot nachos, add dollops of the sour cream/,
    );
    // 10 (mince) + 1 (seasoning) + 4 (beans) + 10 (bake)
    expect(r.draft.cook).toBe(25);
    expect(minutesIn(r.steps)).toBe(r.draft.cook);
    expect(r.ingredients).toContain('500 g minced beef');
    expect(r.ingredients).toContain('200 g cheddar, grated');
  });

  it('only reheats cooked leftovers, and readies the avocado while the tray bakes', () => {
    const r = must(PULLED);
    expect(r.draft.title).toBe('Loaded Pulled Pork and Bean Nachos');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    const heat = stepOf(r.steps, /cooked pork/);
    expect(r.steps[heat]).toMatch(
      /for 4–5 minutes, until the cooked pork is piping hot all the way through/,
    );
    expect(r.text).not.toMatch(/cooked pork[^.]*(74|71|63) °C/);
    expect(r.text).not.toMatch(/breaking the meat up/);
    expect(r.text).toMatch(
      /Bake for 8–10 minutes[^.]*\. While the nachos bake, toss the avocados with the juice of half the lime/,
    );
    expect(r.text).toMatch(/with the rest of the lime in wedges\.$/);
    expect(minutesIn(r.steps)).toBe(r.draft.cook);
  });

  it('fries chicken breast in small pieces to 74 °C before it goes on the tray', () => {
    const r = must(CHICKEN);
    expect(r.draft.title).toBe('Loaded Chicken Nachos');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.ingredients).toContain('500 g chicken breasts, cut into 2 cm pieces');
    const soften = stepOf(r.steps, /soften the onion and red pepper for 5–6 minutes/);
    const fry = stepOf(r.steps, /chicken breasts\. Fry for 6–8 minutes/);
    expect(soften).toBeGreaterThan(0);
    expect(fry).toBe(soften + 1);
    expect(r.steps[fry]).toContain('74 °C / 165 °F');
    expect(r.steps[fry]).toMatch(/Stir in the ground cumin and smoked paprika/);
    expect(stepOf(r.steps, /^Spread half the tortilla chips/)).toBeGreaterThan(fry);
    expect(minutesIn(r.steps)).toBe(r.draft.cook);
  });

  it('turns chips, salsa and eggs into chilaquiles: a minute in the sauce, fried eggs on top', () => {
    const r = must(CHILAQUILES);
    expect(r.draft.title).toBe('Chilaquiles with Fried Eggs');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.text).not.toMatch(/oven|°C/);
    expect(r.ingredients).toContain('300 g salsa, about 1 jar');
    expect(r.ingredients).toContain('4 eggs');
    const sauce = stepOf(r.steps, /pour in the salsa and 200 ml water/);
    const eggs = stepOf(r.steps, /^Meanwhile, .*Crack in the eggs and fry for 3–4 minutes/);
    const toss = stepOf(
      r.steps,
      /^Tip the tortilla chips into the simmering sauce and toss gently for 1 minute/,
    );
    expect(sauce).toBe(0);
    expect(eggs).toBe(1);
    expect(toss).toBe(2);
    expect(r.steps[3]).toMatch(
      /fried egg to each\. Crumble over the feta, scatter with the coriander/,
    );
    // 5 minutes' simmer (the eggs fry meanwhile) and a minute with the chips
    expect(r.draft.cook).toBe(6);
    expect(minutesIn(r.steps)).toBe(6);
  });

  it('crisps chorizo first and simmers passata with the onion and garlic for chilaquiles', () => {
    const r = must(CHORIZO);
    expect(r.draft.title).toBe('Chorizo Chilaquiles with Fried Eggs');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.steps[0]).toMatch(/^Fry the chorizo .*until sizzling and crisp at the edges/);
    expect(r.steps[1]).toMatch(
      /^In the fat left in the pan, soften the onion for 5–6 minutes, adding the garlic for the last minute\. Pour in the passata/,
    );
    // every line is used in a step
    for (const name of lineNames(r.ingredients)) expect(r.text, name).toContain(name);
    expect(minutesIn(r.steps)).toBe(r.draft.cook);
  });

  it('warms refried beans, seasons plain beans with the salsa and cooks frozen sweetcorn from frozen', () => {
    const beans = must([
      'Tortilla chips',
      'Black beans',
      'Frozen sweetcorn',
      'Garlic',
      'Cheddar',
      'Salsa',
      'Avocado',
    ]);
    expect(beans.draft.title).toBe('Loaded Black Bean Nachos');
    // beans are the main thing here: two cans of them
    expect(beans.ingredients).toContain('2 cans black beans, drained and rinsed');
    expect(beans.text).toMatch(/sweetcorn straight from frozen/);
    expect(beans.text).toMatch(/fry the garlic for 1 minute, then add the black beans/);
    expect(beans.text).toMatch(/with 2 tbsp of the salsa/);
    expect(minutesIn(beans.steps)).toBe(beans.draft.cook);

    const refried = must(['Tortilla chips', 'Refried beans', 'Cheddar', 'Jalapeños', 'Salsa']);
    expect(refried.draft.title).toBe('Loaded Refried Bean Nachos');
    expect(refried.text).toMatch(/Warm the refried beans in a small pan .* for 3–4 minutes/);
    expect(refried.text).toMatch(/Dot over half the refried beans/);
    expect(refried.text).not.toMatch(/salt/);
    expect(refried.ingredients.join('\n')).not.toMatch(/salt/);
  });

  it('buys cheese only when there is nothing to melt, and nothing else', () => {
    const r = must(['Tortilla chips', 'Black beans', 'Salsa', 'Avocado', 'Feta']);
    expect(r.extras).toEqual(['cheddar']);
    expect(r.unused).toEqual([]);
    // feta does not melt: it is crumbled over after the oven
    const bake = stepOf(r.steps, /^Bake/);
    expect(stepOf(r.steps, /crumble over the feta/)).toBeGreaterThan(bake);
    expect(must(BEEF).extras).toEqual([]);
    expect(must(CHILAQUILES).extras).toEqual([]);
  });

  it('seasons leftover chilli with nothing more and calls it chilli cheese nachos', () => {
    const r = must(['Tortilla chips', 'Leftover chilli', 'Cheddar', 'Sour cream', 'Spring onions']);
    expect(r.draft.title).toBe('Chilli Cheese Nachos');
    expect(r.text).toMatch(
      /for 8–10 minutes, until the leftover chilli con carne is piping hot all the way through/,
    );
    expect(r.ingredients.join('\n')).not.toMatch(/salt/);
    expect(minutesIn(r.steps)).toBe(r.draft.cook);
  });

  it('sears a steak whole, rests and slices it, and counts the rest in the time', () => {
    const r = must(['Tortilla chips', 'Steak', 'Monterey Jack', 'Pickled jalapeños', 'Guacamole']);
    expect(r.draft.title).toBe('Loaded Steak Nachos');
    expect(r.text).toMatch(/sear in a large frying pan over a high heat for 2–3 minutes a side/);
    expect(r.text).toContain('63 °C / 145 °F (then rest for 3 minutes)');
    expect(r.text).toMatch(/spoon over half the sliced steak/i);
    // pickled jalapeños go on cold, after the oven
    expect(r.ingredients).toContain('3 tbsp jalapeños, pickled, drained');
    expect(stepOf(r.steps, /jalapeños/)).toBeGreaterThan(stepOf(r.steps, /^Bake/));
    expect(minutesIn(r.steps)).toBe(r.draft.cook);
  });

  it('leaves out what does not belong on nachos and says so', () => {
    const r = must([...PULLED, 'Lettuce']);
    expect(r.unused).toEqual(['Lettuce']);
    const chosen = cookRecipe([...PULLED, 'Lettuce']);
    expect(chosen.title).toBe('Loaded Pulled Pork and Bean Nachos');
    expect(chosen.markdown).toContain('Not used this time: Lettuce.');
    // a pork chop is seared whole and rested, not cut up for nachos
    expect(must(['Tortilla chips', 'Pork chops', 'Cheddar', 'Salsa']).unused).toEqual([
      'Pork chops',
    ]);
    // eggs with no sauce to simmer the chips in stay out of nachos
    expect(must(['Tortilla chips', 'Cheddar', 'Eggs', 'Black beans']).unused).toEqual(['Eggs']);
  });

  it('is the first answer where a known dish leaves the chips or the eggs unused', () => {
    expect(cookRecipe(PULLED).title).toBe('Loaded Pulled Pork and Bean Nachos');
    expect(cookRecipe(CHILAQUILES).title).toBe('Chilaquiles with Fried Eggs');
    expect(cookRecipe(BEEF).title).toMatch(/nachos/i);
  });

  it('returns null for lists that do not call for nachos', () => {
    expect(
      nachosFor(['Beef mince', 'Cheddar', 'Salsa', 'Sour cream', 'Kidney beans']),
    ).toBeUndefined();
    expect(nachosFor(['Tortilla chips', 'Pasta', 'Apples', 'Milk'])).toBeUndefined();
    expect(nachosFor(['Tortilla wraps', 'Chicken breasts', 'Salsa', 'Eggs'])).toBeUndefined();
  });

  it('spices the chilaquiles sauce, not the meat, and serves them before the chips soften', () => {
    const r = must([
      'Tortilla chips',
      'Chicken breast',
      'Eggs',
      'Salsa',
      'Cumin',
      'Cheddar',
      'Avocado',
      'Lime',
    ]);
    expect(r.draft.title).toBe('Chicken Chilaquiles with Fried Eggs');
    expect(r.unused).toEqual([]);
    expect(r.steps[0]).toMatch(
      /chicken breasts\. Fry for 6–8 minutes.*74 °C \/ 165 °F\. Season with salt\. Spoon onto a plate and keep warm\.$/,
    );
    expect(r.steps[1]).toMatch(
      /^Pour the salsa and 200 ml water into the pan, stir in the ground cumin/,
    );
    expect(r.steps[4]).toMatch(
      /^Divide between 4 warm plates and top with the chicken breasts, then add a fried egg to each\./,
    );
    expect(r.steps[4]).toMatch(
      /serve at once with the lime cut into wedges, before the chips soften\.$/,
    );
    // 8 (chicken) + 5 (sauce) + 1 (chips)
    expect(r.draft.cook).toBe(14);
    expect(minutesIn(r.steps)).toBe(14);
  });
});
