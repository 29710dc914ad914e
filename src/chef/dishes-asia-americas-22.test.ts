import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Chinese, Japanese, Thai, Taiwanese, Malaysian, Indonesian and Singaporean lists from the cook's
 * panel, round 17 (lists `r16-` in `bench/chef-panel/lists-round-16.ts`), typed exactly as there.
 * Before these dishes and fixes the first answers were lu rou fan that left the hong shao rou's
 * Shaoxing, star anise, cinnamon and ginger unused, Cantonese prawn eggs for Singapore chilli
 * prawns with mantou, ervilhas com ovos that left the leftover rice unused, a tray of roast
 * sausages that left the hoisin, noodles and pak choi out, a sushi bake without the crab sticks,
 * cream cheese and seaweed snacks, a pad see ew of too few noodles that called the gai lan a
 * stand-in, and kuku paka for ayam masak merah. Asking again gave a nikujaga that bought carrots
 * after a beef and potato braise (semur daging was the obvious dish), gyoza for seven that left the
 * carrots out, glazed tofu twice without the pineapple, a lu rou fan that bought garlic and left
 * the rice wine and fried shallots out, and composed stir-fries that left the plums or the coconut
 * milk out. The first answers were also a negimaki for a ginger and spring onion beef, a tofu and
 * green bean stir-fry for tofu larb with sticky rice, a noodle stir-fry without the coconut milk, and
 * a fish amok that bought three things.
 */
