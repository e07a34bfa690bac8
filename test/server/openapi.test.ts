import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorEnvelope } from '../../src/server/core/envelope';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN } from '../helpers/constants';

/**
 * docs/openapi.json is the app's own document, committed for readers and outside tools: it must be
 * what the app generates now, and pass Redocly's `recommended` rules without an error or a warning.
 */

const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

interface Parameter {
  in: string;
  name: string;
  schema?: { format?: string };
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  // Building and linting the document hold the event loop for seconds, which the overload guard
  // would then answer with 503s: it is off here.
  t = await buildTestApp({ maxEventLoopDelayMs: 0 });
  doc = t.app.swagger() as unknown as Document;
});
afterAll(async () => t.close());

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path parameter's format as the document declares it on the path's operations. */
function formatOf(path: string, name: string): string | undefined {
  const parameters = Object.values(doc.paths[path] ?? {}).flatMap((op) => op.parameters ?? []);
  return parameters.find((p) => p.in === 'path' && p.name === name)?.schema?.format;
}

/**
 * no-ambiguous-paths compares path templates only: `/users/update/{id}` and
 * `/users/{id}/password-reset-link` both match `/users/update/password-reset-link`. The paths are
 * the spec's (the contract); no real request matches both when, at some segment, one of them has a
 * UUID parameter where the other has a word.
 */
function ambiguousOnlyInTemplate(problem: NormalizedProblem): boolean {
  if (problem.ruleId !== 'no-ambiguous-paths') return false;
  const [, first, second] = /`([^`]+)` and `([^`]+)`/.exec(problem.message) ?? [];
  if (!first || !second) return false;
  const a = first.split('/');
  const b = second.split('/');
  return a.some((segment, i) => {
    const other = b[i]!;
    const uuidParameter = (path: string, s: string) => /^\{.+\}$/.test(s) && formatOf(path, s.slice(1, -1)) === 'uuid';
    const word = (s: string) => !/^\{.+\}$/.test(s) && !UUID_LIKE.test(s);
    return (uuidParameter(first, segment) && word(other)) || (uuidParameter(second, other) && word(segment));
  });
}

describe('docs/openapi.json', () => {
  it('is the document the app generates', () => {
    const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    expect(committed, 'docs/openapi.json is out of date: run `npm run openapi` and commit it').toEqual(doc);
  });

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Not in `recommended`, and asked of every operation here: a description naming who may call it, under a declared tag.
        'operation-description': 'error',
        'operation-tag-defined': 'error',
        // The app is a private back office (package.json: "private", no license): there is no license to name.
        'info-license': 'off',
        'info-license-strict': 'off',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: OPENAPI_FILE, config });
    const reported = problems
      .filter((p) => !p.ignored && !ambiguousOnlyInTemplate(p))
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(reported).toEqual([]);
  });
});

const ADMIN = '/api/v1/admin';
/** The media types the document declares for an operation's answer with `status`. */
const mediaTypes = (path: string, method: string, status: number) =>
  Object.keys(doc.paths[path]?.[method]?.responses[String(status)]?.content ?? {});
const mediaTypeOf = (header: string | string[] | number | undefined) => String(header).split(';')[0];

