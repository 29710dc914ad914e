import { describe, expect, it } from 'vitest';
import { templateDraft } from './test-support';

describe('pasta', () => {
  it('never fries a cucumber into the sauce', () => {
    const r = templateDraft(['Chicken thighs', 'Carrots', 'Spaghetti', 'Cucumber'], 'pasta');
    if (!r) throw new Error('no pasta');
    expect(r.steps.join(' ')).toMatch(/carrots/);
    expect(r.steps.join(' ')).not.toMatch(/cucumber/i);
  });

  it('tosses no silken tofu through the pasta, where it would fall apart', () => {
    const r = templateDraft(['Silken tofu', 'Penne', 'Courgettes', 'Peppers', 'Garlic'], 'pasta');
    if (!r) throw new Error('no pasta');
    expect(r.unused).toContain('Silken tofu');
    expect(r.steps.join(' ')).not.toMatch(/tofu/);
  });

  it('puts the pasta on to boil only when a slow sauce is under way, so it never waits to go cold', () => {
    const r = templateDraft(
      ['Pork mince', 'Butternut squash', 'Pasta', 'Parmesan', 'Sage'],
      'pasta',
    );
    if (!r) throw new Error('no pasta');
    expect(r.steps[0]).toBe('Bring a large pan of water to the boil with plenty of salt.');
    const squash = r.steps.findIndex((s) => /butternut squash.*15–18 minutes/.test(s));
    const boil = r.steps.findIndex((s) =>
      /cook the pasta in the boiling water until al dente/i.test(s),
    );
    expect(squash).toBeGreaterThan(0);
    expect(boil).toBe(squash + 1);
    expect(r.steps[boil]).toMatch(/^Meanwhile, /);
  });

  it('starts the pasta as a quick sauce is started, and drains it into the sauce', () => {
    const r = templateDraft(
      ['Chicken breasts', 'Mushrooms', 'Tagliatelle', 'Double cream'],
      'pasta',
    );
    if (!r) throw new Error('no pasta');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/Keep a mugful of the cooking water before draining/);
    const chicken = r.steps.findIndex((s) => /chicken breasts in 1 tbsp/.test(s));
    const boil = r.steps.findIndex((s) =>
      /^Cook the tagliatelle in the boiling water until al dente\. Meanwhile, heat/.test(s),
    );
    expect(boil).toBe(chicken + 1);
    expect(text).toMatch(
      /Drain the tagliatelle, keeping a mugful of the cooking water, and toss it into the sauce with the chicken breasts/,
    );
  });

  it('joins what the pasta is tossed with as one list, never "into the sauce and half the cheese"', () => {
    const r = templateDraft(['Spaghetti', 'Courgettes', 'Ricotta', 'Parmesan', 'Lemon'], 'pasta');
    if (!r) throw new Error('no pasta');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/into the sauce and /);
    expect(text).toMatch(/toss it into the sauce with half the ricotta and parmesan/);
    const cold = templateDraft(['Pasta', 'Salami', 'Olives', 'Provolone'], 'pasta');
    if (!cold) throw new Error('no pasta');
    expect(cold.steps.join(' ')).not.toMatch(/olive oil with the/);
  });

  it('tosses ham through at the end instead of warming it on a plate of its own', () => {
    const r = templateDraft(['Penne', 'Ham', 'Peas', 'Double cream', 'Parmesan'], 'pasta');
    if (!r) throw new Error('no pasta');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/warm the ham through/i);
    expect(text).toMatch(/into the sauce with the ham and half the parmesan/);
  });

  it('cooks gnocchi for minutes at the end, never "al dente" while the sauce simmers', () => {
    const r = templateDraft(['Gnocchi', 'Passata', 'Mozzarella', 'Basil'], 'pasta');
    if (!r) throw new Error('no pasta');
    const text = r.steps.join(' ');
    expect(text).not.toMatch(/al dente/);
    expect(r.steps.at(-2)).toMatch(
      /^Cook the gnocchi in the boiling water for 2–3 minutes, until they rise to the surface, then drain them/,
    );
  });

  it('neither slices meatballs nor rests a chop twice', () => {
    const balls = templateDraft(['Turkey meatballs', 'Spinach', 'Orzo', 'Chicken stock'], 'pasta');
    if (!balls) throw new Error('no pasta');
    expect(balls.steps.join(' ')).toMatch(/turkey meatballs/);
    expect(balls.steps.join(' ')).not.toMatch(/then slice/);
    const chops = templateDraft(
      ['Pork chops', 'Mushrooms', 'Tagliatelle', 'Double cream'],
      'pasta',
    );
    if (!chops) throw new Error('no pasta');
    expect(chops.steps.join(' ')).toMatch(/pork chops/);
    expect(chops.steps.join(' ').match(/rest for 3 minutes/g)?.length).toBe(1);
    expect(chops.steps.join(' ')).toMatch(/Lift onto a board and slice\./);
  });

  it('gives carrots their long cook and peas only the last minutes, never 15–18 minutes for both', () => {
    const r = templateDraft(['Penne', 'Carrots', 'Peas', 'Cherry tomatoes', 'Parmesan'], 'pasta');
    if (!r) throw new Error('no pasta');
    const text = r.steps.join(' ');
    expect(text).toMatch(
      /add the carrots with a splash of water, cover and cook for 10 minutes, then add the (peas and cherry tomatoes|cherry tomatoes and peas) and cook for 5–8 minutes more/,
    );
    expect(text).not.toMatch(/peas[^.]*15–18 minutes/);
  });
});
