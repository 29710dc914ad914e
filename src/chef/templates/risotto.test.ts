import { describe, expect, it } from 'vitest';
import { cookRecipe } from '../chef';
import { templateDraft } from './test-support';

/** What the risotto template writes for a list, whether or not the ranking would choose it. */
function risottoFor(list: readonly string[]) {
  return templateDraft(list, 'risotto');
}

function must(list: readonly string[]) {
  const r = risottoFor(list);
  if (!r) throw new Error(`no risotto for ${list.join(', ')}`);
  return r;
}

/** Index of the first step matching. */
const stepOf = (steps: readonly string[], re: RegExp) => steps.findIndex((s) => re.test(s));

/**
 * The minutes the steps take one after another: the upper end of every "N–M minutes" or "N
 * minutes", summed over every step but the first (the stock, heated while the pan work starts).
 */
function minutesIn(steps: readonly string[]): number {
  let sum = 0;
  for (const s of steps.slice(1))
    for (const m of s.matchAll(/(?:\d+–)?(\d+) minutes?\b/g)) sum += Number(m[1]);
  return sum;
}

const PRAWNS = [
  'Arborio rice',
  'Prawns',
  'Courgettes',
  'White wine',
  'Stock cube',
  'Lemon',
  'Garlic',
];
const CHICKEN = [
  'Carnaroli',
  'Chicken thighs',
  'Mushrooms',
  'Onion',
  'Chicken stock',
  'Parmesan',
  'Butter',
];

