import type { IngredientSpec } from '../../types';
import { condiment, dairy, grain, protein, seafood, veg } from '../build';

/** Ingredients particular to Italian, Spanish, Portuguese and Greek cooking. Shared, everyday ingredients live in `core.ts`. */
export const MEDITERRANEAN_INGREDIENTS = {
  // ---- meat -----------------------------------------------------------------------------------
  veal_shank: protein('veal shank', 4, '', {
    c: ['meat'],
    g: 'braising',
    safe: 'beef',
    prep: 'cut across the bone into 4 cm slices',
    s: ['veal shin', 'veal shank slice', 'cross-cut veal shank', 'veal shin slice'],
  }),
  jamon_serrano: protein('jamón serrano', 8, 'slice', {
    c: ['meat'],
    mass: true,
    g: 'ham',
    of: 'prosciutto',
    s: [
      'jamon',
      'serrano ham',
      'jamon iberico',
      'jamón ibérico',
      'iberico ham',
      'spanish ham',
      'spanish cured ham',
    ],
  }),

  // ---- fish and seafood -----------------------------------------------------------------------
  salt_cod: seafood('salt cod', 600, 'g', {
    c: ['fish'],
    mass: true,
    g: 'salt-cod',
    safe: 'fish',
    prep: 'soaked in cold water for 48 hours, water changed 4 times',
    s: [
      'dried salt cod',
      'salted cod',
      'dried cod',
      'salt codfish',
      'salted codfish',
      'bacalhau',
      'bacalao',
      'baccalà',
      'klippfisk',
      'klipfish',
    ],
  }),
  fresh_sardine: seafood('fresh sardine', 12, '', {
    c: ['fish'],
    g: 'fresh-sardine',
    safe: 'fish',
    prep: 'gutted and scaled',
    s: ['whole sardine', 'sardine fillet', 'whole fresh sardine'],
  }),
  octopus: seafood('octopus', 1, '', {
    c: ['mollusc'],
    pl: 'octopuses',
    g: 'octopus',
    safe: 'shellfish',
    prep: 'about 1.5 kg, cleaned',
    s: [
      'whole octopus',
      'octopus tentacle',
      'octopus leg',
      'octopus arm',
      'frozen octopus',
      'cleaned octopus',
    ],
  }),

  // ---- rice -----------------------------------------------------------------------------------
  paella_rice: grain('paella rice', 300, 'g', {
    c: [],
    g: 'risotto-rice',
    s: [
      'bomba',
      'bomba rice',
      'arroz bomba',
      'calasparra',
      'calasparra rice',
      'valencia rice',
      'spanish paella rice',
      'carolino rice',
      'arroz carolino',
    ],
  }),

  // ---- vegetables -----------------------------------------------------------------------------
  // jarred vine leaves in brine are often kept with sodium metabisulphite
  vine_leaf: veg('vine leaf', 40, '', {
    c: ['sulphites'],
    g: 'vine-leaf',
    prep: 'rinsed',
    s: ['grape leaf', 'preserved vine leaf', 'vine leaves in brine', 'brined vine leaf'],
  }),
  padron_pepper: veg('padrón pepper', 200, 'g', {
    c: [],
    g: 'frying-pepper',
    cook: 'quick',
    s: ['padron pepper', 'shishito pepper', 'shishito', 'friggitello', 'friggitelli'],
  }),

  // ---- cheese ---------------------------------------------------------------------------------
  kefalotyri: dairy('kefalotyri', 250, 'g', {
    c: ['milk'],
    g: 'grill-cheese',
    s: [
      'kefalotyri cheese',
      'kasseri cheese',
      'graviera cheese',
      'kefalotiri',
      'kefalograviera',
      'graviera',
      'kasseri',
      'kefalotyri cheese',
    ],
  }),
  trofie: grain('trofie', 400, 'g', {
    c: ['gluten'],
    g: 'pasta',
    of: 'pasta',
    s: ['trofie pasta', 'trofiette'],
  }),
  // ---- deli counter -------------------------------------------------------------------------
  // cows' milk and animal rennet, with egg-white lysozyme as a preservative
  grana_padano: dairy('Grana Padano', 50, 'g', {
    c: ['milk', 'egg', 'rennet'],
    of: 'parmesan',
    g: 'hard-cheese',
    prep: 'grated',
    s: ['grana cheese', 'grana', 'grana padano cheese', 'grated grana padano'],
  }),
  // finely ground cooked pork with cubes of fat; many are studded with pistachios and some hold
  // milk powder
  mortadella: protein('mortadella', 100, 'g', {
    c: ['meat', 'tree-nut', 'milk'],
    mass: true,
    g: 'ham',
    ready: true,
    s: [
      'mortadella bologna',
      'mortadella with pistachio',
      'sliced mortadella',
      'pistachio mortadella',
    ],
  }),
  // air-dried salted beef, sliced thin
  bresaola: protein('bresaola', 80, 'g', {
    c: ['meat'],
    mass: true,
    of: 'dried_beef',
    g: 'cured-beef',
    ready: true,
    s: ['bresaola slices', 'sliced bresaola', 'bresaola della valtellina', 'cecina de leon'],
  }),
  // the Italian green sauce: parsley, basil and mint chopped with capers, anchovy, Dijon mustard,
  // wine vinegar and olive oil, spooned over meat and fish
  salsa_verde: condiment('salsa verde', 4, 'tbsp', {
    c: ['fish', 'mustard', 'sulphites'],
    g: 'salsa-verde',
    s: ['italian salsa verde', 'green herb sauce', 'salsa verde sauce'],
  }),
  // onion, carrot and celery diced small, sold frozen or chilled to start a sauce or a soup
  soffritto: veg('soffritto mix', 300, 'g', {
    c: ['celery'],
    mass: true,
    cook: 'medium',
    s: [
      'soffritto',
      'frozen soffritto',
      'mirepoix',
      'mirepoix mix',
      'frozen mirepoix',
      'battuto',
      'diced onion carrot and celery',
      'onion carrot and celery mix',
    ],
  }),
  // oil flavoured with truffle (or its aroma): a few drops to finish, never to fry in
  truffle_oil: condiment('truffle oil', 1, 'tsp', {
    c: [],
    s: ['white truffle oil', 'black truffle oil', 'truffle infused oil', 'truffle olive oil'],
  }),
  // chopped mushrooms with black truffle and olive oil
  truffle_paste: condiment('truffle paste', 1, 'tbsp', {
    c: [],
    s: ['black truffle paste', 'truffle sauce', 'tartufata', 'salsa tartufata', 'truffle spread'],
  }),
  // tomato sauce finished with cream and cheese
  vodka_sauce: veg('vodka sauce', 500, 'g', {
    c: ['milk', 'rennet'],
    mass: true,
    s: ['vodka pasta sauce', 'jar of vodka sauce', 'penne alla vodka sauce', 'raos vodka sauce'],
  }),
  // jarred: cream, butter and parmesan, some with egg yolk
  alfredo_sauce: dairy('Alfredo sauce', 400, 'g', {
    c: ['milk', 'rennet', 'egg'],
    g: 'white-sauce',
    s: [
      'alfredo',
      'jar of alfredo sauce',
      'jarred alfredo sauce',
      'fettuccine alfredo sauce',
      'bertolli alfredo',
    ],
  }),
  // southern Italian stretched-curd cheese, smoked, made with calf rennet: melts as mozzarella does
  smoked_provola: dairy('smoked provola', 150, 'g', {
    c: ['milk', 'rennet'],
    g: 'mozzarella',
    s: [
      'provola cheese',
      'provola',
      'provola affumicata',
      'smoked scamorza',
      'scamorza affumicata',
      'smoked mozzarella',
      'affumicata',
    ],
  }),
} satisfies Record<string, IngredientSpec>;
