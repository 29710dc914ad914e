/**
 * Round 2 ingredient lists for the cook's panel (scored against ./RUBRIC.md). Written fresh, after the
 * chef was tuned on the round 1 lists in ./lists.ts, so that no list here has been tuned on. Like round
 * 1, these are what ordinary visitors type from their fridge and cupboard, British and American alike.
 */

import type { PanelList } from './lists';

/** 70 lists: the panel reads the chef's first answer. */
export const PANEL_FIRST_2: readonly PanelList[] = [
  // weeknight fridges
  {
    id: 'r2-gammon-pineapple-chips',
    ingredients: ['gammon steaks', 'pineapple rings', 'oven chips', 'peas', 'eggs'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-chicken-orzo-sundried',
    ingredients: [
      '2 chicken breasts',
      'orzo',
      'sundried tomatoes',
      'spinach',
      'garlic',
      'chicken stock',
      'parmesan',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-meatballs-spaghetti-basil',
    ingredients: [
      'beef mince',
      'breadcrumbs',
      '1 egg',
      'onion',
      'tinned chopped tomatoes',
      'spaghetti',
      'basil',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-sea-bass-fennel-orange',
    ingredients: ['sea bass fillets', 'fennel', 'new potatoes', 'orange', 'dill', 'butter'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-turkey-mince-kidney-beans',
    ingredients: [
      'turkey mince',
      'peppers',
      'kidney beans',
      'chopped tomatoes',
      'chilli powder',
      'rice',
      'sour cream',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-sirloin-peppercorn-tenderstem',
    ingredients: ['sirloin steak', 'sweet potato fries', 'peppercorn sauce', 'tenderstem broccoli'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-thighs-squash-feta-honey',
    ingredients: [
      'chicken thighs',
      'butternut squash',
      'red onion',
      'feta',
      'honey',
      'chilli flakes',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-lamb-neck-aubergine-orzo',
    ingredients: ['lamb neck fillet', 'aubergine', 'cherry tomatoes', 'garlic', 'oregano', 'orzo'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-fish-finger-tacos',
    ingredients: [
      'frozen fish fingers',
      'tortillas',
      'little gem lettuce',
      'tartare sauce',
      'lime',
      'red cabbage',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-hunters-chicken-corn',
    ingredients: [
      'chicken breasts',
      'bacon',
      'BBQ sauce',
      'cheddar',
      'potatoes',
      'corn on the cob',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-king-prawns-linguine-courgette',
    ingredients: [
      'king prawns',
      'linguine',
      'courgette',
      'lemon',
      'chilli',
      'garlic',
      'white wine',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-pork-shoulder-steaks-paprika',
    ingredients: [
      'pork shoulder steaks',
      'red peppers',
      'rice',
      'smoked paprika',
      'chopped tomatoes',
      'onion',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-trout-almonds-green-beans',
    ingredients: [
      'trout fillets',
      'flaked almonds',
      'green beans',
      'butter',
      'lemon',
      'baby potatoes',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-chicken-tarragon-cream',
    ingredients: ['chicken breasts', 'mushrooms', 'white wine', 'double cream', 'tarragon', 'rice'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-mince-hoisin-noodles',
    ingredients: [
      '500g beef mince',
      'egg noodles',
      'broccoli',
      'hoisin sauce',
      'garlic',
      'spring onions',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-italian-sausage-rigatoni-kale',
    ingredients: ['Italian sausage', 'rigatoni', 'fennel seeds', 'cream', 'kale', 'parmesan'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-chicken-legs-cannellini-leeks',
    ingredients: [
      'chicken legs',
      'cannellini beans',
      'leeks',
      'bacon lardons',
      'chicken stock',
      'thyme',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-tinned-salmon-fishcakes',
    ingredients: ['tinned salmon', 'potatoes', 'spring onions', 'eggs', 'breadcrumbs', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-pork-chops-peaches-farro',
    ingredients: ['pork chops', 'peaches', 'arugula', 'balsamic', 'red onion', 'farro'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-cornflake-chicken-coleslaw',
    ingredients: ['chicken breasts', 'cornflakes', 'eggs', 'flour', 'potatoes', 'coleslaw'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-smoked-haddock-leeks-mustard',
    ingredients: [
      'smoked haddock',
      'leeks',
      'new potatoes',
      'milk',
      'wholegrain mustard',
      'chives',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-tortellini-peas-ham',
    ingredients: ['fresh tortellini', 'peas', 'ham', 'cream', 'parmesan'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-turkey-teriyaki-brown-rice',
    ingredients: ['turkey breast', 'brocolli', 'brown rice', 'teriyaki sauce', 'sesame seeds'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-venison-sausages-lentils',
    ingredients: ['venison sausages', 'puy lentils', 'red wine', 'carrots', 'celery', 'onion'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-coley-panko-peas',
    ingredients: ['coley fillets', 'panko', 'mayonnaise', 'frozen peas', 'potatoes', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-chicken-parma-ham-mozzarella',
    ingredients: [
      '3 chicken breasts',
      'parma ham',
      'mozzarella',
      'cherry tomatoes',
      'basil',
      'new potatoes',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-minute-steak-provolone',
    ingredients: ['minute steaks', 'ciabatta rolls', 'onions', 'provolone', 'green peppers'],
    kind: 'weeknight fridge',
  },

  // vegetarian and vegan cupboards
  {
    id: 'r2-kidney-bean-sweetcorn-chilli',
    ingredients: [
      'red kidney beans',
      'sweetcorn',
      'peppers',
      'onion',
      'chopped tomatoes',
      'rice',
      'cumin',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-eggs-asparagus-chives',
    ingredients: ['eggs', 'asparagus', 'new potatoes', 'parmesan', 'chives'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r2-smoked-tofu-sweet-potato',
    ingredients: [
      'smoked tofu',
      'sweet potato',
      'spinach',
      'peanut butter',
      'chilli',
      'basmati rice',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-tinned-lentils-kale-soup',
    ingredients: [
      'tinned lentils',
      'carrots',
      'celery',
      'onion',
      'tomato paste',
      'vegetable stock',
      'kale',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-portobello-halloumi-buns',
    ingredients: ['portobello mushrooms', 'halloumi', 'burger buns', 'rocket', 'red pesto'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r2-leeks-potatoes-chives',
    ingredients: ['leeks', 'potatoes', 'vegetable stock', 'cream', 'chives'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r2-edamame-soba-peanuts',
    ingredients: ['edamame', 'soba noodles', 'carrot', 'sesame oil', 'rice vinegar', 'peanuts'],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-ricotta-spinach-cannelloni',
    ingredients: ['ricotta', 'spinach', 'cannelloni tubes', 'passata', 'mozzarella', 'nutmeg'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r2-courgette-sweetcorn-fritters',
    ingredients: ['courgettes', 'sweetcorn', 'eggs', 'self raising flour', 'feta', 'spring onions'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r2-quorn-korma-jar',
    ingredients: ['quorn pieces', 'jar of korma sauce', 'frozen peas', 'onion', 'naan'],
    kind: 'vegetarian cupboard',
  },

  // odd mixes that still make something
  {
    id: 'r2-corned-beef-brown-sauce',
    ingredients: ['corned beef', 'potatoes', 'onion', 'brown sauce', 'eggs'],
    kind: 'odd mix',
  },
  {
    id: 'r2-cottage-cheese-pasta',
    ingredients: ['cottage cheese', 'pasta', 'spinach', 'cherry tomatoes', 'garlic'],
    kind: 'odd mix',
  },
  {
    id: 'r2-peaches-burrata-prosciutto',
    ingredients: ['peaches', 'burrata', 'prosciutto', 'basil', 'sourdough'],
    kind: 'odd mix',
  },
  {
    id: 'r2-instant-ramen-american-cheese',
    ingredients: ['instant ramen', 'eggs', 'american cheese', 'scallions', 'butter'],
    kind: 'odd mix',
  },
  {
    id: 'r2-hot-dogs-baked-beans',
    ingredients: ['hot dogs', 'baked beans', 'potatoes', 'cheddar', 'onion'],
    kind: 'odd mix',
  },
  {
    id: 'r2-salmon-maple-pecans',
    ingredients: ['salmon', 'maple syrup', 'sweet potato', 'kale', 'pecans'],
    kind: 'odd mix',
  },
  {
    id: 'r2-tinned-mackerel-seaweed-snacks',
    ingredients: [
      'tinned mackerel',
      'rice',
      'soy sauce',
      'seaweed snacks',
      'cucumber',
      'mayonnaise',
    ],
    kind: 'odd mix',
  },
  {
    id: 'r2-black-pudding-scallops',
    ingredients: ['black pudding', 'scallops', 'peas', 'mint', 'butter'],
    kind: 'odd mix',
  },
  {
    id: 'r2-brie-cranberry-puff',
    ingredients: ['brie', 'cranberry sauce', 'puff pastry', 'walnuts', 'thyme'],
    kind: 'odd mix',
  },
  {
    id: 'r2-marmite-spaghetti',
    ingredients: ['marmite', 'spaghetti', 'butter', 'parmesan'],
    kind: 'odd mix',
  },

  // sweet: baking, desserts, breakfasts
  {
    id: 'r2-carrot-walnut-cream-cheese',
    ingredients: [
      'carrots',
      'self raising flour',
      'eggs',
      'brown sugar',
      'walnuts',
      'cream cheese',
      'mixed spice',
    ],
    kind: 'sweet baking',
  },
  {
    id: 'r2-stale-bread-sultanas',
    ingredients: ['stale bread', 'milk', 'eggs', 'sultanas', 'nutmeg', 'butter'],
    kind: 'sweet dessert',
  },
  {
    id: 'r2-brioche-blueberries-maple',
    ingredients: ['brioche', 'eggs', 'milk', 'cinnamon', 'maple syrup', 'blueberries'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r2-cocoa-buttermilk-cake',
    ingredients: [
      'cocoa powder',
      'flour',
      'sugar',
      'baking soda',
      'buttermilk',
      'vegetable oil',
      'eggs',
    ],
    kind: 'sweet baking',
  },
  {
    id: 'r2-mango-coconut-chia',
    ingredients: ['mangoes', 'coconut milk', 'chia seeds', 'lime', 'maple syrup'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r2-cherries-batter-vanilla',
    ingredients: ['cherries', 'eggs', 'milk', 'flour', 'sugar', 'vanilla extract'],
    kind: 'sweet dessert',
  },
  {
    id: 'r2-cornflakes-golden-syrup',
    ingredients: ['cornflakes', 'golden syrup', 'butter', 'milk chocolate'],
    kind: 'sweet baking',
  },
  {
    id: 'r2-oats-frozen-raspberries',
    ingredients: ['oats', 'milk', 'frozen raspberries', 'honey', 'almonds'],
    kind: 'sweet breakfast',
  },
  {
    id: 'r2-pumpkin-condensed-milk',
    ingredients: ['pumpkin puree', 'eggs', 'condensed milk', 'cinammon', 'ginger', 'pie crust'],
    kind: 'sweet dessert',
  },
  {
    id: 'r2-banana-mango-spinach-smoothie',
    ingredients: ['bananas', 'greek yoghurt', 'frozen mango', 'spinach', 'oat milk'],
    kind: 'sweet breakfast',
  },

  // cuisine-leaning lists
  {
    id: 'r2-aji-amarillo-chicken',
    ingredients: [
      'chicken thighs',
      'aji amarillo paste',
      'potatoes',
      'lime',
      'coriander',
      'garlic',
      'cumin',
    ],
    kind: 'cuisine-leaning (peruvian)',
  },
  {
    id: 'r2-kidney-beans-walnuts-pomegranate',
    ingredients: ['kidney beans', 'walnuts', 'coriander', 'red onion', 'pomegranate', 'garlic'],
    kind: 'cuisine-leaning (georgian)',
  },
  {
    id: 'r2-curry-leaves-chicken-potatoes',
    ingredients: [
      'chicken',
      'curry leaves',
      'coconut milk',
      'cinnamon',
      'potatoes',
      'onions',
      'roasted curry powder',
    ],
    kind: 'cuisine-leaning (sri lankan)',
  },
  {
    id: 'r2-pork-spring-roll-wrappers',
    ingredients: [
      'ground pork',
      'spring roll wrappers',
      'carrots',
      'onion',
      'garlic',
      'sweet chili sauce',
    ],
    kind: 'cuisine-leaning (filipino)',
  },
  {
    id: 'r2-caramel-pork-eggs',
    ingredients: [
      'pork shoulder',
      'fish sauce',
      'brown sugar',
      'shallots',
      'eggs',
      'coconut water',
      'rice',
    ],
    kind: 'cuisine-leaning (vietnamese)',
  },
  {
    id: 'r2-chickpeas-ditalini-rosemary',
    ingredients: ['chickpeas', 'ditalini', 'rosemary', 'garlic', 'tinned tomatoes', 'parmesan'],
    kind: 'cuisine-leaning (italian)',
  },
  {
    id: 'r2-okra-amchur-chapatis',
    ingredients: ['okra', 'onions', 'tomatoes', 'turmeric', 'amchur', 'chapatis'],
    kind: 'cuisine-leaning (indian)',
  },
  {
    id: 'r2-aubergine-black-vinegar',
    ingredients: [
      'aubergines',
      'chinkiang vinegar',
      'doubanjiang',
      'garlic',
      'ginger',
      'sugar',
      'rice',
    ],
    kind: 'cuisine-leaning (chinese)',
  },
  {
    id: 'r2-tomatillos-queso-fresco',
    ingredients: [
      'chicken breasts',
      'tomatillos',
      'jalapeños',
      'white onion',
      'cilantro',
      'corn tortillas',
      'queso fresco',
    ],
    kind: 'cuisine-leaning (mexican)',
  },
  {
    id: 'r2-sauerkraut-kielbasa-prunes',
    ingredients: ['pork shoulder', 'sauerkraut', 'kielbasa', 'mushrooms', 'prunes', 'bay leaves'],
    kind: 'cuisine-leaning (polish)',
  },

  // whole fridge
  {
    id: 'r2-whole-fridge-american',
    ingredients: [
      '1 lb ground turkey',
      'half an onion',
      'bell pepper',
      'broccoli',
      'baby carrots',
      'celery',
      'romaine',
      'cherry tomatoes',
      'string cheese',
      'cheddar',
      'sour cream',
      'eggs',
      '2% milk',
      'butter',
      'ranch',
      'ketchup',
      'yellow mustard',
      'sriracha',
      'tortillas',
      'white rice',
      'pickles',
      'limes',
    ],
    kind: 'whole fridge',
  },

  // bought or leftover items
  {
    id: 'r2-leftover-roasties-sprouts',
    ingredients: ['leftover roast potatoes', 'brussels sprouts', 'eggs', 'bacon', 'cheddar'],
    kind: 'leftovers or bought',
  },
  {
    id: 'r2-leftover-turkey-noodle',
    ingredients: [
      'leftover Thanksgiving turkey',
      'egg noodles',
      'celery',
      'carrots',
      'chicken broth',
      'frozen peas',
    ],
    kind: 'leftovers or bought',
  },
];

/** 35 lists: the panel reads the answer to "Want a new recipe?", the chef's second try. */
export const PANEL_ASK_AGAIN_2: readonly PanelList[] = [
  // weeknight fridges
  {
    id: 'r2-again-cajun-chicken-penne',
    ingredients: [
      'chicken breasts',
      'cajun seasoning',
      'penne',
      'red pepper',
      'cream',
      'parmesean',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-pork-chops-cider-leeks',
    ingredients: ['pork chops', 'cider', 'leeks', 'potatoes', 'sage'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-salmon-chorizo-olives',
    ingredients: ['2 salmon fillets', 'chorizo', 'new potatoes', 'cherry tomatoes', 'black olives'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-mince-macaroni-paprika',
    ingredients: ['ground beef', 'macaroni', 'chopped tomatoes', 'cheddar', 'onion', 'paprika'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-sausages-gnocchi-tenderstem',
    ingredients: ['sausages', 'gnocchi', 'tenderstem broccoli', 'chilli', 'garlic'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-cod-pancetta-butter-beans',
    ingredients: ['cod fillets', 'pancetta', 'butter beans', 'leeks', 'white wine'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-drumsticks-honey-parsnips',
    ingredients: ['chicken drumsticks', 'honey', 'mustard', 'potatoes', 'carrots', 'parsnips'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-stuffed-peppers',
    ingredients: ['ground beef', 'rice', 'bell peppers', 'tomato sauce', 'mozzarella'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-prawns-coconut-basmati',
    ingredients: ['prawns', 'coconut milk', 'tomatoes', 'spinach', 'curry powder', 'basmati'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-ribeye-asparagus-rosemary',
    ingredients: ['ribeye steak', 'baby potatoes', 'asparagus', 'garlic', 'butter', 'rosemary'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-turkey-meatballs-orzo',
    ingredients: ['turkey meatballs', 'spinach', 'orzo', 'chicken stock', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-pork-mince-lettuce-mint',
    ingredients: ['pork mince', 'rice noodles', 'lettuce', 'lime', 'fish sauce', 'mint'],
    kind: 'weeknight fridge',
  },
  {
    id: 'r2-again-chicken-oyster-noodles',
    ingredients: ['chicken breast', 'brocoli', 'egg noodles', 'oyster sauce', 'garlic', 'carrots'],
    kind: 'weeknight fridge',
  },

  // vegetarian and vegan cupboards
  {
    id: 'r2-again-sweet-potato-quinoa-corn',
    ingredients: ['sweet potatoes', 'black beans', 'quinoa', 'corn', 'lime', 'cilantro'],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-again-pearl-barley-mushrooms',
    ingredients: ['pearl barley', 'mushrooms', 'onion', 'vegetable stock', 'parmesan', 'thyme'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'r2-again-tofu-maple-sriracha',
    ingredients: ['tofu', 'cornstarch', 'maple syrup', 'sriracha', 'broccoli', 'quinoa'],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-again-split-peas-cumin',
    ingredients: ['yellow split peas', 'carrots', 'onion', 'stock cube', 'cumin'],
    kind: 'vegan cupboard',
  },
  {
    id: 'r2-again-halloumi-bulgur-pomegranate',
    ingredients: ['halloumi', 'sweet potato', 'red onion', 'pomegranate', 'bulgur wheat'],
    kind: 'vegetarian cupboard',
  },

  // odd mixes
  {
    id: 'r2-again-wraps-pepperoni-eggs',
    ingredients: ['tortilla wraps', 'pizza sauce', 'pepperoni', 'mozzarella', 'eggs'],
    kind: 'odd mix',
  },
  {
    id: 'r2-again-sauerkraut-salmon-rye',
    ingredients: ['sauerkraut', 'salmon', 'rye bread', 'cream cheese', 'dill'],
    kind: 'odd mix',
  },
  {
    id: 'r2-again-strawberries-chicken-pecans',
    ingredients: ['strawberries', 'spinach', 'goat cheese', 'pecans', 'chicken breast', 'balsamic'],
    kind: 'odd mix',
  },
  {
    id: 'r2-again-crumpets-chorizo-avocado',
    ingredients: ['crumpets', 'chorizo', 'eggs', 'avocado', 'hot sauce'],
    kind: 'odd mix',
  },
  {
    id: 'r2-again-tater-tots-mushroom-soup',
    ingredients: ['tater tots', 'ground beef', 'cream of mushroom soup', 'green beans', 'cheddar'],
    kind: 'odd mix',
  },

  // sweet
  {
    id: 'r2-again-golden-syrup-breadcrumbs',
    ingredients: ['golden syrup', 'breadcrumbs', 'shortcrust pastry', 'lemon'],
    kind: 'sweet dessert',
  },
  {
    id: 'r2-again-blueberries-yoghurt-muffins',
    ingredients: ['frozen blueberries', 'yoghurt', 'self raising flour', 'eggs', 'vanilla'],
    kind: 'sweet baking',
  },
  {
    id: 'r2-again-pears-red-wine',
    ingredients: ['pears', 'red wine', 'cinnamon stick', 'sugar', 'mascarpone'],
    kind: 'sweet dessert',
  },
  {
    id: 'r2-again-bananas-caramel-digestives',
    ingredients: ['bananas', 'caramel sauce', 'digestives', 'double cream'],
    kind: 'sweet dessert',
  },
  {
    id: 'r2-again-yogurt-figs-walnuts',
    ingredients: ['greek yogurt', 'honey', 'walnuts', 'figs'],
    kind: 'sweet breakfast',
  },

  // cuisine-leaning lists
  {
    id: 'r2-again-browning-chicken-allspice',
    ingredients: [
      'chicken thighs',
      'browning',
      'ketchup',
      'scotch bonnet',
      'thyme',
      'carrots',
      'allspice',
      'rice',
    ],
    kind: 'cuisine-leaning (jamaican)',
  },
  {
    id: 'r2-again-chicken-cashews-dried-chillies',
    ingredients: [
      'chicken thighs',
      'cashews',
      'dried chillies',
      'onion',
      'oyster sauce',
      'jasmine rice',
    ],
    kind: 'cuisine-leaning (thai)',
  },
  {
    id: 'r2-again-sumac-chicken-flatbread',
    ingredients: ['chicken', 'sumac', 'red onions', 'flatbread', 'pine nuts', 'olive oil'],
    kind: 'cuisine-leaning (palestinian)',
  },
  {
    id: 'r2-again-chicken-egg-dashi',
    ingredients: ['chicken thighs', 'eggs', 'onion', 'dashi', 'soy sauce', 'mirin', 'rice'],
    kind: 'cuisine-leaning (japanese)',
  },
  {
    id: 'r2-again-aubergine-ricotta-salata',
    ingredients: ['pasta', 'aubergine', 'tomatos', 'ricotta salata', 'basil'],
    kind: 'cuisine-leaning (sicilian)',
  },

  // whole fridge
  {
    id: 'r2-again-whole-fridge-flatshare',
    ingredients: [
      '4 sausages',
      'half a pack of bacon',
      'eggs',
      'semi-skimmed milk',
      'mature cheddar',
      'halloumi',
      'butter',
      'courgette',
      'aubergine',
      'red peppers',
      'mushrooms',
      'bag of spinach',
      'spring onions',
      'cherry tomatoes',
      'lemons',
      'fresh coriander',
      'sweet chilli sauce',
      'pesto',
      'wraps',
      'baked beans',
    ],
    kind: 'whole fridge',
  },

  // bought or leftover items
  {
    id: 'r2-again-leftover-lamb-pittas',
    ingredients: [
      'leftover roast lamb',
      'pitta breads',
      'tzatziki',
      'red onion',
      'tomatoes',
      'lettuce',
    ],
    kind: 'leftovers or bought',
  },
];
