import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, locations } from '../../../src/server/db/schema';
import { denialMessage } from '../../../src/shared/modules';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let admin: string;
/** Membership Desk: User Management view and edit, Companies view; nothing of the other modules. */
let staff: string;
let sinkId: string;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

/** The CSV's lines, without the BOM (every cell here is free of line breaks). */
const lines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\n');

/** 130 companies named 'Zexport 000' … 'Zexport 129': more than one page and more than a page may hold. */
const MANY = 130;
const TYPES = ['Broker', 'Developer'] as const;

async function exportAs(token: string | undefined, list: string, payload: object) {
  return call('POST', `/export/${list}`, { token, payload });
}

const COMPANY_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Typ', values: { Broker: 'Makler', Developer: 'Bauträger' } },
  { key: 'isActive', label: 'Status', values: { true: 'Aktiv', false: 'Inaktiv' } },
  { key: 'updatedAt', label: 'Last Updated' },
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  await t.app.db.insert(companies).values(
    Array.from({ length: MANY }, (_, i) => {
      const name = `Zexport ${String(i).padStart(3, '0')}`;
      return {
        name,
        type: TYPES[i % 2]!,
        isActive: i % 3 !== 0,
        // 03:00 UTC: still the day before in Chicago.
        updatedAt: new Date(`2024-03-${String((i % 28) + 1).padStart(2, '0')}T03:00:00Z`),
      };
    }),
  );
  const [sink] = await t.app.db
    .insert(companies)
    .values({ name: '=HYPERLINK("http://evil.example")', type: 'Other', websiteUrl: '@SUM(1+1)' })
    .returning({ id: companies.id });
  sinkId = sink!.id;
  await t.app.db.insert(locations).values([
    {
      name: 'Sink North',
      nrdsId: '502299001',
      type: 'branch',
      marketId: 'twinCities',
      companyId: sinkId,
      physicalAddress: { addressLine1: '1 Main St', addressLine2: '', city: 'Duluth', state: 'MN', zipCode: '55802', country: 'United States' },
      mailingAddress: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '', country: '' },
    },
    {
      name: 'Sink South',
      nrdsId: '502299002',
      type: 'corporate',
      marketId: 'twinCities',
      companyId: sinkId,
      physicalAddress: { addressLine1: '-2 Lake Ave', addressLine2: 'Suite 4', city: 'Edina', state: 'MN', zipCode: '55424', country: '' },
      mailingAddress: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '', country: '' },
    },
  ]);
});
afterAll(async () => t.close());

