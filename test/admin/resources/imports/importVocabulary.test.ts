// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { choiceValue, headerKey, proposeMapping, yesNoValue } from '../../../../src/shared/importMapping';
import type { ImportEntity } from '../../../../src/shared/imports';
import { exportHeaders } from '../../../../src/server/resources/users/export';
import { COMPANY_EXPORT_COLUMNS } from '../../../../src/admin/resources/companies/companyExportColumns';
import { USER_EXPORT_COLUMNS } from '../../../../src/admin/resources/users/userExportColumns';
import type { ExportableColumns } from '../../../../src/admin/common/exportColumns';
import { fieldValues, importFieldsOf, importVocabulary, proposeValueMaps } from '../../../../src/admin/resources/imports/importFields';
import { catalogues, type AppMessages } from '../../../../src/admin/messages';

const languages = Object.keys(catalogues);
const load = async (language: string) => {
  const entry = catalogues[language as keyof typeof catalogues]!;
  return (typeof entry === 'function' ? await entry() : entry) as AppMessages;
};
/** Enough of react-admin's translate for the export's labels: a key's text, else the default given. */
const translateIn = (catalogue: AppMessages): TranslateFunction =>
  ((key: string, options?: { _?: string }) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
    return typeof found === 'string' ? found : (options?._ ?? key);
  }) as TranslateFunction;

const fixture = (name: string) => parse(readFileSync(`test/fixtures/imports/${name}`), { bom: true }) as string[][];

describe('files from other association systems', () => {
  it.each([
    ['Wild Apricot', 'wild-apricot-members.csv'],
    ['GrowthZone', 'growthzone-contacts.csv'],
    ['MemberClicks', 'memberclicks-profiles.csv'],
    ['CiviCRM', 'civicrm-contacts.csv'],
    ['a Salesforce-style contact export', 'salesforce-contacts.csv'],
  ])('%s: every column of its members export is matched to a field', async (_system, file) => {
    const [headers] = fixture(file);
    const vocabulary = await importVocabulary('users');
    const mapping = proposeMapping(headers!, vocabulary.fields);
    expect(headers!.filter((_, column) => mapping[column] === null)).toEqual([]);
    expect(new Set(mapping).size).toBe(headers!.length);
  });

  it("reads the typical association export's columns to the fields a person expects", async () => {
    const vocabulary = await importVocabulary('users');
    const headers = ['First Name', 'Last Name', 'Email', 'Phone', 'Organization', 'Member Since', 'Membership Level', 'Address 1', 'City', 'State', 'Zip'];
    expect(proposeMapping(headers, vocabulary.fields)).toEqual(['firstName', 'lastName', 'email', 'phoneNumber', 'company', 'createdAt', 'role', 'address1', 'city', 'state', 'postalCode']);
  });
});

/** Every list's Export Table in each language, and the user report: every column is a field or one the app works out, and every value reads back. */
describe('our own exports re-import with nothing to map by hand', () => {
  const listExport = async (entity: ImportEntity, columns: ExportableColumns, language: string) => {
    const translate = translateIn(await load(language));
    const headers = Object.entries(columns).map(([id, column]) => translate(`resources.${entity}.fields.${column.key ?? id}`));
    const cells = Object.values(columns).map((column) => Object.values(column.values?.(translate) ?? {}));
    return { headers, cells };
  };

  it.each(languages.flatMap((language) => [['users', language] as const, ['companies', language] as const]))("the %s list's Export Table in %s", async (entity, language) => {
    const { headers, cells } = await listExport(entity, entity === 'users' ? USER_EXPORT_COLUMNS : COMPANY_EXPORT_COLUMNS, language);
    const vocabulary = await importVocabulary(entity);
    const mapping = proposeMapping(headers, vocabulary.fields);
    expect(headers.filter((header, column) => mapping[column] === null && !vocabulary.readOnly.has(headerKey(header)))).toEqual([]);
    const maps = proposeValueMaps(vocabulary, entity, mapping, cells);
    const fields = importFieldsOf(entity);
    const unread = mapping.flatMap((key, column) => {
      const field = fields.find((f) => f.key === key);
      const values = field && fieldValues(field);
      if (!field || !values) return [];
      const read = (cell: string) => (field.kind === 'yesNo' ? yesNoValue(cell) : choiceValue(cell, values, 'labels' in field ? field.labels : undefined, maps[field.key]));
      return (cells[column] ?? []).filter((cell) => read(cell) === undefined && maps[field.key]?.[cell] === undefined).map((cell) => `${headers[column]}: ${cell}`);
    });
    expect(unread).toEqual([]);
  });

  it('the user report, in the English it is written in', async () => {
    const headers = exportHeaders('report');
    const vocabulary = await importVocabulary('users');
    const mapping = proposeMapping(headers, vocabulary.fields);
    expect(headers.filter((header, column) => mapping[column] === null && !vocabulary.readOnly.has(headerKey(header)))).toEqual([]);
  });
});
