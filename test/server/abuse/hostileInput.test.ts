import fc from 'fast-check';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

/**
 * Bad input is a 400, never a 500: every operation of the app's own OpenAPI document is fed
 * requests whose path values, query values and JSON body fields are hostile (control characters,
 * very long text, odd unicode, numbers and dates beyond PostgreSQL's range, ids that are not
 * UUIDs, objects where text is expected) mixed with plausible ones, as the super administrator.
 * Every answer must be below 500 and in the envelope.
 */

// The app is built while the file is collected: the tests are made from its OpenAPI document.
const t = await buildTestApp({ authRateLimit: 1000 });
afterAll(async () => t.close());
const token = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);

// ---------------------------------------------------------------- the operations

/** The part of JSON Schema the document uses. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Skipped: signing out (any sign-out route) would end the test's session; the upload is multipart, not JSON. */
const skipped = (op: Target) => /\/sign-out/.test(op.path) || op.name === 'POST /api/v1/admin/utils/image-upload';

interface Target {
  name: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: Schema;
}

const doc = t.app.swagger() as unknown as Document;
const targets: Target[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, op]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
    queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
    body: op.requestBody?.content['application/json']?.schema,
  })),
);
// Deletes last, so the other operations still find the seeded records.
const operations = targets
  .filter((op) => !skipped(op))
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

// ---------------------------------------------------------------- plausible values

const ID_TABLES = ['users', 'companies', 'locations', 'sponsorships', 'roles', 'courses', 'events', 'payments'] as const;
type IdTable = (typeof ID_TABLES)[number];

/** Ids of seeded records by table (the signed-in administrator's own left out, so the session survives). */
async function seededIds(): Promise<{ ids: Record<IdTable, string[]>; adminId: string }> {
  const db = new pg.Client({ connectionString: t.dbUrl });
  await db.connect();
  try {
    const { rows: admin } = await db.query<{ id: string }>('select id from users where email = $1', [TEST_ADMIN.email]);
    const adminId = admin[0]!.id;
    const ids = {} as Record<IdTable, string[]>;
    for (const table of ID_TABLES) {
      const { rows } = await db.query<{ id: string }>(`select id from ${table} where id <> $1 order by id limit 3`, [adminId]);
      ids[table] = rows.map((r) => r.id);
    }
    return { ids, adminId };
  } finally {
    await db.end();
  }
}

/** A course, an event of it with an attendee, and a payment: the template has none. */
async function addActivity(): Promise<void> {
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, payload, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().body;
  };
  const members = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users/list/members', headers: bearer(token) });
  const memberId = (members.json().body.users as { _id: string; email: string }[]).find((u) => u.email === TEST_MEMBER.email)!._id;
  const { course } = await post('/courses/create', { code: 'FUZZ-101', title: 'Hostile input', creditHours: 1.5, delivery: 'online' });
  const { event } = await post('/events/create', {
    name: 'Fuzzing night',
    startAt: '2026-03-01T18:00:00Z',
    endAt: '2026-03-01T20:00:00Z',
    venue: 'Main hall',
    course: course._id,
    status: 'published',
  });
  await post(`/events/${event._id}/attendees`, { userIds: [memberId] });
  await post('/payments/create', {
    user: memberId,
    event: event._id,
    purpose: 'event-registration',
    amountCents: 4500,
    method: 'card',
    paidOn: '2026-02-01',
  });
}
await addActivity();
const { ids: SEEDED, adminId } = await seededIds();
const ALL_IDS = Object.values(SEEDED).flat();

/** The table a field's ids come from, by its name (userIds, payMemberId, companyLocation …). */
const ID_HINTS: [RegExp, IdTable][] = [
  [/user|member|realtor|staff/i, 'users'],
  [/location|address/i, 'locations'],
  [/compan/i, 'companies'],
  [/spons/i, 'sponsorships'],
  [/role/i, 'roles'],
  [/course/i, 'courses'],
  [/event/i, 'events'],
  [/payment/i, 'payments'],
];
const PATH_TABLES: Record<string, IdTable> = {
  users: 'users', company: 'companies', locations: 'locations', sponsorships: 'sponsorships', roles: 'roles',
  courses: 'courses', events: 'events', payments: 'payments',
};

