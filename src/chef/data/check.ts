/**
 * Prints what breaks the knowledge base's rules, for the files named (all when none):
 *
 *   npm run chef:check -- italian greek
 */
import { DISH_FILES, DISHES } from './dishes';
import { INGREDIENT_IDS, LEXICON_PARTS } from './ingredients';
import { lexiconCollisions } from '../lexicon';
import { dishErrors, knowledgeBaseErrors } from './validate';

type FileName = keyof typeof DISH_FILES;
const asked = process.argv.slice(2);
const unknown = asked.filter((f) => !Object.hasOwn(DISH_FILES, f));
if (unknown.length > 0) {
  console.error(
    `Unknown file(s): ${unknown.join(', ')}. Files: ${Object.keys(DISH_FILES).join(', ')}`,
  );
  process.exit(2);
}
const files = (asked.length > 0 ? asked : Object.keys(DISH_FILES)) as FileName[];
let errors = 0;
for (const file of files) {
  for (const dish of DISH_FILES[file]) {
    for (const e of dishErrors(dish)) {
      console.log(`${file}: ${dish.title}: ${e}`);
      errors++;
    }
  }
}
for (const e of knowledgeBaseErrors(DISHES).filter((e) => e.includes('dishes share this title'))) {
  console.log(`all: ${e}`);
  errors++;
}
const partSizes = Object.values(LEXICON_PARTS).reduce<number>(
  (n, p) => n + Object.keys(p).length,
  0,
);
if (partSizes !== INGREDIENT_IDS.length) {
  console.log(`lexicon: ${partSizes - INGREDIENT_IDS.length} id(s) defined in more than one part`);
  errors++;
}
for (const c of lexiconCollisions()) {
  console.log(`lexicon: "${c.key}" is claimed by ${c.ids.join(' and ')}`);
  errors++;
}
const counts = files.map((f) => `${f} ${DISH_FILES[f].length}`).join(', ');
console.log(
  `${errors} problem(s). Dishes: ${counts}; ${DISHES.length} in all. Lexicon: ${INGREDIENT_IDS.length} ingredients.`,
);
process.exitCode = errors > 0 ? 1 : 0;
