import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Chinese, Japanese, Korean, Thai, Filipino, Malaysian and Indonesian, round 20's misses: each list
 * is one the panel read, typed as the visitor typed it. Before these dishes were written the chef
 * answered with a neighbour that left out what makes the dish (a kuku paka for kari kapitan, kinoko
 * gohan for mushroom bulgogi wraps, spring-onion oil noodles for cold sesame noodles, a Spanish pork
 * stew for Filipino menudo, yakisoba without its hot dog buns), or, asked again, with the first
 * dish laid out as a bowl, a soup of the same things, or dumplings that sent the visitor shopping.
 */
describe('round 20: asking again after an East or South-East Asian dish offers another named dish', () => {
  it.each([
    [
      [
        '500g pork mince',
        'block of silken tofu',
        '2 aubergines',
        '300g green beans',
        'doubanjiang',
        'sichuan peppercorns',
        'dried chillies',
        'garlic',
        'ginger',
        'spring onions',
        'jasmine rice',
      ],
      'Mapo Silken Tofu',
      'Gan Bian Si Ji Dou: Dry-Fried Green Beans with Minced Pork',
    ],
    [
      [
        'block of tempeh',
        'block of firm tofu',
        'tin of coconut milk',
        'green beans',
        '1 aubergine',
        'half a white cabbage',
        '2 carrots',
        'crunchy peanut butter',
        'kecap manis',
        'sambal oelek',
        'lemongrass',
        'jasmine rice',
      ],
      'Gado-Gado with Tempeh and Tofu',
      'Sayur Lodeh with Tempeh and Tofu',
    ],
    [
      [
        '4 packs of instant noodles',
        'bag of frozen dumplings',
        '4 eggs',
        '2 pak choi',
        'jar of peanut butter',
        'sriracha',
        'soy sauce',
        'spring onions',
      ],
      'Peanut Sriracha Instant Noodles with Crisp Frozen Dumplings and Fried Eggs',
      'Instant Ramen with Frozen Dumplings, Pak Choi and Jammy Eggs',
    ],
    [
      [
        '500g pork mince',
        'block of firm tofu',
        'shiitake mushrooms',
        'pack of glass noodles',
        'little gem lettuces',
        'hoisin sauce',
        'spring onions',
        'soy sauce',
        'garlic',
        'water chestnuts',
      ],
      'San Choy Bau: Minced Pork in Gem Lettuce Cups',
      'Tom Jued Woon Sen with Shiitake Mushrooms',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('keeps the silken tofu whole in mapo tofu and the green beans blistered, not stewed', () => {
    const again = cookRecipe(
      [
        '500g pork mince',
        'block of silken tofu',
        '2 aubergines',
        '300g green beans',
        'doubanjiang',
        'sichuan peppercorns',
        'dried chillies',
        'garlic',
        'ginger',
        'spring onions',
        'jasmine rice',
      ],
      { attempt: 1 },
    );
    expect(again.markdown).toMatch(/300 g green beans/);
    expect(again.markdown).toMatch(/blistered/);
  });
});
