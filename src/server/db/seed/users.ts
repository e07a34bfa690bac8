import { sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY, DEFAULT_STATE } from '../../../shared/addresses';
import type { CompanyType, Market } from '../../../shared/companies';
import {
  ASSOCIATION_MARKETS,
  BUSINESS_TYPES,
  GENERATIONS,
  L_MEMBER_STATUSES,
  MARKET_AREAS,
  MEMBER_STATUSES,
  REAL_ESTATE_SPECIALTIES,
  REALTOR_ASSOCIATIONS,
  STAFF_ROLE,
  SUPPORT_GROUP,
  VOLUNTEER_GROUPS,
  type UserRole,
} from '../../../shared/users';
import { fullName } from '../../core/session';
import type { Database } from '../client';
import { locations, users, type NewUser } from '../schema';
import { DEFER_INDEXES_FROM, insertJsonRows, insertLinks, withIndexesDeferred, type Executor } from './bulk';
import { bulkCompany, demoCompanies, seedId, type SeedCompany } from './companies';
import { seededRandom, type Random } from './random';

/**
 * Plausible people, from seeded random numbers so each run gives the same ones; bulk user i never
 * depends on how many are asked for.
 */

type Kind = Exclude<UserRole, 'superAdmin'>;
type Area = (typeof MARKET_AREAS)[number];
type AssociationMarket = (typeof ASSOCIATION_MARKETS)[number];
type RealtorAssociation = (typeof REALTOR_ASSOCIATIONS)[number];

// ---------------------------------------------------------------- value lists

const FIRST_NAMES = [
  'Anna', 'Erik', 'Kari', 'Lars', 'Ingrid', 'Nils', 'Sven', 'Britta', 'Karin', 'Ole', 'Greta', 'Hans', 'Peter', 'Paul',
  'Mary', 'John', 'Michael', 'Jennifer', 'David', 'Sarah', 'James', 'Jessica', 'Robert', 'Emily', 'Daniel', 'Laura',
  'Matthew', 'Megan', 'Andrew', 'Rachel', 'Joshua', 'Amanda', 'Ryan', 'Nicole', 'Brian', 'Heather', 'Kevin', 'Kristin',
  'Mark', 'Amy', 'Scott', 'Julie', 'Jason', 'Lisa', 'Eric', 'Angela', 'Steven', 'Molly', 'Tom', 'Katie', 'Joe', 'Bridget',
  'Patrick', 'Colleen', 'Tim', 'Maureen', 'Dan', 'Shannon', 'Aaron', 'Hannah', 'Nathan', 'Olivia', 'Tyler', 'Madison',
  'Jacob', 'Abby', 'Kyle', 'Brooke', 'Zach', 'Taylor', 'Mai', 'Pa', 'Tou', 'Kou', 'Yer', 'Chue', 'Nou', 'Pheng', 'Abdi',
  'Amina', 'Hodan', 'Mohamed', 'Fadumo', 'Ahmed', 'Sahra', 'Hassan', 'Linh', 'Minh', 'Thao', 'Duc', 'Carlos', 'Maria',
  'Luis', 'Sofia', 'Diego', 'Ana', 'Gretchen', 'Dale', 'Sharon', 'Gary', 'Linda', 'Wayne', 'Brenda', 'Curt', 'Jill',
] as const;

const MIDDLE_NAMES = ['Marie', 'Ann', 'Lynn', 'James', 'Lee', 'Michael', 'Elizabeth', 'John', 'Joseph', 'Rose', 'Jean', 'Kay', 'Ray', 'Dean', 'Grace'] as const;

const LAST_NAMES = [
  'Johnson', 'Anderson', 'Nelson', 'Olson', 'Peterson', 'Larson', 'Carlson', 'Hanson', 'Swanson', 'Erickson', 'Lindquist',
  'Lindgren', 'Berg', 'Dahl', 'Halvorson', 'Gustafson', 'Johnston', 'Thompson', 'Miller', 'Schmidt', 'Schultz', 'Meyer',
  'Wagner', 'Becker', 'Hoffman', 'Kowalski', 'Nowak', 'Smith', 'Jones', 'Brown', 'Wilson', 'Moore', 'Taylor', 'Martin',
  'Jackson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green',
  'Baker', 'Adams', 'Campbell', "O'Brien", 'Murphy', 'Kelly', 'Sullivan', 'Ryan', 'Doyle', 'Quinn', 'Nguyen', 'Tran',
  'Pham', 'Le', 'Vang', 'Xiong', 'Yang', 'Lee', 'Thao', 'Her', 'Moua', 'Lor', 'Hassan', 'Mohamed', 'Ali', 'Warsame',
  'Abdi', 'Garcia', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Rodriguez', 'Sandberg', 'Sorensen', 'Engstrom',
  'Bjork', 'Solberg', 'Haugen', 'Moen', 'Bakken', 'Tollefson', 'Ostrander', 'Ruud', 'Skoglund', 'Wick', 'Nystrom',
  'Hedlund', 'Kraus', 'Vogel', 'Zimmerman', 'Koch', 'Lund', 'Dunn', 'Boyle', 'Flanagan', 'Mattson', 'Jorgenson',
] as const;

interface Home {
  city: string;
  area: string;
  zips: readonly string[];
  /** Keeps home and office near each other. */
  region: Market;
  market: AssociationMarket;
  areas: readonly Area[];
  association: RealtorAssociation;
  weight: number;
}

