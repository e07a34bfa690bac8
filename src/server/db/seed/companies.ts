import crypto from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY, type Address } from '../../../shared/addresses';
import {
  COMPANY_TYPES,
  LOCATION_MCPE_ACCESS_TYPES,
  MCPE_STATUSES,
  type CompanyType,
  type Market,
} from '../../../shared/companies';
import type { Database } from '../client';
import { DEFER_INDEXES_FROM, insertJsonRows, withIndexesDeferred, type Executor } from './bulk';
import {
  companies,
  companySponsorships,
  locations,
  sponsorships,
  users,
  type NewCompany,
  type NewLocation,
} from '../schema';

/** Stable, so that seeding twice finds the same rows. */
export function seedId(kind: string, key: string | number): string {
  const hex = crypto.createHash('sha1').update(`cre-admin-seed:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const DEMO_SPONSORSHIPS = [
  { name: 'Platinum', position: 1, isActive: true },
  { name: 'Gold', position: 2, isActive: true },
  { name: 'Silver', position: 3, isActive: true },
  { name: 'Bronze', position: 4, isActive: true },
  { name: 'Event Partner', position: 5, isActive: true },
  { name: 'Media Partner', position: 6, isActive: false },
] as const;

export interface Place {
  street: string;
  city: string;
  zip: string;
  area: string;
  market: Market;
}

const PLACES: Place[] = [
  { street: '80 S 8th St', city: 'Minneapolis', zip: '55402', area: '612', market: 'twinCities' },
  { street: '225 S 6th St', city: 'Minneapolis', zip: '55402', area: '612', market: 'twinCities' },
  { street: '701 Washington Ave N', city: 'Minneapolis', zip: '55401', area: '612', market: 'twinCities' },
  { street: '1 Main St SE', city: 'Minneapolis', zip: '55414', area: '612', market: 'twinCities' },
  { street: '30 E 7th St', city: 'St. Paul', zip: '55101', area: '651', market: 'twinCities' },
  { street: '444 Cedar St', city: 'St. Paul', zip: '55101', area: '651', market: 'twinCities' },
  { street: '2550 University Ave W', city: 'St. Paul', zip: '55114', area: '651', market: 'twinCities' },
  { street: '8000 Norman Center Dr', city: 'Bloomington', zip: '55437', area: '952', market: 'twinCities' },
  { street: '3600 American Blvd W', city: 'Bloomington', zip: '55431', area: '952', market: 'twinCities' },
  { street: '7301 Ohms Ln', city: 'Edina', zip: '55439', area: '952', market: 'twinCities' },
  { street: '3400 W 66th St', city: 'Edina', zip: '55435', area: '952', market: 'twinCities' },
  { street: '10400 Yellow Circle Dr', city: 'Minnetonka', zip: '55343', area: '952', market: 'twinCities' },
  { street: '7500 Flying Cloud Dr', city: 'Eden Prairie', zip: '55344', area: '952', market: 'twinCities' },
  { street: '21 1st St SW', city: 'Rochester', zip: '55902', area: '507', market: 'rochester' },
  { street: '300 3rd Ave SE', city: 'Rochester', zip: '55904', area: '507', market: 'rochester' },
  { street: '100 Warren St', city: 'Mankato', zip: '56001', area: '507', market: 'rochester' },
  { street: '1650 Madison Ave', city: 'Mankato', zip: '56001', area: '507', market: 'rochester' },
  { street: '400 1st St S', city: 'St. Cloud', zip: '56301', area: '320', market: 'stCloud' },
  { street: '25 7th Ave N', city: 'St. Cloud', zip: '56303', area: '320', market: 'stCloud' },
  { street: '3333 W Division St', city: 'St. Cloud', zip: '56301', area: '320', market: 'stCloud' },
  { street: '227 W 1st St', city: 'Duluth', zip: '55802', area: '218', market: 'duluth' },
  { street: '11 E Superior St', city: 'Duluth', zip: '55802', area: '218', market: 'duluth' },
  { street: '1200 Kenwood Ave', city: 'Duluth', zip: '55811', area: '218', market: 'duluth' },
];

export const DEMO_COMPANIES: { name: string; type: CompanyType; isActive: boolean; sponsorships: string[] }[] = [
  { name: 'North Star Commercial Realty', type: 'Broker', isActive: true, sponsorships: ['Platinum'] },
  { name: 'Lakeshore Brokerage Group', type: 'Broker', isActive: true, sponsorships: ['Gold', 'Event Partner'] },
  { name: 'Twin Cities Commercial Partners', type: 'Broker', isActive: true, sponsorships: ['Silver'] },
  { name: 'Mississippi River Realty', type: 'Broker', isActive: false, sponsorships: [] },
  { name: 'Gopher State Properties', type: 'Broker', isActive: true, sponsorships: ['Bronze'] },
  { name: 'Prairie Lease Advisors', type: 'Consultant', isActive: true, sponsorships: [] },
  { name: 'Summit Site Selection', type: 'Consultant', isActive: true, sponsorships: ['Media Partner'] },
  { name: 'Boundary Waters Consulting', type: 'Consultant', isActive: true, sponsorships: [] },
  { name: 'Metro Valuation Services', type: 'Appraisal', isActive: true, sponsorships: ['Silver'] },
  { name: 'Iron Range Appraisal Co.', type: 'Appraisal', isActive: true, sponsorships: [] },
  { name: 'Zumbro Valley Appraisers', type: 'Appraisal', isActive: true, sponsorships: ['Bronze'] },
  { name: 'Riverfront Development Co.', type: 'Developer', isActive: true, sponsorships: ['Platinum', 'Event Partner'] },
  { name: 'Ten Thousand Lakes Developers', type: 'Developer', isActive: true, sponsorships: [] },
  { name: 'Mill District Builders', type: 'Developer', isActive: true, sponsorships: ['Gold'] },
  { name: 'Cedar Capital Investments', type: 'Investments', isActive: true, sponsorships: ['Gold'] },
  { name: 'Loring Park Equity', type: 'Investments', isActive: true, sponsorships: [] },
  { name: 'Headwaters Real Estate Fund', type: 'Investments', isActive: true, sponsorships: ['Silver'] },
  { name: 'Bluff Country Holdings', type: 'Investments', isActive: false, sponsorships: [] },
  { name: 'Stone Arch Design Studio', type: 'Design/Architecture', isActive: true, sponsorships: ['Event Partner'] },
  { name: 'Lake Harriet Architects', type: 'Design/Architecture', isActive: true, sponsorships: [] },
  { name: 'Northern Light Design', type: 'Design/Architecture', isActive: true, sponsorships: ['Bronze'] },
  { name: 'Minnesota Property Managers Network', type: 'Other', isActive: true, sponsorships: [] },
  { name: 'Skyway Facility Services', type: 'Other', isActive: true, sponsorships: ['Media Partner'] },
  { name: 'Great Lakes Title & Escrow', type: 'Other', isActive: true, sponsorships: ['Silver'] },
];

export const slug = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');

export interface SeedCompany {
  id: string;
  name: string;
  type: CompanyType;
  isActive: boolean;
  domain: string;
  locations: { id: string; name: string; place: Place }[];
}

/** The first location is the headquarters. */
export function demoCompanies(): SeedCompany[] {
  return DEMO_COMPANIES.map((c, i) => ({
    id: seedId('company', c.name),
    name: c.name,
    type: c.type,
    isActive: c.isActive,
    domain: `${slug(c.name)}.example.com`,
    locations: Array.from({ length: 1 + (i % 4) }, (_, j) => {
      const place = PLACES[(i * 3 + j * 5) % PLACES.length]!;
      return {
        id: seedId('location', `${c.name}#${j}`),
        name: j === 0 ? `${c.name} Headquarters` : `${c.name} - ${place.city}`,
        place,
      };
    }),
  }));
}
const DAY = 24 * 60 * 60 * 1000;
const SEED_EPOCH = Date.UTC(2025, 0, 6, 15, 0, 0);

