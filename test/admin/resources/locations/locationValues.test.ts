import { describe, expect, it } from 'vitest';
import { formatAddress, toFormValues, toLocationPayload } from '../../../../src/admin/resources/locations/locationValues';
import { LocationBody } from '../../../../src/shared/companies';
import { LOCATION } from './fixtures';

describe('toFormValues', () => {
  it('gives the create defaults of the spec', () => {
    expect(toFormValues()).toMatchObject({
      name: '',
      nrdsId: null,
      largeCompany: 'Yes',
      rawDataFeeds: 'No',
      dataFeedsOffice: 'No',
      dataFeedsIndividual: 'No',
      templates: 'No',
      currentMcpeStatus: 'nostatus',
      allowMcpeAccess: false,
      isMailingAddressAsPhysicalAddress: false,
      physicalAddress: { state: 'MN', country: 'United States' },
      mailingAddress: { state: 'MN', country: 'United States' },
    });
  });

  it("reads older lowercase Yes/No values and keeps a record's empty country", () => {
    const values = toFormValues({ ...LOCATION, largeCompany: 'no' as 'No', mailingAddress: { ...LOCATION.mailingAddress, country: '' } });
    expect(values.largeCompany).toBe('No');
    expect(values.mailingAddress.country).toBe('');
  });
});

describe('toLocationPayload', () => {
  it('sends what the API validates, without the display-only pay member name', () => {
    const payload = toLocationPayload({ ...toFormValues(LOCATION), website: null as unknown as string });
    expect(payload).not.toHaveProperty('payMember');
    expect(payload.website).toBe('');
    expect(LocationBody.safeParse(payload).success).toBe(true);
  });

  it('leaves the company out: a location joins its company through the company form', () => {
    expect(toLocationPayload(toFormValues(LOCATION))).not.toHaveProperty('companyId');
    expect(LocationBody.safeParse({ ...toLocationPayload(toFormValues()), name: 'A', type: 'other', marketId: 'duluth' }).success).toBe(true);
  });
});

describe('formatAddress', () => {
  it('puts the address on one line, skipping empty parts', () => {
    expect(formatAddress(LOCATION.physicalAddress)).toBe('12 Main St, Suite 4, Minneapolis, MN 55401, United States');
    expect(formatAddress({ city: 'Duluth', state: '', zipCode: '', country: '' })).toBe('Duluth');
    expect(formatAddress(null)).toBe('');
  });
});
