import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/app';
import { MESSAGES } from '../../src/shared/messages';
import { PRELOAD_SHELL_SCRIPT } from '../../src/shared/preloadShell';
import { bearer, buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../helpers/constants';
import { tmpDataDir } from '../../src/server/db/embedded';

let t: TestApp;
const staticDir = tmpDataDir('cre-admin-static-');

beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>CRE</title><div id="root"></div>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  // The build's precompressed copy of a second asset.
  const lib = `console.log(${JSON.stringify('y'.repeat(5000))});`;
  fs.writeFileSync(path.join(staticDir, 'assets', 'lib-def456.js'), lib);
  fs.writeFileSync(path.join(staticDir, 'assets', 'lib-def456.js.br'), zlib.brotliCompressSync(lib));
  t = await buildTestApp({ staticDir, authRateLimit: 4, statementTimeoutMs: 200 }, (app) => {
    // Probes of the shared permission guard and of the statement timeout.
    app.get('/api/v1/admin/probe/users', { onRequest: app.requirePermission('User Management', 'view') }, async () => ({ ok: true }));
    app.post('/api/v1/admin/probe/users', { onRequest: app.requirePermission('User Management', 'add') }, async () => ({ ok: true }));
    app.get('/api/v1/admin/probe/slow', async () => {
      await app.db.execute(sql`select pg_sleep(2)`);
      return { ok: true };
    });
    // Any body, with no schema and no rate limit: what reaches it passed the app's own checks.
    app.post('/api/v1/admin/probe/echo', async () => ({ ok: true }));
    // A value no schema checked, refused by PostgreSQL (SQLSTATE class 22).
    app.get('/api/v1/admin/probe/cast', async () => {
      await app.db.execute(sql`select ${'12abc'}::int`);
      return { ok: true };
    });
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the permission guard', () => {
  it('lets a role with the flag through and refuses the others with the denial text', async () => {
    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const view = await t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/users', headers: bearer(staff) });
    expect(view.statusCode).toBe(200);
    const add = await t.app.inject({ method: 'POST', url: '/api/v1/admin/probe/users', headers: bearer(staff) });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ status: { code: 403, message: "You don't have access to Add User!" }, body: {} });
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/probe/users', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/users' })).statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.code).toBe(404);
    expect(res.json().body).toEqual({});
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/sign-in',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status.message).toBe(MESSAGES.payloadTooLarge);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/forgot-password',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.code).toBe(400);
  });

  it('answers a value PostgreSQL refuses (SQLSTATE class 22) with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/cast' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: { code: 400, message: 'Invalid value: invalid input syntax for type integer: "12abc"' },
      body: {},
    });
  });

  it("answers the router's and the body parser's refusals in the envelope", async () => {
    const cases: [string, object, number][] = [
      [`/api/v1/admin/users/${'x'.repeat(150)}`, {}, 414],
      ['/api/v1/admin/users/%E0%A4%A', {}, 400],
      ['/api/v1/admin/probe/echo', { method: 'POST', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
      ['/api/v1/admin/probe/echo', { method: 'POST', payload: '', headers: { 'content-type': 'application/json' } }, 400],
    ];
    for (const [url, options, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url, ...options });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().status.code, url).toBe(status);
      expect(res.json().body, url).toEqual({});
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('refuses control characters in a path, a query or a body before any route sees them', async () => {
    const echo = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
    const refusals: [string, unknown, string][] = [
      ['/api/v1/admin/probe/echo?x=%1B', {}, 'x: must not contain control characters'],
      ['/api/v1/admin/probe/echo', { email: 'a\u0000@b.co' }, 'email: must not contain control characters'],
      ['/api/v1/admin/probe/echo', { x: [{ y: '\u0085' }] }, 'x.0.y: must not contain control characters'],
      ['/api/v1/admin/probe/echo', { x: { 'k\u0001': 1 } }, 'x: a key must not contain control characters'],
      ['/api/v1/admin/probe/echo', 'text\u0000', 'body: must not contain control characters'],
    ];
    for (const [url, payload, message] of refusals) {
      const res = await echo(url, payload);
      expect(res.json(), message).toEqual({ status: { code: 400, message }, body: {} });
    }
    // Tab and line breaks are text in a body (notes, rich text), never in a query.
    expect((await echo('/api/v1/admin/probe/echo', { note: 'a\tb\r\nc' })).statusCode).toBe(200);
    expect((await echo('/api/v1/admin/probe/echo?q=a%09b', {})).statusCode).toBe(400);
  });

  it('cuts a slow query off with 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status.message).toBe(MESSAGES.dbUnavailable);
  });

  it('slows down repeated sign-in attempts from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/users/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress: '10.9.8.7',
      });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const last = await attempt();
    expect(last.json().status.message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('security headers, docs and static files', () => {
  it('sends CSP, nosniff and frame-ancestors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows index.html's one inline script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const hash = createHash('sha256').update(PRELOAD_SHELL_SCRIPT).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('documents every route in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const p of [
      '/api/v1/admin/users/sign-in',
      '/api/v1/admin/users/sign-out',
      '/api/v1/admin/users/forgot-password',
      '/api/v1/admin/users/reset-password',
      '/api/v1/admin/users/update/{id}',
      '/api/v1/admin/utils/image-upload',
      '/api/health',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/api/v1/admin/users/sign-in'].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('serves the front end: hashed assets cached for a year and compressed, client routes fall back to index.html', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toMatch(/br|gzip/);
    const precompressed = await t.app.inject({ method: 'GET', url: '/assets/lib-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(precompressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(precompressed.rawPayload).toString()).toContain('yyyy');
    for (const url of ['/', '/auth/login', '/user-management/users/list', '/auth/reset-password/abc']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('log redaction', () => {
  it('hides the reset token of a reset-password URL', () => {
    expect(redactUrl('/auth/reset-password/abcDEF123?x=1')).toBe('/auth/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/v1/admin/users/sign-in')).toBe('/api/v1/admin/users/sign-in');
  });
});