function address(place: Place, suite: number): Address {
  return {
    addressLine1: place.street,
    addressLine2: suite ? `Suite ${suite}` : '',
    city: place.city,
    state: 'MN',
    zipCode: place.zip,
    country: DEFAULT_COUNTRY,
  };
}

function locationRow(opts: {
  id: string;
  companyId: string;
  name: string;
  nrdsId: string;
  n: number;
  place: Place;
  createdAt: Date;
}): NewLocation {
  const { n, place } = opts;
  const physical = address(place, (n % 5) * 100);
  const sameMailing = n % 3 !== 2;
  return {
    id: opts.id,
    companyId: opts.companyId,
    name: opts.name,
    nrdsId: opts.nrdsId,
    type: n % 4 === 0 ? 'corporate' : n % 4 === 3 ? 'other' : 'branch',
    website: '',
    phoneNumber: `${place.area}-555-${String(100 + (n % 900)).padStart(4, '0')}`,
    marketId: place.market,
    largeCompany: n % 4 === 0 ? 'Yes' : 'No',
    mcpeAccessType: LOCATION_MCPE_ACCESS_TYPES[n % LOCATION_MCPE_ACCESS_TYPES.length]!,
    allowMcpeAccess: n % 2 === 0,
    currentMcpeStatus: MCPE_STATUSES[n % MCPE_STATUSES.length]!,
    currentMcpeStatusDate: new Date(SEED_EPOCH + (n % 365) * DAY).toISOString().slice(0, 10),
    fax: n % 3 === 0 ? `${place.area}-555-${String(1000 + (n % 8000)).padStart(4, '0')}` : '',
    contactName: ['Kari Lindqvist', 'Tom Nguyen', 'Amina Yusuf', 'Pete Olson', 'Rosa Martinez', 'Dave Halvorson'][n % 6]!,
    contactPhone: `${place.area}-555-${String(200 + (n % 700)).padStart(4, '0')}`,
    rawDataFeeds: n % 2 === 0 ? 'Yes' : 'No',
    dataFeedsOffice: n % 3 === 0 ? 'Yes' : 'No',
    dataFeedsIndividual: n % 4 === 0 ? 'Yes' : 'No',
    templates: n % 5 === 0 ? 'Yes' : 'No',
    description: '',
    isMailingAddressAsPhysicalAddress: sameMailing,
    physicalAddress: physical,
    mailingAddress: sameMailing ? physical : { ...physical, addressLine1: `PO Box ${1000 + n}`, addressLine2: '' },
    createdAt: opts.createdAt,
    updatedAt: opts.createdAt,
  };
}

