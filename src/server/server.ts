import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

/** How long in-flight recipe streams may run on after SIGTERM before the server exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });

  // SIGTERM or SIGINT: stop accepting connections, let in-flight requests (streams included)
  // finish, then exit 0; after the grace period, or on a second signal, exit 1 at once.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: app.log,
      onTimeout: () => app.log.warn('in-flight requests did not finish in time; exiting'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else
        app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
      // A keep-alive connection whose stream finishes after this point goes idle; close it then,
      // or it would hold the server open until the grace period ends.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
      await app.close();
    },
  );

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
