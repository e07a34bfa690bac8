import type { User } from '../../../../src/shared/users';
import { STAFF_IDENTITY } from '../../../helpers/renderWithAdmin';
import { listUser } from './listFixtures';

/** The records the user-form tests answer with. */

/** The signed-in user of renderWithAdmin's fake authProvider. */
export const SELF_ID = String(STAFF_IDENTITY.id);

const MAILING = { addressLine1: '1 Main St', addressLine2: '', city: 'Minneapolis', state: 'MN', zipCode: '55401' };

/** A member with every section filled, as GET /users/{id} answers it. */
export const MEMBER: User = listUser({
  name: 'Mia Member',
  nameInLower: 'mia member',
  firstName: 'Mia',
  lastName: 'Member',
  email: 'mia@example.org',
  phoneNumber: '612-555-0100',
  address1: '5 Elm St',
  companyLocation: { _id: 'l1', name: 'Downtown', nrdsId: '502212345', mailingAddress: MAILING },
  nrds: '502298765',
  reLicenseNo: 'RE-1',
  mncarlMemberStatus: null,
  mncarMiscellaneousStatus: null,
  dob: '1980-05-17',
  websiteURL: 'https://mia.example',
  realStateSpecialty: ['Office'],
  mncarMarket: ['Twin Cities'],
  orientation: null,
  createdAt: '2024-01-10T10:00:00.000Z',
  updatedAt: '2024-03-05T10:00:00.000Z',
});

export const STAFF: User = {
  ...MEMBER,
  _id: 'u1',
  role: 'admin',
  company: null,
  companyLocation: null,
  nrds: null,
  groups: [],
  roles: [{ _id: 'r1', name: 'Editors', isActive: true }],
};

/** A member in the Support group with one support-staff member. */
export const SUPPORTED: User = {
  ...MEMBER,
  groups: ['Support'],
  supportStaffMembers: [{ _id: 'u7', name: 'Sam Staff', email: 'sam@example.org' }],
};

export const MEMBERS = [
  { _id: SELF_ID, name: 'Ada Lovelace', email: 'ada@example.org', phoneNumber: null },
  { _id: 'u1', name: 'Mia Member', email: 'mia@example.org', phoneNumber: null },
  { _id: 'u7', name: 'Sam Staff', email: 'sam@example.org', phoneNumber: null },
  { _id: 'u8', name: 'Tia Team', email: 'tia@example.org', phoneNumber: null },
];

const ROLE = (id: string, name: string) => ({
  _id: id,
  name,
  nameInLower: name.toLowerCase(),
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  access: [],
});
export const ROLES = [ROLE('r1', 'Editors'), ROLE('r2', 'Viewers')];

const COMPANY_ROW = (id: string, name: string) => ({
  _id: id,
  name,
  nameInLower: name.toLowerCase(),
  type: 'Broker',
  isActive: true,
  logo: null,
  websiteUrl: '',
  locationCount: 1,
  membersCount: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});
export const COMPANIES = [COMPANY_ROW('c1', 'Acme Realty'), COMPANY_ROW('c2', 'Birch Partners')];

const LOCATION_ROW = (id: string, name: string) => ({
  _id: id,
  name,
  nrdsId: '502211111',
  type: 'branch',
  physicalAddress: { ...MAILING, country: 'United States' },
  mailingAddress: { ...MAILING, country: 'United States' },
});
export const LOCATIONS_BY_COMPANY: Record<string, ReturnType<typeof LOCATION_ROW>[]> = {
  c1: [LOCATION_ROW('l1', 'Downtown'), LOCATION_ROW('l2', 'Uptown')],
  c2: [LOCATION_ROW('l5', 'Birch HQ')],
};