export async function seedCompanies(db: Database, demoUsers: { staffId: string; memberId: string }): Promise<void> {
  await db
    .insert(sponsorships)
    .values(
      DEMO_SPONSORSHIPS.map((s, i) => ({
        id: seedId('sponsorship', s.name),
        name: s.name,
        position: s.position,
        isActive: s.isActive,
        createdAt: new Date(SEED_EPOCH + i * DAY),
        updatedAt: new Date(SEED_EPOCH + i * DAY),
      })),
    )
    .onConflictDoNothing();
  const sponsorshipIds = new Map(
    (await db.select({ id: sponsorships.id, nameInLower: sponsorships.nameInLower }).from(sponsorships)).map((s) => [
      s.nameInLower,
      s.id,
    ]),
  );

  const companyRows: NewCompany[] = [];
  const locationRows: NewLocation[] = [];
  const links: { companyId: string; sponsorshipId: string }[] = [];
  let n = 0;
  const plans = demoCompanies();
  for (const [i, c] of DEMO_COMPANIES.entries()) {
    const { id, locations: places } = plans[i]!;
    const createdAt = new Date(SEED_EPOCH + i * 7 * DAY);
    companyRows.push({
      id,
      name: c.name,
      type: c.type,
      isActive: c.isActive,
      websiteUrl: `https://www.${slug(c.name)}.example.com`,
      description: `<p><strong>${c.name.replace(/&/g, '&amp;')}</strong> is a ${c.type.toLowerCase()} member of the association.</p>`,
      logo: null,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + (i % 5) * 3 * DAY),
    });
    for (const location of places) {
      locationRows.push(
        locationRow({ id: location.id, companyId: id, name: location.name, nrdsId: `50221${String(n).padStart(4, '0')}`, n, place: location.place, createdAt }),
      );
      n++;
    }
    for (const s of c.sponsorships) {
      const sponsorshipId = sponsorshipIds.get(s.toLowerCase());
      if (sponsorshipId) links.push({ companyId: id, sponsorshipId });
    }
  }
  Object.assign(locationRows[0]!, {
    payMemberId: demoUsers.memberId,
    designatedRealtorId: demoUsers.staffId,
    designatedRealtorName: 'Sam Staffer',
    designatedRealtorEmail: 'staff@example.com',
    designatedRealtorPhone: '612-555-0100',
  });

  await db.insert(companies).values(companyRows).onConflictDoNothing();
  await db.insert(locations).values(locationRows).onConflictDoNothing();
  await db.insert(companySponsorships).values(links).onConflictDoNothing();

  const first = companyRows[0]!.id!;
  const headquarters = locationRows[0]!.id!;
  await db
    .update(users)
    .set({ companyId: first, companyLocationId: headquarters })
    .where(and(inArray(users.id, [demoUsers.staffId, demoUsers.memberId]), isNull(users.companyId)));
}

