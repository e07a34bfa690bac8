import { describe, expect, it } from 'vitest';
import de from '../../src/admin/resources/users/i18n/de';
import en from '../../src/admin/resources/users/i18n/en';
import es from '../../src/admin/resources/users/i18n/es';
import fr from '../../src/admin/resources/users/i18n/fr';
import ja from '../../src/admin/resources/users/i18n/ja';
import zh from '../../src/admin/resources/users/i18n/zh';
import { MEMBER_STATUSES } from '../../src/shared/userValues';
import { choiceValue, dayOf, detectDateFormat, headerKey, proposeMapping, readCell, yesNoValue, type ImportField } from '../../src/shared/importMapping';
import { canadianProvinceOf } from '../../src/shared/stateNames';
import { USER_IMPORT_FIELDS } from '../../src/shared/userImport';

const CATALOGUES = [en, de, es, fr, ja, zh];
type UserField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'city';

/** The user fields as the import screen will list them: each label in the six languages, and the export's header. */
const EXPORT_HEADERS: Record<UserField, string> = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phoneNumber: 'Primary Phone', city: 'City' };
const USER_FIELDS: ImportField<UserField>[] = (Object.keys(EXPORT_HEADERS) as UserField[]).map((key) => ({
  key,
  names: [EXPORT_HEADERS[key], ...CATALOGUES.map((catalogue) => (catalogue.resources.users.fields as Record<string, string>)[key]!)],
}));

describe('headerKey', () => {
  it('compares letters and digits only, in any script, without case or accents', () => {
    expect(headerKey(' E-Mail ')).toBe(headerKey('email'));
    expect(headerKey('Prénom')).toBe('prenom');
    expect(headerKey('Secondary/Cell Phone')).toBe('secondarycellphone');
    expect(headerKey('ＥＭＡＩＬ')).toBe('email');
    expect(headerKey('メールアドレス')).toBe('メールアドレス');
    expect(headerKey('ﾒｰﾙｱﾄﾞﾚｽ')).toBe('メールアドレス');
    expect(headerKey('Address 1')).not.toBe(headerKey('Address 2'));
  });
});

describe('proposeMapping', () => {
  it("matches our own export's headers, whatever their case and spacing", () => {
    expect(proposeMapping(['first name', 'LAST NAME', 'E-mail', 'Primary Phone', 'Notes'], USER_FIELDS)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      null,
    ]);
  });

  it('matches the field labels of each of the six languages', () => {
    for (const catalogue of CATALOGUES) {
      const fields = catalogue.resources.users.fields as Record<string, string>;
      const headers = [fields.email!, fields.city!, fields.firstName!, fields.lastName!];
      expect(proposeMapping(headers, USER_FIELDS), headers.join(', ')).toEqual(['email', 'city', 'firstName', 'lastName']);
    }
    // Written without accents ('Prénom', 'Teléfono principal'), as files from older systems often are.
    expect(proposeMapping(['Prenom', 'Telefono principal'], USER_FIELDS)).toEqual(['firstName', 'phoneNumber']);
  });

  it('gives a field to its first column only, and leaves the others for the person to map', () => {
    expect(proposeMapping(['Email', 'email', 'Other'], USER_FIELDS)).toEqual(['email', null, null]);
  });
});

describe('choiceValue', () => {
  it('takes the stored value or a label, in any case, and what the value map says', () => {
    expect(choiceValue('active', MEMBER_STATUSES)).toBe('Active');
    expect(choiceValue('Aktiv', MEMBER_STATUSES, { Active: ['Aktiv'] })).toBe('Active');
    expect(choiceValue('A', MEMBER_STATUSES, {}, { A: 'Active', P: 'Pending' })).toBe('Active');
    expect(choiceValue('', MEMBER_STATUSES)).toBeNull();
    expect(choiceValue('Retired', MEMBER_STATUSES)).toBeUndefined();
  });
});

describe('yesNoValue', () => {
  it("reads the usual spellings and the screens' own words for yes and no", () => {
    for (const cell of ['Yes', 'y', 'TRUE', '1', 'x']) expect(yesNoValue(cell), cell).toBe(true);
    for (const cell of ['No', 'n', 'false', '0']) expect(yesNoValue(cell), cell).toBe(false);
    expect(yesNoValue('Oui', { yes: ['Oui'], no: ['Non'] })).toBe(true);
    expect(yesNoValue('non', { yes: ['Oui'], no: ['Non'] })).toBe(false);
    expect(yesNoValue(' ')).toBeNull();
    expect(yesNoValue('maybe')).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads a cell in the format chosen, a four-digit year first in any case, and refuses a day that does not exist', () => {
    expect(dayOf('12/03/2026', 'MDY')).toBe('2026-12-03');
    expect(dayOf('12/03/2026', 'DMY')).toBe('2026-03-12');
    expect(dayOf('3.7.80', 'DMY')).toBe('1980-07-03');
    expect(dayOf('2026-12-03T07:45:00Z', 'MDY')).toBe('2026-12-03');
    expect(dayOf('12/03/2026, 7:45 AM', 'MDY')).toBe('2026-12-03');
    expect([dayOf('02/30/2026', 'MDY'), dayOf('13/13/2026', 'DMY'), dayOf('soon', 'MDY')]).toEqual([undefined, undefined, undefined]);
  });

  it('proposes the format a column fits: a day above 12 tells DD/MM from MM/DD', () => {
    expect(detectDateFormat(['01/02/2020', '25/12/2019'])).toBe('DMY');
    expect(detectDateFormat(['01/02/2020', '12/25/2019'])).toBe('MDY');
    expect(detectDateFormat(['2020-01-02', '2019-12-25'])).toBe('YMD');
    expect(detectDateFormat(['01/02/2020'])).toBe('MDY');
  });

  it('says which format a date cell did not fit', () => {
    expect(readCell({ kind: 'day' }, '25/12/2019', {}, 'MDY')).toEqual({ issue: '"25/12/2019" is not a date written MM/DD/YYYY.' });
    expect(readCell({ kind: 'day' }, '25/12/2019', {}, 'DMY')).toEqual({ value: '2019-12-25' });
  });
});

describe('other systems', () => {
  it("tries other systems' headers only after every field's own names", () => {
    const fields: ImportField<'company' | 'companyLocation'>[] = [
      { key: 'company', names: ['Company'], aliases: ['Location'] },
      { key: 'companyLocation', names: ['Location'] },
    ];
    expect(proposeMapping(['Location', 'Company'], fields)).toEqual(['companyLocation', 'company']);
  });

  it('reads a state by its name or abbreviation, and names a Canadian province', () => {
    const state = USER_IMPORT_FIELDS.find((field) => field.key === 'state')!;
    expect(['Minnesota', 'Minn.', 'mn', 'Wis.', 'District of Columbia'].map((cell) => readCell(state, cell))).toEqual([
      { value: 'MN' },
      { value: 'MN' },
      { value: 'MN' },
      { value: 'WI' },
      { value: 'DC' },
    ]);
    expect(canadianProvinceOf('Québec')).toEqual({ code: 'QC', name: 'Quebec' });
    expect(canadianProvinceOf('Minnesota')).toBeUndefined();
  });
});
