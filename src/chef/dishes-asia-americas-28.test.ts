import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Chinese, Japanese, Thai, Vietnamese, Malaysian and Filipino lists from the nineteenth panel
 * round (`r18-` lists), typed as the visitor typed them. Before these dishes were written (or
 * mended), each list got another dish that left its defining items unused: lechon kawali for
 * Bicol Express, lu rou fan for bak kut teh, a stir-fry of whole sea bass hacked into chunks for
 * duo jiao fish, hot and sour soup with chicken stock for a vegan dan dan list, a Thai red curry
 * for a massaman one, chicken fried rice for a carcass and leftover-chicken congee.
 */
describe('South-East and East Asian lists get the dish a cook would name', () => {
  it.each([
    [
      [
        '1kg pork spare ribs',
        '2 whole garlic bulbs',
        'white peppercorns',
        'light soy sauce',
        'dark soy sauce',
        'dried shiitake mushrooms',
        'pack of fried tofu puffs',
        'choi sum',
        "bird's eye chillies",
        'jasmine rice',
      ],
      'Bak Kut Teh',
    ],
    [
      [
        '800g pork belly',
        '2 cans coconut milk',
        'jar of shrimp paste',
        '6 long green chillies',
        "4 bird's eye chillies",
        '1 onion',
        'garlic',
        'ginger',
        'jasmine rice',
      ],
      'Bicol Express',
    ],
    [
      [
        '1kg beef brisket',
        '4 carrots',
        '3 stalks lemongrass',
        'star anise',
        'tomato paste',
        'fish sauce',
        'ginger',
        'garlic',
        'shallots',
        '2 baguettes',
        'thai basil',
        'limes',
      ],
      'Bò Kho',
    ],
    [
      [
        '500g chicken breast',
        'jar of black bean sauce',
        '1 green pepper',
        '1 red pepper',
        '1 onion',
        'garlic',
        'ginger',
        'light soy sauce',
        'cornflour',
        'long grain rice',
        'bag of prawn crackers',
      ],
      'Chicken in Black Bean Sauce',
    ],
    [
      [
        '2 blocks of firm tofu',
        '5 tomatoes',
        '3 spring onions',
        'garlic',
        'soy sauce',
        'sugar',
        'vegetable oil',
        'jasmine rice',
        'cucumber',
        'fresh coriander',
      ],
      'Đậu Phụ Sốt Cà Chua',
    ],
    [
      [
        '2 whole sea bass',
        'jar of chopped salted chillies',
        'fresh red chillies',
        'ginger',
        'garlic',
        'spring onions',
        'light soy sauce',
        'shaoxing wine',
        'sesame oil',
        'jasmine rice',
      ],
      'Duo Jiao Yu: Hunan Steamed Whole Fish with Chopped Salted Chillies',
    ],
    [
      [
        'leftover roast chicken',
        'the chicken carcass',
        'jasmine rice',
        'thumb of ginger',
        'spring onions',
        'soy sauce',
        'sesame oil',
        '2 eggs',
        'jar of chilli crisp',
      ],
      'Congee from a Roast Chicken Carcass with Ginger',
    ],
    [
      [
        '1 lb pork loin',
        'half a napa cabbage',
        '4 eggs',
        'dried wood ear mushrooms',
        'can of bamboo shoots',
        'hoisin sauce',
        'soy sauce',
        'shaoxing wine',
        'green onions',
        'small flour tortillas',
      ],
      'Mu Shu Pork Loin',
    ],
    [
      [
        '6 eggs',
        '200g pork mince',
        'light soy sauce',
        'sesame oil',
        'shaoxing wine',
        'spring onions',
        'chicken stock',
        'jasmine rice',
        'gai lan',
      ],
      'Steamed Eggs with Minced Pork',
    ],
    [
      [
        'block of extra firm tofu',
        'jar of massaman curry paste',
        '2 cans coconut milk',
        '4 potatoes',
        '1 onion',
        'roasted peanuts',
        'tamarind paste',
        'brown sugar',
        'cinnamon stick',
        'jasmine rice',
      ],
      'Tofu and Potato Massaman Curry',
    ],
    [
      [
        '1 lb flank steak',
        '5 ripe tomatoes',
        '1 onion',
        '1 green bell pepper',
        'ketchup',
        'oyster sauce',
        'soy sauce',
        'cornstarch',
        'sugar',
        'jasmine rice',
      ],
      'Fan Qie Niu Rou: Beef with Tomatoes',
    ],
    [
      [
        '250g chestnut mushrooms',
        'block of firm tofu',
        'pack of wheat noodles',
        'tahini',
        'jar of chilli oil',
        'sichuan peppercorns',
        'soy sauce',
        'chinkiang vinegar',
        'bok choy',
        'spring onions',
        'roasted peanuts',
      ],
      'Chestnut Mushroom and Tofu Dan Dan Noodles',
    ],
    [
      [
        'bag of frozen chicken nuggets',
        'mild curry powder',
        '1 onion',
        '2 carrots',
        'plain flour',
        'chicken stock cube',
        'honey',
        'soy sauce',
        'microwave rice pouches',
        'frozen edamame',
      ],
      'Chicken Nugget Katsu Curry with Homemade Sauce',
    ],
  ])('%j → %s, using the whole list and buying nothing', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.source).toBe('dish');
    expect(recipe.extras).toEqual([]);
    expect(recipe.unused).toEqual([]);
  });

  it('steams the duo jiao fish whole under the jar of salted chillies', () => {
    const { markdown } = cookRecipe(
      [
        '2 whole sea bass',
        'jar of chopped salted chillies',
        'fresh red chillies',
        'ginger',
        'garlic',
        'spring onions',
        'light soy sauce',
        'shaoxing wine',
        'sesame oil',
        'jasmine rice',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/6 tbsp chopped salted chillies/);
    expect(markdown).toMatch(/Steam the fish/);
    expect(markdown).not.toMatch(/stir-fry/i);
  });

  it('reheats the bought rice and the frozen nuggets for katsu curry, and makes the sauce', () => {
    const { markdown } = cookRecipe(
      [
        'bag of frozen chicken nuggets',
        'mild curry powder',
        '1 onion',
        '2 carrots',
        'plain flour',
        'chicken stock cube',
        'honey',
        'soy sauce',
        'microwave rice pouches',
        'frozen edamame',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/straight from frozen/);
    expect(markdown).toMatch(/cooked rice as the packet says until piping hot/);
    expect(markdown).toMatch(/Stir in the plain flour and mild curry powder/);
  });

  it('simmers the carcass into the congee stock and only reheats the leftover chicken', () => {
    const { markdown } = cookRecipe(
      [
        'leftover roast chicken',
        'the chicken carcass',
        'jasmine rice',
        'thumb of ginger',
        'spring onions',
        'soy sauce',
        'sesame oil',
        '2 eggs',
        'jar of chilli crisp',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/Break the chicken carcass/);
    expect(markdown).toMatch(/piping hot/);
  });
});

/**
 * Asking again: a named dish of another method that keeps the pork and buys one thing at most.
 */
describe('asking again after an Asian pork dish offers another named dish', () => {
  it.each([
    [
      [
        '600g pork belly slices',
        'soy sauce',
        'ginger',
        'honey',
        'pack of ramen noodles',
        '2 pak choi',
        '4 eggs',
        'spring onions',
        'jasmine rice',
      ],
      'Honey-Soy Pork Belly Mazemen with Pak Choi',
      'Lu Rou Fan',
    ],
    [
      [
        '500g pork mince',
        'jar of thai red curry paste',
        'green beans',
        'bunch of thai basil',
        'fish sauce',
        'pack of rice noodles',
        '4 eggs',
        'jasmine rice',
        'limes',
        'cucumber',
        'garlic',
      ],
      'Pad Prik Khing with Minced Pork',
      // the khanom jeen buys coconut milk and comes third since seconds pay for full extras
      'Chả Trứng Hấp',
    ],
  ])('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });
});
