import type { IngredientSpec } from '../../types';
import {
  baking,
  bread,
  condiment,
  dairy,
  fat,
  fruit,
  grain,
  herb,
  legume,
  nut,
  protein,
  seafood,
  spice,
  sweet,
  veg,
} from '../build';

/** Ingredients particular to South Asian, Middle Eastern, Turkish, Persian and African cooking. Shared, everyday ingredients live in `core.ts`. */
export const SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS = {
  // ---- meat and fish --------------------------------------------------------------------------
  // British-made merguez, like other fresh sausages here, usually hold sodium metabisulphite
  merguez: protein('merguez sausage', 8, '', {
    c: ['meat', 'sulphites'],
    g: 'sausage',
    safe: 'mince',
    s: ['merguez', 'merguez sausages', 'spicy lamb sausage', 'lamb sausage', 'mirqaz'],
  }),
  sucuk: protein('sucuk', 200, 'g', {
    c: ['meat'],
    mass: true,
    g: 'cured-sausage',
    safe: 'cured',
    s: [
      'sujuk',
      'soujouk',
      'sucuk sausage',
      'turkish sausage',
      'sujuk sausage',
      'lebanese sausage',
    ],
  }),
  // bought boerewors is usually preserved with sulphite, like British sausages
  boerewors: protein('boerewors', 800, 'g', {
    c: ['meat', 'sulphites'],
    mass: true,
    g: 'sausage',
    safe: 'mince',
    s: ['boerewors coil', 'wors', 'boerie', 'south african sausage', 'farmer sausage'],
  }),
  ground_crayfish: seafood('ground crayfish', 2, 'tbsp', {
    c: ['crustacean'],
    mass: true,
    g: 'dried-seafood',
    ready: true,
    s: ['crayfish powder', 'dried crayfish', 'ground dried crayfish', 'crayfish seasoning'],
  }),

  // ---- pulses, grains and flours --------------------------------------------------------------
  urad_dal: legume('urad dal', 250, 'g', {
    c: [],
    mass: true,
    g: 'lentils',
    f: 'neutral',
    s: [
      'whole urad dal',
      'whole urad',
      'urad',
      'urid',
      'urad bean',
      'black gram',
      'sabut urad',
      'black matpe',
    ],
  }),
  // split chickpeas roasted until crisp and ready to eat: ground into coconut chutney
  roasted_chana_dal: legume('roasted chana dal', 50, 'g', {
    c: [],
    mass: true,
    g: 'split-pea',
    f: 'neutral',
    ready: true,
    s: [
      'roasted gram',
      'roasted chana',
      'pottukadalai',
      'dalia dal',
      'daria dal',
      'roasted split gram',
    ],
  }),
  black_eyed_bean: legume('black-eyed bean', 1, 'can', {
    c: [],
    g: 'beans',
    f: 'neutral',
    s: [
      'black-eyed pea',
      'black eyed pea',
      'black eyed bean',
      'blackeye bean',
      'cowpea',
      'lobia',
      'niebe',
      'honey bean',
      'oloyin bean',
    ],
  }),
  besan: baking('gram flour', 150, 'g', {
    c: [],
    g: 'gram-flour',
    s: ['besan', 'besan flour', 'chickpea flour', 'garbanzo flour', 'chana flour', 'shiro powder'],
  }),
  // fermented rice and urad dal, sold ready to cook in tubs in Indian shops
  dosa_batter: grain('dosa batter', 1000, 'g', {
    c: [],
    mass: true,
    f: 'savoury',
    s: [
      'idli batter',
      'idli dosa batter',
      'dosa idli batter',
      'fresh dosa batter',
      'dosa maavu',
      'idli dosa maavu',
    ],
  }),
  // melon seeds, not a tree nut
  egusi: nut('egusi', 150, 'g', {
    c: [],
    mass: true,
    g: 'egusi',
    f: 'savoury',
    prep: 'ground',
    s: ['egusi seed', 'ground egusi', 'melon seed', 'ground melon seed', 'agushi', 'egwusi'],
  }),

  // ---- breads ---------------------------------------------------------------------------------
  // injera sold outside Ethiopia is mostly teff stretched with wheat or barley flour
  injera: bread('injera', 4, '', {
    c: ['gluten'],
    mass: false,
    pl: 'injera',
    g: 'flatbread',
    ready: true,
    s: ['enjera', 'teff flatbread', 'ethiopian flatbread', 'ethiopian bread'],
  }),
  // soft pav is usually enriched with milk or butter
  pav: bread('pav', 8, '', {
    c: ['milk', 'gluten'],
    mass: false,
    pl: 'pav',
    g: 'bun',
    ready: true,
    s: ['pav bun', 'pav bread', 'ladi pav', 'pao', 'pau bun'],
  }),

  // ---- herbs and spices -----------------------------------------------------------------------
  cumin_seed: spice('cumin seeds', 1, 'tsp', {
    c: [],
    g: 'warm-spice',
    of: 'cumin',
    s: [
      'cumin seed',
      'whole cumin',
      'whole cumin seeds',
      'jeera seeds',
      'zeera',
      'shahi jeera',
      'black cumin seeds',
    ],
  }),
  // whole coriander seeds, crushed in a mortar (Cyprus's afelia) or toasted whole; a dish that
  // wants ground coriander takes them as they come
  coriander_seed: spice('coriander seeds', 1, 'tbsp', {
    c: [],
    g: 'warm-spice',
    of: 'coriander_ground',
    s: ['coriander seed', 'whole coriander', 'whole coriander seeds', 'dhania seeds'],
  }),
  dried_mint: herb('dried mint', 1, 'tbsp', {
    c: [],
    g: 'mint',
    s: ['dry mint', 'dried spearmint', 'mint powder', 'dried mint leaves', 'nane'],
  }),
  fenugreek_leaf: herb('dried fenugreek leaves', 1, 'tbsp', {
    c: [],
    g: 'fenugreek',
    s: [
      'kasuri methi',
      'methi leaves',
      'fenugreek leaves',
      'fenugreek leaf',
      'dried methi',
      'fresh fenugreek',
      'methi',
      'shanbalileh',
    ],
  }),
  fenugreek_seed: spice('fenugreek seeds', 0.5, 'tsp', {
    c: [],
    g: 'fenugreek-seed',
    s: [
      'fenugreek seed',
      'fenugreek',
      'methi seeds',
      'methi seed',
      'methi dana',
      'ground fenugreek',
    ],
  }),
  ajwain: spice('ajwain seeds', 0.5, 'tsp', {
    c: [],
    g: 'ajwain',
    s: ['ajwain', 'ajowan', 'carom seeds', 'carom seed', 'carom', "bishop's weed"],
  }),
  // ground asafoetida is compounded with wheat flour
  asafoetida: spice('asafoetida', 1, 'pinch', {
    c: ['gluten'],
    g: 'asafoetida',
    s: ['hing', 'heeng', 'asafetida', 'asafoetida powder'],
  }),
  berbere: spice('berbere spice', 2, 'tbsp', {
    c: [],
    g: 'berbere',
    s: [
      'berbere',
      'berbere spice mix',
      'berbere seasoning',
      'berbere powder',
      'ethiopian berbere',
      'ethiopian spice blend',
    ],
  }),
  // Ethiopian clarified butter, simmered with spices and strained
  niter_kibbeh: fat('niter kibbeh', 3, 'tbsp', {
    c: ['milk'],
    g: 'ghee',
    s: [
      'niter kebbeh',
      "nit'ir qibe",
      'ethiopian spiced butter',
      'spiced clarified butter',
      'kibe',
    ],
  }),
  // yaji is built on ground roasted peanuts (kuli kuli)
  suya_spice: spice('suya spice', 3, 'tbsp', {
    c: ['peanut'],
    g: 'spice-mix',
    s: ['yaji', 'suya pepper', 'suya seasoning', 'suya spice mix', 'kuli kuli spice'],
  }),
  pepper_soup_spice: spice('pepper soup spice', 2, 'tbsp', {
    c: [],
    g: 'spice-mix',
    s: [
      'pepper soup seasoning',
      'pepper soup mix',
      'nigerian pepper soup spice',
      'pepper soup spices',
    ],
  }),
  dried_lime: spice('dried lime', 2, '', {
    c: [],
    mass: false,
    g: 'dried-lime',
    prep: 'pierced',
    s: ['loomi', 'loumi', 'limoo amani', 'black lime', 'omani lime', 'noomi basra'],
  }),

  // ---- fruit ----------------------------------------------------------------------------------
  barberry: fruit('barberry', 30, 'g', {
    c: [],
    pl: 'barberries',
    g: 'dried-fruit',
    f: 'both',
    s: ['zereshk', 'zarishk', 'dried barberry', 'persian barberry'],
  }),

  // ---- condiments -----------------------------------------------------------------------------
  preserved_lemon: condiment('preserved lemon', 1, '', {
    c: [],
    mass: false,
    g: 'preserved-lemon',
    s: [
      'salted lemon',
      'pickled lemon',
      'lemon confit',
      'citron confit',
      'moroccan preserved lemon',
      'preserved lemon rind',
    ],
  }),
  pomegranate_molasses: condiment('pomegranate molasses', 3, 'tbsp', {
    c: [],
    g: 'pomegranate-molasses',
    f: 'both',
    s: [
      'pomegranate syrup',
      'dibs rumman',
      'rob-e anar',
      'robb-e anar',
      'nar eksisi',
      'nar ekşisi',
      'pomegranate concentrate',
      'pomegranate reduction',
    ],
  }),
  pepper_paste: condiment('Turkish pepper paste', 1, 'tbsp', {
    c: [],
    g: 'tomato-paste',
    s: [
      'biber salcasi',
      'biber salçası',
      'pepper paste',
      'red pepper puree',
      'hot pepper paste',
      'red pepper paste',
      'turkish red pepper paste',
      'aci biber salcasi',
      'sweet pepper paste',
    ],
  }),

  // ---- dairy and fats -------------------------------------------------------------------------
  kashk: dairy('kashk', 150, 'ml', {
    c: ['milk'],
    g: 'kashk',
    s: ['liquid kashk', 'kashk sauce', 'qurut', 'kurut', 'dried whey', 'kishk'],
  }),
  palm_oil: fat('red palm oil', 3, 'tbsp', {
    c: [],
    g: 'palm-oil',
    s: ['palm oil', 'dende oil', 'dendê oil', 'zomi', 'palm fruit oil'],
  }),
  amba: condiment('amba', 4, 'tbsp', {
    c: ['mustard'],
    s: ['amba sauce', 'mango amba', 'amba mango pickle', 'iraqi mango pickle'],
  }),
  // cumin, coriander, paprika, cinnamon, cardamom, allspice and pepper, ground together
  shawarma_spice: spice('shawarma spice mix', 2, 'tbsp', {
    c: [],
    g: 'spice-mix',
    s: ['shawarma spice', 'shawarma seasoning', 'shawarma spices', 'shawarma spice blend'],
  }),
  // air-dried cod, soaked and simmered in West African soups; the smoked dried fish (catfish,
  // bonga) sold for the same soups does the same job
  stockfish: seafood('stockfish', 100, 'g', {
    c: ['fish'],
    mass: true,
    g: 'dried-seafood',
    s: [
      'dried stockfish',
      'okporoko',
      'stock fish',
      'smoked dried fish',
      'dried smoked fish',
      'smoked catfish',
      'dried catfish',
      'bonga fish',
    ],
  }),
  nigella_seed: spice('nigella seeds', 1, 'tsp', {
    c: [],
    g: 'seed',
    s: ['nigella seed', 'kalonji', 'black onion seeds', 'black onion seed', 'charnushka'],
  }),
  // ---- jars, packets and sweets visitors type ------------------------------------------------
  // dried green mango powder: sour, for chaat, dals and marinades
  amchur: spice('amchur', 1, 'tsp', {
    c: [],
    s: [
      'amchoor',
      'amchur powder',
      'amchoor powder',
      'dried mango powder',
      'mango powder',
      'aamchur',
    ],
  }),
  // Bengali five seeds: cumin, fennel, nigella, fenugreek and black mustard
  panch_phoron: spice('panch phoron', 1, 'tsp', {
    c: ['mustard'],
    s: ['panch phoran', 'paanch phoron', 'panch puran', 'panchforan', 'bengali five spice'],
  }),
  // Egyptian: toasted hazelnuts, sesame, coriander and cumin
  dukkah: spice('dukkah', 2, 'tbsp', {
    c: ['tree-nut', 'sesame'],
    s: ['duqqa', 'dukka', 'dukkha'],
  }),
  // coriander, mint and green chilli ground with lime: the green chutney of chaat and pakoras
  green_chutney: condiment('green chutney', 4, 'tbsp', {
    c: [],
    s: [
      'coriander chutney',
      'mint chutney',
      'hari chutney',
      'coriander and mint chutney',
      'mint and coriander chutney',
    ],
  }),
  // fried gram-flour noodles, lentils and peanuts, spiced; some add cashews
  bombay_mix: bread('Bombay mix', 100, 'g', {
    c: ['peanut', 'tree-nut'],
    ready: true,
    s: ['chevda', 'chivda', 'chiwda', 'namkeen', 'sev', 'bhujia', 'aloo bhujia', 'farsan'],
  }),
  // sweet naan filled with coconut, ground almonds and sultanas
  peshwari_naan: bread('peshwari naan', 2, '', {
    c: ['gluten', 'milk', 'egg', 'tree-nut'],
    ready: true,
    mass: false,
    g: 'flatbread',
    s: ['peshawari naan', 'peshwari naan bread', 'peshawari naan bread', 'peshwari nan'],
  }),
  // milk-powder dumplings fried and soaked in syrup, tinned or from the sweet shop
  gulab_jamun: sweet('gulab jamun', 8, '', {
    c: ['milk', 'gluten'],
    mass: false,
    s: ['tinned gulab jamun', 'gulab jamon'],
  }),
  // the kebab shop's garlic sauce is mayonnaise or yoghurt; Lebanese toum is garlic whipped with oil
  // and lemon. A bottle called garlic sauce may be any of them
  garlic_sauce: condiment('garlic sauce', 4, 'tbsp', {
    c: ['egg', 'milk', 'mustard'],
    g: 'mayo',
    s: [
      'garlic and herb sauce',
      'garlic and herb dip',
      'toum',
      'garlic mayo',
      'garlic mayonnaise',
      'kebab garlic sauce',
      'lebanese garlic sauce',
      'garlic dip',
      'toum garlic sauce',
    ],
  }),
  // roasted red peppers blended with walnuts, breadcrumbs and pomegranate molasses
  muhammara: condiment('muhammara', 150, 'g', {
    c: ['tree-nut', 'gluten'],
    s: ['muhammarah', 'red pepper walnut dip', 'roasted red pepper and walnut dip'],
  }),
  // flours for West African swallows, stirred into boiling water: plantain, cassava or yam, and
  // garri (toasted cassava granules) for eba
  fufu_flour: grain('fufu flour', 500, 'g', {
    c: [],
    s: [
      'fufu',
      'fufu mix',
      'plantain fufu',
      'cocoyam fufu',
      'plantain flour',
      'poundo yam',
      'pounded yam flour',
      'yam flour',
      'elubo',
      'garri',
      'eba',
      'amala',
    ],
  }),
  // split pigeon peas, the dal of sambar and dal tadka: boiled until they collapse, as red lentils
  // are (though a little longer), not the hour split peas need
  toor_dal: legume('toor dal', 250, 'g', {
    c: [],
    mass: true,
    g: 'lentils',
    f: 'neutral',
    s: [
      'toor daal',
      'toor dhal',
      'toovar dal',
      'tuvar dal',
      'tur dal',
      'arhar dal',
      'toor lentils',
      'split pigeon peas',
      'split pigeon pea',
    ],
  }),
  // split, skinned mung beans: the yellow dal of khichdi and moong dal tadka, soft in 25 minutes
  // like red lentils
  moong_dal: legume('moong dal', 200, 'g', {
    c: [],
    mass: true,
    g: 'lentils',
    f: 'neutral',
    s: [
      'yellow moong dal',
      'moong daal',
      'moong dhal',
      'mung dal',
      'split moong dal',
      'split mung beans',
      'yellow mung dal',
    ],
  }),
  // ground wild-mango kernels that thicken a West African draw soup
  ogbono: nut('ogbono', 100, 'g', {
    c: [],
    mass: true,
    f: 'savoury',
    prep: 'ground',
    s: ['ground ogbono', 'ogbono seed', 'ogbono seeds', 'apon', 'dika nut', 'bush mango seed'],
  }),
  // the warty green gourd of Indian, Chinese and Filipino cooking, sliced and fried or stuffed
  bitter_gourd: veg('bitter gourd', 2, '', {
    c: [],
    prep: 'sliced, seeds scooped out',
    cook: 'medium',
    s: ['bitter melon', 'karela', 'karela gourd', 'ampalaya', 'bitter squash', 'pavakkai'],
  }),
  // moringa pods, cut in lengths and simmered in sambar: the flesh is scooped from the fibrous skin
  moringa_drumstick: veg('moringa drumstick', 2, '', {
    c: [],
    prep: 'cut into 7 cm lengths',
    cook: 'medium',
    s: [
      'drumsticks vegetable',
      'drumstick vegetable',
      'vegetable drumsticks',
      'moringa pod',
      'moringa pods',
      'murungakkai',
      'sahjan',
      'drumstick pods',
    ],
  }),
  // ivy gourd: small crisp gourds sliced and stir-fried
  tindora: veg('tindora', 250, 'g', {
    c: [],
    mass: true,
    prep: 'sliced lengthways',
    cook: 'medium',
    s: ['ivy gourd', 'tendli', 'tondli', 'kundru', 'kovakkai'],
  }),
} satisfies Record<string, IngredientSpec>;
