import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Asian and Latin American cooking, tenth round: the panel's round-14 lists (ids `r13-`) whose
 * first answer named the wrong dish because the cookbook lacked the one a cook would name. Each
 * list is typed exactly as the panel typed it. Before these dishes were written, the General Tso's
 * list made chicken adobo, the chaat list an aloo chickpea sabzi (and a sheet-pan tray next), the corn cheese list a kumpir with bought potatoes, the tofu bánh mì
 * list rice bowls, the mamak list a composed noodle bowl, the seco list an Irish stew and the chili-gravy list black bean
 * tostadas.
 */
describe('round-14 Asian and Latin American lists name the dish a cook would make', () => {
  it.each([
    [
      [
        '2 lb boneless chicken thighs',
        'cornstarch',
        '2 eggs',
        'soy sauce',
        'rice vinegar',
        'hoisin sauce',
        'brown sugar',
        'dried red chiles',
        'garlic',
        'ginger',
        'brocoli',
        'white rice',
      ],
      'General Tso’s Chicken',
    ],
    [
      [
        '2 cans of sweetcorn',
        'bag of grated mozzarella',
        'mayonnaise',
        'sugar',
        'butter',
        'spring onions',
        'jalapeño',
      ],
      'Korean Sweetcorn Cheese',
    ],
    [
      [
        'block of extra firm tofu',
        '4 small baguettes',
        'carrots',
        'daikon',
        'rice vinegar',
        'sugar',
        'cucumber',
        'jalapeño',
        'cilantro',
        'vegan mayo',
        'soy sauce',
        'sriracha',
      ],
      'Tofu Bánh Mì',
    ],
    [
      [
        '400g fresh yellow noodles',
        '2 chicken thighs',
        '200g raw prawns',
        'pack of fried tofu puffs',
        'choi sum',
        '2 eggs',
        'kecap manis',
        'tomato ketchup',
        'sambal oelek',
        'beansprouts',
        '1 boiled potato',
        'lime',
      ],
      'Mee Goreng Mamak',
    ],
    [
      [
        '1kg diced lamb shoulder',
        'big bunch of coriander',
        'jar of aji amarillo paste',
        '2 red onions',
        'garlic',
        'bottle of dark beer',
        'frozen peas',
        '2 carrots',
        'potatoes',
        'white rice',
        'tin of cannellini beans',
      ],
      'Seco de Cordero',
    ],
    [
      [
        '12 corn tortillas',
        '3 cups shredded cheddar',
        'white onion',
        'chili powder',
        'ground cumin',
        'all-purpose flour',
        'vegetable oil',
        'vegetable broth',
        'can of refried beans',
        'pickled jalapeños',
      ],
      'Tex-Mex Cheddar Enchiladas with Chili Gravy',
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it('uses the visitor’s boiled potato as it is, not boiled again', () => {
    const { markdown } = cookRecipe(
      [
        '400g fresh yellow noodles',
        '2 chicken thighs',
        '200g raw prawns',
        'pack of fried tofu puffs',
        'choi sum',
        '2 eggs',
        'kecap manis',
        'tomato ketchup',
        'sambal oelek',
        'beansprouts',
        '1 boiled potato',
        'lime',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/1 boiled potato/);
    expect(markdown).not.toMatch(/boil the (boiled )?potato/i);
  });

  it('serves the seco with the visitor’s rice and beans', () => {
    const { markdown, unused } = cookRecipe(
      [
        '1kg diced lamb shoulder',
        'big bunch of coriander',
        'jar of aji amarillo paste',
        '2 red onions',
        'garlic',
        'bottle of dark beer',
        'frozen peas',
        '2 carrots',
        'potatoes',
        'white rice',
        'tin of cannellini beans',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/cannellini/);
    expect(markdown).toMatch(/dark beer/);
    expect(unused).toEqual([]);
  });

  it('names the chaat first, and a cold bhel of the same list second', () => {
    expectNamedSecond(
      [
        '4 potatoes',
        'tin of chickpeas',
        'red onion',
        '2 tomatoes',
        'jar of tamarind chutney',
        'jar of green chutney',
        'chaat masala',
        'fresh coriander',
        'pomegranate',
        'bag of bombay mix',
      ],
      'Aloo Tikki Chana Chaat',
      'Bombay Bhel with Chickpeas and Potato',
    );
    const { markdown } = cookRecipe(
      [
        '4 potatoes',
        'tin of chickpeas',
        'red onion',
        '2 tomatoes',
        'jar of tamarind chutney',
        'jar of green chutney',
        'chaat masala',
        'fresh coriander',
        'pomegranate',
        'bag of bombay mix',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/green chutney/);
    expect(markdown).toMatch(/Bombay mix/);
  });
});
