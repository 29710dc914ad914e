import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * Indian, North African and Turkish lists from the cook's panel, round 15 (lists `r14-` in
 * `bench/chef-panel/lists-round-14.ts`), typed exactly as there: the second wave on them. Before
 * these dishes and fixes, asking again gave a Tas Kebabı for a harissa lamb shoulder that dropped
 * the harissa, pomegranate and couscous and bought tomatoes; a Portuguese chickpea salad after
 * the lablabi that left out the harissa, cumin, garlic and capers and bought a red onion (and the
 * lablabi itself bought vegetable stock); an aloo matar that bought turmeric for a potato,
 * cauliflower, peas and puff pastry list whose first answer was a soup that bought garlic and a
 * stock cube; and a merguez couscous that bought a red onion and left the yoghurt out. The first
 * answers gave a plain prawn curry for a malai curry list (ginger garlic paste and sugar unused), a
 * menemen that left the feta and the loaf unused, a karahi of boneless chicken that left the ghee
 * and pepper unused and bought chilli flakes, a kadhi pakora without the visitor's fenugreek seeds
 * and ghee, a khichdi of red lentils bought in place of the visitor's moong dal (with the peas put
 * in before the pot boiled), an egg and vegetable curry for a vegetable biryani list, and a hawawshi that left the tomatoes
 * and ground coriander unused for a beef kofta, tahini and flatbread list, and
 * doner pittas that bought tzatziki and left the frozen fries of a loaded-fries list unused.
 */
describe('round 15 Indian, North African and Turkish lists, second wave', () => {
  it.each([
    [
      [
        '400g raw king prawns',
        'tin of coconut milk',
        '1 onion',
        'ginger garlic paste',
        'turmeric',
        'kashmiri chilli powder',
        'bay leaves',
        'garam masala',
        'ghee',
        'sugar',
        'basmati rice',
      ],
      'Chingri Malai Curry',
    ],
    [
      [
        'basmati rice',
        'bag of frozen mixed veg',
        '1 cauliflower',
        '2 onions',
        'jar of biryani paste',
        'natural yoghurt',
        '4 eggs',
        'pinch of saffron',
        'cashews',
        'fresh mint',
      ],
      'Vegetable and Egg Biryani',
    ],
    [
      [
        '500g beef mince',
        '1 onion',
        'bunch of flat leaf parsley',
        'ground cumin',
        'ground coriander',
        'jar of tahini',
        '1 lemon',
        'pack of flatbreads',
        'tomatoes',
        'cucumber',
        'pickled chillies',
      ],
      'Beef Kofta with Tahini Sauce in Flatbreads',
    ],
    [
      [
        'leftover doner meat from the kebab shop',
        'bag of frozen fries',
        'garlic sauce',
        'chilli sauce',
        'grated cheddar',
        'iceberg lettuce',
        'red onion',
        '2 pitta breads',
      ],
      'Doner Kebab Loaded Fries with Garlic Sauce',
    ],
  ])('%j is %s', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
  });

  it.each([
    [
      [
        '1kg chicken on the bone',
        '6 ripe tomatoes',
        'ginger',
        'garlic',
        '4 green chillies',
        'ghee',
        'kasoori methi',
        'cumin seeds',
        'black pepper',
        'fresh corriander',
        'pack of garlic naans',
      ],
      'Chicken Karahi',
    ],
    [
      [
        '4 eggs',
        '2 green peppers',
        '3 tomatoes',
        '1 onion',
        'pul biber',
        'butter',
        'olive oil',
        'block of feta',
        'crusty white loaf',
      ],
      'Menemen',
    ],
    [
      [
        'gram flour',
        '500g natural yoghurt',
        '2 onions',
        'turmeric',
        'fenugreek seeds',
        'cumin seeds',
        'dried red chillies',
        'curry leaves',
        'ginger',
        'ghee',
        'basmati rice',
      ],
      'Kadhi Pakora',
    ],
  ])('%j is %s and uses the whole list, buying nothing', (list, title) => {
    const recipe = cookRecipe(list, { attempt: 0 });
    expect(recipe.title).toBe(title);
    expect(recipe.unused).toEqual([]);
    expect(recipe.extras).toEqual([]);
    expect(recipe.markdown).not.toMatch(/boneless/);
  });

  it('cooks the khichdi with the visitor’s moong dal and adds the peas near the end', () => {
    const { title, markdown } = cookRecipe(
      [
        '1 cup basmati rice',
        '1/2 cup yellow moong dal',
        'ghee',
        'cumin seeds',
        'turmeric',
        'ginger',
        'frozen peas',
        'green chilli',
        'pack of poppadoms',
        'jar of lime pickle',
        'natural yoghurt',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Khichdi');
    expect(markdown).toMatch(/moong dal/);
    expect(markdown).not.toMatch(/red lentil/);
    expect(markdown).toMatch(/peas for the last 5 minutes/);
    expect(markdown).toMatch(/poppadoms/);
  });

  it.each([
    [
      [
        '1.5kg lamb shoulder',
        'jar of rose harissa',
        'greek yoghurt',
        'pack of flatbreads',
        '2 red onions',
        'pomegranate',
        'couscous',
        'fresh mint',
        'lemon',
      ],
      'Slow-Roast Rose Harissa Lamb with Pomegranate Couscous',
      'Qotban: Lamb Brochettes in Flatbreads',
    ],
    [
      [
        '4 potatoes',
        '1 cauliflower',
        'frozen peas',
        '1 onion',
        'medium curry powder',
        'tin of chopped tomatoes',
        'jus-rol puff pastry',
        'coconut yoghurt',
        'mango chutney',
      ],
      'Aloo Gobi Matar',
      'Puff Pastry Samosas with Cauliflower and Peas',
    ],
    [
      [
        'pack of merguez sausages',
        'box of couscous',
        'tin of cherry tomatoes',
        'red pepper',
        'courgette',
        'harissa',
        'greek yoghurt',
        '4 eggs',
      ],
      'Merguez Sausage with Harissa Couscous and Roast Peppers',
      'Ojja Merguez',
    ],
    [
      [
        '2 tins of chickpeas',
        'harissa',
        'ground cumin',
        'garlic',
        '4 eggs',
        'stale crusty bread',
        'lemon',
        'capers',
        'tin of tuna',
        'olive oil',
      ],
      'Lablabi',
      'Tunisian Chickpea Salad with Tuna, Eggs and Harissa Croutons',
    ],
  ])('%j is %s, and asking again gives %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
    const firstRecipe = cookRecipe(list, { attempt: 0 });
    expect(firstRecipe.extras).toEqual([]);
  });
});
