import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

function must(list: readonly string[]) {
  const r = templateDraft(list, 'stir-fry');
  if (!r) throw new Error(`no stir-fry for ${list.join(', ')}`);
  return r;
}

const text = (r: { steps: readonly string[] }) => r.steps.join(' ');

const TOM_YUM = [
  'Raw king prawns',
  'Lemongrass',
  'Galangal',
  'Kaffir lime leaves',
  'Oyster mushrooms',
  'Fish sauce',
  'Limes',
  "Bird's eye chillies",
];

describe('stir-fry template', () => {
  it('fries chopped lemongrass and shreds lime leaves into the sauce, never scattering them', () => {
    const r = must(TOM_YUM);
    expect(r.ingredients).toContain(
      '2 stalks lemongrass, tough outer layers removed, finely chopped',
    );
    expect(r.ingredients).toContain('4 lime leaves, stalks removed, finely shredded');
    expect(text(r)).toMatch(/Stir in the [^.]*lemongrass for 1 minute until fragrant/);
    expect(text(r)).toMatch(/pour in the sauce with the lime leaves/);
    expect(text(r)).not.toMatch(/scattered with the [^.]*(lemongrass|lime leaves)/);
  });

  it('beats the eggs it scrambles, and leaves frozen mixed vegetables as they come', () => {
    const r = must(['cooked prawns', 'eggs', 'frozen mixed veg', 'spring onions', 'soy sauce']);
    expect(text(r)).toMatch(/Beat the eggs and scramble them/);
    expect(text(r)).not.toMatch(/[Ss]lice the [^.]*mixed vegetables/);
  });

  it('does not chop again what the ingredient line already slices', () => {
    const r = must(TOM_YUM);
    expect(r.ingredients).toContain('1 tbsp galangal, thinly sliced');
    expect(text(r)).not.toMatch(/chop the galangal/i);
  });

  it('loosens straight-to-wok noodles instead of boiling them', () => {
    const r = must([...TOM_YUM, 'Straight to wok noodles']);
    expect(text(r)).toMatch(/Loosen the egg noodles with your fingers/);
    expect(text(r)).not.toMatch(/as the packet says|Cook the egg noodles/);
  });

  it('soaks rice noodles and gives egg noodles their own minutes', () => {
    const rice = must(['Chicken breast', 'Rice noodles', 'Broccoli', 'Soy sauce', 'Garlic']);
    expect(rice.steps[0]).toMatch(/^Soak the rice noodles in just-boiled water for 5–8 minutes/);
    const egg = must(['Chicken breast', 'Egg noodles', 'Broccoli', 'Soy sauce', 'Garlic']);
    expect(egg.steps[0]).toMatch(
      /^Cook the egg noodles in a large pan of boiling water for 4 minutes/,
    );
  });

  it('leaves silken tofu, which would fall apart in a wok, out', () => {
    const r = must(['Silken tofu', 'Pak choi', 'Broccoli', 'Peppers', 'Soy sauce', 'Garlic']);
    expect(r.unused).toContain('Silken tofu');
    expect(text(r)).not.toMatch(/tofu/);
  });

  it('never cuts bought dumplings open: their raw filling is cooked whole by a dish or a tray', () => {
    const r = must(['Chicken breast', 'Frozen pork dumplings', 'Pak choi', 'Soy sauce', 'Ginger']);
    expect(r.unused).toContain('Frozen pork dumplings');
    expect(text(r)).not.toMatch(/dumpling/);
  });

  it('never stir-fries dried kombu as if it were a vegetable', () => {
    const r = must(['Frozen udon', 'Courgette', 'Onion', 'Egg', 'Kombu', 'Soy sauce', 'Mirin']);
    expect(text(r)).not.toMatch(/kombu/);
  });

  it('never slices frozen hash browns into the wok', () => {
    const r = must(['Steak', 'Frozen hash browns', 'Peppers', 'Onion', 'Soy sauce', 'Garlic']);
    expect(text(r)).not.toMatch(/hash browns?/);
  });

  it('cuts vegetables thin enough for their minutes in the wok', () => {
    const r = must(['Beef strips', 'Peppers', 'Scallions', 'Oyster sauce', 'Noodles', 'Carrot']);
    expect(r.ingredients).toContain('2 carrots, cut into thin batons');
    expect(r.ingredients).toContain('2 bell peppers, deseeded and thinly sliced');
    expect(r.ingredients.join('\n')).not.toMatch(/carrots, diced/);
  });

  it('counts the time its rice takes in the cook time', () => {
    const r = must(['Tempeh', 'Kale', 'Brown rice', 'Maple syrup', 'Soy sauce', 'Garlic']);
    expect(r.steps[0]).toMatch(/brown rice .* for 25–30 minutes/);
    expect(r.draft.cook).toBeGreaterThanOrEqual(35);
  });
  it('serves quinoa or any grain it cooks under the stir-fry, never leaving it in the pan', () => {
    const r = must(['Tofu', 'Cornstarch', 'Maple syrup', 'Sriracha', 'Broccoli', 'Quinoa']);
    expect(r.steps.at(-1)).toMatch(/Serve over the quinoa/);
    expect(text(r)).not.toMatch(/Serve straight away/);
  });

  it('fries leftover rice in the wok as fried rice, not reheated apart and never served', () => {
    const r = must([
      'tins of white crab meat',
      'leftover jasmine rice',
      'eggs',
      'fish sauce',
      'light soy sauce',
      'garlic',
      'spring onions',
    ]);
    expect(r.draft.title).toMatch(/Fried Rice$/);
    expect(text(r)).not.toMatch(/Reheat the|keep warm|cornflour/);
    expect(text(r)).toMatch(/Add the cooked rice[^.]*toss for 3–4 minutes, breaking up any clumps/);
  });

  it('adds bought cooked meat with the sauce instead of warming it, setting it aside and returning it', () => {
    const r = must(['egg noodles', 'frozen mixed veg', 'eggs', 'ham', 'soy sauce', 'garlic']);
    expect(text(r)).not.toMatch(/Warm the ham|return the ham/i);
    expect(text(r)).toMatch(/[Aa]dd the ham[^.]*toss for 3–4 minutes/);
  });

  it('heats the wok before frying vegetables when nothing was fried first', () => {
    const r = must([
      'Egg noodles',
      'Green pepper',
      'Carrots',
      'Cabbage',
      'Garlic',
      'Ginger',
      'Soy sauce',
    ]);
    expect(text(r)).toMatch(/Heat the vegetable oil in a wok or large frying pan over high heat/);
    expect(text(r)).not.toMatch(/rest of the vegetable oil/);
  });

  it('leaves sugar snaps and mangetout whole', () => {
    const r = must([
      'Pork fillet',
      'Sugar snaps',
      'Baby corn',
      'Jasmine rice',
      'Sweet and sour sauce',
    ]);
    expect(text(r)).not.toMatch(/[Ss]lice the (sugar snaps|mangetout)/);
    expect(r.ingredients.join('\n')).toMatch(/mangetout, trimmed/);
  });
  it('fries eggs typed as fried and lays them on top, never beating them', () => {
    const r = must(['Pork chops', 'Lemongrass', 'Fish sauce', 'Broken rice', 'Fried egg']);
    expect(text(r)).not.toMatch(/Beat the [^.]*eggs|scramble/);
    expect(text(r)).toMatch(/crack in the [^.]*eggs; fry for 2–3 minutes until the whites are set/);
    expect(r.steps.at(-1)).toMatch(/topped with the [^.]*eggs/);
  });
  it('cooks spaghetti as the noodles when there are none, rather than leaving it out', () => {
    const r = must(['Chicken thighs', 'Peanut butter', 'Carrots', 'Spaghetti', 'Sriracha']);
    expect(r.unused).not.toContain('Spaghetti');
    expect(r.ingredients).toContain('300 g spaghetti');
    expect(r.steps[0]).toMatch(/^Cook the spaghetti [^.]*10–12 minutes until al dente/);
    expect(text(r)).toMatch(/add the spaghetti, then toss/);
    expect(r.draft.title).toMatch(/Stir-Fry with Spaghetti$/);
  });
  it('gives green beans, asparagus and tenderstem their minutes and cuts them short', () => {
    const r = must([
      'Raw prawns',
      'Egg noodles',
      'Tenderstem broccoli',
      'Asparagus',
      'Soy sauce',
      'Garlic',
    ]);
    expect(r.ingredients.join('\n')).toMatch(/tenderstem broccoli, cut into 4 cm lengths/);
    expect(r.ingredients.join('\n')).toMatch(/asparagus, trimmed and cut into 4 cm lengths/);
    expect(text(r)).toMatch(/Stir-fry the [^.]*asparagus[^.]* for 3–4 minutes/);
    expect(text(r)).not.toMatch(
      /Add the [^.]*(asparagus|tenderstem)[^.]* and toss for 1–2 minutes/,
    );
  });

  it('halves chicken livers rather than cutting them into strips', () => {
    const r = must(['Chicken livers', 'Onion', 'Garlic', 'Peri peri sauce', 'Lemon']);
    expect(r.ingredients.join('\n')).toMatch(/chicken livers, trimmed and halved/);
    expect(text(r)).not.toMatch(/livers into thin strips/);
  });
});
