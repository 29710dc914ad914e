import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp, type BuildAppOptions } from './app';

/**
 * For server tests: a `buildApp` whose apps are all closed after each test, so no app (nor its
 * Redis connection or provider requests) outlives the test that built it. Call once per test file.
 */
export function closingBuildApp(): (options: BuildAppOptions) => Promise<FastifyInstance> {
  const open = new Set<FastifyInstance>();
  afterEach(async () => {
    const apps = [...open];
    open.clear();
    await Promise.all(apps.map((app) => app.close()));
  });
  return async (options) => {
    const app = await buildApp(options);
    open.add(app);
    return app;
  };
}
