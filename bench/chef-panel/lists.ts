/**
 * Ingredient lists for the cook's panel that reads and scores the chef's recipes against
 * ./RUBRIC.md. These are not classic combinations: they are what ordinary visitors type from their
 * fridge and cupboard, in British and American spellings alike.
 */

export interface PanelList {
  readonly id: string; // short kebab-case, unique
  readonly ingredients: readonly string[]; // as typed, 4 to 12 items (two lists of 15 to 25)
  /** one phrase on what kind of list this is, for the report: "weeknight fridge", "odd mix", ... */
  readonly kind: string;
}

/** 70 lists: the panel reads the chef's first answer. */
export const PANEL_FIRST: readonly PanelList[] = [
  // weeknight fridges
  {
    id: 'thighs-broccoli-honey',
    ingredients: ['chicken thighs', 'broccoli', 'rice', 'soy sauce', 'honey', 'garlic'],
    kind: 'weeknight fridge',
  },
  {
    id: 'mince-pepper-penne',
    ingredients: ['beef mince', 'red pepper', 'onion', 'penne', 'passata', 'cheddar'],
    kind: 'weeknight fridge',
  },
  {
    id: 'salmon-asparagus-new-pots',
    ingredients: ['salmon fillets', 'asparagus', 'new potatoes', 'lemon', 'butter'],
    kind: 'weeknight fridge',
  },
  {
    id: 'pork-chops-apple-mustard',
    ingredients: ['pork chops', 'apples', 'potatoes', 'green beans', 'dijon mustard', 'cream'],
    kind: 'weeknight fridge',
  },
  {
    id: 'sausages-butter-beans',
    ingredients: [
      'pork sausages',
      'tinned tomatoes',
      'butter beans',
      'onion',
      'smoked paprika',
      'spinach',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'turkey-zucchini-spaghetti',
    ingredients: ['ground turkey', 'zucchini', 'onion', 'spaghetti', 'marinara sauce', 'parmesan'],
    kind: 'weeknight fridge',
  },
  {
    id: 'chicken-spinach-tagliatelle',
    ingredients: [
      'chicken breasts',
      'spinach',
      'mushrooms',
      'heavy cream',
      'tagliatelle',
      'garlic',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'cod-olives-couscous',
    ingredients: ['cod loins', 'cherry tomatoes', 'olives', 'couscous', 'lemon', 'parsley'],
    kind: 'weeknight fridge',
  },
  {
    id: 'rump-mushrooms-watercress',
    ingredients: ['rump steak', 'mushrooms', 'potatoes', 'garlic butter', 'watercress'],
    kind: 'weeknight fridge',
  },
  {
    id: 'prawns-noodles-pak-choi',
    ingredients: [
      'frozen prawns',
      'egg noodles',
      'pak choi',
      'soy sauce',
      'ginger',
      'sweet chilli sauce',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'lamb-chops-sweet-potato',
    ingredients: ['lamb chops', 'sweet potatoes', 'peas', 'mint', 'garlic', 'yogurt'],
    kind: 'weeknight fridge',
  },
  {
    id: 'drumsticks-roots-rosemary',
    ingredients: [
      'chicken drumsticks',
      'carrots',
      'red onions',
      'potatoes',
      'rosemary',
      'olive oil',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'ground-beef-black-beans-corn',
    ingredients: [
      'ground beef',
      'rice',
      'black beans',
      'corn',
      'salsa',
      'shredded cheese',
      'bell pepper',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'bacon-peas-cream-cheese',
    ingredients: ['bacon', 'frozen peas', 'pasta', 'cream cheese', 'parmesan', 'lemon'],
    kind: 'weeknight fridge',
  },
  {
    id: 'chicken-wraps-cucumber',
    ingredients: [
      'chicken breast',
      'tortilla wraps',
      'lettuce',
      'tomatoes',
      'sour cream',
      'paprika',
      'cucumber',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'tuna-sweetcorn-pasta',
    ingredients: ['tinned tuna', 'sweetcorn', 'pasta', 'mayonnaise', 'red onion', 'cheddar'],
    kind: 'weeknight fridge',
  },
  {
    id: 'tenderloin-sprouts-maple',
    ingredients: [
      'pork tenderloin',
      'brussels sprouts',
      'sweet potato',
      'maple syrup',
      'dijon mustard',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'salmon-avocado-sriracha',
    ingredients: ['salmon', 'rice', 'cucumber', 'soy sauce', 'sesame seeds', 'avocado', 'sriracha'],
    kind: 'weeknight fridge',
  },
  {
    id: 'thighs-leeks-creme-fraiche',
    ingredients: ['chicken thighs', 'leeks', 'bacon', 'crème fraîche', 'new potatoes', 'thyme'],
    kind: 'weeknight fridge',
  },
  {
    id: 'white-fish-pesto-gnocchi',
    ingredients: ['white fish fillets', 'broccoli', 'pesto', 'cherry tomatoes', 'gnocchi'],
    kind: 'weeknight fridge',
  },
  {
    id: 'beef-strips-oyster-noodles',
    ingredients: ['beef strips', 'peppers', 'scallions', 'oyster sauce', 'noodles', 'carrot'],
    kind: 'weeknight fridge',
  },
  {
    id: 'chipolatas-squash-harissa',
    ingredients: ['chipolatas', 'butternut squash', 'red onion', 'peppers', 'chickpeas', 'harissa'],
    kind: 'weeknight fridge',
  },
  {
    id: 'pork-mince-cabbage-rice',
    ingredients: ['pork mince', 'cabbage', 'carrots', 'soy sauce', 'ginger', 'rice'],
    kind: 'weeknight fridge',
  },
  {
    id: 'chicken-mushroom-rice-peas',
    ingredients: [
      'chicken breasts',
      'mushrooms',
      'onion',
      'long grain rice',
      'chicken stock',
      'peas',
      'thyme',
    ],
    kind: 'weeknight fridge',
  },
  {
    id: 'eggs-potatoes-ham',
    ingredients: ['eggs', 'potatoes', 'ham', 'spring onions', 'cheddar', 'milk'],
    kind: 'weeknight fridge',
  },
  {
    id: 'smoked-mackerel-beetroot',
    ingredients: ['smoked mackerel', 'beetroot', 'new potatoes', 'horseradish', 'watercress'],
    kind: 'weeknight fridge',
  },

  // vegetarian and vegan cupboards
  {
    id: 'chickpea-sweet-potato-coconut',
    ingredients: ['chickpeas', 'sweet potato', 'spinach', 'coconut milk', 'curry paste', 'onion'],
    kind: 'vegan cupboard',
  },
  {
    id: 'tofu-broccoli-peanut',
    ingredients: ['firm tofu', 'broccoli', 'rice noodles', 'peanut butter', 'soy sauce', 'lime'],
    kind: 'vegan cupboard',
  },
  {
    id: 'halloumi-couscous-courgette',
    ingredients: ['halloumi', 'couscous', 'courgette', 'red pepper', 'lemon', 'mint'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'lentils-mushrooms-roots',
    ingredients: [
      'green lentils',
      'mushrooms',
      'carrots',
      'onion',
      'tomato purée',
      'vegetable stock',
      'potatoes',
    ],
    kind: 'vegan cupboard',
  },
  {
    id: 'black-beans-sweet-potato-tortillas',
    ingredients: ['black beans', 'sweet potatoes', 'tortillas', 'avocado', 'lime', 'red onion'],
    kind: 'vegan cupboard',
  },
  {
    id: 'eggs-feta-spinach',
    ingredients: ['eggs', 'feta', 'spinach', 'cherry tomatoes', 'red onion', 'bread'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'cauliflower-tahini-chickpeas',
    ingredients: ['cauliflower', 'tahini', 'chickpeas', 'lemon', 'garlic', 'parsley'],
    kind: 'vegan cupboard',
  },
  {
    id: 'squash-ricotta-shells',
    ingredients: ['butternut squash', 'ricotta', 'sage', 'pasta shells', 'parmesan', 'walnuts'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'tempeh-kale-brown-rice',
    ingredients: ['tempeh', 'kale', 'brown rice', 'maple syrup', 'soy sauce', 'garlic'],
    kind: 'vegan cupboard',
  },
  {
    id: 'cannellini-tin-cupboard',
    ingredients: [
      'tinned cannellini beans',
      'tinned tomatoes',
      'onion',
      'garlic',
      'dried pasta',
      'stock cube',
      'chilli flakes',
    ],
    kind: 'vegan cupboard',
  },

  // odd mixes that still make something
  {
    id: 'jackfruit-bbq-buns',
    ingredients: ['jackfruit', 'bbq sauce', 'buns', 'red cabbage', 'carrot', 'mayonnaise'],
    kind: 'odd mix',
  },
  {
    id: 'eggplant-miso-rice',
    ingredients: ['eggplant', 'miso', 'rice', 'spring onions', 'sesame seeds', 'honey'],
    kind: 'odd mix',
  },
  {
    id: 'polenta-mushrooms-thyme',
    ingredients: ['polenta', 'mushrooms', 'parmesan', 'thyme', 'garlic', 'butter'],
    kind: 'odd mix',
  },
  {
    id: 'chorizo-sweet-potato-kale',
    ingredients: ['chorizo', 'sweet potato', 'eggs', 'kale', 'feta'],
    kind: 'odd mix',
  },
  {
    id: 'gnocchi-pumpkin-blue-cheese',
    ingredients: ['gnocchi', 'pumpkin', 'blue cheese', 'walnuts', 'spinach'],
    kind: 'odd mix',
  },
  {
    id: 'duck-legs-plums-red-cabbage',
    ingredients: ['duck legs', 'plums', 'star anise', 'red cabbage', 'orange'],
    kind: 'odd mix',
  },
  {
    id: 'quinoa-beetroot-goats-cheese',
    ingredients: ['quinoa', 'beetroot', "goat's cheese", 'orange', 'hazelnuts', 'rocket'],
    kind: 'odd mix',
  },
  {
    id: 'sardines-fennel-orzo',
    ingredients: ['tinned sardines', 'fennel', 'orzo', 'lemon', 'capers', 'arugula'],
    kind: 'odd mix',
  },
  {
    id: 'kimchi-cheddar-sourdough',
    ingredients: ['kimchi', 'cheddar', 'sourdough', 'butter', 'spring onions'],
    kind: 'odd mix',
  },
  {
    id: 'chicken-peanut-butter-spaghetti',
    ingredients: [
      'chicken thighs',
      'peanut butter',
      'carrots',
      'spaghetti',
      'sriracha',
      'cucumber',
    ],
    kind: 'odd mix',
  },

  // sweet: baking, desserts, breakfasts
  {
    id: 'banana-oats-honey',
    ingredients: ['bananas', 'oats', 'eggs', 'milk', 'cinnamon', 'honey'],
    kind: 'sweet breakfast',
  },
  {
    id: 'lemon-blueberry-sponge',
    ingredients: ['self-raising flour', 'butter', 'sugar', 'eggs', 'lemons', 'blueberries'],
    kind: 'sweet baking',
  },
  {
    id: 'pears-chocolate-almonds',
    ingredients: ['pears', 'dark chocolate', 'ground almonds', 'eggs', 'butter', 'sugar'],
    kind: 'sweet baking',
  },
  {
    id: 'yogurt-strawberries-granola',
    ingredients: ['greek yogurt', 'strawberries', 'honey', 'granola', 'mint'],
    kind: 'sweet breakfast',
  },
  {
    id: 'peanut-butter-oats-dates',
    ingredients: ['peanut butter', 'oats', 'honey', 'chocolate chips', 'dates'],
    kind: 'sweet baking',
  },
  {
    id: 'rhubarb-custard-shortbread',
    ingredients: ['rhubarb', 'custard powder', 'milk', 'sugar', 'ginger', 'shortbread'],
    kind: 'sweet dessert',
  },
  {
    id: 'frozen-berries-batter',
    ingredients: ['frozen berries', 'plain flour', 'baking powder', 'milk', 'egg', 'butter'],
    kind: 'sweet breakfast',
  },
  {
    id: 'puff-pastry-nutella-banana',
    ingredients: ['puff pastry', 'nutella', 'bananas', 'icing sugar'],
    kind: 'sweet dessert',
  },
  {
    id: 'courgette-lemon-cake',
    ingredients: ['courgette', 'self-raising flour', 'lemon', 'eggs', 'sugar', 'sunflower oil'],
    kind: 'sweet baking',
  },
  {
    id: 'white-chocolate-raspberry',
    ingredients: ['white chocolate', 'raspberries', 'butter', 'eggs', 'flour', 'sugar'],
    kind: 'sweet baking',
  },

  // cuisine-leaning lists
  {
    id: 'lemongrass-chicken-rice',
    ingredients: ['chicken thighs', 'lemongrass', 'fish sauce', 'rice', 'cucumber', 'chillies'],
    kind: 'cuisine-leaning (south-east asian)',
  },
  {
    id: 'lamb-mince-flatbread-pomegranate',
    ingredients: ['lamb mince', 'cumin', 'flatbreads', 'yogurt', 'red onion', 'pomegranate'],
    kind: 'cuisine-leaning (middle eastern)',
  },
  {
    id: 'paneer-peppers-naan',
    ingredients: ['paneer', 'peppers', 'onion', 'garam masala', 'yogurt', 'naan'],
    kind: 'cuisine-leaning (indian)',
  },
  {
    id: 'chorizo-chickpeas-spinach',
    ingredients: ['chorizo', 'chickpeas', 'spinach', 'smoked paprika', 'bread'],
    kind: 'cuisine-leaning (spanish)',
  },
  {
    id: 'plantain-black-beans-scotch-bonnet',
    ingredients: ['plantain', 'black beans', 'rice', 'scotch bonnet', 'onion', 'thyme'],
    kind: 'cuisine-leaning (caribbean)',
  },
  {
    id: 'udon-mushrooms-miso',
    ingredients: ['udon noodles', 'mushrooms', 'pak choi', 'miso', 'ginger', 'tofu'],
    kind: 'cuisine-leaning (japanese)',
  },
  {
    id: 'gochujang-pork-belly-rice',
    ingredients: ['gochujang', 'pork belly', 'rice', 'cucumber', 'spring onions', 'sesame oil'],
    kind: 'cuisine-leaning (korean)',
  },
  {
    id: 'ras-el-hanout-thighs-apricots',
    ingredients: [
      'chicken thighs',
      'ras el hanout',
      'couscous',
      'dried apricots',
      'carrots',
      'chickpeas',
    ],
    kind: 'cuisine-leaning (north african)',
  },
  {
    id: 'chipotle-pork-oranges',
    ingredients: [
      'pork shoulder',
      'chipotle in adobo',
      'oranges',
      'tortillas',
      'red cabbage',
      'lime',
    ],
    kind: 'cuisine-leaning (mexican)',
  },
  {
    id: 'oregano-lemon-chicken-feta',
    ingredients: ['chicken breasts', 'oregano', 'lemon', 'potatoes', 'feta', 'olives'],
    kind: 'cuisine-leaning (greek)',
  },

  // whole fridge
  {
    id: 'whole-fridge-family',
    ingredients: [
      'eggs',
      'milk',
      'butter',
      'cheddar',
      'half a cucumber',
      'carrots',
      'celery',
      'bacon',
      'chicken breasts',
      'natural yoghurt',
      'lettuce',
      'tomatoes',
      'onions',
      'garlic',
      'lemons',
      'ketchup',
      'mayonnaise',
      'soy sauce',
      'frozen peas',
      'bread',
      'rice',
    ],
    kind: 'whole fridge',
  },

  // bought or leftover items
  {
    id: 'leftover-rice-cheddar-spinach',
    ingredients: ['leftover rice', 'cheddar', 'eggs', 'spinach', 'breadcrumbs'],
    kind: 'leftovers or bought',
  },
  {
    id: 'rotisserie-chicken-coleslaw-buns',
    ingredients: ['rotisserie chicken', 'coleslaw', 'brioche buns', 'pickles', 'hot sauce'],
    kind: 'leftovers or bought',
  },
  {
    id: 'leftover-roast-beef-horseradish',
    ingredients: ['leftover roast beef', 'potatoes', 'onion', 'horseradish', 'rocket', 'eggs'],
    kind: 'leftovers or bought',
  },
];

/** 35 lists: the panel reads the answer to "Want a new recipe?", the chef's second try. */
export const PANEL_ASK_AGAIN: readonly PanelList[] = [
  // weeknight fridges
  {
    id: 'again-chicken-peppers-rice',
    ingredients: ['chicken breasts', 'peppers', 'onion', 'rice', 'tinned tomatoes', 'paprika'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-mince-potatoes-gravy',
    ingredients: ['minced beef', 'potatoes', 'carrots', 'onion', 'gravy granules', 'peas'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-salmon-broccoli-noodles',
    ingredients: ['salmon fillets', 'broccoli', 'noodles', 'soy sauce', 'honey', 'ginger'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-sausages-apples-sage',
    ingredients: ['pork sausages', 'onions', 'potatoes', 'apples', 'sage'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-thighs-lemon-green-beans',
    ingredients: ['chicken thighs', 'lemons', 'garlic', 'potatoes', 'green beans', 'thyme'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-ground-beef-tortillas',
    ingredients: ['ground beef', 'tortillas', 'cheddar', 'lettuce', 'tomatoes', 'sour cream'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-shrimp-spaghetti-tomatoes',
    ingredients: ['shrimp', 'spaghetti', 'garlic', 'cherry tomatoes', 'chili', 'parsley'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-pork-steaks-savoy',
    ingredients: ['pork loin steaks', 'savoy cabbage', 'potatoes', 'wholegrain mustard', 'cream'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-turkey-steaks-sweet-potato',
    ingredients: ['turkey breast steaks', 'sweet potatoes', 'spinach', 'garlic', 'paprika'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-white-fish-leeks-cheddar',
    ingredients: ['white fish', 'potatoes', 'leeks', 'milk', 'cheddar', 'frozen peas'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-wings-honey-soy',
    ingredients: ['chicken wings', 'honey', 'soy sauce', 'garlic', 'rice', 'broccoli'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-stewing-steak-roots',
    ingredients: ['stewing steak', 'carrots', 'onions', 'potatoes', 'stock cube', 'flour'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-eggs-bacon-mushrooms',
    ingredients: ['eggs', 'bacon', 'mushrooms', 'spinach', 'bread', 'cheddar'],
    kind: 'weeknight fridge',
  },
  {
    id: 'again-chicken-pesto-mozzarella',
    ingredients: ['chicken breast', 'pasta', 'pesto', 'cherry tomatoes', 'mozzarella', 'rocket'],
    kind: 'weeknight fridge',
  },

  // vegetarian and vegan cupboards
  {
    id: 'again-red-lentils-coconut-spinach',
    ingredients: ['red lentils', 'coconut milk', 'spinach', 'tomatoes', 'ginger', 'onion'],
    kind: 'vegan cupboard',
  },
  {
    id: 'again-mushrooms-spinach-eggs',
    ingredients: ['mushrooms', 'spinach', 'eggs', 'cheddar', 'potatoes'],
    kind: 'vegetarian cupboard',
  },
  {
    id: 'again-chickpeas-courgette-harissa',
    ingredients: ['chickpeas', 'courgette', 'couscous', 'harissa', 'lemon'],
    kind: 'vegan cupboard',
  },
  {
    id: 'again-tofu-peppers-cashews',
    ingredients: ['tofu', 'bell peppers', 'rice', 'sweet chili sauce', 'scallions', 'cashews'],
    kind: 'vegan cupboard',
  },
  {
    id: 'again-puy-lentils-beetroot',
    ingredients: [
      'puy lentils',
      'beetroot',
      "goat's cheese",
      'walnuts',
      'rocket',
      'balsamic vinegar',
    ],
    kind: 'vegetarian cupboard',
  },

  // odd mixes
  {
    id: 'again-cauliflower-buffalo-ranch',
    ingredients: ['cauliflower', 'buffalo sauce', 'ranch dressing', 'celery', 'tortillas'],
    kind: 'odd mix',
  },
  {
    id: 'again-sweet-potato-peanut-kale',
    ingredients: ['sweet potato', 'peanut butter', 'kale', 'coconut milk', 'lime'],
    kind: 'odd mix',
  },
  {
    id: 'again-pasta-pear-gorgonzola',
    ingredients: ['pasta', 'pear', 'gorgonzola', 'walnuts', 'spinach'],
    kind: 'odd mix',
  },
  {
    id: 'again-halloumi-watermelon',
    ingredients: ['halloumi', 'watermelon', 'mint', 'lime', 'chilli'],
    kind: 'odd mix',
  },
  {
    id: 'again-spam-pineapple-rice',
    ingredients: ['spam', 'pineapple', 'rice', 'eggs', 'spring onions'],
    kind: 'odd mix',
  },

  // sweet
  {
    id: 'again-apples-oats-yogurt',
    ingredients: ['apples', 'oats', 'yogurt', 'cinnamon', 'maple syrup'],
    kind: 'sweet breakfast',
  },
  {
    id: 'again-chocolate-orange-digestives',
    ingredients: ['dark chocolate', 'double cream', 'oranges', 'digestive biscuits', 'butter'],
    kind: 'sweet dessert',
  },
  {
    id: 'again-flour-butter-lemons',
    ingredients: ['plain flour', 'butter', 'sugar', 'eggs', 'lemons'],
    kind: 'sweet baking',
  },
  {
    id: 'again-bananas-peanut-butter-oats',
    ingredients: ['ripe bananas', 'peanut butter', 'oats', 'eggs', 'chocolate chips'],
    kind: 'sweet baking',
  },
  {
    id: 'again-rhubarb-strawberries-ginger',
    ingredients: ['strawberries', 'rhubarb', 'sugar', 'double cream', 'ginger biscuits'],
    kind: 'sweet dessert',
  },

  // cuisine-leaning lists
  {
    id: 'again-red-curry-thighs-beans',
    ingredients: [
      'chicken thighs',
      'coconut milk',
      'red curry paste',
      'green beans',
      'jasmine rice',
      'lime',
    ],
    kind: 'cuisine-leaning (thai)',
  },
  {
    id: 'again-lamb-shoulder-spices-basmati',
    ingredients: ['lamb shoulder', 'cumin', 'coriander seeds', 'yoghurt', 'onions', 'basmati rice'],
    kind: 'cuisine-leaning (indian)',
  },
  {
    id: 'again-black-beans-chorizo-rice',
    ingredients: ['black beans', 'chorizo', 'rice', 'peppers', 'onion', 'cumin'],
    kind: 'cuisine-leaning (latin american)',
  },
  {
    id: 'again-pork-mince-chilli-oil',
    ingredients: ['pork mince', 'ginger', 'soy sauce', 'cabbage', 'noodles', 'chilli oil'],
    kind: 'cuisine-leaning (chinese)',
  },

  // whole fridge
  {
    id: 'again-whole-fridge-sunday',
    ingredients: [
      'chicken thighs',
      'sausages',
      'eggs',
      'whole milk',
      'heavy cream',
      'parmesan',
      'mozzarella',
      'zucchini',
      'bell peppers',
      'mushrooms',
      'spinach',
      'scallions',
      'potatoes',
      'lemons',
      'garlic',
      'dijon mustard',
      'hot sauce',
      'pasta',
    ],
    kind: 'whole fridge',
  },

  // bought or leftover items
  {
    id: 'again-leftover-roast-chicken-puff',
    ingredients: ['leftover roast chicken', 'puff pastry', 'leeks', 'mushrooms', 'crème fraîche'],
    kind: 'leftovers or bought',
  },
];
