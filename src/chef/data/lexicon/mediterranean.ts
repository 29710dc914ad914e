import type { IngredientSpec } from '../../types';
import { dairy, grain, protein, seafood, veg } from '../build';

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
    s: ['kefalotiri', 'kefalograviera', 'graviera', 'kasseri', 'kefalotyri cheese'],
  }),
  trofie: grain('trofie', 400, 'g', {
    c: ['gluten'],
    g: 'pasta',
    of: 'pasta',
    s: ['trofie pasta', 'trofiette'],
  }),
} satisfies Record<string, IngredientSpec>;