describe('risotto template', () => {
  it('makes prawn risotto, not a tray bake, from risotto rice, prawns and a stock cube', () => {
    const r = cookRecipe(PRAWNS);
    expect(r.source).toBe('composed');
    expect(r.title).toBe('Prawn and Courgette Risotto');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.markdown).not.toMatch(/as the packet says/);
  });

  it('uses the stock cube in hot water, toasts the rice, then wine, then stock a ladle at a time', () => {
    const r = must(PRAWNS);
    expect(r.ingredients).toEqual(
      expect.arrayContaining([
        '300 g risotto rice',
        '300 g prawns, raw, peeled',
        '2 courgettes, cut into 1 cm dice',
        '1 stock cube',
        '1200 ml water',
        '125 ml white wine',
      ]),
    );
    const cube = stepOf(r.steps, /boil and stir in the stock cube until dissolved/);
    const toast = stepOf(r.steps, /Tip in the risotto rice and stir for 1–2 minutes/);
    const ladle = stepOf(r.steps, /a ladle at a time/);
    expect(cube).toBe(0);
    expect(toast).toBeGreaterThan(cube);
    expect(r.steps[toast]).toMatch(/glassy.*Pour in the white wine and let it bubble/);
    expect(ladle).toBeGreaterThan(toast);
  });

  it('adds courgettes for the last 5 minutes and raw prawns for the last 4, until pink', () => {
    const r = must(PRAWNS);
    const late = r.steps.find((s) => /Stir in the courgettes/.test(s)) ?? '';
    expect(r.steps).toContain(
      'Add a ladle of the hot stock and stir until it is almost absorbed. Keep adding the stock a ladle at a time, stirring often, for 15 minutes.',
    );
    expect(late).toMatch(
      /^Stir in the courgettes and cook for 1 minute, .*Add the prawns and cook for 4 minutes more/,
    );
    expect(late).toContain('the prawns are pink and opaque all the way through');
    const finish = r.steps.find((s) => s.startsWith('Take the pan off the heat')) ?? '';
    expect(finish).toContain('the lemon zest and a good squeeze of its juice');
    expect(r.draft.cook).toBe(minutesIn(r.steps));
    expect(r.draft.cook).toBe(28);
  });

  it('browns chicken and fries mushrooms hard first, sets them aside and returns them at the end', () => {
    const r = must(CHICKEN);
    expect(r.draft.title).toBe('Chicken and Mushroom Risotto');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    const chicken = stepOf(r.steps, /fry for 6–8 minutes, turning, .*74 °C \/ 165 °F\. Lift onto/);
    const mushrooms = stepOf(r.steps, /Fry the mushrooms hard for 6–8 minutes/);
    const onion = stepOf(r.steps, /Add the onion and cook gently for 8 minutes/);
    const back = stepOf(r.steps, /^Return the chicken thighs and any juices/);
    expect(chicken).toBeGreaterThanOrEqual(0);
    expect(mushrooms).toBeGreaterThan(chicken);
    expect(onion).toBeGreaterThan(mushrooms);
    expect(back).toBeGreaterThan(onion);
    expect(r.steps[back]).toContain('return the mushrooms for the final 2 minutes');
    expect(r.steps.join(' ')).toContain('Stir in the rest of the butter and most of the parmesan');
    expect(r.ingredients).toContain('450 g chicken thighs, cut into bite-sized pieces');
    expect(r.ingredients).toContain('1200 ml chicken stock');
    expect(r.draft.cook).toBe(minutesIn(r.steps));
    expect(r.draft.cook).toBe(48);
  });

  it('only reheats cooked chicken, and asks for a stock cube when there is no stock', () => {
    const r = must(['Arborio rice', 'Leftover chicken', 'Mushrooms', 'Shallots', 'White wine']);
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/74 °C|fry the cooked chicken|Season the cooked chicken/i);
    expect(text).toMatch(
      /Add the cooked chicken and cook for 2 minutes.*the cooked chicken is piping hot all the way through/,
    );
    expect(stepOf(r.steps, /Add the cooked chicken/)).toBeGreaterThan(
      stepOf(r.steps, /a ladle at a time/),
    );
    expect(r.extras).toEqual(['stock_cube']);
    expect(text).toContain('cook gently for 5 minutes, stirring now and then, until the shallots');
    expect(r.unused).toEqual([]);
  });

  it('cooks diced squash in from the start and peas from frozen at the end', () => {
    const r = must([
      'Risotto rice',
      'Butternut squash',
      'Frozen peas',
      'Onion',
      'Vegetable stock',
      'Sage',
      'Parmesan',
    ]);
    expect(r.ingredients).toContain('1 butternut squash, peeled, deseeded and cut into 1 cm dice');
    expect(r.ingredients).toContain('200 g peas, straight from frozen');
    const soften = stepOf(r.steps, /Add the onion and butternut squash with the sage/);
    const rice = stepOf(r.steps, /Tip in the risotto rice/);
    const peas = stepOf(r.steps, /Stir in the peas for the final 2 minutes/);
    expect(soften).toBeGreaterThanOrEqual(0);
    expect(rice).toBeGreaterThan(soften);
    expect(peas).toBeGreaterThan(rice);
    expect(r.draft.title).toBe('Butternut Squash and Pea Risotto');
    expect(r.draft.prep).toBe(25);
    expect(r.draft.cook).toBe(minutesIn(r.steps));
  });

  it('crisps bacon first and scatters it over, and wilts spinach at the end', () => {
    const r = must(['Arborio', 'Bacon', 'Spinach', 'Leek', 'Stock cube', 'Parmesan', 'Parsley']);
    expect(r.steps[1]).toMatch(
      /^Heat 1 tbsp of the olive oil .*Fry the bacon for 4–5 minutes, until sizzling and crisp at the edges, then lift onto a plate/,
    );
    expect(r.steps.join(' ')).toMatch(/Stir in the spinach for the final 2 minutes/);
    expect(r.steps.at(-1)).toBe(
      'Spoon into warm bowls and top with the rest of the parmesan, the crisp bacon and the parsley.',
    );
    expect(r.ingredients).toContain('6 slices bacon, chopped');
    expect(r.extras).toEqual([]);
  });

  it('poaches smoked haddock in the stock and folds it in flaked, to a safe temperature', () => {
    const r = must(['Risotto rice', 'Smoked haddock', 'Leeks', 'Spinach', 'Crème fraîche']);
    expect(r.steps[1]).toMatch(
      /^Slide the smoked haddock fillets into the simmering stock and poach for 5–6 minutes, until the flesh is opaque and flakes easily \(63 °C \/ 145 °F\)/,
    );
    expect(r.steps[2]).toMatch(/^Meanwhile, heat/);
    expect(r.steps.join(' ')).toContain('gently fold in the flaked smoked haddock fillets');
    expect(r.ingredients).toContain('3 smoked haddock fillets');
    expect(r.ingredients).toContain('3 tbsp crème fraîche');
  });

  it('sears scallops in their own pan while the risotto rests, and counts that time', () => {
    const r = must(['Carnaroli', 'Scallops', 'Peas', 'Shallots', 'Butter', 'White wine']);
    const rest = stepOf(r.steps, /Cover and leave to rest while you cook the scallops/);
    const sear = stepOf(r.steps, /sear the scallops for 1–2 minutes a side, until opaque/);
    expect(rest).toBeGreaterThanOrEqual(0);
    expect(sear).toBe(rest + 1);
    // shallots 5, rice 2, wine 2, stock 20, scallops 2 × 2 while it rests
    expect(r.draft.cook).toBe(33);
  });

  it('leaves out what a risotto has no place for, and buys nothing it does not need', () => {
    const r = must([
      'Arborio rice',
      'Chicken breasts',
      'Peas',
      'Onion',
      'Chicken stock',
      'Red wine',
      'Soy sauce',
      'Mozzarella',
    ]);
    expect(r.unused.sort()).toEqual(['Mozzarella', 'Red wine', 'Soy sauce']);
    expect(r.extras).toEqual([]);
    expect(r.markdown).not.toMatch(/soy|mozzarella|red wine/i);
  });

  it('uses every ingredient line in a step', () => {
    for (const list of [
      PRAWNS,
      CHICKEN,
      ['Arborio', 'Chorizo', 'Prawns', 'Red pepper', 'Onion', 'Garlic', 'Smoked paprika'],
      ['Risotto rice', 'Mushrooms', 'Dried porcini', 'Thyme', 'Garlic', 'Parmesan', 'Bay leaf'],
      ['Arborio', 'Crab meat', 'Asparagus', 'Lemon', 'Spring onions', 'Mascarpone'],
    ]) {
      const r = must(list);
      const text = r.steps.join(' ').toLowerCase();
      for (const line of r.ingredients) {
        const name = line
          .replace(/,.*$/, '')
          .replace(/^[\d.¼½¾]+ (g|kg|ml|litres?|tbsp|tsp|cloves?|slices?|sprigs?|handful)?\s*/, '')
          .replace(/, to taste$/, '');
        expect(text, `${list.join(', ')}: ${name}`).toContain(name.toLowerCase());
      }
    }
  });

  it('is not offered without risotto rice: long-grain or paella rice are not risotto rice', () => {
    expect(risottoFor(['Basmati rice', 'Chicken', 'Peas', 'Onion', 'Stock cube'])).toBeUndefined();
    expect(risottoFor(['Rice', 'Mushrooms', 'Parmesan', 'Butter', 'Onion'])).toBeUndefined();
    expect(risottoFor(['Paella rice', 'Chicken', 'Chorizo', 'Peppers'])).toBeUndefined();
    expect(risottoFor(['Chicken thighs', 'Mushrooms', 'Onion', 'Parmesan'])).toBeUndefined();
  });
});