/** Mostly an id of a seeded record of the right table, sometimes an id of nothing. */
function idFor(hint: string): fc.Arbitrary<string> {
  const table = ID_HINTS.find(([pattern]) => pattern.test(hint))?.[1];
  const pool = table && SEEDED[table].length ? SEEDED[table] : ALL_IDS;
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fc.uuid() });
}

/** The filter keys of each list, as the list itself names them when asked for an unknown one. */
async function filterKeysOf(op: Target): Promise<string[]> {
  if (!op.queryParams.some((p) => p.name === 'filters')) return [];
  const url = op.path.replace(/\{[^}]+\}/g, SEEDED.companies[0]!);
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: { filters: JSON.stringify([{ key: 'no-such-key', value: 'x' }]) },
    headers: bearer(token),
  });
  const keys = /the keys are: (.*)$/.exec(res.json().status.message as string)?.[1];
  return keys ? keys.split(', ') : [];
}
const filterKeys = new Map<string, string[]>();
for (const op of operations) filterKeys.set(op.name, await filterKeysOf(op));

function plausibleString(schema: Schema, hint: string): fc.Arbitrary<string> {
  // A path's id may be declared without a format (`companyId`: a company id or 'all').
  if (!schema.format && /(^|[a-z])(id|Id)$/.test(hint)) return idFor(hint);
  // Passwords the password rule takes (the rule is checked after the schema).
  if (/password/i.test(hint)) return fc.constantFrom('Quartz#Lantern-2031', 'Maple!Harbor-7725');
  switch (schema.format) {
    case 'uuid':
      return idFor(hint);
    case 'date':
      return fc.constantFrom('2025-06-30', '1985-02-14', '2026-01-01');
    case 'date-time':
      return fc.constantFrom('2025-06-30T18:00:00Z', '2026-01-15T09:30:00.000-06:00', '2024-02-29T00:00:00+00:00');
    case 'email':
      return fc.constantFrom('someone@example.com', 'member@example.com', 'x@y.co');
    case 'uri':
      return fc.constantFrom('https://example.com/a', 'http://localhost/x');
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? 200));
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ minLength: min, maxLength: max });
}

