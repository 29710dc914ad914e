import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Weeknight fridge lists and one sweet list from round 24 (the `r23-` lists), wave 18, each typed
 * exactly as the panel typed it. Before these dishes were written, the turkey mince and tortilla
 * list asked again from turkey enchiladas into a composed turkey and sweetcorn soup that left the
 * salsa unused; the pesto, pitta and egg list asked again into pitta pizzas that left the eggs
 * unused; the lamb mince and squash list opened with a saag keema that bought garlic and tomatoes
 * and left the chickpeas and couscous unused, then served the mince as a composed bowl for seven;
 * the pork steak and peach list opened with chuletas encebolladas that bought garlic and left the
 * barbecue sauce and vinegar unused, then asked again into smothered pork chops, the same chops in
 * onion gravy; the tofu and udon list bought soy sauce and left the hoisin unused, then asked again
 * into the same udon as a composed bowl; the salmon and sweet potato list made choo chee salmon and
 * then another salmon red curry, both without the sweet potatoes; and the drumstick list braised
 * the potatoes dry before the lemon went in, then asked again into a pollo guisado that bought an
 * onion.
 */
describe('round 24 weeknight fridge lists (wave 18) ask again into a different named dish', () => {
  it('asks again from turkey enchiladas to turkey rice bowls with tortilla crisps', () => {
    expectNamedSecond(
      [
        '500g turkey mince',
        'tin of sweetcorn',
        '2 peppers',
        'microwave rice',
        'pack of tortilla wraps',
        'jar of salsa',
        'grated cheddar',
        'fajita seasoning',
      ],
      'Minced Turkey and Sweetcorn Enchiladas',
      'Minced Turkey Rice Bowls with Sweetcorn and Baked Tortilla Crisps',
    );
  });

  it('asks again from pesto baked eggs to pitta pizzas with an egg on each', () => {
    const list = [
      'jar of green pesto',
      'pack of pittas',
      'ball of mozzarella',
      'tin of chickpeas',
      '4 eggs',
      'bag of kale',
      'natural yoghurt',
    ];
    expectNamedSecond(
      list,
      'Green Pesto Baked Eggs with Kale and Chickpeas',
      'Green Pesto, Kale and Mozzarella Pitta Bread Pizzas',
    );
    expect(cookRecipe(list, { attempt: 1 }).unused).toEqual([]);
  });
  it('asks again from a lamb, squash and chickpea tagine to lamb koftas roasted on the squash', () => {
    expectNamedSecond(
      [
        '500g lamb mince',
        '1 butternut squash',
        'tin of chickpeas',
        'couscous',
        'bag of spinach',
        'greek yoghurt',
        'ras el hanout',
        '1 onion',
      ],
      'Minced Lamb, Butternut Squash and Chickpea Tagine',
      'Minced Lamb Koftas with Roast Butternut Squash and Spinach Couscous',
    );
  });

  it('asks again from barbecue-glazed pork steaks to pork, peach and sage skewers', () => {
    const list = [
      '4 pork loin steaks',
      '3 peaches',
      'green beans',
      'long grain rice',
      'bbq sauce',
      'red onion',
      'fresh sage',
      'cider vinegar',
    ];
    expectNamedSecond(
      list,
      'Barbecue-Glazed Pork with Charred Peaches and Sage',
      'Sticky Pork, Peach and Sage Skewers',
    );
    expect(cookRecipe(list, { attempt: 0 }).extras).toEqual([]);
  });
  it('asks again from stir-fried udon with tofu to tofu braised in hoisin over jasmine rice', () => {
    const list = [
      'block of firm tofu',
      'punnet of shiitake mushrooms',
      'head of broccoli',
      'pack of udon noodles',
      'hoisin sauce',
      'jasmine rice',
      'ginger',
      'garlic',
    ];
    expectNamedSecond(
      list,
      'Stir-Fried Udon Noodles with Tofu, Shiitake Mushroom and Broccoli',
      'Braised Tofu and Shiitake Mushroom in Hoisin Sauce',
    );
    expect(cookRecipe(list, { attempt: 0 }).extras).toEqual([]);
  });

  it('asks again from a salmon and sweet potato red curry to a roast salmon tray with coconut rice', () => {
    const list = [
      '4 salmon fillets',
      '2 sweet potatoes',
      'tin of coconut milk',
      'red curry paste',
      'green beans',
      'limes',
      'jasmine rice',
      'coriander',
    ];
    expectNamedSecond(
      list,
      'Thai Red Curry with Salmon, Sweet Potato and Green Bean',
      'Roast Salmon with Sweet Potato Wedges and Coconut Milk Rice',
    );
    for (const attempt of [0, 1]) expect(cookRecipe(list, { attempt }).unused).toEqual([]);
  });
  it('asks again from a Greek drumstick tray bake to a one-pot lemon chicken pilaf', () => {
    expectNamedSecond(
      [
        '8 chicken drumsticks',
        '1kg potatoes',
        '2 peppers',
        '2 lemons',
        'dried oregano',
        'garlic',
        'greek yoghurt',
        'long grain rice',
      ],
      'Greek Lemon Chicken Drumstick Tray Bake with Potatoes and Bell Peppers',
      'One-Pot Lemon Chicken Drumstick Pilaf with Bell Pepper',
    );
  });
});

describe('a note that names the kind the visitor already has keeps only its split', () => {
  it('writes "caster sugar, 225 g for the sponge", not "caster sugar, caster (225 g"', () => {
    const recipe = cookRecipe(
      [
        'self-raising flour',
        'butter',
        'caster sugar',
        'cocoa powder',
        '4 eggs',
        'peppermint extract',
        'box of after eights',
        'double cream',
      ],
      { attempt: 1 },
    );
    expect(recipe.title).toBe('Chocolate Peppermint Cream Sandwich Cake');
    expect(recipe.markdown).toContain('caster sugar, 225 g for the sponge, 25 g for the cream');
    expect(recipe.markdown).not.toContain('caster sugar, caster');
  });

  it('keeps a kind said after the name: custard, powder', () => {
    const recipe = cookRecipe([
      'plain flour',
      'custard powder',
      'soft butter',
      'icing sugar',
      'caster sugar',
      '1 egg',
      'vanilla extract',
    ]);
    expect(recipe.markdown).toContain('5 tbsp custard, powder (4 tbsp for the biscuits');
  });
});

describe('couscous beside a dish that cooks for more than 20 minutes is soaked as it is served', () => {
  it('does not put the couscous on first to wait, nor "on to cook" for 25 minutes', () => {
    const recipe = cookRecipe([
      '500g lamb mince',
      '1 butternut squash',
      'tin of chickpeas',
      'couscous',
      'bag of spinach',
      'greek yoghurt',
      'ras el hanout',
      '1 onion',
    ]);
    expect(recipe.markdown).toContain(
      'About 10 minutes before serving, put the couscous in a bowl with a pinch of salt, pour over boiling water',
    );
    expect(recipe.markdown).not.toMatch(/couscous on to cook/);
  });
});
