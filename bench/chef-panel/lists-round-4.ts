/**
 * Round 4 ingredient lists for the cook's panel (scored against ./RUBRIC.md). Written fresh, after the
 * chef was tuned on the round 1 to 3 lists in ./lists.ts, ./lists-round-2.ts and ./lists-round-3.ts,
 * so that no list here has been tuned on. Like the earlier rounds, these are what ordinary visitors
 * type from their fridge and cupboard, British and American alike, typos and amounts included.
 */

import type { PanelList } from './lists';

/** 70 lists: the panel reads the chef's first answer. */
export const PANEL_FIRST_4: readonly PanelList[] = [
  // weeknight fridges
  {
    id: 'r4-thighs-chickpeas-flatbreads',
    ingredients: [
      'chicken thighs',
      'tin of chickpeas',
      'red peppers',
      'chopped tomatoes',
      'cumin',
      'flatbreads',
      'natural yogurt',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-hake-samphire-capers',
    ingredients: ['2 hake fillets', 'samphire', 'new potatoes', 'butter', 'capers', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-mince-rigatoni-red-wine',
    ingredients: [
      'beef mince',
      'rigatoni',
      'mushrooms',
      'onion',
      'red wine',
      'tomato purée',
      'mozzerella',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-peri-peri-chicken-halloumi',
    ingredients: [
      'chicken breasts',
      'peri peri sauce',
      'rice',
      'frozen peas',
      'peppers',
      'halloumi',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-salmon-rice-noodle-salad',
    ingredients: [
      '2 salmon fillets',
      'cucumber',
      'radishes',
      'rice noodles',
      'sweet chilli sauce',
      'lime',
      'coriander',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-sausages-honey-mustard-tray',
    ingredients: [
      'pork sausages',
      'red onions',
      'peppers',
      'baby potatoes',
      'wholegrain mustard',
      'honey',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-turkey-mince-green-beans',
    ingredients: [
      'turkey mince',
      'green beans',
      'basmati rice',
      'soy sauce',
      'garlic',
      'chilli',
      'eggs',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-prawn-tacos-chipotle',
    ingredients: [
      'raw prawns',
      'corn tortillas',
      'red cabbage',
      'lime',
      'chipotle mayo',
      'avacado',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-pork-sage-meatballs-mash',
    ingredients: [
      'pork mince',
      'onion',
      'sage',
      'breadcrumbs',
      'potatoes',
      'gravy granules',
      'peas',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-steak-sandwich-mushrooms',
    ingredients: ['frying steak', 'onions', 'mushrooms', 'baguette', 'mustard', 'cheddar'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-lamb-mince-peas-curry',
    ingredients: [
      'lamb mince',
      'frozen peas',
      'onion',
      'curry powder',
      'chopped tomatoes',
      'basmati rice',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-bbq-drumsticks-jackets',
    ingredients: [
      'chicken drumsticks',
      'bbq sauce',
      'sweetcorn cobs',
      'jacket potatoes',
      'sour cream',
      'chives',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-cod-cheesy-crumb',
    ingredients: [
      'skinless cod fillets',
      'cheddar',
      'breadcrumbs',
      'tomatoes',
      'broccoli',
      'potatoes',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-thighs-butter-beans-basil',
    ingredients: [
      'chiken thighs',
      'butter beans',
      'cherry tomatoes',
      'garlic',
      'basil',
      'crusty bread',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-ham-hock-pea-risotto',
    ingredients: ['ham hock', 'peas', 'mint', 'risotto rice', 'chicken stock', 'parmasan'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-pork-chops-pears-kale',
    ingredients: ['pork chops', 'pears', 'red onion', 'potatoes', 'kale', 'butter'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-smoked-sausage-hash',
    ingredients: ['smoked sausage', 'potatoes', 'peppers', 'onion', 'eggs', 'paprika'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-chicken-ginger-noodle-soup',
    ingredients: [
      'chicken breast',
      'chicken stock',
      'egg noodles',
      'carrots',
      'celery',
      'ginger',
      'sweetcorn',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-fish-pie-mix-spinach',
    ingredients: ['fish pie mix', 'milk', '1kg potatoes', 'spinach', 'eggs', 'butter'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-ground-beef-cabbage-rice',
    ingredients: ['ground beef', 'half a cabbage', 'onion', 'tomato sauce', 'white rice'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-parmesan-tenders-mash',
    ingredients: [
      'chicken tenderloins',
      'panko',
      'parmesan',
      'egg',
      'green beans',
      'mashed potatoes',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-tuna-white-bean-salad',
    ingredients: ['tinned tuna', 'white beans', 'red onion', 'lemon', 'rocket', 'crusty bread'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-pork-sugar-snaps-sweet-sour',
    ingredients: [
      'pork fillet',
      'sugar snaps',
      'baby corn',
      'jasmine rice',
      'jar of sweet and sour sauce',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-lamb-steaks-butter-beans',
    ingredients: ['lamb steaks', 'butter beans', 'cherry tomatoes', 'rosemary', 'spinach'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-stuffed-chicken-sweet-potato',
    ingredients: ['chicken breasts', 'cream cheese', 'spinach', 'bacon', 'sweet potato'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-beef-sausages-yorkshires',
    ingredients: [
      'beef sausages',
      'red onions',
      'frozen yorkshire puddings',
      'potatoes',
      'savoy cabbage',
      'gravy granules',
    ],
    kind: 'weeknight fridge',
  },

  // vegetarian and vegan cupboards
  {
    id: 'r4-butter-bean-leek-gratin',
    ingredients: ['butter beans', 'leeks', 'cream', 'parmesan', 'breadcrumbs', 'garlic'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-gochujang-tofu-broccolini',
    ingredients: [
      'extra firm tofu',
      'gochujang',
      'broccolini',
      'rice',
      'spring onions',
      'sesame seeds',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r4-mushroom-leek-cheddar-pie',
    ingredients: [
      'chestnut mushrooms',
      'leeks',
      'puff pastry',
      'wholegrain mustard',
      'cheddar',
      'milk',
    ],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-whole-cauli-harissa-couscous',
    ingredients: ['whole cauliflower', 'harissa', 'greek yogurt', 'cous cous', 'almonds'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-lentils-feta-roast-peppers',
    ingredients: [
      'tinned green lentils',
      'feta',
      'jar of roasted red peppers',
      'rocket',
      'red wine vinegar',
    ],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-courgette-pea-goats-frittata',
    ingredients: ['6 eggs', 'courgettes', 'peas', "goat's cheese", 'mint'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-vegan-sausage-bean-stew',
    ingredients: [
      'vegan sausages',
      'tinned tomatoes',
      'cannellini beans',
      'smoked paprika',
      'kale',
      'onion',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r4-hoisin-oyster-mushroom-wraps',
    ingredients: ['oyster mushrooms', 'hoisin sauce', 'cucumber', 'spring onions', 'tortillas'],
    kind: 'vegan cupboard',
  },
  {
    id: 'r4-edamame-brown-rice-bowl',
    ingredients: [
      'frozen edamame',
      'brown rice',
      'avocado',
      'carrots',
      'soy sauce',
      'rice vinegar',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r4-cheese-onion-pie',
    ingredients: ['potatoes', 'cheddar', 'onions', 'shortcrust pastry', 'butter', 'milk'],
    kind: 'vegetarian cupboard',
  },

  // odd mixes that still make something
  {
    id: 'r4-marmalade-chicken-green-beans',
    ingredients: ['chicken thighs', 'marmalade', 'soy sauce', 'rice', 'green beans'],
    kind: 'odd mix',
  },
  {
    id: 'r4-curried-baked-beans-eggs',
    ingredients: ['baked beans', 'curry powder', 'rice', 'eggs', 'onion'],
    kind: 'odd mix',
  },
  {
    id: 'r4-fish-fingers-naan-chutney',
    ingredients: ['fish fingers', 'naan', 'mango chutney', 'yoghurt', 'cucumber'],
    kind: 'odd mix',
  },
  {
    id: 'r4-ramen-peanut-chilli-crisp',
    ingredients: ['instant noodles', 'peanut butter', 'chilli crisp', 'eggs', 'spinach'],
    kind: 'odd mix',
  },
  {
    id: 'r4-bacon-dates-goats-pasta',
    ingredients: ['bacon', 'medjool dates', "goat's cheese", 'spinach', 'pasta'],
    kind: 'odd mix',
  },
  {
    id: 'r4-pork-cherries-couscous',
    ingredients: ['pork tenderloin', 'cherries', 'balsamic', 'couscous', 'rocket'],
    kind: 'odd mix',
  },
  {
    id: 'r4-miso-butter-corn-spaghetti',
    ingredients: ['spagetti', 'white miso', 'butter', 'sweetcorn', 'spring onions'],
    kind: 'odd mix',
  },
  {
    id: 'r4-crab-sticks-rice-nori',
    ingredients: ['crab sticks', 'sushi rice', 'cucumber', 'mayo', 'nori', 'sriracha'],
    kind: 'odd mix',
  },
  {
    id: 'r4-gnocchi-sprouts-chestnuts',
    ingredients: ['gnocchi', 'brussels sprouts', 'pancetta', 'chestnuts', 'parmesan'],
    kind: 'odd mix',
  },
  {
    id: 'r4-potato-pizza-taleggio',
    ingredients: ['pizza dough', 'potatoes', 'rosemary', 'taleggio', 'olive oil'],
    kind: 'odd mix',
  },

  // sweet: baking, desserts, breakfasts
  {
    id: 'r4-carrot-cake-porridge',
    ingredients: ['porridge oats', 'carrot', 'raisins', 'cinnamon', 'milk', 'maple syrup'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r4-banana-pecan-buttermilk-pancakes',
    ingredients: ['buttermilk', 'all-purpose flour', 'bananas', 'pecans', 'eggs', 'maple syrup'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r4-croissant-marmalade-pudding',
    ingredients: ['stale croissants', 'eggs', 'milk', 'marmalade', 'butter', 'sugar'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r4-tinned-peach-cobbler',
    ingredients: ['tinned peaches', 'self-raising flour', 'butter', 'sugar', 'milk', 'cinnamon'],
    kind: 'sweet dessert',
  },
  {
    id: 'r4-lemon-curd-raspberry-pots',
    ingredients: ['lemon curd', 'greek yoghurt', 'shortbread biscuits', 'raspberries'],
    kind: 'sweet dessert',
  },
  {
    id: 'r4-avocado-chocolate-mousse',
    ingredients: [
      '2 ripe avocados',
      'cocoa powder',
      'maple syrup',
      'dark chocolate',
      'almond milk',
    ],
    kind: 'sweet dessert',
  },
  {
    id: 'r4-rum-pineapple-ice-cream',
    ingredients: ['pineapple', 'dark rum', 'brown sugar', 'butter', 'vanilla ice cream'],
    kind: 'sweet dessert',
  },
  {
    id: 'r4-ginger-syrup-biscuits',
    ingredients: [
      'plain flour',
      'butter',
      'caster sugar',
      'ground ginger',
      'golden syrup',
      'bicarbonate of soda',
    ],
    kind: 'sweet baking',
  },
  {
    id: 'r4-beetroot-brownies',
    ingredients: [
      'cooked beetroot',
      'dark chocolate',
      'self raising flour',
      'eggs',
      'sugar',
      'cocoa',
    ],
    kind: 'sweet baking',
  },
  {
    id: 'r4-coconut-macaroons',
    ingredients: [
      'desiccated coconut',
      'condensed milk',
      'egg whites',
      'vanilla',
      'dark chocolate',
    ],
    kind: 'sweet baking',
  },

  // cuisine-leaning lists
  {
    id: 'r4-pancit-bihon-calamansi',
    ingredients: [
      'bihon noodles',
      'chicken thighs',
      'cabbage',
      'carrots',
      'soy sauce',
      'calamansi',
    ],
    kind: 'cuisine-leaning (filipino)',
  },
  {
    id: 'r4-cheese-bread-egg-boats',
    ingredients: ['bread dough', 'mozzarella', 'feta', 'eggs', 'butter'],
    kind: 'cuisine-leaning (georgian)',
  },
  {
    id: 'r4-fish-coconut-peppers-lime',
    ingredients: ['white fish', 'coconut milk', 'peppers', 'tomatoes', 'lime', 'coriander', 'rice'],
    kind: 'cuisine-leaning (brazilian)',
  },
  {
    id: 'r4-pork-vinegar-kashmiri',
    ingredients: [
      'pork shoulder',
      'white wine vinegar',
      'kashmiri chilli powder',
      'garlic',
      'cinnamon',
      'rice',
    ],
    kind: 'cuisine-leaning (goan)',
  },
  {
    id: 'r4-chipotle-chicken-tostadas',
    ingredients: ['chicken breast', 'tinned chipotles', 'tomatoes', 'onion', 'tostadas', 'crema'],
    kind: 'cuisine-leaning (mexican)',
  },
  {
    id: 'r4-tempeh-kecap-green-beans',
    ingredients: ['tempeh', 'kecap manis', 'chillies', 'shallots', 'rice', 'green beans'],
    kind: 'cuisine-leaning (indonesian)',
  },
  {
    id: 'r4-thighs-olives-capers-rosemary',
    ingredients: [
      'chicken thighs',
      'peppers',
      'black olives',
      'capers',
      'passata',
      'rosemary',
      'crusty bread',
    ],
    kind: 'cuisine-leaning (italian)',
  },
  {
    id: 'r4-aubergine-lamb-pine-nut-rice',
    ingredients: ['aubergine', 'lamb mince', 'pine nuts', 'rice', 'yoghurt', 'allspice'],
    kind: 'cuisine-leaning (palestinian)',
  },
  {
    id: 'r4-tomato-egg-rice',
    ingredients: ['tomatoes', 'eggs', 'spring onions', 'rice', 'sugar', 'sesame oil'],
    kind: 'cuisine-leaning (chinese)',
  },
  {
    id: 'r4-ginger-pork-cabbage',
    ingredients: [
      'thin pork loin slices',
      'fresh ginger',
      'soy sauce',
      'mirin',
      'white cabbage',
      'rice',
    ],
    kind: 'cuisine-leaning (japanese)',
  },

  // whole fridge
  {
    id: 'r4-whole-fridge-shared-flat',
    ingredients: [
      '6 eggs',
      'oat milk',
      'butter',
      'red leicester',
      'a block of feta',
      'pack of chicken thighs',
      'smoked salmon trimmings',
      'half a leek',
      'celeriac',
      'broccoli',
      'cherry tomatos',
      'baby spinach',
      'a pepper',
      'fresh ginger',
      'lime',
      'hummus',
      'gochujang',
      'soy sauce',
      'tomato ketchup',
      'microwave rice',
      'penne',
      'tortillas',
    ],
    kind: 'whole fridge',
  },

  // bought or leftover items
  {
    id: 'r4-leftover-roast-pork-rolls',
    ingredients: [
      'leftover roast pork',
      'apple sauce',
      'crusty rolls',
      'sage and onion stuffing',
      'rocket',
    ],
    kind: 'leftovers or bought',
  },
  {
    id: 'r4-leftover-bolognese-wraps',
    ingredients: ['leftover bolognese', 'tortilla wraps', 'cheddar', 'jalapeños', 'sour cream'],
    kind: 'leftovers or bought',
  },
  {
    id: 'r4-leftover-potatoes-smoked-salmon',
    ingredients: ['leftover boiled potatoes', 'smoked salmon', 'eggs', 'dill', 'crème fraîche'],
    kind: 'leftovers or bought',
  },
];

/** 35 lists: the panel reads the answer to "Want a new recipe?", the chef's second try. */
export const PANEL_ASK_AGAIN_4: readonly PanelList[] = [
  // weeknight fridges
  {
    id: 'r4-again-chicken-sweetcorn-soup',
    ingredients: [
      '2 chicken breasts',
      'sweetcorn',
      'spring onions',
      'noodles',
      'chicken stock',
      'egg',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-mince-spinach-ricotta-bake',
    ingredients: ['beef mince', 'lasagne sheets', 'spinach', 'ricotta', 'passata'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-salmon-leek-tagliatelle',
    ingredients: ['salmon fillets', 'leeks', 'cream', 'tagliatelle', 'peas', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-pork-chops-gravy-mash',
    ingredients: ['pork chops', 'broccoli', 'mashed potato', 'gravy', 'apple sauce'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-sausage-pasta-bake',
    ingredients: [
      'pork sausages',
      'penne',
      'chopped tomatoes',
      'red pepper',
      'chilli flakes',
      'mozzarella',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-haddock-chips-peas',
    ingredients: ['haddock', 'frozen peas', 'oven chips', 'tartare sauce', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-turkey-schnitzel',
    ingredients: ['turkey breast steaks', 'breadcrumbs', 'eggs', 'flour', 'potato salad', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-garlic-butter-shrimp-rice',
    ingredients: ['shrimp', 'garlic', 'butter', 'white rice', 'broccoli', 'soy sauce'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-lamb-meatballs-orzo',
    ingredients: ['lamb meatballs', 'orzo', 'feta', 'tomatoes', 'spinach'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-pesto-thighs-tray',
    ingredients: ['chicken thighs', 'pesto', 'new potatoes', 'green beans', 'cherry tomatoes'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-shop-meatballs-spaghetti',
    ingredients: [
      'shop bought beef meatballs',
      'spaghetti',
      'passata',
      'garlic',
      'parmesan',
      'basil',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-mackerel-ginger-rice',
    ingredients: ['mackerel fillets', 'rice', 'soy sauce', 'ginger', 'spring onions', 'cucumber'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r4-again-bacon-cabbage-potatoes',
    ingredients: ['streaky bacon', 'cabbage', 'potatoes', 'butter', 'eggs'],
    kind: 'weeknight fridge',
  },

  // vegetarian and vegan cupboards
  {
    id: 'r4-again-two-bean-mushroom-chilli',
    ingredients: [
      'kidney beans',
      'black beans',
      'mushrooms',
      'chopped tomatoes',
      'chipotle paste',
      'rice',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r4-again-leek-goats-cheese-tart',
    ingredients: ['leeks', "goat's cheese", 'eggs', 'shortcrust pastry', 'thyme', 'milk'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-again-tofu-squash-red-curry',
    ingredients: ['tofu', 'red curry paste', 'coconut milk', 'butternut squash', 'jasmine rice'],
    kind: 'vegan cupboard',
  },
  {
    id: 'r4-again-paneer-peas-chapatis',
    ingredients: ['paneer', 'frozen peas', 'chopped tomatoes', 'onion', 'garam masala', 'chapatis'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r4-again-orzo-broad-beans-mint',
    ingredients: ['orzo', 'peas', 'broad beans', 'lemon', 'mint', 'vegan feta'],
    kind: 'vegan cupboard',
  },

  // odd mixes that still make something
  {
    id: 'r4-again-crisp-crusted-chicken',
    ingredients: ['chicken breasts', 'salt and vinegar crisps', 'eggs', 'flour', 'peas'],
    kind: 'odd mix',
  },
  {
    id: 'r4-again-kimchi-pork-chops',
    ingredients: ['pork chops', 'kimchi', 'rice', 'eggs', 'spring onions'],
    kind: 'odd mix',
  },
  {
    id: 'r4-again-hot-dog-ketchup-spaghetti',
    ingredients: ['spaghetti', 'ketchup', 'hot dogs', 'onion', 'green pepper', 'butter'],
    kind: 'odd mix',
  },
  {
    id: 'r4-again-sprouts-sriracha-honey',
    ingredients: ['brussels sprouts', 'honey', 'sriracha', 'rice', 'egg'],
    kind: 'odd mix',
  },
  {
    id: 'r4-again-camembert-honey-walnuts',
    ingredients: ['camembert', 'honey', 'walnuts', 'rosemary', 'baguette'],
    kind: 'odd mix',
  },

  // sweet: baking, desserts, breakfasts
  {
    id: 'r4-again-sweet-potato-oat-pancakes',
    ingredients: ['sweet potato', 'oats', 'eggs', 'cinnamon', 'maple syrup'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r4-again-english-muffins-pb-banana',
    ingredients: ['english muffins', 'peanut butter', 'banana', 'honey', 'cinnamon'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r4-again-cold-tea-fruit-loaf',
    ingredients: ['self-raising flour', 'mixed dried fruit', 'cold tea', 'brown sugar', '1 egg'],
    kind: 'sweet baking',
  },
  {
    id: 'r4-again-clementine-almond-cake',
    ingredients: ['clementines', 'ground almonds', 'eggs', 'sugar', 'baking powder'],
    kind: 'sweet baking',
  },
  {
    id: 'r4-again-rocky-road',
    ingredients: [
      'chocolate digestives',
      'milk chocolate',
      'butter',
      'marshmallows',
      'glacé cherries',
    ],
    kind: 'sweet dessert',
  },

  // cuisine-leaning lists
  {
    id: 'r4-again-lemongrass-pork-chops-rice',
    ingredients: [
      'pork chops',
      'lemongrass',
      'fish sauce',
      'broken rice',
      'pickled carrots',
      'fried egg',
    ],
    kind: 'cuisine-leaning (vietnamese)',
  },
  {
    id: 'r4-again-gochujang-honey-wings',
    ingredients: ['chicken wings', 'gochujang', 'honey', 'rice', 'pickled radish'],
    kind: 'cuisine-leaning (korean)',
  },
  {
    id: 'r4-again-squid-garlic-mayo',
    ingredients: ['squid rings', 'plain flour', 'lemon', 'garlic mayonnaise', 'smoked paprika'],
    kind: 'cuisine-leaning (spanish)',
  },
  {
    id: 'r4-again-egg-masala-chapati',
    ingredients: ['eggs', 'onion', 'tomato', 'garam masala', 'green chilli', 'chapati'],
    kind: 'cuisine-leaning (indian)',
  },
  {
    id: 'r4-again-beef-olive-empanadas',
    ingredients: [
      'beef mince',
      'onion',
      'hard boiled eggs',
      'green olives',
      'cumin',
      'shortcrust pastry',
    ],
    kind: 'cuisine-leaning (argentinian)',
  },

  // whole fridge
  {
    id: 'r4-again-whole-fridge-suburban',
    ingredients: [
      '1 lb ground beef',
      'pack of hot dogs',
      'eggs',
      'whole milk',
      'greek yogurt',
      'cream cheese',
      'colby jack',
      'deli turkey',
      'bagged salad',
      'carrots',
      'celery',
      'cucumber',
      'green onions',
      'jalapeño',
      'lemon',
      'apples',
      'grapes',
      'mayo',
      'yellow mustard',
      'bbq sauce',
      'hamburger buns',
      'frozen corn',
      'frozen broccoli',
    ],
    kind: 'whole fridge',
  },

  // bought or leftover items
  {
    id: 'r4-again-stir-fry-kit-satay',
    ingredients: [
      'bag of stir fry veg',
      'cooked chicken slices',
      'straight to wok noodles',
      'satay sauce',
      'lime',
    ],
    kind: 'leftovers or bought',
  },
];
