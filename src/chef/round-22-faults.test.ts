import { describe, expect, it } from 'vitest';
import { cookRecipe, explainChoice } from './chef';

/**
 * Faults the readers of round 22 found in the engine, not in one dish: each list is typed as the
 * panel list that showed it (`r21-` in bench/chef-panel/lists-round-21.ts) or as a smaller list
 * that takes the same path. Every case failed on the code before the fix.
 */

/** The instructions of a recipe, without its ingredient list or tips. */
function steps(markdown: string): string {
  return markdown.slice(markdown.indexOf('## Instructions'), markdown.indexOf('## Tips'));
}

describe('asking again', () => {
  // a template has no cuisine of its own: a tray of lamb chops and new potatoes after Greek lamb
  // chops roasted with lemon potatoes, or a tofu and chickpea curry after a tofu masala, is the
  // first dish made plainer
  it.each([
    [
      [
        '8 lamb cutlets',
        '750g new potatoes',
        'bag of frozen peas',
        'bunch of mint',
        'block of feta',
        'couscous',
        '1 lemon',
        'garlic',
        'cherry tomatoes',
        'greek yoghurt',
      ],
      /sheet-pan/i,
    ],
    [
      [
        '2 blocks of firm tofu',
        'tin of chickpeas',
        'bag of spinach',
        'tin of chopped tomatoes',
        'basmati rice',
        'pack of vegan naan',
        '1 onion',
        'garam masala',
        'ginger',
        'soy sauce',
        'spring onions',
      ],
      /curry/i,
    ],
  ])(
    'does not offer the first dish again as a composed recipe cooked the same way',
    (list, again) => {
      const second = explainChoice(list, { attempt: 1 }).find((c) => c.chosen);
      expect(second?.title).toBeDefined();
      expect(second?.title).not.toMatch(again);
      expect(second?.title).not.toBe(cookRecipe(list, { attempt: 0 }).title);
    },
  );
});

describe('herbs too tough to eat', () => {
  // lemongrass and pandan scent what simmers or fries with them; nobody eats a stalk scattered
  // over a plate
  it.each([
    [['chicken thighs', '2 stalks lemongrass', 'soy sauce', 'garlic', 'jasmine rice', 'honey']],
    [
      [
        '500g raw king prawns',
        'dried chillies',
        '6 shallots',
        'garlic',
        'block of belacan',
        'tamarind paste',
        'palm sugar',
        'jasmine rice',
        'tin of coconut milk',
        'pandan leaves',
        '1 cucumber',
        '4 eggs',
      ],
    ],
  ])('cooks lemongrass and pandan in, never scatters them raw: %j', (list) => {
    const { markdown } = cookRecipe(list, { attempt: 0 });
    const said = steps(markdown);
    expect(said).toMatch(/lemongrass|pandan/);
    expect(said).not.toMatch(
      /(?:Finish with|[Ss]catter(?: over)?|garnish with)[^.]*(?:lemongrass|pandan)/,
    );
  });
});

describe('a rice bowl of kielbasa and minute rice', () => {
  // (the panel's list, with pineapple and teriyaki, now gets a kielbasa teriyaki skillet)
  const list = [
    'pack of kielbasa',
    'box of minute rice',
    'bag of frozen edamame',
    '2 bell peppers',
    'sesame seeds',
    'soy sauce',
  ];
  const said = steps(cookRecipe(list, { attempt: 0 }).markdown);

  it('cooks minute rice for its five minutes, unrinsed', () => {
    expect(said).toMatch(/minute rice[^.]* for 5 minutes/);
    expect(said).not.toMatch(/[Rr]inse the minute rice|minute rice[^.]*10–12 minutes/);
  });

  it('fries the smoked sausage hot rather than serving it cold in strips', () => {
    expect(said).toMatch(/[Ff]ry the kielbasa[^.]*piping hot/);
    expect(said).not.toMatch(/Tear or slice the kielbasa/);
  });

  it('makes the soy dressing with "the vegetable oil" when no step has taken any of it yet', () => {
    expect(said).toMatch(/dressing[^.]*the vegetable oil/);
    expect(said).not.toMatch(/the rest of the (?:olive|vegetable) oil/);
  });
});

describe('portions', () => {
  // one lime juiced and "the other" cut into wedges: a supper for two still needs both
  it('keeps two limes where the steps use them one by one, however few it serves', () => {
    const { title, markdown } = cookRecipe(
      ['2 salmon fillets', 'pack of flour tortillas', 'ground cumin', '1 lime', 'garlic'],
      { attempt: 0 },
    );
    expect(title).toMatch(/Salmon Tacos/);
    expect(markdown).toMatch(/Cut the other lime into wedges/);
    expect(markdown).toMatch(/^- 2 limes$/m);
  });

  // the dish's "until the onions are soft" for the visitor's one onion
  it('makes the verb agree when a counted line drops to one', () => {
    const { markdown } = cookRecipe(
      ['braising steak', '1 onion', 'carrots', 'red wine', 'plain flour', 'bay leaves'],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/the onion is soft/);
    expect(markdown).not.toMatch(/the onion are\b/);
  });
});

