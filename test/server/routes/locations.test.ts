import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANIES, seedId } from '../../../src/server/db/seed/companies';
import type { Location } from '../../../src/shared/companies';
import { MESSAGES } from '../../../src/shared/messages';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;
let events: string;
let memberId: string;
let staffId: string;
let seededCount: number;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  await addStaffUser(t.dbUrl);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  events = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
  const ids = await db.query(`select id, email from users where email in ($1, $2)`, [TEST_MEMBER.email, TEST_STAFF.email]);
  memberId = ids.rows.find((r) => r.email === TEST_MEMBER.email).id;
  staffId = ids.rows.find((r) => r.email === TEST_STAFF.email).id;
  seededCount = Number((await db.query('select count(*) from locations')).rows[0].count);
});
afterAll(async () => {
  await db.end();
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const list = (scope: string, query: Record<string, string | object[]> = {}, token = admin) =>
  call('GET', `/locations/list/${scope}`, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  });
const rows = (res: { json: () => { body: { locations: Location[] } } }) => res.json().body.locations;
const companyId = (name: string) => seedId('company', name);
const locationId = (company: string, n = 0) => seedId('location', `${company}#${n}`);

const MINIMAL = { name: 'Minimal Office', type: 'branch', marketId: 'twinCities' };
const PHYSICAL = { addressLine1: '80 S 8th St', addressLine2: 'Suite 900', city: 'Minneapolis', state: 'MN', zipCode: '55402', country: 'United States' };

async function create(payload: object): Promise<Location> {
  const res = await call('POST', '/locations/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.location[0] as Location;
}

describe('GET /api/v1/admin/locations/list/:companyId', () => {
  it("lists a company's locations with the company and the pay member", async () => {
    const res = await list(companyId('North Star Commercial Realty'));
    expect(res.statusCode).toBe(200);
    expect(res.json().body.total).toBe(1);
    expect(rows(res)[0]).toMatchObject({
      _id: locationId('North Star Commercial Realty'),
      name: 'North Star Commercial Realty Headquarters',
      company: { _id: companyId('North Star Commercial Realty'), name: 'North Star Commercial Realty' },
      companyId: companyId('North Star Commercial Realty'),
      payMemberId: memberId,
      payMember: 'Morgan Member',
      designatedRealtorId: staffId,
      physicalAddress: { state: 'MN', country: 'United States' },
    });
    const four = DEMO_COMPANIES.find((_, i) => i % 4 === 3)!;
    expect((await list(companyId(four.name))).json().body.total).toBe(4);
  });

  it("lists all locations with 'all', newest first, paged, with the total", async () => {
    const res = await list('all', { limit: '5' });
    expect(res.json().body.total).toBe(seededCount);
    expect(rows(res)).toHaveLength(5);
    const created = rows(await list('all', { limit: '100' })).map((l) => l.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('searches name, NRDS id and city', async () => {
    const byName = rows(await list('all', { search: 'zumbro' }));
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((l) => l.name.startsWith('Zumbro Valley Appraisers'))).toBe(true);
    const one = rows(await list('all', { search: '502210003' }));
    expect(one.map((l) => l.nrdsId)).toEqual(['502210003']);
    const duluth = await list('all', { search: 'DULUTH', limit: '100' });
    expect(rows(duluth).length).toBeGreaterThan(0);
    expect(rows(duluth).every((l) => l.physicalAddress.city === 'Duluth' || l.name.toLowerCase().includes('duluth'))).toBe(true);
    // Within a company.
    const scoped = await list(companyId('Lakeshore Brokerage Group'), { search: 'headquarters' });
    expect(rows(scoped).map((l) => l.name)).toEqual(['Lakeshore Brokerage Group Headquarters']);
  });

  it('filters unassigned locations', async () => {
    const loose = await create({ ...MINIMAL, name: 'Unassigned Office' });
    const res = await list('all', { filters: [{ key: 'unassigned', value: true }] });
    expect(rows(res).map((l) => l._id)).toEqual([loose._id]);
    expect(rows(res)[0]!.company).toBeNull();
    expect((await list('all', { filters: [{ key: 'unassigned', value: 'false' }] })).json().body.total).toBe(seededCount + 1);
    const bad = await list('all', { filters: [{ key: 'unassigned', value: 'sometimes' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('filters.unassigned: must be true or false (got "sometimes")');
    const unknown = await list('all', { filters: [{ key: 'type', value: 'branch' }] });
    expect(unknown.json().status.message).toBe('filters: unknown key "type"; the keys are: unassigned');
    await call('DELETE', `/locations/${loose._id}`, { token: admin });
  });

  it('sorts by name, NRDS id, type and dates', async () => {
    const byName = rows(await list('all', { sortKey: 'name', limit: '100' })).map((l) => l.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byNrds = rows(await list('all', { sortKey: 'nrdsId', sortOrder: '-1', limit: '100' })).map((l) => l.nrdsId!);
    expect(byNrds).toEqual([...byNrds].sort().reverse());
    const byType = rows(await list('all', { sortKey: 'type', limit: '100' })).map((l) => l.type);
    expect(byType).toEqual([...byType].sort());
    const byUpdated = rows(await list('all', { sortKey: 'updatedAt', sortOrder: '1', limit: '100' })).map((l) => l.updatedAt);
    expect(byUpdated).toEqual([...byUpdated].sort());
    expect((await list('all', { sortKey: 'marketId' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown company and 400 for a malformed scope', async () => {
    const unknown = await list('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Company not found.');
    const bad = await list('some');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('companyId: must be a company id or all');
  });

  it('needs a token and the Companies view permission', async () => {
    expect((await call('GET', '/locations/list/all')).statusCode).toBe(401);
    const denied = await list('all', {}, events);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to View Company!");
    expect((await list('all', {}, staff)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/admin/locations/:id', () => {
  it('answers one location as an object', async () => {
    const res = await call('GET', `/locations/${locationId('Loring Park Equity')}`, { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.location).toMatchObject({ name: 'Loring Park Equity Headquarters', company: { name: 'Loring Park Equity' } });
  });

  it('answers 404 and 400', async () => {
    const unknown = await call('GET', '/locations/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Location not found.');
    expect((await call('GET', '/locations/x', { token: admin })).json().status.message).toBe('id: must be a valid id');
  });

  it('needs a token and the view permission', async () => {
    expect((await call('GET', `/locations/${locationId('Loring Park Equity')}`)).statusCode).toBe(401);
    expect((await call('GET', `/locations/${locationId('Loring Park Equity')}`, { token: events })).statusCode).toBe(403);
  });
});

describe('POST /api/v1/admin/locations/create', () => {
  it('creates a location with the defaults and an Auto NRDS id, answered as the first entry of a list', async () => {
    const res = await call('POST', '/locations/create', { token: admin, payload: MINIMAL });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.locationCreated);
    expect(Array.isArray(res.json().body.location)).toBe(true);
    const location = res.json().body.location[0] as Location;
    expect(location.nrdsId).toMatch(/^5022\d{5}$/);
    expect(location).toMatchObject({
      name: 'Minimal Office',
      type: 'branch',
      marketId: 'twinCities',
      largeCompany: 'Yes',
      rawDataFeeds: 'No',
      dataFeedsOffice: 'No',
      dataFeedsIndividual: 'No',
      templates: 'No',
      currentMcpeStatus: 'nostatus',
      currentMcpeStatusDate: null,
      mcpeAccessType: null,
      payMemberId: null,
      payMember: '',
      companyId: null,
      company: null,
      physicalAddress: { addressLine1: '', city: '', state: 'MN', zipCode: '', country: 'United States' },
    });
  });

  it('stores every field, sanitises the description and copies the physical address to the mailing one', async () => {
    const location = await create({
      name: 'Full Office',
      nrdsId: '123456789',
      type: 'corporate',
      payMemberId: memberId,
      website: 'https://full.example.com',
      phoneNumber: '612-555-0101',
      marketId: 'duluth',
      largeCompany: 'no',
      mcpeAccessType: 'staff',
      allowMcpeAccess: true,
      currentMcpeStatus: 'pending',
      currentMcpeStatusDate: '2026-03-04T18:00:00.000Z',
      fax: '612-555-0102',
      contactName: 'Kari',
      contactPhone: '612-555-0103',
      rawDataFeeds: 'Yes',
      dataFeedsOffice: 'Yes',
      dataFeedsIndividual: 'Yes',
      templates: 'Yes',
      designatedRealtorId: staffId,
      designatedRealtorName: 'Sam Staffer',
      designatedRealtorEmail: 'staff@example.com',
      designatedRealtorPhone: '612-555-0104',
      description: '<h2 style="text-align:center">Hi</h2><iframe src="https://x"></iframe><p onmouseover="x()">there</p>',
      isMailingAddressAsPhysicalAddress: true,
      physicalAddress: PHYSICAL,
      mailingAddress: { addressLine1: 'PO Box 1', city: 'Elsewhere', state: 'WI', zipCode: '54000' },
      companyId: companyId('Loring Park Equity'),
    });
    expect(location).toMatchObject({
      nrdsId: '123456789',
      largeCompany: 'No',
      payMember: 'Morgan Member',
      designatedRealtorId: staffId,
      currentMcpeStatusDate: '2026-03-04',
      description: '<h2 style="text-align:center">Hi</h2><p>there</p>',
      physicalAddress: PHYSICAL,
      mailingAddress: PHYSICAL,
      company: { _id: companyId('Loring Park Equity'), name: 'Loring Park Equity' },
    });
    // Without the tick the mailing address is kept as sent.
    const apart = await create({ ...MINIMAL, name: 'Apart', physicalAddress: PHYSICAL, mailingAddress: { addressLine1: 'PO Box 1', city: 'Duluth', zipCode: '55802' } });
    expect(apart.mailingAddress).toEqual({ addressLine1: 'PO Box 1', addressLine2: '', city: 'Duluth', state: 'MN', zipCode: '55802', country: 'United States' });
  });

  it('refuses an NRDS id another location uses', async () => {
    const res = await call('POST', '/locations/create', { token: admin, payload: { ...MINIMAL, nrdsId: '502210000' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe('This NRDS ID is already used by another location.');
  });

  it('picks another Auto NRDS id when the drawn one is taken', async () => {
    // 0 draws 502210000 (a seeded id); 0.5 draws 502255000.
    const draws = [0, 0, 0.5];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0);
    const location = await create({ ...MINIMAL, name: 'Collision Office' });
    expect(location.nrdsId).toBe('502255000');
    // When every draw is taken, the answer says what to do.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const res = await call('POST', '/locations/create', { token: admin, payload: MINIMAL });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(MESSAGES.nrdsUnavailable);
  });

  it('refuses unknown users and companies, naming the field', async () => {
    const ghost = '00000000-0000-4000-8000-00000000000a';
    const pay = await call('POST', '/locations/create', { token: admin, payload: { ...MINIMAL, payMemberId: ghost } });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().status.message).toBe(`payMemberId: no user with id ${ghost}.`);
    const realtor = await call('POST', '/locations/create', { token: admin, payload: { ...MINIMAL, payMemberId: memberId, designatedRealtorId: ghost } });
    expect(realtor.json().status.message).toBe(`designatedRealtorId: no user with id ${ghost}.`);
    const company = await call('POST', '/locations/create', { token: admin, payload: { ...MINIMAL, companyId: ghost } });
    expect(company.json().status.message).toBe(`companyId: no company with id ${ghost}.`);
  });

  it('validates the fields, naming each', async () => {
    const post = async (payload: object) => (await call('POST', '/locations/create', { token: admin, payload })).json().status;
    expect(await post({ ...MINIMAL, name: '' })).toEqual({ code: 400, message: 'name: Name is required' });
    expect((await post({ ...MINIMAL, type: 'shop' })).message).toBe('type: Type is required: one of corporate, branch, other');
    expect((await post({ name: 'X', type: 'branch' })).message).toBe('marketId: Market ID is required: one of twinCities, stCloud, rochester, duluth');
    expect((await post({ ...MINIMAL, nrdsId: '12ab' })).message).toBe('nrdsId: NRDS ID must be 4 to 15 digits');
    expect((await post({ ...MINIMAL, rawDataFeeds: 'maybe' })).message).toBe('rawDataFeeds: must be Yes or No');
    expect((await post({ ...MINIMAL, currentMcpeStatus: 'gone' })).message).toMatch(/^currentMcpeStatus: must be one of nostatus/);
    expect((await post({ ...MINIMAL, payMemberId: 'abc' })).message).toBe('payMemberId: must be a valid id');
    expect((await post({ ...MINIMAL, designatedRealtorEmail: 'nope' })).message).toBe(
      'designatedRealtorEmail: Designated realtor email must be a valid email address',
    );
    expect((await post({ ...MINIMAL, physicalAddress: { zipCode: '5540' } })).message).toBe(
      'physicalAddress.zipCode: must be a ZIP code such as 55401 or 55401-1234',
    );
    expect((await post({ ...MINIMAL, mailingAddress: { state: 'XX' } })).message).toMatch(/^mailingAddress\.state: /);
    expect((await post({ ...MINIMAL, currentMcpeStatusDate: 'yesterday' })).code).toBe(400);
  });

  it('needs a token and the add permission', async () => {
    expect((await call('POST', '/locations/create', { payload: MINIMAL })).statusCode).toBe(401);
    const denied = await call('POST', '/locations/create', { token: staff, payload: MINIMAL });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Add Company!");
  });
});

describe('PUT /api/v1/admin/locations/update/:id', () => {
  it('replaces the fields and answers the location first in a list', async () => {
    const location = await create({ ...MINIMAL, name: 'Before Update', nrdsId: '99887766' });
    const res = await call('PUT', `/locations/update/${location._id}`, {
      token: admin,
      payload: {
        ...location,
        name: 'After Update',
        payMemberId: staffId,
        isMailingAddressAsPhysicalAddress: true,
        physicalAddress: PHYSICAL,
        description: '<p>ok<script>x</script></p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.locationUpdated);
    const updated = res.json().body.location[0] as Location;
    expect(updated).toMatchObject({
      _id: location._id,
      name: 'After Update',
      nrdsId: '99887766',
      payMember: 'Sam Staffer',
      description: '<p>ok</p>',
      mailingAddress: PHYSICAL,
    });
    expect(updated.updatedAt > location.updatedAt).toBe(true);
  });

  it('keeps the NRDS id when it is sent empty, and refuses one another location uses', async () => {
    const location = await create({ ...MINIMAL, name: 'Keep Nrds' });
    const kept = await call('PUT', `/locations/update/${location._id}`, { token: admin, payload: { ...MINIMAL, name: 'Keep Nrds', nrdsId: '' } });
    expect(kept.json().body.location[0].nrdsId).toBe(location.nrdsId);
    // Its own id again is fine.
    const same = await call('PUT', `/locations/update/${location._id}`, { token: admin, payload: { ...MINIMAL, nrdsId: location.nrdsId } });
    expect(same.statusCode).toBe(200);
    const taken = await call('PUT', `/locations/update/${location._id}`, { token: admin, payload: { ...MINIMAL, nrdsId: '502210000' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.message).toBe('This NRDS ID is already used by another location.');
  });

  it('keeps the company when companyId is left out and detaches with null', async () => {
    const location = await create({ ...MINIMAL, name: 'Company Move', companyId: companyId('Loring Park Equity') });
    const kept = await call('PUT', `/locations/update/${location._id}`, { token: admin, payload: MINIMAL });
    expect(kept.json().body.location[0].companyId).toBe(companyId('Loring Park Equity'));
    const detached = await call('PUT', `/locations/update/${location._id}`, { token: admin, payload: { ...MINIMAL, companyId: null } });
    expect(detached.json().body.location[0]).toMatchObject({ companyId: null, company: null });
  });

  it('answers 404, validates, and needs the edit permission', async () => {
    const unknown = await call('PUT', '/locations/update/00000000-0000-4000-8000-000000000000', { token: admin, payload: MINIMAL });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Location not found.');
    const path = `/locations/update/${locationId('Loring Park Equity')}`;
    expect((await call('PUT', path, { token: admin, payload: { ...MINIMAL, marketId: 'paris' } })).statusCode).toBe(400);
    expect((await call('PUT', path, { payload: MINIMAL })).statusCode).toBe(401);
    const denied = await call('PUT', path, { token: staff, payload: MINIMAL });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Edit Company!");
  });
});

describe('DELETE /api/v1/admin/locations/:id', () => {
  it('refuses while members belong to the location', async () => {
    const res = await call('DELETE', `/locations/${locationId('North Star Commercial Realty')}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe('This location still has 2 members: move them to another location first.');
  });

  it('deletes a location and answers an empty body', async () => {
    const location = await create({ ...MINIMAL, name: 'Short Lived', companyId: companyId('Loring Park Equity') });
    const res = await call('DELETE', `/locations/${location._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: 'Location deleted successfully!' }, body: {} });
    expect((await call('GET', `/locations/${location._id}`, { token: admin })).statusCode).toBe(404);
    const company = (await call('GET', `/company/${companyId('Loring Park Equity')}`, { token: admin })).json().body.company;
    expect(company.address).not.toContain(location._id);
    expect((await call('DELETE', `/locations/${location._id}`, { token: admin })).statusCode).toBe(404);
  });

  it('needs a token and the delete permission', async () => {
    const path = `/locations/${locationId('Loring Park Equity')}`;
    expect((await call('DELETE', path)).statusCode).toBe(401);
    const denied = await call('DELETE', path, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Delete Company!");
  });
});

describe('users referenced by locations', () => {
  it('clears the pay member and designated realtor when that user is deleted', async () => {
    await db.query(
      `insert into users (first_name, last_name, name, email) values ('Gone', 'Soon', 'Gone Soon', 'gone@example.com')`,
    );
    const { rows: [gone] } = await db.query(`select id from users where email = 'gone@example.com'`);
    const location = await create({ ...MINIMAL, name: 'Orphan', payMemberId: gone.id, designatedRealtorId: gone.id });
    expect(location.payMember).toBe('Gone Soon');
    await db.query('delete from users where id = $1', [gone.id]);
    const after = (await call('GET', `/locations/${location._id}`, { token: admin })).json().body.location;
    expect(after).toMatchObject({ payMemberId: null, payMember: '', designatedRealtorId: null });
  });
});
