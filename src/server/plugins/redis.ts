import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

const PING_TIMEOUT_MS = 500;

/** Commands fail fast while Redis is out, so what uses it degrades rather than waits. */
export const redisPlugin = fp(async (app: FastifyInstance, opts: { url?: string; commandTimeoutMs: number }) => {
  if (!opts.url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(opts.url, {
    connectTimeout: PING_TIMEOUT_MS,
    commandTimeout: opts.commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastError = '';
  redis.on('error', (err: Error) => {
    // Logged once per kind of failure, not at every reconnection attempt.
    if (err.message === lastError) return;
    lastError = err.message;
    app.log.warn({ err }, 'Redis is not reachable; rate limits count per instance until it is back');
  });
  redis.on('ready', () => {
    if (lastError) app.log.info('Redis is reachable again');
    lastError = '';
  });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
});

export async function redisAnswers(redis: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      redis.ping().then((answer) => answer === 'PONG'),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
