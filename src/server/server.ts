import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * Entry point: configuration, the app, listen. SIGTERM/SIGINT stop it in order: readiness turns
 * 503, no new connection is taken, requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), then the
 * database pool closes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { seed: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight finish; one that would hold the stop past the timeout does not.
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: stopping with requests still in flight');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
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
