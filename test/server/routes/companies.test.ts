import pg from 'pg';
import { WEB_ADDRESS_MESSAGE } from '../../../src/shared/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_SPONSORSHIPS, seedId } from '../../../src/server/db/seed/companies';
import { COMPANY_TYPES, type Company } from '../../../src/shared/companies';
import { companyHasMembers, MESSAGES } from '../../../src/shared/messages';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp, recordedUpload } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;
let events: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  // A user whose role has no Companies access at all (Events Coordinator).
  await addStaffUser(t.dbUrl);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  events = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const list = (query: Record<string, string | object[]> = {}, token = admin) =>
  call('GET', '/company/list', {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  });
const names = (res: { json: () => { body: { companies: Company[] } } }) => res.json().body.companies.map((c) => c.name);
const companyId = (name: string) => seedId('company', name);
const sponsorshipId = (name: string) => seedId('sponsorship', name);
const locationId = (company: string, n = 0) => seedId('location', `${company}#${n}`);

async function newLocation(name: string, companyIdValue: string | null = null): Promise<string> {
  const { rows } = await db.query(
    `insert into locations (name, type, market_id, physical_address, mailing_address, company_id)
     values ($1, 'branch', 'twinCities', '{}'::jsonb, '{}'::jsonb, $2) returning id`,
    [name, companyIdValue],
  );
  return rows[0].id as string;
}
async function createCompany(payload: object): Promise<Company> {
  const res = await call('POST', '/company/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.company as Company;
}

describe('GET /api/v1/admin/company/list', () => {
  it('answers the first page newest first, with counts and the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { companies, total } = res.json().body as { companies: Company[]; total: number };
    expect(total).toBe(DEMO_COMPANIES.length);
    expect(companies).toHaveLength(10);
    const created = companies.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const northStar = (await list({ search: 'north star' })).json().body.companies[0] as Company;
    expect(northStar).toMatchObject({
      _id: companyId('North Star Commercial Realty'),
      name: 'North Star Commercial Realty',
      nameInLower: 'north star commercial realty',
      type: 'Broker',
      isActive: true,
      activeStatus: 'active',
      websiteUrl: 'https://www.northstarcommercialrealty.example.com',
      logo: null,
      locationCount: 1,
      // The demo staff and member belong to it.
      membersCount: 2,
      sponsership: [{ sponser: { _id: sponsorshipId('Platinum'), name: 'Platinum' } }],
      locations: [{ _id: locationId('North Star Commercial Realty'), name: 'North Star Commercial Realty Headquarters' }],
      address: [locationId('North Star Commercial Realty')],
    });
  });

  it('pages with offset and limit', async () => {
    const all = names(await list({ limit: '100' }));
    expect(all).toHaveLength(DEMO_COMPANIES.length);
    const page = await list({ offset: '20', limit: '10' });
    expect(names(page)).toEqual(all.slice(20));
    expect(page.json().body.total).toBe(DEMO_COMPANIES.length);
  });

  it('searches name and website URL, case-insensitively, as a substring', async () => {
    expect(names(await list({ search: 'LAKE' })).sort()).toEqual(
      ['Great Lakes Title & Escrow', 'Lake Harriet Architects', 'Lakeshore Brokerage Group', 'Ten Thousand Lakes Developers'].sort(),
    );
    // Only in the website URL.
    expect(names(await list({ search: 'titleandescrow.example' }))).toEqual(['Great Lakes Title & Escrow']);
    expect(names(await list({ search: 'Title & E' }))).toEqual(['Great Lakes Title & Escrow']);
    // LIKE wildcards are plain characters.
    expect((await list({ search: '%' })).json().body).toEqual({ companies: [], total: 0, totalExact: true });
  });

  it('filters by type: one type or a list', async () => {
    const brokers = await list({ filters: [{ key: 'type', value: 'Broker' }], limit: '100' });
    expect(brokers.json().body.total).toBe(DEMO_COMPANIES.filter((c) => c.type === 'Broker').length);
    expect(new Set(brokers.json().body.companies.map((c: Company) => c.type))).toEqual(new Set(['Broker']));
    const two = await list({ filters: [{ key: 'type', value: ['Appraisal', 'Design/Architecture'] }] });
    expect(two.json().body.total).toBe(DEMO_COMPANIES.filter((c) => ['Appraisal', 'Design/Architecture'].includes(c.type)).length);
    const bad = await list({ filters: [{ key: 'type', value: 'Farm' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe(`filters.type: must be one of ${COMPANY_TYPES.join(', ')}, or a list of them (got "Farm")`);
  });

  it('filters by isActive, as a boolean or as text', async () => {
    const inactive = DEMO_COMPANIES.filter((c) => !c.isActive).map((c) => c.name);
    expect(names(await list({ filters: [{ key: 'isActive', value: false }] })).sort()).toEqual(inactive.sort());
    expect((await list({ filters: [{ key: 'isActive', value: 'true' }] })).json().body.total).toBe(
      DEMO_COMPANIES.length - inactive.length,
    );
    const bad = await list({ filters: [{ key: 'isActive', value: 'maybe' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('filters.isActive: must be true or false (got "maybe")');
  });

  it('filters by sponsership: companies having any of the sponsorships', async () => {
    const having = (s: string[]) => DEMO_COMPANIES.filter((c) => c.sponsorships.some((x) => s.includes(x))).map((c) => c.name).sort();
    expect(names(await list({ filters: [{ key: 'sponsership', value: sponsorshipId('Platinum') }] })).sort()).toEqual(having(['Platinum']));
    const both = await list({ filters: [{ key: 'sponsership', value: [sponsorshipId('Platinum'), sponsorshipId('Gold')] }] });
    expect(names(both).sort()).toEqual(having(['Platinum', 'Gold']));
    const bad = await list({ filters: [{ key: 'sponsership', value: ['gold'] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('filters.sponsership: must be an id or a list of ids (got "gold")');
  });

  it('filters by locations: companies having any of the locations', async () => {
    const res = await list({
      filters: [{ key: 'locations', value: [locationId('Mill District Builders', 1), locationId('Loring Park Equity')] }],
    });
    expect(names(res).sort()).toEqual(['Loring Park Equity', 'Mill District Builders']);
  });

  it('filters by updatedAt "from,to", the last day counted to its end', async () => {
    const a = await createCompany({ name: 'Range Test A', type: 'Other' });
    const b = await createCompany({ name: 'Range Test B', type: 'Other' });
    await db.query(`update companies set updated_at = '2030-05-10T23:59:59.500Z' where id = $1`, [a._id]);
    await db.query(`update companies set updated_at = '2030-05-11T00:00:00.000Z' where id = $1`, [b._id]);
    const filter = (value: string) => list({ filters: [{ key: 'updatedAt', value }] });
    expect(names(await filter('2030-05-01,2030-05-10'))).toEqual(['Range Test A']);
    expect(names(await filter('2030-05-11,2030-05-11'))).toEqual(['Range Test B']);
    expect(names(await filter('2030-05-10,')).sort()).toEqual(['Range Test A', 'Range Test B']);
    // Full ISO times are taken as given.
    expect(names(await filter('2030-05-10T00:00:00Z,2030-05-10T23:59:59Z'))).toEqual([]);
    const bad = await filter('next week');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toMatch(/^filters\.updatedAt: must be "from,to" dates \(YYYY-MM-DD\)/);
    for (const c of [a, b]) await call('DELETE', `/company/${c._id}`, { token: admin });
  });

  it('refuses unknown filter keys and malformed filters', async () => {
    const unknown = await list({ filters: [{ key: 'colour', value: 'red' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status.message).toBe(
      'filters: unknown key "colour"; the keys are: type, isActive, sponsership, locations, updatedAt',
    );
    const malformed = await list({ filters: 'not json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status.message).toMatch(/^filters: must be a JSON list/);
  });

  it('sorts by each sort key, both ways', async () => {
    const byName = names(await list({ sortKey: 'name', sortOrder: '1', limit: '100' }));
    expect(byName).toEqual(DEMO_COMPANIES.map((c) => c.name).sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1)));
    expect(names(await list({ sortKey: 'nameInLower', sortOrder: '-1', limit: '100' }))).toEqual([...byName].reverse());
    const byType = (await list({ sortKey: 'type', limit: '100' })).json().body.companies.map((c: Company) => c.type);
    expect(byType).toEqual([...byType].sort());
    const byActive = (await list({ sortKey: 'isActive', sortOrder: '-1', limit: '100' })).json().body.companies;
    expect(byActive.at(-1).isActive).toBe(false);
    expect(byActive[0].isActive).toBe(true);
    const byLocations = (await list({ sortKey: 'locationCount', sortOrder: '-1', limit: '100' })).json().body.companies;
    const counts = byLocations.map((c: Company) => c.locationCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts[0]).toBe(4);
    const byMembers = (await list({ sortKey: 'membersCount', sortOrder: '-1' })).json().body.companies;
    expect(byMembers[0].name).toBe('North Star Commercial Realty');
    for (const key of ['createdAt', 'updatedAt'] as const) {
      const asc = (await list({ sortKey: key, sortOrder: '1', limit: '100' })).json().body.companies.map((c: Company) => c[key]);
      expect(asc).toEqual([...asc].sort());
    }
    const bad = await list({ sortKey: 'colour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toMatch(/^sortKey: must be one of: createdAt, updatedAt, name/);
    const badOrder = await list({ sortKey: 'name', sortOrder: '2' });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().status.message).toBe('sortOrder: must be 1 (ascending) or -1 (descending)');
  });

  it('checks paging parameters', async () => {
    const res = await list({ limit: '1000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('limit: must be 100 or less');
    expect((await list({ offset: '-1' })).json().status.message).toBe('offset: must be 0 or more');
  });

  it('needs a token and the Companies view permission', async () => {
    expect((await call('GET', '/company/list')).statusCode).toBe(401);
    const denied = await list({}, events);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View Company!" }, body: {} });
    expect((await list({}, staff)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/admin/company/:id', () => {
  it('answers the company with its locations and sponsorships', async () => {
    const res = await call('GET', `/company/${companyId('Lakeshore Brokerage Group')}`, { token: staff });
    expect(res.statusCode).toBe(200);
    const company = res.json().body.company as Company;
    expect(company.name).toBe('Lakeshore Brokerage Group');
    expect(company.locationCount).toBe(2);
    expect(company.locations).toHaveLength(2);
    expect(company.address).toEqual(company.locations.map((l) => l._id));
    // In sponsorship position order.
    expect(company.sponsership.map((s) => s.sponser.name)).toEqual(['Gold', 'Event Partner']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await call('GET', '/company/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: { code: 404, message: 'Company not found.' }, body: {} });
    const bad = await call('GET', '/company/42', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('id: must be a valid id');
  });

  it('needs a token and the view permission', async () => {
    expect((await call('GET', `/company/${companyId('Loring Park Equity')}`)).statusCode).toBe(401);
    const denied = await call('GET', `/company/${companyId('Loring Park Equity')}`, { token: events });
    expect(denied.json().status.message).toBe("You don't have access to View Company!");
  });
});

describe('POST /api/v1/admin/company/create', () => {
  it('creates a company with its locations and sponsorships, sanitising the description', async () => {
    const logo = await recordedUpload(t.dbUrl);
    const l1 = await newLocation('Create Test Office 1');
    const l2 = await newLocation('Create Test Office 2');
    const res = await call('POST', '/company/create', {
      token: admin,
      payload: {
        name: '  Create Test Realty  ',
        type: 'Developer',
        isActive: false,
        websiteUrl: 'https://create.example.com',
        description: '<p style="text-align:center" onclick="x()">Hello<script>alert(1)</script></p>',
        logo,
        address: [l1, l2, l1],
        sponsership: [{ sponser: sponsorshipId('Gold') }, { sponser: sponsorshipId('Gold') }, { sponser: sponsorshipId('Bronze') }],
        // Read-only fields are ignored.
        _id: 'x',
        locationCount: 99,
        membersCount: 99,
        activeStatus: 'active',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.companyCreated);
    const company = res.json().body.company as Company;
    expect(company).toMatchObject({
      name: 'Create Test Realty',
      nameInLower: 'create test realty',
      type: 'Developer',
      isActive: false,
      activeStatus: 'inactive',
      websiteUrl: 'https://create.example.com',
      description: '<p style="text-align:center">Hello</p>',
      logo,
      locationCount: 2,
      membersCount: 0,
      sponsership: [
        { sponser: { _id: sponsorshipId('Gold'), name: 'Gold' } },
        { sponser: { _id: sponsorshipId('Bronze'), name: 'Bronze' } },
      ],
    });
    expect(company.address.sort()).toEqual([l1, l2].sort());
    const { rows } = await db.query('select company_id from locations where id = any($1)', [[l1, l2]]);
    expect(rows.map((r) => r.company_id)).toEqual([company._id, company._id]);
    // Name uniqueness is not required.
    expect((await call('POST', '/company/create', { token: admin, payload: { name: 'Create Test Realty', type: 'Other' } })).statusCode).toBe(200);
  });

  it('validates the fields, naming each', async () => {
    const post = (payload: object) => call('POST', '/company/create', { token: admin, payload });
    const noName = await post({ name: ' ', type: 'Broker' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().status.message).toBe('name: Name is required');
    expect((await post({ name: 'X' })).json().status.message).toBe(`type: Type is required: one of ${COMPANY_TYPES.join(', ')}`);
    expect((await post({ name: 'X', type: 'Farm' })).json().status.message).toMatch(/^type: Type is required/);
    expect((await post({ name: 'X', type: 'Other', isActive: 'yes' })).json().status.message).toBe(
      'isActive: Status is required (isActive true or false)',
    );
    expect((await post({ name: 'X', type: 'Other', address: ['nope'] })).json().status.message).toBe('address.0: must be a valid id');
    expect((await post({ name: 'X', type: 'Other', sponsership: [{ sponser: 'gold' }] })).json().status.message).toBe(
      'sponsership.0.sponser: must be a valid id',
    );
  });

  it('takes only http(s) web addresses as the website, in companies, locations and users alike', async () => {
    const post = (payload: object) => call('POST', '/company/create', { token: admin, payload: { name: 'Site Test', type: 'Other', ...payload } });
    for (const websiteUrl of ['www.example.com', 'javascript:alert(1)', 'ftp://files.example.com', 'https://']) {
      const res = await post({ websiteUrl });
      expect(res.statusCode, websiteUrl).toBe(400);
      expect(res.json().status.message).toBe(`websiteUrl: ${WEB_ADDRESS_MESSAGE}`);
    }
    expect((await post({ websiteUrl: ' HTTP://Example.com/about ' })).json().body.company.websiteUrl).toBe('HTTP://Example.com/about');
    expect((await post({ websiteUrl: '' })).statusCode).toBe(200);
    const location = await call('POST', '/locations/create', { token: admin, payload: { name: 'Site Office', website: 'example.com' } });
    expect(location.statusCode).toBe(400);
    expect(location.json().status.message).toContain(WEB_ADDRESS_MESSAGE);
    const user = await call('POST', '/users/create', {
      token: admin,
      payload: { firstName: 'Web', email: 'web@example.com', phoneNumber: '612-555-0100', websiteURL: 'data:text/html,hi' },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().status.message).toBe(`websiteURL: ${WEB_ADDRESS_MESSAGE}`);
  });

  it('refuses unknown locations and sponsorships (400) and locations of another company (409), creating nothing', async () => {
    const before = (await list()).json().body.total;
    const unknownLocation = '00000000-0000-4000-8000-000000000001';
    const a = await call('POST', '/company/create', { token: admin, payload: { name: 'Refused', type: 'Other', address: [unknownLocation] } });
    expect(a.statusCode).toBe(400);
    expect(a.json().status.message).toBe(`address: no location with id ${unknownLocation}.`);
    const unknownSponsorship = '00000000-0000-4000-8000-000000000002';
    const b = await call('POST', '/company/create', {
      token: admin,
      payload: { name: 'Refused', type: 'Other', sponsership: [{ sponser: unknownSponsorship }] },
    });
    expect(b.statusCode).toBe(400);
    expect(b.json().status.message).toBe(`sponsership: no sponsorship with id ${unknownSponsorship}.`);
    const c = await call('POST', '/company/create', {
      token: admin,
      payload: { name: 'Refused', type: 'Other', address: [locationId('Loring Park Equity')] },
    });
    expect(c.statusCode).toBe(409);
    expect(c.json().status.message).toBe(
      'The location "Loring Park Equity Headquarters" belongs to another company ("Loring Park Equity"). Remove it from that company first.',
    );
    expect((await list()).json().body.total).toBe(before);
  });

  it('needs a token and the add permission', async () => {
    expect((await call('POST', '/company/create', { payload: { name: 'X', type: 'Other' } })).statusCode).toBe(401);
    const denied = await call('POST', '/company/create', { token: staff, payload: { name: 'X', type: 'Other' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to Add Company!" }, body: {} });
    // Checked before the input: an invalid body from a user without access is still a 403.
    expect((await call('POST', '/company/create', { token: staff, payload: {} })).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/admin/company/update/:id', () => {
  it('updates fields, attaches new locations, detaches dropped ones and replaces sponsorships', async () => {
    const keep = await newLocation('Update Keep');
    const drop = await newLocation('Update Drop');
    const add = await newLocation('Update Add');
    const company = await createCompany({
      name: 'Update Test',
      type: 'Broker',
      address: [keep, drop],
      sponsership: [{ sponser: sponsorshipId('Silver') }],
    });
    const res = await call('PUT', `/company/update/${company._id}`, {
      token: admin,
      payload: {
        ...company,
        name: 'Update Test Renamed',
        description: '<a href="javascript:alert(1)">x</a>',
        address: [keep, add],
        sponsership: [{ sponser: sponsorshipId('Platinum') }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.companyUpdated);
    const updated = res.json().body.company as Company;
    expect(updated).toMatchObject({ name: 'Update Test Renamed', description: '<a>x</a>', locationCount: 2 });
    expect(updated.address.sort()).toEqual([keep, add].sort());
    expect(updated.sponsership).toEqual([{ sponser: { _id: sponsorshipId('Platinum'), name: 'Platinum' } }]);
    expect(updated.updatedAt > company.updatedAt).toBe(true);
    // The dropped location still exists, without a company.
    const { rows } = await db.query('select company_id from locations where id = $1', [drop]);
    expect(rows).toEqual([{ company_id: null }]);
    // An empty address detaches every location.
    const emptied = await call('PUT', `/company/update/${company._id}`, { token: admin, payload: { name: 'Update Test', type: 'Broker' } });
    expect(emptied.json().body.company).toMatchObject({ locationCount: 0, address: [], sponsership: [] });
  });

  it('changes nothing when a location or a sponsorship is refused (one transaction)', async () => {
    const own = await newLocation('Tx Own');
    const company = await createCompany({ name: 'Tx Test', type: 'Consultant', address: [own], sponsership: [{ sponser: sponsorshipId('Bronze') }] });
    const free = await newLocation('Tx Free');
    const snapshot = async () => ({
      company: (await call('GET', `/company/${company._id}`, { token: admin })).json().body.company,
      locations: (await db.query('select id, company_id from locations where id = any($1) order by id', [[own, free]])).rows,
      links: (await db.query('select sponsorship_id from company_sponsorships where company_id = $1', [company._id])).rows,
    });
    const before = await snapshot();
    // The location of another company comes after one that would have been attached.
    const taken = await call('PUT', `/company/update/${company._id}`, {
      token: admin,
      payload: { name: 'Tx Renamed', type: 'Other', address: [free, locationId('Loring Park Equity')], sponsership: [] },
    });
    expect(taken.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    // An unknown sponsorship comes after the locations were already changed.
    const unknown = await call('PUT', `/company/update/${company._id}`, {
      token: admin,
      payload: { name: 'Tx Renamed', type: 'Other', address: [free], sponsership: [{ sponser: '00000000-0000-4000-8000-000000000003' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await call('PUT', '/company/update/00000000-0000-4000-8000-000000000000', { token: admin, payload: { name: 'X', type: 'Other' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe('Company not found.');
  });

  it('validates the body', async () => {
    const res = await call('PUT', `/company/update/${companyId('Loring Park Equity')}`, { token: admin, payload: { name: 'X', type: 'Nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toMatch(/^type: /);
  });

  it('needs a token and the edit permission', async () => {
    const path = `/company/update/${companyId('Loring Park Equity')}`;
    expect((await call('PUT', path, { payload: { name: 'X', type: 'Other' } })).statusCode).toBe(401);
    const denied = await call('PUT', path, { token: staff, payload: { name: 'X', type: 'Other' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Edit Company!");
  });
});

describe('company writes with locationChanges (the company form as one unit of work)', () => {
  const locationBody = (name: string, extra: object = {}) => ({ name, type: 'branch', marketId: 'twinCities', ...extra });
  const locationRows = async (companyIdValue: string) =>
    (await db.query('select name, nrds_id, company_id from locations where company_id = $1 order by name', [companyIdValue])).rows;

  it('creates, edits and deletes locations with the company in one call', async () => {
    const keep = await newLocation('Unit Keep');
    const edit = await newLocation('Unit Edit');
    const gone = await newLocation('Unit Gone');
    const company = await createCompany({ name: 'Unit Of Work', type: 'Broker', address: [keep, edit, gone] });
    const res = await call('PUT', `/company/update/${company._id}`, {
      token: admin,
      payload: {
        name: 'Unit Of Work',
        type: 'Broker',
        address: [keep, edit],
        locationChanges: {
          create: [locationBody('Unit New', { nrdsId: '502299001' })],
          update: [{ _id: edit, ...locationBody('Unit Edited') }],
          remove: [gone],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().body.company as Company;
    expect(saved.locations.map((l) => l.name).sort()).toEqual(['Unit Edited', 'Unit Keep', 'Unit New']);
    expect(await locationRows(company._id)).toEqual([
      { name: 'Unit Edited', nrds_id: expect.any(String), company_id: company._id },
      { name: 'Unit Keep', nrds_id: null, company_id: company._id },
      { name: 'Unit New', nrds_id: '502299001', company_id: company._id },
    ]);
    // Removed means deleted (spec 001 §4), not merely detached.
    expect((await db.query('select id from locations where id = $1', [gone])).rows).toEqual([]);
  });

  it('creates a company with new locations, each given an Auto NRDS id when it has none', async () => {
    const company = await createCompany({
      name: 'Unit Create',
      type: 'Other',
      locationChanges: { create: [locationBody('Unit Create A'), locationBody('Unit Create B')] },
    });
    expect(company.locationCount).toBe(2);
    const rows = await locationRows(company._id);
    expect(rows.map((r) => r.name)).toEqual(['Unit Create A', 'Unit Create B']);
    for (const row of rows) expect(row.nrds_id).toMatch(/^5022\d{5}$/);
  });

  it('writes nothing when one location is refused, and names that location', async () => {
    const own = await newLocation('Unit Tx Own');
    const company = await createCompany({ name: 'Unit Tx', type: 'Consultant', address: [own] });
    await db.query(`update users set company_location_id = $1 where email = 'events@example.com'`, [own]);
    try {
      const res = await call('PUT', `/company/update/${company._id}`, {
        token: admin,
        payload: {
          name: 'Unit Tx Renamed',
          type: 'Consultant',
          address: [],
          locationChanges: { create: [locationBody('Unit Tx New')], remove: [own] },
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().status.message).toBe('Location "Unit Tx Own": This location still has 1 member: move that member to another location first.');
      expect((await call('GET', `/company/${company._id}`, { token: admin })).json().body.company).toMatchObject({
        name: 'Unit Tx',
        address: [own],
      });
      expect((await db.query(`select id from locations where name = 'Unit Tx New'`)).rows).toEqual([]);
    } finally {
      await db.query(`update users set company_location_id = null where email = 'events@example.com'`);
    }
    // A taken NRDS id on a new location comes after the company's other changes.
    const taken = (await db.query<{ nrds_id: string }>('select nrds_id from locations where nrds_id is not null limit 1')).rows[0]!.nrds_id;
    const dup = await call('PUT', `/company/update/${company._id}`, {
      token: admin,
      payload: { name: 'Unit Tx Renamed', type: 'Consultant', address: [own], locationChanges: { create: [locationBody('Unit Tx Dup', { nrdsId: taken })] } },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().status.message).toMatch(/^Location "Unit Tx Dup": /);
    expect((await call('GET', `/company/${company._id}`, { token: admin })).json().body.company.name).toBe('Unit Tx');
  });

  it("edits and removes only the company's own locations", async () => {
    const company = await createCompany({ name: 'Unit Own Only', type: 'Broker' });
    const other = locationId('Loring Park Equity');
    for (const locationChanges of [{ remove: [other] }, { update: [{ _id: other, ...locationBody('Hijacked') }] }]) {
      const res = await call('PUT', `/company/update/${company._id}`, {
        token: admin,
        payload: { name: 'Unit Own Only', type: 'Broker', locationChanges },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toBe(`locationChanges: the location ${other} is not one of this company's locations.`);
    }
    expect((await db.query('select name from locations where id = $1', [other])).rows).toHaveLength(1);
  });

  it("holds each location change to the location calls' own permission", async () => {
    const role = await call('POST', '/roles/create', {
      token: admin,
      payload: { name: 'Company Editor Only', access: [{ module: 'Companies', read: true, update: true }] },
    });
    expect(role.statusCode, role.body).toBe(200);
    await addStaffUser(t.dbUrl, { email: 'company.editor@example.com', roleName: 'Company Editor Only' });
    const editor = await signIn(t.app, 'company.editor@example.com', TEST_MEMBER.password);
    const own = await newLocation('Unit Power Own');
    const company = await createCompany({ name: 'Unit Power', type: 'Broker', address: [own] });
    const put = (locationChanges: object) =>
      call('PUT', `/company/update/${company._id}`, {
        token: editor,
        payload: { name: 'Unit Power', type: 'Broker', address: [own], locationChanges },
      });
    const removed = await put({ remove: [own] });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().status.message).toBe("You don't have access to Delete Company!");
    const created = await put({ create: [locationBody('Unit Power New')] });
    expect(created.statusCode).toBe(403);
    expect(created.json().status.message).toBe("You don't have access to Add Company!");
    expect((await db.query('select id from locations where id = $1', [own])).rows).toHaveLength(1);
    // Editing a location of the company is within the edit permission.
    const edited = await put({ update: [{ _id: own, ...locationBody('Unit Power Renamed') }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body.company.locations).toEqual([{ _id: own, name: 'Unit Power Renamed' }]);
  });
});

describe('PUT /api/v1/admin/company/update/active/inactive/:id', () => {
  const path = (id: string) => `/company/update/active/inactive/${id}`;
  it('sets the status and answers the company', async () => {
    const id = companyId('Prairie Lease Advisors');
    const off = await call('PUT', path(id), { token: admin, query: { isActive: 'false' }, payload: {} });
    expect(off.statusCode).toBe(200);
    expect(off.json().status.message).toBe('Company status updated.');
    expect(off.json().body.company).toMatchObject({ _id: id, isActive: false, activeStatus: 'inactive' });
    // An empty body without a content type works as well.
    const on = await call('PUT', path(id), { token: admin, query: { isActive: 'true' } });
    expect(on.json().body.company).toMatchObject({ isActive: true, activeStatus: 'active' });
  });

  it('needs isActive true or false, and a known company', async () => {
    const missing = await call('PUT', path(companyId('Prairie Lease Advisors')), { token: admin, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.message).toBe('isActive: must be true or false');
    const bad = await call('PUT', path(companyId('Prairie Lease Advisors')), { token: admin, query: { isActive: 'yes' } });
    expect(bad.json().status.message).toBe('isActive: must be true or false');
    const unknown = await call('PUT', path('00000000-0000-4000-8000-000000000000'), { token: admin, query: { isActive: 'true' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a token and the active/inactive permission', async () => {
    expect((await call('PUT', path(companyId('Prairie Lease Advisors')), { query: { isActive: 'true' } })).statusCode).toBe(401);
    const denied = await call('PUT', path(companyId('Prairie Lease Advisors')), { token: staff, query: { isActive: 'true' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Active/Inactive Company!");
  });
});

describe('DELETE /api/v1/admin/company/:id', () => {
  it('refuses while members belong to the company or to one of its locations', async () => {
    const northStar = await call('DELETE', `/company/${companyId('North Star Commercial Realty')}`, { token: admin });
    expect(northStar.statusCode).toBe(409);
    expect(northStar.json().status.message).toBe(companyHasMembers(2));
    expect(northStar.json().status.message).toBe('This company still has 2 members: move them to another company first.');

    // A member attached only through a location of the company.
    const company = await createCompany({ name: 'Delete Via Location', type: 'Other', address: [await newLocation('Delete Via Location HQ')] });
    await db.query(`update users set company_location_id = $1 where email = 'events@example.com'`, [company.address[0]]);
    const refused = await call('DELETE', `/company/${company._id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status.message).toBe('This company still has 1 member: move that member to another company first.');
    await db.query(`update users set company_location_id = null where email = 'events@example.com'`);
    expect((await call('DELETE', `/company/${company._id}`, { token: admin })).statusCode).toBe(200);
  });

  it('deletes the company with its locations and sponsorship links, leaving the sponsorships', async () => {
    const l1 = await newLocation('Delete Me 1');
    const l2 = await newLocation('Delete Me 2');
    const company = await createCompany({
      name: 'Delete Me',
      type: 'Appraisal',
      address: [l1, l2],
      sponsership: [{ sponser: sponsorshipId('Gold') }],
    });
    const res = await call('DELETE', `/company/${company._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: 'Company deleted successfully!' }, body: {} });
    expect((await call('GET', `/company/${company._id}`, { token: admin })).statusCode).toBe(404);
    expect((await db.query('select 1 from locations where id = any($1)', [[l1, l2]])).rowCount).toBe(0);
    expect((await db.query('select 1 from company_sponsorships where company_id = $1', [company._id])).rowCount).toBe(0);
    expect((await db.query('select 1 from sponsorships where id = $1', [sponsorshipId('Gold')])).rowCount).toBe(1);
    // Nothing dangling anywhere.
    const dangling = await db.query(`
      select (select count(*) from locations l where l.company_id is not null and not exists (select 1 from companies c where c.id = l.company_id))
           + (select count(*) from company_sponsorships cs where not exists (select 1 from companies c where c.id = cs.company_id))
           + (select count(*) from users u where u.company_id is not null and not exists (select 1 from companies c where c.id = u.company_id)) as n`);
    expect(Number(dangling.rows[0].n)).toBe(0);
    const again = await call('DELETE', `/company/${company._id}`, { token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().status.message).toBe('Company not found.');
  });

  it('needs a token and the delete permission', async () => {
    const path = `/company/${companyId('Loring Park Equity')}`;
    expect((await call('DELETE', path)).statusCode).toBe(401);
    const denied = await call('DELETE', path, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Delete Company!");
    expect((await call('GET', path, { token: admin })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the company, location and sponsorship routes', async () => {
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/company/list',
        '/api/v1/admin/company/{id}',
        '/api/v1/admin/locations/list/{companyId}',
        '/api/v1/admin/sponsorships',
        '/api/v1/admin/users/list/members',
      ]),
    );
  });
});

// The demo data the expectations above rely on.
it('seeds every company type and the six sponsorships', () => {
  expect(new Set(DEMO_COMPANIES.map((c) => c.type))).toEqual(new Set(COMPANY_TYPES));
  expect(DEMO_SPONSORSHIPS).toHaveLength(6);
});
