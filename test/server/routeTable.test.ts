import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteGate } from '../../src/server/plugins/auth';
import { ACCESS_FLAGS, ACTIONS, denialMessage, MODULE_FLAGS, MODULES, type AccessFlag, type ModuleName } from '../../src/shared/modules';
import { bearer, buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../helpers/constants';

/**
 * The permission matrix generated from the app's own route table (app.routeTable, filled as routes
 * are declared): for every admin route and the module action it needs, a user whose role lacks
 * exactly that flag gets 403 with the spec's denial text, and one holding only that flag gets past
 * the gate. A new route is covered the moment it exists; a route with no module permission must be
 * named below, with the reason, or this file fails.
 *
 * (permissionMatrix.test.ts goes further for the routes of its table: the allowed user's request
 * succeeds on real records.)
 */

const ADMIN_PREFIX = '/api/v1/admin';

/** Admin routes any signed-in user may call: their own session, profile and preferences. */
const SESSION_ONLY = new Set([
  'GET /users/me',
  'POST /users/sign-out',
  'POST /users/sign-out/everywhere',
  'PUT /users/me/password',
  'GET /users/me/preferences',
  'PUT /users/me/preferences/:key',
  'DELETE /users/me/preferences/:key',
  'DELETE /users/me/preferences',
  'POST /utils/image-upload',
  // One's own profile; anyone else's needs User Management edit, and the power fields their own
  // permissions (userFieldAuthority.test.ts).
  'PUT /users/update/:id',
  // The user picker: any of several permissions (permissionMatrix.test.ts).
  'GET /users/list/members',
  // One's own entries in the audit history (audit/recording.test.ts).
  'GET /audit/mine',
  // CSV imports: the module of the import's entity (users or companies), known from the path or the
  // stored import, checked by the handler: add for all, edit to update, delete and edit to undo
  // (routes/imports.test.ts, companyImports.test.ts).
  'POST /imports/:entity/upload',
  'GET /imports/list',
  'GET /imports/:id',
  'GET /imports/:id/issues',
  'GET /imports/:id/issues/csv',
  'POST /imports/:id/check',
  'POST /imports/:id/run',
  'POST /imports/:id/cancel',
  'POST /imports/:id/undo',
  // Ends the caller's own preview (its token is the proof); starting one needs Role Management view.
  'POST /previews/end',
]);
/** Admin routes without a session: signing in and recovering a password. */
const PUBLIC = new Set(['POST /users/sign-in', 'POST /users/forgot-password', 'POST /users/reset-password']);

let t: TestApp;
let db: pg.Pool;
let admin: string;
let serial = 0;

const key = (r: RouteGate) => `${r.method} ${r.url.slice(ADMIN_PREFIX.length)}`;
/** The route's path with every parameter a fresh id (the gate answers before anything is looked up). */
const urlOf = (r: RouteGate) => r.url.replace(/:(\w+)/g, () => crypto.randomUUID());

type Flags = Record<AccessFlag, boolean>;
const flags = (value: boolean): Flags => ({ create: value, read: value, update: value, delete: value });

/** A staff user holding only a new role with the given access, signed in. */
async function holderOf(access: ({ module: ModuleName } & Flags)[]): Promise<string> {
  serial += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `${ADMIN_PREFIX}/roles/create`,
    headers: bearer(admin),
    payload: { name: `Route table role ${serial}`, access },
  });
  expect(res.statusCode, res.body).toBe(200);
  const email = `route-table-${serial}@example.com`;
  await db.query(
    `insert into users (first_name, last_name, name, email, role, password_hash)
     select 'Route', $2, 'Route ' || $2, $1, 'admin', password_hash from users where email = $3`,
    [email, String(serial), TEST_MEMBER.email],
  );
  await db.query('insert into user_roles (user_id, role_id) select id, $2 from users where email = $1', [email, res.json().body.role._id]);
  return signIn(t.app, email, TEST_MEMBER.password);
}

let routes: RouteGate[];

beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: 1000 });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  routes = t.app.routeTable.filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.method !== 'HEAD');
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('the admin route table', () => {
  it('has a gate for every route: a module permission, or a reason to need only a session, or none', () => {
    expect(routes.length).toBeGreaterThan(60);
    const unexplained = routes.filter((r) => !r.permission && !SESSION_ONLY.has(key(r)) && !PUBLIC.has(key(r))).map(key);
    expect(unexplained).toEqual([]);
    const sessionless = routes.filter((r) => !r.session).map(key);
    expect(sessionless.sort()).toEqual([...PUBLIC].sort());
  });

  it('lets nobody through a session-only route without a valid token', async () => {
    for (const r of routes.filter((route) => route.session)) {
      const res = await t.app.inject({ method: r.method as 'GET', url: urlOf(r), headers: bearer('not-a-token') });
      expect(res.statusCode, key(r)).toBe(401);
    }
  });

  it('refuses each guarded route to a role lacking exactly its flag, with the denial text, and passes one holding only it', async () => {
    const guarded = routes.filter((r) => r.permission);
    const groups = new Map<string, RouteGate[]>();
    for (const r of guarded) {
      const group = `${r.permission!.module}|${ACTIONS[r.permission!.action]}`;
      groups.set(group, [...(groups.get(group) ?? []), r]);
    }
    for (const [group, members] of groups) {
      const [module, flag] = group.split('|') as [ModuleName, AccessFlag];
      const denied = await holderOf(MODULES.map((m) => ({ module: m, ...flags(true), ...(m === module ? { [flag]: false } : {}) })));
      const allowed = await holderOf([{ module, ...flags(false), [flag]: true }]);
      for (const r of members) {
        const refused = await t.app.inject({ method: r.method as 'GET', url: urlOf(r), headers: bearer(denied), payload: {} });
        expect(refused.statusCode, `${key(r)} denied`).toBe(403);
        expect(refused.json(), key(r)).toEqual({ status: { code: 403, message: denialMessage(module, r.permission!.action) }, body: {} });
        const passed = await t.app.inject({ method: r.method as 'GET', url: urlOf(r), headers: bearer(allowed), payload: {} });
        expect([401, 403], `${key(r)} allowed: ${passed.body}`).not.toContain(passed.statusCode);
        expect(passed.statusCode, `${key(r)} allowed: ${passed.body}`).toBeLessThan(500);
      }
    }
    // Every flag of every module is some route's gate (but those MODULE_FLAGS leaves out: the dashboard is only ever viewed).
    const expected = MODULES.flatMap((m) => (MODULE_FLAGS[m] ?? ACCESS_FLAGS).map((f) => `${m}|${f}`));
    expect([...groups.keys()].sort()).toEqual(expected.sort());
  });
});
