import { describe, expect, it } from 'vitest';
import { cookRecipe } from '../chef';
import { templateDraft } from './test-support';

/** What the baked-fruit template writes for a list, whether or not the ranking would choose it. */
function bakedFor(list: readonly string[]) {
  return templateDraft(list, 'baked-fruit');
}

function must(list: readonly string[]) {
  const r = bakedFor(list);
  if (!r) throw new Error(`no baked fruit for ${list.join(', ')}`);
  return r;
}

/** A whole spice dusted or sprinkled over, as if it were ground. */
const WHOLE_SPICE_DUSTED =
  /(dust|sprinkle)(?: it| them)?(?: with| over)? the (?:star anise|cinnamon stick|cardamom pods)/i;

/** Index of the first step matching. */
const stepOf = (steps: readonly string[], re: RegExp) => steps.findIndex((s) => re.test(s));

/** Minutes of oven or hob time in the steps: the upper end of each "N–M minutes" or "N minutes". */
function minutesIn(steps: readonly string[], verb: RegExp): number {
  let sum = 0;
  for (const s of steps)
    for (const sentence of s.split(/(?<=\.) /)) {
      if (!verb.test(sentence)) continue;
      const m = /for (?:\d+–)?(\d+) minutes/.exec(sentence);
      if (m) sum += Number(m[1]);
    }
  return sum;
}

