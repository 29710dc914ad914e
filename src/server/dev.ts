/**
 * `npm run dev`: the API on 127.0.0.1:3001 and Vite's dev server (hot reload) on 127.0.0.1:5173,
 * which proxies /api to it (vite.config.ts). Configuration is the same as for `npm start`.
 */
import { createServer } from 'vite';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

const API_PORT = 3001;

const config = { ...loadConfigOrExit(), port: API_PORT };

const api = await buildApp({ config, staticDir: false });
await api.listen({ port: API_PORT, host: config.host });
const vite = await createServer();
await vite.listen();
vite.printUrls();

const stop = async () => {
  await Promise.allSettled([vite.close(), api.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
