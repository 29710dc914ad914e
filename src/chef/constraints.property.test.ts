import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETS } from '../shared/recipe-api';
import { cookRecipe } from './chef';
import { forbiddenIn, rulesFor } from './constraints';
import { INGREDIENTS, INGREDIENT_IDS } from './data/ingredients';
import { checkRecipe } from './read-recipe';
import { safetyTip } from './util';

/** What visitors type: the lexicon's own names and synonyms, and now and then something unknown. */
const NAMES = INGREDIENT_IDS.flatMap((id) => [INGREDIENTS[id].name, ...INGREDIENTS[id].synonyms]);
const ODD = ['bleach', 'dragon fruit jam', 'soap', 'xyzzy'];
const visitorItem = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD) },
);
const request = fc.record({
  ingredients: fc.uniqueArray(visitorItem, { minLength: 4, maxLength: 10 }),
  diet: fc.option(fc.constantFrom(...DIETS), { nil: undefined }),
  avoid: fc.subarray([...ALLERGENS]),
  servings: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
  attempt: fc.integer({ min: 0, max: 2 }),
});

/**
 * Tips that name what they must: the visitor's own ruled-out ingredients, to say they are left out
 * or what stands in for them, and the food-safety lines, which speak of a kind of food ("prawns and shellfish") as a whole.
 */
const READY_OR_LEFTOVER = /Food safety: (?:eat cooked leftovers|ready-cooked meats)/;
/** Bacon is crisped, chorizo and nduja cooked through: either line is the cured meats' own. */
const CURED = /Food safety: cook (?:bacon and similar cured meats|raw cured meats such as)/;
const LEFT_OUT_TIP = /^- (?:Left out, as you asked: |Swapped, as you asked: |Food safety: )/;

const RUNS = 3000;

describe('the built-in chef keeps to diets and allergens (property)', () => {
  it(`never writes a ruled-out ingredient anywhere, keeps its safety lines and says Serves N (${RUNS} random lists)`, () => {
    let constrained = 0;
    let leftOut = 0;
    let proseLines = 0;
    fc.assert(
      fc.property(request, (req) => {
        const rules = rulesFor(req);
        const { markdown, ingredients } = cookRecipe(req.ingredients, req);
        // the title as the visitor reads it, in their own words ("Potato Hash Browns")
        const title = /^# (.*)$/m.exec(markdown)?.[1] ?? '';
        if (rules.active) constrained++;

        // 1. No ingredient breaks the rules: as the chef wrote them, and as the server reads any recipe.
        expect(ingredients.filter((id) => !rules.allows(id))).toEqual([]);
        expect(checkRecipe(markdown, req.ingredients, req).warnings).toEqual([]);

        // 2. Nor does anything else it writes: title, blurb, steps and Tips (what to buy, what
        // stands in, optional extras, seasonings to add, serving suggestions).
        let section = '';
        for (const line of markdown.split('\n')) {
          if (line.startsWith('## ')) section = line;
          if (section === '## Ingredients') continue;
          if (LEFT_OUT_TIP.test(line)) {
            leftOut++;
            continue;
          }
          const bad = forbiddenIn(line, rules, ingredients, title).map((m) => m.phrase);
          expect(bad, line).toEqual([]);
          if (rules.active && line.trim()) proseLines++;
        }

        // 3. Every risky food in the recipe keeps its safety line.
        for (const id of ingredients) {
          const safety = INGREDIENTS[id].safety;
          // ham or frankfurters bought cooked get the ready-cooked line, not the leftovers one
          if (safety === 'reheat') expect(markdown).toMatch(READY_OR_LEFTOVER);
          else if (safety === 'cured') expect(markdown).toMatch(CURED);
          else if (safety && safety !== 'egg') expect(markdown).toContain(safetyTip(safety));
        }

        // 4. No name written twice over: "potatoess", "caster sugar, caster".
        for (const id of ingredients) {
          const plural = INGREDIENTS[id].plural.toLowerCase();
          if (plural.endsWith('s')) expect(markdown.toLowerCase()).not.toContain(`${plural}s `);
        }

        // 5. It feeds the number asked for.
        if (req.servings !== undefined) expect(markdown).toContain(`*Serves ${req.servings} ·`);
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
    // the lists really were constrained, and some of the visitors' own items really were left out
    expect(constrained).toBeGreaterThan(RUNS * 0.9);
    expect(leftOut).toBeGreaterThan(RUNS * 0.2);
    expect(proseLines).toBeGreaterThan(constrained * 10);
    console.info(
      `property: ${RUNS} lists, ${constrained} with constraints, ${leftOut} saying the visitor's own items were left out or swapped, ${proseLines} lines of prose read`,
    );
  }, 120_000);
});
