import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

/** What the salad template writes for a list, whether or not the ranking would choose it. */
function must(list: readonly string[]) {
  const r = templateDraft(list, 'salad');
  if (!r) throw new Error(`no salad for ${list.join(', ')}`);
  return r;
}

const text = (r: { steps: readonly string[] }) => r.steps.join(' ');

describe('salad template', () => {
  it('names the seeds it tops with, and never slices a bag of coleslaw mix', () => {
    const r = must([
      'Salmon fillets',
      'Cucumber',
      'Coleslaw mix',
      'Sesame seeds',
      'Limes',
      'Honey',
    ]);
    expect(text(r)).toMatch(/top with (the salmon fillets, )?the sesame seeds/);
    expect(text(r)).not.toMatch(/the nuts|slice the coleslaw/);
  });

  it('gives each cooked vegetable its own time, with no template note left in the step', () => {
    const r = must(['Smoked mackerel', 'New potatoes', 'Green beans', 'Watercress', 'Horseradish']);
    expect(text(r)).not.toMatch(/for green vegetables|for potatoes or beetroot/);
    expect(text(r)).toMatch(/Boil the new potatoes in salted water for 15–20 minutes/);
    expect(text(r)).toMatch(/Boil the green beans in salted water for 3–4 minutes/);
  });

  it('boils raw beetroot whole for the best part of an hour, and counts it in the cook time', () => {
    const r = must(['Puy lentils', 'Beetroot', "Goat's cheese", 'Walnuts', 'Rocket', 'Balsamic']);
    expect(text(r)).toMatch(/Boil the beetroots whole for 30–40 minutes .* peel while warm/);
    expect(text(r)).not.toMatch(/[Ss]lice the beetroots/);
    expect(r.draft.cook).toBeGreaterThanOrEqual(40);
  });

  it('simmers dried lentils rather than draining them like a tin', () => {
    const r = must(['Puy lentils', 'Beetroot', "Goat's cheese", 'Walnuts', 'Rocket', 'Balsamic']);
    expect(text(r)).toMatch(/simmer in plenty of unsalted water for 20–25 minutes/);
    expect(text(r)).not.toMatch(/Drain and rinse the green lentils/);
  });

  it('cuts the kernels off corn cobs instead of tossing whole cobs into the bowl', () => {
    const r = must(['Sea bass', 'Limes', 'Corn on the cob', 'Red onion', 'Avocado', 'Coriander']);
    expect(text(r)).toMatch(/Boil the sweetcorn cobs for 5 minutes, then .*cut off the kernels/);
  });

  it('serves a fillet of fish each, not three for four', () => {
    const r = must(['Sea bass', 'Limes', 'Corn on the cob', 'Red onion', 'Avocado', 'Coriander']);
    expect(r.ingredients).toContain('4 sea bass fillets');
  });

  it('peels hard-boiled eggs rather than boiling them again', () => {
    const r = must(['Hard boiled eggs', 'Cucumber', 'Cherry tomatoes', 'Lettuce', 'Mayonnaise']);
    expect(text(r)).toMatch(/Peel and quarter the hard-boiled eggs/);
    expect(text(r)).not.toMatch(/Boil the hard-boiled eggs/);
  });

  it('cooks a salad grain for its own time, not as the packet says', () => {
    const r = must(['Quinoa', 'Beetroot', "Goat's cheese", 'Orange', 'Hazelnuts', 'Rocket']);
    expect(text(r)).not.toMatch(/as the packet says/);
    expect(text(r)).toMatch(/Cook the quinoa .*for 12–15 minutes .*rinse under cold water/);
  });

  it('does not rest a pork chop twice', () => {
    const r = must(['Pork chops', 'Peaches', 'Arugula', 'Balsamic', 'Red onion', 'Farro']);
    const text = r.steps.join(' ');
    expect(text).toMatch(/then rest for 3 minutes\)\. Slice thinly\./);
    expect(text.match(/rest (it )?for 3 minutes/gi)?.length).toBe(1);
  });

  it('is still no salad without leaves or two raw vegetables, however many it could boil', () => {
    expect(
      templateDraft(['Tomatoes', 'Broccoli', 'Chicken', 'Garlic', 'Parmesan'], 'salad'),
    ).toBeUndefined();
  });

  it('puts the longest-cooking thing on first and cooks the chop last, so it goes on warm', () => {
    const r = templateDraft(
      ['Pork chops', 'Peaches', 'Arugula', 'Balsamic', 'Red onion', 'Farro'],
      'salad',
    );
    if (!r) throw new Error('no salad');
    const farro = r.steps.findIndex((s) => /^Cook the farro/.test(s));
    const chops = r.steps.findIndex((s) => /cook the pork chops/.test(s));
    expect(farro).toBe(0);
    expect(chops).toBe(1);
    expect(r.steps[chops]).toMatch(/^When they are nearly done, cook the pork chops/);
    const beet = templateDraft(
      ['Puy lentils', 'Beetroot', "Goat's cheese", 'Walnuts', 'Rocket', 'Balsamic vinegar'],
      'salad',
    );
    if (!beet) throw new Error('no salad');
    expect(beet.steps[0]).toMatch(
      /^Boil the beetroots whole for 30–40 minutes.* Rinse the green lentils/,
    );
  });

  it('says what is tossed and what goes on top, never "toss everything"', () => {
    const r = templateDraft(
      ['Pork chops', 'Peaches', 'Arugula', 'Balsamic', 'Red onion', 'Farro'],
      'salad',
    );
    if (!r) throw new Error('no salad');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/Toss everything/);
    expect(text).toMatch(
      /Toss the rocket, red onion, farro and peaches with most of the dressing, then top with the pork chops and the rest of the dressing/,
    );
  });

  it('picks over crab meat instead of frying it', () => {
    const r = templateDraft(
      [
        'White crab meat',
        'Potatoes',
        'Sweetcorn',
        'Spring onions',
        'Red chilli',
        'Lemon',
        'Mayonnaise',
      ],
      'salad',
    );
    if (!r) throw new Error('no salad');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/Fry the white crab meat/);
    expect(text).toMatch(/Pick through the crab meat for any bits of shell/);
  });
});
