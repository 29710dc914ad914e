import type { IngredientSpec } from '../../types';
import {
  baking,
  bread,
  condiment,
  fruit,
  grain,
  herb,
  legume,
  liquid,
  protein,
  seafood,
  spice,
  sweet,
  veg,
} from '../build';

/** Ingredients particular to Chinese, Japanese, Korean, Vietnamese, Thai and Southeast Asian cooking. Shared, everyday ingredients live in `core.ts`. */
export const EAST_ASIA_INGREDIENTS = {
  // ---- wrappers and pancakes ------------------------------------------------------------------
  // most wonton wrappers are made with egg as well as wheat
  wonton_wrapper: bread('wonton wrapper', 24, '', {
    c: ['egg', 'gluten'],
    mass: false,
    g: 'dumpling-wrapper',
    s: ['wonton skin', 'won ton wrapper', 'wonton pastry', 'wonton sheet', 'wanton wrapper'],
  }),
  dumpling_wrapper: bread('dumpling wrapper', 30, '', {
    c: ['gluten'],
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
  // egg roll wrappers, one of its names, are made with egg
  spring_roll_wrapper: bread('spring roll wrapper', 20, '', {
    c: ['egg', 'gluten'],
    mass: false,
    g: 'spring-roll-wrapper',
    s: [
      'spring roll pastry',
      'spring roll sheet',
      'spring roll skin',
      'lumpia wrapper',
      'egg roll wrapper',
      'popiah skin',
      'brik pastry',
      'brik pastry sheet',
      'brick pastry',
      'feuille de brick',
      'feuilles de brick',
      'malsouka',
    ],
  }),
  rice_paper: bread('rice paper wrapper', 12, '', {
    c: [],
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
    c: ['gluten'],
    mass: false,
    g: 'chinese-pancake',
    ready: true,
    s: ['mandarin pancake', 'peking duck pancake', 'duck pancake', 'chun bing', 'peking pancake'],
  }),

  // ---- noodles, rice cakes and flours ---------------------------------------------------------
  sweet_potato_noodles: grain('sweet potato noodles', 250, 'g', {
    c: [],
    g: 'noodles',
    s: [
      'dangmyeon',
      'korean glass noodles',
      'japchae noodles',
      'korean vermicelli',
      'sweet potato glass noodles',
      'sweet potato starch noodles',
      // a visitor who says kumara for sweet potato reads their noodles so too
      'kumara noodles',
      'kumara starch noodles',
    ],
  }),
  // rice, water and salt; wheat tteok is sold under its own name
  tteok: grain('Korean rice cake', 500, 'g', {
    c: [],
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
  // Cantonese lo bak go: grated daikon set in rice flour with Chinese sausage and dried shrimp,
  // bought or left over steamed, and sliced and pan-fried to eat
  turnip_cake: grain('turnip cake', 500, 'g', {
    c: ['meat', 'crustacean'],
    mass: true,
    ready: true,
    safe: 'reheat',
    s: [
      'lo bak go',
      'loh bak go',
      'lo bak gou',
      'radish cake',
      'chinese turnip cake',
      'daikon cake',
    ],
  }),
  rice_flour: baking('rice flour', 200, 'g', {
    c: [],
    g: 'rice-flour',
    s: ['white rice flour', 'bot gao', 'tepung beras'],
  }),

  // ---- meat and seafood -----------------------------------------------------------------------
  // filling unknown: pork, chicken and prawn are all common, seasoned with soy sauce and sesame oil
  // in wheat (often egg) wrappers
  frozen_dumpling: protein('frozen dumpling', 24, '', {
    c: ['meat', 'poultry', 'crustacean', 'egg', 'gluten', 'soy', 'sesame'],
    g: 'dumpling',
    s: [
      'siu mai',
      'sui mai',
      'shumai',
      'shu mai',
      'siomai',
      'har gow',
      'har gau',
      'dim sum',
      'frozen dim sum',
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
      'prawn dumpling',
      'wonton',
      'dim sum',
      'frozen dim sum',
    ],
  }),
  // cured with soy sauce (brewed with wheat)
  chinese_sausage: protein('Chinese sausage', 4, '', {
    c: ['meat', 'gluten', 'soy'],
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
  // glazed with hoisin and soy sauce (wheat, soya, often sesame) and usually honey
  char_siu: protein('char siu pork', 300, 'g', {
    c: ['meat', 'gluten', 'soy', 'sesame', 'honey'],
    mass: true,
    g: 'cooked-pork',
    safe: 'reheat',
    ready: true,
    s: ['char siu', 'cha siu', 'chinese barbecue pork', 'chinese bbq pork', 'chinese roast pork'],
  }),
  luncheon_meat: protein('luncheon meat', 1, 'can', {
    c: ['meat'],
    mass: true,
    g: 'ham',
    ready: true,
    s: ['spam', 'canned ham', 'tinned ham', 'canned luncheon meat', 'tinned luncheon meat'],
  }),
  // eomuk is bound with wheat flour, kamaboko often with egg white
  fish_cake: seafood('Korean fish cake', 200, 'g', {
    c: ['fish', 'egg', 'gluten'],
    g: 'fish-cake',
    ready: true,
    s: [
      'fish tofu',
      'fish tofu balls',
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
    c: ['crustacean'],
    mass: true,
    g: 'dried-shrimp',
    ready: true,
    s: ['dried prawn', 'hae bee', 'tom kho', 'dried baby shrimp', 'udang kering'],
  }),

  // ---- vegetables -----------------------------------------------------------------------------
  mung_bean: legume('mung bean', 250, 'g', {
    c: [],
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
    c: [],
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
    c: [],
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
  // bonito, and hondashi and most other granules list lactose
  dashi_granules: condiment('dashi granules', 2, 'tsp', {
    c: ['fish', 'milk'],
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
    c: ['fish'],
    g: 'bonito',
    ready: true,
    s: ['katsuobushi', 'bonito flake', 'dried bonito flakes', 'hanakatsuo', 'fish flakes'],
  }),
  // made with soy sauce (brewed with wheat)
  tonkatsu_sauce: condiment('tonkatsu sauce', 4, 'tbsp', {
    c: ['gluten', 'soy'],
    g: 'tonkatsu-sauce',
    s: ['katsu sauce', 'bulldog sauce', 'yakisoba sauce'],
  }),
  pickled_ginger: condiment('pickled ginger', 2, 'tbsp', {
    c: [],
    g: 'pickled-ginger',
    s: ['sushi ginger', 'gari', 'beni shoga', 'red pickled ginger', 'pink pickled ginger'],
  }),
  // 'bagoong' is fish paste as well as shrimp paste
  shrimp_paste: condiment('shrimp paste', 1, 'tsp', {
    c: ['fish', 'crustacean'],
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
  // most are dusted with wheat flour before frying
  // the crunchy fried noodles sold in bags for scattering over salads and chop suey: a topping,
  // never boiled
  crispy_noodles: condiment('crispy chow mein noodles', 50, 'g', {
    c: ['gluten', 'egg'],
    g: 'crispy-shallots',
    ready: true,
    f: 'neutral',
    s: [
      'crispy noodles',
      'crunchy noodles',
      'crispy noodle',
      'crunchy chow mein noodles',
      'chow mein crispy noodles',
      'fried chow mein noodles',
      'crispy fried noodles',
    ],
  }),
  // bottled Asian-style salad dressing: oil, rice vinegar, soy, sesame and ginger
  sesame_ginger_dressing: condiment('sesame ginger dressing', 4, 'tbsp', {
    c: ['soy', 'gluten', 'sesame'],
    s: [
      'ginger sesame dressing',
      'sesame and ginger dressing',
      'asian sesame dressing',
      'asian sesame ginger dressing',
      'sesame ginger vinaigrette',
      'asian salad dressing',
    ],
  }),
  crispy_shallots: condiment('crispy fried shallots', 4, 'tbsp', {
    c: ['gluten'],
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
  // the seven spices include white and black sesame seeds
  shichimi: spice('shichimi togarashi', 0.5, 'tsp', {
    c: ['sesame'],
    g: 'chilli-powder',
    s: ['shichimi', 'togarashi', 'japanese seven spice', 'nanami togarashi'],
  }),
  // ---- jars, packets and snacks visitors type ------------------------------------------------
  // Malaysian and Singaporean coconut jam: coconut milk, eggs, sugar and pandan
  kaya: sweet('kaya', 3, 'tbsp', {
    c: ['egg'],
    g: 'sweet-spread',
    s: ['kaya jam', 'coconut jam', 'srikaya', 'seri kaya', 'pandan kaya', 'coconut egg jam'],
  }),
  // like tonkatsu sauce, thicker and sweeter: Otafuku's holds soy sauce (wheat) and oyster extract
  okonomiyaki_sauce: condiment('okonomiyaki sauce', 4, 'tbsp', {
    c: ['gluten', 'soy', 'mollusc'],
    g: 'tonkatsu-sauce',
    s: ['okonomi sauce', 'otafuku sauce', 'otafuku okonomi sauce', 'takoyaki sauce'],
  }),
  // Japanese curry blocks: a wheat-flour roux with curry spice, set in Japan with beef and pork fat;
  // many hold milk, soya and celery
  curry_roux: condiment('Japanese curry roux', 100, 'g', {
    c: ['gluten', 'meat', 'milk', 'soy', 'celery'],
    g: 'katsu-sauce',
    s: [
      'curry roux',
      'golden curry',
      's&b golden curry',
      's&b curry',
      'vermont curry',
      'house vermont curry',
      'java curry',
      'japanese curry blocks',
      'curry roux blocks',
      'japanese curry cubes',
      'curry blocks',
      'japanese curry mix',
    ],
  }),
  // seaweed and sesame rice seasoning, most with bonito flakes and soy sauce
  furikake: spice('furikake', 1, 'tbsp', {
    c: ['sesame', 'fish', 'soy', 'gluten'],
    s: ['furikake seasoning', 'rice seasoning', 'japanese rice seasoning', 'nori furikake'],
  }),
  // citrus soy sauce, most seasoned with bonito dashi
  ponzu: condiment('ponzu', 3, 'tbsp', {
    c: ['soy', 'gluten', 'fish'],
    s: ['ponzu sauce', 'ponzu shoyu', 'citrus soy sauce', 'yuzu ponzu'],
  }),
  yuzu: fruit('yuzu', 2, '', {
    c: [],
    f: 'both',
    g: 'citrus',
    s: ['yuzu juice', 'yuzu fruit', 'bottled yuzu juice', 'yuzu zest'],
  }),
  // the small sour Philippine citrus of bistek and pancit; lemon or lime stands in
  calamansi: fruit('calamansi', 10, '', {
    c: [],
    f: 'both',
    g: 'citrus',
    pl: 'calamansi',
    s: ['kalamansi', 'calamondin', 'calamansi lime', 'philippine lime', 'calamansi juice'],
  }),
  // Korean fermented soybean paste; most are made with wheat flour as well
  doenjang: condiment('doenjang', 2, 'tbsp', {
    c: ['soy', 'gluten'],
    g: 'miso',
    s: ['korean soybean paste', 'korean bean paste', 'doenjang paste', 'dwenjang', 'daenjang'],
  }),
  // doenjang and gochujang with sesame oil, garlic and sesame seeds
  ssamjang: condiment('ssamjang', 3, 'tbsp', {
    c: ['soy', 'gluten', 'sesame'],
    g: 'gochujang',
    s: ['ssam sauce', 'ssamjang paste', 'korean dipping paste', 'ssam jang'],
  }),
  // roasted laver brushed with sesame or sunflower oil and salted
  seaweed_snack: veg('seaweed snacks', 10, 'g', {
    c: ['sesame'],
    mass: true,
    ready: true,
    s: ['seaweed snack', 'roasted seaweed snacks', 'seasoned seaweed', 'seasoned seaweed snacks'],
  }),
  // sachets of miso with dashi (bonito), wakame and tofu; some misos are made with barley
  instant_miso_soup: liquid('instant miso soup', 2, 'pack', {
    c: ['soy', 'fish', 'gluten'],
    s: [
      'miso soup packet',
      'miso soup sachet',
      'instant miso soup sachet',
      'miso soup mix',
      'instant miso',
      'miso soup',
    ],
  }),
  // wheat flour with starch and raising agent; some add egg powder
  tempura_flour: baking('tempura batter mix', 150, 'g', {
    c: ['gluten', 'egg'],
    s: ['tempura batter', 'tempura flour', 'tempura mix', 'tempura powder', 'tempura batter flour'],
  }),
  // Filipino tamarind soup base (Knorr Sinigang sa Sampalok): tamarind powder, salt and flavour
  // enhancers, some with hydrolysed wheat or soya protein. It sours a sinigang as tamarind does
  sinigang_mix: spice('tamarind soup mix', 1, 'pack', {
    c: ['gluten', 'soy'],
    g: 'tamarind',
    s: [
      'sinigang mix',
      'sinigang sa sampalok mix',
      'knorr sinigang',
      'knorr sinigang mix',
      'sinigang base',
      'tamarind soup base',
      'sinigang powder',
      'sinigang seasoning',
      'sinigang packet',
    ],
  }),
  // the Chinese-American fried roll: its wrapper is made with egg as well as wheat
  egg_roll: bread('egg roll', 8, '', {
    c: ['gluten', 'egg', 'soy', 'sesame'],
    g: 'spring-roll',
    s: ['frozen egg rolls', 'vegetable egg rolls', 'mini egg rolls', 'eggroll'],
  }),
  // honey, soy sauce (wheat), hoisin and five-spice
  char_siu_sauce: condiment('char siu sauce', 4, 'tbsp', {
    c: ['soy', 'gluten', 'sesame', 'honey'],
    g: 'hoisin',
    s: [
      'chinese barbecue sauce',
      'chinese bbq sauce',
      'lee kum kee char siu sauce',
      'cha siu sauce',
    ],
  }),
  // Chinkiang vinegar is brewed from glutinous rice with wheat bran
  black_vinegar: condiment('Chinese black vinegar', 2, 'tbsp', {
    c: ['gluten'],
    g: 'vinegar',
    s: [
      'black vinegar',
      'chinkiang vinegar',
      'zhenjiang vinegar',
      'chinese black rice vinegar',
      'chingkiang vinegar',
    ],
  }),
  // pork cooked with soy sauce and sugar, then dried and fluffed
  pork_floss: protein('pork floss', 50, 'g', {
    c: ['meat', 'soy', 'gluten'],
    mass: true,
    ready: true,
    s: ['rousong', 'meat floss', 'pork sung', 'bak hu'],
  }),
  // dried green laver flakes, sprinkled over okonomiyaki, takoyaki and yakisoba
  aonori: spice('aonori', 1, 'tbsp', {
    c: [],
    g: 'seaweed',
    s: [
      'ao nori',
      'aonori flakes',
      'aonori powder',
      'green laver',
      'green nori flakes',
      'seaweed flakes',
      'nori flakes',
      'nori powder',
    ],
  }),
  // fermented paste of yuzu peel, green chilli and salt
  yuzu_kosho: condiment('yuzu kosho', 1, 'tsp', {
    c: [],
    s: ['yuzukosho', 'yuzu kosho paste', 'yuzu chilli paste', 'yuzu pepper paste'],
  }),
  // long leaves tied in a knot to scent rice, curries and sweets
  pandan: herb('pandan leaf', 4, '', {
    c: [],
    g: 'pandan',
    mass: false,
    f: 'both',
    s: [
      'pandan leaves',
      'pandan',
      'daun pandan',
      'screwpine leaf',
      'screwpine leaves',
      'frozen pandan leaves',
    ],
  }),
  // the bottled green paste (or extract) of the leaves that colours and scents chiffon cakes and kuih
  pandan_paste: baking('pandan paste', 1, 'tsp', {
    c: [],
    f: 'sweet',
    s: ['pandan extract', 'pandan essence', 'pandan flavouring', 'pandan flavoring'],
  }),
  // pounded glutinous rice cakes, plain or filled with sweet bean paste (daifuku)
  mochi: sweet('mochi', 6, '', {
    c: [],
    mass: false,
    ready: true,
    s: ['daifuku', 'kirimochi', 'mochi rice cake', 'japanese rice cake'],
  }),

  // ikan bilis, myeolchi, niboshi: tiny dried fish fried crisp or simmered for stock
  dried_anchovy: seafood('dried anchovy', 50, 'g', {
    c: ['fish'],
    mass: true,
    pl: 'dried anchovies',
    s: [
      'dried anchovies',
      'ikan bilis',
      'dried ikan bilis',
      'myeolchi',
      'niboshi',
      'dried baby anchovies',
    ],
  }),
} satisfies Record<string, IngredientSpec>;
