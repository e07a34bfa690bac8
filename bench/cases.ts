// The list calls `npm run bench` times and `bench/explain.ts` explains: one place for both.
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/server/app';
import { seedId } from '../src/server/db/seed/companies';
import { COMPANY_SORT_KEYS, LOCATION_SORT_KEYS } from '../src/shared/companies';
import { USER_FILTER_KEYS, USER_SORT_KEYS, type UserFilterKey } from '../src/shared/users';

type App = Awaited<ReturnType<typeof buildApp>>;

export type Case = [label: string, path: string, query: Record<string, string>];
export const f = (...entries: { key: string; value: unknown }[]) => JSON.stringify(entries);

export function otherListCases(): Case[] {
  const bulk = (i: number) => seedId('bulk-company', i);
  const bulkLocation = (k: number) => seedId('bulk-location', k);
  const platinum = seedId('sponsorship', 'Platinum');
  const gold = seedId('sponsorship', 'Gold');

  return [
    ['company list: default page', '/company/list', {}],
    ['company list: search "lake" (many hits)', '/company/list', { search: 'lake' }],
    ['company list: search "ridge landing" (few)', '/company/list', { search: 'ridge landing' }],
    ['company list: search "04217" (one)', '/company/list', { search: '04217' }],
    ['company list: search website "pointecapital"', '/company/list', { search: 'pointecapital' }],
    ['company list: filter type Broker', '/company/list', { filters: f({ key: 'type', value: 'Broker' }) }],
    ['company list: filter type [Appraisal, Developer]', '/company/list', { filters: f({ key: 'type', value: ['Appraisal', 'Developer'] }) }],
    ['company list: filter isActive false', '/company/list', { filters: f({ key: 'isActive', value: false }) }],
    ['company list: filter sponsership Platinum', '/company/list', { filters: f({ key: 'sponsership', value: platinum }) }],
    ['company list: filter sponsership [Platinum, Gold]', '/company/list', { filters: f({ key: 'sponsership', value: [platinum, gold] }) }],
    ['company list: filter locations (3 ids)', '/company/list', { filters: f({ key: 'locations', value: [bulkLocation(3), bulkLocation(3000), bulkLocation(29999)] }) }],
    ['company list: filter updatedAt (one month)', '/company/list', { filters: f({ key: 'updatedAt', value: '2025-06-01,2025-06-30' }) }],
    ['company list: search + type + isActive', '/company/list', { search: 'lake', filters: f({ key: 'type', value: 'Broker' }, { key: 'isActive', value: true }) }],
    ...COMPANY_SORT_KEYS.map((key): Case => [`company list: sort ${key} -1`, '/company/list', { sortKey: key, sortOrder: '-1' }]),
    ['company list: late page (offset 9,990)', '/company/list', { offset: '9990' }],
    ['company list: late page sorted by name', '/company/list', { offset: '9990', sortKey: 'name', sortOrder: '1' }],
    ['locations: all, default page', '/locations/list/all', {}],
    ['locations: all, search "duluth" (city)', '/locations/list/all', { search: 'duluth' }],
    ['locations: all, search "maple crossing"', '/locations/list/all', { search: 'maple crossing' }],
    ['locations: all, search NRDS "60001234"', '/locations/list/all', { search: '60001234' }],
    ['locations: all, filter unassigned', '/locations/list/all', { filters: f({ key: 'unassigned', value: true }) }],
    ...LOCATION_SORT_KEYS.map((key): Case => [`locations: all, sort ${key} 1`, '/locations/list/all', { sortKey: key, sortOrder: '1' }]),
    ['locations: all, late page (offset 29,990)', '/locations/list/all', { offset: '29990' }],
    ["locations: one company's", `/locations/list/${bulk(4242)}`, {}],
    ["locations: one company's, search", `/locations/list/${bulk(4242)}`, { search: 'headquarters' }],
    ['company: one', `/company/${bulk(4242)}`, {}],
    ['sponsorships: default page', '/sponsorships', {}],
    ['users picker: search "olson"', '/users/list/members', { search: 'olson' }],
    ['dashboard: every figure (one statement)', '/dashboard', {}],
    ['events: default page', '/events', {}],
    ['courses: default page', '/courses', {}],
    ['payments: default page with totals', '/payments', {}],
    ['payments: search "north star" + purpose', '/payments', { search: 'north star', filters: f({ key: 'purpose', value: ['membership-dues', 'sponsorship'] }) }],
  ];

}

