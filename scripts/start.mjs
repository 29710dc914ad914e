// `npm start`: build the page if it is missing or older than its sources, then serve app and API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newest(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, name)));
  return latest;
}

const sources = ['index.html', 'public', 'src/web', 'src/shared', 'vite.config.ts'].map((p) =>
  path.join(root, p),
);
const stale =
  !existsSync(built) || sources.some((s) => existsSync(s) && newest(s) > statSync(built).mtimeMs);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (stale) {
  console.log('Building the page first...');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on, so the server can finish in-flight recipes and exit cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
