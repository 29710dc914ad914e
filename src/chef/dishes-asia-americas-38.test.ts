import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * Round 22's misses in Chinese, Taiwanese, Japanese, Korean, Thai, Lao, Vietnamese, Filipino and
 * Malaysian cooking: lists that plainly call for one dish the chef did not name. Black pepper tofu
 * lost to ginger tofu that left the shallots, peppercorns, kecap manis and vegan butter out;
 * chicken inasal to an adobo; hayashi rice to a seared steak with bought potatoes; Taiwanese
 * popcorn chicken to teriyaki; yu xiang rou si to pork with bought green peppers; and chả cá Lã
 * Vọng to a composed fish noodle stir-fry that kept the dill as a garnish; goong op woon sen to a
 * composed prawn and bacon noodle stir-fry; sambal udang with coconut rice to a nasi goreng that
 * left the coconut milk and tamarind out; a leftover roast chicken laksa to a thigh laksa that
 * simmered the cooked chicken for 20 minutes and left the tofu puffs out. Jeyuk bokkeum now serves
 * the typed short-grain rice, little gem and carrot, and moo ping its sticky rice and chilli dip.
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
    [
      [
        '400g shell-on tiger prawns',
        '2 bundles of glass noodles',
        '4 rashers of streaky bacon',
        'big piece of ginger',
        'garlic',
        'coriander with the roots on',
        'white peppercorns',
        'oyster sauce',
        'light soy sauce',
        'shaoxing wine',
        'spring onions',
      ],
      'Goong Op Woon Sen: Claypot Tiger Prawns with Glass Noodles',
    ],
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
      'Nasi Lemak with Sambal King Prawns',
    ],
    [
      [
        'leftover roast chicken',
        'jar of laksa paste',
        'tin of coconut milk',
        'chicken stock',
        'pack of rice noodles',
        'beansprouts',
        '2 eggs',
        'pack of tofu puffs',
        'limes',
        'fresh coriander',
      ],
      'Leftover Roast Chicken Laksa with Tofu Puffs',
    ],
    [
      [
        '600g pork shoulder, thinly sliced',
        'gochujang',
        'gochugaru',
        'soy sauce',
        'garlic',
        'ginger',
        '1 onion',
        '1 carrot',
        'bunch of spring onions',
        'short grain rice',
        'head of little gem',
        'sesame seeds',
      ],
      'Jeyuk Bokkeum',
    ],
  ] as const)('%j → %s', (list, title) => {
    const r = cookRecipe([...list], { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.extras).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it('warms the leftover chicken through rather than cooking it again', () => {
    const { markdown } = cookRecipe(
      [
        'leftover roast chicken',
        'jar of laksa paste',
        'tin of coconut milk',
        'chicken stock',
        'pack of rice noodles',
        'beansprouts',
        '2 eggs',
        'pack of tofu puffs',
        'limes',
        'fresh coriander',
      ],
      { attempt: 0 },
    );
    expect(markdown).toMatch(/simmer for 4–5 minutes until piping hot/);
    expect(markdown).toMatch(/tofu puffs/);
  });

  it('serves moo ping with the sticky rice and a chilli dip', () => {
    const r = cookRecipe(
      [
        '800g pork shoulder',
        'coriander roots',
        'garlic',
        'white peppercorns',
        'palm sugar',
        'fish sauce',
        'oyster sauce',
        'tin of coconut milk',
        'glutinous rice',
        'wooden skewers',
        'dried chilli flakes',
        'limes',
      ],
      { attempt: 0 },
    );
    expect(r.title).toBe('Moo Ping');
    expect(r.markdown).toMatch(/steam over a pan of simmering water/);
    expect(r.markdown).toMatch(/for dipping/);
    expect(r.extras).toEqual([]);
  });
});

/**
 * Round 22's ask-again misses in the same cuisines: each list's first answer is the dish a cook
 * would name, and asking again gives another named dish (another method or cuisine) that keeps the
 * main and buys nothing. Before, the hotpot fridge got a fårikål then a saag gosht; the Hunan list
 * lu rou fan then lechon kawali; the Lao list a bún chả then a composed noodle bowl; the prawn list
 * a Cantonese egg scramble second; the miso pork list a schnitzel then a composed tray bake; the
 * tuna list onigiri then a rolled omelette that bought a carrot.
 */
describe('round 22 ask-again lists in East and South-East Asian cooking', () => {
  it.each([
    [
      [
        'half a pack of thinly sliced lamb',
        'half a pack of thinly sliced beef',
        'block of tofu',
        'pack of tofu puffs',
        'enoki mushrooms',
        'half a napa cabbage',
        'bag of fish balls',
        'bag of frozen dumplings',
        'sweet potato noodles',
        'lotus root',
        'bunch of pak choi',
        'jar of sesame paste',
        'packet of hotpot soup base',
        'bottle of black vinegar',
        '6 eggs',
        'bag of frozen prawns',
        'crab sticks',
        'spring onions',
        'garlic',
        'coriander',
      ],
      'Sichuan Hotpot at Home',
      'Mala Xiang Guo: Sichuan Dry Pot with Lamb and Lotus Root',
    ],
    [
      [
        '500g pork belly',
        'piece of smoked streaky bacon',
        '8 long green chillies',
        'fermented black beans',
        '6 eggs',
        '2 aubergines',
        'garlic',
        '2 leeks',
        'light soy sauce',
        'dark soy sauce',
        'jasmine rice',
      ],
      'Hunan Stir-Fried Pork Belly and Smoked Bacon with Leeks and Green Chillies',
      'Lu Rou Fan',
    ],
    [
      [
        '2 tins of tuna',
        'tin of sweetcorn',
        'sushi rice',
        '4 eggs',
        'kewpie mayo',
        'pack of nori sheets',
        '1 cucumber',
        'soy sauce',
        'sliced white bread',
      ],
      'Chamchi Mayo Gimbap: Tuna Mayo Rice Rolls',
      'Chamchi Mayo Deopbap: Tuna Mayo Rice Bowls',
    ],
    [
      [
        '500g pork mince',
        'glutinous rice',
        'pack of rice noodles',
        'big bunch of mint',
        'coriander',
        '4 shallots',
        'lemongrass',
        'fish sauce',
        '4 limes',
        'dried chilli flakes',
        '1 cucumber',
        'long beans',
      ],
      'Larb Moo: Lao Minced Pork Salad with Sticky Rice',
      'Lemongrass Bún Chả with Cucumber and Herbs',
    ],
    [
      [
        '400g raw king prawns',
        'pack of flat rice noodles',
        'jasmine rice',
        '4 eggs',
        '200g green beans',
        'thai red curry paste',
        'tin of coconut milk',
        'fish sauce',
        'limes',
        'roasted peanuts',
      ],
      'Thai Red King Prawn Curry',
      'Khao Pad Prik Gaeng: Red Curry Fried Rice with King Prawns',
    ],
    [
      [
        '4 pork loin steaks',
        'white miso',
        '2 sweet potatoes',
        'short grain rice',
        'head of broccoli',
        'panko breadcrumbs',
        '2 eggs',
        'plain flour',
        'honey',
        'spring onions',
      ],
      'Nagoya Miso Katsu',
      'Miso and Honey Glazed Pork Chops with Roast Sweet Potatoes',
    ],
  ] as const)('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond([...list], first, second);
  });
});
