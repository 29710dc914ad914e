/**
 * A small mutation check: breaks the recipe rules, the SSE parser and the upstream error mapping
 * one way at a time, runs the tests that guard each, and reports which breakages a test caught
 * (killed) and which none did (survived). Every file is restored after each run.
 *
 *   node --import tsx scripts/mutation-check.ts [recipe-rules|sse|error-mapping]
 *
 * Skipping comment lines is left out: without it a comment is read as a field with an empty
 * name, which is ignored anyway, so no test can tell (an equivalent mutant).
 *
 * Hand-written rather than a mutation-testing framework: the point is a short, readable list of
 * the breakages that matter here, not every operator swap in the code base.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Mutation {
  name: string;
  file: string;
  from: string;
  to: string;
}

interface Group {
  tests: string[];
  mutations: Mutation[];
}

const INGREDIENTS = 'src/shared/ingredients.ts';
const STATE = 'src/web/features/recipes/recipe-state.ts';
const SSE = 'src/shared/sse.ts';
const UPSTREAM = 'src/server/providers/upstream-error.ts';

const GROUPS: Record<string, Group> = {
  'recipe-rules': {
    tests: [
      'src/shared/ingredients.test.ts',
      'src/web/features/recipes/recipe-state.test.ts',
      'src/web/features/recipes/recipe-page.test.tsx',
    ],
    mutations: [
      {
        name: 'a 3-character ingredient is refused',
        file: INGREDIENTS,
        from: 'ingredient.length < MIN_INGREDIENT_LENGTH',
        to: 'ingredient.length <= MIN_INGREDIENT_LENGTH',
      },
      {
        name: 'duplicates are accepted',
        file: INGREDIENTS,
        from: 'if (list.includes(ingredient))',
        to: 'if (false)',
      },
      {
        name: 'no capitalisation',
        file: INGREDIENTS,
        from: 'return first.toUpperCase() + cleaned.slice(first.length).toLowerCase();',
        to: 'return cleaned;',
      },
      {
        name: 'a 31st ingredient is accepted',
        file: INGREDIENTS,
        from: 'list.length >= MAX_INGREDIENTS',
        to: 'list.length > MAX_INGREDIENTS',
      },
      {
        name: '"1 more ingredients"',
        file: INGREDIENTS,
        from: "remaining === 1 ? 'ingredient' : 'ingredients'",
        to: "'ingredients'",
      },
      {
        name: 'adding keeps the recipe fresh',
        file: STATE,
        from: "stale: true,\n        attempt: 0,\n        omitted: [],\n      };\n    case 'remove'",
        to: "stale: false,\n        attempt: 0,\n        omitted: [],\n      };\n    case 'remove'",
      },
      {
        name: 'removing keeps the "generated" heading',
        file: STATE,
        from: 'stale: true,\n        generated: false,',
        to: 'stale: true,\n        generated: true,',
      },
      {
        name: 'a recipe needs 5 ingredients',
        file: STATE,
        from: 'state.ingredients.length >= MIN_INGREDIENTS_FOR_RECIPE',
        to: 'state.ingredients.length > MIN_INGREDIENTS_FOR_RECIPE',
      },
      { name: 'a stale recipe stays visible', file: STATE, from: ' && !state.stale', to: '' },
      {
        name: 'loading never ends after done',
        file: STATE,
        from: 'loading: false,\n        generated: true,',
        to: 'loading: true,\n        generated: true,',
      },
      {
        name: 'a partial recipe is not marked incomplete',
        file: STATE,
        from: "incomplete: state.recipe !== ''",
        to: 'incomplete: false',
      },
      {
        name: 'a failure never offers Try again',
        file: STATE,
        from: 'retry: action.retry ?? true',
        to: 'retry: false',
      },
    ],
  },
  sse: {
    tests: ['src/shared/sse.test.ts', 'src/web/features/recipes/recipe-page.test.tsx'],
    mutations: [
      {
        name: 'the space after the colon is kept',
        file: SSE,
        from: "if (value.startsWith(' ')) value = value.slice(1);",
        to: '',
      },
      {
        name: 'data lines are joined without newlines',
        file: SSE,
        from: "data.join('\\n')",
        to: "data.join('')",
      },
      {
        name: 'a lone trailing \\r ends a line at once',
        file: SSE,
        from: "if (buffer[newline] === '\\r' && newline + 1 === buffer.length) break;",
        to: '',
      },
      {
        name: 'an unnamed event has no type',
        file: SSE,
        from: "event: event || 'message'",
        to: 'event',
      },
      {
        name: 'the event name carries over',
        file: SSE,
        from: "event = '';\n        data = [];",
        to: 'data = [];',
      },
      {
        name: 'an event without data is sent',
        file: SSE,
        from: 'if (data.length > 0) messages.push',
        to: 'messages.push',
      },
    ],
  },
  'error-mapping': {
    tests: [
      'src/server/providers/upstream-error.test.ts',
      'src/server/provider-faults.test.ts',
      'src/server/provider-conformance.test.ts',
    ],
    mutations: [
      {
        name: '403 is not a key problem',
        file: UPSTREAM,
        from: 'status === 401 || status === 403',
        to: 'status === 401',
      },
      {
        name: '402 is not quota',
        file: UPSTREAM,
        from: "if (status === 402) return 'quota';",
        to: '',
      },
      {
        name: '429 is always a wait, even insufficient_quota',
        file: UPSTREAM,
        from: "QUOTA.test(words) ? 'quota' : 'rate_limited'",
        to: "'rate_limited'",
      },
      {
        name: '404 is not the model',
        file: UPSTREAM,
        from: "if (status === 404) return 'model';",
        to: '',
      },
      {
        name: '413 is not the context',
        file: UPSTREAM,
        from: "if (status === 413) return 'context';",
        to: '',
      },
      {
        name: 'a 400 naming the model is a bad request',
        file: UPSTREAM,
        from: "MODEL.test(words) ? 'model' : 'bad_request'",
        to: "'bad_request'",
      },
      { name: '500 is not unavailable', file: UPSTREAM, from: 'status >= 500', to: 'status > 500' },
      {
        name: 'quota inside a 200 stream is not recognised',
        file: UPSTREAM,
        from: "if (QUOTA.test(words)) return 'quota';",
        to: '',
      },
      {
        name: 'the key is not redacted from logs',
        file: UPSTREAM,
        from: 'secret.length >= 4',
        to: 'secret.length >= 4000',
      },
      {
        name: 'a bearer token is not redacted',
        file: UPSTREAM,
        from: ".replace(/\\bBearer\\s+\\S+/gi, 'Bearer [redacted]')",
        to: '',
      },
    ],
  },
};

function testsPass(tests: string[]): boolean {
  try {
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--bail', '1', ...tests],
      { cwd: ROOT, stdio: 'ignore' },
    );
    return true;
  } catch {
    return false;
  }
}

const asked = process.argv.slice(2);
let killed = 0;
let survived = 0;
for (const [groupName, group] of Object.entries(GROUPS)) {
  if (asked.length > 0 && !asked.includes(groupName)) continue;
  if (!testsPass(group.tests)) throw new Error(`${groupName}: the tests fail before any mutation`);
  console.log(`${groupName} (${group.tests.join(', ')})`);
  for (const mutation of group.mutations) {
    const file = path.join(ROOT, mutation.file);
    const original = readFileSync(file, 'utf8');
    const count = original.split(mutation.from).length - 1;
    if (count !== 1)
      throw new Error(`${mutation.name}: expected once in ${mutation.file}, found ${count} times`);
    writeFileSync(file, original.replace(mutation.from, mutation.to));
    let caught: boolean;
    try {
      caught = !testsPass(group.tests);
    } finally {
      writeFileSync(file, original);
    }
    if (caught) killed++;
    else survived++;
    console.log(`  ${caught ? 'killed  ' : 'SURVIVED'} ${mutation.name}`);
  }
}
console.log(`\n${killed} killed, ${survived} survived of ${killed + survived} mutations`);
process.exitCode = survived > 0 ? 1 : 0;
