import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteGate } from '../../src/server/plugins/auth';
import { NOTHING_TO_CHANGE } from '../../src/server/core/writeAnswers';
import { EVENT_MESSAGES } from '../../src/shared/events';
import type { ModuleName } from '../../src/shared/modules';
import { USER_MESSAGES } from '../../src/shared/users';
import { bearer } from '../helpers/buildTestApp';
import { allBut, API, createMatrix, only, type Holder, type Row } from '../helpers/permissionMatrix';

/**
 * Writing is not reading: a write answers the records it saved only to a caller who may view the
 * route's module; anyone else gets the ids alone. Generated from the app's route table, with the
 * permission matrix's requests (test/helpers/permissionMatrix.ts) and a few of its own below.
 */

const matrix = createMatrix();
const { fx, make, unique, asAdmin, holderOf, send } = matrix;

/** Write routes without a module gate whose answer is the caller's own, or an import they may read anyway. */
const NOT_CONCERNED = new Set([
  'POST /users/sign-in',
  'POST /users/forgot-password',
  'POST /users/reset-password',
  'POST /users/sign-out',
  'POST /users/sign-out/everywhere',
  'PUT /users/me/password',
  'PUT /users/me/preferences/:key',
  'DELETE /users/me/preferences/:key',
  'DELETE /users/me/preferences',
  'POST /utils/image-upload',
  // An import is read and driven by whoever holds its module's add (GET /imports/:id needs no more).
  'POST /imports/:entity/upload',
  'POST /imports/:id/check',
  'POST /imports/:id/run',
  'POST /imports/:id/cancel',
  'POST /imports/:id/undo',
  // Ends one's own preview; it writes only the role's history entry and answers nothing.
  'POST /previews/end',
]);
/** Write routes whose handler checks the module (the signed-in user's own profile aside). */
const HANDLER_GATED: Record<string, ModuleName> = { 'PUT /users/update/:id': 'User Management' };

/** Requests for the write routes the matrix's table leaves out. */
const EXTRA: Row[] = [
  { method: 'POST', path: '/users/:id/password-reset-link', url: (f) => `/users/${f.user}/password-reset-link`, module: 'User Management', action: 'edit' },
  { method: 'POST', path: '/events/:id/attendees/:userId/resend-code', url: (f) => `/events/${f.event}/attendees/${f.attendee}/resend-code`, module: 'Events', action: 'edit' },
  { method: 'POST', path: '/events/:id/kiosk-token', url: (f) => `/events/${f.event}/kiosk-token`, module: 'Events', action: 'edit' },
  { method: 'DELETE', path: '/events/:id/kiosk-token', url: (f) => `/events/${f.event}/kiosk-token`, module: 'Events', action: 'edit' },
  {
    method: 'POST',
    path: '/audit/:id/revert',
    url: async () => `/audit/${await renamedCompanyEntry()}/revert`,
    module: 'Audit Log',
    action: 'edit',
    payload: () => ({}),
  },
];

/** The audit entry of a fresh company's rename. */
async function renamedCompanyEntry(): Promise<string> {
  const company = await make.company();
  await asAdmin('PUT', `/company/update/${company._id}`, { name: unique('Renamed Company'), type: 'Broker' });
  const res = await matrix.t.app.inject({
    method: 'GET',
    url: `${API}/audit/list?filters=${encodeURIComponent(JSON.stringify([{ key: 'record', value: company._id }]))}`,
    headers: bearer(matrix.admin),
  });
  return res.json().body.auditLogs[0]._id as string;
}

/** Where the answer's body holds anything about a record beyond its id (the body's own counts and tokens aside). */
function leaks(value: unknown, path = 'body', top = true): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, `${path}[${i}]`, false));
  if (value === null || typeof value !== 'object') return [];
  const fields = top ? [] : Object.keys(value).filter((k) => k !== '_id' && k !== 'id').map((k) => `${path}.${k}`);
  return [...fields, ...Object.entries(value).flatMap(([k, v]) => leaks(v, `${path}.${k}`, false))];
}

const key = (r: RouteGate) => `${r.method} ${r.url.slice(API.length)}`;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

beforeAll(() => matrix.open());
afterAll(() => matrix.close());