describe('round 17 East and South-East Asian lists: the first answer', () => {
  it.each([
    // hong-shao-rou-pork-belly-rice
    [
      [
        '800g pork belly',
        'rock sugar',
        'shaoxing wine',
        'light soy sauce',
        'dark soy sauce',
        'star anise',
        'cinnamon stick',
        'ginger',
        'spring onions',
        'jasmine rice',
        'bok choy',
      ],
      'Red-Braised Pork Belly',
    ],
    // singapore-chilli-prawns-mantou
    [
      [
        '500g shell-on king prawns',
        'tomato ketchup',
        'jar of sambal oelek',
        '2 eggs',
        'garlic',
        'ginger',
        'cornflour',
        'spring onions',
        'bag of frozen mantou buns',
      ],
      // the visitor's king prawns, shell-on as they typed them
      'Singapore Chilli King Prawns with Mantou Buns',
    ],
    // chorizo-fried-rice-peas-eggs
    [
      [
        'half a chorizo ring',
        'leftover cooked rice',
        'frozen peas',
        '3 eggs',
        'tin of sweetcorn',
        'soy sauce',
        'spring onions',
        'smoked paprika',
      ],
      'Chorizo Fried Rice with Peas and Sweetcorn',
    ],
    // sausage-hoisin-noodles-pak-choi
    [
      [
        '6 pork sausages',
        'hoisin sauce',
        'pack of medium egg noodles',
        '2 pak choi',
        'spring onions',
        'sesame seeds',
        'sweet chilli sauce',
        'garlic',
      ],
      'Sticky Hoisin Pork Sausage Noodles with Pak Choi',
    ],
    // ayam-masak-merah-coconut-rice
    [
      [
        '1kg chicken pieces',
        'tumeric',
        'dried chillies',
        '3 shallots',
        'garlic',
        'ginger',
        'lemongrass',
        'tin of chopped tomatoes',
        'tomato ketchup',
        'tin of coconut milk',
        'jasmine rice',
        'cucumber',
      ],
      'Ayam Masak Merah with Coconut Rice',
    ],
    // ginger-spring-onion-beef-rice
    [
      [
        '400g rump steak',
        'big piece of ginger',
        '2 bunches spring onions',
        'oyster sauce',
        'light soy sauce',
        'shaoxing wine',
        'cornflour',
        'bicarbonate of soda',
        'jasmine rice',
        'pak choi',
      ],
      'Cantonese Ginger and Spring Onion Beef',
    ],
    // tofu-larb-sticky-rice
    [
      [
        '2 blocks of firm tofu',
        'bag of glutinous rice',
        '3 shallots',
        'limes',
        'soy sauce',
        'chilli flakes',
        'fresh mint',
        'fresh coriander',
        'green beans',
        '1 cucumber',
      ],
      'Tofu Larb with Sticky Rice',
    ],
    // cauliflower-prawn-coconut-noodles
    [
      [
        'half a cauliflower',
        'bag of frozen cooked prawns',
        'tin of coconut milk',
        'bag of spinach',
        'rice noodles',
        'peanut butter',
        'sriracha',
        'limes',
      ],
      'Peanut Coconut Noodles with Prawns and Cauliflower',
    ],
  ])('%j is %s, using the whole list', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it('the sushi bake uses the crab sticks, cream cheese, sriracha and seaweed snacks', () => {
    const recipe = cookRecipe(
      [
        '2 salmon fillets',
        'pack of crab sticks',
        'tub of cream cheese',
        'kewpie mayo',
        'sriracha',
        'sushi rice',
        'pack of roasted seaweed snacks',
        'furikake',
        '1 cucumber',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Salmon Sushi Bake');
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).not.toMatch(/Pass the sriracha/);
  });

  it('the pad see ew is made with the gai lan and enough fresh noodles for four', () => {
    const recipe = cookRecipe(
      [
        '2 chicken breasts',
        'pack of fresh wide rice noodles',
        'bunch of gai lan',
        '2 eggs',
        'dark soy sauce',
        'light soy sauce',
        'oyster sauce',
        'garlic',
        'sugar',
        'white pepper',
      ],
      { attempt: 0 },
    );
    expect(recipe.title).toBe('Pad See Ew');
    expect(recipe.markdown).toMatch(/500 g wide rice noodles/);
    expect(recipe.markdown).toMatch(/stems of the gai lan/);
    expect(recipe.markdown).not.toMatch(/instead of|stands? in/i);
  });

  it('the mantou are steamed as bought, not read as burger buns', () => {
    const { markdown } = cookRecipe(
      [
        '500g shell-on king prawns',
        'tomato ketchup',
        'jar of sambal oelek',
        '2 eggs',
        'garlic',
        'ginger',
        'cornflour',
        'spring onions',
        'bag of frozen mantou buns',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Steam the mantou buns from frozen/);
    expect(markdown).not.toMatch(/burger/i);
  });
});

describe('round 17 East and South-East Asian lists: asking again', () => {
  it.each([
    // indonesian-beef-kecap-manis-potatoes
    [
      [
        '800g braising beef',
        'bottle of kecap manis',
        '4 potatoes',
        '6 shallots',
        'garlic',
        'nutmeg',
        'cloves',
        'red chillies',
        '4 eggs',
        'jasmine rice',
        'beansprouts',
      ],
      'Semur Daging',
      'Soto Daging',
    ],
    // chicken-mince-cabbage-carrots-noodles
    [
      [
        '500g chicken mince',
        'half a savoy cabbage',
        '2 carrots',
        'ginger',
        'garlic',
        'soy sauce',
        'pack of egg noodles',
        'spring onions',
        'sesame oil',
        'pack of gyoza wrappers',
      ],
      'Minced Chicken and Savoy Cabbage Gyoza',
      'Minced Chicken and Savoy Cabbage Chow Mein',
    ],
    // tofu-pineapple-peppers-rice
    [
      [
        'block of extra firm tofu',
        'tin of pineapple chunks',
        '2 peppers',
        'spring onions',
        'soy sauce',
        'rice vinegar',
        'cornflour',
        'jasmine rice',
        'frozen peas',
      ],
      'Sweet and Sour Tofu',
      'Thai Pineapple Fried Rice with Tofu',
    ],
    // taiwanese-pork-belly-five-spice-eggs
    [
      [
        '600g pork belly',
        'five spice',
        'soy sauce',
        'rice wine',
        'jar of crispy fried shallots',
        '6 eggs',
        'jasmine rice',
        'pack of wheat noodles',
        'bok choy',
        'pickled mustard greens',
      ],
      'Taiwanese Pork Belly Noodle Soup with Pickled Mustard Greens',
      'Lu Rou Fan',
    ],
    // pork-fillet-plums-noodles-pak-choi
    [
      [
        '1 pork fillet',
        '6 plums',
        'hoisin sauce',
        'five spice',
        'pack of udon noodles',
        '2 pak choi',
        'ginger',
        'spring onions',
        'jasmine rice',
      ],
      'Five-Spice Pork Tenderloin with Fresh Plum Sauce',
      'Plum and Pork Tenderloin Yaki Udon',
    ],
    // cambodian-fish-coconut-lemongrass
    [
      [
        '600g white fish fillets',
        'tin of coconut milk',
        '3 lemongrass stalks',
        'kaffir lime leaves',
        'galangal',
        'tumeric',
        'fish sauce',
        '2 eggs',
        'jasmine rice',
        'morning glory',
      ],
      'Fish Amok',
      'Samlor Kari Trey: Cambodian White Fish Curry',
    ],
  ])('%j: %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('semur daging and soto daging buy nothing and leave nothing out', () => {
    const list = [
      '800g braising beef',
      'bottle of kecap manis',
      '4 potatoes',
      '6 shallots',
      'garlic',
      'nutmeg',
      'cloves',
      'red chillies',
      '4 eggs',
      'jasmine rice',
      'beansprouts',
    ];
    for (const attempt of [0, 1]) {
      const recipe = cookRecipe(list, { attempt });
      expect(recipe.unused).toEqual([]);
      expect(recipe.extras).toEqual([]);
    }
  });
});
