import type { IngredientSpec } from '../../types';
import { baking, dairy, fruit, grain, herb, liquid, nut, sweet } from '../build';

/** Ingredients of baking, desserts, sweet breakfasts and drinks. Shared, everyday ingredients live in `core.ts`. */
export const SWEET_INGREDIENTS = {
  // ---- flours, grains and starches -------------------------------------------------------
  red_food_colouring: baking('red food colouring', 1, 'tsp', {
    c: [],
    s: [
      'red food coloring',
      'red gel food colouring',
      'red food gel',
      'food colouring',
      'food coloring',
    ],
  }),
  fine_semolina: grain('fine semolina', 200, 'g', {
    c: ['gluten'],
    g: 'semolina',
    s: [
      'semolina flour',
      'durum semolina',
      'sooji',
      'suji',
      'rava',
      'sooji rava',
      'farina',
      'cream of wheat',
    ],
  }),
  chapati_flour: baking('chapati flour', 300, 'g', {
    c: ['gluten'],
    g: 'flour',
    s: ['atta', 'atta flour', 'chakki atta', 'roti flour', 'whole wheat atta', 'durum atta'],
  }),
  poha: grain('poha', 150, 'g', {
    c: [],
    g: 'poha',
    s: ['flattened rice', 'beaten rice', 'rice flakes', 'aval', 'pohe', 'chiwda rice'],
  }),
  // "glutinous" means sticky: rice holds no gluten
  glutinous_rice_flour: baking('glutinous rice flour', 200, 'g', {
    c: [],
    g: 'glutinous-rice-flour',
    s: ['sweet rice flour', 'mochiko', 'shiratamako', 'sticky rice flour', 'mochi flour'],
  }),
  cassava_starch: baking('sour cassava starch', 250, 'g', {
    c: [],
    g: 'cassava-starch',
    s: [
      'polvilho azedo',
      'polvilho',
      'polvilho doce',
      'sweet cassava starch',
      'cassava starch',
      'manioc starch',
      'tapioca starch',
      'tapioca flour',
    ],
  }),

  // ---- dairy -----------------------------------------------------------------------------
  milk_powder: dairy('milk powder', 100, 'g', {
    c: ['milk'],
    g: 'milk-powder',
    s: ['powdered milk', 'dried milk', 'dry milk', 'full-cream milk powder', 'whole milk powder'],
  }),

  // ---- fruit, flowers and seeds ---------------------------------------------------------
  acai: fruit('açaí', 400, 'g', {
    c: [],
    mass: true,
    g: 'acai',
    s: [
      'acai',
      'acai puree',
      'açaí purée',
      'frozen açaí purée',
      'acai pulp',
      'acai berry',
      'frozen acai',
      'acai pack',
    ],
  }),
  hibiscus: herb('dried hibiscus flowers', 30, 'g', {
    c: [],
    f: 'sweet',
    g: 'hibiscus',
    s: [
      'hibiscus',
      'hibiscus flower',
      'dried hibiscus',
      'flor de jamaica',
      'jamaica flowers',
      'roselle',
      'zobo leaves',
      'bissap',
      'sorrel flowers',
    ],
  }),
  poppy_seed: nut('poppy seed', 1, 'tbsp', {
    c: [],
    g: 'seed',
    s: ['blue poppy seed', 'poppyseed', 'mohn'],
  }),

  // ---- sweet things ----------------------------------------------------------------------
  // traditional mincemeat holds beef suet, floured suet has wheat, and the mixed peel sulphur
  // dioxide
  mincemeat: sweet('mincemeat', 400, 'g', {
    c: ['meat', 'gluten', 'sulphites'],
    g: 'mincemeat',
    s: ['fruit mincemeat', 'mince pie filling', 'christmas mincemeat'],
  }),
  red_bean_paste: sweet('sweet red bean paste', 250, 'g', {
    c: [],
    g: 'bean-paste',
    s: ['red bean paste', 'anko', 'adzuki bean paste', 'azuki bean paste', 'tsubuan', 'koshian'],
  }),
  dulce_de_leche: sweet('dulce de leche', 400, 'g', {
    c: ['milk'],
    g: 'caramel',
    f: 'sweet',
    s: [
      'doce de leite',
      'cajeta',
      'arequipe',
      'manjar',
      'manjar blanco',
      'carnation caramel',
      'caramelised condensed milk',
      'boiled condensed milk',
    ],
  }),

  // ---- tea -------------------------------------------------------------------------------
  matcha: sweet('matcha', 2, 'tsp', {
    c: [],
    g: 'matcha',
    s: [
      'matcha powder',
      'green tea powder',
      'powdered green tea',
      'matcha green tea',
      'matcha green tea powder',
      'culinary matcha',
      'ceremonial matcha',
    ],
  }),
  chai_tea: liquid('chai tea bag', 4, '', {
    c: [],
    mass: false,
    g: 'tea',
    f: 'sweet',
    s: ['chai', 'chai tea', 'masala chai', 'masala chai tea bag', 'chai teabag', 'spiced chai'],
  }),

  // ---- spirits and liqueurs ---------------------------------------------------------------
  campari: liquid('Campari', 100, 'ml', {
    c: [],
    g: 'aperitif',
    f: 'both',
    s: ['campari bitter', 'bitter aperitivo', 'red bitter aperitif'],
  }),
  aperol: liquid('Aperol', 150, 'ml', {
    c: [],
    g: 'aperitif',
    f: 'sweet',
    s: ['aperol aperitivo'],
  }),
  pimms: liquid("Pimm's", 200, 'ml', {
    c: [],
    f: 'sweet',
    s: ["pimm's no. 1", 'pimms no 1', 'pimms', 'fruit cup', 'summer cup'],
  }),
  coffee_liqueur: liquid('coffee liqueur', 50, 'ml', {
    c: [],
    g: 'liqueur',
    f: 'sweet',
    s: ['kahlua', 'kahlúa', 'tia maria', 'coffee liquor'],
  }),
  cachaca: liquid('cachaça', 100, 'ml', {
    c: [],
    g: 'rum',
    s: ['cachaca', 'pinga', 'brazilian rum'],
  }),
  tomato_juice: liquid('tomato juice', 400, 'ml', {
    c: [],
    f: 'savoury',
    s: ['tomato juice cocktail'],
  }),
  // distilled: EU law exempts cereal spirits from the gluten label
  whisky: liquid('whisky', 50, 'ml', {
    c: [],
    g: 'whisky',
    s: [
      'whiskey',
      'scotch',
      'scotch whisky',
      'irish whiskey',
      'bourbon',
      'rye whiskey',
      'malt whisky',
    ],
  }),
  tequila: liquid('tequila', 100, 'ml', {
    c: [],
    g: 'tequila',
    s: ['blanco tequila', 'silver tequila', 'reposado tequila', 'mezcal'],
  }),
  orange_liqueur: liquid('orange liqueur', 50, 'ml', {
    c: [],
    g: 'liqueur',
    f: 'sweet',
    s: ['triple sec', 'cointreau', 'grand marnier', 'curacao', 'curaçao'],
  }),
  kirsch: liquid('kirsch', 3, 'tbsp', {
    c: [],
    g: 'brandy',
    f: 'sweet',
    s: ['kirschwasser', 'cherry brandy', 'cherry liqueur'],
  }),
  // Rice Krispies and most crisped rice cereals are flavoured with barley malt
  crispy_rice_cereal: grain('crispy rice cereal', 100, 'g', {
    c: ['gluten'],
    g: 'cereal',
    ready: true,
    s: ['rice krispies', 'rice krispie', 'rice bubbles', 'rice pops', 'puffed rice cereal'],
  }),
  // nougat and caramel under milk chocolate; milk powder, barley malt, egg white and soya lecithin
  chocolate_caramel_bar: sweet('Mars bar', 4, '', {
    c: ['milk', 'gluten', 'egg', 'soy'],
    mass: false,
    g: 'chocolate-bar',
    s: ['mars bars', 'milky way bar', 'chocolate caramel bar', 'chocolate nougat bar'],
  }),
  // cream, Irish whiskey and sugar
  cream_liqueur: liquid('Irish cream liqueur', 50, 'ml', {
    c: ['milk'],
    g: 'liqueur',
    f: 'sweet',
    s: ['baileys', 'baileys irish cream', 'irish cream', 'cream liqueur'],
  }),
  // the tubs sold beside cake mixes are sugar, palm oil and glucose syrup; a homemade buttercream or
  // cream cheese frosting is made from its own butter or cream cheese
  ready_frosting: sweet('ready-made frosting', 400, 'g', {
    c: [],
    g: 'frosting',
    s: [
      'frosting',
      'tub of frosting',
      'chocolate frosting',
      'vanilla frosting',
      'buttercream frosting',
      'ready to spread icing',
      'ready-to-spread frosting',
    ],
  }),
  // baked: buttery shortcrust round mincemeat (suet, wheat, peel with sulphur dioxide)
  mince_pie: sweet('mince pie', 6, '', {
    c: ['meat', 'gluten', 'milk', 'egg', 'sulphites'],
    mass: false,
    g: 'mince-pie',
    ready: true,
    s: ['leftover mince pies', 'shop-bought mince pies', 'christmas mince pies'],
  }),
  // milk chocolate shells, some with soya lecithin
  easter_egg: sweet('chocolate Easter egg', 200, 'g', {
    c: ['milk', 'soy'],
    g: 'chocolate',
    prep: 'broken into pieces',
    s: ['easter egg', 'leftover easter eggs', 'chocolate easter eggs', 'mini eggs', 'creme eggs'],
  }),
  // peanuts, caramel and nougat in milk chocolate
  chocolate_peanut_bar: sweet('Snickers bar', 4, '', {
    c: ['milk', 'peanut', 'egg', 'soy'],
    mass: false,
    g: 'chocolate-bar',
    s: ['snickers', 'snickers bars', 'fun size snickers'],
  }),
  // peanut butter in milk chocolate cups
  peanut_butter_cup: sweet("Reese's peanut butter cup", 8, '', {
    c: ['milk', 'peanut', 'soy'],
    mass: false,
    g: 'chocolate-bar',
    s: ["reese's cups", 'reeses cups', 'reese cups', 'peanut butter cups', "reese's", 'reeses'],
  }),
} satisfies Record<string, IngredientSpec>;