// ---------------------------------------------------------------- many companies, for the speed check

const WORDS_A = ['North', 'South', 'East', 'West', 'Lake', 'River', 'Prairie', 'Summit', 'Cedar', 'Pine', 'Birch', 'Maple', 'Granite', 'Iron', 'Harbor', 'Bluff', 'Valley', 'Ridge', 'Metro', 'Capitol'];
const WORDS_B = ['Point', 'Crossing', 'Park', 'Gate', 'Bridge', 'Square', 'Commons', 'Landing', 'Plaza', 'Center', 'Station', 'Mill', 'Pointe'];
const SUFFIX: Record<CompanyType, string> = {
  Broker: 'Realty',
  Consultant: 'Advisors',
  Appraisal: 'Appraisal',
  Developer: 'Development',
  Investments: 'Capital',
  'Design/Architecture': 'Design',
  Other: 'Services',
};

/** The same number always gives the same company. */
export function bulkCompany(i: number): SeedCompany {
  const type = COMPANY_TYPES[i % COMPANY_TYPES.length]!;
  const name = `${WORDS_A[i % WORDS_A.length]} ${WORDS_B[Math.floor(i / WORDS_A.length) % WORDS_B.length]} ${SUFFIX[type]} ${String(i + 1).padStart(5, '0')}`;
  return {
    id: seedId('bulk-company', i),
    name,
    type,
    isActive: i % 9 !== 0,
    domain: `${slug(name)}.example.com`,
    locations: [0, 1, 2].map((j) => {
      const place = PLACES[(i + j * 7) % PLACES.length]!;
      return {
        id: seedId('bulk-location', i * 3 + j),
        name: j === 0 ? `${name} Headquarters` : `${name} - ${place.city}`,
        place,
      };
    }),
  };
}

/** Running it twice adds nothing. Returns how many were added. */
export async function seedManyCompanies(db: Database, count: number): Promise<number> {
  const [present] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(sql`${companies.id} = any(${`{${Array.from({ length: count }, (_, i) => seedId('bulk-company', i)).join(',')}}`}::uuid[])`);
  if ((present?.n ?? 0) >= count) return 0;
  const spons = await db.select({ id: sponsorships.id }).from(sponsorships).orderBy(sponsorships.position);
  const load = async (tx: Executor) => {
    const BATCH = 2000;
    for (let start = 0; start < count; start += BATCH) {
      const companyRows: NewCompany[] = [];
      const locationRows: NewLocation[] = [];
      const links: { companyId: string; sponsorshipId: string }[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const company = bulkCompany(i);
        const createdAt = new Date(SEED_EPOCH + (i % 700) * DAY + i * 1000);
        companyRows.push({
          id: company.id,
          name: company.name,
          type: company.type,
          isActive: company.isActive,
          websiteUrl: `https://www.${company.domain}`,
          description: '',
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (i % 60) * DAY),
        });
        for (const [j, location] of company.locations.entries()) {
          const k = i * 3 + j;
          locationRows.push(
            locationRow({
              id: location.id,
              companyId: company.id,
              name: location.name,
              // 6xxxxxxxx: outside the Auto NRDS range (5022xxxxx), so Auto ids stay plentiful.
              nrdsId: `6${String(k).padStart(8, '0')}`,
              n: k,
              place: location.place,
              createdAt,
            }),
          );
        }
        if (spons.length && i % 4 === 0) links.push({ companyId: company.id, sponsorshipId: spons[i % spons.length]!.id });
      }
      await insertJsonRows(tx, companies, companyRows);
      await insertJsonRows(tx, locations, locationRows);
      await insertJsonRows(tx, companySponsorships, links);
    }
  };
  const added = count - (present?.n ?? 0);
  // Four rows a company, with its three locations.
  if (added * 4 >= DEFER_INDEXES_FROM) await withIndexesDeferred(db, [companies, locations, companySponsorships], load);
  else await load(db);
  return added;
}
