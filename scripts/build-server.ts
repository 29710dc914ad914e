/**
 * `npm run build`, after the page: compiles the server into dist/server/ so that `npm start` runs
 * plain JavaScript. Our own code is bundled into one module (one file to load instead of about a
 * hundred); packages stay in node_modules, installed as the production dependencies.
 *
 * dist/server/server.js is a small launcher that turns source maps on before the bundle loads, so
 * `node dist/server/server.js` alone gives stack traces with TypeScript file names and lines.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist', 'server');
const bundle = path.join(outDir, 'main.js');

/**
 * The chef's dish and word lists are object literals: nearly four mappings in five, and no frame of
 * a stack trace ever lands in them. Node decodes a map whole the first time a stack is formatted
 * (Fastify formats some while starting), so their mappings would cost about 20 MB of heap for good.
 */
const DATA_ONLY = /(^|\/)src\/chef\/data\/[^/]+\//;

rmSync(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'src', 'server', 'server.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  // Stack traces need file names and lines, not the sources themselves (they are in the repository).
  sourcesContent: false,
  logLevel: 'warning',
});
if (result.errors.length > 0) process.exit(1);

const mapFile = `${bundle}.map`;
const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
const dropped = new Set(
  map.sources.flatMap((source, index) => (DATA_ONLY.test(source) ? [index] : [])),
);
const lines = decode(map.mappings);
let kept = 0;
let total = 0;
const filtered = lines.map((segments) => {
  total += segments.length;
  const keep = segments.filter((segment) => segment.length === 1 || !dropped.has(segment[1]));
  kept += keep.length;
  return keep;
});
map.mappings = encode(filtered);
writeFileSync(mapFile, JSON.stringify(map));

writeFileSync(
  path.join(outDir, 'server.js'),
  `// Written by scripts/build-server.ts. Source maps must be on before the bundle is compiled, so the
// launcher turns them on (for our code; packages' own maps would only cost memory) and then loads it.
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true, { nodeModules: false });
await import('./main.js');
`,
);

const kb = (file: string) => `${(readFileSync(file).length / 1024).toFixed(0)} KB`;
console.log(
  `build-server: dist/server/main.js ${kb(bundle)}, source map ${kb(mapFile)} (${kept} of ${total} mappings; those of ${dropped.size} data-only modules left out)`,
);
