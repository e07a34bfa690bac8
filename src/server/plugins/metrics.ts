import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../core/errors';

/** Per instance: each is scraped on its own and Prometheus sums them (docs/DEPLOY.md, "Metrics"). */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token?: string; pool: pg.Pool }) => {
  const { token, pool } = opts;
  if (!token) return;
  const register = new Registry();
  collectDefaultMetrics({ register });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern and status', labelNames, registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections, by state",
    labelNames: ['state'],
    registers: [register],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the pool',
    registers: [register],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails waiting to go out (the outbox, all instances)',
    registers: [register],
    async collect() {
      const { rows } = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status = 'pending'`);
      this.set(rows[0]?.n ?? 0);
    },
  });
  new Gauge({
    name: 'sign_in_blocked_keys',
    help: 'Sign-in throttling: account-and-address pairs and addresses refused right now (all instances)',
    registers: [register],
    async collect() {
      const { rows } = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from sign_in_throttle where blocked_until > now()`);
      this.set(rows[0]?.n ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw path, so ids and 404s do not multiply the series.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = crypto.createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const given = crypto.createHash('sha256').update(request.headers.authorization ?? '').digest();
    if (!crypto.timingSafeEqual(given, expected)) throw new AppError(401, 'The metrics need the METRICS_TOKEN as a bearer token.');
    reply.type(register.contentType);
    return register.metrics();
  });
});
