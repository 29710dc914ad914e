import { describe, expect, it } from 'vitest';
import { expectNamedSecond } from './ask-again.test-support';
import { cookRecipe } from './chef';

/**
 * South Asian, Middle Eastern, African, Latin American and Caribbean cooking, eleventh round: the
 * panel's round-14 lists (ids `r13-`) that were still answered badly after the first wave of its
 * misses. Each list is typed exactly as the panel typed it. Before these dishes were written the
 * kathi-roll list made paneer tikka skewers that bought curry paste, the black pork curry list a
 * plain pork curry, the bhuna list a slow-cooked lamb curry and the picanha list a composed rice
 * bowl; asking again gave a chickpea curry after the chaat, naan "flautas" after the tikka wraps,
 * a bredie after the aloo gosht, Spanish skewers after the lechón, a curry to buy curry powder
 * for after the afritada, and a rice bowl to buy rice for after the sweet potato and eggs. The
 * dishes the cookbook had but wrote badly (tikka masala without the tikka paste, sambar without
 * its sambar powder, Amritsari fish without its mint chutney, Chicken 65 with the ginger-garlic
 * paste split into two things to buy, tibs with butter beside the visitor's ghee, the diabla with
 * fish stock to buy and the chiles de árbol as a garnish, albóndigas with the cumin stirred in at
 * the end, an ital stew that bought beans, okra and sweet potato and left out the spinners) are
 * pinned by the lines that were wrong.
 */