describe("the visitor's own kind of a thing", () => {
  it('does not call boneless thighs "bone in, skin on"', () => {
    const { markdown } = cookRecipe(
      ['6 boneless chicken thighs', '1 red onion', '2 limes', 'ground cumin', 'basmati rice'],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/^- 6 chicken thighs/m);
    expect(markdown).not.toMatch(/bone in|skin on/);
  });
});

describe('cooked and quick vegetables', () => {
  it('reheats leftover sprouts served alongside, never steams them as if raw', () => {
    const said = steps(
      cookRecipe(['4 pork chops', 'leftover sprouts', '2 apples', 'bottle of cider', 'butter'], {
        attempt: 0,
      }).markdown,
    );
    expect(said).toMatch(/reheat the brussels sprouts[^.]*piping hot/);
    expect(said).not.toMatch(/steam the brussels sprouts/);
  });

  // round 23's readers: "tinned sweetcorn or peas steamed until tender as a side"
  it('drains and warms a tin of sweetcorn served alongside, never steams it tender', () => {
    const said = steps(
      cookRecipe(['4 pork chops', 'tin of sweetcorn', '2 apples', 'bottle of cider', 'butter'], {
        attempt: 0,
      }).markdown,
    );
    expect(said).toMatch(/drain the sweetcorn and warm through/);
    expect(said).not.toMatch(/steam the sweetcorn/);
  });

  // (round 22's ribs and round 23's rib soup: "kernels cut from the cob", then steamed as cobs)
  it('keeps corn steamed on the side on its cob in the ingredient list', () => {
    const { markdown } = cookRecipe(
      ['2 racks of pork ribs', 'honey', 'soy sauce', '4 ears of corn', 'garlic', 'five spice'],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/steam the sweetcorn cobs/);
    expect(markdown).not.toMatch(/kernels cut from the cob/);
  });

  it('stirs frozen peas into an oven braise for its last minutes, not its 2½ hours', () => {
    const said = steps(
      cookRecipe(
        [
          '1kg stewing beef',
          '2 onions',
          '3 carrots',
          'bottle of red wine',
          'frozen peas',
          'plain flour',
          'thyme',
        ],
        { attempt: 0 },
      ).markdown,
    );
    expect(said).toMatch(/braise in the oven for 2½ hours/);
    expect(said).toMatch(/Stir in the peas for the last 5 minutes/);
    expect(said).not.toMatch(/carrots[^.]*peas and cook/);
  });
});

describe('what joins a long cook', () => {
  // round 23's shashlik list: the bay leaves, coriander and tomatoes went in "for 4–5 minutes"
  // after the hour's braise had finished
  it('adds spices and vegetables before a step that braises for an hour, not after it', () => {
    const said = steps(
      cookRecipe(
        [
          '1.2kg pork shoulder',
          '4 onions',
          'bay leaves',
          'ground coriander',
          '1kg new potatoes',
          'tomatoes',
        ],
        { attempt: 0 },
      ).markdown,
    );
    expect(said).toMatch(
      /Add the bay leaves and tomatoes and season with the ground coriander\. Tuck the new potatoes[^.]*braise for 1 hour/,
    );
    expect(said).not.toMatch(/braise for 1 hour more[^\n]*cook for 4–5 minutes/);
    // and bay leaves go in with the food, to simmer: nobody seasons with them
    expect(said).not.toMatch(/season with the bay leaves/);
  });
});

describe('resting the meat', () => {
  // wave 13's helpers and round 23's readers: "rested twice"
  it('says the rest once when the dish rests its meat in a step of its own', () => {
    const said = steps(
      cookRecipe(['1.2kg pork shoulder', '4 onions', '1kg new potatoes', 'bay leaves'], {
        attempt: 0,
      }).markdown,
    );
    expect(said).toMatch(/Rest the pork for 10 minutes/);
    expect(said).not.toMatch(/then rest for 3 minutes/);
  });
});

describe('titles', () => {
  it('says "Beef Braised in Red Wine", not "Braising Beef Braised in Red Wine"', () => {
    const { title } = cookRecipe(
      [
        '1kg braising beef',
        '1 onion',
        '2 carrots',
        'glass of red wine',
        'plain flour',
        'bay leaves',
      ],
      { attempt: 0 },
    );
    expect(title).toMatch(/Braised/);
    expect(title).not.toMatch(/Braising|Stewing/);
  });
});