const TC = { region: 'twinCities', market: 'Twin Cities' } as const;
const HOMES: Home[] = [
  { city: 'Minneapolis', area: '612', zips: ['55405', '55406', '55407', '55408', '55409', '55410', '55414', '55417', '55418', '55419'], ...TC, areas: ['Minneapolis CBD', 'Northeast', 'Southwest'], association: 'Minneapolis Area REALTORS', weight: 12 },
  { city: 'St. Paul', area: '651', zips: ['55102', '55104', '55105', '55106', '55108', '55116', '55117'], ...TC, areas: ['St. Paul CBD', 'Northeast', 'Southeast'], association: 'Saint Paul Area Association of REALTORS', weight: 8 },
  { city: 'Bloomington', area: '952', zips: ['55420', '55425', '55431', '55437', '55438'], ...TC, areas: ['Southwest', 'Southeast'], association: 'Southwest Metro Association of REALTORS', weight: 3 },
  { city: 'Edina', area: '952', zips: ['55424', '55435', '55436', '55439'], ...TC, areas: ['Southwest'], association: 'Southwest Metro Association of REALTORS', weight: 4 },
  { city: 'Minnetonka', area: '952', zips: ['55305', '55343', '55345'], ...TC, areas: ['Southwest'], association: 'Southwest Metro Association of REALTORS', weight: 3 },
  { city: 'Eden Prairie', area: '952', zips: ['55344', '55346', '55347'], ...TC, areas: ['Southwest'], association: 'Southwest Metro Association of REALTORS', weight: 3 },
  { city: 'Wayzata', area: '952', zips: ['55391'], ...TC, areas: ['Southwest'], association: 'Southwest Metro Association of REALTORS', weight: 1 },
  { city: 'Chanhassen', area: '952', zips: ['55317'], ...TC, areas: ['Southwest'], association: 'Southwest Metro Association of REALTORS', weight: 1 },
  { city: 'Shakopee', area: '952', zips: ['55379'], ...TC, areas: ['Southwest'], association: 'Southwest Metro Association of REALTORS', weight: 1 },
  { city: 'St. Louis Park', area: '952', zips: ['55416', '55426'], ...TC, areas: ['Southwest', 'Minneapolis CBD'], association: 'Minneapolis Area REALTORS', weight: 2 },
  { city: 'Richfield', area: '612', zips: ['55423'], ...TC, areas: ['Southwest'], association: 'Minneapolis Area REALTORS', weight: 1 },
  { city: 'Golden Valley', area: '763', zips: ['55422', '55427'], ...TC, areas: ['Northwest'], association: 'Minneapolis Area REALTORS', weight: 1 },
  { city: 'Plymouth', area: '763', zips: ['55441', '55446', '55447'], ...TC, areas: ['Northwest'], association: 'Northwest Metro Association of REALTORS', weight: 3 },
  { city: 'Maple Grove', area: '763', zips: ['55311', '55369'], ...TC, areas: ['Northwest'], association: 'Northwest Metro Association of REALTORS', weight: 2 },
  { city: 'Brooklyn Park', area: '763', zips: ['55443', '55444', '55445'], ...TC, areas: ['Northwest'], association: 'Northwest Metro Association of REALTORS', weight: 1 },
  { city: 'Coon Rapids', area: '763', zips: ['55433', '55448'], ...TC, areas: ['Northwest', 'Northeast'], association: 'Northwest Metro Association of REALTORS', weight: 1 },
  { city: 'Blaine', area: '763', zips: ['55434', '55449'], ...TC, areas: ['Northeast'], association: 'Minneapolis Area REALTORS', weight: 1 },
  { city: 'Roseville', area: '651', zips: ['55113'], ...TC, areas: ['Northeast'], association: 'Saint Paul Area Association of REALTORS', weight: 1 },
  { city: 'Shoreview', area: '651', zips: ['55126'], ...TC, areas: ['Northeast'], association: 'Saint Paul Area Association of REALTORS', weight: 1 },
  { city: 'White Bear Lake', area: '651', zips: ['55110'], ...TC, areas: ['Northeast'], association: 'Saint Paul Area Association of REALTORS', weight: 1 },
  { city: 'Stillwater', area: '651', zips: ['55082'], ...TC, areas: ['Northeast', 'Southeast'], association: 'Saint Paul Area Association of REALTORS', weight: 1 },
  { city: 'Woodbury', area: '651', zips: ['55125', '55129'], ...TC, areas: ['Southeast'], association: 'Saint Paul Area Association of REALTORS', weight: 2 },
  { city: 'Eagan', area: '651', zips: ['55121', '55122', '55123'], ...TC, areas: ['Southeast'], association: 'Saint Paul Area Association of REALTORS', weight: 2 },
  { city: 'Apple Valley', area: '952', zips: ['55124'], ...TC, areas: ['Southeast'], association: 'Southwest Metro Association of REALTORS', weight: 1 },
  { city: 'Burnsville', area: '952', zips: ['55306', '55337'], ...TC, areas: ['Southwest', 'Southeast'], association: 'Southwest Metro Association of REALTORS', weight: 1 },
  { city: 'Lakeville', area: '952', zips: ['55044'], ...TC, areas: ['Southeast'], association: 'Southwest Metro Association of REALTORS', weight: 1 },
  { city: 'Hastings', area: '651', zips: ['55033'], ...TC, areas: ['Southeast', 'Out of Metro'], association: 'Saint Paul Area Association of REALTORS', weight: 1 },
  { city: 'Rochester', area: '507', zips: ['55901', '55902', '55904', '55906'], region: 'rochester', market: 'Rochester', areas: ['Rochester'], association: 'Rochester Area Association of REALTORS', weight: 5 },
  { city: 'Byron', area: '507', zips: ['55920'], region: 'rochester', market: 'Rochester', areas: ['Rochester', 'Out of Metro'], association: 'Rochester Area Association of REALTORS', weight: 1 },
  { city: 'Stewartville', area: '507', zips: ['55976'], region: 'rochester', market: 'Rochester', areas: ['Rochester', 'Out of Metro'], association: 'Rochester Area Association of REALTORS', weight: 1 },
  { city: 'Winona', area: '507', zips: ['55987'], region: 'rochester', market: 'Rochester', areas: ['Out of Metro'], association: 'Southeast Minnesota Association of REALTORS', weight: 1 },
  { city: 'Owatonna', area: '507', zips: ['55060'], region: 'rochester', market: 'Mankato', areas: ['Out of Metro'], association: 'REALTOR Association of Southern Minnesota', weight: 1 },
  { city: 'Mankato', area: '507', zips: ['56001'], region: 'rochester', market: 'Mankato', areas: ['Out of Metro'], association: 'REALTOR Association of Southern Minnesota', weight: 3 },
  { city: 'North Mankato', area: '507', zips: ['56003'], region: 'rochester', market: 'Mankato', areas: ['Out of Metro'], association: 'REALTOR Association of Southern Minnesota', weight: 1 },
  { city: 'St. Cloud', area: '320', zips: ['56301', '56303', '56304'], region: 'stCloud', market: 'St Cloud', areas: ['St Cloud'], association: 'St. Cloud Area Association of REALTORS', weight: 4 },
  { city: 'Sartell', area: '320', zips: ['56377'], region: 'stCloud', market: 'St Cloud', areas: ['St Cloud'], association: 'St. Cloud Area Association of REALTORS', weight: 1 },
  { city: 'Sauk Rapids', area: '320', zips: ['56379'], region: 'stCloud', market: 'St Cloud', areas: ['St Cloud'], association: 'St. Cloud Area Association of REALTORS', weight: 1 },
  { city: 'Willmar', area: '320', zips: ['56201'], region: 'stCloud', market: 'St Cloud', areas: ['Out of Metro'], association: 'Willmar Area Association of REALTORS', weight: 1 },
  { city: 'Alexandria', area: '320', zips: ['56308'], region: 'stCloud', market: 'St Cloud', areas: ['Out of Metro'], association: 'Central Minnesota Association of REALTORS', weight: 1 },
  { city: 'Fergus Falls', area: '218', zips: ['56537'], region: 'stCloud', market: 'St Cloud', areas: ['Out of Metro'], association: 'Fergus Falls Area Association of REALTORS', weight: 1 },
  { city: 'Duluth', area: '218', zips: ['55803', '55804', '55805', '55811', '55812'], region: 'duluth', market: 'Duluth', areas: ['Duluth'], association: 'Duluth Area Association of REALTORS', weight: 4 },
  { city: 'Hermantown', area: '218', zips: ['55811'], region: 'duluth', market: 'Duluth', areas: ['Duluth'], association: 'Duluth Area Association of REALTORS', weight: 1 },
  { city: 'Hibbing', area: '218', zips: ['55746'], region: 'duluth', market: 'Duluth', areas: ['Out of Metro'], association: 'Range Association of REALTORS', weight: 1 },
  { city: 'Grand Rapids', area: '218', zips: ['55744'], region: 'duluth', market: 'Duluth', areas: ['Out of Metro'], association: 'Northeast Minnesota Association of REALTORS', weight: 1 },
  { city: 'Brainerd', area: '218', zips: ['56401'], region: 'duluth', market: 'Duluth', areas: ['Out of Metro'], association: 'Lakes Area REALTORS', weight: 1 },
  { city: 'Bemidji', area: '218', zips: ['56601'], region: 'duluth', market: 'Duluth', areas: ['Out of Metro'], association: 'Bemidji Board of REALTORS', weight: 1 },
];
const HOMES_BY_REGION = new Map<Market, [Home, number][]>();
for (const home of HOMES) {
  const list = HOMES_BY_REGION.get(home.region) ?? [];
  list.push([home, home.weight]);
  HOMES_BY_REGION.set(home.region, list);
}
const ALL_HOMES: [Home, number][] = HOMES.map((h) => [h, h.weight]);

