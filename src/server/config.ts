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
  SHUTDOWN_DRAIN_MS: z.coerce.number().int('SHUTDOWN_DRAIN_MS must be a whole number of milliseconds').min(0, 'SHUTDOWN_DRAIN_MS must be 0 or more').default(0),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  REDIS_URL: z
    .string()
    .url('REDIS_URL must be a URL such as redis://host:6379')
    .refine((url) => !URL.canParse(url) || /^rediss?:$/.test(new URL(url).protocol), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int('REDIS_COMMAND_TIMEOUT_MS must be a whole number of milliseconds').positive('REDIS_COMMAND_TIMEOUT_MS must be 1 or more').default(500),
  S3_URL: z.string().optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as https://s3.eu-west-1.amazonaws.com or http://minio:9000').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as eu-west-1').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_TIMEOUT_MS: z.coerce.number().int('S3_TIMEOUT_MS must be a whole number of milliseconds').positive('S3_TIMEOUT_MS must be 1 or more').default(5000),
  AUDIT_LOG: z.enum(['on', 'off'], 'AUDIT_LOG must be on or off').default('on'),
  AUDIT_RETENTION_DAYS: z.coerce.number().int('AUDIT_RETENTION_DAYS must be a whole number of days').min(1, 'AUDIT_RETENTION_DAYS must be 1 or more').default(730),
  DATABASE_READ_URL: z.string().url('DATABASE_READ_URL must be a URL such as postgres://reader@replica:5432/cre_admin').optional(),
  SIGN_IN_ACCOUNT_MAX_FAILURES: z.coerce.number().int('SIGN_IN_ACCOUNT_MAX_FAILURES must be a whole number').min(1, 'SIGN_IN_ACCOUNT_MAX_FAILURES must be 1 or more').default(20),
  SIGN_IN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int('SIGN_IN_ACCOUNT_WINDOW_SECONDS must be a whole number of seconds').min(60, 'SIGN_IN_ACCOUNT_WINDOW_SECONDS must be 60 or more').default(3600),
});
type EnvValues = z.infer<typeof Env>;

export const CONFIG_VARIABLES = Object.keys(Env.shape);

export interface S3Config {
  /** For a non-AWS service (MinIO, R2, …). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Absent: the AWS SDK's own chain (an instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_PARTS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_URL_FORM = 'S3_URL must look like https://ACCESS_KEY:SECRET@host[:port]/bucket?region=eu-west-1';

/** S3_URL (one secret to pass around) or the separate S3_* variables; each problem a line a person can act on. */
function s3Config(e: EnvValues): { s3?: S3Config; problems: string[] } {
  const set = S3_PARTS.filter((name) => e[name] !== undefined);
  if (e.S3_URL !== undefined) {
    if (set.length > 0) return { problems: [`S3_URL: set either S3_URL or ${set.join(', ')}, not both`] };
    if (!URL.canParse(e.S3_URL)) return { problems: [S3_URL_FORM] };
    const url = new URL(e.S3_URL);
    const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
    const problems: string[] = [];
    if (!/^https?:$/.test(url.protocol)) problems.push(`${S3_URL_FORM} (http:// or https://)`);
    if (!BUCKET_NAME.test(bucket)) problems.push(`${S3_URL_FORM}: "${bucket}" is not a bucket name (3–63 lower-case letters, digits, dots and hyphens)`);
    if (Boolean(url.username) !== Boolean(url.password)) problems.push(`${S3_URL_FORM}: give both the access key and the secret, or neither`);
    if (problems.length > 0) return { problems };
    const credentials = url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
    return {
      s3: { endpoint: url.origin, bucket, region: url.searchParams.get('region') || 'us-east-1', ...(credentials ? { credentials } : {}) },
      problems: [],
    };
  }
  if (set.length === 0) return { problems: [] };
  const problems: string[] = [];
  if (e.S3_BUCKET === undefined) problems.push(`S3_BUCKET: required when ${set.join(', ')} is set`);
  else if (!BUCKET_NAME.test(e.S3_BUCKET)) problems.push(`S3_BUCKET: "${e.S3_BUCKET}" is not a bucket name (3–63 lower-case letters, digits, dots and hyphens)`);
  if (e.S3_ENDPOINT !== undefined && !/^https?:$/.test(new URL(e.S3_ENDPOINT).protocol)) problems.push('S3_ENDPOINT: must start with http:// or https://');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither (the AWS SDK then finds credentials itself)');
  }
  if (problems.length > 0) return { problems };
  return {
    s3: {
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION ?? 'us-east-1',
      ...(e.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } } : {}),
    },
    problems: [],
  };
}

/** See src/server/resources/auth/signInThrottle.ts and docs/SECURITY.md, "Sign-in throttling". */
export interface SignInThrottleLimits {
  windowSeconds: number;
  pairMaxFailures: number;
  pairBlockSeconds: number;
  pairMaxBlockSeconds: number;
  addressMaxFailures: number;
  addressBlockSeconds: number;
  /** Never holds a client with the account's device cookie, so an attacker cannot lock its owner out. */
  accountMaxFailures: number;
  accountWindowSeconds: number;
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
  /** When absent the API still runs. */
  staticDir: string;
  signInThrottle: SignInThrottleLimits;
  /** Per minute per address. */
  authRateLimit: number;
  /** 0: never refuse for overload. */
  maxEventLoopDelayMs: number;
  shutdownTimeoutMs: number;
  /** Serving on with readiness 503, so a load balancer sees it before the port closes. */
  shutdownDrainMs: number;
  /** Without it the route does not exist. */
  metricsToken?: string;
  redisUrl?: string;
  redisCommandTimeoutMs: number;
  s3?: S3Config;
  s3TimeoutMs: number;
  databaseReadUrl?: string;
  auditRetentionDays: number;
  auditEnabled: boolean;
  /** Tests shorten them. */
  mailTimings?: { pollMs?: number; leaseMs?: number; retryBaseMs?: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const { s3, problems } = s3Config(e);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    problems.push('DATABASE_READ_URL: a read replica needs DATABASE_URL (the embedded database has no replicas)');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
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
      accountMaxFailures: e.SIGN_IN_ACCOUNT_MAX_FAILURES,
      accountWindowSeconds: e.SIGN_IN_ACCOUNT_WINDOW_SECONDS,
    },
    authRateLimit: 30,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    ...(s3 ? { s3 } : {}),
    s3TimeoutMs: e.S3_TIMEOUT_MS,
    databaseReadUrl: e.DATABASE_READ_URL,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    auditEnabled: e.AUDIT_LOG === 'on',
  };
}
