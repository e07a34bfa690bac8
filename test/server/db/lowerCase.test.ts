import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN } from '../../helpers/constants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await t.app.db.execute<T & Record<string, unknown>>(query)).rows[0]!;

describe('lower-case columns (migration 0012)', () => {
  it('are computed by PostgreSQL on insert and update, and refused when a write sets them', async () => {
    const role = await one<{ id: string; lowered: string }>(sql`insert into roles (name) values ('Desk ÄÖ Team') returning id, name_in_lower as lowered`);
    expect(role.lowered).toBe('desk äö team');
    await t.app.db.execute(sql`update roles set name = 'Front DESK' where id = ${role.id}`);
    expect((await one<{ lowered: string }>(sql`select name_in_lower as lowered from roles where id = ${role.id}`)).lowered).toBe('front desk');

    const course = await one<{ code: string; title: string }>(
      sql`insert into courses (code, title, credit_hours, delivery) values ('CRE-9', 'Lease Basics', 1, 'online')
          returning code_in_lower as code, title_in_lower as title`,
    );
    expect(course).toEqual({ code: 'cre-9', title: 'lease basics' });

    await expect(t.app.db.execute(sql`insert into sponsorships (name, name_in_lower) values ('Bronze', 'bronze')`)).rejects.toThrow();
  });

  it('keep the unique keys case-insensitive through the API', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const create = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/sponsorships/create', headers: bearer(admin), payload: { name, isActive: true } });
    expect((await create('Copper Circle')).statusCode).toBe(200);
    const again = await create('COPPER circle');
    expect(again.statusCode).toBe(409);
  });
});