const STREETS: Record<string, readonly string[]> = {
  Minneapolis: ['Lyndale Ave S', 'Bryant Ave S', 'Girard Ave S', 'Xerxes Ave S', 'Minnehaha Pkwy', 'Upton Ave S', 'Penn Ave N', 'Johnson St NE', 'Lake of the Isles Pkwy', 'Cedar Ave S', 'W 50th St'],
  'St. Paul': ['Summit Ave', 'Grand Ave', 'Randolph Ave', 'Jefferson Ave', 'Como Ave', 'Lexington Pkwy N', 'Hamline Ave S', 'Cleveland Ave S', 'Mississippi River Blvd S'],
  Duluth: ['London Rd', 'E Superior St', 'Woodland Ave', 'Skyline Pkwy', 'Jean Duluth Rd', 'E 4th St', 'Glenwood St'],
  Rochester: ['Memorial Pkwy SW', 'Mayowood Rd SW', '2nd St SW', 'Elton Hills Dr NW', 'Viola Rd NE', 'Bamber Valley Rd SW'],
  'St. Cloud': ['Division St', 'Riverside Dr SE', '9th Ave S', 'Cooper Ave S', '33rd Ave N'],
};
const COMMON_STREETS = [
  'Oak St', 'Maple Dr', 'Birch Ln', 'Pine Ridge Dr', 'Lakeview Ter', 'Valley View Rd', 'Ridgewood Dr', 'Sunset Dr', 'Highland Pkwy',
  'Main St', 'Broadway Ave', 'Woodland Dr', 'Heritage Ln', 'Prairie Trl', 'Aspen Way', 'Lakeshore Dr', 'Eagle Ridge Rd', 'Timberline Ct',
  'Wildflower Way', 'Cedar Ln', 'Park Ave', 'County Road 5', 'Hillcrest Dr', 'Meadow Ln', 'Forest Rd',
] as const;

const DESIGNATIONS_BY_TYPE: Record<CompanyType, readonly (readonly [string, number])[]> = {
  Broker: [['CCIM', 5], ['SIOR', 4], ['CCIM, SIOR', 2], ['CRE', 1], ['CLS', 1], ['CPM', 1]],
  Consultant: [['CRE', 3], ['CCIM', 3], ['MCR', 2], ['SIOR', 1]],
  Appraisal: [['MAI', 6], ['MAI, SRA', 2], ['SRA', 2], ['MAI, CCIM', 1]],
  Developer: [['LEED AP', 4], ['CCIM', 3], ['CCIM, LEED AP', 1]],
  Investments: [['CCIM', 5], ['CPM', 2], ['CFA', 2], ['CCIM, CPM', 1]],
  'Design/Architecture': [['AIA', 5], ['AIA, LEED AP', 3], ['NCIDQ', 1]],
  Other: [['CPM', 4], ['RPA', 3], ['FMA', 2], ['CCIM', 1]],
};

const SPECIALTIES_BY_TYPE: Record<CompanyType, readonly (typeof REAL_ESTATE_SPECIALTIES)[number][]> = {
  Broker: ['Industrial', 'Office', 'Retail', 'Land', 'Investment', 'Multi-Family', 'Tenant Rep', 'Hospitality'],
  Consultant: ['Tenant Rep', 'Office', 'Retail', 'Industrial'],
  Appraisal: ['Appraisal', 'Office', 'Industrial', 'Multi-Family', 'Land'],
  Developer: ['Developer', 'Industrial', 'Multi-Family', 'Retail', 'Land'],
  Investments: ['Investment', 'Multi-Family', 'Office', 'Industrial', 'Retail'],
  'Design/Architecture': ['Office', 'Hospitality', 'Retail', 'Multi-Family'],
  Other: ['Office', 'Retail', 'Industrial', 'Multi-Family'],
};

