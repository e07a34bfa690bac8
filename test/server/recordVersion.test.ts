import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../src/shared/modules';
import { bearer } from '../helpers/buildTestApp';
import { API, createMatrix, flags, type Method } from '../helpers/permissionMatrix';

/**
 * No lost updates: every update, status toggle and delete that names the version it loaded
 * (If-Match) is refused with 409 once someone else has changed the record, naming who and which
 * fields; with the current version it goes through. Two writers: the super admin and a staff user
 * holding every module.
 */

const matrix = createMatrix();
const { make, unique, fx } = matrix;

let other = '';
let adminName = '';
let otherName = '';

async function call(token: string, method: Method, url: string, payload?: object, version?: string) {
  const headers = { ...bearer(token), ...(version ? { 'if-match': `"${version}"` } : {}) };
  return matrix.t.app.inject({ method, url: `${API}${url}`, payload, headers });
}

interface Resource {
  name: string;
  make: () => Promise<{ _id: string }>;
  get: (id: string) => string;
  key: string;
  /** An edit of `field` the second writer makes, and another the stale writer tries. */
  update: (id: string) => string;
  change: () => object;
  field: string;
  status?: (id: string) => string;
  remove: (id: string) => string;
}

const resources: Resource[] = [
  {
    name: 'companies',
    make: make.company,
    get: (id) => `/company/${id}`,
    key: 'company',
    update: (id) => `/company/update/${id}`,
    change: () => ({ name: unique('Versioned Company'), type: 'Broker' }),
    field: 'name',
    status: (id) => `/company/update/active/inactive/${id}?isActive=false`,
    remove: (id) => `/company/${id}`,
  },
  {
    name: 'locations',
    make: make.location,
    get: (id) => `/locations/${id}`,
    key: 'location',
    update: (id) => `/locations/update/${id}`,
    change: () => ({ name: unique('Versioned Office'), type: 'corporate', marketId: 'duluth' }),
    field: 'name',
    remove: (id) => `/locations/${id}`,
  },
  {
    name: 'sponsorships',
    make: make.sponsorship,
    get: (id) => `/sponsorships/${id}`,
    key: 'sponsorship',
    update: (id) => `/sponsorships/update/${id}`,
    change: () => ({ name: unique('Versioned Sponsorship') }),
    field: 'name',
    status: (id) => `/sponsorships/update/active/inactive/${id}?isActive=false`,
    remove: (id) => `/sponsorships/${id}`,
  },
  {
    name: 'roles',
    make: make.role,
    get: (id) => `/roles/${id}`,
    key: 'role',
    update: (id) => `/roles/update/${id}`,
    change: () => ({ name: unique('Versioned Role') }),
    field: 'name',
    status: (id) => `/roles/update/active/inactive/${id}?isActive=false`,
    remove: (id) => `/roles/${id}?removeFromUsers=true`,
  },
  {
    name: 'users',
    make: make.user,
    get: (id) => `/users/${id}`,
    key: 'user',
    update: (id) => `/users/update/${id}`,
    change: () => ({ city: unique('Duluth') }),
    field: 'city',
    status: (id) => `/users/update/active/inactive/${id}?isActive=false`,
    remove: (id) => `/users/${id}`,
  },
  {
    name: 'courses',
    make: make.course,
    get: (id) => `/courses/${id}`,
    key: 'course',
    update: (id) => `/courses/update/${id}`,
    change: matrix.newCourse,
    field: 'title',
    status: (id) => `/courses/update/active/inactive/${id}?isActive=false`,
    remove: (id) => `/courses/${id}`,
  },
  {
    name: 'events',
    make: make.event,
    get: (id) => `/events/${id}`,
    key: 'event',
    update: (id) => `/events/update/${id}`,
    change: matrix.newEvent,
    field: 'name',
    status: (id) => `/events/update/active/inactive/${id}?isActive=false`,
    remove: (id) => `/events/${id}`,
  },
  {
    name: 'payments',
    make: make.payment,
    get: (id) => `/payments/${id}`,
    key: 'payment',
    update: (id) => `/payments/update/${id}`,
    change: matrix.newPayment,
    field: 'reference',
    remove: (id) => `/payments/${id}`,
  },
  {
    name: 'eventAttendees',
    make: make.attendee,
    get: (id) => `/events/${fx.event}/attendees/${id}`,
    key: 'attendee',
    update: (id) => `/events/${fx.event}/attendees/${id}`,
    change: () => ({ creditHours: 1 + (Number(unique('').trim()) % 9) / 2 }),
    field: 'creditHours',
    remove: (id) => `/events/${fx.event}/attendees/${id}`,
  },
];

