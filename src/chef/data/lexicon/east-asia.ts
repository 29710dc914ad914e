import type { IngredientSpec } from '../../types';
import { baking, bread, condiment, grain, legume, protein, seafood, spice, veg } from '../build';

/** Ingredients particular to Chinese, Japanese, Korean, Vietnamese, Thai and Southeast Asian cooking. Shared, everyday ingredients live in `core.ts`. */
export const EAST_ASIA_INGREDIENTS = {
  // ---- wrappers and pancakes ------------------------------------------------------------------
  wonton_wrapper: bread('wonton wrapper', 24, '', {
    mass: false,
    g: 'dumpling-wrapper',
    s: ['wonton skin', 'won ton wrapper', 'wonton pastry', 'wonton sheet', 'wanton wrapper'],
  }),
  dumpling_wrapper: bread('dumpling wrapper', 30, '', {
    mass: false,
    g: 'dumpling-wrapper',
    s: [
      'gyoza wrapper',
      'gyoza skin',
      'dumpling skin',
      'jiaozi wrapper',
      'potsticker wrapper',
      'mandu wrapper',
      'dumpling pastry',
      'dumpling sheet',
    ],
  }),
  spring_roll_wrapper: bread('spring roll wrapper', 20, '', {
    mass: false,
    g: 'spring-roll-wrapper',
    s: [
      'spring roll pastry',
      'spring roll sheet',
      'spring roll skin',
      'lumpia wrapper',
      'egg roll wrapper',
      'popiah skin',
    ],
  }),
  rice_paper: bread('rice paper wrapper', 12, '', {
    mass: false,
    g: 'rice-paper',
    s: [
      'rice paper',
      'rice paper sheet',
      'banh trang',
      'rice wrapper',
      'summer roll wrapper',
      'rice paper round',
    ],
  }),
  chinese_pancake: bread('Chinese pancake', 20, '', {
    mass: false,
    g: 'chinese-pancake',
    ready: true,
    s: ['mandarin pancake', 'peking duck pancake', 'duck pancake', 'chun bing', 'peking pancake'],
  }),

  // ---- noodles, rice cakes and flours ---------------------------------------------------------
  sweet_potato_noodles: grain('sweet potato noodles', 250, 'g', {
    g: 'noodles',
    s: [
      'dangmyeon',
      'korean glass noodles',
      'japchae noodles',
      'korean vermicelli',
      'sweet potato glass noodles',
      'sweet potato starch noodles',
    ],
  }),
  tteok: grain('Korean rice cake', 500, 'g', {
    mass: false,
    g: 'rice-cake',
    s: [
      'tteok',
      'garaetteok',
      'rice cake',
      'tteokbokki rice cake',
      'topokki rice cake',
      'korean rice stick',
      'cylinder rice cake',
    ],
  }),
  rice_flour: baking('rice flour', 200, 'g', {
    g: 'rice-flour',
    s: ['white rice flour', 'bot gao', 'tepung beras'],
  }),

  // ---- meat and seafood -----------------------------------------------------------------------
  frozen_dumpling: protein('frozen dumpling', 24, '', {
    g: 'dumpling',
    s: [
      'dumpling',
      'frozen gyoza',
      'gyoza',
      'potsticker',
      'pot sticker',
      'frozen potsticker',
      'jiaozi',
      'mandu',
      'frozen mandu',
      'frozen wonton',
      'pork dumpling',
      'chicken dumpling',
      'vegetable dumpling',
      'prawn dumpling',
      'wonton',
      'dim sum',
      'frozen dim sum',
    ],
  }),
  chinese_sausage: protein('Chinese sausage', 4, '', {
    g: 'cured-sausage',
    safe: 'cured',
    s: [
      'lap cheong',
      'lap chong',
      'lop chong',
      'lap cheung',
      'lapcheong',
      'chinese dried sausage',
      'lap xuong',
    ],
  }),
  char_siu: protein('char siu pork', 300, 'g', {
    mass: true,
    g: 'cooked-pork',
    safe: 'reheat',
    ready: true,
    s: ['char siu', 'cha siu', 'chinese barbecue pork', 'chinese bbq pork', 'chinese roast pork'],
  }),
  luncheon_meat: protein('luncheon meat', 1, 'can', {
    mass: true,
    g: 'ham',
    ready: true,
    s: ['spam', 'canned ham', 'tinned ham', 'canned luncheon meat', 'tinned luncheon meat'],
  }),
  fish_cake: seafood('Korean fish cake', 200, 'g', {
    g: 'fish-cake',
    ready: true,
    s: [
      'eomuk',
      'odeng',
      'fish cake sheet',
      'kamaboko',
      'chikuwa',
      'narutomaki',
      'fish ball',
      'fishball',
    ],
  }),
  dried_shrimp: seafood('dried shrimp', 30, 'g', {
    mass: true,
    g: 'dried-shrimp',
    ready: true,
    s: ['dried prawn', 'hae bee', 'tom kho', 'dried baby shrimp', 'udang kering'],
  }),

  // ---- vegetables -----------------------------------------------------------------------------
  mung_bean: legume('mung bean', 250, 'g', {
    g: 'mung-bean',
    s: [
      'moong',
      'moong bean',
      'whole moong',
      'green gram',
      'whole mung bean',
      'green mung bean',
      'monggo',
      'mongo bean',
      'munggo',
    ],
  }),
  water_spinach: veg('water spinach', 300, 'g', {
    mass: true,
    g: 'leafy-green',
    cook: 'quick',
    s: [
      'morning glory',
      'kangkung',
      'kangkong',
      'ong choy',
      'rau muong',
      'pak boong',
      'swamp cabbage',
    ],
  }),
  wood_ear: veg('wood ear mushroom', 10, 'g', {
    g: 'wood-ear',
    cook: 'quick',
    s: [
      'wood ear',
      'black fungus',
      'cloud ear',
      'cloud ear fungus',
      'dried black fungus',
      'tree ear',
      'woodear mushroom',
    ],
  }),

  // ---- sauces, pastes and seasonings ----------------------------------------------------------
  dashi_granules: condiment('dashi granules', 2, 'tsp', {
    g: 'dashi',
    s: [
      'instant dashi',
      'dashi powder',
      'hondashi',
      'dashi stock powder',
      'dashi stock granules',
      'dashi pack',
    ],
  }),
  bonito_flakes: condiment('bonito flakes', 5, 'g', {
    g: 'bonito',
    ready: true,
    s: ['katsuobushi', 'bonito flake', 'dried bonito flakes', 'hanakatsuo', 'fish flakes'],
  }),
  tonkatsu_sauce: condiment('tonkatsu sauce', 4, 'tbsp', {
    g: 'tonkatsu-sauce',
    s: [
      'katsu sauce',
      'bulldog sauce',
      'okonomiyaki sauce',
      'okonomi sauce',
      'yakisoba sauce',
      'otafuku sauce',
    ],
  }),
  pickled_ginger: condiment('pickled ginger', 2, 'tbsp', {
    g: 'pickled-ginger',
    s: ['sushi ginger', 'gari', 'beni shoga', 'red pickled ginger', 'pink pickled ginger'],
  }),
  shrimp_paste: condiment('shrimp paste', 1, 'tsp', {
    g: 'shrimp-paste',
    s: [
      'belacan',
      'blachan',
      'kapi',
      'terasi',
      'trassi',
      'bagoong',
      'mam tom',
      'fermented shrimp paste',
    ],
  }),
  crispy_shallots: condiment('crispy fried shallots', 4, 'tbsp', {
    g: 'crispy-shallots',
    ready: true,
    s: [
      'fried shallots',
      'crispy shallots',
      'fried shallot',
      'crispy shallot',
      'bawang goreng',
      'hom jiew',
      'hanh phi',
    ],
  }),
  shichimi: spice('shichimi togarashi', 0.5, 'tsp', {
    g: 'chilli-powder',
    s: [
      'shichimi',
      'togarashi',
      'japanese seven spice',
      'japanese chilli pepper',
      'ichimi togarashi',
      'nanami togarashi',
    ],
  }),
} satisfies Record<string, IngredientSpec>;
