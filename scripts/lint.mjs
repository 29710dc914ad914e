// `npm run lint`: eslint, prettier and jscpd side by side rather than one after another, so a cold
// run (no caches, as in a fresh clone) takes as long as the slowest of the three, not their sum.
// Each tool's output is printed whole once it ends; the exit code is the first failure's.
// A dozen lines of node rather than a task-runner dependency for one script.
import { spawn } from 'node:child_process';

const TOOLS = [
  ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  ['prettier', '--check', '--cache', '.'],
  ['jscpd'],
];

function run([bin, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ bin, code: code ?? 1, out }));
    child.on('error', (error) => resolve({ bin, code: 1, out: String(error) }));
  });
}

const results = await Promise.all(TOOLS.map(run));
for (const { bin, code, out } of results) {
  process.stdout.write(`── ${bin} (exit ${code})\n${out}`);
}
process.exitCode = results.find((r) => r.code !== 0)?.code ?? 0;
