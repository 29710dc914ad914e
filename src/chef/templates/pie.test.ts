import { describe, expect, it } from 'vitest';
import { composeAll } from '../compose';
import { INGREDIENTS } from '../data/ingredients';
import { renderMarkdown } from '../draft';
import { matchIngredient } from '../lexicon';
import { createRandom } from '../util';

/** What the pie template writes for a list, whether or not the ranking would choose it. */
function pieFor(list: readonly string[]) {
  const visitor = list.map((text, index) => {
    const m = matchIngredient(text);
    return { index, text, id: m?.id ?? null, spec: m ? INGREDIENTS[m.id] : null, nonFood: null };
  });
  const made = composeAll(visitor, createRandom(0)).find((c) => c.key === 'pie');
  if (!made) return null;
  const draft = { ...made.draft, steps: made.writeSteps() };
  const markdown = renderMarkdown(draft, visitor);
  const unused = visitor.filter((v) => !made.draft.used.has(v.index)).map((v) => v.text);
  return {
    title: draft.title,
    markdown,
    steps: draft.steps,
    text: draft.steps.join('\n'),
    ingredients: markdown
      .split('\n')
      .filter((row) => row.startsWith('- '))
      .map((row) => row.slice(2)),
    cook: draft.cook,
    extras: made.draft.extras,
    unused,
    method: made.method,
  };
}

/** The upper end of every "N minutes" or "N–M minutes" in these steps. */
function minutesIn(steps: readonly string[]): number {
  let sum = 0;
  for (const step of steps)
    for (const m of step.matchAll(/(?:\d+–)?(\d+) minutes?/g)) sum += Number(m[1]);
  return sum;
}

const stepWith = (steps: readonly string[], pattern: RegExp) =>
  steps.findIndex((s) => pattern.test(s));

