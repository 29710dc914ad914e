import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

/** What the grain-bowl template writes for a list, whether or not the ranking would choose it. */
function must(list: readonly string[]) {
  const r = templateDraft(list, 'bowl');
  if (!r) throw new Error(`no bowl for ${list.join(', ')}`);
  return r;
}

const text = (r: { steps: readonly string[] }) => r.steps.join(' ');

describe('grain bowl template', () => {
  it('reheats leftover rice until piping hot instead of cooking it again', () => {
    const r = must(['Leftover rice', 'Frozen peas', 'Eggs', 'Soy sauce', 'Carrot', 'Bacon']);
    expect(text(r)).not.toMatch(/cook the cooked rice|as the packet says/i);
    expect(r.steps[0]).toMatch(/^Reheat the cooked rice .*until piping hot/);
  });

  it('never fries silken tofu, which would fall apart, for a bowl', () => {
    const r = must(['Rice', 'Silken tofu', 'Pork mince', 'Aubergines', 'Green beans', 'Garlic']);
    expect(r.unused).toContain('Silken tofu');
    expect(text(r)).not.toMatch(/tofu/);
  });

  it('never tears a leftover curry into strips for a bowl', () => {
    const r = must(['Leftover chicken curry', 'Rice', 'Peas', 'Cucumber', 'Yoghurt', 'Mint']);
    expect(r.unused).toContain('Leftover chicken curry');
    expect(text(r)).not.toMatch(/curry/);
  });

  it('leaves bought dumplings whole and off the bowl rather than slicing them', () => {
    const r = must(['Rice', 'Frozen gyoza', 'Chicken breast', 'Pak choi', 'Carrots', 'Soy sauce']);
    expect(r.unused).toContain('Frozen gyoza');
    expect(text(r)).not.toMatch(/dumpling|gyoza/);
  });

  it('gives a dry grain its own time, and soaks couscous rather than boiling it', () => {
    const rice = must(['Basmati rice', 'Chicken breast', 'Peppers', 'Courgette', 'Soy sauce']);
    expect(text(rice)).not.toMatch(/as the packet says/);
    expect(text(rice)).toMatch(
      /Rinse the basmati rice, then cook it in a large pan of boiling salted water for 10–12 minutes/,
    );
    const couscous = must(['Couscous', 'Halloumi', 'Peppers', 'Courgette']);
    expect(text(couscous)).toMatch(/pour over boiling water .*leave for 5 minutes/);
    expect(text(couscous)).not.toMatch(/as the packet says/);
  });

  it('never builds a bowl on cornflakes, grits or poha', () => {
    for (const base of ['Cornflakes', 'Quick grits', 'Poha']) {
      const r = must([base, 'Chicken breast', 'Peppers', 'Courgette']);
      expect(r.draft.title).not.toMatch(new RegExp(base.split(' ').pop() ?? base, 'i'));
      expect(r.unused).toContain(base);
      expect(text(r)).not.toMatch(/fluff up/);
    }
  });

  it('peels hard-boiled eggs rather than boiling them for 7 minutes', () => {
    const r = must(['Brown rice', 'Hard boiled eggs', 'Avocado', 'Spinach', 'Cucumber']);
    expect(text(r)).toMatch(/[Pp]eel and halve the hard-boiled eggs/);
    expect(text(r)).not.toMatch(/Boil the hard-boiled eggs/);
  });

  it('cuts the kernels off corn cobs and roasts sweet potato for half an hour', () => {
    const r = must(['Quinoa', 'Chicken thighs', 'Sweet potato', 'Corn on the cob', 'Avocado']);
    expect(text(r)).toMatch(/cut the kernels off/);
    expect(text(r)).toMatch(/sweet potatoes .*roast for 25–30 minutes/);
    expect(text(r)).not.toMatch(/sweet potatoes[^.]* for 8–10 minutes/);
    expect(r.draft.cook).toBeGreaterThanOrEqual(30);
  });

  it('simmers dried lentils instead of draining them like a tin', () => {
    const r = must(['Green lentils', 'Rice', 'Roasted peppers', 'Spinach', 'Feta', 'Cucumber']);
    expect(text(r)).toMatch(/simmer in plenty of unsalted water for 20–25 minutes/);
    expect(text(r)).not.toMatch(/Drain and rinse the green lentils/);
  });

  it('leaves lemongrass out of the garnish', () => {
    const r = must(['Rice', 'Chicken breast', 'Lemongrass', 'Coriander', 'Cucumber', 'Carrots']);
    expect(text(r)).not.toMatch(/finish with the [^.]*lemongrass/);
    expect(text(r)).toMatch(/finish with the coriander/);
  });
  it('cooks peas and beans in the rice pan for its last minutes, not in a second pan', () => {
    const r = must([
      'Chicken thighs',
      'Jasmine rice',
      'Green beans',
      'Broccoli',
      'Fish sauce',
      'Lime',
    ]);
    expect(r.steps[0]).toMatch(/adding the green beans for the last 3 minutes/);
    expect(text(r)).not.toMatch(/Cook the green beans in boiling water/);
  });

  it('cooks the rice while the rest is made and fries the protein after the vegetables', () => {
    const r = must([
      'Chicken thighs',
      'Jasmine rice',
      'Green beans',
      'Broccoli',
      'Fish sauce',
      'Lime',
    ]);
    expect(r.steps[1]).toMatch(/^Meanwhile, pan-fry the broccoli/);
    expect(text(r)).toMatch(/broccoli[^]*Cook the chicken thighs/);
  });

  it('soaks couscous while the pan works and fries halloumi last, so it is not left to go cold', () => {
    const r = must(['Halloumi', 'Aubergines', 'Couscous', 'Tomatoes', 'Greek yoghurt', 'Harissa']);
    expect(r.steps[0]).toMatch(/^Pan-fry the aubergines?/);
    expect(r.steps[1]).toMatch(/^Meanwhile, put the couscous in a bowl/);
    expect(r.steps[2]).toMatch(/^Fry the halloumi/);
  });

  it('dresses a soy or fish-sauce bowl with a neutral oil, not olive oil', () => {
    const r = must(['Salmon fillets', 'Soba noodles', 'Cucumber', 'Edamame', 'Soy sauce', 'Honey']);
    expect(r.ingredients.join('\n')).toMatch(/tbsp vegetable oil/);
    expect(text(r)).not.toMatch(/olive oil/);
  });

  it('puts one clove of raw garlic in the dressing, not three', () => {
    const r = must([
      'Chicken breast',
      'Egg noodles',
      'Broccoli',
      'Carrots',
      'Oyster sauce',
      'Garlic',
    ]);
    expect(r.ingredients).toContain('1 clove garlic, crushed');
  });

  it('halves cherry tomatoes rather than slicing them thin', () => {
    const r = must(['Chicken thighs', 'Rice', 'Green beans', 'Cherry tomatoes', 'Pesto']);
    expect(r.ingredients).toContain('250 g cherry tomatoes, halved');
  });

  it('rests a chop once, not twice, and warms tinned beans for a stated time', () => {
    const chops = must([
      'Lamb chops',
      'Aubergine',
      'Red peppers',
      'Couscous',
      'Harissa',
      'Yoghurt',
    ]);
    expect(text(chops).match(/rest for 3 minutes/gi) ?? []).toHaveLength(1);
    const beans = must(['Sweet potatoes', 'Black beans', 'Quinoa', 'Corn', 'Lime']);
    expect(text(beans)).toMatch(
      /warm them in 1 tbsp olive oil for 3–4 minutes until lightly crisp/,
    );
  });
  it('never boils a carton of egg whites as if they were eggs in their shells', () => {
    const r = must(['Brown rice', 'Chicken breasts', 'Liquid egg whites', 'Broccoli', 'Spinach']);
    expect(text(r)).not.toMatch(/Boil the [^.]*egg whites/);
  });
  it('scatters olives on the bowl rather than whisking them into the dressing', () => {
    const r = must([
      'Red peppers',
      'Couscous',
      'Tin of chickpeas',
      'Sundried tomatoes',
      'Olives',
      'Parsley',
    ]);
    expect(text(r)).not.toMatch(/whisk the [^.]*olives/);
    expect(text(r)).toMatch(/finish with the olives/);
    expect(r.draft.blurb).not.toMatch(/olives dressing/);
  });
});