/** A value the schema would accept (rules across fields aside); `hint` is the field's name. */
function plausible(schema: Schema | undefined, hint: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const value = plausibleOf(schema, hint, depth);
  // OpenAPI 3.1: null is a type, in the list (`['string', 'null']`) or as an anyOf branch (handled below).
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  return nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function plausibleOf(schema: Schema, hint: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((s) => plausible(s, hint, depth)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], hint, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, hint);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
    case 'number':
      // Without bounds, a sort order or a count; with them, quarter steps (credit hours are in quarter hours).
      if (schema.minimum === undefined && schema.maximum === undefined) {
        return hint === 'sortOrder' ? fc.constantFrom(1, -1) : fc.integer({ min: 0, max: 50 });
      }
      return fc.integer({ min: Math.ceil((schema.minimum ?? -1000) * 4), max: Math.floor((schema.maximum ?? 1000) * 4) }).map((n) => n / 4);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(plausible(schema.items, hint, depth + 1), { maxLength: 3 });
    case 'object':
      return plausibleObject(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function plausibleObject(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (depth > 4 || properties.length === 0) return fc.constant({});
  const model = Object.fromEntries(properties.map(([key, s]) => [key, plausible(s, key, depth + 1)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
}

// ---------------------------------------------------------------- hostile values

const HOSTILE_TEXT = [
  '', ' ', 'a\u0000b', '\u0000', '%00', 'a%00b', '\u0001\u0002', '\u0007', '\u001b[31mred', '\u007f', '\u0085', '\u009f',
  '\t', '\r\n', 'line\nbreak', '\ud800', '\udfff', '\ufeff', '\uffff', '\u202eevil', '\u200b', '💥', 'Ω≈ç√∫', 'ÿ'.repeat(50),
  'x'.repeat(101), 'x'.repeat(1000), 'é'.repeat(5000),
  '1e308', '-1e308', 'NaN', 'Infinity', '-Infinity', '2147483648', '-2147483649', '9223372036854775808',
  '-9223372036854775808', '99999999999999999999', '0x1F', '-0', '0.5', '1e-400',
  '99999-01-01', '0000-00-00', '0000-01-01', '0001-01-01', '9999-12-31', '10000-01-01', '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z', '2024-02-30', '2024-13-01', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z',
  '1900-01-01T00:00:00+14:00', '2024-01-01T00:00:00+25:00', 'March 5, 2024', '99999-01-01,', ',0000-00-00',
  '0001-01-01,9999-12-31', '2024-02-30,2024-03-01', '0,99999999999999999999', '1e308,', '-1,2147483648',
  'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '123e4567-e89b-12d3-a456-42661417400',
  '{1,2}', '[]', '{}', 'null', 'undefined', 'true', 'Yes', 'all',
  "' or 1=1 --", '"; drop table users; --', '\\', '%', '_', '%_%', '../../etc/passwd', '<script>alert(1)</script>',
  "=cmd|' /C calc'!A0", '${7*7}', '__proto__', 'constructor',
];
const HOSTILE_NUMBERS = [
  1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 2 ** 63, Number.MAX_SAFE_INTEGER, -1, 0, 0.5, 1e-300, 5e-324, 99.76,
];
const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });

const hostileText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 10 }) },
);
const hostileScalar = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>({}, [], [[]], { a: { b: {} } }, [1, 'a', null], { $ne: null }, { _id: 'x\u0000' }, deep(40)),
  },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileScalar, { maxKeys: 3 }) },
);

/** Values at the edge of what a schema accepts: its longest text, its extreme numbers, odd but valid dates. */
function edge(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' && schema.format === 'date') return fc.constantFrom('0001-01-01', '9999-12-31', '1000-02-29', '0000-01-01');
  if (type === 'string' && schema.format === 'date-time') {
    return fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999+14:00', '0001-01-01T00:00:00-12:00');
  }
  if (type === 'string' && schema.format === 'uuid') {
    return fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
  }
  if (type === 'string' && schema.maxLength) return fc.constant('w'.repeat(schema.maxLength));
  const bounds = [schema.minimum, schema.maximum].filter((n): n is number => typeof n === 'number');
  if ((type === 'integer' || type === 'number') && bounds.length) return fc.constantFrom(...bounds);
  return undefined;
}

/**
 * A value the schema should refuse, or one at its edge; in an object or a list, one field or
 * item is spoiled and the rest stays plausible, so the hostile value reaches as far as it can.
 */
function spoiled(schema: Schema | undefined, hint: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const properties = Object.keys(schema.properties ?? {});
  if (type === 'object' && properties.length) {
    const oneField = fc
      .tuple(plausibleObject(schema, depth), fc.constantFrom(...properties))
      .chain(([object, key]) => spoiled(schema.properties![key], key, depth + 1).map((value) => ({ ...object, [key]: value })));
    return fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 5, arbitrary: oneField });
  }
  if (type === 'array' && schema.items) {
    const oneItem = fc
      .tuple(fc.array(plausible(schema.items, hint, depth + 1), { maxLength: 2 }), spoiled(schema.items, hint, depth + 1))
      .map(([list, item]) => [...list, item]);
    return fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 2, arbitrary: oneItem });
  }
  const edges = [...(schema.anyOf ?? schema.oneOf ?? []), schema].map(edge).filter((a): a is fc.Arbitrary<unknown> => a !== undefined);
  return edges.length ? fc.oneof({ weight: 1, arbitrary: fc.oneof(...edges) }, { weight: 3, arbitrary: hostileValue }) : hostileValue;
}

