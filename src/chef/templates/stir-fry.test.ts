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
});