export async function userSamples(app: App): Promise<Record<UserFilterKey, unknown>> {
  const { rows } = await app.db.execute<{ id: string }>(sql`select id from roles where name = 'Membership Desk'`);
  return userFilterSamples({
    company: seedId('bulk-company', 42),
    // The support users hired early have them as support staff, so the filter matches.
    staff: seedId('bulk-user', 17),
    role: rows[0]!.id,
  });
}

/** Typed by key, so a new filter key does not compile until it has a case. */
function userFilterSamples(ids: { company: string; staff: string; role: string }): Record<UserFilterKey, unknown> {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = new Date();
  return {
    firstName: 'kari',
    lastName: 'olson',
    nrds: '502233',
    reLicenseNo: '4051',
    phoneNumber: '612-555-1',
    secondaryPhone: '952-555',
    websiteURL: 'realty',
    designations: 'ccim',
    biography: 'sale-leaseback',
    adminEmail: 'accounting@',
    adminNote: 'renewal',
    role: 'support',
    mncarMemberStatus: 'Pending',
    mncarlMemberStatus: ['Active', 'Pending'],
    mncarMiscellaneousStatus: 'Inactive',
    mcpeAccessType: 'Billable-Autopay',
    generation: 'Millennial',
    MemberOfFollowingREALTORAssociation: 'Saint Paul Area Association of REALTORS',
    alowMcpeAccess: 'No',
    billToHomeAddress: 'Yes',
    isActive: 'Inactive',
    ethics: 'Pending',
    orientation: 'Pending',
    realStateSpecialty: ['Industrial'],
    marketAreaSpecialty: ['Duluth', 'St Cloud'],
    currentLineOfWork: ['Appraisal'],
    mncarMarket: ['Rochester'],
    typeOfBusiness: ['Title'],
    volunteer: ['Golf Committee'],
    groups: ['Support'],
    companyName: [ids.company],
    supportStaff: [ids.staff],
    roles: [ids.role],
    createdAt: `${day(new Date(now.getTime() - 30 * 86_400_000))},${day(now)}`,
    dob: '1980-01-01,1989-12-31',
    industryExperience: '10,20',
    location: { physicalAddress: { city: 'duluth' } },
    homeAddress: { city: 'edina', postalCode: '5543', state: 'MN' },
  };
}

export async function userListCases(app: App, headers: Record<string, string>): Promise<Case[]> {
  const path = '/users/list/all';
  const samples = await userSamples(app);
  // The last page is reached from the exact total.
  const first = await app.inject({ method: 'GET', url: `/api/v1/admin${path}`, query: { exactTotal: 'true' }, headers });
  const total = Number(first.json().body.total);
  return [
    ['users: no filter (createdAt -1)', path, {}],
    ['users: search name "john"', path, { search: 'john' }],
    ['users: search email "swanson@"', path, { search: 'swanson@' }],
    ['users: search NRDS "5022451"', path, { search: '5022451' }],
    ['users: search company "cedar landing"', path, { search: 'cedar landing' }],
    [
      'users: role + mncarMemberStatus + marketAreaSpecialty',
      path,
      {
        filters: f(
          { key: 'role', value: ['member'] },
          { key: 'mncarMemberStatus', value: 'Active' },
          { key: 'marketAreaSpecialty', value: ['Minneapolis CBD'] },
        ),
      },
    ],
    ['users: search "olson" + isActive + groups', path, { search: 'olson', filters: f({ key: 'isActive', value: 'Active' }, { key: 'groups', value: ['Broker'] }) }],
    ...USER_FILTER_KEYS.map((key): Case => [`users: filter ${key}`, path, { filters: f({ key, value: samples[key] }) }]),
    ...USER_SORT_KEYS.flatMap((key): Case[] => [
      [`users: sort ${key} 1`, path, { sortKey: key, sortOrder: '1' }],
      [`users: sort ${key} -1`, path, { sortKey: key, sortOrder: '-1' }],
    ]),
    [`users: last page (offset ${total - 10})`, path, { offset: String(Math.max(0, total - 10)), exactTotal: 'true' }],
    [`users: last page sorted by name`, path, { offset: String(Math.max(0, total - 10)), sortKey: 'name', sortOrder: '1', exactTotal: 'true' }],
    [`users: middle page (offset ${Math.floor(total / 2)})`, path, { offset: String(Math.floor(total / 2)), exactTotal: 'true' }],
  ];
}