const LINE_OF_WORK_BY_TYPE: Record<CompanyType, readonly (readonly ['Design' | 'Development' | 'Appraisal' | 'Consulting' | 'Transactions' | 'Other', number])[]> = {
  Broker: [['Transactions', 10], ['Consulting', 1]],
  Consultant: [['Consulting', 10], ['Transactions', 2]],
  Appraisal: [['Appraisal', 10], ['Consulting', 1]],
  Developer: [['Development', 10], ['Transactions', 1]],
  Investments: [['Transactions', 5], ['Other', 3], ['Development', 1]],
  'Design/Architecture': [['Design', 10], ['Development', 1]],
  Other: [['Other', 10], ['Consulting', 1]],
};

const BUSINESS_BY_TYPE: Record<CompanyType, readonly (typeof BUSINESS_TYPES)[number][]> = {
  Broker: ['Real Estate Media', 'Technology'],
  Consultant: ['Energy Consulting', 'Environmental Services', 'Engineering'],
  Appraisal: ['Appraisal Services'],
  Developer: ['Construction Management', 'Contractor', 'Engineering'],
  Investments: ['Banking/Financing', 'Accounting', 'Insurance'],
  'Design/Architecture': ['Architecture', 'Interior Design', 'Signage'],
  Other: ['Property Management', 'Facility Management', 'Title', 'Moving and Relocation', 'Attorneys'],
};

const TITLES_BY_TYPE: Record<CompanyType, readonly string[]> = {
  Broker: ['Senior Vice President', 'Vice President', 'Associate', 'Senior Associate', 'Managing Director', 'Principal', 'Broker'],
  Consultant: ['Site Selection Consultant', 'Senior Advisor', 'Principal', 'Workplace Strategist'],
  Appraisal: ['Senior Appraiser', 'Certified General Appraiser', 'Review Appraiser', 'Valuation Director'],
  Developer: ['Development Manager', 'Vice President of Development', 'Project Manager', 'Development Associate'],
  Investments: ['Acquisitions Director', 'Portfolio Manager', 'Asset Manager', 'Investment Analyst'],
  'Design/Architecture': ['Architect', 'Project Architect', 'Interior Designer', 'Design Principal'],
  Other: ['Property Manager', 'Facility Manager', 'Escrow Officer', 'Account Executive'],
};

const STAFF_TITLES = [
  'Membership Coordinator', 'Events Manager', 'Director of Member Services', 'Data Services Specialist', 'Education Manager',
  'Communications Manager', 'Accounting Manager', 'Sponsorship Manager', 'Research Analyst', 'Office Administrator',
] as const;
const SUPPORT_TITLES = [
  'Marketing Coordinator', 'Research Analyst', 'Office Manager', 'Transaction Coordinator', 'Executive Assistant',
  'Brokerage Operations Manager', 'GIS Analyst',
] as const;
const NON_MEMBER_WORK: Record<string, string> = {
  Accounting: 'a CPA advising property owners on cost segregation and 1031 exchanges',
  Architecture: 'an architect working on tenant improvements and adaptive reuse',
  Attorneys: 'an attorney practising commercial real estate and leasing law',
  'Banking/Financing': 'a commercial lender financing owner-occupied and investment property',
  Contractor: 'a general contractor building out office and industrial space',
  Title: 'an escrow officer closing commercial transactions',
  'Appraisal Services': 'an appraiser of commercial and agricultural property',
  'Construction Management': 'a construction manager for ground-up and renovation projects',
  'Energy Consulting': 'an energy consultant benchmarking commercial buildings',
  Engineering: 'a civil engineer working on site plans and entitlements',
  'Environmental Services': 'an environmental consultant preparing Phase I and II assessments',
  'Facility Management': 'a facility manager for a corporate campus',
  Insurance: 'an insurance broker covering commercial property',
  'Interior Design': 'an interior designer planning workplaces',
  'Moving and Relocation': 'a relocation manager moving offices and warehouses',
  'Property Management': 'a property manager of multi-tenant office and retail buildings',
  'Real Estate Media': 'a photographer and drone pilot shooting commercial listings',
  Signage: 'a sign company owner serving retail centers',
  Technology: 'a software consultant for brokerages and landlords',
};
const HOBBIES = [
  'volunteers with Habitat for Humanity', 'coaches youth hockey', 'spends summers at a cabin up north', 'skis the Birkebeiner',
  'fishes on Mille Lacs', 'serves on a city planning commission', 'bikes the Grand Rounds', 'cheers on the Twins and the Wild',
  'paddles the Boundary Waters every August', 'sings in a church choir', 'runs Grandma\'s Marathon', 'mentors students at the Carlson School',
] as const;
const SPECIALTY_WORDS: Record<string, string> = {
  Investment: 'investment sales',
  Appraisal: 'valuation',
  Developer: 'development',
  'Tenant Rep': 'tenant representation',
  'Multi-Family': 'multi-family',
};
const WORK_BY_TYPE: Record<CompanyType, readonly string[]> = {
  Broker: ['has represented owners and tenants in leases and sales', 'has closed sales and sale-leasebacks', 'has leased and sold buildings'],
  Consultant: ['has advised corporate occupiers on site selection and lease strategy', 'has run portfolio and workplace studies'],
  Appraisal: ['has appraised property for lenders, owners and courts', 'has completed valuation and review assignments'],
  Developer: ['has delivered build-to-suit and speculative projects', 'has taken projects from entitlement to lease-up'],
  Investments: ['has acquired and managed income property', 'has structured joint ventures and 1031 exchanges'],
  'Design/Architecture': ['has designed office fit-outs and adaptive-reuse projects', 'has planned workplaces, stores and hotels'],
  Other: ['has managed multi-tenant office and retail buildings', 'has served owners and occupiers'],
};
const COMMITTEES = VOLUNTEER_GROUPS.filter((g) => g !== 'Board of Directors');
const ADMIN_NOTES = [
  'Dues paid by company invoice.', 'Prefers phone contact over e-mail.', 'Requested a printed copy of the annual directory.',
  'Designation status to be checked at renewal.', 'MCPE seat shared with the office manager until renewal.',
  'Speaker at the market forecast event.', 'Mailing address updated after the office move.', 'Nominated for the Board of Directors.',
  'Late renewal fee waived once (approved by the membership desk).', 'Asked to be left out of the printed roster.',
  'Moved from a residential brokerage this year.', 'Pays dues in two instalments.',
] as const;
const LANGUAGES: [string, number][] = [
  ['en_US', 930], ['es_MX', 20], ['so_SO', 15], ['hmn_US', 15], ['vi_VN', 8], ['en_GB', 4], ['de_DE', 3], ['nb_NO', 3], ['sv_SE', 2],
];
const BIRTH_YEARS: [[number, number, (typeof GENERATIONS)[number]], number][] = [
  [[1938, 1945, 'Silent Generation'], 3],
  [[1946, 1964, 'Baby Boomer'], 24],
  [[1965, 1980, 'Generation X'], 36],
  [[1981, 1996, 'Millennial'], 30],
  [[1997, 2003, 'Generation Z'], 7],
];
const MEMBER_STATUS_WEIGHTS: [(typeof MEMBER_STATUSES)[number], number][] = [
  ['Active', 78], ['Pending', 8], ['Inactive', 6], ['Suspended', 4], ['Terminated', 4],
];
/** Never a real domain, so no seeded mail reaches anyone. */
const PERSONAL_DOMAINS = { demo: ['example.net', 'example.org'], bulk: ['mail.example.net', 'home.example.org'] } as const;
const STAFF_DOMAIN = { demo: 'association.example.org', bulk: 'staff.association.example.org' } as const;

