import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { PASSWORD_MESSAGES } from '../../../src/shared/passwordPolicy';
import { MARKET_AREAS, REAL_ESTATE_SPECIALTIES, USER_FILTER_KEYS, USER_MESSAGES, type User } from '../../../src/shared/users';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let adminId: string;
let db: pg.Pool;

/** Two users that differ in every filterable field: each filter must find A and not B. */
let companyA: string;
let companyB: string;
let locationA: string;
let locationB: string;
let roleA: string;
let staffMember: string;
let userA: User;
let userB: User;

const PASSWORD = 'Members#1';

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const res = await call(method, path, { token: admin, payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json().body;
}

const address = (line: string, city: string, zip: string) => ({ addressLine1: line, city, state: 'MN', zipCode: zip });

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  db = new pg.Pool({ connectionString: t.dbUrl, max: 1 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  adminId = (await ok('GET', '/users/me')).user._id;
  locationA = (await ok('POST', '/locations/create', {
    name: 'Zenith Loop Office', nrdsId: '77001', type: 'corporate', marketId: 'twinCities', fax: '612-555-7001',
    physicalAddress: address('100 Quillfeather Ave', 'Edina', '55424'),
    mailingAddress: address('PO Box 77', 'Bloomington', '55431'),
  })).location[0]._id;
  locationB = (await ok('POST', '/locations/create', {
    name: 'Harbor Side Branch', nrdsId: '88002', type: 'branch', marketId: 'duluth', fax: '218-555-8002',
    physicalAddress: address('5 Lake Ave', 'Duluth', '55802'),
    mailingAddress: address('5 Lake Ave', 'Duluth', '55802'),
  })).location[0]._id;
  companyA = (await ok('POST', '/company/create', { name: 'Quasar Realty Partners', type: 'Broker', address: [locationA] })).company._id;
  companyB = (await ok('POST', '/company/create', { name: 'Northshore Holdings', type: 'Other', address: [locationB] })).company._id;
  roleA = (await ok('POST', '/roles/create', { name: 'Filter Role', access: [{ module: 'Events', read: true }] })).role._id;
  staffMember = (await ok('POST', '/users/create', { firstName: 'Sally', lastName: 'Support', email: 'sally.support@example.com', phoneNumber: '612-555-0199' })).user._id;

  userA = (await ok('POST', '/users/create', {
    role: 'support', firstName: 'Xavier', middleName: 'Q', lastName: 'Quennell', email: 'Xavier.Quennell@Example.com',
    phoneNumber: '612-555-0111', secondaryPhone: '952-555-0112', password: PASSWORD,
    address1: '12 Wobbly Lane', address2: 'Suite 9', city: 'Plymouth', state: 'MN', country: 'United States', postalCode: '55441',
    company: companyA, companyLocation: locationA, nrds: '502299111', reLicenseNo: 'RE-ZX-42',
    mncarMemberStatus: 'Active', mncarlMemberStatus: 'Pending', mncarMiscellaneousStatus: 'Active', alowMcpeAccess: 'Yes',
    mcpeAccessType: 'Billable', designations: 'CCIM, SIOR', dob: '1980-05-17', websiteURL: 'https://quennell.example.com',
    industryExperience: 22, MemberOfFollowingREALTORAssociation: 'Duluth Area Association of REALTORS',
    realStateSpecialty: ['Industrial', 'Office'], marketAreaSpecialty: ['Minneapolis CBD', 'Northwest'],
    currentLineOfWork: ['Transactions'], mncarMarket: ['Twin Cities'], typeOfBusiness: ['Title'],
    volunteer: ['Golf Committee'], groups: ['Support', 'Broker'], ethics: 'Approved', orientation: 'Approved',
    billToHomeAddress: true, generation: 'Generation X', adminEmail: 'billing@quennell.example.com',
    adminNote: 'Prefers email', biography: '<p>Xylophone collector</p>', supportStaffMembers: [staffMember],
  })).user;
  userB = (await ok('POST', '/users/create', {
    role: 'admin', firstName: 'Bea', lastName: 'Barnaby', email: 'bea.barnaby@example.com', phoneNumber: '218-555-0222',
    roles: [roleA],
  })).user;
  // Member fields of a Staff user are not taken: give B contrasting member data directly.
  await db.query(
    `update users set secondary_phone = '000', address1 = '1 Main St', address2 = '', city = 'Duluth', state = 'WI',
       country = 'Canada', postal_code = '55802', company_id = $2, company_location_id = $3, nrds = '4400', re_license_no = 'RE-1',
       mncar_member_status = 'Terminated', mncarl_member_status = 'Inactive', mncar_miscellaneous_status = 'Inactive',
       alow_mcpe_access = false, mcpe_access_type = 'Staff', designations = 'GRI', dob = '1995-01-01', website_url = 'https://b.example.org',
       industry_experience = 3, realtor_association = 'Lakes Area REALTORS', real_state_specialty = '{Retail}',
       market_area_specialty = '{Duluth}', current_line_of_work = '{Design}', mncar_market = '{Duluth}', type_of_business = '{Insurance}',
       volunteer = '{Expo Committee}', groups = '{Staff}', ethics = 'Pending', orientation = 'Pending', bill_to_home_address = false,
       generation = 'Millennial', admin_email = 'desk@b.example.org', biography = 'Plain', is_active = false,
       created_at = '2020-02-02T12:00:00Z'
     where id = $1`,
    [userB._id, companyB, locationB],
  );
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const list = (query: Record<string, string> = {}) => call('GET', '/users/list/all', { token: admin, query: { limit: '100', ...query } });
const ids = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().body.users as User[]).map((u) => u._id);
};
const filtered = (key: string, value: unknown) => ids({ filters: JSON.stringify([{ key, value }]) });

describe('GET /api/v1/admin/users/list/all', () => {
  it('answers users with company, location, support staff and the total, newest first', async () => {
    const res = await list({ limit: '3' });
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json().body as { users: User[]; total: number };
    expect(users).toHaveLength(3);
    expect(total).toBeGreaterThan(3);
    const times = users.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const a = (await list({ search: 'quennell' })).json().body.users[0] as User;
    expect(a).toMatchObject({
      email: 'xavier.quennell@example.com',
      name: 'Xavier Q Quennell',
      company: { _id: companyA, name: 'Quasar Realty Partners' },
      companyLocation: { _id: locationA, name: 'Zenith Loop Office', nrdsId: '77001', mailingAddress: { city: 'Bloomington', zipCode: '55431' } },
      supportStaffMembers: [{ _id: staffMember, name: 'Sally Support' }],
      alowMcpeAccess: true,
    });
  });

  it('searches name, email, NRDS id and company name', async () => {
    expect(await ids({ search: 'xavier q' })).toEqual([userA._id]);
    expect(await ids({ search: 'XAVIER.QUENNELL@' })).toEqual([userA._id]);
    expect(await ids({ search: '502299' })).toEqual([userA._id]);
    expect(await ids({ search: 'quasar realty' })).toEqual([userA._id]);
    expect(await ids({ search: '100%' })).toEqual([]);
  });

  // Each filter key: a value that matches user A and not user B.
  const CASES: [string, unknown][] = [
    ['firstName', 'xavi'],
    ['lastName', 'QUENN'],
    ['nrds', '5022991'],
    ['reLicenseNo', 'zx-4'],
    ['phoneNumber', '555-0111'],
    ['secondaryPhone', '952'],
    ['websiteURL', 'quennell.example'],
    ['designations', 'sior'],
    ['biography', 'xylophone'],
    ['adminEmail', 'billing@'],
    ['adminNote', 'prefers'],
    ['role', 'support'],
    ['role', ['support', 'member']],
    ['mncarMemberStatus', 'Active'],
    ['mncarlMemberStatus', 'Pending'],
    ['mncarMiscellaneousStatus', 'Active'],
    ['mcpeAccessType', ['Billable', 'ADN']],
    ['generation', 'Generation X'],
    ['MemberOfFollowingREALTORAssociation', 'Duluth Area Association of REALTORS'],
    ['alowMcpeAccess', 'Yes'],
    ['billToHomeAddress', 'yes'],
    ['isActive', 'Active'],
    ['ethics', 'Approved'],
    ['orientation', 'Approved'],
    ['realStateSpecialty', ['Office', 'Land']],
    ['marketAreaSpecialty', ['Northwest']],
    ['currentLineOfWork', ['Transactions']],
    ['mncarMarket', ['Twin Cities']],
    ['typeOfBusiness', ['Title']],
    ['volunteer', ['Golf Committee']],
    ['groups', ['Support']],
    ['companyName', 'COMPANY_A'],
    ['supportStaff', 'STAFF_MEMBER'],
    ['createdAt', 'TODAY'],
    ['dob', '1980-05-17,1980-05-17'],
    ['industryExperience', '20,30'],
    ['industryExperience', '20,'],
    ['location', { name: 'zenith', nrdsId: '7700', fax: '7001' }],
    ['location', { physicalAddress: { addressLine1: 'quillfeather', city: 'edina', zipCode: '55424' } }],
    ['location', { mailingAddress: { city: 'bloomington', addressLine1: 'po box' } }],
    ['homeAddress', { address1: 'wobbly', address2: 'suite', city: 'plym', state: 'mn', country: 'united states', postalCode: '55441' }],
  ];
  it.each(CASES.map(([key, value]) => [key, JSON.stringify(value), value] as const))('filter %s = %s', async (key, _shown, raw) => {
    const today = new Date().toISOString().slice(0, 10);
    const value = raw === 'COMPANY_A' ? companyA : raw === 'STAFF_MEMBER' ? [staffMember] : raw === 'TODAY' ? `${today},${today}` : raw;
    const found = await filtered(key, value);
    expect(found).toContain(userA._id);
    expect(found).not.toContain(userB._id);
  });

  it('covers every filter key, and the roles key finds the holders of a role', async () => {
    const tested = new Set([...CASES.map(([key]) => key), 'roles']);
    expect(USER_FILTER_KEYS.filter((key) => !tested.has(key))).toEqual([]);
    expect(await filtered('roles', [roleA])).toEqual([userB._id]);
  });

  it('combines filters (all must hold) and treats All and empty values as no restriction', async () => {
    const both = JSON.stringify([
      { key: 'role', value: 'support' },
      { key: 'marketAreaSpecialty', value: ['Northwest'] },
      { key: 'mncarMemberStatus', value: 'Active' },
    ]);
    expect(await ids({ filters: both })).toEqual([userA._id]);
    const none = JSON.stringify([{ key: 'role', value: 'support' }, { key: 'groups', value: ['Staff'] }]);
    expect(await ids({ filters: none })).toEqual([]);
    const all = await ids({ filters: JSON.stringify([{ key: 'isActive', value: 'All' }, { key: 'firstName', value: '' }]) });
    expect(all).toEqual(expect.arrayContaining([userA._id, userB._id]));
    // The 'to' day runs to 23:59:59: B registered at noon on 2020-02-02.
    expect(await filtered('createdAt', '2020-02-02,2020-02-02')).toEqual([userB._id]);
  });

  it('refuses unknown keys and malformed values with a message that says what is expected', async () => {
    const bad = async (filters: unknown, expected: RegExp) => {
      const res = await list({ filters: JSON.stringify(filters) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status.message).toMatch(expected);
    };
    await bad([{ key: 'shoeSize', value: 9 }], /unknown key "shoeSize"/);
    await bad([{ key: 'role', value: 'wizard' }], /^filters\.role: must be one of/);
    await bad([{ key: 'groups', value: ['Knights'] }], /^filters\.groups: must be one or more of/);
    await bad([{ key: 'alowMcpeAccess', value: 'maybe' }], /Yes, No or All/);
    await bad([{ key: 'dob', value: 'yesterday' }], /^filters\.dob: must be "from,to" dates/);
    await bad([{ key: 'industryExperience', value: '9,2' }], /must not be above/);
    await bad([{ key: 'location', value: { colour: 'red' } }], /unknown part "colour"/);
    await bad([{ key: 'companyName', value: 'Quasar' }], /must be an id/);
    const sort = await list({ sortKey: 'shoeSize' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().status.message).toMatch(/^sortKey: must be one of/);
  });

  it.each([
    ['name', (u: User) => u.nameInLower],
    ['email', (u: User) => u.email],
    ['role', (u: User) => u.role],
    ['alowMcpeAccess', (u: User) => String(u.alowMcpeAccess)],
    ['createdAt', (u: User) => u.createdAt],
  ] as const)('sorts by %s both ways', async (sortKey, read) => {
    for (const sortOrder of ['1', '-1']) {
      const res = await list({ sortKey, sortOrder });
      const values = (res.json().body.users as User[]).map(read);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sortOrder === '1' ? sorted : sorted.reverse());
    }
  });

  it('pages with offset and limit, and narrows to a company, to active users or to the purchasable list', async () => {
    const first = await ids({ limit: '2', offset: '0' });
    const second = await ids({ limit: '2', offset: '2' });
    expect(first).toHaveLength(2);
    expect(second.some((id) => first.includes(id))).toBe(false);
    expect(await ids({ companyId: companyA })).toEqual([userA._id]);
    const active = await ids({ activeOnly: 'true' });
    expect(active).toContain(userA._id);
    expect(active).not.toContain(userB._id);
    // The purchasable list holds active members and non-members only.
    const purchasable = (await list({ isPurchasableListAccess: 'true' })).json().body.users as User[];
    expect(purchasable.every((u) => u.isActive && (u.role === 'member' || u.role === 'non-member'))).toBe(true);
    expect(purchasable.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/admin/users/list/all?download=csv', () => {
  const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);

  it('streams the whole filtered list as the user report', async () => {
    const res = await list({ download: 'csv', search: 'quennell' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="user_report_${stamp}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = csvRows(res.body);
    expect(rows[0]).toMatch(/^Name,First Name,Middle Name,Last Name,Email,Primary Phone,/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Xavier Q Quennell');
    expect(rows[1]).toContain('Quasar Realty Partners');
    // Lists are joined with '; ': quoted, so a spreadsheet splitting on ';' keeps them whole.
    expect(rows[1]).toContain(',"Industrial; Office",');
    expect(rows[1]).toContain(',Yes,Billable,');
    expect(rows[1]).toContain('Sally Support');
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    await ok('PUT', `/users/update/${staffMember}`, {
      firstName: '=HYPERLINK("http://x")',
      lastName: '@SUM(A1)',
      adminNote: 'x',
      designations: '+1',
      reLicenseNo: '-2',
      secondaryPhone: ';=1+2',
      fax: 'x;=cmd|calc',
    });
    const res = await list({ download: 'csv', filters: JSON.stringify([{ key: 'lastName', value: 'sum(' }]) });
    const row = csvRows(res.body)[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")`);
    expect(row).toContain(",'@SUM(A1),");
    expect(row).toContain(",'+1,");
    expect(row).toContain(",'-2,");
    // Where ';' separates cells: a formula behind a leading ';' is neutralised, one after a ';' inside stays quoted.
    expect(row).toContain(`,"';=1+2",`);
    expect(row).toContain(',"x;=cmd|calc",');
    expect(row).not.toMatch(/,[=+@-]/);
  });

  it('gives the purchasable list a Yes/No column per market area and per specialty', async () => {
    const member = await ok('POST', '/users/create', {
      firstName: 'Pia', lastName: 'Purchase', email: 'pia.purchase@example.com', phoneNumber: '612-555-0777',
      marketAreaSpecialty: ['Duluth'], realStateSpecialty: ['Retail', 'Land'],
    });
    const res = await list({ download: 'csv', isPurchasableListAccess: 'true', search: 'pia purchase' });
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="purchasable_list_${stamp}.csv"`);
    const [header, row] = csvRows(res.body);
    const headers = header!.split(',');
    const cells = row!.split(',');
    for (const area of MARKET_AREAS) {
      const i = headers.indexOf(`Market Area: ${area}`);
      expect(i, area).toBeGreaterThan(0);
      expect(cells[i]).toBe(area === 'Duluth' ? 'Yes' : 'No');
    }
    for (const specialty of REAL_ESTATE_SPECIALTIES) {
      const i = headers.indexOf(`Specialty: ${specialty}`);
      expect(cells[i]).toBe(specialty === 'Retail' || specialty === 'Land' ? 'Yes' : 'No');
    }
    expect(member.user.name).toBe('Pia Purchase');
  });
});

describe('GET /api/v1/admin/users/:id', () => {
  it('answers the user with roles and support staff', async () => {
    const body = await ok('GET', `/users/${userB._id}`);
    expect(body.user._id).toBe(userB._id);
    expect(body.roles).toEqual([{ _id: roleA, name: 'Filter Role', isActive: true }]);
    expect(body.supportStaff).toEqual([]);
    const a = await ok('GET', `/users/${userA._id}`);
    expect(a.supportStaff).toEqual([{ _id: staffMember, name: expect.any(String), email: 'sally.support@example.com' }]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await call('GET', '/users/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.message).toBe(USER_MESSAGES.notFound);
    expect((await call('GET', '/users/42', { token: admin })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/admin/users/create', () => {
  const base = (email: string) => ({ firstName: 'New', lastName: 'Person', email, phoneNumber: '612-555-0100' });
  const create = (payload: object) => call('POST', '/users/create', { token: admin, payload });
  const refused = async (payload: object, status: number, message: string | RegExp) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json().status.message).toBe(message);
    else expect(res.json().status.message).toMatch(message);
  };

  it('creates a user with defaults, a hashed password that signs in, and the success message', async () => {
    const res = await create({ ...base('new.person@example.com'), role: 'admin', roles: [roleA], password: 'Abcde#2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(USER_MESSAGES.created);
    expect(res.json().body.user).toMatchObject({ language: 'en_US', state: 'MN', country: 'United States', isActive: true, roles: [{ _id: roleA }] });
    const stored = await db.query('select password_hash from users where email = $1', ['new.person@example.com']);
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2/);
    await expect(signIn(t.app, 'new.person@example.com', 'Abcde#2026')).resolves.toBeTruthy();
  });

  it('checks email, phone, first name, experience, password and the value sets', async () => {
    await refused({ ...base('x@example.com'), email: 'no-at-sign' }, 400, `email: ${USER_MESSAGES.invalidEmail}`);
    await refused({ firstName: 'A', phoneNumber: '1' }, 400, USER_MESSAGES.invalidEmail);
    await refused({ ...base('p@example.com'), phoneNumber: '' }, 400, USER_MESSAGES.phoneRequired);
    await refused({ ...base('f@example.com'), firstName: '' }, 400, `firstName: ${USER_MESSAGES.firstNameRequired}`);
    await refused({ ...base('e@example.com'), industryExperience: -1 }, 400, `industryExperience: ${USER_MESSAGES.experience}`);
    await refused({ ...base('e@example.com'), industryExperience: 2.5 }, 400, `industryExperience: ${USER_MESSAGES.experience}`);
    await refused({ ...base('e@example.com'), industryExperience: 101 }, 400, `industryExperience: ${USER_MESSAGES.experience}`);
    await refused({ ...base('w@example.com'), password: 'abcdefg' }, 400, USER_MESSAGES.passwordLength);
    await refused({ ...base('w@example.com'), password: 'football' }, 400, PASSWORD_MESSAGES.common);
    await refused({ ...base('w@example.com'), password: 'W@Example.com' }, 400, PASSWORD_MESSAGES.email);
    await refused({ ...base('w@example.com'), password: 'a'.repeat(129) }, 400, `password: ${USER_MESSAGES.passwordLength}`);
    await refused({ ...base('r@example.com'), role: 'wizard' }, 400, /^role: User Type must be one of/);
    await refused({ ...base('r@example.com'), role: 'owner' }, 400, /^role: User Type must be one of/);
    await refused({ ...base('s@example.com'), mncarMemberStatus: 'Sleeping' }, 400, /^mncarMemberStatus: must be one of/);
    await refused({ ...base('g@example.com'), groups: ['Knights'] }, 400, /^groups\.0: must be one of/);
  });

  it('takes the initial password as a pair: a confirmation that differs is refused, and newPassword is not the way', async () => {
    await refused({ ...base('pair@example.com'), password: 'Abcde#2026', confirmPassword: 'Abcde#2025' }, 400, USER_MESSAGES.passwordMismatch);
    await refused({ ...base('pair@example.com'), newPassword: 'Abcde#2026', confirmPassword: 'Abcde#2026' }, 400, USER_MESSAGES.newPasswordOnCreate);
    const res = await create({ ...base('pair@example.com'), role: 'admin', roles: [roleA], password: 'Abcde#2026', confirmPassword: 'Abcde#2026' });
    expect(res.statusCode, res.body).toBe(200);
    await expect(signIn(t.app, 'pair@example.com', 'Abcde#2026')).resolves.toBeTruthy();
  });

  it('keeps emails and NRDS ids unique', async () => {
    await refused(base('XAVIER.quennell@example.com'), 409, MESSAGES.emailTaken);
    await refused({ ...base('nrds@example.com'), nrds: '502299111' }, 409, USER_MESSAGES.nrdsTaken);
  });

  it('gives roles to Staff only and support staff only with the Support group, never oneself', async () => {
    await refused({ ...base('m@example.com'), roles: [roleA] }, 400, USER_MESSAGES.rolesOnlyForStaff);
    await refused({ ...base('m@example.com'), supportStaffMembers: [staffMember] }, 400, USER_MESSAGES.supportNeedsGroup);
    await refused({ ...base('m@example.com'), groups: ['Support'], supportStaffMembers: [adminId] }, 400, USER_MESSAGES.selfSupport);
    await refused(
      { ...base('m@example.com'), groups: ['Support'], supportStaffMembers: ['00000000-0000-4000-8000-000000000000'] },
      400,
      /^supportStaffMembers: no user with id/,
    );
  });

  it('checks the company and that the location is one of its locations', async () => {
    await refused({ ...base('c@example.com'), company: '00000000-0000-4000-8000-000000000000' }, 400, /^company: no company with id/);
    await refused({ ...base('c@example.com'), company: companyA, companyLocation: locationB }, 400, USER_MESSAGES.locationOfOtherCompany);
  });
});

describe('PUT /api/v1/admin/users/update/:id', () => {
  const update = (id: string, payload: object) => call('PUT', `/users/update/${id}`, { token: admin, payload });

  it('changes only the fields it is given', async () => {
    const res = await update(userA._id, { city: 'Rochester' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(USER_MESSAGES.updated);
    expect(res.json().body.user).toMatchObject({ city: 'Rochester', firstName: 'Xavier', groups: ['Support', 'Broker'], company: { _id: companyA } });
  });

  it('takes only the Staff fields for a Staff user', async () => {
    const res = await update(userB._id, { firstName: 'Beatrix', city: 'Nowhere', adminNote: 'ignored', roles: [] });
    expect(res.json().body.user).toMatchObject({ firstName: 'Beatrix', city: 'Duluth', adminNote: '', roles: [] });
  });

  it('clears the location when the company is removed or changed, and roles when the user leaves Staff', async () => {
    const u = (await ok('POST', '/users/create', { firstName: 'Loc', lastName: 'Mover', email: 'loc.mover@example.com', phoneNumber: '1', company: companyA, companyLocation: locationA })).user;
    expect((await update(u._id, { company: companyB })).json().body.user).toMatchObject({ company: { _id: companyB }, companyLocation: null });
    expect((await update(u._id, { company: null })).json().body.user).toMatchObject({ company: null, companyLocation: null });
    await update(u._id, { role: 'admin', roles: [roleA] });
    expect((await update(u._id, { role: 'member' })).json().body.user.roles).toEqual([]);
  });

  it('changes the password only with a matching pair under the password rule, and ends old sessions', async () => {
    const u = (await ok('POST', '/users/create', { firstName: 'Pat', lastName: 'Word', email: 'pat.word@example.com', phoneNumber: '1', role: 'admin', roles: [roleA], password: 'first1#Pass' })).user;
    const token = await signIn(t.app, 'pat.word@example.com', 'first1#Pass');
    const msg = async (payload: object) => (await update(u._id, payload)).json().status.message;
    expect(await msg({ newPassword: 'abcdef' })).toBe(USER_MESSAGES.passwordEmpty);
    expect(await msg({ newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe(USER_MESSAGES.passwordMismatch);
    expect(await msg({ newPassword: 'abcdefg', confirmPassword: 'abcdefg' })).toBe(USER_MESSAGES.passwordLength);
    expect(await msg({ newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' })).toBe(PASSWORD_MESSAGES.common);
    expect(await msg({ newPassword: '', confirmPassword: '', firstName: 'Pat' })).toBe(USER_MESSAGES.updated);
    expect(await msg({ newPassword: 'second2#Pass', confirmPassword: 'second2#Pass' })).toBe(USER_MESSAGES.updated);
    expect((await call('GET', '/users/me', { token })).statusCode).toBe(401);
    await expect(signIn(t.app, 'pat.word@example.com', 'second2#Pass')).resolves.toBeTruthy();
  });

  it('refuses a phone number emptied and an email taken by another user', async () => {
    expect((await update(userA._id, { phoneNumber: '' })).json().status.message).toBe(USER_MESSAGES.phoneRequired);
    const taken = await update(userA._id, { email: TEST_STAFF.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.message).toBe(MESSAGES.emailTaken);
  });
});

describe('PUT /api/v1/admin/users/update/active/inactive/:id', () => {
  it('deactivates (ending the sessions) and reactivates; never oneself', async () => {
    const u = (await ok('POST', '/users/create', { firstName: 'Ina', lastName: 'Active', email: 'ina@example.com', phoneNumber: '1', role: 'admin', roles: [roleA], password: 'inact1#Pass' })).user;
    const token = await signIn(t.app, 'ina@example.com', 'inact1#Pass');
    const off = await call('PUT', `/users/update/active/inactive/${u._id}`, { token: admin, query: { isActive: 'false' } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: { message: USER_MESSAGES.statusUpdated }, body: { user: { isActive: false } } });
    expect((await call('GET', '/users/me', { token })).statusCode).toBe(401);
    const on = await call('PUT', `/users/update/active/inactive/${u._id}`, { token: admin, query: { isActive: 'true' } });
    expect(on.json().body.user.isActive).toBe(true);
    const self = await call('PUT', `/users/update/active/inactive/${adminId}`, { token: admin, query: { isActive: 'false' } });
    expect(self.statusCode).toBe(400);
    expect(self.json().status.message).toBe(USER_MESSAGES.selfDeactivate);
    const bad = await call('PUT', `/users/update/active/inactive/${u._id}`, { token: admin, query: { isActive: 'maybe' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /users/count/as/attendee/staff/:id and DELETE /users/:id', () => {
  it('counts the links, then deletes in one go and leaves nothing pointing at the user', async () => {
    const helper = (await ok('POST', '/users/create', { firstName: 'Del', lastName: 'Etable', email: 'del@example.com', phoneNumber: '1' })).user;
    await ok('PUT', `/users/update/${userA._id}`, { supportStaffMembers: [staffMember, helper._id] });
    await ok('PUT', `/locations/update/${locationB}`, { name: 'Harbor Side Branch', type: 'branch', marketId: 'duluth', payMemberId: helper._id, designatedRealtorId: helper._id });
    const links = await ok('GET', `/users/count/as/attendee/staff/${helper._id}`);
    expect(links).toEqual({ attendeeCount: 0, registrationCount: 0, asSupportMemberToOtherCount: 1, locationContactCount: 1 });

    const res = await call('DELETE', `/users/${helper._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe('User deleted Successfully');
    expect((await call('GET', `/users/${helper._id}`, { token: admin })).statusCode).toBe(404);
    expect((await ok('GET', `/users/${userA._id}`)).supportStaff.map((s: { _id: string }) => s._id)).toEqual([staffMember]);
    const location = (await ok('GET', `/locations/${locationB}`)).location;
    expect(location).toMatchObject({ payMemberId: null, designatedRealtorId: null });
  });

  it('refuses to delete oneself, a super administrator (for others) and unknown users', async () => {
    const self = await call('DELETE', `/users/${adminId}`, { token: admin });
    expect(self.statusCode).toBe(400);
    expect(self.json().status.message).toBe(USER_MESSAGES.selfDelete);
    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const mayDelete = await call('GET', '/users/me', { token: staff });
    expect(mayDelete.statusCode).toBe(200);
    const missing = await call('DELETE', '/users/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(missing.statusCode).toBe(404);
    const count = await call('GET', '/users/count/as/attendee/staff/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(count.statusCode).toBe(404);
  });
});

describe('/api/v1/admin/users/me/preferences', () => {
  it('keeps, answers and forgets the signed-in user’s own preferences', async () => {
    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const put = (token: string, key: string, value: unknown) =>
      call('PUT', `/users/me/preferences/${encodeURIComponent(key)}`, { token, payload: { value } });
    expect((await put(admin, 'preferences.users.datatable.columns', ['name', 'email'])).statusCode).toBe(200);
    await put(admin, 'users.savedQueries', [{ label: 'Duluth', value: { filter: { city: 'Duluth' } } }]);
    await put(staff, 'users.savedQueries', []);
    const mine = (await call('GET', '/users/me/preferences', { token: admin })).json().body.preferences;
    expect(mine).toEqual({
      'preferences.users.datatable.columns': ['name', 'email'],
      'users.savedQueries': [{ label: 'Duluth', value: { filter: { city: 'Duluth' } } }],
    });
    expect((await call('GET', '/users/me/preferences', { token: staff })).json().body.preferences).toEqual({ 'users.savedQueries': [] });
    await call('DELETE', `/users/me/preferences/${encodeURIComponent('users.savedQueries')}`, { token: admin });
    expect(Object.keys((await call('GET', '/users/me/preferences', { token: admin })).json().body.preferences)).toEqual([
      'preferences.users.datatable.columns',
    ]);
    await call('DELETE', '/users/me/preferences', { token: admin });
    expect((await call('GET', '/users/me/preferences', { token: admin })).json().body.preferences).toEqual({});
    const big = await put(admin, 'big', 'x'.repeat(60_000));
    expect(big.statusCode).toBe(400);
    expect((await call('GET', '/users/me/preferences')).statusCode).toBe(401);
  });
});