describe('baked-fruit template', () => {
  it('roasts plums with honey and star anise, and the chef chooses it', () => {
    const list = ['Plums', 'Star anise', 'Honey', 'Greek yogurt'];
    const r = must(list);
    expect(r.draft.title).toBe('Honey-Roast Plums with Star Anise');
    expect(r.made.method).toBe('baked-fruit');
    expect(r.draft.course).toBe('dessert');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.ingredients).toContain('8 plums, halved and stoned');
    expect(r.ingredients).toContain('2 star anise');
    const text = r.steps.join('\n');
    expect(r.steps[0]).toBe('Heat the oven to 200 °C / 180 °C fan / 400 °F.');
    expect(text).toMatch(/cut side up/);
    expect(text).toMatch(/Roast for 20–25 minutes/);
    expect(r.draft.cook).toBe(25);
    // whole spices flavour the juices and come out; they are never dusted over
    expect(text).toMatch(/tuck the star anise in among the fruit/);
    expect(text).toMatch(/Lift out the star anise/);
    expect(text).not.toMatch(WHOLE_SPICE_DUSTED);
    // the yogurt is served with it, not left in the list
    expect(r.steps.at(-1)).toMatch(/Serve warm, with a spoonful of Greek yogurt\.$/);

    const chosen = cookRecipe(list);
    expect(chosen.title).toBe('Honey-Roast Plums with Star Anise');
    expect(chosen.unused).toEqual([]);
  });

  it('stuffs whole apples with mincemeat and bakes them for 35–45 minutes', () => {
    const list = ['Apples', 'Mincemeat', 'Butter', 'Custard'];
    const r = must(list);
    expect(r.draft.title).toBe('Mincemeat Baked Apples');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.steps[0]).toBe('Heat the oven to 180 °C / 160 °C fan / 350 °F.');
    const core = stepOf(r.steps, /^Core the apples/);
    const fill = stepOf(r.steps, /Pack the mincemeat into the apples/);
    const bake = stepOf(r.steps, /Bake for 35–45 minutes/);
    expect(core).toBeGreaterThan(0);
    expect(fill).toBeGreaterThan(core);
    expect(bake).toBeGreaterThan(fill);
    expect(r.draft.cook).toBe(45);
    // the custard has its own moment: warmed while the apples bake, then poured
    expect(r.steps.join(' ')).toMatch(/warm the custard in a small pan/);
    expect(r.steps.at(-1)).toMatch(/with the hot custard\.$/);

    const chosen = cookRecipe(list);
    expect(chosen.title).toBe('Mincemeat Baked Apples');
    expect(chosen.unused).toEqual([]);
    expect(chosen.extras).toEqual([]);
  });

  it('fills apples with the visitor’s dried fruit, nuts, sugar and spice, butter inside and on top', () => {
    const r = must(['Apples', 'Raisins', 'Walnuts', 'Brown sugar', 'Cinnamon', 'Butter']);
    expect(r.draft.title).toBe('Baked Apples with Raisins and Walnuts');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    const text = r.steps.join(' ');
    expect(text).toMatch(/Mix the raisins, walnuts, brown sugar, cinnamon and half the butter\./);
    expect(text).toMatch(/Dot the tops with the rest of the butter/);
  });

  it('poaches pears in cider with star anise and boils the liquid to a syrup', () => {
    const r = must(['Pears', 'Cider', 'Star anise', 'Honey', 'Crème fraîche']);
    expect(r.draft.title).toBe('Pears Poached in Cider with Star Anise');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.ingredients).toContain('4 pears, firm, peeled, stalks left on');
    expect(r.ingredients).toContain('500 ml cider');
    const text = r.steps.join(' ');
    expect(text).toMatch(/simmer gently for 20–30 minutes/);
    expect(text).toMatch(/Boil the liquid hard for 10–15 minutes/);
    expect(text).toMatch(/Lift out the star anise/);
    // bring to the boil (5) + poach (30) + reduce (15)
    expect(r.draft.cook).toBe(50);
    expect(text).not.toMatch(/oven/);
  });

  it('roasts pears halved instead when there is nothing to poach them in', () => {
    const r = must(['Pears', 'Honey', 'Ginger', 'Pistachios']);
    expect(r.draft.title).toBe('Honey-Roast Pears with Ginger');
    expect(r.ingredients).toContain('4 pears, halved and cored');
    expect(r.unused).toEqual([]);
    expect(r.draft.cook).toBe(minutesIn(r.steps, /^Roast/));
  });

  it('gives each fruit its own time, so plums, figs and berries finish together', () => {
    const r = must([
      'Plums',
      'Figs',
      'Blackberries',
      'Cinnamon',
      'Brown sugar',
      'Butter',
      'Double cream',
    ]);
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    const roast = r.steps.find((s) => s.startsWith('Roast for')) ?? '';
    // plums 25 minutes, figs the last 15, blackberries the last 5
    expect(roast).toMatch(
      /^Roast for 10 minutes\. Add the figs cut side up[^.]*\. Roast for 10 minutes more\. Scatter over the blackberries[^.]*\. Roast for 5 minutes more, until the plums are soft/,
    );
    expect(minutesIn(r.steps, /^Roast/)).toBe(25);
    expect(r.draft.cook).toBe(25);
    expect(r.steps.join(' ')).toMatch(/whip the double cream to soft peaks/);
  });

  it('roasts rhubarb for 15 minutes with orange and ginger, unstirred', () => {
    const r = must(['Rhubarb', 'Orange', 'Brown sugar', 'Ginger']);
    expect(r.draft.title).toBe('Roast Rhubarb with Ginger and Orange');
    expect(r.unused).toEqual([]);
    expect(r.extras).toEqual([]);
    expect(r.ingredients).toContain('500 g rhubarb, trimmed and cut into 5 cm lengths');
    expect(r.ingredients).toContain('1 orange, zest and juice');
    const text = r.steps.join(' ');
    expect(text).toMatch(/grate the zest of the orange over, then squeeze over its juice/);
    expect(text).toMatch(/Mix the brown sugar with the ginger/);
    expect(text).toMatch(/Roast for 15 minutes/);
    expect(text).toMatch(/Don’t stir/);
    expect(r.draft.cook).toBe(15);
  });

  it('keeps back a spoonful of the syrup to toast the oats with, and buys it no more', () => {
    const r = must(['Peaches', 'Maple syrup', 'Vanilla', 'Oats']);
    expect(r.draft.title).toBe('Maple-Roast Peaches with Vanilla');
    expect(r.extras).toEqual([]);
    expect(r.ingredients).toContain('4 tbsp maple syrup');
    const text = r.steps.join(' ');
    expect(text).toMatch(/Set aside 1 tbsp of the maple syrup for the oats/);
    expect(text).toMatch(/drizzle with the rest of the maple syrup mixed with the vanilla extract/);
    expect(text).toMatch(/toast the rolled oats in a dry frying pan/);
    // the vanilla goes into the syrup, never sprinkled
    expect(text).not.toMatch(/sprinkle[^.]*vanilla/i);
  });

  it('leaves out what the form has no place for, and says so', () => {
    const r = must(['Plums', 'Mincemeat', 'Brandy']);
    expect(r.draft.title).toBe('Roast Plums with Brandy');
    expect(r.unused).toEqual(['Mincemeat']);
    expect(r.steps.join(' ')).not.toMatch(/mincemeat/i);
    const chosen = cookRecipe(['Plums', 'Mincemeat', 'Brandy']);
    expect(chosen.title).toBe('Roast Plums with Brandy');
    expect(chosen.markdown).toMatch(/Not used this time: Mincemeat\./);
  });

  it('makes mincemeat apples even when the apples are not listed first', () => {
    const r = must(['Plums', 'Apples', 'Mincemeat']);
    expect(r.draft.title).toBe('Mincemeat Baked Apples');
    expect(r.unused).toEqual(['Plums']);
  });

  it('does not build for lists that do not call for baked fruit', () => {
    // no fruit that bakes
    expect(bakedFor(['Strawberries', 'Cream', 'Sugar'])).toBeUndefined();
    expect(bakedFor(['Mango', 'Lime', 'Sugar'])).toBeUndefined();
    expect(bakedFor(['Chicken breasts', 'Broccoli', 'Soy sauce', 'Rice'])).toBeUndefined();
    // fruit, but nothing to sweeten, spice or fill it with: that is breakfast
    expect(bakedFor(['Plums', 'Oats', 'Milk'])).toBeUndefined();
    expect(bakedFor(['Apples', 'Cheddar', 'Crackers'])).toBeUndefined();
    // and a savoury main keeps its own dish
    expect(cookRecipe(['Chicken thighs', 'Plums', 'Honey', 'Soy sauce']).title).not.toMatch(
      /Roast Plums/,
    );
  });

  it('writes a cook time its steps add up to and buys nothing, over many lists', () => {
    const lists = [
      ['Apricots', 'Almonds', 'Cardamom', 'Honey', 'Greek yogurt'],
      ['Bananas', 'Brown sugar', 'Rum', 'Butter', 'Lime', 'Vanilla ice cream'],
      ['Cherries', 'Sugar', 'Vanilla', 'Lemon'],
      ['Nectarines', 'Raspberries', 'Honey'],
      ['Figs', 'Honey', 'Walnuts', 'Mascarpone'],
      ['Peaches', 'Plums', 'Cinnamon stick', 'Orange juice'],
    ];
    for (const list of lists) {
      const r = must(list);
      expect(r.extras, list.join(', ')).toEqual([]);
      expect(r.unused, list.join(', ')).toEqual([]);
      expect(minutesIn(r.steps, /^Roast/), list.join(', ')).toBe(r.draft.cook);
      expect(r.markdown).not.toMatch(WHOLE_SPICE_DUSTED);
      if (/stick|anise|pods/i.test(list.join(' ')))
        expect(r.markdown).toMatch(/tuck the (star anise|cinnamon stick|cardamom pods)/);
    }
  });
});
