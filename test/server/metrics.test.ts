import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN } from '../helpers/constants';

const TOKEN = 'metrics-token-for-the-test-0123';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in the text format, e.g. value(text, 'mail_outbox_pending'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is refused without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', TOKEN]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().status.message).toBe('The metrics need the METRICS_TOKEN as a bearer token.');
    }
  });

  it('counts requests by route pattern and status, and reports the pool, the outbox and blocked sign-ins', async () => {
    const token = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const headers = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/company/list', headers });
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/company/list', headers });
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/company/00000000-0000-4000-8000-000000000000', headers });
    await t.app.inject({ method: 'GET', url: '/no/such/page/42' });
    await t.app.db.execute(sql`insert into mail_outbox (kind, payload, next_attempt_at) values ('test', '{}'::jsonb, now() + interval '1 hour')`);
    await t.app.db.execute(
      sql`insert into sign_in_throttle (key, failures, blocked_until, expires_at) values ('metrics-test', 5, now() + interval '5 minutes', now() + interval '15 minutes')`,
    );

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(value(text, 'http_requests_total{method="GET",route="/api/v1/admin/company/list",status="200"}')).toBe(2);
    // The route's pattern, not the id.
    expect(value(text, 'http_requests_total{method="GET",route="/api/v1/admin/company/:id",status="404"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/admin/company/list",status="200"}')).toBe(2);
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(text, 'db_pool_waiting_requests')).toBe(0);
    expect(value(text, 'mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'sign_in_blocked_keys')).toBe(1);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route at all: 404 in the envelope, not the front end’s page', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-front-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const other = await buildTestApp({ staticDir });
    try {
      for (const url of ['/metrics', '/metrics?x=1']) {
        const answer = await other.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json(), url).toEqual({ status: { code: 404, message: expect.stringContaining('(GET /metrics)') }, body: {} });
      }
      // The front end's own routes still get its page.
      const page = await other.app.inject({ method: 'GET', url: '/users' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
    } finally {
      await other.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