// ---------------------------------------------------------------- one user

/** Every column given, as insertJsonRows needs all rows of a batch to have the same keys. */
export type SeedUserRow = Required<NewUser>;

interface UserPlan {
  id: string;
  kind: Kind;
  rng: Random;
  company: SeedCompany | null;
  location: SeedCompany['locations'][number] | null;
  nrds: string | null;
  serial: number;
  set: 'demo' | 'bulk';
  emails: Set<string>;
  passwordHash: string;
  today: number;
}

const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const emailPart = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');

function uniqueEmail(emails: Set<string>, first: string, last: string, domain: string, rng: Random): string {
  const f = emailPart(first);
  const l = emailPart(last);
  const candidates = rng.chance(0.7) ? [`${f}.${l}`, `${f[0]}${l}`, `${f}${l}`] : [`${f[0]}${l}`, `${f}.${l}`, `${f}${l[0]}`];
  for (const local of candidates) {
    const email = `${local}@${domain}`;
    if (!emails.has(email)) {
      emails.add(email);
      return email;
    }
  }
  for (let n = 2; ; n++) {
    const email = `${f}.${l}${n}@${domain}`;
    if (!emails.has(email)) {
      emails.add(email);
      return email;
    }
  }
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');
const listed = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function phone(rng: Random, area: string): string {
  return `${area}-555-${pad(rng.int(100, 9999), 4)}`;
}

function homeNear(rng: Random, region: Market | undefined): Home {
  return region && rng.chance(0.85) ? rng.weighted(HOMES_BY_REGION.get(region)!) : rng.weighted(ALL_HOMES);
}

function areasFor(rng: Random, region: Market): Area[] {
  switch (region) {
    case 'rochester':
      return rng.chance(0.3) ? ['Rochester', 'Out of Metro'] : ['Rochester'];
    case 'stCloud':
      return rng.chance(0.3) ? ['St Cloud', 'Out of Metro'] : ['St Cloud'];
    case 'duluth':
      return rng.chance(0.3) ? ['Out of Metro', 'Duluth'] : ['Duluth'];
    default: {
      const metro = rng.some(['Minneapolis CBD', 'Northwest', 'Northeast', 'St. Paul CBD', 'Southwest', 'Southeast'] as const, 1, 3);
      return rng.chance(0.1) ? [...metro, 'Out of Metro'] : metro;
    }
  }
}

const MARKET_OF_REGION: Record<Market, AssociationMarket> = {
  twinCities: 'Twin Cities',
  rochester: 'Rochester',
  stCloud: 'St Cloud',
  duluth: 'Duluth',
};

function makeUser(p: UserPlan): SeedUserRow {
  const { rng, kind, company, location } = p;
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const middleName = rng.chance(0.35) ? `${String.fromCharCode(65 + rng.int(0, 22))}.` : rng.chance(0.1) ? rng.pick(MIDDLE_NAMES) : null;
  const name = fullName(firstName, lastName, middleName);
  const region = location?.place.market;
  const home = homeNear(rng, region);
  const officeArea = location?.place.area ?? home.area;

  const [fromYear, toYear, generation] = rng.weighted(BIRTH_YEARS);
  const birthYear = rng.int(fromYear, toYear);
  const dob = `${birthYear}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
  const thisYear = new Date(p.today).getUTCFullYear();
  const experience = Math.max(0, Math.min(50, thisYear - birthYear - 22 - rng.int(0, 8)));

  const createdAt = new Date(p.today - rng.int(1, 3 * 365) * DAY - rng.int(0, DAY / 1000 - 1) * 1000);
  const updatedAt = new Date(Math.min(p.today, createdAt.getTime() + rng.int(0, 400) * DAY));
  const recent = p.today - createdAt.getTime() < 90 * DAY;

  const type: CompanyType = company?.type ?? 'Other';
  const title = kind === STAFF_ROLE ? rng.pick(STAFF_TITLES) : kind === 'support' ? rng.pick(SUPPORT_TITLES) : rng.pick(TITLES_BY_TYPE[type]);

  let email: string;
  let mncarMemberStatus: string | null = null;
  let mncarlMemberStatus: string | null = null;
  let mncarMiscellaneousStatus: string | null = null;
  let alowMcpeAccess = false;
  let mcpeAccessType: string | null = 'N/A';
  let designations = '';
  let reLicenseNo = '';
  let realtorAssociation: string | null = null;
  let realStateSpecialty: string[] = [];
  let marketAreaSpecialty: string[] = [];
  let currentLineOfWork: string[] = [];
  let mncarMarket: string[] = [];
  let typeOfBusiness: string[] = [];
  let volunteer: string[] = [];
  let groups: string[] = [];
  let ethics: string | null = null;
  let orientation: string | null = null;
  let isActive = true;
  let websiteUrl = '';
  let adminEmail = '';
  let cdxAccessCode = '';
  let biography: string;
  let description: string;
  const hobby = rng.chance(0.6) ? ` Outside the office, ${firstName} ${rng.pick(HOBBIES)}.` : '';

  if (kind === STAFF_ROLE) {
    email = uniqueEmail(p.emails, firstName, lastName, STAFF_DOMAIN[p.set], rng);
    alowMcpeAccess = true;
    mcpeAccessType = 'Staff';
    groups = rng.chance(0.3) ? ['Administrators', 'Staff'] : ['Staff'];
    isActive = rng.chance(0.9);
    adminEmail = rng.chance(0.5) ? `membership@${STAFF_DOMAIN[p.set]}` : '';
    biography = `${name} is the association's ${title}, on staff since ${createdAt.getUTCFullYear()}.${hobby}`;
    description = `${title}, association staff.`;
  } else if (kind === 'support') {
    email = uniqueEmail(p.emails, firstName, lastName, company?.domain ?? rng.pick(PERSONAL_DOMAINS[p.set]), rng);
    mncarMemberStatus = 'Active';
    mncarMiscellaneousStatus = rng.chance(0.5) ? 'Active' : null;
    alowMcpeAccess = true;
    mcpeAccessType = 'Support';
    groups = rng.chance(0.3) ? ['Affiliate', SUPPORT_GROUP] : [SUPPORT_GROUP];
    currentLineOfWork = ['Other'];
    mncarMarket = [MARKET_OF_REGION[region ?? 'twinCities']];
    marketAreaSpecialty = areasFor(rng, region ?? 'twinCities');
    ethics = 'Approved';
    orientation = recent && rng.chance(0.5) ? 'Pending' : 'Approved';
    isActive = rng.chance(0.92);
    adminEmail = company ? `office@${company.domain}` : '';
    biography = `${name} is ${article(title)} ${title} ${company ? `at ${company.name}` : ''}, supporting its brokers with listings, research and MCPE searches.${hobby}`.replace(' ,', ',');
    description = `${title}${company ? `, ${company.name}` : ''}.`;
  } else if (kind === 'member') {
    const domain = company && rng.chance(0.92) ? company.domain : rng.pick(PERSONAL_DOMAINS[p.set]);
    email = uniqueEmail(p.emails, firstName, lastName, domain, rng);
    mncarMemberStatus = recent && rng.chance(0.4) ? 'Pending' : rng.weighted(MEMBER_STATUS_WEIGHTS);
    mncarlMemberStatus = rng.chance(0.4) ? rng.weighted<(typeof L_MEMBER_STATUSES)[number]>([['Active', 8], ['Pending', 1], ['Inactive', 1]]) : null;
    mncarMiscellaneousStatus = rng.chance(0.5) ? (rng.chance(0.8) ? 'Active' : 'Inactive') : null;
    alowMcpeAccess = rng.chance(0.85);
    mcpeAccessType = alowMcpeAccess ? rng.weighted([['Billable', 5], ['Billable-Autopay', 4], ['ADN', 2]] as const) : 'N/A';
    designations = rng.chance(0.35) ? rng.weighted(DESIGNATIONS_BY_TYPE[type]) : '';
    const broker = type === 'Broker' && experience >= 3 && rng.chance(0.5);
    reLicenseNo = type === 'Design/Architecture' && rng.chance(0.7) ? '' : `${broker ? '20' : '40'}${pad((p.serial * 7907 + 104729) % 1_000_000, 6)}`;
    realtorAssociation = rng.chance(0.7) ? home.association : null;
    realStateSpecialty = rng.some(SPECIALTIES_BY_TYPE[type], 1, 3);
    marketAreaSpecialty = areasFor(rng, region ?? home.region);
    currentLineOfWork = [rng.weighted(LINE_OF_WORK_BY_TYPE[type])];
    mncarMarket = rng.chance(0.15) ? [...new Set([MARKET_OF_REGION[region ?? home.region], home.market])] : [MARKET_OF_REGION[region ?? home.region]];
    typeOfBusiness = type === 'Design/Architecture' || type === 'Other' ? rng.some(BUSINESS_BY_TYPE[type], 1, 2) : [];
    volunteer = rng.chance(0.2) ? rng.some(COMMITTEES, 1, 2) : [];
    if (volunteer.length && rng.chance(0.02)) volunteer.unshift('Board of Directors');
    groups = [
      type === 'Appraisal' ? 'Appraiser Member' : broker ? 'Broker' : 'Realtor',
      ...(experience < 5 ? ['Emerging Broker'] : []),
      ...(experience >= 25 && rng.chance(0.3) ? ['Senior Member'] : []),
      ...(volunteer.includes('Board of Directors') ? ['Board Member'] : []),
      ...(volunteer.length && rng.chance(0.05) ? ['Committee Chair'] : []),
      ...(experience >= 35 && rng.chance(0.1) ? ['Life Member'] : []),
    ];
    ethics = recent && rng.chance(0.5) ? 'Pending' : rng.chance(0.95) ? 'Approved' : 'Pending';
    orientation = recent && rng.chance(0.6) ? 'Pending' : rng.chance(0.93) ? 'Approved' : 'Pending';
    isActive = mncarMemberStatus === 'Terminated' || mncarMemberStatus === 'Inactive' ? rng.chance(0.1) : mncarMemberStatus === 'Suspended' ? rng.chance(0.5) : rng.chance(0.98);
    websiteUrl = company && rng.chance(0.6) ? `https://www.${company.domain}/team/${emailPart(firstName)}-${emailPart(lastName)}` : '';
    adminEmail = company && rng.chance(0.3) ? (rng.chance(0.5) ? `accounting@${company.domain}` : `marketing@${company.domain}`) : '';
    cdxAccessCode = alowMcpeAccess && rng.chance(0.6) ? `CDX-${pad((p.serial * 48271) % 1_000_000, 6)}` : '';
    const where = location ? location.place.city : home.city;
    const focus = listed(realStateSpecialty.map((s) => SPECIALTY_WORDS[s] ?? s.toLowerCase()));
    biography =
      `${name} is ${article(title)} ${title} ${company ? `at ${company.name} in ${where}` : `in ${where}`}, ` +
      `focused on ${focus} across ${listed(marketAreaSpecialty)}. ` +
      `${experience ? `In ${experience} ${experience === 1 ? 'year' : 'years'} of commercial real estate, ${firstName}` : `New to commercial real estate, ${firstName}`} ` +
      `${rng.pick(WORK_BY_TYPE[type])} ${rng.pick(['throughout Minnesota', 'in the Upper Midwest', 'in the metro and greater Minnesota', `around ${where}`])}.` +
      `${designations ? ` ${firstName} holds the ${designations} designation${designations.includes(',') ? 's' : ''}.` : ''}${hobby}`;
    description = `${title}${company ? `, ${company.name}` : ''}. ${realStateSpecialty.join(' / ')}.`;
  } else {
    const business = rng.pick(company ? BUSINESS_BY_TYPE[type] : BUSINESS_TYPES);
    const domain = company && rng.chance(0.6) ? company.domain : rng.pick(PERSONAL_DOMAINS[p.set]);
    email = uniqueEmail(p.emails, firstName, lastName, domain, rng);
    mncarMemberStatus = rng.weighted<string | null>([[null, 5], ['Inactive', 3], ['Terminated', 1]]);
    alowMcpeAccess = rng.chance(0.1);
    mcpeAccessType = alowMcpeAccess ? 'Billable' : 'N/A';
    typeOfBusiness = [business, ...(rng.chance(0.2) ? [rng.pick(BUSINESS_TYPES)] : [])].filter((v, i, all) => all.indexOf(v) === i);
    currentLineOfWork = rng.chance(0.5) ? [rng.weighted(LINE_OF_WORK_BY_TYPE[type])] : [];
    mncarMarket = rng.chance(0.5) ? [home.market] : [];
    groups = rng.chance(0.5) ? ['Affiliate'] : ['Non-Member'];
    if (rng.chance(0.05)) groups.push('Sponsor Contact');
    ethics = rng.chance(0.2) ? 'Pending' : null;
    isActive = rng.chance(0.85);
    websiteUrl = company && rng.chance(0.3) ? `https://www.${company.domain}` : '';
    biography = `${name} is ${NON_MEMBER_WORK[business] ?? `in ${business.toLowerCase()}`}${company ? ` at ${company.name}` : ''} and attends association events as a guest.${hobby}`;
    description = `${business}${company ? `, ${company.name}` : ''}.`;
  }

  const street = rng.pick(STREETS[home.city] ?? COMMON_STREETS);
  return {
    id: p.id,
    firstName,
    middleName,
    lastName,
    name,
    email,
    phoneNumber: phone(rng, officeArea),
    picture: null,
    role: kind,
    isActive,
    language: rng.weighted(LANGUAGES),
    passwordHash: p.passwordHash,
    tokenVersion: 0,
    companyId: company?.id ?? null,
    companyLocationId: location?.id ?? null,
    secondaryPhone: rng.chance(0.6) ? phone(rng, rng.pick(['612', '651', '952', '763', home.area])) : '',
    fax: location && rng.chance(0.15) ? phone(rng, officeArea) : '',
    address1: `${rng.int(100, 9899)} ${street}`,
    address2: rng.chance(0.2) ? rng.pick([`Apt ${rng.int(1, 12)}${rng.pick(['A', 'B', 'C', 'D'])}`, `Unit ${rng.int(101, 1520)}`]) : '',
    city: home.city,
    state: DEFAULT_STATE,
    country: DEFAULT_COUNTRY,
    postalCode: rng.pick(home.zips),
    nrds: p.nrds,
    reLicenseNo,
    mncarMemberStatus,
    mncarlMemberStatus,
    mncarMiscellaneousStatus,
    alowMcpeAccess,
    mcpeAccessType,
    designations,
    dob,
    websiteUrl,
    industryExperience: kind === STAFF_ROLE ? Math.min(experience, rng.int(1, 20)) : experience,
    realtorAssociation,
    realStateSpecialty,
    marketAreaSpecialty,
    currentLineOfWork,
    mncarMarket,
    typeOfBusiness,
    volunteer,
    groups,
    ethics,
    orientation,
    billToHomeAddress: kind === 'member' && rng.chance(0.12),
    generation,
    adminEmail,
    adminNote: rng.chance(0.25) ? rng.pick(ADMIN_NOTES) : '',
    cdxAccessCode,
    biography,
    description,
    createdAt,
    updatedAt,
  };
}

