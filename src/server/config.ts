import path from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8).default('Admin#2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  TOKEN_TTL: z.string().default('12h'),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .url('REDIS_URL must be a URL such as redis://host:6379')
    // (A string that is no URL at all is left to the message above.)
    .refine((url) => !URL.canParse(url) || /^rediss?:$/.test(new URL(url).protocol), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
});

/** Sign-in throttling (src/server/queries/signInThrottle.ts): per (account, address) and per address, never per account. */
export interface SignInThrottleLimits {
  /** Failures are counted within this window from the first one. */
  windowSeconds: number;
  /** An email from one address: blocked at every `pairMaxFailures`-th failure, first for `pairBlockSeconds`, doubling up to `pairMaxBlockSeconds`. */
  pairMaxFailures: number;
  pairBlockSeconds: number;
  pairMaxBlockSeconds: number;
  /** One address, whatever the emails: blocked at every `addressMaxFailures`-th failure for `addressBlockSeconds`. */
  addressMaxFailures: number;
  addressBlockSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  publicUrl: string;
  smtpUrl?: string;
  adminEmail: string;
  adminPassword: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  statementTimeoutMs: number;
  tokenTtl: string;
  /** Folder of the built front end; when absent the API still runs. */
  staticDir: string;
  signInThrottle: SignInThrottleLimits;
  /** Requests per minute per address to the sign-in and password routes. */
  authRateLimit: number;
  /** Above this event-loop delay the app answers 503 with Retry-After instead of queueing (0: never). */
  maxEventLoopDelayMs: number;
  /** How long a stop (SIGTERM) waits for the requests in flight before the process ends anyway. */
  shutdownTimeoutMs: number;
  /** The bearer token of `GET /metrics` (Prometheus); without it the route does not exist. */
  metricsToken?: string;
  /** Redis shared by the instances (rate limits); without it each instance counts in its own memory. */
  redisUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    tokenTtl: e.TOKEN_TTL,
    staticDir: path.resolve('dist/admin'),
    signInThrottle: {
      windowSeconds: 15 * 60,
      pairMaxFailures: 5,
      pairBlockSeconds: 60,
      pairMaxBlockSeconds: 15 * 60,
      addressMaxFailures: 30,
      addressBlockSeconds: 15 * 60,
    },
    authRateLimit: 30,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
  };
}
