import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './harness';

/**
 * Debian's redis-server and nginx, run by the tests as an unprivileged user could: loopback ports
 * chosen free, everything (config, pid, temp files, logs) in a temporary directory.
 */
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'react-recipes.conf.template');

/** Where a program is: on PATH, or in the sbin directories a non-root PATH often lacks. */
export function findBinary(name: string): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
  ];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

/**
 * The scale-out tests' binaries, or why they cannot run. Missing binaries skip those tests on a
 * developer's machine, but fail them where CI_REQUIRE_SCALE=1 (`.ci/run`), so CI never skips.
 */
export function scaleBinaries() {
  const redis = findBinary('redis-server');
  const nginx = findBinary('nginx');
  const missing = [redis ? [] : ['redis-server'], nginx ? [] : ['nginx']].flat();
  return {
    redis,
    nginx,
    missing,
    required: process.env.CI_REQUIRE_SCALE === '1',
    why: `${missing.join(' and ')} not installed (Debian: apt-get install redis-server nginx)`,
  };
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** Resolves once `text` appears in the child's output, or rejects when it exits or time runs out. */
function waitForOutput(child: ChildProcess, text: string, output: () => string, ms = 10_000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`no "${text}" within ${ms} ms:\n${output()}`)),
      ms,
    );
    const check = () => {
      if (output().includes(text)) finish();
    };
    const exited = (code: number | null) =>
      finish(new Error(`exited (${code}) before "${text}":\n${output()}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export interface RedisServer {
  url: string;
  /** Stops it (SIGTERM), keeping its port for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with no data (nothing is saved to disk). */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open but nothing is answered; `resume` undoes it. */
  pause(): void;
  resume(): void;
  /** Stops it for good and removes its directory. */
  close(): Promise<void>;
}

export async function startRedis(binary: string): Promise<RedisServer> {
  const port = await freePort();
  const dir = tempDir('rr-redis-');
  let child: ChildProcess | undefined;
  const start = async () => {
    let output = '';
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(child, 'Ready to accept connections', () => output);
  };
  await start();
  const stop = async () => {
    child?.kill('SIGCONT');
    await stopChild(child);
    child = undefined;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}

/** Fills in deploy/nginx's template the way its header says envsubst does. */
export function renderNginxSite(listen: string, upstreams: readonly string[]): string {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const site = template
    .replaceAll('${RR_LISTEN}', listen)
    .replaceAll('${RR_UPSTREAM_SERVERS}', upstreams.map((u) => `server ${u};`).join(' '));
  if (site.includes('${RR_')) throw new Error('a placeholder of the nginx template was not filled');
  return site;
}

export interface Nginx {
  url: string;
  /** Everything nginx wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Runs nginx in the foreground with deploy/nginx's site in front of the given `host:port`s. */
export async function startNginx(binary: string, upstreams: readonly string[]): Promise<Nginx> {
  const port = await freePort();
  const dir = tempDir('rr-nginx-');
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub));
  const errorLog = path.join(dir, 'logs', 'error.log');
  writeFileSync(
    path.join(dir, 'react-recipes.conf'),
    renderNginxSite(`127.0.0.1:${port}`, upstreams),
  );
  const temp = (name: string) => path.join(dir, 'temp', name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root, workers would otherwise run as `nobody`, who cannot write into this directory.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} info;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${path.join(dir, 'logs', 'access.log')};`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'react-recipes.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', errorLog, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${output}`);
    try {
      await fetch(`${url}/nginx-started`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    errorLog: () => readFileSync(errorLog, 'utf8'),
    // SIGQUIT: nginx's graceful stop.
    stop: async () => {
      await stopChild(child, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
