import { describe, expect, it } from 'vitest';
import { cookRecipe } from '../chef';
import { composeAll } from '../compose';
import { INGREDIENTS } from '../data/ingredients';
import { renderMarkdown } from '../draft';
import { matchIngredient } from '../lexicon';
import { createRandom } from '../util';

/** What the lasagne template writes for a list, whether or not the ranking would choose it. */
function lasagneFor(list: readonly string[]) {
  const visitor = list.map((text, index) => {
    const m = matchIngredient(text);
    return { index, text, id: m?.id ?? null, spec: m ? INGREDIENTS[m.id] : null, nonFood: null };
  });
  const made = composeAll(visitor, createRandom(0)).find((c) => c.key === 'lasagne');
  if (!made) return null;
  const draft = { ...made.draft, steps: made.writeSteps() };
  const markdown = renderMarkdown(draft, visitor);
  const lines = markdown
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2));
  return {
    title: draft.title,
    method: made.method,
    markdown,
    steps: draft.steps,
    lines,
    cook: draft.cook,
    serves: draft.serves,
    unused: visitor.filter((v) => !draft.used.has(v.index)).map((v) => v.text),
    extras: draft.extras.map((id) => INGREDIENTS[id].name),
  };
}

function mustBuild(list: readonly string[]) {
  const r = lasagneFor(list);
  if (!r) throw new Error(`no lasagne for ${list.join(', ')}`);
  return r;
}

/** The index of the first step that matches. */
const stepOf = (steps: readonly string[], re: RegExp) => steps.findIndex((s) => re.test(s));

/**
 * Minutes the cook waits through, step after step: each "N minutes" (the top of a range), but not
 * what happens meanwhile or during a simmer already counted ("for the last 5 minutes").
 */
function timedMinutes(steps: readonly string[]): number {
  let sum = 0;
  for (const step of steps) {
    if (step.startsWith('Meanwhile')) continue;
    for (const m of step.matchAll(/(?<!last )\b(\d+)(?:–(\d+))? minutes?\b/g))
      sum += Number(m[2] ?? m[1]);
  }
  return sum;
}

const OVEN = '200 °C / 180 °C fan / 400 °F';