describe('POST /api/v1/admin/export/companies', () => {
  it('refuses a request without a token (401) and without the list module view permission (403)', async () => {
    const columns = [{ key: 'name', label: 'Name' }];
    const anonymous = await exportAs(undefined, 'companies', { columns });
    expect(anonymous.statusCode).toBe(401);
    // The staff user may view companies, but neither sponsorships nor payments.
    const sponsorships = await exportAs(staff, 'sponsorships', { columns });
    expect(sponsorships.statusCode).toBe(403);
    expect(sponsorships.json()).toEqual({ status: { code: 403, message: denialMessage('Sponsorship', 'view') }, body: {} });
    const payments = await exportAs(staff, 'payments', { columns: [{ key: 'payerName', label: 'Payer' }] });
    expect(payments.statusCode).toBe(403);
    expect(payments.json().status.message).toBe(denialMessage('Payment', 'view'));
    expect((await exportAs(staff, 'companies', { columns })).statusCode).toBe(200);
  });

  it('refuses an unknown column, a repeated column, an unknown filter, a bad sort and a bad time zone (400, in the envelope)', async () => {
    const unknown = await exportAs(admin, 'companies', { columns: [{ key: 'name', label: 'Name' }, { key: 'description', label: 'Notes' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().body).toEqual({});
    expect(unknown.json().status.message).toMatch(/^columns\.1\.key: must be one of the list's columns: name, type, isActive, websiteUrl/);

    const twice = await exportAs(admin, 'companies', { columns: [{ key: 'name', label: 'Name' }, { key: 'name', label: 'Again' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().status.message).toBe('columns: must name each column once');

    const none = await exportAs(admin, 'companies', { columns: [] });
    expect(none.json().status.message).toBe('columns: must name at least one column');

    const filter = await exportAs(admin, 'companies', { columns: [{ key: 'name', label: 'Name' }], filters: [{ key: 'colour', value: 'red' }] });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().status.message).toMatch(/^filters: unknown key "colour"/);

    const sort = await exportAs(admin, 'companies', { columns: [{ key: 'name', label: 'Name' }], sortKey: 'description' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().status.message).toMatch(/^sortKey: must be one of/);

    const zone = await exportAs(admin, 'companies', { columns: [{ key: 'name', label: 'Name' }], timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().status.message).toBe('timeZone: must be a time zone such as America/Chicago');
  });

  it('streams the whole filtered, sorted list (not a page, not capped) in the columns, order and labels sent', async () => {
    const res = await exportAs(admin, 'companies', {
      search: 'zexport',
      sortKey: 'nameInLower',
      sortOrder: -1,
      columns: COMPANY_COLUMNS,
      timeZone: 'America/Chicago',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="companies_table_\d{8}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = lines(res.body);
    expect(rows[0]).toBe('Name,Typ,Status,Last Updated');
    expect(rows).toHaveLength(MANY + 1);
    // Newest name first, each value as the screen writes it: labels sent, dates in the reader's zone.
    expect(rows[1]).toBe('Zexport 129,Bauträger,Inaktiv,03/17/2024');
    expect(rows[2]).toBe('Zexport 128,Makler,Aktiv,03/16/2024');
    expect(rows[3]).toBe('Zexport 127,Bauträger,Aktiv,03/15/2024');
    expect(rows.at(-1)).toBe('Zexport 000,Makler,Inaktiv,02/29/2024');
  });

  it('applies the filters, and writes the dates in the time zone given', async () => {
    const res = await exportAs(admin, 'companies', {
      search: 'zexport',
      filters: [
        { key: 'type', value: ['Developer'] },
        { key: 'isActive', value: true },
        { key: 'updatedAt', value: '2024-03-01,2024-03-02' },
      ],
      columns: [
        { key: 'updatedAt', label: 'Updated' },
        { key: 'name', label: 'Company' },
      ],
      sortKey: 'name',
      sortOrder: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Updated on March 1 or 2 (UTC), of type Developer (odd numbers), active (not a multiple of 3).
    expect(lines(res.body)).toEqual(['Updated,Company', '03/02/2024,Zexport 001', '03/02/2024,Zexport 029', '03/02/2024,Zexport 085', '03/02/2024,Zexport 113']);
  });

  it('puts an apostrophe before every cell and header a spreadsheet would run as a formula', async () => {
    const res = await exportAs(admin, 'companies', {
      search: 'hyperlink',
      columns: [
        { key: 'name', label: '=Name' },
        { key: 'websiteUrl', label: 'Website' },
        { key: 'type', label: 'Type', values: { Other: '+Other' } },
        { key: 'locationCount', label: 'Locations' },
        { key: 'membersCount', label: 'Members' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.body)).toEqual([`'=Name,Website,Type,Locations,Members`, `"'=HYPERLINK(""http://evil.example"")",'@SUM(1+1),'+Other,2,0`]);
  });
});

describe('POST /api/v1/admin/export/<list>: each list with its own columns and formats', () => {
  it('locations: one company\'s locations with the address on one line', async () => {
    const res = await exportAs(admin, 'locations', {
      companyId: sinkId,
      sortKey: 'name',
      sortOrder: 1,
      columns: [
        { key: 'name', label: 'Location Name' },
        { key: 'type', label: 'Type', values: { branch: 'Branch', corporate: 'Corporate' } },
        { key: 'address', label: 'Address' },
        { key: 'nrdsId', label: 'Location NRDS' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.body)).toEqual([
      'Location Name,Type,Address,Location NRDS',
      'Sink North,Branch,"1 Main St, Duluth, MN 55802, United States",502299001',
      `Sink South,Corporate,"'-2 Lake Ave, Suite 4, Edina, MN 55424",502299002`,
    ]);
  });

  it('sponsorships, roles and users: positions, counts, statuses and types as labelled', async () => {
    const sponsorships = await exportAs(admin, 'sponsorships', {
      isActive: false,
      columns: [
        { key: 'position', label: 'Position' },
        { key: 'name', label: 'Name' },
        { key: 'companyCount', label: 'Company Count' },
      ],
    });
    expect(sponsorships.statusCode, sponsorships.body).toBe(200);
    // The seed's one inactive sponsorship.
    expect(lines(sponsorships.body)).toEqual(['Position,Name,Company Count', expect.stringMatching(/^6,Media Partner,\d+$/)]);

    const roles = await exportAs(admin, 'roles', {
      search: 'events coordinator',
      columns: [
        { key: 'isActive', label: 'Status', values: { true: 'Active', false: 'Inactive' } },
        { key: 'name', label: 'Role Name' },
      ],
    });
    expect(lines(roles.body)).toEqual(['Status,Role Name', 'Active,Events Coordinator']);

    // The staff user may view users: the export is the list's, with its permission.
    const users = await exportAs(staff, 'users', {
      search: 'admin@example.com',
      columns: [
        { key: 'email', label: 'Email' },
        { key: 'role', label: 'Type', values: { superAdmin: 'Super Admin', admin: 'Staff' } },
        { key: 'alowMcpeAccess', label: 'MCPE Access', values: { true: 'Yes', false: 'No' } },
        { key: 'isActive', label: 'Status', values: { true: 'Active', false: 'Inactive' } },
        { key: 'createdAt', label: 'Registered' },
      ],
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(lines(users.body)).toEqual(['Email,Type,MCPE Access,Status,Registered', expect.stringMatching(/^admin@example\.com,Super Admin,No,Active,\d\d\/\d\d\/\d{4}$/)]);
  });

  it('events and courses: start in the reader\'s zone, hours, registered of capacity, free or priced', async () => {
    const course = await call('POST', '/courses/create', {
      token: admin,
      payload: { code: 'ZX-101', title: 'Zexport Valuation', creditHours: 1.5, delivery: 'hybrid' },
    });
    expect(course.statusCode, course.body).toBe(200);
    const courseId = course.json().body.course._id as string;
    const event = async (payload: object) => {
      const res = await call('POST', '/events/create', { token: admin, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body.event._id as string;
    };
    const limited = await event({
      name: 'Zexport Seminar',
      startAt: '2026-06-02T01:30:00Z',
      endAt: '2026-06-02T03:00:00Z',
      venue: 'Hall',
      course: courseId,
      capacity: 40,
      priceCents: 123450,
    });
    await event({ name: 'Zexport Social', startAt: '2026-06-01T17:00:00Z', endAt: '2026-06-01T19:00:00Z', venue: 'Bar' });
    const member = await call('GET', '/users/list/members', { token: admin, query: { search: 'member@example.com' } });
    const register = await call('POST', `/events/${limited}/attendees`, { token: admin, payload: { userIds: [member.json().body.users[0]._id] } });
    expect(register.statusCode, register.body).toBe(200);

    const events = await exportAs(admin, 'events', {
      search: 'zexport',
      sortKey: 'startAt',
      sortOrder: -1,
      timeZone: 'America/Chicago',
      columns: [
        { key: 'name', label: 'Name' },
        { key: 'startAt', label: 'Starts' },
        { key: 'course', label: 'Course' },
        { key: 'courseCredit', label: 'Credit' },
        { key: 'attendeeCount', label: 'Registered' },
        { key: 'attendedCount', label: 'Attended' },
        { key: 'status', label: 'Status', values: { draft: 'Draft', published: 'Published' } },
        { key: 'priceCents', label: 'Price', values: { 0: 'Free' } },
      ],
    });
    expect(events.statusCode, events.body).toBe(200);
    // The Intl time format puts a narrow no-break space before AM/PM, as the screen does.
    expect(lines(events.body.replaceAll('\u202f', ' '))).toEqual([
      'Name,Starts,Course,Credit,Registered,Attended,Status,Price',
      'Zexport Seminar,"06/01/2026, 8:30 PM",ZX-101,1.5,1 / 40,0,Draft,"$1,234.50"',
      'Zexport Social,"06/01/2026, 12:00 PM",,0,0,0,Draft,Free',
    ]);

    const courses = await exportAs(admin, 'courses', {
      search: 'zx-101',
      columns: [
        { key: 'code', label: 'Code' },
        { key: 'title', label: 'Title' },
        { key: 'creditHours', label: 'Credit Hours' },
        { key: 'delivery', label: 'Delivery', values: { hybrid: 'Hybrid' } },
        { key: 'eventCount', label: 'Events' },
        { key: 'isActive', label: 'Status', values: { true: 'Active' } },
      ],
    });
    expect(lines(courses.body)).toEqual(['Code,Title,Credit Hours,Delivery,Events,Status', 'ZX-101,Zexport Valuation,1.5,Hybrid,1,Active']);
  });

  it('payments: the day as a day, the payer, amounts in the reader\'s number format, an empty company labelled', async () => {
    const pay = async (payload: object) => {
      const res = await call('POST', '/payments/create', { token: admin, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await pay({ company: sinkId, purpose: 'sponsorship', amountCents: 250000, method: 'ach', paidOn: '2024-02-10', reference: 'ZX-1' });
    const member = await call('GET', '/users/list/members', { token: admin, query: { search: 'member@example.com' } });
    await pay({ user: member.json().body.users[0]._id, purpose: 'other', amountCents: 1234, method: 'cash', paidOn: '2024-02-11', reference: 'ZX-2' });
    const res = await exportAs(admin, 'payments', {
      search: 'zx-',
      sortKey: 'paidOn',
      sortOrder: 1,
      locale: 'de-DE',
      columns: [
        { key: 'paidOn', label: 'Datum' },
        { key: 'payerName', label: 'Zahler' },
        { key: 'company', label: 'Firma', values: { '': '—' } },
        { key: 'amountCents', label: 'Betrag' },
        { key: 'status', label: 'Status', values: { paid: 'Bezahlt' } },
        { key: 'reference', label: 'Referenz' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(res.body.replaceAll('\u00a0', ' '))).toEqual([
      'Datum,Zahler,Firma,Betrag,Status,Referenz',
      `02/10/2024,"'=HYPERLINK(""http://evil.example"")","'=HYPERLINK(""http://evil.example"")","2.500,00 $",Bezahlt,ZX-1`,
      expect.stringMatching(/^02\/11\/2024,[^,]+,—,"12,34 \$",Bezahlt,ZX-2$/),
    ]);
  });
});
