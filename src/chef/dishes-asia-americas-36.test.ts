import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Round 22's misses in South Asian and Swahili-coast cooking: lists that plainly call for one dish
 * the chef did not name. Ambul thiyal lost to a sheet-pan tuna that dropped the goraka; dal gosht
 * to a lamb curry without its chana dal; stuffed parathas of leftover dal to a kadhi pakora that
 * bought gram flour; macher jhol to a Caribbean Creole tilapia; chicken thukpa to a chicken saag;
 * avial to a sheet-pan roast; a halloumi and pea curry, composed, simmered the halloumi unbrowned;
 * a tikka masala shakshuka to a nargesi that left the jar of sauce aside. Kuku paka now takes both
 * tins of coconut milk and serves the chapatis, not rice. The firm tofu list's second answer was
 * the same tofu masala again; now a tawa pulao follows the tofu, chickpea and spinach curry.
 */
const LISTS = {
  ambul: [
    '600g tuna steaks',
    'goraka or tamarind paste',
    'black peppercorns',
    'curry leaves',
    'garlic',
    'ginger',
    'pandan leaf',
    'cinnamon stick',
    'coconut oil',
    'red rice',
    'red lentils',
    '1 cucumber',
  ],
  dalGosht: [
    '750g diced lamb',
    '250g chana dal',
    '2 onions',
    'ginger garlic paste',
    'tin of chopped tomatoes',
    'garam masala',
    'ground tumeric',
    'kashmiri chilli powder',
    'tamarind paste',
    'fresh coriander',
    'basmati rice',
  ],
  parathas: [
    'leftover tarka dal',
    'bag of chapati flour',
    'ghee',
    'cumin seeds',
    '1 red onion',
    'green chillies',
    'fresh corriander',
    'natural yoghurt',
    'jar of lime pickle',
  ],
  macherJhol: [
    '4 rohu or tilapia steaks',
    'mustard oil',
    'ground turmeric',
    'panch phoron',
    '2 potatoes',
    '1 aubergine',
    '2 tomatoes',
    'green chillies',
    'ginger',
    'basmati rice',
    'fresh coriander',
  ],
  thukpa: [
    '500g chicken thighs',
    'pack of egg noodles',
    '2 tomatoes',
    '1 onion',
    'garlic',
    'ginger',
    '1 carrot',
    'handful of spinach',
    'cumin seeds',
    'ground turmeric',
    'timur or sichuan pepper',
    'spring onions',
  ],
  avial: [
    '2 carrots',
    'handful of green beans',
    '1 green plantain',
    '1 courgette',
    'bag of frozen grated coconut',
    'natural yoghurt',
    'green chillies',
    'cumin seeds',
    'curry leaves',
    'coconut oil',
    'basmati rice',
  ],
  halloumi: [
    'block of halloumi',
    'bag of frozen peas',
    'jar of madras curry paste',
    'tin of chopped tomatoes',
    '1 onion',
    'tub of natural yoghurt',
    'pack of naan',
    'half a bag of spinach',
  ],
  shakshuka: [
    'jar of tikka masala sauce',
    '6 eggs',
    'bag of spinach',
    'tin of chickpeas',
    'pack of garlic naan',
    'natural yoghurt',
    'fresh coriander',
    'red onion',
  ],
  kukuPaka: [
    '1kg chicken thighs on the bone',
    '2 tins of coconut milk',
    '3 tomatoes',
    '1 onion',
    'garlic',
    'ginger',
    'ground tumeric',
    'ground cumin',
    '2 green chillies',
    '1 lemon',
    'fresh corriander',
    'pack of chapatis',
  ],
} as const;

describe('round 22 lists that call for one South Asian or East African dish', () => {
  it.each([
    [LISTS.ambul, 'Ambul Thiyal with Red Lentil Parippu'],
    [LISTS.dalGosht, 'Dal Gosht'],
    [LISTS.parathas, 'Stuffed Dal Parathas'],
    [LISTS.macherJhol, 'Macher Jhol'],
    [LISTS.thukpa, 'Chicken Thukpa'],
    [LISTS.avial, 'Avial'],
    [LISTS.halloumi, 'Halloumi Matar Masala'],
    [LISTS.shakshuka, 'Tikka Masala Shakshuka with Chickpeas and Spinach'],
  ] as const)('%j → %s', (list, title) => {
    const r = cookRecipe([...list], { attempt: 0 });
    expect(r.title).toBe(title);
    expect(r.source).toBe('dish');
    expect(r.extras).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it('sours the tuna with the goraka and serves the parippu, red rice and cucumber', () => {
    const { markdown } = cookRecipe([...LISTS.ambul], { attempt: 0 });
    expect(markdown).toMatch(/Mix the tuna steaks with the tamarind paste/);
    expect(markdown).toMatch(/300 g red rice/);
    expect(markdown).toMatch(/and the cucumber\./);
  });

  it('cooks the chana dal with the lamb and sours it with the tamarind', () => {
    const { markdown } = cookRecipe([...LISTS.dalGosht], { attempt: 0 });
    expect(markdown).toMatch(/Drain the soaked chana dal/);
    expect(markdown).toMatch(/ginger-garlic paste and fry/);
    expect(markdown).toMatch(/Stir in the tamarind paste/);
  });

  it('reheats the leftover dal as the filling and makes the dough of the chapati flour', () => {
    const { markdown } = cookRecipe([...LISTS.parathas], { attempt: 0 });
    expect(markdown).toMatch(/- 400 g leftover tarka dal/);
    expect(markdown).toMatch(/piping hot/);
    expect(markdown).toMatch(/Mix the chapati flour/);
    expect(markdown).toMatch(/Pass round the lime pickle/);
  });

  it('browns the halloumi before it meets the sauce', () => {
    const { markdown } = cookRecipe([...LISTS.halloumi], { attempt: 0 });
    expect(markdown).toMatch(/fry the halloumi for 5 minutes, turning, until golden/);
  });

  it('poaches all six eggs in the tikka masala sauce', () => {
    const { markdown } = cookRecipe([...LISTS.shakshuka], { attempt: 0 });
    expect(markdown).toMatch(/- 6 eggs/);
    expect(markdown).toMatch(/Pour in the tikka masala sauce/);
  });

  it('simmers the kuku paka in both tins of coconut milk and serves the chapatis', () => {
    const r = cookRecipe([...LISTS.kukuPaka], { attempt: 0 });
    expect(r.title).toBe('Kuku Paka');
    expect(r.markdown).toMatch(/- 2 cans coconut milk/);
    expect(r.markdown).toMatch(/Serve with the chapatis/);
    expect(r.markdown).not.toMatch(/rice/);
  });
});

describe('asking again after the tofu, chickpea and spinach curry offers another named dish', () => {
  it('gives a tawa pulao of the same cupboard second', () => {
    expectNamedSecond(
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
      'Tofu, Chickpea and Spinach Curry',
      'Tofu and Chickpea Tawa Pulao',
    );
  });
});
