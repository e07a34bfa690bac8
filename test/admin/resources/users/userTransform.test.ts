import { describe, expect, it } from 'vitest';
import en from '../../../../src/admin/resources/users/i18n/en';
import { USER_DEFAULT_VALUES, userTransform } from '../../../../src/admin/resources/users/userTransform';
import { STAFF_FIELDS, USER_MESSAGES, UserBody, userBodyIssues } from '../../../../src/shared/users';
import { MEMBER, STAFF, SUPPORTED } from './userFormData';

const UUID_COMPANY = '8d0f6a8e-6a4b-4c1e-9a59-3f0e1c2b7d11';
const UUID_LOCATION = '3e0c5a4e-5b7d-4f43-8e0a-0d9b1c2a3f44';

describe('userTransform', () => {
  it('sends a member with ids out of the refs, texts as text and the lists as they are', () => {
    const body = userTransform({ ...MEMBER, id: 'u1', middleName: null, fax: null });
    expect(body).toMatchObject({
      role: 'member',
      firstName: 'Mia',
      middleName: '',
      fax: '',
      company: 'c1',
      companyLocation: 'l1',
      nrds: '502298765',
      alowMcpeAccess: true,
      industryExperience: 12,
      dob: '1980-05-17',
      realStateSpecialty: ['Office'],
      roles: [],
      supportStaffMembers: [],
    });
    // Read-only fields of the record never go back.
    for (const key of ['id', '_id', 'name', 'nameInLower', 'createdAt', 'updatedAt', 'isActive']) expect(body).not.toHaveProperty(key);
    // The server's own schema and cross-field rules accept it (its ids are uuids).
    const parsed = UserBody.parse({ ...body, company: UUID_COMPANY, companyLocation: UUID_LOCATION });
    expect(userBodyIssues(parsed, { creating: false, editedId: 'u1' })).toEqual([]);
  });

  it('sends only the STAFF_FIELDS for a Staff user, roles as ids', () => {
    const body = userTransform({ ...STAFF, company: { _id: 'c1', name: 'Acme' }, supportStaffMembers: [{ _id: 'u7', name: 'S', email: 's@x.org' }] });
    expect(Object.keys(body).every((key) => (STAFF_FIELDS as readonly string[]).includes(key))).toBe(true);
    expect(body).toEqual({
      role: 'admin',
      language: 'en_US',
      picture: null,
      firstName: 'Mia',
      middleName: '',
      lastName: 'Member',
      email: 'mia@example.org',
      phoneNumber: '612-555-0100',
      roles: ['r1'],
    });
  });

  it('sends no roles for a non-Staff user, and support staff only while the groups include Support', () => {
    const roles = [{ _id: 'r1', name: 'Editors', isActive: true }];
    expect(userTransform({ ...SUPPORTED, roles }).roles).toEqual([]);
    expect(userTransform(SUPPORTED).supportStaffMembers).toEqual(['u7']);
    expect(userTransform({ ...SUPPORTED, groups: ['Broker'] }).supportStaffMembers).toEqual([]);
  });

  it('leaves a blank password pair out and sends a filled one as typed', () => {
    expect(userTransform({ ...MEMBER, newPassword: null, confirmPassword: '' })).not.toHaveProperty('newPassword');
    expect(userTransform({ ...MEMBER, newPassword: 'secret1', confirmPassword: null })).toMatchObject({
      newPassword: 'secret1',
      confirmPassword: '',
    });
    expect(userTransform({ ...STAFF, newPassword: ' s3cret ', confirmPassword: ' s3cret ' })).toMatchObject({
      newPassword: ' s3cret ',
      confirmPassword: ' s3cret ',
    });
    // Add User: the initial password and its confirmation, never as newPassword.
    expect(userTransform({ ...MEMBER, password: '', confirmPassword: null })).not.toHaveProperty('password');
    const created = userTransform({ ...MEMBER, password: 'hello1', confirmPassword: 'hello1' });
    expect(created).toMatchObject({ password: 'hello1', confirmPassword: 'hello1' });
    expect(created).not.toHaveProperty('newPassword');
  });

  it('sends no location without a company, and nulls for emptied choices, numbers and dates', () => {
    const body = userTransform({ ...MEMBER, company: null, ethics: '', industryExperience: null, dob: '', nrds: '' });
    expect(body).toMatchObject({ company: null, companyLocation: null, ethics: null, industryExperience: null, dob: null, nrds: null });
  });

  it('starts a new user as a member, en_US, MN, United States, with nothing chosen', () => {
    expect(USER_DEFAULT_VALUES).toMatchObject({ role: 'member', language: 'en_US', state: 'MN', country: 'United States', groups: [] });
    const body = userTransform({ ...USER_DEFAULT_VALUES, firstName: 'New', email: 'new@example.org', phoneNumber: '1' });
    expect(userBodyIssues(UserBody.parse(body), { creating: true })).toEqual([]);
  });
});

describe('the English user-form messages', () => {
  it('are the shared USER_MESSAGES texts, which the server answers with too', () => {
    for (const [key, text] of Object.entries(en.app.userEdit.messages)) {
      expect([key, text]).toEqual([key, USER_MESSAGES[key as keyof typeof USER_MESSAGES]]);
    }
  });
});
