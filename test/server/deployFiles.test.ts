import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/server/config';

/**
 * compose.yaml and the Dockerfile kept in step with the app: the deployment the two-instance tests
 * play (test/server/twoInstances.test.ts, redis.test.ts, storage.test.ts) is the one the files
 * describe. (`npm run image:check` starts the Dockerfile's runtime stage itself.)
 */
interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  command?: string;
  entrypoint?: string;
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
    // The balancer sends to both.
    for (const name of appNames) expect(services.balancer?.command).toContain(`--to ${name}:3000`);
  });

  it("gives both instances the same configuration, which the app accepts: shared database, Redis, bucket and token secret", () => {
    const given = { JWT_SECRET: 'x'.repeat(48), ADMIN_PASSWORD: 'Compose#2026' };
    const envs = appNames.map((name) =>
      Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, substitute(String(value), given)])),
    );
    expect(envs[1]).toEqual(envs[0]);
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
