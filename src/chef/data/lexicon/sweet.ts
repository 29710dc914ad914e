import type { IngredientSpec } from '../../types';
import { baking, bread, condiment, dairy, fruit, grain, herb, liquid, nut, sweet } from '../build';

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
      'malt o meal',
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
      'dried sorrel',
      'sorrel drink',
      'jamaican sorrel',
      'dried sorrel flowers',
      'hibiscus',
      'hibiscus flower',
      'dried hibiscus',
      'flor de jamaica',
      'jamaica flowers',
      'roselle',
      'zobo leaves',
      'bissap',
      'sorrel flowers',
      'dried sorrel hibiscus flowers',
      'sorrel hibiscus flowers',
      'sorrel hibiscus',
    ],
  }),
  // culinary lavender, for London fog, shortbread and syrups: a pinch is plenty
  lavender: herb('dried lavender', 1, 'tsp', {
    c: [],
    f: 'sweet',
    s: [
      'lavender',
      'culinary lavender',
      'dried lavender flowers',
      'lavender flowers',
      'lavender buds',
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
      'tin of caramel',
      'can of caramel',
      'tinned caramel',
      'canned caramel',
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
    s: [
      'rice krispies',
      'rice krispie',
      'rice bubbles',
      'rice pops',
      'puffed rice cereal',
      'coco pops',
      'cocoa pops',
      // Rice Chex is made without malt, but it is read with the crisped rice cereals, gluten and all,
      // rather than as raw rice
      'rice chex',
      'chex',
      'corn chex',
      'chex cereal',
    ],
  }),
  // nougat and caramel under milk chocolate; milk powder, barley malt, egg white and soya lecithin
  chocolate_caramel_bar: sweet('Mars bar', 4, '', {
    c: ['milk', 'gluten', 'egg', 'soy'],
    mass: false,
    g: 'chocolate-bar',
    s: [
      'twix',
      'rolos',
      'rolo',
      'caramel chocolate bar',
      'mars bars',
      'milky way bar',
      'chocolate caramel bar',
      'chocolate nougat bar',
    ],
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
      'ready-made icing',
      'tub of icing',
      'betty crocker icing',
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
  // ---- sweets, bakes and baking things visitors type ----------------------------------------
  // bought: yeasted, fried and glazed or sugared (wheat, milk, egg and soya). Dishes that fry their
  // own (mandazi, loukoumades, puff-puff) call them doughnuts too: "doughnut" is in `DISH_MAKES`
  doughnut: bread('glazed doughnut', 6, '', {
    c: ['gluten', 'milk', 'egg', 'soy'],
    mass: false,
    g: 'viennoiserie',
    ready: true,
    s: [
      'doughnut',
      'donut',
      'glazed donut',
      'krispy kreme',
      'krispy kreme doughnut',
      'ring doughnut',
      'iced doughnut',
      'sugared doughnut',
      'day-old doughnut',
      'stale doughnut',
      'leftover doughnut',
    ],
  }),
  // bought yeasted swirls with cinnamon sugar, most iced
  cinnamon_roll: bread('cinnamon roll', 6, '', {
    c: ['gluten', 'milk', 'egg', 'soy'],
    mass: false,
    g: 'viennoiserie',
    ready: true,
    s: ['cinnamon bun', 'cinnamon swirl', 'cinnabon', 'iced cinnamon roll'],
  }),
  // orange jelly and chocolate on a sponge base: wheat, egg, milk and soya lecithin
  jaffa_cake: sweet('Jaffa cake', 12, '', {
    c: ['gluten', 'egg', 'milk', 'soy'],
    mass: false,
    g: 'sponge',
    s: ['mcvities jaffa cakes', 'jaffa cake biscuits'],
  }),
  // candied in syrup and coloured; most hold sulphur dioxide. For cakes, and the cherry on top
  glace_cherry: sweet('glacé cherry', 100, 'g', {
    c: ['sulphites'],
    mass: false,
    g: 'candied-peel',
    s: [
      'candied cherry',
      'cocktail cherry',
      'maraschino cherry',
      'natural glace cherries',
      'red glace cherries',
    ],
  }),
  // ground almonds and sugar; some are bound with egg white
  marzipan: sweet('marzipan', 250, 'g', {
    c: ['tree-nut', 'egg'],
    s: [
      'almond paste',
      'white marzipan',
      'golden marzipan',
      'ready to roll marzipan',
      'ready-rolled marzipan',
    ],
  }),
  // ready-to-roll sugarpaste: sugar, glucose syrup and palm oil
  fondant_icing: sweet('ready-to-roll icing', 500, 'g', {
    c: [],
    s: [
      'fondant icing',
      'sugarpaste',
      'sugar paste',
      'roll out icing',
      'ready-rolled icing',
      'renshaw icing',
      'rolled fondant',
    ],
  }),
  // royal icing sugar holds dried egg white
  royal_icing: sweet('royal icing sugar', 500, 'g', {
    c: ['egg'],
    g: 'icing-sugar',
    s: ['royal icing', 'royal icing mix', 'royal icing powder'],
  }),
  // homemade or leftover: butter beaten with icing sugar (cake recipes make their own, so
  // "buttercream" is in `DISH_MAKES`)
  buttercream: sweet('buttercream icing', 400, 'g', {
    c: ['milk'],
    g: 'frosting',
    s: [
      'buttercream',
      'leftover buttercream',
      'homemade buttercream',
      'butter icing',
      'tub of buttercream',
    ],
  }),
  cream_cheese_frosting: sweet('cream cheese frosting', 400, 'g', {
    c: ['milk'],
    g: 'frosting',
    s: ['cream cheese icing', 'tub of cream cheese frosting', 'cream cheese frosting tub'],
  }),
  // Heath bits and Bits o' Brickle: butter toffee with almonds, some coated in milk chocolate
  toffee_bits: sweet('toffee bits', 100, 'g', {
    c: ['milk', 'soy', 'tree-nut'],
    g: 'caramel',
    s: [
      'toffee pieces',
      'heath bits',
      'heath toffee bits',
      'heath bar',
      'bits o brickle',
      'toffee chips',
      'chocolate toffee bits',
      'daim',
      'daim bar',
      'dime bar',
    ],
  }),
  // sugar, palm kernel oil and skimmed milk, with soya lecithin
  butterscotch_chips: sweet('butterscotch chips', 150, 'g', {
    c: ['milk', 'soy'],
    g: 'chocolate',
    s: ['butterscotch chip', 'butterscotch morsels', 'caramel chips'],
  }),
  // peanut butter, sugar and palm oil with milk and soya lecithin (Reese's)
  peanut_butter_chips: sweet('peanut butter chips', 150, 'g', {
    c: ['peanut', 'milk', 'soy'],
    g: 'chocolate',
    s: ['peanut butter chip', 'reeses peanut butter chips', 'peanut butter morsels'],
  }),
  // sugar-shelled chocolate buttons and malt balls: milk and soya; Smarties and Maltesers hold wheat
  // or barley, Revels peanuts, and plain M&M's are made beside the peanut ones
  chocolate_sweets: sweet('chocolate sweets', 150, 'g', {
    c: ['milk', 'soy', 'gluten', 'peanut'],
    g: 'chocolate',
    s: [
      'andes mints',
      'andes mint',
      'andes chocolate mints',
      'm&ms',
      'mandms',
      'mini m&ms',
      'peanut m&ms',
      'smarties',
      'maltesers',
      'minstrels',
      'revels',
      'chocolate candies',
      'candy coated chocolate',
      'candy-coated chocolates',
      'after eight',
      'after eight mints',
      'chocolate mints',
    ],
  }),
  // a bag of mixed fun-size bars: Snickers and Butterfingers (peanuts), Twix and Kit Kats (wheat),
  // Almond Joys and Heath (almonds), nougat with egg white, all in milk chocolate with soya lecithin
  candy_bars: sweet('fun-size chocolate bars', 300, 'g', {
    c: ['milk', 'soy', 'gluten', 'peanut', 'tree-nut', 'egg'],
    g: 'chocolate-bar',
    s: [
      'roses chocolates',
      'cadbury roses',
      'heroes chocolates',
      'miniature heroes',
      'halloween candy',
      'leftover halloween candy',
      'trick or treat candy',
      'leftover candy',
      'candy bars',
      'candy bar',
      'fun size candy bars',
      'mini chocolate bars',
      'miniature chocolate bars',
      'leftover chocolate bars',
      'kit kat',
      'kitkat',
      'kit kats',
      'butterfinger',
      'butterfingers',
      'three musketeers',
      'baby ruth',
      'almond joy',
      'mounds bar',
      'cadbury heroes',
      'celebrations chocolates',
      'quality street',
      'christmas chocolates',
      'selection box',
    ],
  }),
  // gelatine-set fruit gums and jellies; jelly beans and Skittles are set with starch instead
  jelly_sweets: sweet('jelly sweets', 150, 'g', {
    c: ['gelatine'],
    s: [
      'gummy bears',
      'gummy bear',
      'gummies',
      'gummy sweets',
      'gummy worms',
      'gummy candy',
      'haribo',
      'jelly babies',
      'jelly baby',
      'wine gums',
      'fruit pastilles',
      'jelly beans',
      'jelly bean',
      'skittles',
      'starburst',
      'sour sweets',
      'fizzy sweets',
      'jelly tots',
    ],
  }),
  candy_cane: sweet('candy cane', 6, '', {
    c: [],
    mass: false,
    s: [
      'peppermint candy',
      'peppermint candies',
      'crushed candy canes',
      'peppermint sweets',
      'polo mints',
      'starlight mints',
    ],
  }),
  // almond liqueur: Disaronno is flavoured with apricot kernels, others with almonds
  amaretto: liquid('amaretto', 50, 'ml', {
    c: ['tree-nut'],
    g: 'liqueur',
    f: 'sweet',
    s: ['disaronno', 'amaretto liqueur', 'almond liqueur', 'amaretto di saronno'],
  }),
  hazelnut_liqueur: liquid('hazelnut liqueur', 50, 'ml', {
    c: ['tree-nut'],
    g: 'liqueur',
    f: 'sweet',
    s: ['frangelico'],
  }),
  limoncello: liquid('limoncello', 50, 'ml', {
    c: [],
    g: 'liqueur',
    f: 'sweet',
    s: ['lemon liqueur', 'limoncello liqueur'],
  }),
  peach_schnapps: liquid('peach schnapps', 50, 'ml', {
    c: [],
    g: 'liqueur',
    f: 'sweet',
    s: ['schnapps', 'peach liqueur', 'archers', 'archers peach schnapps', 'butterscotch schnapps'],
  }),
  // a coffee-shop syrup: sweet and vanilla-scented, not the extract
  vanilla_syrup: sweet('vanilla syrup', 2, 'tbsp', {
    c: [],
    f: 'sweet',
    s: [
      'vanilla coffee syrup',
      'vanilla simple syrup',
      'monin vanilla syrup',
      'french vanilla syrup',
    ],
  }),
  // barley malt syrup, for bagels, malt loaf and milkshakes
  malt_extract: sweet('malt extract', 2, 'tbsp', {
    c: ['gluten'],
    f: 'both',
    g: 'syrup',
    s: ['barley malt extract', 'malt syrup', 'barley malt syrup', 'liquid malt extract'],
  }),
  xanthan_gum: baking('xanthan gum', 1, 'tsp', {
    c: [],
    s: ['xanthan', 'xantham gum'],
  }),
  // the whole root dried and milled: gluten-free, and not a cup-for-cup swap for wheat in most recipes
  cassava_flour: baking('cassava flour', 250, 'g', {
    c: [],
    s: ['manioc flour', 'yuca flour', 'otto cassava flour'],
  }),
  // dried, defatted coconut: very absorbent, used by the spoonful with plenty of egg
  coconut_flour: baking('coconut flour', 60, 'g', {
    c: [],
    s: ['coconut flour blend'],
  }),
  // wholegrain oat hoops; the British ones add wheat and barley
  oat_hoops: grain('Cheerios', 100, 'g', {
    c: ['gluten'],
    g: 'cereal',
    ready: true,
    s: ['oat hoops', 'multigrain cheerios'],
  }),
  bran_flakes: grain('bran flakes', 100, 'g', {
    c: ['gluten'],
    g: 'cereal',
    ready: true,
    s: ['bran flake', 'all bran', 'raisin bran', 'fruit and fibre', 'fiber one'],
  }),
  // ---- what shoppers type, second pass -----------------------------------------------------
  // sweeteners for a cup of tea, not for baking by weight
  sweetener: sweet('granulated sweetener', 1, 'tbsp', {
    c: [],
    s: [
      'sweetener',
      'stevia',
      'splenda',
      'canderel',
      'truvia',
      'sucralose',
      'erythritol',
      'xylitol',
      'sugar substitute',
      'sweetener tablets',
    ],
  }),
  // malted barley and wheat with milk powder (Horlicks, Ovaltine, Milo); soya in some
  malted_drink: sweet('malted drink powder', 4, 'tbsp', {
    c: ['gluten', 'milk', 'soy'],
    g: 'drinking-chocolate',
    s: ['horlicks', 'ovaltine', 'milo', 'malted milk powder', 'malted milk', 'malt drink'],
  }),
  // ice cream bars in a chocolate coat (soya lecithin), some on a wafer
  choc_ice: sweet('choc ice', 4, '', {
    c: ['milk', 'egg', 'soy'],
    mass: false,
    g: 'ice-cream',
    ready: true,
    s: ['magnum', 'viennetta', 'ice cream bar', 'chocolate covered ice cream', 'choc-ice'],
  }),
  sorbet: sweet('sorbet', 4, 'tbsp', {
    c: [],
    g: 'ice-cream',
    s: ['lemon sorbet', 'mango sorbet', 'raspberry sorbet', 'sorbetto', 'fruit sorbet'],
  }),
  ice_lolly: sweet('ice lolly', 4, '', {
    c: [],
    mass: false,
    ready: true,
    s: ['ice pop', 'freeze pop', 'popsicle', 'fruit lolly', 'ice lolly sticks'],
  }),
  // wafer (wheat, soya lecithin); waffle cones add egg and milk
  wafer: sweet('ice cream wafer', 8, '', {
    c: ['gluten', 'soy', 'milk', 'egg'],
    mass: false,
    ready: true,
    s: [
      'wafer rolls',
      'wafer roll',
      'rolled wafers',
      'pirouline',
      'wafer biscuit',
      'ice cream cone',
      'wafer cone',
      'waffle cone',
      'cornet',
      'sugar cone',
      'ice cream wafer biscuit',
    ],
  }),
  // Sicilian fried pastry tubes, bought empty to fill at home (wheat, egg; often butter or lard)
  cannoli_shell: sweet('cannoli shell', 12, '', {
    c: ['gluten', 'egg', 'milk'],
    mass: false,
    ready: true,
    s: ['cannoli shells', 'cannoli tubes', 'cannoli tube', 'cannoli', 'cannolo shell'],
  }),
  // choux or puff pastry with cream or custard (wheat, milk, egg)
  cream_cake: sweet('cream cake', 4, '', {
    c: ['gluten', 'milk', 'egg'],
    mass: false,
    ready: true,
    s: [
      'cream horn',
      'eclair',
      'chocolate eclair',
      'profiterole',
      'cream puff',
      'vanilla slice',
      'custard slice',
      'mille feuille',
      'cream slice',
      'cream cakes',
    ],
  }),
  // shop-bought sweet tarts and pies: pastry (wheat, butter) and, in most, egg
  sweet_tart: sweet('shop-bought sweet tart', 1, '', {
    c: ['gluten', 'milk', 'egg'],
    mass: false,
    ready: true,
    s: [
      'jam tart',
      'egg custard tart',
      'pastel de nata',
      'pasteis de nata',
      'portuguese custard tart',
      'treacle tart',
      'lemon tart',
      'pumpkin pie',
      'leftover pumpkin pie',
      'leftover apple pie',
    ],
  }),
  // almond frangipane (tree nut) and jam in pastry; glacé cherries hold sulphites
  bakewell: sweet('Bakewell tart', 1, '', {
    c: ['gluten', 'milk', 'egg', 'tree-nut', 'sulphites'],
    mass: false,
    ready: true,
    s: ['cherry bakewell', 'bakewell', 'iced bakewell', 'bakewell slice'],
  }),
  // steamed or microwaved sponge (wheat, egg, butter)
  sponge_pudding: sweet('bought sponge pudding', 1, '', {
    c: ['gluten', 'milk', 'egg'],
    mass: false,
    ready: true,
    s: [
      'sticky toffee pudding',
      'treacle sponge',
      'syrup sponge',
      'chocolate sponge pudding',
      'microwave sponge pudding',
    ],
  }),
  // suet (traditionally beef) pastry rolled round jam or studded with currants
  suet_pudding: sweet('bought suet pudding', 1, '', {
    c: ['gluten', 'milk', 'egg', 'meat'],
    mass: false,
    ready: true,
    s: ['jam roly poly', 'jam roly-poly', 'spotted dick', 'tinned spotted dick'],
  }),
  // rich fruit cakes: dried fruit (sulphites), nuts or marzipan, wheat, egg and butter
  fruit_cake: sweet('fruit cake', 400, 'g', {
    c: ['gluten', 'milk', 'egg', 'tree-nut', 'sulphites'],
    ready: true,
    s: [
      'christmas cake',
      'leftover christmas cake',
      'dundee cake',
      'rich fruit cake',
      'leftover fruit cake',
      // the top tier kept from the wedding, or a rich fruit cake iced for the day
      'christening cake',
      'leftover christening cake',
      'simnel cake',
      'stollen',
    ],
  }),
  // laminated yeasted pastry, many with almond or pecan filling
  danish_pastry: bread('Danish pastry', 4, '', {
    c: ['gluten', 'milk', 'egg', 'tree-nut', 'soy'],
    mass: false,
    g: 'viennoiserie',
    f: 'sweet',
    ready: true,
    s: [
      'danish pastries',
      'pecan plait',
      'maple pecan plait',
      'apple danish',
      'cinnamon danish',
      'pastry twist',
    ],
  }),
  // bought: wheat, butter or milk, and egg
  scone: bread('scone', 4, '', {
    c: ['gluten', 'milk', 'egg'],
    mass: false,
    f: 'sweet',
    ready: true,
    s: ['fruit scone', 'plain scone', 'sultana scone', 'leftover scone'],
  }),
  peppermint_extract: baking('peppermint extract', 1, 'tsp', {
    c: [],
    s: ['peppermint essence', 'mint extract', 'peppermint oil'],
  }),
  // hickory or mesquite smoke condensed into water
  liquid_smoke: condiment('liquid smoke', 1, 'tsp', {
    c: [],
    s: ['hickory liquid smoke', 'mesquite liquid smoke', 'smoke flavouring'],
  }),
  // dried scallop (mollusc) and shrimp (crustacean), ham, chilli and oil; soy in most jars
  xo_sauce: condiment('XO sauce', 2, 'tbsp', {
    c: ['mollusc', 'crustacean', 'meat', 'soy'],
    s: ['xo chilli sauce', 'lee kum kee xo sauce'],
  }),
  rye_flour: baking('rye flour', 300, 'g', {
    c: ['gluten'],
    g: 'flour',
    s: ['dark rye flour', 'light rye flour', 'wholemeal rye flour'],
  }),
  // no gluten in the grain (a buckwheat is a seed), though many mills handle wheat
  buckwheat_flour: baking('buckwheat flour', 200, 'g', {
    c: [],
    s: ['sarrasin flour', 'gluten free buckwheat flour'],
  }),
  // oats are on the EU list of cereals containing gluten
  oat_flour: baking('oat flour', 200, 'g', {
    c: ['gluten'],
    s: ['ground oats', 'oatmeal flour'],
  }),
  // a bought or home-made cake past its best (sponge with butter, eggs and wheat, iced with
  // buttercream): crumbled into a trifle or cake pops as sponge is
  leftover_cake: sweet('leftover cake', 300, 'g', {
    c: ['gluten', 'egg', 'milk'],
    ready: true,
    g: 'sponge',
    s: [
      'birthday cake',
      'leftover birthday cake',
      'leftover sponge',
      'leftover sponge cake',
      'stale cake',
      'cake leftovers',
      'leftover vanilla cake',
      'vanilla cake',
      'coffee cake',
      'leftover wedding cake',
    ],
  }),
  // chocolate sponge with chocolate (soya lecithin) in its icing
  chocolate_cake: sweet('chocolate cake', 300, 'g', {
    c: ['gluten', 'egg', 'milk', 'soy'],
    ready: true,
    g: 'sponge',
    s: [
      'leftover chocolate cake',
      'chocolate birthday cake',
      'leftover chocolate birthday cake',
      'chocolate sponge',
      'chocolate sponge cake',
      'chocolate fudge cake',
      'chocolate gateau',
      'chocolate layer cake',
      'colin the caterpillar',
      'colin the caterpillar cake',
      'devils food cake',
    ],
  }),
  // compound coating of sugar, palm kernel fat, milk solids and soya lecithin: melted for dipping
  // and drizzling as white chocolate is, with no tempering
  candy_melts: sweet('candy melts', 200, 'g', {
    c: ['milk', 'soy'],
    g: 'chocolate',
    s: [
      'candy melt',
      'white candy melts',
      'wilton candy melts',
      'candy melting wafers',
      'melting wafers',
      'candy wafers',
      'chocolate melts',
      'colour melts',
      'color melts',
      'candy coating',
      'compound chocolate',
      'merckens',
    ],
  }),
  // the wheat-and-barley breakfast nuggets (no grape, no nut)
  grape_nuts: grain('Grape-Nuts', 100, 'g', {
    c: ['gluten'],
    g: 'cereal',
    ready: true,
    s: ['grape nuts', 'grapenuts', 'grape nuts cereal', 'grape-nuts cereal'],
  }),
  // setting agent for jam, from apples or citrus
  pectin: baking('pectin', 1, 'tbsp', {
    c: [],
    s: ['fruit pectin', 'powdered pectin', 'liquid pectin', 'certo', 'sure jell', 'pectin powder'],
  }),
  // chocolate brownies (wheat, egg, butter, chocolate with soya lecithin), bought or left over
  brownie: sweet('chocolate brownie', 300, 'g', {
    c: ['gluten', 'egg', 'milk', 'soy'],
    mass: false,
    ready: true,
    g: 'sponge',
    s: [
      'brownie',
      'leftover brownies',
      'leftover brownie',
      'chocolate brownies',
      'brownie bites',
      'mini brownies',
      'fudge brownies',
    ],
  }),
  // lacy rolled biscuits of butter, golden syrup, sugar and flour, with ginger and no brandy
  brandy_snap: sweet('brandy snap', 8, '', {
    c: ['gluten', 'milk'],
    mass: false,
    ready: true,
    s: ['brandy snaps', 'brandy snap basket', 'brandy snap baskets'],
  }),
  // sticky barley-malt loaf with dried fruit (Soreen)
  malt_loaf: bread('malt loaf', 1, '', {
    c: ['gluten'],
    f: 'sweet',
    ready: true,
    s: ['soreen', 'fruity malt loaf', 'soreen malt loaf'],
  }),
  // tea-soaked dried fruit baked into a loaf with egg and flour
  tea_loaf: bread('fruit tea loaf', 1, '', {
    c: ['gluten', 'egg', 'sulphites'],
    f: 'sweet',
    ready: true,
    s: ['tea loaf', 'bara brith', 'barmbrack', 'barm brack', 'fruit loaf'],
  }),
  // dried banana slices fried in coconut oil and sugared
  banana_chips: sweet('banana chips', 100, 'g', {
    c: [],
    ready: true,
    s: ['dried banana chips', 'banana crisps', 'dried banana slices'],
  }),
  // young ginger preserved in syrup, or crystallised in sugar: sweet, for baking and puddings
  stem_ginger: sweet('stem ginger', 2, '', {
    c: [],
    mass: false,
    pl: 'balls of stem ginger',
    f: 'both',
    prep: 'finely chopped',
    s: [
      'stem ginger in syrup',
      'preserved ginger',
      'crystallised ginger',
      'crystallized ginger',
      'candied ginger',
      'glace ginger',
      'ginger in syrup',
    ],
  }),
  // oats baked with butter, golden syrup and sugar
  flapjack: sweet('flapjack', 8, '', {
    c: ['gluten', 'milk'],
    mass: false,
    ready: true,
    s: ['flapjacks', 'oat flapjack', 'leftover flapjacks'],
  }),
  // filo (wheat) layered with butter and chopped pistachios or walnuts in syrup
  baklava: sweet('baklava', 300, 'g', {
    c: ['gluten', 'milk', 'tree-nut'],
    ready: true,
    s: ['baklawa', 'pistachio baklava', 'walnut baklava'],
  }),
  // sesame paste set with sugar, often with pistachios
  halva: sweet('halva', 200, 'g', {
    c: ['sesame', 'tree-nut'],
    ready: true,
    s: ['halvah', 'tahini halva', 'sesame halva', 'pistachio halva'],
  }),
  // egg white whipped with honey and sugar around almonds or pistachios (turrón, torrone)
  nougat: sweet('nougat', 200, 'g', {
    c: ['egg', 'honey', 'tree-nut'],
    ready: true,
    s: ['turron', 'turrón', 'torrone', 'montelimar nougat', 'almond nougat'],
  }),

  // soft chewy caramels in a bag, melted with cream for caramel apples: milk and soya lecithin
  caramel_sweets: sweet('chewy caramel', 20, '', {
    c: ['milk', 'soy'],
    g: 'caramel',
    mass: false,
    ready: true,
    s: [
      "werther's originals",
      'werthers originals',
      'werthers',
      'toffees',
      'toffee sweets',
      'chewy toffees',
      'caramels',
      'caramel sweets',
      'chewy caramels',
      'soft caramels',
      'caramel candies',
      'kraft caramels',
      "werther's chewy caramels",
      'caramel chews',
    ],
  }),
  // the sweet biscuits a crumb base or a banana pudding names: each keeps its own name
  graham_cracker: sweet('graham cracker', 200, 'g', {
    c: ['gluten', 'honey', 'soy', 'milk'],
    ready: true,
    mass: false,
    g: 'biscuit',
    of: 'biscuit',
    s: [
      'graham crackers',
      'graham cracker crumbs',
      'graham crumbs',
      'honey maid graham crackers',
      'grahams',
    ],
  }),
  vanilla_wafer: sweet('vanilla wafer', 200, 'g', {
    c: ['gluten', 'egg', 'soy', 'milk'],
    ready: true,
    mass: false,
    g: 'biscuit',
    of: 'biscuit',
    s: ['nilla wafers', 'nilla wafer', 'vanilla wafer cookies', 'nilla wafer crumbs'],
  }),
  chocolate_wafer: sweet('chocolate wafer cookie', 200, 'g', {
    c: ['gluten', 'soy', 'milk'],
    ready: true,
    mass: false,
    g: 'biscuit',
    of: 'biscuit',
    s: [
      'chocolate wafer',
      'chocolate wafers',
      'chocolate wafer cookies',
      'famous chocolate wafers',
      'chocolate wafer crumbs',
    ],
  }),
  // wheat and soya; "may contain milk" on the packet
  oreo: sweet('Oreo', 200, 'g', {
    c: ['gluten', 'soy', 'milk'],
    ready: true,
    mass: false,
    g: 'biscuit',
    of: 'biscuit',
    s: [
      'oreos',
      'oreo cookies',
      'oreo biscuits',
      'oreo crumbs',
      'crushed oreos',
      'chocolate sandwich cookies',
    ],
  }),
  // Lotus Biscoff: wheat flour, caramelised sugar, cinnamon and soya flour
  biscoff: sweet('Biscoff biscuit', 200, 'g', {
    c: ['gluten', 'soy'],
    ready: true,
    mass: false,
    g: 'biscuit',
    of: 'biscuit',
    s: [
      'biscoff',
      'biscoff biscuits',
      'lotus biscoff biscuits',
      'lotus biscuits',
      'lotus biscuit',
      'speculoos',
      'speculoos biscuit',
      'biscoff cookies',
      'caramelised biscuits',
    ],
  }),
  // shredded filo (wheat) for kunafa, and the Dubai chocolate bar's filling
  kataifi: bread('kataifi pastry', 250, 'g', {
    c: ['gluten'],
    g: 'pastry',
    s: [
      'kataifi',
      'kataifi dough',
      'kadayif',
      'kadaif',
      'kunafa pastry',
      'knafeh pastry',
      'kunafa dough',
    ],
  }),
  // sweetened pistachio spread: pistachios, sugar, milk powder and oil
  pistachio_cream: sweet('pistachio cream', 200, 'g', {
    c: ['tree-nut', 'milk'],
    g: 'sweet-spread',
    s: ['pistachio spread', 'pistachio crema', 'pistachio creme', 'pistachio cream spread'],
  }),
  // hard white sugar nibs that keep their shape in the oven, for Swedish buns and Liège waffles
  pearl_sugar: sweet('pearl sugar', 2, 'tbsp', {
    c: [],
    g: 'sprinkles',
    s: ['nib sugar', 'sugar nibs', 'pärlsocker', 'swedish pearl sugar', 'belgian pearl sugar'],
  }),
} satisfies Record<string, IngredientSpec>;