// ---------------------------------------------------------------- requests

/** UTF-8 %-encoding that also takes lone surrogates (as the replacement character). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => String.fromCharCode(byte))
    .map((c) => (/[A-Za-z0-9\-_.~]/.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

const asQueryText = (value: unknown): string =>
  typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A hostile `filters` value: a JSON list of key/value pairs, keys mostly known, values plausible or hostile. */
function hostileFilters(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileText })
    : hostileText;
  const value = fc.oneof(
    fc.constantFrom<unknown>(
      '2025-01-01,2025-12-31', ',2025-06-30', 'true', 'false', 'Yes', 'All', 'Active', 'Broker', 'draft', 'paid', '0,10', 'a',
      ['Industrial', 'Office'], { name: 'a', physicalAddress: { city: 'x' } }, { city: 'Minneapolis', state: 'MN' },
    ),
    fc.constantFrom(...ALL_IDS),
    fc.array(fc.constantFrom(...ALL_IDS), { maxLength: 3 }),
    hostileValue,
    fc.dictionary(fc.constantFrom('name', 'city', 'state', 'physicalAddress', 'address1'), hostileValue, { maxKeys: 2 }),
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(fc.record({ key, value }), { minLength: 1, maxLength: 3 }).map((f) => JSON.stringify(f)) },
    { weight: 1, arbitrary: hostileText },
  );
}

interface Parts {
  params: string[];
  query: Record<string, unknown>;
  body: unknown;
}
interface HostileRequest {
  url: string;
  payload?: string;
  contentType: string;
}

/** The first segment after the API prefix names the table of a path's `id`. */
const pathHint = (op: Target, name: string) =>
  name === 'id' ? (PATH_TABLES[op.path.split('/')[4] ?? ''] ?? name) : name;

function requestArb(op: Target): fc.Arbitrary<HostileRequest> {
  // A plausible request: the filters are left out (each list takes its own values there).
  const plain: fc.Arbitrary<Parts> = fc.record({
    params: fc.tuple(...op.pathParams.map((p) => plausible(p.schema, pathHint(op, p.name)).map(asQueryText))),
    query: fc.record(
      Object.fromEntries(op.queryParams.filter((p) => p.name !== 'filters').map((p) => [p.name, plausible(p.schema, p.name)])),
      { requiredKeys: op.queryParams.filter((p) => p.required).map((p) => p.name) },
    ),
    body: op.body ? plausibleObject(op.body, 0) : fc.constant(undefined),
  });
  // The same with one part spoiled: a path value, a query value or the body.
  const slots = [
    ...op.pathParams.map((p, i) => ({ kind: 'path' as const, i, p })),
    ...op.queryParams.map((p) => ({ kind: 'query' as const, p })),
    ...(op.body ? [{ kind: 'body' as const }] : []),
  ];
  const spoilt = slots.length
    ? fc.tuple(plain, fc.constantFrom(...slots)).chain(([parts, slot]): fc.Arbitrary<Parts> => {
        if (slot.kind === 'path') {
          const value = fc.oneof(
            { weight: 4, arbitrary: hostileText },
            { weight: 1, arbitrary: fc.constant('i'.repeat(150)) },
            { weight: 1, arbitrary: spoiled(slot.p.schema, slot.p.name).map(asQueryText) },
          );
          return value.map((v) => ({ ...parts, params: parts.params.map((old, i) => (i === slot.i ? v : old)) }));
        }
        if (slot.kind === 'query') {
          const value: fc.Arbitrary<unknown> =
            slot.p.name === 'filters'
              ? hostileFilters(filterKeys.get(op.name) ?? [])
              : fc.oneof(
                  { weight: 5, arbitrary: spoiled(slot.p.schema, slot.p.name) },
                  // A key given twice arrives as a list.
                  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 2 }) },
                );
          return value.map((v) => ({ ...parts, query: { ...parts.query, [slot.p.name]: v } }));
        }
        return spoiled(op.body, 'body').map((body) => ({ ...parts, body }));
      })
    : plain;
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1') },
  );
  return fc
    .tuple(fc.oneof({ weight: 1, arbitrary: plain }, { weight: 2, arbitrary: spoilt }), contentType)
    .map(([{ params, query, body }, type]) => {
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, encode(params[i]!));
      });
      const search = Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .flatMap(([k, v]) => (Array.isArray(v) && k !== 'filters' ? v : [v]).map((item) => `${encode(k)}=${encode(asQueryText(item))}`))
        .join('&');
      return {
        url: search ? `${path}?${search}` : path,
        payload: body === undefined ? undefined : JSON.stringify(body),
        contentType: type,
      };
    });
}