describe('pie template', () => {
  it('puts a puff pastry lid on a creamy chicken filling, browning the raw chicken first', () => {
    const r = pieFor([
      'Puff pastry',
      'Chicken thighs',
      'Leeks',
      'Mushrooms',
      'Crème fraîche',
      'Eggs',
      'Thyme',
    ]);
    expect(r?.title).toBe('Chicken, Leek and Mushroom Pie');
    expect(r?.method).toBe('pie');
    expect(r?.unused).toEqual([]);
    expect(r?.extras).toEqual([]);
    const steps = r?.steps ?? [];
    const browned = stepWith(steps, /fry for 5 minutes, turning, until lightly browned/);
    const safe = stepWith(steps, /chicken thighs are cooked through[^.]*74 °C \/ 165 °F/);
    const lid = stepWith(steps, /lay it over the dish/);
    expect(browned).toBeGreaterThanOrEqual(0);
    expect(safe).toBeGreaterThan(browned);
    expect(lid).toBeGreaterThan(safe);
    expect(r?.text).toContain('leave to cool for 15 minutes');
    expect(r?.text).toContain('200 °C / 180 °C fan / 400 °F');
    expect(r?.text).toContain('Bake for 25–30 minutes until the pastry is puffed and deep golden');
    expect(r?.text).toContain('Brush with the beaten egg.');
    expect(r?.text).toMatch(/gradually stir in the water and crème fraîche/);
    // every timed step adds up to the cook time in the header
    expect(minutesIn(steps)).toBe(r?.cook);
  });

  it('only reheats leftover chicken, and glazes with milk when there are no eggs', () => {
    const r = pieFor(['Puff pastry', 'Leftover roast chicken', 'Leeks', 'Milk', 'Cheddar']);
    expect(r?.title).toBe('Chicken, Leek and Cheddar Pie');
    expect(r?.unused).toEqual([]);
    expect(r?.extras).toEqual([]);
    // the leftover chicken goes in last, only to warm through (under the lexicon's name or theirs)
    expect(r?.text).toMatch(/Stir in the (cooked|roast) chicken and simmer for 2 minutes to warm/);
    expect(r?.text).not.toMatch(/(fry|brown)[^.]*(cooked|roast) chicken/);
    expect(r?.text).not.toContain('74 °C');
    expect(r?.text).toContain('the filling is piping hot all the way through');
    expect(r?.text).toContain('Brush with a little milk.');
    expect(r?.ingredients).toContain('450 ml milk');
    expect(minutesIn(r?.steps ?? [])).toBe(r?.cook);
  });

  it('browns mince before the sauce goes in, and buys only a stock cube for it', () => {
    const r = pieFor(['Shortcrust pastry', 'Beef mince', 'Onion', 'Worcestershire sauce']);
    expect(r?.title).toBe('Minced Beef and Onion Pie');
    const steps = r?.steps ?? [];
    const brown = stepWith(steps, /brown for 8–10 minutes, breaking it up[^.]*71 °C \/ 160 °F/);
    const sauce = stepWith(steps, /stock cube crumbled in/);
    expect(brown).toBe(0);
    expect(sauce).toBeGreaterThan(brown);
    expect(r?.extras).toEqual(['stock_cube']);
    // a double crust: two-thirds of a block lines the tin, the rest is the lid
    expect(r?.ingredients).toContain('500 g shortcrust pastry, a block');
    expect(r?.text).toContain('Roll out two-thirds of the shortcrust pastry');
    expect(r?.text).toContain('leave to cool for 20 minutes');
    expect(r?.text).toContain('Bake on the hot tray for 35–40 minutes');
    expect(minutesIn(steps)).toBe(r?.cook);
  });

  it('makes a quiche from shortcrust, eggs and cream, with the filling cooked while it blind-bakes', () => {
    const r = pieFor(['Shortcrust pastry', 'Bacon', 'Leeks', 'Eggs', 'Double cream', 'Gruyère']);
    expect(r?.title).toBe('Bacon, Leek and Gruyère Quiche');
    expect(r?.unused).toEqual([]);
    expect(r?.extras).toEqual([]);
    expect(r?.ingredients).toEqual(
      expect.arrayContaining(['3 eggs', '300 ml double cream', '6 slices bacon, chopped']),
    );
    expect(r?.text).toContain('bake for 15 minutes');
    expect(r?.text).toContain('bake for 5 minutes more until pale golden');
    expect(r?.text).toContain('turn the oven down to 180 °C / 160 °C fan / 350 °F');
    expect(r?.text).toMatch(/Meanwhile, fry the bacon[^.]*until sizzling and crisp/);
    expect(r?.text).toContain('Bake for 30–35 minutes until just set');
    // 20 minutes blind, 35 in the custard, 10 to settle: the bacon cooks alongside
    expect(r?.cook).toBe(65);
    expect(r?.markdown).not.toMatch(/olive oil/);
  });

  it('folds puff pastry into turnovers for a small, dry filling of beans or ham and cheese', () => {
    const beans = pieFor(['Puff pastry', 'Baked beans', 'Cheddar']);
    expect(beans?.title).toBe('Baked Bean and Cheddar Turnovers');
    expect(beans?.unused).toEqual([]);
    expect(beans?.extras).toEqual([]);
    expect(beans?.text).toContain('cut each sheet into 4 rectangles');
    expect(beans?.text).toContain('Bake for 20–25 minutes until puffed and deep golden');
    expect(beans?.text).toContain('Brush the border with water');
    expect(beans?.cook).toBe(30);
    const ham = pieFor(['Puff pastry', 'Ham', 'Cheddar', 'Eggs']);
    expect(ham?.title).toBe('Ham and Cheddar Turnovers');
    expect(ham?.text).toContain('Brush the border with a little of the beaten egg');
    expect(ham?.text).toContain('Brush the tops with the rest.');
    expect(ham?.text).not.toMatch(/Fry|frying pan/);
  });

  it('layers filo with butter around spinach and feta bound with egg', () => {
    const r = pieFor(['Filo pastry', 'Spinach', 'Feta', 'Eggs', 'Onion', 'Dill', 'Butter']);
    expect(r?.title).toBe('Spinach, Feta and Onion Filo Pie');
    expect(r?.unused).toEqual([]);
    expect(r?.extras).toEqual([]);
    expect(r?.text).toContain('press out as much water as you can');
    expect(r?.text).toContain('190 °C / 170 °C fan / 375 °F');
    expect(r?.text).toContain('Melt 75 g of the butter.');
    expect(r?.text).toMatch(/brush with melted butter/);
    expect(r?.text).toContain('Stir in the feta, dill and beaten eggs');
    expect(r?.text).toContain('Bake for 35–40 minutes until deep golden and crisp');
    expect(r?.ingredients).toContain('100 g butter');
    expect(minutesIn(r?.steps ?? [])).toBe(r?.cook);
  });

  it('adds frozen peas from frozen and fish only for the last minutes, and checks the fish', () => {
    const r = pieFor(['Puff pastry', 'Salmon fillets', 'Leeks', 'Double cream', 'Frozen peas']);
    expect(r?.title).toBe('Salmon, Leek and Pea Pie');
    expect(r?.text).toMatch(/Gently stir in the salmon and peas \(straight from frozen\)/);
    expect(r?.text).toContain('opaque and flaking easily (63 °C / 145 °F)');
    expect(minutesIn(r?.steps ?? [])).toBe(r?.cook);
  });

  it('buys milk for a béchamel only when nothing else can bind the filling', () => {
    expect(pieFor(['Puff pastry', 'Leeks', 'Mushrooms', 'Thyme'])?.extras).toEqual(['milk']);
    expect(pieFor(['Puff pastry', 'Leeks', 'Mushrooms', 'Chicken stock'])?.extras).toEqual([]);
    expect(pieFor(['Filo pastry', 'Cooked chicken', 'Mushrooms', 'Cream cheese'])?.extras).toEqual(
      [],
    );
  });

  it('leaves out what does not belong in a pie rather than forcing it in', () => {
    const r = pieFor(['Puff pastry', 'Chicken thighs', 'Leeks', 'Milk', 'Rice', 'Soy sauce']);
    expect(r?.unused).toEqual(['Rice', 'Soy sauce']);
    expect(r?.markdown).not.toMatch(/rice|soy/i);
  });

  it('writes nothing without pastry or without a savoury filling', () => {
    expect(pieFor(['Chicken thighs', 'Leeks', 'Crème fraîche', 'Mushrooms'])).toBeNull();
    expect(pieFor(['Puff pastry', 'Apples', 'Sugar', 'Cinnamon'])).toBeNull();
    expect(pieFor(['Puff pastry', 'Onion', 'Garlic'])).toBeNull();
    expect(pieFor(['Shortcrust pastry', 'Rice', 'Soy sauce'])).toBeNull();
  });
});
