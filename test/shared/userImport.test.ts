import { describe, expect, it } from 'vitest';
import { exportHeaders } from '../../src/server/resources/users/export';
import { proposeMapping } from '../../src/shared/importMapping';
import { USER_IMPORT_FIELDS, userRow, type UserImportKey } from '../../src/shared/userImport';
import { UserBody } from '../../src/shared/users';

const FIELDS = USER_IMPORT_FIELDS.map((field) => ({ key: field.key, names: [field.header] }));

/** The mapping of the given headers, and a row of cells under them. */
function rowOf(cells: Record<string, string>, valueMaps?: Parameters<typeof userRow>[2]) {
  const headers = Object.keys(cells);
  return userRow(Object.values(cells), proposeMapping(headers, FIELDS), valueMaps);
}

describe('USER_IMPORT_FIELDS', () => {
  it("maps every column of the user report the import can fill, from the report's own header row", () => {
    const headers = exportHeaders('report');
    const mapping = proposeMapping(headers, FIELDS);
    expect(mapping.filter(Boolean).sort()).toEqual(USER_IMPORT_FIELDS.map((field) => field.key).sort());
    // The columns of other records are left unmapped.
    expect(headers.filter((_, i) => mapping[i] === null)).toEqual(['Location NRDS', 'Support Staff']);
  });
});

describe('userRow', () => {
  it('turns a row as the report writes it into the body the forms send, which the forms\' schema accepts', () => {
    const row = rowOf({
      'First Name': 'Ana',
      'Last Name': 'Lima',
      Email: 'Ana@Example.com',
      'User Type': 'Staff',
      Status: 'Inactive',
      Company: 'Ridge Realty',
      'Company Location': 'Downtown',
      'Member Status': 'active',
      'Allow MCPE Access': 'Yes',
      'MCPE Access Type': 'N/A',
      Birthday: '5/1/1980',
      'Industry Experience': '12',
      'Real Estate Specialty': 'Industrial; office',
      State: 'MN',
      'Postal Code': '55401',
    });
    expect(row.issues).toEqual([]);
    expect(row.companyName).toBe('Ridge Realty');
    expect(row.locationName).toBe('Downtown');
    expect(row.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'Ana@Example.com',
      role: 'admin',
      isActive: false,
      mncarMemberStatus: 'Active',
      alowMcpeAccess: true,
      mcpeAccessType: 'N/A',
      dob: '1980-05-01',
      industryExperience: '12',
      realStateSpecialty: ['Industrial', 'Office'],
      state: 'MN',
      postalCode: '55401',
    });
    const parsed = UserBody.safeParse(row.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ email: 'ana@example.com', industryExperience: 12, dob: '1980-05-01' });
  });

  it('empties a mapped field for an empty cell, and keeps yes/no, status and user type as they are', () => {
    const row = rowOf({ Fax: '', 'Member Status': '', 'Real Estate Specialty': '', Birthday: '', State: '', 'Allow MCPE Access': '', Status: '', 'User Type': '', Company: '' });
    expect(row.issues).toEqual([]);
    expect(row.body).toEqual({ fax: '', mncarMemberStatus: null, realStateSpecialty: [], dob: null, state: '' });
    expect(row.companyName).toBeNull();
    expect(UserBody.safeParse(row.body).success).toBe(true);
  });

  it('names the column of each cell it cannot read', () => {
    const row = rowOf({ Email: 'bo@example.com', 'Member Status': 'Retired', 'Real Estate Specialty': 'Office; Castles', 'Allow MCPE Access': 'maybe', Status: 'Gone' });
    expect(row.issues).toEqual([
      { column: 1, message: `"Retired" is not one of: Inactive, Active, Pending, Suspended, Terminated.` },
      { column: 2, message: expect.stringMatching(/^"Castles" is not one of: Industrial, Office/) },
      { column: 3, message: '"maybe" is not Yes or No.' },
      { column: 4, message: '"Gone" is not Active or Inactive.' },
    ]);
  });

  it("reads choice cells through the person's value maps", () => {
    const maps: Partial<Record<UserImportKey, Record<string, string>>> = { mncarMemberStatus: { A: 'Active' }, realStateSpecialty: { Ind: 'Industrial' } };
    const row = rowOf({ 'Member Status': 'A', 'Real Estate Specialty': 'Ind; Retail' }, maps);
    expect(row.issues).toEqual([]);
    expect(row.body).toEqual({ mncarMemberStatus: 'Active', realStateSpecialty: ['Industrial', 'Retail'] });
  });
});
