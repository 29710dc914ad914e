import { describe, expect, it } from 'vitest';
import { cookRecipe } from '../chef';
import { templateDraft } from './test-support';

/** What the pizza template writes for a list, whether or not the ranking would choose it. */
function pizzaFor(list: readonly string[]) {
  return templateDraft(list, 'pizza');
}

function must(list: readonly string[]) {
  const r = pizzaFor(list);
  if (!r) throw new Error(`no pizza for ${list.join(', ')}`);
  return r;
}

/** Index of the first step matching. */
const stepOf = (steps: readonly string[], re: RegExp) => steps.findIndex((s) => re.test(s));

/** The upper end of every "N–M minutes" in the steps, summed. */
function minutesIn(steps: readonly string[]): number {
  let sum = 0;
  for (const s of steps) for (const m of s.matchAll(/\d+–(\d+) minutes/g)) sum += Number(m[1]);
  return sum;
}

describe('pizza template', () => {
  it('names naan pizzas as a cook would and uses the whole list', () => {
    const r = must(['Naan bread', 'Chorizo', 'Mozzarella', 'Passata', 'Red onion']);
    expect(r.draft.title).toBe('Chorizo and Mozzarella Naan Pizzas');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.ingredients).toContain('4 naans');
    expect(r.ingredients).toContain('250 g mozzarella, drained, torn and patted dry');
    // cured chorizo goes on as it is and crisps in the oven
    expect(r.steps.join(' ')).not.toMatch(/fry the chorizo/i);
    expect(r.steps.join(' ')).toMatch(/the chorizo is sizzling and crisp at the edges/);
  });

  it('browns mince in a pan, broken up and to 71 °C, before it goes on the pizza', () => {
    const r = must(['Pizza dough', 'Minced beef', 'Passata', 'Cheddar', 'Red pepper']);
    const brown = stepOf(r.steps, /cook the minced beef .*breaking it up.*71 °C \/ 160 °F/);
    const spread = stepOf(r.steps, /^Spread the /);
    expect(brown).toBeGreaterThanOrEqual(0);
    expect(spread).toBeGreaterThan(brown);
    expect(r.steps[spread]).toContain('the minced beef');
    expect(r.draft.title).toBe('Beef and Red Pepper Pizza');
  });

  it('only reheats cooked chicken in the oven, and cooks raw chicken first', () => {
    const cooked = must(['Flour tortillas', 'Cooked chicken', 'BBQ sauce', 'Cheddar', 'Sweetcorn']);
    const text = cooked.steps.join(' ');
    expect(text).not.toMatch(/fry the cooked chicken|74 °C/);
    expect(text).toMatch(/the cooked chicken is piping hot all the way through/);
    expect(cooked.draft.title).toBe('Barbecue Chicken and Sweetcorn Tortilla Pizzas');

    const raw = must(['Wraps', 'Chicken breast', 'Peppers', 'Mozzarella', 'Passata']);
    const fry = stepOf(raw.steps, /fry the chicken breasts .*74 °C \/ 165 °F/);
    expect(fry).toBeGreaterThanOrEqual(0);
    expect(fry).toBeLessThan(stepOf(raw.steps, /^Spread the /));
    expect(raw.ingredients).toContain('300 g chicken breasts, cut into thin strips');
  });

  it('crisps bacon first, even when it is listed after the sausages', () => {
    const r = must(['Pizza dough', 'Sausages', 'Bacon', 'Mozzarella', 'Passata']);
    const bacon = stepOf(r.steps, /Fry the bacon in a large dry frying pan .*4–5 minutes/);
    const sausage = stepOf(r.steps, /Squeeze the pork sausages out of their skins/);
    expect(bacon).toBeGreaterThanOrEqual(0);
    expect(sausage).toBeGreaterThan(bacon);
    expect(r.steps[sausage]).toMatch(/In the same pan/);
    expect(r.steps[sausage]).toContain('71 °C / 160 °F');
  });

  it('fries mushrooms and wilts spinach before they go on, but puts peppers on raw', () => {
    const r = must(['Naan', 'Mushrooms', 'Spinach', 'Peppers', 'Mozzarella', 'Passata']);
    const text = r.steps.join(' ');
    expect(text).toMatch(/fry the mushrooms over a high heat for 5–6 minutes/);
    expect(text).toMatch(/spinach .*1–2 minutes until wilted/);
    expect(text).not.toMatch(/fry the [^.]*bell peppers/);
    expect(r.ingredients).toContain('1 bell pepper, deseeded and thinly sliced');
  });

  it('bakes each base at its own heat and for its own time, and the cook time adds up', () => {
    const cases: [string[], string, string][] = [
      [
        ['Pizza dough', 'Pepperoni', 'Mozzarella', 'Passata'],
        '240 °C / 220 °C fan / 475 °F',
        '12–15',
      ],
      [['Naan', 'Pepperoni', 'Mozzarella', 'Passata'], '220 °C / 200 °C fan / 425 °F', '8–10'],
      [
        ['Tortilla wraps', 'Pepperoni', 'Mozzarella', 'Passata'],
        '200 °C / 180 °C fan / 400 °F',
        '8–10',
      ],
      [['Baguette', 'Pepperoni', 'Mozzarella', 'Passata'], '220 °C / 200 °C fan / 425 °F', '10–12'],
    ];
    for (const [list, oven, bake] of cases) {
      const r = must(list);
      expect(r.steps[0], list[0]).toBe(`Heat the oven to ${oven}.`);
      expect(r.steps.join(' '), list[0]).toContain(`Bake for ${bake} minutes`);
      expect(r.draft.cook, list[0]).toBe(minutesIn(r.steps));
    }
    const busy = must([
      'Pizza dough',
      'Bacon',
      'Minced pork',
      'Mushrooms',
      'Spinach',
      'Mozzarella',
      'Passata',
    ]);
    // bacon 5 + mince 8 + mushrooms 6 + spinach 2 + bake 15
    expect(busy.draft.cook).toBe(36);
    expect(minutesIn(busy.steps)).toBe(36);
  });

  it('stretches pizza dough on oiled trays but lays bought bases out as they are', () => {
    const dough = must(['Pizza dough', 'Ham', 'Mozzarella', 'Passata']);
    expect(dough.ingredients).toContain('1 kg pizza dough, at room temperature');
    expect(dough.steps.join(' ')).toMatch(/press and stretch each half out/);
    const bases = must(['Pizza bases', 'Ham', 'Pineapple', 'Cheddar', 'Tomato purée']);
    expect(bases.draft.title).toBe('Ham and Pineapple Pizzas');
    expect(bases.steps.join(' ')).not.toMatch(/stretch/);
    expect(bases.steps).toContain('Lay the pizza bases on two large baking trays.');
    // a tube of purée is loosened into a sauce, not spread neat
    expect(bases.steps.join(' ')).toMatch(/Loosen the tomato paste with 3 tbsp water/);
  });

  it('puts leaves, soft herbs, air-dried ham and burrata on after baking', () => {
    const r = must(['Flatbreads', 'Prosciutto', 'Rocket', 'Burrata', 'Tinned tomatoes', 'Basil']);
    const bake = stepOf(r.steps, /^Bake for /);
    const after = stepOf(
      r.steps,
      /Tear over the burratas, drape over the prosciutto, scatter with the rocket and basil/,
    );
    expect(bake).toBeGreaterThanOrEqual(0);
    expect(after).toBeGreaterThan(bake);
    expect(r.steps.slice(0, bake).join(' ')).not.toMatch(/prosciutto|rocket|basil|burrata/);
    expect(r.ingredients).toContain('1 can chopped tomatoes, drained in a sieve');
  });

  it('asks for nothing to buy and leaves out what does not belong on a pizza', () => {
    const lists = [
      ['Naan', 'Chicken thighs', 'Passata', 'Mozzarella', 'Potatoes', 'Peppers'],
      ['Pitta bread', 'Pesto', 'Mozzarella', 'Cherry tomatoes', 'Rocket'],
      ['Naan', 'Cheddar', 'Garlic', 'Spring onions'],
      ['Baguette', 'Pasta sauce', 'Pepperoni', 'Mushrooms', 'Black olives'],
    ];
    for (const list of lists) expect(must(list).extras, list.join(', ')).toEqual([]);
    const r = must(lists[0] ?? []);
    expect(r.unused).toEqual(['Potatoes']);
    expect(r.markdown).not.toMatch(/potato/i);
  });

  it('dots pesto over a tomato pizza and spreads it on its own', () => {
    const both = must(['Naan', 'Raw prawns', 'Pesto', 'Passata', 'Mozzarella']);
    expect(both.steps.join(' ')).toMatch(/Spoon over the pesto in small dots/);
    expect(both.steps.join(' ')).toMatch(/the prawns are pink and opaque all the way through/);
    const alone = must(['Pitta bread', 'Pesto', 'Mozzarella', 'Cherry tomatoes']);
    expect(alone.draft.title).toBe('Cherry Tomato and Mozzarella Pitta Pizzas with Pesto');
    expect(alone.steps.join(' ')).toMatch(/Spread the pesto thinly over the pittas/);
  });

  it('gives null to lists that do not call for a pizza', () => {
    expect(pizzaFor(['Penne', 'Passata', 'Mozzarella', 'Basil'])).toBeUndefined();
    expect(pizzaFor(['Chicken breasts', 'Mozzarella', 'Passata', 'Peppers'])).toBeUndefined();
    // wraps with cheese and no sauce are quesadillas, not pizzas
    expect(pizzaFor(['Tortilla wraps', 'Chicken breast', 'Cheddar', 'Salsa'])).toBeUndefined();
    // a base with nothing to put on it
    expect(pizzaFor(['Naan', 'Chicken thighs', 'Curry paste', 'Yogurt'])).toBeUndefined();
    expect(pizzaFor(['Naan', 'Passata', 'Garam masala', 'Rice'])).toBeUndefined();
  });

  it('is the first answer for lists that are plainly pizza night', () => {
    const naan = cookRecipe(['Naan bread', 'Chorizo', 'Mozzarella', 'Passata', 'Red onion']);
    expect(naan.title).toBe('Chorizo and Mozzarella Naan Pizzas');
    expect(naan.unused).toEqual([]);
    const dough = cookRecipe(['Pizza dough', 'Bacon', 'Mushrooms', 'Mozzarella', 'Passata']);
    expect(dough.title).toBe('Bacon and Mushroom Pizza');
    expect(dough.markdown).toContain('Food safety: cook bacon');
  });
});

describe('pizza from a packet mix', () => {
  it('makes the mix into dough before it is a base, and is chosen over pasta', () => {
    const list = ['Pizza base mix', 'Passata', 'Mozzarella', 'Ham', 'Mushrooms', 'Sweetcorn'];
    const r = cookRecipe(list);
    expect(r.title).toMatch(/pizza/i);
    expect(r.used).toContain('Pizza base mix');
    expect(r.markdown).toMatch(/2 packs pizza base mix/);
    expect(r.markdown).toMatch(/Knead .* for 5 minutes/);
  });
});
