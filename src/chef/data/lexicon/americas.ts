import type { IngredientSpec } from '../../types';
import {
  condiment,
  dairy,
  grain,
  herb,
  legume,
  protein,
  seafood,
  spice,
  sweet,
  veg,
} from '../build';

/** Ingredients particular to the cooking of the United States, Mexico, Latin America and the Caribbean. Shared, everyday ingredients live in `core.ts`. */
export const AMERICAS_INGREDIENTS = {
  // ---- meat -----------------------------------------------------------------------------------
  pork_rib: protein('pork rib', 1500, 'g', {
    c: ['meat'],
    g: 'pork-rib',
    safe: 'pork',
    prep: 'in racks',
    s: [
      'spare rib',
      'spareribs',
      'sparerib',
      'baby back rib',
      'back rib',
      'loin rib',
      'rack of ribs',
      'ribs',
      'st louis rib',
      'st louis-style rib',
      'riblet',
      'pork spare rib',
    ],
  }),
  oxtail: protein('oxtail', 1500, 'g', {
    c: ['meat'],
    mass: true,
    g: 'braising',
    safe: 'beef',
    prep: 'cut into pieces',
    s: ['ox tail', 'beef oxtail', 'oxtail piece', 'cow tail'],
  }),
  andouille: protein('andouille', 250, 'g', {
    c: ['meat'],
    mass: true,
    g: 'smoked-sausage',
    safe: 'reheat',
    ready: true,
    prep: 'sliced',
    s: [
      'andouille sausage',
      'cajun sausage',
      'cajun andouille',
      'cajun smoked sausage',
      'louisiana sausage',
      'hot link',
    ],
  }),
  // the fresh coarse pork (and beef) sausage of an Argentine or Uruguayan asado: raw, grilled whole
  chorizo_criollo: protein('chorizo criollo', 8, '', {
    c: ['meat', 'sulphites'],
    g: 'sausage',
    of: 'sausage',
    safe: 'mince',
    s: [
      'chorizos criollos',
      'argentine chorizo',
      'argentinian chorizo',
      'uruguayan chorizo',
      'chorizo parrillero',
      'chorizo argentino',
    ],
  }),
  mexican_chorizo: protein('Mexican chorizo', 300, 'g', {
    c: ['meat'],
    mass: true,
    g: 'cured-sausage',
    safe: 'mince',
    prep: 'skins removed',
    s: [
      'fresh chorizo',
      'raw chorizo',
      'chorizo mexicano',
      'mexican-style chorizo',
      'mexican style chorizo',
      'longaniza',
    ],
  }),

  // ---- fish -----------------------------------------------------------------------------------
  saltfish: seafood('saltfish', 250, 'g', {
    c: ['fish'],
    mass: true,
    g: 'salt-cod',
    of: 'salt_cod',
    safe: 'fish',
    prep: 'soaked or boiled to remove the salt',
    s: [
      'salt fish',
      'jamaican saltfish',
      'salted fish',
      'salt pollock',
      'salted pollock',
      'salt ling',
    ],
  }),

  // ---- vegetables and chillies ----------------------------------------------------------------
  tomatillo: veg('tomatillo', 500, 'g', {
    c: [],
    g: 'tomatillo',
    prep: 'husked, rinsed and halved',
    cook: 'medium',
    raw: true,
    s: [
      'husk tomato',
      'tomate verde',
      'mexican husk tomato',
      'canned tomatillo',
      'tinned tomatillo',
    ],
  }),
  green_tomato: veg('green tomato', 4, '', {
    c: [],
    pl: 'green tomatoes',
    g: 'tomatillo',
    prep: 'sliced',
    cook: 'medium',
    s: ['unripe tomato', 'green unripe tomato'],
  }),
  poblano: veg('poblano pepper', 4, '', {
    c: [],
    g: 'sweet-pepper',
    prep: 'roasted, peeled and cut into strips',
    cook: 'medium',
    s: [
      'poblano',
      'poblano chile',
      'poblano chilli',
      'poblano chili',
      'chile poblano',
      'anaheim pepper',
      'anaheim chile',
      'hatch chile',
      'hatch chili',
      'new mexico green chile',
    ],
  }),
  guajillo: spice('guajillo chilli', 4, '', {
    c: [],
    mass: false,
    pl: 'guajillo chillies',
    g: 'chipotle',
    prep: 'stemmed and seeded',
    s: [
      'ancho',
      'dried ancho',
      'ancho chile',
      'ancho chili',
      'ancho chilli',
      'dried ancho chilli',
      'dried ancho chile',
      'ancho pepper',
      'pasilla chile',
      'pasilla chiles',
      'pasilla',
      'pasilla pepper',
      'guajillo chile',
      'guajillo',
      'dried guajillo',
      'guajillo pepper',
      'pasilla chilli',
      'dried pasilla',
      'chile pasilla',
      'mulato chilli',
      'dried mexican chilli',
      'new mexico chilli',
      'dried chile pod',
    ],
  }),
  // small, fiery dried red chillies: toasted and blended into salsas and the diabla sauce
  chile_de_arbol: spice('chile de árbol', 3, '', {
    c: [],
    mass: false,
    pl: 'chiles de árbol',
    g: 'chipotle',
    prep: 'stemmed',
    s: [
      'chile de arbol',
      'chiles de arbol',
      'chili de arbol',
      'chilli de arbol',
      'arbol chile',
      'arbol chiles',
      'arbol chilli',
      'arbol chillies',
      'dried arbol chiles',
    ],
  }),
  chayote: veg('chayote', 2, '', {
    c: [],
    g: 'courgette',
    prep: 'peeled and cut into chunks',
    cook: 'medium',
    s: [
      'christophene',
      'cho cho',
      'chocho',
      'choko',
      'mirliton',
      'chayote squash',
      'vegetable pear',
      'chuchu',
    ],
  }),
  callaloo: veg('callaloo', 400, 'g', {
    c: [],
    mass: true,
    g: 'leafy-green',
    prep: 'stems stripped, leaves chopped',
    cook: 'quick',
    s: [
      'calaloo',
      'callaloo leaves',
      'amaranth leaves',
      'amaranth greens',
      'dasheen leaves',
      'dasheen bush',
      'taro leaves',
      'canned callaloo',
    ],
  }),
  sweetcorn_cob: veg('sweetcorn cob', 4, '', {
    c: [],
    g: 'corn',
    of: 'sweetcorn',
    prep: 'husked, kernels cut from the cob',
    cook: 'medium',
    s: [
      'elote',
      'elotes',
      'corn on the cobs',
      'corn cob',
      'corn on the cob',
      'ear of corn',
      'ears of corn',
      'corn ear',
      'fresh corn cob',
      'mazorca',
      'choclo',
    ],
  }),
  tater_tot: veg('tater tot', 750, 'g', {
    c: [],
    g: 'hash-brown',
    cook: 'medium',
    prep: 'frozen',
    s: ['tots', 'potato gem', 'potato puff', 'frozen potato bite', 'potato royal', 'tatertot'],
  }),
  ackee: veg('ackee', 1, 'can', {
    c: [],
    mass: true,
    g: 'ackee',
    cook: 'quick',
    s: ['akee', 'canned ackee', 'tinned ackee', 'ackee in brine'],
  }),

  // ---- grains and pulses ----------------------------------------------------------------------
  masa_harina: grain('masa harina', 250, 'g', {
    c: [],
    g: 'masa',
    s: [
      'masa',
      'masa flour',
      'maseca',
      'corn masa flour',
      'instant corn masa',
      'nixtamalised corn flour',
      'nixtamalized corn flour',
    ],
  }),
  arepa_flour: grain('arepa flour', 250, 'g', {
    c: [],
    g: 'masa',
    s: [
      'masarepa',
      'harina pan',
      'precooked cornmeal',
      'precooked white cornmeal',
      'precooked corn flour',
      'precooked maize flour',
      'masa al instante',
      'harina precocida',
    ],
  }),
  // Brazil's toasted cassava flour, bought ready seasoned ("farofa pronta"): sprinkled as it is over
  // feijoada, moqueca or churrasco to soak up the juices, never cooked
  farofa: grain('farofa', 150, 'g', {
    c: [],
    mass: true,
    ready: true,
    s: [
      'farofa mix',
      'farofa pronta',
      'ready-made farofa',
      'toasted cassava flour',
      'toasted manioc flour',
      'farinha de mandioca torrada',
    ],
  }),
  hominy: grain('hominy', 1, 'can', {
    c: [],
    g: 'hominy',
    s: [
      'canned hominy',
      'white hominy',
      'yellow hominy',
      'pozole corn',
      'maiz pozolero',
      'mote',
      'nixtamal',
      'giant white corn',
    ],
  }),
  jumbo_shells: grain('jumbo pasta shell', 250, 'g', {
    c: ['gluten'],
    mass: false,
    of: 'pasta',
    g: 'pasta',
    s: ['jumbo shell', 'conchiglioni', 'giant pasta shell', 'large pasta shell', 'stuffing shell'],
  }),
  pigeon_pea: legume('pigeon pea', 1, 'can', {
    c: [],
    g: 'beans',
    f: 'neutral',
    s: [
      'gungo pea',
      'gandules',
      'gandule',
      'gunga pea',
      'congo pea',
      'green pigeon pea',
      'pois congo',
      'guandu',
    ],
  }),

  // ---- pastes and seasonings ------------------------------------------------------------------
  achiote: condiment('achiote paste', 50, 'g', {
    c: [],
    g: 'achiote',
    s: [
      'achiote',
      'annatto',
      'annatto paste',
      'annatto seed',
      'annatto powder',
      'achiote powder',
      'recado rojo',
      'bija',
      'roucou',
    ],
  }),
  aji_amarillo: condiment('ají amarillo paste', 3, 'tbsp', {
    c: [],
    g: 'aji',
    s: [
      'aji amarillo',
      'aji amarillo paste',
      'amarillo paste',
      'yellow chilli paste',
      'yellow chili paste',
      'peruvian yellow chili',
      'peruvian chili paste',
      'aji paste',
      'aji panca',
      'aji panca paste',
      'panca paste',
    ],
  }),
  // buttermilk in a mayonnaise base; UK and EU bottles usually list mustard too
  ranch: condiment('ranch dressing', 4, 'tbsp', {
    c: ['egg', 'milk', 'mustard'],
    g: 'creamy-dressing',
    s: ['ranch', 'ranch dip', 'buttermilk ranch', 'ranch sauce', 'blue cheese dressing'],
  }),
  queso_fresco: dairy('queso fresco', 150, 'g', {
    c: ['milk'],
    g: 'tangy-cheese',
    s: ['cotija', 'cotija cheese', 'queso blanco', 'queso anejo', 'fresh cheese'],
  }),
  corned_beef_brisket: protein('corned beef brisket', 1500, 'g', {
    c: ['meat'],
    mass: true,
    safe: 'beef',
    s: [
      'corned brisket',
      'salt beef',
      'salt beef brisket',
      'uncooked corned beef',
      'corned beef joint',
    ],
  }),
  franks_redhot: condiment("Frank's RedHot", 100, 'ml', {
    c: [],
    g: 'hot-sauce',
    of: 'hot_sauce',
    s: [
      'wing sauce',
      'hot wing sauce',
      'franks redhot',
      'franks redhot sauce',
      'redhot sauce',
      'cayenne pepper sauce',
      'buffalo sauce',
      'buffalo wing sauce',
    ],
  }),
  // mayonnaise and ketchup with chopped pickle: egg from the mayonnaise, and mustard in many
  thousand_island: condiment('thousand island dressing', 3, 'tbsp', {
    c: ['egg', 'mustard', 'celery'],
    g: 'mayo',
    s: ['burger sauce', 'big mac sauce', 'mac sauce', 'thousand island', '1000 island dressing'],
  }),
  // bottled: anchovy, parmesan and egg yolk in an emulsion
  caesar_dressing: condiment('Caesar dressing', 4, 'tbsp', {
    c: ['egg', 'milk', 'fish'],
    g: 'creamy-dressing',
    s: ['caesar salad dressing', 'bottled caesar dressing', 'caesar'],
  }),
  // a bag of romaine with sachets of Caesar dressing, croutons and parmesan: the leaves of a salad
  caesar_salad_kit: veg('Caesar salad kit', 1, 'pack', {
    c: ['egg', 'milk', 'fish', 'gluten'],
    mass: true,
    g: 'salad-leaf',
    cook: 'quick',
    raw: true,
    s: [
      'caesar salad kit',
      'caesar kit',
      'caesar salad bag',
      'bagged caesar salad',
      'caesar salad pack',
    ],
  }),
  // ---- products and cuts visitors type ------------------------------------------------------
  // thin slices of salted, smoked beef sold in small jars (Armour): ready to eat, the beef of
  // creamed chipped beef on toast, never mince
  dried_beef: protein('dried beef', 140, 'g', {
    c: ['meat'],
    mass: true,
    g: 'cured-beef',
    ready: true,
    prep: 'torn into pieces',
    s: [
      'chipped beef',
      'jarred dried beef',
      'armour dried beef',
      'sliced dried beef',
      'air-dried beef',
    ],
  }),
  // brisket cured, rubbed with coriander and pepper, smoked and steamed: sliced, ready to eat
  pastrami: protein('pastrami', 200, 'g', {
    c: ['meat'],
    mass: true,
    g: 'cured-beef',
    ready: true,
    s: [
      'sliced pastrami',
      'deli pastrami',
      'pastrami slices',
      'beef pastrami',
      'montreal smoked meat',
    ],
  }),
  // American sliced bologna: pork with mechanically separated chicken or turkey
  bologna: protein('bologna', 8, 'slice', {
    c: ['meat', 'poultry'],
    mass: true,
    g: 'ham',
    ready: true,
    s: ['baloney', 'bologna sausage', 'sliced bologna', 'bologna slices'],
  }),
  // Cool Whip: hydrogenated oil, glucose syrup, skimmed milk and sodium caseinate (milk, even in the
  // ones sold as non-dairy); aerosol cream is real cream. Both top and fold into cold desserts but
  // neither boils into a sauce, so it stands in for no cream
  whipped_topping: sweet('whipped topping', 225, 'g', {
    c: ['milk'],
    s: [
      'cool whip',
      'cool whip topping',
      'non-dairy whipped topping',
      'frozen whipped topping',
      'dream topping',
      'squirty cream',
      'aerosol cream',
      'spray cream',
      'reddi wip',
      'canned whipped cream',
      'can of whipped cream',
      'whipped cream in a can',
    ],
  }),
  // the US boxed instant pudding whisked with cold milk: modified starch and sugar, milk solids in
  // many flavours and soya lecithin in the UK's Angel Delight
  instant_pudding: sweet('instant pudding mix', 1, 'pack', {
    c: ['milk', 'soy'],
    // whisked into cold milk to set: it is not custard, and custard does not stand in for it
    g: 'pudding-mix',
    s: [
      'instant pudding',
      'pudding mix',
      'vanilla instant pudding',
      'vanilla instant pudding mix',
      'vanilla pudding mix',
      'instant vanilla pudding',
      'chocolate instant pudding',
      'chocolate instant pudding mix',
      'chocolate pudding mix',
      'instant chocolate pudding',
      'butterscotch pudding mix',
      'cheesecake pudding mix',
      'jell-o instant pudding',
      'jello pudding mix',
      'angel delight',
    ],
  }),
  // coloured green and flavoured with nuts
  pistachio_pudding: sweet('pistachio instant pudding mix', 1, 'pack', {
    c: ['milk', 'soy', 'tree-nut'],
    of: 'instant_pudding',
    g: 'pudding-mix',
    s: [
      'pistachio pudding',
      'pistachio pudding mix',
      'pistachio instant pudding',
      'instant pistachio pudding',
      'jell-o pistachio pudding',
    ],
  }),
  // a Mexican sauce of pickled apricot or plum, chilli and lime, for fruit, drinks and sweets
  chamoy: condiment('chamoy', 3, 'tbsp', {
    c: [],
    f: 'both',
    s: ['chamoy sauce', 'chamoy paste', 'salsa chamoy', 'mega chamoy'],
  }),
  // chilli, dried lime and salt: for fruit, corn and glass rims, not a chilli powder to cook with
  tajin: spice('Tajín', 1, 'tsp', {
    c: [],
    f: 'both',
    s: [
      'tajin seasoning',
      'tajin clasico',
      'tajin chile lime seasoning',
      'chilli lime seasoning',
      'chili lime seasoning',
      'chile limon',
      'chili lime salt',
    ],
  }),
  // Italian pickled cauliflower, carrot, celery and peppers; Chicago's hot one is packed in oil
  giardiniera: condiment('giardiniera', 150, 'g', {
    c: ['celery'],
    g: 'pickle',
    s: [
      'hot giardiniera',
      'chicago giardiniera',
      'mild giardiniera',
      'italian pickled vegetables',
      'sottaceti',
    ],
  }),
  // the sweet tomato-and-paprika dressing (Kraft Catalina), the American cousin of French dressing
  catalina_dressing: condiment('Catalina dressing', 4, 'tbsp', {
    c: [],
    s: ['catalina', 'kraft catalina', 'sweet french dressing', 'red french dressing'],
  }),
  // Goya's all-purpose seasoning: garlic, oregano, black pepper and turmeric in salt
  adobo_seasoning: spice('adobo seasoning', 1, 'tsp', {
    c: [],
    g: 'spice-mix',
    s: ['adobo', 'goya adobo', 'adobo all purpose seasoning', 'dry adobo seasoning'],
  }),
  // Puerto Rican cooking base of peppers, onion, garlic, culantro and coriander, jarred or frozen;
  // a jar of plain "sofrito" (Goya's, or a Spanish one of tomato, onion and pepper) is fried as
  // the base of a rice or a stew the same way, with nothing to avoid in either ("sofrito" is in
  // `DISH_MAKES`: Spanish dishes make their own)
  sofrito: condiment('Puerto Rican sofrito', 4, 'tbsp', {
    c: [],
    s: [
      'sofrito',
      'recaito',
      'goya sofrito',
      'jarred sofrito',
      'frozen sofrito',
      'sofrito sauce',
      'spanish sofrito',
      'tomato sofrito',
    ],
  }),
  // Cuba's bottled marinade of sour orange, garlic, cumin and oregano (Goya, Badia): poured over
  // pork or beef before it is roasted or fried
  mojo_criollo: condiment('mojo criollo', 4, 'tbsp', {
    c: [],
    s: ['mojo', 'mojo marinade', 'cuban mojo', 'goya mojo criollo', 'mojo criollo marinade'],
  }),
  // the dried Colombian herb (gallant soldier) that flavours ajiaco
  guascas: herb('guascas', 1, 'tbsp', {
    c: [],
    s: ['dried guascas', 'guasca', 'huascas', 'gallant soldier'],
  }),
  // dried chillies with peanuts, sesame seeds, crackers (wheat), chocolate and spice (Doña María),
  // let down with stock
  mole_paste: condiment('mole paste', 235, 'g', {
    c: ['peanut', 'sesame', 'gluten', 'soy'],
    s: [
      'mole poblano paste',
      'dona maria mole',
      'jarred mole',
      'mole concentrate',
      'mole negro paste',
      'jar of mole',
      'mole',
      'mole poblano',
      'mole sauce',
    ],
  }),
  // dried macaroni with a sachet of cheese powder (whey, milk, cheese)
  boxed_mac_cheese: grain('boxed macaroni cheese', 1, 'pack', {
    c: ['gluten', 'milk'],
    s: [
      'boxed mac and cheese',
      'box of mac and cheese',
      'boxes of mac and cheese',
      'mac and cheese',
      'kraft mac and cheese',
      'kraft macaroni and cheese',
      'kraft dinner',
      'easy mac',
      'annies mac and cheese',
      'mac and cheese box',
      'macaroni and cheese mix',
    ],
  }),
  // dried pasta with a sauce powder: wheat and milk, often soya, celery and mustard
  pasta_sauce_mix: grain('packet pasta and sauce', 1, 'pack', {
    c: ['gluten', 'milk', 'soy', 'celery', 'mustard'],
    s: [
      'hamburger helper',
      'pasta n sauce',
      'batchelors pasta n sauce',
      'knorr pasta sides',
      'pasta sides',
    ],
  }),
  // rice (and in Rice-A-Roni, wheat vermicelli) with a seasoning sachet
  rice_mix: grain('packet flavoured rice', 1, 'pack', {
    c: ['gluten', 'milk', 'soy', 'celery'],
    s: [
      'rice a roni',
      'batchelors savoury rice',
      'knorr rice sides',
      'rice sides',
      'packet rice mix',
      'flavoured rice mix',
      'spanish rice mix',
    ],
  }),
  // a frankfurter (pork, chicken) dipped in a cornmeal-and-wheat batter with egg and milk, from frozen
  corn_dog: protein('corn dog', 4, '', {
    c: ['meat', 'poultry', 'gluten', 'milk', 'egg', 'soy'],
    safe: 'reheat',
    ready: true,
    s: ['frozen corn dogs', 'corndog', 'mini corn dogs'],
  }),
  // the sweet, ketchup-like American bottle (Heinz, Del Monte) of tomato, vinegar, sugar, onion and
  // spice, with celery in its flavouring as ketchup has; a hot sauce is "chilli sauce"
  chili_sauce: condiment('American chili sauce', 4, 'tbsp', {
    c: ['celery'],
    g: 'ketchup',
    s: [
      'heinz chili sauce',
      'heinz chilli sauce',
      'del monte chili sauce',
      'bottled chili sauce',
      'tomato chili sauce',
      'american chili sauce',
      'chili sauce for cocktail sauce',
    ],
  }),
  // Caribbean blended herb seasoning of culantro (chadon beni), thyme, spring onion, garlic, pepper
  // and celery, bottled or home-made, rubbed into meat before it is cooked
  green_seasoning: condiment('green seasoning', 3, 'tbsp', {
    c: ['celery'],
    s: [
      'trinidad green seasoning',
      'caribbean green seasoning',
      'trini green seasoning',
      'chief green seasoning',
      'bajan seasoning',
      'bajan green seasoning',
      'green seasoning paste',
      'herb seasoning paste',
    ],
  }),
  // small smoked cocktail frankfurters of pork, turkey and beef, fully cooked (Hillshire Lit'l
  // Smokies), warmed in a glaze or wrapped in pastry
  little_smokies: protein('cocktail frankfurter', 400, 'g', {
    c: ['meat', 'poultry'],
    ready: true,
    safe: 'reheat',
    g: 'frankfurter',
    s: [
      'little smokies',
      'smokie',
      'cocktail smokies',
      'beef smokies',
      'lil smokies',
      'lit l smokies',
      'litl smokies',
      'little smokie',
      'cocktail weenies',
      'cocktail wieners',
      'lil smokies sausages',
      'mini smoked sausages',
      'cocktail frankfurters',
      'mini frankfurters',
      'cocktail hot dogs',
    ],
  }),
  // starchy tropical fruit cooked as a root vegetable: boiled, roasted or fried
  breadfruit: veg('breadfruit', 1, '', {
    c: [],
    mass: true,
    g: 'potato',
    prep: 'peeled, cored and cut into chunks',
    cook: 'long',
    s: ['breadfruit', 'fresh breadfruit', 'ulu', 'roast breadfruit'],
  }),
  // cactus paddles, sold fresh and cleaned or cooked in jars
  nopales: veg('nopales', 400, 'g', {
    c: [],
    mass: true,
    prep: 'cut into strips',
    cook: 'quick',
    s: ['nopal', 'nopalitos', 'cactus paddles', 'cactus pads', 'cactus leaves', 'jar of nopalitos'],
  }),
  // mild roasted green chiles (Anaheim, Hatch), diced and tinned: Old El Paso, Ortega
  canned_green_chiles: veg('diced green chiles', 1, 'can', {
    c: [],
    mass: true,
    prep: 'drained',
    s: [
      'green chiles',
      'can green chiles',
      'can of green chillies',
      'tin of green chillies',
      'canned green chillies',
      'canned green chiles',
      'diced green chilies',
      'diced green chillies',
      'chopped green chiles',
      'canned green chilies',
      'canned diced green chiles',
      'tinned green chillies',
      'tinned green chiles',
      'ortega green chiles',
      'old el paso green chiles',
      'can of green chiles',
      'hatch green chiles',
      'roasted green chiles',
    ],
  }),

  // Mexican pulled-curd string cheese, melts like mozzarella
  oaxaca: dairy('oaxaca cheese', 200, 'g', {
    c: ['milk'],
    g: 'melting-cheese',
    of: 'monterey_jack',
    prep: 'pulled into strings',
    s: ['quesillo cheese', 'queso oaxaca', 'quesillo', 'oaxaca'],
  }),
  // Goya's seasoning sachet: salt, MSG, garlic, cumin, coriander and annatto for colour
  sazon: spice('sazón seasoning', 1, 'pack', {
    c: [],
    s: [
      'sazon',
      'sazon packet',
      'sazon seasoning',
      'goya sazon',
      'sazon goya',
      'sazon con culantro y achiote',
      'sazon con azafran',
    ],
  }),
} satisfies Record<string, IngredientSpec>;
