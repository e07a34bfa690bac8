import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorships, users } from '../../../src/server/db/schema';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Moves a row's updatedAt into the past, so that a later change shows. */
const age = (table: typeof users | typeof sponsorships, id: string) =>
  t.app.db.update(table).set({ updatedAt: sql`now() - interval '1 day'` }).where(eq(table.id, id));

describe('updatedAt ($onUpdate)', () => {
  it('moves on every edit without the write naming it, and stays on housekeeping such as signing out everywhere', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const [gold] = await t.app.db.select().from(sponsorships).where(eq(sponsorships.name, 'Gold'));
    await age(sponsorships, gold!.id);
    const [aged] = await t.app.db.select({ updatedAt: sponsorships.updatedAt }).from(sponsorships).where(eq(sponsorships.id, gold!.id));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/sponsorships/update/${gold!.id}`,
      headers: bearer(admin),
      payload: { name: 'Gold', position: gold!.position },
    });
    expect(res.statusCode).toBe(200);
    const [edited] = await t.app.db.select({ updatedAt: sponsorships.updatedAt }).from(sponsorships).where(eq(sponsorships.id, gold!.id));
    expect(edited!.updatedAt.getTime()).toBeGreaterThan(aged!.updatedAt.getTime() + 60_000);

    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const [desk] = await t.app.db.select().from(users).where(eq(users.email, TEST_STAFF.email));
    await age(users, desk!.id);
    const [before] = await t.app.db.select({ updatedAt: users.updatedAt, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, desk!.id));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-out/everywhere', headers: bearer(staff) })).statusCode).toBe(200);
    const [after] = await t.app.db.select({ updatedAt: users.updatedAt, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, desk!.id));
    expect(after!.tokenVersion).toBe(before!.tokenVersion + 1);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });
});
