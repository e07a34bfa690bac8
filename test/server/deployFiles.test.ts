import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/server/config';

/**
 * compose.yaml, its balancer's deploy/Caddyfile and the Dockerfile kept in step with the app: the
 * deployment the two-instance tests play (test/server/twoInstances.test.ts, redis.test.ts,
 * storage.test.ts) is the one the files describe. (`npm run image:check` starts the Dockerfile's
 * runtime stage itself.)
 */
interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  command?: string;
  entrypoint?: string;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }> | string[];
}
const compose = parse(fs.readFileSync(path.resolve('compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appNames = Object.keys(services).filter((name) => services[name]!.build === '.');

/** Compose's own substitution of ${NAME:-default} and ${NAME:?message}, from `given`. */
function substitute(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    if (given[name] !== undefined) return given[name]!;
    if (kind === '?') throw new Error(`compose.yaml requires ${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/** A Caddyfile or compose duration ('250ms', '2s', '1m30s') in milliseconds. */
function durationMs(text: string): number {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.map((part) => part[0]).join('') !== text) throw new Error(`Not a duration: ${text}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

const given = { JWT_SECRET: 'x'.repeat(48), METRICS_TOKEN: 'm'.repeat(24), ADMIN_PASSWORD: 'Compose#2026' };
/** The environment compose gives each instance, with `given` set in the shell. */
const appEnvs = () =>
  appNames.map((name) =>
    Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, substitute(String(value), given)])),
  );

describe('compose.yaml', () => {
  it('runs two instances of the image on PostgreSQL, Redis and MinIO, each waiting until they are healthy', () => {
    expect(appNames).toHaveLength(2);
    for (const service of ['postgres', 'redis', 'minio']) expect(services[service]?.healthcheck, service).toBeDefined();
    for (const name of appNames) {
      expect(services[name]!.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
  });

  it("gives both instances the same configuration, which the app accepts: shared database, Redis, bucket and token secret", () => {
    const envs = appEnvs();
    expect(envs[1]).toEqual(envs[0]);
    // Every variable set is one the app reads: a misspelt one would be ignored without a word.
    for (const key of Object.keys(envs[0]!)) expect(CONFIG_VARIABLES, key).toContain(key);
    // Compose's empty default for an unset variable reads as unset (no SMTP: mail kept in the outbox folder).
    const env = Object.fromEntries(Object.entries(envs[0]!).filter(([, value]) => value !== ''));
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/\w+:\w+@postgres:5432\//);
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: expect.any(String), credentials: expect.any(Object) });
    expect(config.jwtSecret).toBe(given.JWT_SECRET);
    // The bucket the app uses is the one the set-up service makes, with the credentials MinIO has.
    expect(services['minio-bucket']!.entrypoint).toContain(`local/${config.s3!.bucket}`);
    const minio = services.minio!.environment!;
    expect(config.s3!.credentials).toEqual({ accessKeyId: minio.MINIO_ROOT_USER, secretAccessKey: minio.MINIO_ROOT_PASSWORD });
    expect(() => substitute(String(services[appNames[0]!]!.environment!.JWT_SECRET), {})).toThrow('compose.yaml requires JWT_SECRET');
    // The metrics are served as shipped, to the token the operator chose.
    expect(config.metricsToken).toBe(given.METRICS_TOKEN);
    expect(() => substitute(String(services[appNames[0]!]!.environment!.METRICS_TOKEN), {})).toThrow('compose.yaml requires METRICS_TOKEN');
  });

  it('sends the mail to the Mailpit sink unless SMTP_URL says otherwise', () => {
    expect(services.mailpit?.image).toBe('axllent/mailpit');
    expect(services.mailpit?.ports).toContain('8025:8025');
    const config = loadConfig(appEnvs()[0]);
    expect(config.smtpUrl).toBe('smtp://mailpit:1025');
    for (const name of appNames) expect(services[name]!.depends_on).toHaveProperty('mailpit');
  });
});

describe('the balancer (deploy/Caddyfile)', () => {
  const caddyfile = fs.readFileSync(path.resolve('deploy/Caddyfile'), 'utf8');
  /** A subdirective's value in the Caddyfile, e.g. setting('health_uri'). */
  const setting = (name: string) => new RegExp(`^\\s*${name}\\s+(\\S+)\\s*$`, 'm').exec(caddyfile)?.[1];

  it('is the Caddyfile compose mounts into Caddy, proxying to every instance', () => {
    expect(services.balancer?.image).toMatch(/^caddy:/);
    expect(services.balancer?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // The CLI form (caddy reverse-proxy) has no health checks or retries.
    expect(services.balancer?.command).toBeUndefined();
    const upstreams = /^\s*reverse_proxy\s+([^{]+)\{/m.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(appNames.map((name) => `${name}:3000`).sort());
  });

  it('routes by readiness and tries a request again elsewhere', () => {
    expect(setting('health_uri')).toBe('/api/health/ready');
    expect(durationMs(setting('lb_try_duration')!)).toBeGreaterThan(0);
    expect(setting('lb_policy')).toBe('round_robin');
  });

  it('sees an instance stop before its port closes: the drain outlasts two health checks, and Docker waits for the stop', () => {
    const config = loadConfig(appEnvs()[0]);
    const interval = durationMs(setting('health_interval')!);
    const timeout = durationMs(setting('health_timeout') ?? '5s');
    expect(config.shutdownDrainMs).toBeGreaterThanOrEqual(2 * interval + timeout);
    for (const name of appNames) {
      expect(durationMs(services[name]!.stop_grace_period ?? '10s'), name).toBeGreaterThanOrEqual(config.shutdownDrainMs + config.shutdownTimeoutMs);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.resolve('Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.search(/^FROM \S+ AS runtime$/m));

  it('runs the compiled server with the production packages only, as a user other than root', () => {
    expect(runtime).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('CMD ["node", "--enable-source-maps", "dist/server/server.js"]');
    // The path scripts/buildServer.mjs writes.
    expect(fs.readFileSync(path.resolve('scripts/buildServer.mjs'), 'utf8')).toContain("'dist/server/server.js'");
    expect(runtime).toContain('COPY --from=build /app/migrations ./migrations');
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health\/ready/);
  });

  it('leaves the local folders out of the build context', () => {
    const ignored = fs.readFileSync(path.resolve('.dockerignore'), 'utf8').split('\n');
    for (const folder of ['node_modules', 'data', 'dist', 'backups', '.git']) expect(ignored, folder).toContain(folder);
  });
});