/** An answer in the spec's envelope whose code is the HTTP status. */
function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string): void {
  if (res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/csv')) return;
  let parsed: { status?: { code?: unknown; message?: unknown }; body?: unknown };
  try {
    parsed = JSON.parse(res.body);
  } catch {
    throw new Error(`${what}: ${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`);
  }
  expect(parsed.status?.code, what).toBe(res.statusCode);
  expect(typeof parsed.status?.message, what).toBe('string');
  expect(typeof parsed.body, what).toBe('object');
}

// ---------------------------------------------------------------- the tests

describe('hostile input to every operation of the OpenAPI document', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(ALL_IDS).not.toContain(adminId);
  });

  it.each(operations.map((op) => [op.name, op] as const))('%s answers below 500, in the envelope', async (_name, op) => {
    await fc.assert(
      fc.asyncProperty(requestArb(op), async (req) => {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: req.url,
          payload: req.payload,
          headers: { ...bearer(token), ...(req.payload !== undefined ? { 'content-type': req.contentType } : {}) },
        });
        const what = `${op.method} ${req.url.slice(0, 300)} ${req.payload?.slice(0, 300) ?? ''}`;
        expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
        expectEnvelope(res, what);
      }),
      // FUZZ_RUNS=1000 searches much further (about five minutes).
      { numRuns: Number(process.env.FUZZ_RUNS ?? 20) },
    );
  });

  it('kept the session: the super administrator is still signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });
});

