import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * Round 22's misses in Chinese, Taiwanese, Japanese, Korean, Thai, Lao, Vietnamese, Filipino and
 * Malaysian cooking: lists that plainly call for one dish the chef did not name. Black pepper tofu
 * lost to ginger tofu that left the shallots, peppercorns, kecap manis and vegan butter out;
 * chicken inasal to an adobo; hayashi rice to a seared steak with bought potatoes; Taiwanese
 * popcorn chicken to teriyaki; yu xiang rou si to pork with bought green peppers; and chả cá Lã
 * Vọng to a composed fish noodle stir-fry that kept the dill as a garnish.
 */
describe('round 22 lists that call for one East or South-East Asian dish', () => {
  it.each([
    [
      [
        '2 blocks of firm tofu',
        '8 shallots',
        'lots of garlic',
        'ginger',
        '4 red chillies',
        'black peppercorns',
        'kecap manis',
        'light soy sauce',
        'vegan butter',
        'jasmine rice',
        'bag of pak choi',
      ],
      'Black Pepper Tofu',
    ],
    [
      [
        '8 chicken legs',
        '3 stalks of lemongrass',
        'calamansi or lemons',
        'cane vinegar',
        'annatto seeds',
        'brown sugar',
        'garlic',
        'ginger',
        'leftover white rice',
        'jar of atchara',
        'soy sauce',
        "bird's eye chillies",
      ],
      'Chicken Drumstick Inasal with Garlic Rice',
    ],
    [
      [
        '400g thinly sliced beef',
        '2 onions',
        '200g mushrooms',
        'butter',
        'plain flour',
        'ketchup',
        'worcestershire sauce',
        'tin of chopped tomatoes',
        'splash of red wine',
        'japanese short grain rice',
        'frozen peas',
      ],
      'Hayashi Rice',
    ],
    [
      [
        '800g boneless chicken thighs',
        'sweet potato starch',
        'five spice',
        'white pepper',
        'soy sauce',
        'rice wine',
        'garlic',
        'bunch of thai basil',
        'vegetable oil for frying',
        'chilli powder',
        'jasmine rice',
      ],
      'Taiwanese Popcorn Chicken with Crisp Thai Basil',
    ],
    [
      [
        '400g pork loin',
        'dried wood ear mushrooms',
        '1 carrot',
        'tin of bamboo shoots',
        'doubanjiang',
        'chinkiang black vinegar',
        'light soy sauce',
        'sugar',
        'garlic',
        'ginger',
        'spring onions',
        'jasmine rice',
      ],
      'Yu Xiang Rou Si: Fish-Fragrant Shredded Pork Loin',
    ],
    [
      [
        '600g white fish fillets',
        'ground turmeric',
        'galangal',
        'fish sauce',
        'sugar',
        'big bunch of dill',
        'bunch of spring onions',
        'pack of rice vermicelli',
        'roasted peanuts',
        'fresh mint',
        'limes',
        'red chillies',
      ],
      'Chả Cá Lã Vọng: Turmeric White Fish with Dill',
    ],
  ] as const)('%j → %s', (list, title) => {
    const r = cookRecipe([...list], { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.extras).toEqual([]);
    expect(r.unused).toEqual([]);
  });
});