describe('round-14 South Asian, Middle Eastern, African and Latin lists name the dish a cook would make', () => {
  it.each([
    [
      [
        '400g paneer',
        'pack of frozen parathas',
        'red onion',
        'green pepper',
        'tikka masala spice mix',
        'greek yoghurt',
        'lemon',
        'jar of green chutney',
        'chaat masala',
        '2 eggs',
      ],
      'Paneer Kathi Rolls',
    ],
    [
      [
        '1kg pork shoulder',
        'roasted sri lankan curry powder',
        'tamarind paste',
        'curry leaves',
        'pandan leaves',
        'cinnamon stick',
        '2 red onions',
        'garlic',
        'ginger',
        'tin of coconut milk',
        'basmati rice',
      ],
      'Sri Lankan Black Pork Curry',
    ],
    [
      [
        '750g diced lamb leg',
        '3 onions',
        '2 green peppers',
        '4 tomatoes',
        'garlic',
        'ginger',
        'tumeric',
        'ground cumin',
        'ground coriander',
        'garam masala',
        'pack of chapatis',
        'fresh coriander',
      ],
      'Lamb Bhuna',
    ],
    [
      [
        '1.2kg picanha',
        'coarse sea salt',
        'bag of cassava flour',
        'butter',
        'bacon lardons',
        '1 onion',
        '3 tomatoes',
        '1 green pepper',
        'white wine vinegar',
        'white rice',
        'tin of black beans',
      ],
      'Picanha with Farofa and Molho à Campanha',
    ],
  ])('%j gives %s', (list, title) => {
    expect(cookRecipe(list, { attempt: 0 }).title).toBe(title);
  });

  it.each([
    [
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
    ],
    [
      [
        'supermarket pack of cooked chicken tikka pieces',
        '2 garlic naans',
        'bag of salad',
        'jar of mango chutney',
        'tub of raita',
        'pouch of pilau rice',
        'red onion',
      ],
      'Chicken Tikka Garlic Naan Wraps',
      'Chicken Tikka Pilau Bowls',
    ],
    [
      [
        '500g beef mince',
        '1 onion',
        'tin of chopped tomatoes',
        'ground cumin',
        'sweet paprika',
        'cinnamon',
        'flat-leaf parsley',
        'fresh coriander',
        '4 eggs',
        'crusty bread',
      ],
      'Kefta Mkaouara',
      'Kefta Scotch Eggs with Spiced Tomato Sauce',
    ],
    [
      [
        '800g bone-in lamb',
        '4 potatoes',
        '2 onions',
        '3 tomatoes',
        'garlic',
        'ginger',
        'natural yoghurt',
        'kashmiri chilli powder',
        'garam masala',
        'fresh coriander',
        'chapatis',
      ],
      'Aloo Gosht',
      'Raan-Style Masala Roast Lamb with Potatoes',
    ],
    [
      [
        '3 lb pork shoulder',
        '2 oranges',
        '3 limes',
        'garlic',
        'ground cumin',
        'dried oregano',
        'onion',
        'white rice',
        '2 cans black beans',
        'ripe plantains',
      ],
      'Lechón Asado',
      'Masitas de Puerco with Black Beans and Plantains',
    ],
    [
      [
        '1kg chicken thighs and drumsticks',
        '2 potatoes',
        '2 carrots',
        '1 red bell pepper',
        '1 green bell pepper',
        'tomato sauce',
        'fish sauce',
        'onion',
        'garlic',
        'frozen peas',
        'jasmine rice',
      ],
      'Chicken Drumstick Afritada',
      'Colombian Arroz con Pollo',
    ],
    [
      [
        '2 sweet potatoes',
        'bag of spinach',
        '6 eggs',
        'block of feta',
        'red onion',
        'chilli flakes',
        'greek yoghurt',
        'smoked paprika',
      ],
      'Ispanaklı Yumurta with Sweet Potato and Feta',
      'Spinach Eggah with Sweet Potato and Feta',
    ],
  ])('%j gives %s, then %s', (list, first, second) => {
    expectNamedSecond(list, first, second);
  });

  it('writes Chicken Tikka Masala with the visitor’s own items at their moment (r13-chicken-tikka-masala-pilau)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '600g chicken breasts',
        'jar of tikka paste',
        'natural yoghurt',
        '1 onion',
        'garlic',
        'ginger',
        'tin of chopped tomatoes',
        'double cream',
        'garam masala',
        'basmati rice',
        'fresh coriander',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Chicken Tikka Masala');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/the rest of the tikka paste/);
  });

  it('writes Sambar with the visitor’s own items at their moment (r13-sambar-vegetables-tamarind)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '250g toor dal',
        'sambar powder',
        'tamarind paste',
        '1 aubergine',
        '2 carrots',
        'shallots',
        'tomatoes',
        'mustard seeds',
        'curry leaves',
        'asafoetida',
        'sona masoori rice',
        'coconut oil',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Sambar');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/2 tbsp sambar powder/);
    expect(markdown).toMatch(/toor dal in 900 ml water, partly covered, for 40–45 minutes/);
    expect(markdown).not.toMatch(/hot sauce/);
  });

  it('writes Amritsari Fish with the visitor’s own items at their moment (r13-amritsari-fish-mint-chutney)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '500g basa fillets',
        'gram flour',
        'ajwain seeds',
        'kashmiri chilli powder',
        'ginger garlic paste',
        'lemon',
        'chaat masala',
        'vegetable oil',
        'fresh mint',
        'natural yoghurt',
        'red onion',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Amritsari Fish');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/1 tbsp ginger-garlic paste/);
    expect(markdown).toMatch(/mint and yoghurt chutney/);
    expect(markdown).toMatch(/sprinkle with the chaat masala/);
    expect(markdown).toMatch(/red onion rings/);
    expect(markdown).not.toMatch(/You.ll also need|grated ginger/);
  });

  it('writes Chicken 65 with the visitor’s own items at their moment (r13-chicken-65-curry-leaves)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '500g boneless chicken thighs',
        'kashmiri chilli powder',
        'ginger garlic paste',
        'rice flour',
        'cornflour',
        '1 egg',
        'curry leaves',
        'green chillies',
        'lemon',
        'plain yoghurt',
        'sunflower oil',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Chicken 65');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/ginger-garlic paste/);
    expect(markdown).toMatch(/Stir the egg into the chicken/);
    expect(markdown).toMatch(/rice flour/);
    expect(markdown).not.toMatch(/ginger, finely grated/);
  });

  it('writes Beef Tibs with the visitor’s own items at their moment (r13-beef-tibs-injera)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '500g sirloin',
        '1 red onion',
        '2 jalepenos',
        'rosemary',
        'berbere',
        'ghee',
        'garlic',
        '2 tomatoes',
        'pack of injera',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Beef Tibs');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/Heat half the ghee/);
    expect(markdown).toMatch(/2 tomatoes/);
    expect(markdown).not.toMatch(/butter/);
  });

  it('writes Camarones a la Diabla with the visitor’s own items at their moment (r13-camarones-a-la-diabla)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '1.5 lb shrimp',
        '4 guajillo chiles',
        '3 chiles de arbol',
        'can of chipotles in adobo',
        '2 roma tomatoes',
        'white onion',
        'garlic',
        'butter',
        'white rice',
        'limes',
        'avocado',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Camarones a la Diabla');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/3 chiles de árbol/);
    expect(markdown).toMatch(/guajillo chillies and the chiles de árbol/);
    expect(markdown).not.toMatch(/fish stock/);
  });

  it('writes Sopa de Albóndigas with the visitor’s own items at their moment (r13-albondigas-soup-mint-rice)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        '1 lb ground beef',
        '1/3 cup long grain rice',
        '1 egg',
        'fresh mint',
        'ground cumin',
        '1 onion',
        '2 carrots',
        '2 zuchini',
        'can of tomato sauce',
        'chicken broth',
        'cilantro',
        'corn tortillas',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Sopa de Albóndigas');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/mint, the ground cumin and 1 tsp salt/);
    expect(markdown).toMatch(/2 courgettes/);
    expect(markdown).toMatch(/corn tortillas/);
    expect(markdown).not.toMatch(/Season with the ground cumin/);
  });

  it('writes Ital Stew with the visitor’s own items at their moment (r13-ital-stew-pumpkin-spinners)', () => {
    const { title, markdown, extras } = cookRecipe(
      [
        'piece of pumpkin',
        '2 carrots',
        '1 christophene',
        'tin of coconut milk',
        'scotch bonnet',
        'fresh thyme',
        'spring onions',
        'allspice berries',
        'plain flour',
        'garlic',
        'tin of callaloo',
      ],
      { attempt: 0 },
    );
    expect(title).toBe('Ital Stew');
    expect(extras).toEqual([]);
    expect(markdown).toMatch(/make the spinners/);
    expect(markdown).toMatch(/Drop in the whole scotch bonnet/);
    expect(markdown).toMatch(/Stir in the callaloo/);
    expect(markdown).not.toMatch(/^- \d.*(?:kidney|okra|sweet potato)|stems stripped/m);
  });

  it('heats the visitor’s pouch of pilau rice as it is, not cooked from raw', () => {
    const { markdown } = cookRecipe(
      [
        'supermarket pack of cooked chicken tikka pieces',
        '2 garlic naans',
        'bag of salad',
        'jar of mango chutney',
        'tub of raita',
        'pouch of pilau rice',
        'red onion',
      ],
      { attempt: 1 },
    );
    expect(markdown).toMatch(/Tip the pilau rice into the pan/);
    expect(markdown).not.toMatch(/as the packet says/);
  });
});