function pickLocation(rng: Random, company: SeedCompany): SeedCompany['locations'][number] {
  return rng.chance(0.6) ? company.locations[0]! : rng.pick(company.locations);
}

// ---------------------------------------------------------------- writing

const startOfToday = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

function staffRoleNames(k: number): string[] {
  if (k % 10 === 0) return ['Administrator'];
  return k % 3 === 0 ? ['Membership Desk', 'Events Coordinator'] : k % 3 === 1 ? ['Membership Desk'] : ['Events Coordinator'];
}

function assignRoles(staff: string[], roleIds: Map<string, string>): [string, string][] {
  return staff.flatMap((id, k) =>
    staffRoleNames(k)
      .map((name) => roleIds.get(name))
      .filter((roleId): roleId is string => !!roleId)
      .map((roleId): [string, string] => [id, roleId]),
  );
}

// ---------------------------------------------------------------- the demo users

export const DEMO_USER_COUNTS: Record<Kind, number> = { member: 112, 'non-member': 18, admin: 8, support: 12 };

/** 5022 + 9xxxx, which the bulk set never uses, so the two sets never collide. */
function demoNrds(k: number, rng: Random): string {
  return rng.chance(0.06) ? `7${pad(k, 6)}` : `50229${pad((k * 6173) % 10_000, 4)}`;
}

