import { describe, expect, it } from 'vitest';
import { CompanyBody } from '../../src/shared/companies';
import { COMPANY_IMPORT_FIELDS, companyRow } from '../../src/shared/companyImport';

const MAPPING = COMPANY_IMPORT_FIELDS.map((field) => field.key);

describe('companyRow', () => {
  it("reads a row as the company form's fields, with the record's id, a city and the sponsorships by name", () => {
    const row = companyRow(
      ['8d8f5f7e-1111-4222-8333-944445555666', 'North Loop Realty', 'broker', 'Inactive', 'https://northloop.example', 'Offices downtown', 'Gold; Silver', 'Minneapolis'],
      MAPPING,
    );
    expect(row).toEqual({
      body: { name: 'North Loop Realty', type: 'Broker', isActive: false, websiteUrl: 'https://northloop.example', description: 'Offices downtown' },
      id: '8d8f5f7e-1111-4222-8333-944445555666',
      city: 'Minneapolis',
      sponsorshipNames: ['Gold', 'Silver'],
      issues: [],
    });
    expect(CompanyBody.safeParse(row.body).success).toBe(true);
  });

  it('keeps the status of an empty cell, empties the others, and names the cells it cannot read', () => {
    const row = companyRow(['', 'Acme', 'Brokerage', '', '', '', '', ''], MAPPING, {});
    expect(row.body).toEqual({ name: 'Acme', websiteUrl: '', description: '' });
    expect(row.id).toBeNull();
    expect(row.city).toBeNull();
    expect(row.sponsorshipNames).toEqual([]);
    expect(row.issues).toEqual([{ column: 2, message: expect.stringContaining('"Brokerage" is not one of: Broker,') }]);
    expect(companyRow(['', 'Acme', 'Brokerage'], MAPPING.slice(0, 3), { type: { Brokerage: 'Broker' } }).body.type).toBe('Broker');
  });

  it('leaves out the columns mapped to nothing', () => {
    expect(companyRow(['Acme', 'x'], ['name', null])).toEqual({ body: { name: 'Acme' }, issues: [] });
  });
});