describe('a write without the module’s view answers no more than ids', () => {
  it('for every write route of the route table, to a user holding everything but the view', async () => {
    const writes = matrix.t.app.routeTable.filter((r) => r.url.startsWith(API) && WRITES.has(r.method));
    const unclassified = writes.filter((r) => !r.permission && !NOT_CONCERNED.has(key(r)) && !HANDLER_GATED[key(r)]).map(key);
    expect(unclassified, 'a write route without a module gate: say why it is not concerned, or name its module').toEqual([]);

    const samples = [...matrix.routes, ...EXTRA];
    const concerned = writes.filter((r) => (r.permission && r.permission.action !== 'view') || HANDLER_GATED[key(r)]);
    const unsampled = concerned.filter((r) => !samples.some((s) => `${s.method} ${s.path}` === key(r))).map(key);
    expect(unsampled, 'a write route without a request here: add one to EXTRA').toEqual([]);

    const holders = new Map<ModuleName, Holder>();
    const failures: string[] = [];
    for (const r of concerned) {
      const module = r.permission?.module ?? HANDLER_GATED[key(r)]!;
      if (!holders.has(module)) holders.set(module, await holderOf(`All but ${module} view`, allBut(module, 'read')));
      const res = await send(samples.find((s) => `${s.method} ${s.path}` === key(r))!, holders.get(module)!.token);
      // Each request succeeds for whoever holds its action: a refusal here would hide a leak.
      if (res.statusCode !== 200) failures.push(`${key(r)}: ${res.statusCode} ${res.body}`);
      else failures.push(...leaks(res.json().body).map((field) => `${key(r)}: ${field}`));
    }
    expect(failures).toEqual([]);
    expect(concerned.length).toBeGreaterThan(35);
  });
});

describe('User Management edit without view', () => {
  let editor: Holder;
  beforeAll(async () => {
    editor = await holderOf('Only user edit', only('User Management', 'update'));
  });
  const update = (id: string, payload: object, token = editor.token) =>
    matrix.t.app.inject({ method: 'PUT', url: `${API}/users/update/${id}`, payload, headers: bearer(token) });

  it('refuses an empty update before looking anyone up', async () => {
    for (const id of [fx.user, crypto.randomUUID()]) {
      const res = await update(id, {});
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ status: { code: 400, message: NOTHING_TO_CHANGE }, body: {} });
    }
    // Fields the body does not know are no change either.
    expect((await update(fx.user, { notAField: 'x' })).json().status.message).toBe(NOTHING_TO_CHANGE);
  });

  it('updates, and learns only the id', async () => {
    const res = await update(fx.user, { city: 'Duluth' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: USER_MESSAGES.updated }, body: { user: { _id: fx.user } } });
  });

  it('gets the whole record when they may also view users', async () => {
    const viewer = await holderOf('User view and edit', [{ module: 'User Management', create: false, read: true, update: true, delete: false }]);
    const res = await update(fx.user, { city: 'Edina' }, viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.user).toMatchObject({ _id: fx.user, city: 'Edina', email: expect.stringContaining('@example.com') });
  });

  it('still gets their own record back from the profile', async () => {
    const me = (await matrix.t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(editor.token) })).json().body.user;
    const res = await update(me._id, { firstName: 'Renamed', lastName: 'Editor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.user).toMatchObject({ _id: me._id, firstName: 'Renamed', email: me.email });
  });
});

describe('Events edit without view', () => {
  const register = async (token: string) => {
    const user = await make.user();
    return matrix.t.app.inject({ method: 'POST', url: `${API}/events/${fx.event}/attendees`, payload: { userIds: [user._id] }, headers: bearer(token) });
  };

  it('registers an attendee without learning the attendee list', async () => {
    const editor = await holderOf('Only event edit', only('Events', 'update'));
    const res = await register(editor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: EVENT_MESSAGES.attendeesRegistered(1) }, body: {} });
  });

  it('gets the list when they may also view events', async () => {
    const viewer = await holderOf('Event view and edit', [{ module: 'Events', create: false, read: true, update: true, delete: false }]);
    const res = await register(viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ registered: 1, attendees: expect.arrayContaining([expect.objectContaining({ attended: false })]) });
  });
});

describe('the OpenAPI document', () => {
  it('says a write answers only the id to a caller who may not view the module', () => {
    const doc = JSON.stringify((matrix.t.app.swagger() as { paths: Record<string, unknown> }).paths['/api/v1/admin/company/update/{id}']);
    expect(doc).toContain('only its id when the caller may not view the module');
  });
});