describe('the document declares what the API answers', () => {
  let admin: string;
  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
  beforeAll(async () => {
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('every operation declares the errors any route can give, as JSON', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const expected = [400, 500, 503];
        if (path.includes('{')) expected.push(414);
        if (method !== 'get') expected.push(413, 415);
        for (const status of expected) {
          expect(mediaTypes(path, method, status), `${method} ${path} ${status}`).toEqual(['application/json']);
        }
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) >= 400) expect(Object.keys(answer.content ?? {}), `${method} ${path} ${status}`).toEqual(['application/json']);
        }
      }
    }
  });

  it('an export answers text/csv, which the document declares, and its errors JSON', async () => {
    const res = await call('POST', '/export/courses', { token: admin, payload: { columns: [{ key: 'title', label: 'Title' }] } });
    expect(res.statusCode).toBe(200);
    expect(mediaTypeOf(res.headers['content-type'])).toBe('text/csv');
    expect(res.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe('Title');
    expect(mediaTypes(`${ADMIN}/export/courses`, 'post', 200)).toEqual(['text/csv']);

    const refused = await call('POST', '/export/courses', { token: admin, payload: { columns: [] } });
    expect(refused.statusCode).toBe(400);
    expect(mediaTypeOf(refused.headers['content-type'])).toBe('application/json');
    expect(mediaTypes(`${ADMIN}/export/courses`, 'post', 400)).toEqual(['application/json']);
  });

  it('a list with download=csv declares both its JSON page and the CSV file', async () => {
    const res = await call('GET', '/payments', { token: admin, query: { download: 'csv' } });
    expect(res.statusCode).toBe(200);
    expect(mediaTypeOf(res.headers['content-type'])).toBe('text/csv');
    expect(mediaTypes(`${ADMIN}/payments`, 'get', 200)).toEqual(['application/json', 'text/csv']);
    expect(mediaTypes(`${ADMIN}/users/list/all`, 'get', 200)).toEqual(['application/json', 'text/csv']);
  });

  it("the import's problems file declares its CSV and its JSON errors", async () => {
    const path = `${ADMIN}/imports/{id}/issues/csv`;
    expect(mediaTypes(path, 'get', 200)).toEqual(['text/csv']);
    const unknown = await call('GET', `/imports/${crypto.randomUUID()}/issues/csv`, { token: admin });
    const signedOut = await call('GET', `/imports/${crypto.randomUUID()}/issues/csv`);
    const malformed = await call('GET', '/imports/not-an-id/issues/csv', { token: admin });
    for (const [res, status] of [[unknown, 404], [signedOut, 401], [malformed, 400]] as const) {
      expect(res.statusCode).toBe(status);
      expect(mediaTypeOf(res.headers['content-type'])).toBe('application/json');
      expect(mediaTypes(path, 'get', status)).toEqual(['application/json']);
    }
  });

  it('a path value over the limit answers 414, which a route with a path parameter declares', async () => {
    const res = await call('GET', `/imports/${'a'.repeat(101)}`, { token: admin });
    expect(res.statusCode).toBe(414);
    expect(res.json().status.code).toBe(414);
    expect(mediaTypes(`${ADMIN}/imports/{id}`, 'get', 414)).toEqual(['application/json']);
    // A path without a parameter cannot meet it, and does not declare it.
    expect(mediaTypes(`${ADMIN}/imports`, 'get', 414)).toEqual([]);
  });

  it('a body in a media type no route reads answers 415, which a route taking a body declares', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/export/courses`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/xml' },
      payload: '<columns/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status.code).toBe(415);
    expect(mediaTypes(`${ADMIN}/export/courses`, 'post', 415)).toEqual(['application/json']);
  });

  it('the API test files answered nothing undeclared here', () => {
    expect([...t.undocumented]).toEqual([]);
  });
});

describe('the test apps record an answer the document does not declare', () => {
  let probe: TestApp;
  beforeAll(async () => {
    probe = await buildTestApp({}, (app) => {
      const response = { 200: z.object({ ok: z.boolean() }), 409: ErrorEnvelope };
      app.get('/probe/status', { schema: { response } }, async () => {
        throw Object.assign(new Error('Not declared'), { statusCode: 418 });
      });
      app.get('/probe/type', { schema: { response } }, async (_request, reply) => reply.type('text/plain').send('ok'));
      app.get('/probe/declared', { schema: { response } }, async () => ({ ok: true }));
    });
  });
  afterAll(async () => {
    // The probes' answers were meant to be recorded: the app closes without failing on them.
    probe.undocumented.clear();
    await probe.close();
  });

  it('records an undeclared status and an undeclared content type, and nothing for a declared answer', async () => {
    await probe.app.inject({ method: 'GET', url: '/probe/declared' });
    await probe.app.inject({ method: 'GET', url: '/probe/nowhere' });
    expect([...probe.undocumented]).toEqual([]);
    await probe.app.inject({ method: 'GET', url: '/probe/status' });
    await probe.app.inject({ method: 'GET', url: '/probe/type' });
    expect([...probe.undocumented]).toEqual([
      'GET /probe/status answered 418, which it does not declare',
      'GET /probe/type answered 200 as text/plain, but declares application/json for it',
    ]);
  });
});
