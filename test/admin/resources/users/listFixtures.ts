import type { User } from '../../../../src/shared/users';
import { fakeApi, type FakeHandler } from '../companies/fakeApi';

/** A user as GET /users/list/all answers it, with the given differences. */
export function listUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Ann Lee',
    nameInLower: 'ann lee',
    firstName: 'Ann',
    middleName: '',
    lastName: 'Lee',
    email: 'ann@example.org',
    phoneNumber: '612-555-0101',
    secondaryPhone: '',
    fax: '',
    picture: null,
    language: 'en_US',
    role: 'member',
    isActive: true,
    address1: '1 Main St',
    address2: '',
    city: 'Minneapolis',
    state: 'MN',
    country: 'United States',
    postalCode: '55401',
    company: { _id: 'c1', name: 'Acme Realty' },
    companyLocation: null,
    nrds: '502212345',
    reLicenseNo: '',
    mncarMemberStatus: 'Active',
    mncarlMemberStatus: 'Pending',
    mncarMiscellaneousStatus: 'Active',
    alowMcpeAccess: true,
    mcpeAccessType: 'Billable',
    designations: 'CCIM',
    dob: null,
    websiteURL: '',
    industryExperience: 12,
    MemberOfFollowingREALTORAssociation: null,
    realStateSpecialty: [],
    marketAreaSpecialty: [],
    currentLineOfWork: [],
    mncarMarket: [],
    typeOfBusiness: [],
    volunteer: [],
    groups: ['Broker'],
    ethics: 'Approved',
    orientation: 'Pending',
    billToHomeAddress: false,
    generation: null,
    adminEmail: '',
    adminNote: '',
    cdxAccessCode: '',
    biography: '',
    description: '',
    roles: [],
    supportStaffMembers: [],
    createdAt: '2024-02-01T10:00:00.000Z',
    updatedAt: '2024-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export const ANN = listUser();
export const BOB = listUser({
  _id: 'u2',
  name: 'Bob Staff',
  nameInLower: 'bob staff',
  firstName: 'Bob',
  lastName: 'Staff',
  email: 'bob@example.org',
  role: 'admin',
  isActive: false,
  company: null,
  mncarMemberStatus: 'Suspended',
  mncarlMemberStatus: null,
  mncarMiscellaneousStatus: 'Inactive',
  alowMcpeAccess: false,
  mcpeAccessType: 'Staff',
});
export const CARA = listUser({ _id: 'u3', name: 'Cara Support', email: 'cara@example.org', role: 'support', company: null });

/** The app's dataProvider over a fake API answering the user list calls. */
export function usersApi(users: User[] = [ANN, BOB], total = users.length, more: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /users/list/all': () => ({ users, total }),
    'GET /users/list/members': () => ({ users: users.map(({ _id, name, email, phoneNumber }) => ({ _id, name, email, phoneNumber })), total }),
    'GET /users/{id}': (_call, { id }) => ({ user: users.find((u) => u._id === id) ?? ANN, roles: [], supportStaff: [] }),
    'PUT /users/update/active/inactive/{id}': (call, { id }) => ({ user: { ...(users.find((u) => u._id === id) ?? ANN), isActive: call.query.isActive } }),
    ...more,
  });
}
