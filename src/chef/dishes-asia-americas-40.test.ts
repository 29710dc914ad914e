import { describe, expect, it } from 'vitest';
import { cookRecipe } from './chef';
import { expectNamedSecond } from './ask-again.test-support';

/**
 * Round 23's misses in Chinese, Macanese, Indonesian and Peruvian chifa cooking: lists that
 * plainly call for one dish the chef did not name. Arroz chaufa with pork lost to a shredded pork
 * and pepper stir-fry that dropped the leftover rice and ají amarillo; Macanese pork chop buns to
 * a sheet-pan chop; suan cai yu to a composed fish stir-fry without the pickled greens; tahu
 * goreng to a tofu bowl that bought broccoli and left the peanut sauce out; a pork rib and corn
 * soup to lu rou fan; and a sweet red date congee to a mango sticky rice that bought coconut milk.
 */
describe('round 23 lists that call for one East or South-East Asian dish', () => {
  it.each([
    [
      [
        '400g pork loin',
        'leftover white rice',
        '4 eggs',
        'bunch of spring onions',
        'red pepper',
        'ginger',
        'garlic',
        'soy sauce',
        'oyster sauce',
        'sesame oil',
        'jar of aji amarillo paste',
      ],
      'Arroz Chaufa de Chancho',
    ],
    [
      [
        '4 boneless pork chops',
        'light soy sauce',
        'shaoxing wine',
        'five spice',
        'garlic',
        'sugar',
        'cornflour',
        '4 crusty bread rolls',
        'butter',
        'iceberg lettuce',
        'tomatoes',
      ],
      'Macanese Pork Chop Buns',
    ],
    [
      [
        '700g basa fillets',
        'pack of suan cai pickled mustard greens',
        '1 egg white',
        'cornflour',
        'ginger',
        'garlic',
        'dried red chillies',
        'sichuan peppercorns',
        'shaoxing wine',
        'white pepper',
        'jasmine rice',
        'coriander',
      ],
      'Suan Cai Yu: Sichuan Basa with Pickled Mustard Greens',
    ],
    [
      [
        '2 blocks of firm tofu',
        'crunchy peanut butter',
        'kecap manis',
        '1 cucumber',
        'bag of beansprouts',
        'garlic',
        'red chillies',
        'tamarind paste',
        'limes',
        'jasmine rice',
        'vegetable oil',
      ],
      'Tahu Goreng with Peanut Sauce',
    ],
    [
      [
        '600g pork ribs, chopped small',
        '3 corn on the cob',
        '2 carrots',
        'ginger',
        'handful of dried red dates',
        'jasmine rice',
        'light soy sauce',
        'spring onions',
        'pak choi',
      ],
      'Cantonese Pork Rib and Corn Soup',
    ],
    [
      [
        'cup of glutinous rice',
        'handful of dried red dates',
        'goji berries',
        'rock sugar',
        'thumb of ginger',
        'dried longan',
      ],
      'Sweet Congee with Dried Red Dates and Goji Berries',
    ],
  ] as const)('%j → %s', (list, title) => {
    expect(cookRecipe([...list], { attempt: 0 }).title).toBe(title);
  });
});

/**
 * Round 23's ask-again misses in the same cuisines: each list's first answer is the dish a cook
 * would name, and asking again gives another named dish (another method or cuisine) that keeps the
 * main and buys nothing. Before, the Indonesian list got a nasi goreng then the same fried rice
 * as an arroz chaufa; the short-rib list a nikujaga that left the gochujang out, then the same
 * soy-braised beef and potato; the pork belly list a char siu that bought three things and left
 * the sweet potatoes and noodles out, then a lu rou fan that bought soy sauce.
 */
describe('round 23 ask-again lists in East and South-East Asian cooking', () => {
  it.each([
    [
      [
        '800g chicken thighs',
        'bottle of kecap manis',
        'roasted peanuts',
        'jasmine rice',
        '4 eggs',
        'bag of beansprouts',
        '6 shallots',
        'garlic',
        'sambal oelek',
        'limes',
        '1 cucumber',
        'prawn crackers',
      ],
      'Nasi Goreng Ayam',
      'Sate Ayam with Roasted Peanut Sauce',
    ],
    [
      [
        '1.5kg beef short ribs',
        '1kg potatoes',
        'quick-cook polenta',
        'short grain rice',
        'gochujang',
        '4 carrots',
        '2 onions',
        'soy sauce',
        'red wine',
        'garlic',
        'fresh rosemary',
      ],
      'Maeun Galbi Jjim',
      'Nikujaga with Beef',
    ],
    [
      [
        '800g pork belly strips',
        '3 sweet potatoes',
        'jasmine rice',
        'pack of rice noodles',
        'bottle of hoisin sauce',
        '1 cucumber',
        'bunch of spring onions',
        'five spice',
        'honey',
        'garlic',
      ],
      'Pork Belly with Hoisin Sauce and Roast Sweet Potatoes',
      'Sticky Pork Belly Noodle Bowls with Spring Onion Oil',
    ],
  ] as const)('%j → %s, then %s', (list, first, second) => {
    expectNamedSecond([...list], first, second);
  });
});