export async function seedDemoUsers(
  db: Database,
  opts: { roleIds: Map<string, string>; memberPasswordHash: string; staffPasswordHash: string },
): Promise<void> {
  const rng = seededRandom('demo-users');
  const companies = demoCompanies();
  const companyWeights = companies.map((c): [SeedCompany, number] => [c, c.locations.length + 1]);
  const kinds = (Object.entries(DEMO_USER_COUNTS) as [Kind, number][]).flatMap(([kind, n]) => Array<Kind>(n).fill(kind));
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  const today = startOfToday();
  const emails = new Set<string>();
  const rows = kinds.map((kind, k) => {
    const company =
      kind === STAFF_ROLE ? null : kind === 'non-member' ? (rng.chance(0.4) ? rng.pick(companies) : null) : rng.weighted(companyWeights);
    return makeUser({
      id: seedId('demo-user', k),
      kind,
      rng: seededRandom(`demo-user:${k}`),
      company,
      location: company ? pickLocation(rng, company) : null,
      nrds: kind === STAFF_ROLE || (kind === 'non-member' && rng.chance(0.7)) ? null : demoNrds(k, rng),
      serial: 900_000 + k,
      set: 'demo',
      emails,
      passwordHash: kind === STAFF_ROLE ? opts.staffPasswordHash : opts.memberPasswordHash,
      today,
    });
  });

  // Each location's first active member is its designated realtor and pays its dues.
  const contacts = new Map<string, SeedUserRow>();
  for (const row of rows) {
    if (row.role !== 'member' || !row.isActive || !row.companyLocationId || contacts.has(row.companyLocationId)) continue;
    contacts.set(row.companyLocationId, row);
    if (!row.groups.includes('Designated Realtor')) row.groups.push('Designated Realtor');
  }

  await insertJsonRows(db, users, rows);
  const staff = rows.filter((r) => r.role === STAFF_ROLE).map((r) => r.id);
  await insertLinks(db, 'user_roles', ['user_id', 'role_id'], assignRoles(staff, opts.roleIds));
  const links = rows
    .filter((r) => r.groups.includes(SUPPORT_GROUP))
    .flatMap((r) => rng.some(staff, 1, 2).map((s): [string, string] => [r.id, s]));
  await insertLinks(db, 'user_support_staff', ['user_id', 'staff_id'], links);

  for (const [locationId, row] of contacts) {
    await db
      .update(locations)
      .set({
        payMemberId: row.id,
        designatedRealtorId: row.id,
        designatedRealtorName: row.name,
        designatedRealtorEmail: row.email,
        designatedRealtorPhone: row.phoneNumber ?? '',
      })
      .where(sql`${locations.id} = ${locationId} and ${locations.payMemberId} is null and ${locations.designatedRealtorId} is null`);
  }
}