async function versionOf(resource: Resource, id: string): Promise<string> {
  const res = await call(matrix.admin, 'GET', resource.get(id));
  expect(res.statusCode).toBe(200);
  const record = res.json().body[resource.key];
  const version = (Array.isArray(record) ? record[0] : record).updatedAt as string;
  expect(version).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  return version;
}

beforeAll(async () => {
  await matrix.open();
  other = (await matrix.holderOf('Every module', MODULES.map((module) => ({ module, ...flags(true) })))).token;
  adminName = (await call(matrix.admin, 'GET', '/users/me')).json().body.user.name;
  otherName = (await call(other, 'GET', '/users/me')).json().body.user.name;
}, 60_000);
afterAll(() => matrix.close());

describe.each(resources)('$name', (resource) => {
  it('answers its version and an ETag; an update over an older version is a 409 naming who and what, the current one goes through', async () => {
    const { _id: id } = await resource.make();
    const loaded = await versionOf(resource, id);
    if (resource.name !== 'eventAttendees') {
      const read = await call(matrix.admin, 'GET', resource.get(id));
      expect(read.headers.etag).toBe(`"${loaded}"`);
    }

    const first = await call(other, 'PUT', resource.update(id), resource.change(), loaded);
    expect(first.statusCode, first.body).toBe(200);
    const current = await versionOf(resource, id);
    expect(current).not.toBe(loaded);

    const stale = await call(matrix.admin, 'PUT', resource.update(id), resource.change(), loaded);
    expect(stale.statusCode, stale.body).toBe(409);
    const { conflict } = stale.json().body;
    expect(conflict).toMatchObject({ version: current, changedAt: current, changedBy: otherName });
    expect(conflict.fields).toContain(resource.field);
    expect(stale.json().status.message).toContain(`changed by ${otherName}`);
    expect(await versionOf(resource, id)).toBe(current);

    const again = await call(matrix.admin, 'PUT', resource.update(id), resource.change(), current);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a delete from an older version and keeps the record', async () => {
    const { _id: id } = await resource.make();
    const loaded = await versionOf(resource, id);
    expect((await call(other, 'PUT', resource.update(id), resource.change(), loaded)).statusCode).toBe(200);

    const stale = await call(matrix.admin, 'DELETE', resource.remove(id), undefined, loaded);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().body.conflict.changedBy).toBe(otherName);
    expect((await call(matrix.admin, 'GET', resource.get(id))).statusCode).toBe(200);

    const current = await versionOf(resource, id);
    expect((await call(matrix.admin, 'DELETE', resource.remove(id), undefined, current)).statusCode).toBe(200);
  });
});

describe.each(resources.filter((resource) => resource.status))('$name status toggle', (resource) => {
  it('refuses a toggle from an older version', async () => {
    const { _id: id } = await resource.make();
    const loaded = await versionOf(resource, id);
    expect((await call(other, 'PUT', resource.update(id), resource.change(), loaded)).statusCode).toBe(200);
    const stale = await call(matrix.admin, 'PUT', resource.status!(id), undefined, loaded);
    expect(stale.statusCode, stale.body).toBe(409);
    const current = await versionOf(resource, id);
    expect((await call(matrix.admin, 'PUT', resource.status!(id), undefined, current)).statusCode).toBe(200);
  });
});

