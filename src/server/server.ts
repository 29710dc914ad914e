import { buildApp } from './app';
import { loadConfigOrExit } from './config';

/** How long in-flight recipe streams may run on after SIGTERM before the server exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.warn('in-flight requests did not finish in time; exiting');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Connections of streams that finish after this point go idle; close them as they do.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { provider: app.recipeProvider.name, model: app.recipeProvider.model },
    `React Recipes is ready at http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
