import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';

/**
 * East and South-East Asian, Pacific and Latin American lists from round 24 (wave 17, the `r23-`
 * lists), each typed exactly as the panel typed it. Before these dishes were written, the Cajun
 * shrimp pasta list became a shrimp and broccoli Alfredo that bought broccoli and left the Cajun
 * seasoning and red pepper unused, and the mushroom rendang list roasted 150 g of the 400 g of
 * mushrooms with raw rendang paste, no coconut milk and plain boiled rice; the pastelón bought
 * onion, green pepper and cumin while the sofrito, sazón, adobo and eggs went unused, used two of
 * five plantains and served it on rice and beans the visitor did not have; and the chicken long
 * rice list became a lo mein with omelette ribbons from eggs it did not list, unsoaked dried
 * shiitake and no broth, and the Yunnan crossing-the-bridge list a coq au vin that bought wine,
 * mushrooms and shallots and left six of its items unused. The turkey mince and tortilla list was
 * composed tacos first and, asked again, a hawawshi that cut tortillas "open into pockets".
 */
describe('round 24 Asian, Pacific and Latin American lists (wave 17) get the dish a cook would name', () => {
  it.each([
    [
      [
        '1 lb raw shrimp, peeled',
        'cajun seasoning',
        '12 oz fettuccine',
        'heavy cream',
        'parmesan',
        '1 red bell pepper',
        'garlic',
        'green onions',
        'butter',
      ],
      'Creamy Cajun Shrimp Fettuccine',
    ],
    [
      [
        '400g king oyster mushrooms',
        'jar of rendang paste',
        'tin of coconut milk',
        '2 lemongrass stalks',
        'kaffir lime leaves',
        'desiccated coconut',
        'jasmine rice',
        'green beans',
        'shallots',
      ],
      'Oyster Mushroom Rendang with Coconut Rice',
    ],
    [
      [
        '5 very ripe plantains',
        '1 lb ground beef',
        'jar of sofrito',
        'packet of sazon',
        'tomato sauce',
        'pimento stuffed olives',
        'raisins',
        'shredded mozzarella',
        '3 eggs',
        'adobo',
      ],
      'Pastelón',
    ],
    [
      [
        '2 lb chicken thighs, bone in',
        'pack of bean thread noodles',
        'big knob of ginger',
        'chicken broth',
        '1 onion',
        'bunch of green onions',
        'garlic',
        'shoyu',
        'dried shiitake mushrooms',
      ],
      'Chicken Long Rice',
    ],
    [
      [
        'whole chicken for stock',
        'pack of thick rice noodles',
        '150g pork loin',
        '150g chicken breast',
        'raw prawns',
        '2 eggs',
        'bunch of chives',
        'pak choi',
        'ginger',
        'yunnan ham or bacon',
        'white pepper',
      ],
      'Crossing-the-Bridge Rice Noodles',
    ],
    [
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
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it('reads "adobo" as the seasoning and the pastelón buys nothing and serves on nothing unlisted', () => {
    const r = cookRecipe(
      [
        '5 very ripe plantains',
        '1 lb ground beef',
        'jar of sofrito',
        'packet of sazon',
        'tomato sauce',
        'pimento stuffed olives',
        'raisins',
        'shredded mozzarella',
        '3 eggs',
        'adobo',
      ],
      { attempt: 0 },
    );
    expect(r.markdown).toContain('adobo seasoning');
    expect(r.markdown).not.toMatch(/also need|Not used this time|beans|green pepper|cumin/);
  });

  it('asked again, the turkey and tortilla list never cuts a tortilla open into pockets', () => {
    const list = [
      '500g turkey mince',
      'tin of sweetcorn',
      '2 peppers',
      'microwave rice',
      'pack of tortilla wraps',
      'jar of salsa',
      'grated cheddar',
      'fajita seasoning',
    ];
    const second = cookRecipe(list, { attempt: 1 });
    expect(second.title).not.toBe('Minced Turkey and Sweetcorn Enchiladas');
    expect(second.markdown).not.toMatch(/pockets/);
  });
});
