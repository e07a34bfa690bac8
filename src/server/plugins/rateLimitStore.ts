import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// @fastify/rate-limit's own two stores, which it exports without type declarations.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => FastifyRateLimitStore;

/** When Redis fails, limits go on holding per instance, and no request waits on Redis past its timeout. */
export function redisOrMemoryStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class RedisOrMemory implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(options: RateLimitOptions, stores?: [FastifyRateLimitStore, FastifyRateLimitStore]) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      this.shared = stores?.[0] ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.[1] ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(...[key, counted, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      this.shared.incr(key, (err, result) => (err ? this.local.incr(key, counted, timeWindow, max) : counted(null, result)), timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new RedisOrMemory({}, [this.shared.child(routeOptions), this.local.child(routeOptions)]);
    }
  };
}