// ---------------------------------------------------------------- many users, for the speed check

export function bulkCompaniesFor(count: number): number {
  return count > 0 ? 100 * Math.ceil(count / 1000) : 0;
}

const bulkKind = (i: number, rng: Random): Kind =>
  i % 250 === 17 ? STAFF_ROLE : i % 25 === 11 ? 'support' : rng.chance(0.12) ? 'non-member' : 'member';
const staffIndex = (k: number) => 17 + 250 * k;

/** A permutation, so every id differs without a lookup. */
function bulkNrds(i: number): string {
  if (i % 10 === 9 && i < 1_000_000) return `3${pad(i, 6)}`;
  if (i < 90_000) return `5022${pad((i * 7919) % 90_000, 5)}`;
  return `1${pad(i, 8)}`;
}

function bulkCompanyIndex(i: number, rng: Random): number {
  const block = Math.floor(i / 1000);
  if (rng.chance(0.8)) return block * 100 + rng.int(0, 99);
  return Math.floor((block + 1) * 100 * rng.next() ** 3);
}

/** Their companies must exist: `bulkCompaniesFor(count)` bulk companies. */
export async function seedManyUsers(
  db: Database,
  count: number,
  opts: { roleIds: Map<string, string>; passwordHash: string },
): Promise<void> {
  const ids = Array.from({ length: count }, (_, i) => seedId('bulk-user', i));
  const { rows: found } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${users} where ${users.id} = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const missing = count - (found[0]?.n ?? 0);
  if (missing === 0) return;
  const load = async (tx: Executor) => {
    const BATCH = 5000;
    const today = startOfToday();
    const emails = new Set<string>();
    const companyCache = new Map<number, SeedCompany>();
    const company = (c: number) => {
      let known = companyCache.get(c);
      if (!known) companyCache.set(c, (known = bulkCompany(c)));
      return known;
    };
    const staffCount = count > 17 ? Math.floor((count - 18) / 250) + 1 : 0;
    const staffIds = Array.from({ length: staffCount }, (_, k) => ids[staffIndex(k)]!);
    const links: [string, string][] = [];
    // PostgreSQL writes one batch while the next is generated here: both cores busy.
    let writing: Promise<void> = Promise.resolve();
    for (let start = 0; start < count; start += BATCH) {
      const rows: SeedUserRow[] = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const rng = seededRandom(`bulk-user:${i}`);
        const kind = bulkKind(i, rng);
        const employer = kind === STAFF_ROLE || (kind === 'non-member' && rng.chance(0.6)) ? null : company(bulkCompanyIndex(i, rng));
        const row = makeUser({
          id: ids[i]!,
          kind,
          rng,
          company: employer,
          location: employer ? pickLocation(rng, employer) : null,
          nrds: kind === STAFF_ROLE || (kind === 'non-member' && rng.chance(0.7)) || rng.chance(0.03) ? null : bulkNrds(i),
          serial: i,
          set: 'bulk',
          emails,
          passwordHash: opts.passwordHash,
          today,
        });
        rows.push(row);
        if (kind === 'support' && staffCount) {
          // Staff before this user only, so the links never depend on `count`.
          const known = Math.min(staffCount, Math.max(1, Math.floor((i - 17) / 250) + 1));
          const first = rng.int(0, known - 1);
          links.push([row.id, staffIds[first]!]);
          if (known > 1 && rng.chance(0.4)) links.push([row.id, staffIds[(first + 1) % known]!]);
        }
      }
      await writing;
      writing = insertJsonRows(tx, users, rows);
    }
    await writing;
    await insertLinks(tx, 'user_roles', ['user_id', 'role_id'], assignRoles(staffIds, opts.roleIds));
    await insertLinks(tx, 'user_support_staff', ['user_id', 'staff_id'], links);
  };
  if (missing >= DEFER_INDEXES_FROM) await withIndexesDeferred(db, [users], load);
  else await load(db);
}
