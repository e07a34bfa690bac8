import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';
import { users as usersTable } from '../../../src/server/db/schema';

const API = '/api/v1/admin';
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(async () => {
  await t.close();
});

/** The statements the app sends to PostgreSQL while `run` runs: their names (if prepared) and texts. */
async function statementsDuring(run: () => Promise<unknown>): Promise<{ name?: string; text: string }[]> {
  const seen: { name?: string; text: string }[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { name?: string; text: string }];
    seen.push(typeof config === 'string' ? { text: config } : { name: config.name, text: config.text });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

describe('the permission guard', () => {
  it('checks the token, the session and the roles in one named statement, reading only the columns it needs', async () => {
    const statements = await statementsDuring(() => t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(staff) }));
    const guard = statements.filter((s) => s.name === 'session_lookup');
    expect(guard).toHaveLength(1);
    // /users/me then reads the user's own record: two statements in all (the guard used to take three).
    expect(statements).toHaveLength(2);
    const text = guard[0]!.text;
    expect(text).not.toMatch(/password_hash|"email"|biography/);
    expect(text).toMatch(/json_agg/);
  });

  it('still answers the same roles and refuses the same tokens', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.roles.map((r: { name: string }) => r.name)).toEqual(['Membership Desk']);
    expect(res.json().body.roles[0].access[0]).toEqual({
      moduleId: { _id: expect.any(String), name: expect.any(String) },
      create: expect.any(Boolean),
      read: expect.any(Boolean),
      update: expect.any(Boolean),
      delete: expect.any(Boolean),
    });
    const forged = await t.app.inject({ method: 'GET', url: `${API}/roles`, headers: bearer(`${staff}x`) });
    expect(forged.statusCode).toBe(401);
  });
});

describe('a list request', () => {
  it('reads a user page, its total, roles and support staff in one statement after the guard', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    // The member gets two support staff, listed by name.
    await t.app.db.execute(sql`
      insert into user_support_staff (user_id, staff_id)
      select m.id, s.id from users m, users s
       where m.email = ${TEST_MEMBER.email} and s.email in (${TEST_ADMIN.email}, ${TEST_STAFF.email})`);
    const list = (limit = '100') => t.app.inject({ method: 'GET', url: `${API}/users/list/all`, query: { limit }, headers: bearer(admin) });
    // A short page and a full one (whose total counts more than the page) alike.
    for (const limit of ['100', '2']) {
      const statements = await statementsDuring(() => list(limit));
      expect(statements.map((s) => s.name ?? 'list')).toEqual(['session_lookup', 'list']);
      const [total] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(usersTable);
      const body = (await list(limit)).json().body as { users: unknown[]; total: number };
      expect(body.total).toBe(total!.n);
      expect(body.users).toHaveLength(Math.min(Number(limit), total!.n));
    }
    const users = (await list()).json().body.users as { email: string; roles: { name: string }[]; supportStaffMembers: { name: string }[] }[];
    const desk = users.find((u) => u.email === TEST_STAFF.email)!;
    expect(desk.roles.map((r) => r.name)).toEqual(['Membership Desk']);
    const member = users.find((u) => u.email === TEST_MEMBER.email)!;
    const names = member.supportStaffMembers.map((x) => x.name);
    expect(names).toHaveLength(2);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });
});

