import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point: configuration, the app, listen; SIGTERM/SIGINT close the app and its database cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { seed: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CRE Association Admin is ready at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((err: Error) => {
  console.error(`Could not start: ${err.message}`);
  process.exit(1);
});
