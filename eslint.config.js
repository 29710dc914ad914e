import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'bench/results', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...importZones(),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

/**
 * The import direction of docs/architecture.md, checked on every static import (the type-checker
 * enforces the same through project references; this rule names what was broken). Import paths
 * are matched as written: `up` anchors a pattern on the `../` segments that climb out of a folder.
 * The catalogue is reached only through the app shell's dynamic import() of its page, which this
 * rule does not see: the recipe page must not load catalogue code. Each file falls in one zone
 * only, since a later config object's rule options replace an earlier one's.
 */
function importZones() {
  const up = String.raw`^(\.\./)+`;
  const zone = (regex, message) => ({ regex, message });
  const noPage = zone(`${up}web(/|$)`, 'Nothing imports the page; it imports the libraries.');
  const noServer = zone(`${up}server(/|$)`, 'Only the server imports the server.');
  const noNode = zone('^node:', 'Only the server, tests and tools use Node built-ins.');
  const noReact = zone('^react', 'The libraries render nothing.');
  const noSchema = zone('recipe-schema$', 'The request schema pulls zod into the page.');
  const noCatalogue = [
    zone(
      '(^|/)catalogue(/|$)',
      'Only the catalogue feature imports catalogue code; the app shell loads its page with import().',
    ),
    zone('^(@huggingface/tasks|@lezer/)', 'Only the catalogue imports its libraries.'),
  ];
  const noShell = zone(`${up}app(/|$)`, 'A feature does not import the app shell.');
  const noRecipes = zone(`${up}(features/)?recipes(/|$)`, 'A feature does not import another.');
  const tests = ['**/*.test.{ts,tsx}', 'src/web/test/**', 'src/chef/data/check.ts'];
  const zoneFor = (files, ...patterns) => ({
    files,
    ignores: tests,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  return [
    zoneFor(['src/chef/**', 'src/shared/**'], noPage, noServer, noNode, noReact, ...noCatalogue),
    zoneFor(['src/catalogue/**'], noPage, noServer, noNode, noReact),
    zoneFor(['src/server/**'], noPage, ...noCatalogue),
    zoneFor(
      ['src/web/app/**', 'src/web/components/**', 'src/web/lib/**', 'src/web/*.{ts,tsx}'],
      noServer,
      noNode,
      noSchema,
      ...noCatalogue,
    ),
    zoneFor(['src/web/features/recipes/**'], noServer, noNode, noSchema, noShell, ...noCatalogue),
    zoneFor(['src/web/features/catalogue/**'], noServer, noNode, noSchema, noShell, noRecipes),
  ];
}
