import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_FLAGS, ACTIONS, denialMessage, MODULES, type AccessFlag, type ModuleName } from '../../src/shared/modules';
import { bearer } from '../helpers/buildTestApp';
import { allBut, API, createMatrix, flags, only, type AccessInput, type Flags, type Holder } from '../helpers/permissionMatrix';

/**
 * Every admin route guarded by a module permission (the matrix's rows, test/helpers/permissionMatrix.ts):
 * a user holding every flag of every module except the route's one is refused with the route's
 * denial message; a user holding only that flag gets through. (PUT /users/update/:id on oneself is
 * the profile, always allowed, and is tested in users.test.ts; /users/list/members takes any of
 * several permissions and is tested on its own below.)
 */

const matrix = createMatrix();
const { asAdmin, holderOf, send } = matrix;
const ROUTES = matrix.routes;

/** Rows grouped by the flag they need: one denied and one allowed user per group. */
const GROUPS = [...new Set(ROUTES.map((r) => `${r.module}|${ACTIONS[r.action]}`))].map((key) => {
  const [module, flag] = key.split('|') as [ModuleName, AccessFlag];
  return { key, module, flag, rows: ROUTES.filter((r) => r.module === module && ACTIONS[r.action] === flag) };
});
const denied = new Map<string, Holder>();
const allowed = new Map<string, Holder>();

beforeAll(async () => {
  await matrix.open();
  for (const g of GROUPS) {
    denied.set(g.key, await holderOf(`All but ${g.module} ${g.flag}`, allBut(g.module, g.flag)));
    allowed.set(g.key, await holderOf(`Only ${g.module} ${g.flag}`, only(g.module, g.flag)));
  }
});
afterAll(() => matrix.close());

describe('permission matrix of the admin routes', () => {
  it('covers every module flag of the guarded routes', () => {
    expect(GROUPS.map((g) => g.key).sort()).toEqual(
      [
        ...(['Companies', 'Sponsorship', 'Role Management', 'User Management', 'Courses', 'Events', 'Payment'] as const).flatMap((m) =>
          ACCESS_FLAGS.map((f) => `${m}|${f}`),
        ),
        // The dashboard is only ever viewed.
        'Dashboard|read',
        // CE compliance: add is a reminder, edit the settings.
        'CE Compliance|create',
        'CE Compliance|read',
        'CE Compliance|update',
      ].sort(),
    );
  });

  for (const g of GROUPS) {
    describe(`${g.module} ${g.flag}`, () => {
      it.each(g.rows.map((row) => [`${row.method} ${row.path} (${row.action})`, row] as const))(
        '%s',
        async (_name, row) => {
          const refused = await send(row, denied.get(g.key)!.token);
          expect(refused.statusCode, refused.body).toBe(403);
          expect(refused.json()).toEqual({ status: { code: 403, message: denialMessage(row.module, row.action) }, body: {} });
          const passed = await send(row, allowed.get(g.key)!.token);
          expect(passed.statusCode, passed.body).toBeGreaterThanOrEqual(200);
          expect(passed.statusCode, passed.body).toBeLessThan(300);
        },
      );
    });
  }
});

describe('a change of role takes effect on the very next request', () => {
  for (const g of GROUPS) {
    it(`${g.module} ${g.flag}: revoked, restored, deactivated, reactivated`, async () => {
      const holder = allowed.get(g.key)!;
      const row = g.rows[0]!;
      const message = denialMessage(row.module, row.action);
      const update = (access: AccessInput[]) => asAdmin('PUT', `/roles/update/${holder.roleId}`, { name: holder.roleName, access });
      const status = (isActive: boolean) => asAdmin('PUT', `/roles/update/active/inactive/${holder.roleId}?isActive=${isActive}`);
      const expectDenied = async () => {
        const res = await send(row, holder.token);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().status.message).toBe(message);
      };
      const expectAllowed = async () => expect((await send(row, holder.token)).statusCode).toBe(200);

      await update(allBut(g.module, g.flag));
      await expectDenied();
      await update(only(g.module, g.flag));
      await expectAllowed();
      await status(false);
      await expectDenied();
      await status(true);
      await expectAllowed();
    });
  }
});

describe('GET /api/v1/admin/users/list/members', () => {
  it('needs User Management view, Companies view, Events edit, Payment add or edit, or Audit Log view', async () => {
    const list = (token: string) => matrix.t.app.inject({ method: 'GET', url: `${API}/users/list/members`, headers: bearer(token) });
    const withheld: Partial<Record<ModuleName, Partial<Flags>>> = {
      'User Management': { read: false },
      Companies: { read: false },
      Events: { update: false },
      Payment: { create: false, update: false },
      'Audit Log': { read: false },
    };
    const neither = await holderOf(
      'No picker permission',
      MODULES.map((m) => ({ module: m, ...flags(true), ...withheld[m] })),
    );
    const refused = await list(neither.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status.message).toBe(denialMessage('User Management', 'view'));
    expect((await list((await holderOf('Only user view', only('User Management', 'read'))).token)).statusCode).toBe(200);
    expect((await list((await holderOf('Only company view', only('Companies', 'read'))).token)).statusCode).toBe(200);
    expect((await list((await holderOf('Only event edit', only('Events', 'update'))).token)).statusCode).toBe(200);
    expect((await list((await holderOf('Only payment add', only('Payment', 'create'))).token)).statusCode).toBe(200);
    expect((await list((await holderOf('Only payment edit', only('Payment', 'update'))).token)).statusCode).toBe(200);
    expect((await list((await holderOf('Only audit view', only('Audit Log', 'read'))).token)).statusCode).toBe(200);
  });
});
