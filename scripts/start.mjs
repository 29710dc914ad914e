// `npm start`: build the page and the server if either is missing or older than its sources, then
// run the compiled server (plain JavaScript, no TypeScript loader) in this same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/index.html', 'dist/server/main.js', 'dist/server/server.js'].map((p) =>
  path.join(root, p),
);

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, name)));
  return latest;
}

const sources = [
  'index.html',
  'public',
  'src',
  'vite.config.ts',
  'scripts/prerender-plugin.ts',
  'scripts/build-server.ts',
  'package.json',
].map((p) => path.join(root, p));

function stale() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return sources.some((s) => existsSync(s) && newest(s) > built);
}

if (stale()) {
  console.log('Building the page and the server first...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      'The build failed. It needs the development dependencies (`npm ci`); a production install ' +
        '(`npm ci --omit=dev`) can only start a dist/ built beforehand.',
    );
    process.exit(build.status ?? 1);
  }
}
await import(pathToFileURL(path.join(root, 'dist', 'server', 'server.js')).href);