describe('the version', () => {
  it('is optional: a write without If-Match is unconditional', async () => {
    const { _id: id } = await make.sponsorship();
    await versionOf(resources[2]!, id);
    expect((await call(other, 'PUT', `/sponsorships/update/${id}`, { name: unique('Blind') })).statusCode).toBe(200);
    expect((await call(matrix.admin, 'PUT', `/sponsorships/update/${id}`, { name: unique('Blind') })).statusCode).toBe(200);
  });

  it('refuses an If-Match that is not a version, saying what it must be', async () => {
    const res = await call(matrix.admin, 'PUT', `/sponsorships/update/${fx.sponsorship}`, { name: unique('Bad') }, 'yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('If-Match');
  });

  it("refuses a pending location's version that is no time, naming the field", async () => {
    const company = await make.company();
    const created = await call(matrix.admin, 'POST', '/locations/create', { name: unique('Odd Office'), type: 'branch', marketId: 'twinCities', companyId: company._id });
    const location = created.json().body.location[0];
    const edit = { name: location.name, type: 'branch', marketId: 'twinCities', _id: location._id, updatedAt: '2026-99-99T00:00:00.000Z' };
    const res = await call(matrix.admin, 'PUT', `/company/update/${company._id}`, { name: unique('Odd Company'), type: 'Other', address: [location._id], locationChanges: { update: [edit] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().status.message).toContain('updatedAt');
  });

  it("moves on with a role's matrix, and a stale writer is told which cells changed", async () => {
    const { _id: id } = await make.role();
    const loaded = await versionOf(resources[3]!, id);
    const { name } = (await call(matrix.admin, 'GET', `/roles/${id}`)).json().body.role;
    const grant = { name, access: [{ module: 'Companies', create: false, read: true, update: true, delete: false }] };
    expect((await call(other, 'PUT', `/roles/update/${id}`, grant, loaded)).statusCode).toBe(200);
    const stale = await call(matrix.admin, 'PUT', `/roles/update/${id}`, { name: unique('Stale Role') }, loaded);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().body.conflict.fields).toContain('access.Companies');
  });

  it("holds a company's pending location edits to the version of each location", async () => {
    const company = await make.company();
    const created = await call(matrix.admin, 'POST', '/locations/create', {
      name: unique('Pending Office'),
      type: 'branch',
      marketId: 'twinCities',
      companyId: company._id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const location = created.json().body.location[0];
    const loadedName = location.name as string;
    expect((await call(other, 'PUT', `/locations/update/${location._id}`, { name: unique('Renamed Office'), type: 'branch', marketId: 'twinCities' })).statusCode).toBe(200);

    const companyVersion = await versionOf(resources[0]!, company._id);
    const edit = { name: loadedName, type: 'corporate', marketId: 'duluth', _id: location._id, updatedAt: location.updatedAt };
    const body = { name: unique('Company With Locations'), type: 'Other', address: [location._id], locationChanges: { update: [edit] } };
    const stale = await call(matrix.admin, 'PUT', `/company/update/${company._id}`, body, companyVersion);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().body.conflict.fields).toContain(`locations.${location._id}.name`);
    expect(stale.json().body.conflict.changedBy).toBe(otherName);
  });

  it("moves on when a location joins or leaves the company, so a stale form cannot detach it", async () => {
    const company = await make.company();
    const loaded = await versionOf(resources[0]!, company._id);
    const created = await call(other, 'POST', '/locations/create', { name: unique('Joining Office'), type: 'branch', marketId: 'twinCities', companyId: company._id });
    expect(created.statusCode, created.body).toBe(200);
    const stale = await call(matrix.admin, 'PUT', `/company/update/${company._id}`, { name: unique('Stale Company'), type: 'Other', address: [] }, loaded);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().body.conflict).toMatchObject({ changedBy: otherName, fields: ['locations'] });
    expect(stale.json().body.conflict.label).toMatch(/^Matrix Company/);
    const locations = (await call(matrix.admin, 'GET', `/company/${company._id}`)).json().body.company.locations;
    expect(locations).toHaveLength(1);
  });

  it('is not moved by housekeeping: a new public link or password', async () => {
    const version = await versionOf(resources[6]!, fx.event);
    expect((await call(matrix.admin, 'POST', `/events/${fx.event}/public-link`)).statusCode).toBe(200);
    expect((await call(matrix.admin, 'POST', `/events/${fx.event}/kiosk-token`)).statusCode).toBe(200);
    expect(await versionOf(resources[6]!, fx.event)).toBe(version);
    expect(adminName).not.toBe('');
  });
});
