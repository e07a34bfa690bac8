import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_SPONSORSHIPS, seedId } from '../../../src/server/db/seed/companies';
import type { Sponsorship } from '../../../src/shared/companies';
import { MESSAGES } from '../../../src/shared/messages';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const list = (query: Record<string, string> = {}, token = admin) => call('GET', '/sponsorships', { token, query });
const names = (res: { json: () => { body: { sponsorships: Sponsorship[] } } }) => res.json().body.sponsorships.map((s) => s.name);
const sponsorshipId = (name: string) => seedId('sponsorship', name);
const carrying = (name: string) => DEMO_COMPANIES.filter((c) => c.sponsorships.includes(name)).length;

async function create(payload: object): Promise<Sponsorship> {
  const res = await call('POST', '/sponsorships/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.sponsorship as Sponsorship;
}

describe('GET /api/v1/admin/sponsorships', () => {
  it('lists by position with company counts and the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().body.total).toBe(DEMO_SPONSORSHIPS.length);
    expect(names(res)).toEqual(DEMO_SPONSORSHIPS.map((s) => s.name));
    const [platinum] = res.json().body.sponsorships as Sponsorship[];
    expect(platinum).toMatchObject({
      _id: sponsorshipId('Platinum'),
      name: 'Platinum',
      nameInLower: 'platinum',
      position: 1,
      isActive: true,
      companyCount: carrying('Platinum'),
    });
    for (const s of res.json().body.sponsorships as Sponsorship[]) expect(s.companyCount).toBe(carrying(s.name));
  });

  it('breaks position ties by name', async () => {
    const b = await create({ name: 'Tie B', position: 50 });
    const a = await create({ name: 'tie a', position: 50 });
    expect(names(await list({ search: 'tie' }))).toEqual(['tie a', 'Tie B']);
    for (const s of [a, b]) await call('DELETE', `/sponsorships/${s._id}`, { token: admin });
  });

  it('filters by isActive as a plain query parameter, and searches names', async () => {
    expect(names(await list({ isActive: 'false' }))).toEqual(['Media Partner']);
    expect((await list({ isActive: 'true' })).json().body.total).toBe(5);
    expect(names(await list({ search: 'PARTNER' }))).toEqual(['Event Partner', 'Media Partner']);
    expect(names(await list({ search: 'partner', isActive: 'true' }))).toEqual(['Event Partner']);
    const bad = await list({ isActive: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('isActive: must be true or false');
  });

  it('sorts by name, company count, creation date and status', async () => {
    const byName = names(await list({ sortKey: 'name', sortOrder: '1' }));
    expect(byName).toEqual([...byName].sort());
    expect(names(await list({ sortKey: 'nameInLower', sortOrder: '-1' }))).toEqual([...byName].reverse());
    const counts = ((await list({ sortKey: 'companyCount', sortOrder: '-1' })).json().body.sponsorships as Sponsorship[]).map(
      (s) => s.companyCount,
    );
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const created = ((await list({ sortKey: 'createdAt', sortOrder: '-1' })).json().body.sponsorships as Sponsorship[]).map((s) => s.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(names(await list({ sortKey: 'isActive' }))[0]).toBe('Media Partner');
    expect(names(await list({ sortKey: 'position', sortOrder: '-1' }))[0]).toBe('Media Partner');
    const bad = await list({ sortKey: 'colour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toMatch(/^sortKey: must be one of: position, name/);
  });

  it('pages with offset and limit', async () => {
    const res = await list({ offset: '2', limit: '2' });
    expect(names(res)).toEqual(['Silver', 'Bronze']);
    expect(res.json().body.total).toBe(DEMO_SPONSORSHIPS.length);
  });

  it('needs a token and the Sponsorship view permission', async () => {
    expect((await call('GET', '/sponsorships')).statusCode).toBe(401);
    const denied = await list({}, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View Sponsorship!" }, body: {} });
  });
});

describe('GET /api/v1/admin/sponsorships/:id', () => {
  it('answers one sponsorship', async () => {
    const res = await call('GET', `/sponsorships/${sponsorshipId('Gold')}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.sponsorship).toMatchObject({ name: 'Gold', position: 2, companyCount: carrying('Gold') });
  });

  it('answers 404, 400, 401 and 403', async () => {
    const unknown = await call('GET', '/sponsorships/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Sponsorship not found.');
    expect((await call('GET', '/sponsorships/gold', { token: admin })).json().status.message).toBe('id: must be a valid id');
    expect((await call('GET', `/sponsorships/${sponsorshipId('Gold')}`)).statusCode).toBe(401);
    const denied = await call('GET', `/sponsorships/${sponsorshipId('Gold')}`, { token: staff });
    expect(denied.json().status.message).toBe("You don't have access to View Sponsorship!");
  });
});

describe('POST /api/v1/admin/sponsorships/create', () => {
  it('creates a sponsorship, last by default', async () => {
    const res = await call('POST', '/sponsorships/create', { token: admin, payload: { name: '  Diamond  ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.sponsorshipCreated);
    expect(res.json().body.sponsorship).toMatchObject({ name: 'Diamond', nameInLower: 'diamond', position: 7, isActive: true, companyCount: 0 });
    const placed = await create({ name: 'Community', position: 0, isActive: false });
    expect(placed).toMatchObject({ position: 0, isActive: false });
    expect(names(await list())[0]).toBe('Community');
    for (const name of ['Diamond', 'Community']) {
      const id = (await list({ search: name })).json().body.sponsorships[0]._id;
      await call('DELETE', `/sponsorships/${id}`, { token: admin });
    }
  });

  it('refuses a name already used, whatever its case, naming the field for the form', async () => {
    const res = await call('POST', '/sponsorships/create', { token: admin, payload: { name: 'gOLD' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe('A sponsorship with this name already exists.');
    expect(res.json().body).toEqual({ errors: { name: 'A sponsorship with this name already exists.' } });
  });

  it('validates the fields, naming each', async () => {
    const post = async (payload: object) => (await call('POST', '/sponsorships/create', { token: admin, payload })).json().status;
    expect(await post({ name: '' })).toEqual({ code: 400, message: 'name: Name is required' });
    // One message for each way out of the range, naming the range (the form says the same).
    for (const position of [-1, 1.5, 100_001, 'abc']) {
      expect((await post({ name: 'X', position })).message).toBe('position: Position must be a whole number from 0 to 100000');
    }
    expect((await post({ name: 'X', isActive: 'yes' })).message).toMatch(/^isActive: /);
    expect((await post({ name: 'x'.repeat(101) })).message).toBe('name: must be at most 100 characters');
  });

  it('needs a token and the add permission', async () => {
    expect((await call('POST', '/sponsorships/create', { payload: { name: 'X' } })).statusCode).toBe(401);
    const denied = await call('POST', '/sponsorships/create', { token: staff, payload: { name: 'X' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Add Sponsorship!");
  });
});

describe('PUT /api/v1/admin/sponsorships/update/:id', () => {
  it('renames, keeps position and status when left out', async () => {
    const s = await create({ name: 'Copper', position: 9, isActive: false });
    const res = await call('PUT', `/sponsorships/update/${s._id}`, { token: admin, payload: { name: 'Copper Plus' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.sponsorshipUpdated);
    expect(res.json().body.sponsorship).toMatchObject({ name: 'Copper Plus', nameInLower: 'copper plus', position: 9, isActive: false });
    const moved = await call('PUT', `/sponsorships/update/${s._id}`, { token: admin, payload: { name: 'copper plus', position: 3, isActive: true } });
    expect(moved.json().body.sponsorship).toMatchObject({ name: 'copper plus', position: 3, isActive: true });
    const taken = await call('PUT', `/sponsorships/update/${s._id}`, { token: admin, payload: { name: 'Silver' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.message).toBe('A sponsorship with this name already exists.');
    expect(taken.json().body).toEqual({ errors: { name: 'A sponsorship with this name already exists.' } });
    await call('DELETE', `/sponsorships/${s._id}`, { token: admin });
  });

  it('answers 404, 400 and 403', async () => {
    const unknown = await call('PUT', '/sponsorships/update/00000000-0000-4000-8000-000000000000', { token: admin, payload: { name: 'X' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Sponsorship not found.');
    expect((await call('PUT', `/sponsorships/update/${sponsorshipId('Gold')}`, { token: admin, payload: {} })).json().status.message).toMatch(
      /^name: /,
    );
    expect((await call('PUT', `/sponsorships/update/${sponsorshipId('Gold')}`, { payload: { name: 'X' } })).statusCode).toBe(401);
    const denied = await call('PUT', `/sponsorships/update/${sponsorshipId('Gold')}`, { token: staff, payload: { name: 'X' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Edit Sponsorship!");
  });
});

describe('PUT /api/v1/admin/sponsorships/update/active/inactive/:id', () => {
  const path = (id: string) => `/sponsorships/update/active/inactive/${id}`;
  it('sets the status', async () => {
    const off = await call('PUT', path(sponsorshipId('Bronze')), { token: admin, query: { isActive: 'false' }, payload: {} });
    expect(off.statusCode).toBe(200);
    expect(off.json().status.message).toBe('Sponsorship status updated.');
    expect(off.json().body.sponsorship).toMatchObject({ name: 'Bronze', isActive: false });
    const on = await call('PUT', path(sponsorshipId('Bronze')), { token: admin, query: { isActive: 'true' } });
    expect(on.json().body.sponsorship.isActive).toBe(true);
  });

  it('answers 400, 404, 401 and 403', async () => {
    expect((await call('PUT', path(sponsorshipId('Bronze')), { token: admin })).json().status).toEqual({
      code: 400,
      message: 'isActive: must be true or false',
    });
    expect((await call('PUT', path('00000000-0000-4000-8000-000000000000'), { token: admin, query: { isActive: 'true' } })).statusCode).toBe(404);
    expect((await call('PUT', path(sponsorshipId('Bronze')), { query: { isActive: 'true' } })).statusCode).toBe(401);
    const denied = await call('PUT', path(sponsorshipId('Bronze')), { token: staff, query: { isActive: 'true' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Active/Inactive Sponsorship!");
  });
});

describe('DELETE /api/v1/admin/sponsorships/:id', () => {
  it('refuses while companies carry it', async () => {
    const res = await call('DELETE', `/sponsorships/${sponsorshipId('Silver')}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(`This sponsorship is attached to ${carrying('Silver')} companies. Remove it from them first.`);
    // One company: the singular.
    const one = await create({ name: 'Solo' });
    const company = (
      await call('POST', '/company/create', { token: admin, payload: { name: 'Solo Sponsor', type: 'Other', sponsership: [{ sponser: one._id }] } })
    ).json().body.company;
    const single = await call('DELETE', `/sponsorships/${one._id}`, { token: admin });
    expect(single.json().status.message).toBe('This sponsorship is attached to 1 company. Remove it from that company first.');
    await call('DELETE', `/company/${company._id}`, { token: admin });
    expect((await call('DELETE', `/sponsorships/${one._id}`, { token: admin })).statusCode).toBe(200);
  });

  it('deletes a sponsorship no company carries', async () => {
    const s = await create({ name: 'Temporary' });
    const res = await call('DELETE', `/sponsorships/${s._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: 'Sponsorship deleted successfully!' }, body: {} });
    expect((await call('GET', `/sponsorships/${s._id}`, { token: admin })).statusCode).toBe(404);
    expect((await call('DELETE', `/sponsorships/${s._id}`, { token: admin })).statusCode).toBe(404);
  });

  it('needs a token and the delete permission', async () => {
    expect((await call('DELETE', `/sponsorships/${sponsorshipId('Gold')}`)).statusCode).toBe(401);
    const denied = await call('DELETE', `/sponsorships/${sponsorshipId('Gold')}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Delete Sponsorship!");
  });
});