describe('hostile input, plain examples', () => {
  const call = (url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  it('refuses a NUL in a public path without a token: 400 naming the value', async () => {
    // From an address of its own: the fuzzing above spent the public routes' rate limit of 127.0.0.1.
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/events/roster/a%00b', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: { code: 400, message: 'key: must not contain control characters' }, body: {} });
  });

  it('refuses a NUL in a search: 400 naming the search', async () => {
    const res = await call('/api/v1/admin/users/list/all?search=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('search: must not contain control characters');
  });

  it('refuses control characters inside a filter value and a preference key', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ key: 'firstName', value: 'a\u0000b' }]));
    const search = await call(`/api/v1/admin/users/list/all?filters=${filters}`);
    expect(search.statusCode).toBe(400);
    expect(search.json().status.message).toMatch(/^filters.*control characters/);
    const preference = await call('/api/v1/admin/users/me/preferences/a%01b', 'PUT', { value: 1 });
    expect(preference.statusCode).toBe(400);
    expect(preference.json().status.message).toBe('key: must not contain control characters');
  });

  it('refuses broken Unicode in a body (a lone surrogate, which PostgreSQL json refuses)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/users/me/preferences/columns',
      payload: '{"value":["name","\\udfff"]}',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('value.1: must be valid Unicode text');
  });

  it('refuses a NUL in any other path as well: static files, unknown routes', async () => {
    // (An uploaded file's name is the route's `name` value; other paths are the wildcard's.)
    for (const [url, field] of [
      ['/uploads/a%00b.png', 'name'],
      ['/api/v1/admin/nothing%00here', 'path'],
      ['/%00', 'path'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: { code: 400, message: `${field}: must not contain control characters` }, body: {} });
    }
  });

  it('keeps a preference whose value is null (JSON null, not SQL NULL)', async () => {
    const res = await call('/api/v1/admin/users/me/preferences/cleared', 'PUT', { value: null });
    expect(res.statusCode).toBe(200);
    const all = await call('/api/v1/admin/users/me/preferences');
    expect(all.json().body.preferences).toMatchObject({ cleared: null });
  });

  it('takes tab and line breaks in a body, never other control characters', async () => {
    const ok = await call('/api/v1/admin/users/me/preferences/note', 'PUT', { value: { text: 'one\ttwo\r\nthree' } });
    expect(ok.statusCode).toBe(200);
    const bell = await call('/api/v1/admin/users/me/preferences/note', 'PUT', { value: { text: 'ring\u0007' } });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().status.message).toBe('value.text: must not contain control characters');
    const tabInPath = await call('/api/v1/admin/users/me/preferences/a%09b', 'PUT', { value: 1 });
    expect(tabInPath.statusCode).toBe(400);
  });

  it('answers a path value over 100 characters with 414 in the envelope, without echoing it', async () => {
    const long = 'p'.repeat(150);
    const res = await call(`/api/v1/admin/company/${long}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status: { code: 414, message: 'A value in the address is too long (at most 100 characters).' },
      body: {},
    });
    expect(res.body).not.toContain(long);
  });

  it('answers a malformed upload (the multipart route is left out above) with 400 in the envelope', async () => {
    const bodies: [string, string][] = [
      ['--XX\r\n', 'multipart/form-data'],
      ['--XX\r\nContent-Disposition: form-data; name="imageData"; filename="a.png"\r\n\r\nabc', 'multipart/form-data; boundary=XX'],
    ];
    for (const [payload, type] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/utils/image-upload',
        payload,
        headers: { ...bearer(token), 'content-type': type },
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().status.message, type).toBe('The upload could not be read (a malformed multipart body).');
    }
  });

  it('answers a malformed %-encoding with 400 in the envelope', async () => {
    const res = await call('/api/v1/admin/company/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.code).toBe(400);
    expect(res.body).not.toContain('%E0');
  });

  it('refuses ids that are not UUIDs, numbers beyond int range and dates out of range with 400', async () => {
    for (const url of [
      '/api/v1/admin/company/not-a-uuid',
      '/api/v1/admin/company/list?limit=2147483648',
      '/api/v1/admin/company/list?offset=1e308',
      '/api/v1/admin/dashboard?date=0000-01-01T00:00:00Z',
      `/api/v1/admin/events?filters=${encodeURIComponent(JSON.stringify([{ key: 'startAt', value: '0000-01-01,' }]))}`,
      `/api/v1/admin/users/list/all?filters=${encodeURIComponent(JSON.stringify([{ key: 'dob', value: '2024-02-30,' }]))}`,
    ]) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status.message, url).not.toMatch(/^(Invalid value|Something went wrong)/);
    }
    const payment = await call('/api/v1/admin/payments/create', 'POST', {
      company: SEEDED.companies[0],
      purpose: 'other',
      amountCents: 100,
      method: 'cash',
      paidOn: '99999-01-01',
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().status.message).toBe('paidOn: Date is required (YYYY-MM-DD)');
    const event = await call('/api/v1/admin/events/create', 'POST', {
      name: 'Far future',
      startAt: '9999-12-31T10:00:00Z',
      endAt: '9999-12-31T12:00:00Z',
      venue: 'Hall',
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().status.message).toMatch(/^startAt: must be between the years 1900 and 2200/);
  });
});