describe('arancini from leftover rice', () => {
  const LIST = ['Leftover rice', 'Breadcrumbs', 'Eggs', 'Mozzarella', 'Parmesan', 'Passata'];

  it('is the first answer for leftover rice, breadcrumbs, eggs and mozzarella', () => {
    const r = cookRecipe(LIST);
    expect(r.title).toBe('Mozzarella Arancini');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    // reheated rice: the leftovers tip, but no soft-egg warning for eggs cooked in a crust
    expect(r.markdown).toContain('reheated only once until piping hot');
    expect(r.markdown).not.toMatch(/pregnant/);
  });

  it('binds the rice, hides a cube of cheese in each ball and crumbs them in order', () => {
    const r = must(LIST);
    expect(r.ingredients).toEqual(
      expect.arrayContaining([
        '500 g cooked rice, cold from the fridge',
        '125 g mozzarella, cut into 12 small cubes',
        '3 eggs',
        '100 g breadcrumbs',
        '750 ml vegetable oil, for deep-frying',
      ]),
    );
    expect(r.steps[0]).toMatch(/Mix in 1 of the eggs, beaten, the parmesan/);
    expect(r.steps[1]).toMatch(/press a cube of mozzarella into the middle.*Make 12, then chill/);
    expect(r.steps[2]).toMatch(/Roll each ball in the flour, then the egg, then the breadcrumbs/);
    const fry = r.steps.find((s) => s.includes('180 °C')) ?? '';
    expect(fry).toMatch(
      /for 4–5 minutes, turning, until deep golden and piping hot all the way through/,
    );
    expect(fry).toContain('220 °C / 200 °C fan / 425 °F');
    expect(r.steps.at(-1)).toBe('Serve hot, with the warm sauce for dipping.');
    expect(r.draft.prep).toBe(40);
  });

  it('mixes ham and peas through and serves rocket alongside', () => {
    const r = must(['Cooked rice', 'Panko', 'Eggs', 'Cheddar', 'Ham', 'Frozen peas', 'Rocket']);
    expect(r.draft.title).toBe('Ham and Pea Arancini');
    expect(r.unused).toEqual([]);
    expect(r.ingredients).toContain('100 g peas, thawed');
    expect(r.steps[0]).toMatch(/the ham, the peas and a good pinch of salt/);
  });

  it('needs rice, breadcrumbs and eggs', () => {
    expect(risottoFor(['Leftover rice', 'Eggs', 'Mozzarella', 'Parmesan'])).toBeUndefined();
    expect(risottoFor(['Leftover rice', 'Breadcrumbs', 'Mozzarella', 'Parmesan'])).toBeUndefined();
    expect(risottoFor(['Breadcrumbs', 'Eggs', 'Mozzarella', 'Parmesan'])).toBeUndefined();
  });
});
