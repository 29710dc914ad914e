import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETS } from '../shared/recipe-api';
import { cookRecipe } from './chef';
import { forbiddenIn, rulesFor } from './constraints';
import { DISHES } from './data/dishes';
import { INGREDIENTS } from './data/ingredients';
import { ingredientMentions } from './lexicon';
import { checkRecipe } from './read-recipe';

/** The prose of a recipe, line by line: everything but the ingredient list and the left-out tip. */
function proseLines(markdown: string): string[] {
  const out: string[] = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) section = line;
    if (section === '## Ingredients' || /^- (?:Left out|Swapped), as you asked: /.test(line))
      continue;
    if (line.startsWith('- Food safety: ') || !line.trim()) continue;
    out.push(line);
  }
  return out;
}

const SINGLE_CONSTRAINTS = [
  ...DIETS.map((diet) => ({ diet })),
  ...ALLERGENS.map((allergen) => ({ avoid: [allergen] })),
];

describe('a dish cooked for a diet or an allergy names nothing the visitor cannot have', () => {
  // one test per diet or allergen: each reads every dish (about 1,900 recipes), so a busy machine
  // slows one test, not a single one of 30,000 recipes against one limit
  it.each(
    SINGLE_CONSTRAINTS.map((constraint) => [JSON.stringify(constraint), constraint] as const),
  )(
    'holds for every dish in the knowledge base under %s',
    (_, constraint) => {
      const broken: string[] = [];
      let recipes = 0;
      const rules = rulesFor(constraint);
      for (const dish of DISHES) {
        // the visitor lists the dish's own ingredients, ruled-out ones included
        const list = dish.ingredients.map(([id]) => INGREDIENTS[id].name);
        const { markdown, ingredients, title } = cookRecipe(list, constraint);
        recipes++;
        for (const line of proseLines(markdown)) {
          for (const m of forbiddenIn(line, rules, ingredients, title))
            broken.push(`${JSON.stringify(constraint)} ${title}: "${m.phrase}" in ${line}`);
        }
      }
      expect(broken).toEqual([]);
      expect(recipes).toBe(DISHES.length);
    },
    120_000,
  );
});

describe('the prose of a dish follows its stand-ins', () => {
  it('calls the dairy-free spread by its name wherever the dish says butter', () => {
    const { markdown } = cookRecipe(['potatoes', 'swede', 'butter', 'chives'], { diet: 'vegan' });
    expect(markdown).toContain('# Clapshot');
    expect(markdown).toMatch(/plenty of dairy-free spread/);
    expect(markdown).toMatch(/Mash together with the dairy-free spread/);
    const method = markdown.slice(markdown.indexOf('## Instructions'), markdown.indexOf('## Tips'));
    expect(method).not.toMatch(/\bbutter\b/i);
  });

  it('keeps a word that still names the stand-in: oat milk is still the milk', () => {
    const { markdown } = cookRecipe(['cornflour', 'milk', 'sugar', 'rose water'], {
      diet: 'vegan',
    });
    expect(markdown).toContain('# Muhallebi');
    expect(markdown).toMatch(/oat milk/);
    expect(markdown).toMatch(/the rest of the milk/);
  });

  it('greases the dish rather than “dairy-free spread a dish”, and reads pudding rice as rice', () => {
    const { markdown } = cookRecipe(['Pudding rice', 'Milk', 'Nutmeg', 'Butter', 'Sugar'], {
      diet: 'vegan',
    });
    expect(markdown).toContain('# Baked Rice Pudding');
    expect(markdown).toMatch(/grease a 1\.5 litre baking dish with some of the dairy-free spread/);
    expect(checkRecipe(markdown, [], { diet: 'vegan' }).warnings).toEqual([]);
  });

  it('keeps the name the visitor typed when the lexicon knows it whole: chip shop vinegar', () => {
    const list = ['Chip shop vinegar', 'Potatoes', 'Eggs', 'Onion'];
    const { markdown } = cookRecipe(list, { avoid: ['sulphites'] });
    expect(markdown).not.toMatch(/\bchip vinegar/);
    expect(checkRecipe(markdown, list, { avoid: ['sulphites'] }).warnings).toEqual([]);
  });

  it('drops a serving suggestion in [brackets] that names what the visitor avoids', () => {
    const list = ['green lentils', 'onion', 'garlic', 'chopped tomatoes', 'cumin', 'coriander'];
    const plain = cookRecipe(list).markdown;
    const glutenFree = cookRecipe(list, { avoid: ['gluten'] }).markdown;
    expect(plain).toContain('# Moroccan Green Lentil Stew');
    expect(glutenFree).toContain('# Moroccan Green Lentil Stew');
    expect(plain).toMatch(/scoop up with bread/);
    expect(glutenFree).not.toMatch(/bread/);
    expect(glutenFree).toMatch(/thick enough to scoop up\./);
  });
});

describe('ingredientMentions', () => {
  it('finds where each ingredient is named, longest name first', () => {
    const text = 'Fry the butter beans in butter.';
    expect(ingredientMentions(text).map((m) => [m.id, text.slice(m.start, m.end)])).toEqual([
      ['butter_bean', 'butter beans'],
      ['butter', 'butter'],
    ]);
  });

  it('never reads a name across a comma', () => {
    expect(ingredientMentions('garlic, bread and oil').map((m) => m.id)).toEqual([
      'garlic',
      'bread',
      'vegetable_oil',
    ]);
  });

  it('reads the plural of a name the lexicon keeps singular', () => {
    expect(ingredientMentions('Grill the romano peppers whole').map((m) => m.id)).toEqual([
      'bell_pepper',
    ]);
  });
});

describe('forbiddenIn', () => {
  const vegan = rulesFor({ diet: 'vegan' });

  it('finds a food the visitor avoids', () => {
    expect(forbiddenIn('Serve with grated cheese.', vegan).map((m) => m.phrase)).toEqual([
      'grated cheese',
    ]);
  });

  it('passes over cooking words, similes and a dish naming itself', () => {
    expect(forbiddenIn('Roast until crisp, then mash.', vegan)).toEqual([]);
    expect(forbiddenIn('Fish out the bay leaves.', vegan)).toEqual([]);
    expect(forbiddenIn('Whisk to a batter as thick as double cream.', vegan)).toEqual([]);
    expect(
      forbiddenIn('Roll into walnut-sized balls.', rulesFor({ avoid: ['tree-nuts'] })),
    ).toEqual([]);
    expect(forbiddenIn('Crisp tuna fishcakes.', vegan, [], 'Tuna Fishcakes')).toEqual([]);
  });

  it('reads a word for a kind of food as the recipe’s own ingredient of that kind', () => {
    expect(forbiddenIn('Heat the rest of the milk.', vegan, ['oat_milk'])).toEqual([]);
    expect(forbiddenIn('Heat the rest of the milk.', vegan, [])).toHaveLength(1);
  });

  it('reads "a whole duck egg" as the recipe’s duck egg, not a whole duck', () => {
    const noPoultry = rulesFor({ diet: 'pescatarian' });
    expect(forbiddenIn('Fold around a whole duck egg.', noPoultry, ['duck_egg'])).toEqual([]);
    expect(forbiddenIn('Roast a whole duck.', noPoultry, [])).toHaveLength(1);
  });

  it('never reads butter as a spread or an oil standing in for it', () => {
    expect(forbiddenIn('Fry in butter.', vegan, ['dairy_free_spread'])).toHaveLength(1);
  });
});
