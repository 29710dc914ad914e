import type { IngredientSpec } from '../../types';
import {
  baking,
  bread,
  condiment,
  dairy,
  fat,
  herb,
  legume,
  nut,
  protein,
  seafood,
  spice,
  fruit,
} from '../build';

/** Ingredients particular to South Asian, Middle Eastern, Turkish, Persian and African cooking. Shared, everyday ingredients live in `core.ts`. */
export const SOUTH_ASIA_MIDDLE_EAST_AFRICA_INGREDIENTS = {
  // ---- meat and fish --------------------------------------------------------------------------
  merguez: protein('merguez sausage', 8, '', {
    g: 'sausage',
    safe: 'mince',
    s: ['merguez', 'merguez sausages', 'spicy lamb sausage', 'lamb sausage', 'mirqaz'],
  }),
  sucuk: protein('sucuk', 200, 'g', {
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
  boerewors: protein('boerewors', 800, 'g', {
    mass: true,
    g: 'sausage',
    safe: 'mince',
    s: ['boerewors coil', 'wors', 'boerie', 'south african sausage', 'farmer sausage'],
  }),
  ground_crayfish: seafood('ground crayfish', 2, 'tbsp', {
    mass: true,
    g: 'dried-seafood',
    ready: true,
    s: ['crayfish powder', 'dried crayfish', 'ground dried crayfish', 'crayfish seasoning'],
  }),

  // ---- pulses, grains and flours --------------------------------------------------------------
  urad_dal: legume('urad dal', 250, 'g', {
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
  black_eyed_bean: legume('black-eyed bean', 1, 'can', {
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
    g: 'gram-flour',
    s: ['besan', 'besan flour', 'chickpea flour', 'garbanzo flour', 'chana flour', 'shiro powder'],
  }),
  egusi: nut('egusi', 150, 'g', {
    mass: true,
    g: 'egusi',
    f: 'savoury',
    prep: 'ground',
    s: ['egusi seed', 'ground egusi', 'melon seed', 'ground melon seed', 'agushi', 'egwusi'],
  }),

  // ---- breads ---------------------------------------------------------------------------------
  injera: bread('injera', 4, '', {
    mass: false,
    pl: 'injera',
    g: 'flatbread',
    ready: true,
    s: ['enjera', 'teff flatbread', 'ethiopian flatbread', 'ethiopian bread'],
  }),
  pav: bread('pav', 8, '', {
    mass: false,
    pl: 'pav',
    g: 'bun',
    ready: true,
    s: ['pav bun', 'pav bread', 'ladi pav', 'pao', 'pau bun'],
  }),

  // ---- herbs and spices -----------------------------------------------------------------------
  cumin_seed: spice('cumin seeds', 1, 'tsp', {
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
  dried_mint: herb('dried mint', 1, 'tbsp', {
    g: 'mint',
    s: ['dry mint', 'dried spearmint', 'mint powder', 'dried mint leaves', 'nane'],
  }),
  fenugreek_leaf: herb('dried fenugreek leaves', 1, 'tbsp', {
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
    g: 'ajwain',
    s: ['ajwain', 'ajowan', 'carom seeds', 'carom seed', 'carom', "bishop's weed"],
  }),
  asafoetida: spice('asafoetida', 1, 'pinch', {
    g: 'asafoetida',
    s: ['hing', 'heeng', 'asafetida', 'asafoetida powder'],
  }),
  berbere: spice('berbere spice', 2, 'tbsp', {
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
  suya_spice: spice('suya spice', 3, 'tbsp', {
    g: 'spice-mix',
    s: ['yaji', 'suya pepper', 'suya seasoning', 'suya spice mix', 'kuli kuli spice'],
  }),
  pepper_soup_spice: spice('pepper soup spice', 2, 'tbsp', {
    g: 'spice-mix',
    s: [
      'pepper soup seasoning',
      'pepper soup mix',
      'nigerian pepper soup spice',
      'pepper soup spices',
    ],
  }),
  dried_lime: spice('dried lime', 2, '', {
    mass: false,
    g: 'dried-lime',
    prep: 'pierced',
    s: ['loomi', 'loumi', 'limoo amani', 'black lime', 'omani lime', 'noomi basra'],
  }),

  // ---- fruit ----------------------------------------------------------------------------------
  barberry: fruit('barberry', 30, 'g', {
    pl: 'barberries',
    g: 'dried-fruit',
    f: 'both',
    s: ['zereshk', 'zarishk', 'dried barberry', 'persian barberry'],
  }),

  // ---- condiments -----------------------------------------------------------------------------
  preserved_lemon: condiment('preserved lemon', 1, '', {
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
    g: 'tomato-paste',
    s: [
      'biber salcasi',
      'biber salçası',
      'pepper paste',
      'red pepper puree',
      'hot pepper paste',
      'aci biber salcasi',
      'sweet pepper paste',
    ],
  }),

  // ---- dairy and fats -------------------------------------------------------------------------
  kashk: dairy('kashk', 150, 'ml', {
    g: 'kashk',
    s: ['liquid kashk', 'kashk sauce', 'qurut', 'kurut', 'dried whey', 'kishk'],
  }),
  palm_oil: fat('red palm oil', 3, 'tbsp', {
    g: 'palm-oil',
    s: ['palm oil', 'dende oil', 'dendê oil', 'zomi', 'palm fruit oil'],
  }),
  amba: condiment('amba', 4, 'tbsp', {
    c: ['mustard'],
    s: ['amba sauce', 'mango amba', 'amba mango pickle', 'iraqi mango pickle'],
  }),
} satisfies Record<string, IngredientSpec>;