describe('lasagne template', () => {
  it('makes a turkey and courgette lasagne the first answer for the list that calls for it', () => {
    const list = ['Lasagne sheets', 'Turkey mince', 'Courgette', 'Chopped tomatoes', 'Mozzarella'];
    const r = cookRecipe(list);
    expect(r.title).toBe('Turkey and Courgette Lasagne');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    // turkey is poultry: 74 °C, never the 71 °C of red mince
    expect(r.markdown).toContain(
      'until cooked through with no pink left and the centre reaches 74 °C / 165 °F',
    );
    expect(r.markdown).not.toContain('71 °C');
  });

  it('browns and breaks up beef mince before the tomatoes, and makes a béchamel with their milk', () => {
    const r = mustBuild([
      'Lasagne sheets',
      'Beef mince',
      'Onion',
      'Carrot',
      'Garlic',
      'Passata',
      'Milk',
      'Cheddar',
    ]);
    expect(r.title).toBe('Beef Lasagne');
    expect(r.method).toBe('layered');
    expect(r.unused).toEqual([]);
    // flour is in every kitchen; butter is not in the lexicon's pantry, so it is the one thing bought
    expect(r.extras).toEqual(['butter']);
    expect(r.lines).toContain('600 ml milk');
    expect(r.lines).toContain('12 lasagne sheets, no-precook');
    const soften = stepOf(r.steps, /Add the onion and carrot and cook for 10 minutes/);
    const brown = stepOf(
      r.steps,
      /add the minced beef and cook for 8–10 minutes, breaking it up with a wooden spoon, until cooked through with no pink left and the centre reaches 71 °C \/ 160 °F/,
    );
    const tomatoes = stepOf(r.steps, /Add the passata and 150 ml water/);
    expect(soften).toBeGreaterThanOrEqual(0);
    expect(brown).toBeGreaterThanOrEqual(soften);
    expect(tomatoes).toBeGreaterThan(brown);
    expect(r.steps.join(' ')).toMatch(
      /melt the butter in a saucepan[^.]*stir in the plain flour and cook for 1 minute, then whisk in the milk/,
    );
    expect(r.steps.join(' ')).toContain(`Heat the oven to ${OVEN}`);
    expect(r.steps.join(' ')).toMatch(/bake for 40 minutes/);
    expect(r.steps.at(-1)).toMatch(/^Leave to rest for 10 minutes before cutting/);
    expect(timedMinutes(r.steps)).toBe(r.cook);
  });

  it('layers a vegetarian spinach and ricotta lasagne, with the spinach wilted and squeezed', () => {
    const r = mustBuild([
      'Lasagne sheets',
      'Spinach',
      'Ricotta',
      'Passata',
      'Parmesan',
      'Eggs',
      'Nutmeg',
    ]);
    expect(r.title).toBe('Spinach and Ricotta Lasagne');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.lines).toEqual(expect.arrayContaining(['500 g spinach', '500 g ricotta', '1 egg']));
    const text = r.steps.join(' ');
    expect(text).toContain('pour over a kettle of boiling water to wilt it');
    expect(text).toContain('squeeze out as much water as you can');
    expect(text).toMatch(
      /Mix the ricotta with the spinach, the egg, half the parmesan, the nutmeg/,
    );
    expect(text).toMatch(/dot with a third of the ricotta mixture/);
    expect(text).toMatch(/Scatter over the rest of the parmesan and bake for 40 minutes/);
    expect(text).not.toMatch(/minced|°C \/ 16[05] °F/);
    expect(timedMinutes(r.steps)).toBe(r.cook);
  });

  it('only reheats cooked chicken, in a white lasagne bound with their jar of sauce', () => {
    const r = mustBuild([
      'Lasagne sheets',
      'Cooked chicken',
      'Mushrooms',
      'Jar of white sauce',
      'Mozzarella',
    ]);
    expect(r.title).toBe('Chicken and Mushroom Lasagne');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/(cook|fry|brown)[^.]*cooked chicken/i);
    expect(text).toMatch(/stir in the cooked chicken and a third of the white sauce/);
    expect(text).toContain('until the cooked chicken is piping hot all the way through');
    expect(text).not.toMatch(/passata|tomato/);
    // the oven is on from the start: there is no simmer to heat it during
    expect(r.steps[0]).toMatch(/^Heat the oven to 200 °C \/ 180 °C fan \/ 400 °F\./);
  });

  it('cooks each ingredient by its kind: bacon crisped, squash covered, frozen spinach from frozen', () => {
    const bacon = mustBuild([
      'Lasagne sheets',
      'Bacon',
      'Mushrooms',
      'Passata',
      'Cheddar',
      'Garlic',
    ]);
    expect(bacon.title).toBe('Bacon and Mushroom Lasagne');
    expect(bacon.steps.join(' ')).toMatch(
      /Fry the bacon for 5 minutes, until sizzling and crisp at the edges\. Stir in the garlic for 1 minute\./,
    );
    expect(bacon.steps.join(' ')).toMatch(
      /Add the mushrooms and cook for 8 minutes, stirring now and then, until golden and their liquid has cooked off/,
    );

    const squash = mustBuild([
      'Lasagne sheets',
      'Butternut squash',
      'Sage',
      'Ricotta',
      'Passata',
      'Parmesan',
    ]);
    expect(squash.steps.join(' ')).toMatch(
      /Add the butternut squash with 4 tbsp water, cover and cook for 12 minutes/,
    );

    const beef = mustBuild([
      'Lasagne sheets',
      'Beef mince',
      'Frozen spinach',
      'Chopped tomatoes',
      'Mozzarella',
    ]);
    expect(beef.title).toBe('Beef and Spinach Lasagne');
    expect(beef.steps.join(' ')).toContain(
      'Stir the spinach into the sauce straight from frozen for the last 5 minutes',
    );
    expect(beef.steps.join(' ')).not.toContain('kettle of boiling water');
  });

  it('simmers red lentils in the sauce until soft, with their stock for the water', () => {
    const r = mustBuild([
      'Lasagne sheets',
      'Red lentils',
      'Carrot',
      'Onion',
      'Chopped tomatoes',
      'Cheddar',
      'Vegetable stock',
    ]);
    expect(r.title).toBe('Red Lentil Lasagne');
    expect(r.unused).toEqual([]);
    expect(r.lines).toEqual(
      expect.arrayContaining(['250 g red lentils, rinsed', '2 cans chopped tomatoes']),
    );
    const text = r.steps.join(' ');
    expect(text).toMatch(
      /Add the chopped tomatoes, the red lentils and the vegetable stock[^.]*\. Bring to the boil, then lower the heat and simmer for 20 minutes, stirring now and then, until the red lentils are soft/,
    );
    expect(timedMinutes(r.steps)).toBe(r.cook);
  });

  it('layers their melting cheese with the sauce when there is no creamy layer, buying nothing', () => {
    const r = mustBuild(['Lasagne sheets', 'Soya mince', 'Tinned tomatoes', 'Mozzarella', 'Onion']);
    expect(r.title).toBe('Soya Mince Lasagne');
    expect(r.extras).toEqual([]);
    expect(r.lines).toContain('200 g mozzarella, torn');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/béchamel|butter|milk/);
    expect(text).toMatch(
      /spread over a quarter of the remaining sauce and scatter with a little of the mozzarella/i,
    );
    expect(text).toMatch(/finish with the last of the sauce/);
    // meat-free mince has no safe temperature to reach
    expect(text).not.toMatch(/°C \/ 16[05] °F/);
  });

  it('buys only what the form needs: tomatoes for a mince filling, milk for a béchamel', () => {
    const noTomato = mustBuild(['Lasagne sheets', 'Beef mince', 'Onion', 'Mozzarella']);
    expect(noTomato.extras).toEqual(['chopped tomatoes']);
    const noCream = mustBuild(['Lasagne sheets', 'Lamb mince', 'Passata', 'Parmesan']);
    expect(noCream.extras.sort()).toEqual(['butter', 'milk']);
    const jar = mustBuild(['Lasagne sheets', 'Quorn mince', 'Jar of pasta sauce', 'Cheese sauce']);
    expect(jar.extras).toEqual([]);
    expect(jar.lines).toEqual(
      expect.arrayContaining(['1 jar pasta sauce', '1 jar cheese sauce, about 450 g']),
    );
  });

  it('leaves out what does not belong in a lasagne, and never buys a second protein', () => {
    const r = mustBuild([
      'Lasagne sheets',
      'Beef mince',
      'Salmon fillets',
      'Banana',
      'Passata',
      'Cheddar',
    ]);
    expect(r.unused).toEqual(expect.arrayContaining(['Salmon fillets']));
    expect(r.markdown).not.toMatch(/salmon|banana/i);
    expect(r.extras).toEqual([]);
  });

  it("skins the visitor's own sausages and spoons on plain ricotta without a needless step", () => {
    const r = mustBuild([
      'Lasagne sheets',
      '4 pork sausages',
      'Fennel seeds',
      'Chopped tomatoes',
      'Ricotta',
      'Mozzarella',
    ]);
    expect(r.title).toBe('Sausage Lasagne');
    expect(r.serves).toBe(4);
    expect(r.lines).toContain('4 pork sausages');
    const text = r.steps.join(' ');
    expect(text).toMatch(
      /Squeeze the pork sausages out of their skins into the pan\. Cook for 8–10 minutes, breaking the meat up with a wooden spoon, until cooked through with no pink left and the centre reaches 71 °C \/ 160 °F\. Stir in the fennel seeds for 1 minute\./,
    );
    expect(text).not.toMatch(/mix the ricotta/i);
    expect(text).toMatch(
      /dot with a third of the ricotta and scatter with a little of the mozzarella/,
    );
  });

  it('returns null for lists that do not call for a lasagne', () => {
    expect(lasagneFor(['Beef mince', 'Passata', 'Cheddar', 'Onion'])).toBeNull();
    expect(lasagneFor(['Lasagne sheets', 'Passata', 'Cheddar'])).toBeNull();
    expect(lasagneFor(['Cannelloni', 'Beef mince', 'Passata', 'Cheddar'])).toBeNull();
    expect(lasagneFor(['Lasagne sheets', 'Steak', 'Passata', 'Cheddar'])).toBeNull();
  });
});
