// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  companyTransform,
  withActiveStatus,
  withLocation,
  withSponsorship,
} from '../../../../src/admin/resources/companies/companyTransform';
import { COMPANY } from './fakeApi';

describe('companyTransform', () => {
  it('sends only the API fields: location ids as address, sponsor ids, isActive from the status', () => {
    expect(companyTransform({ ...COMPANY, id: 'c1', activeStatus: 'inactive', name: '  Acme Realty  ' })).toEqual({
      name: 'Acme Realty',
      type: 'Broker',
      isActive: false,
      websiteUrl: 'https://acme.example',
      description: '<p>Commercial brokers.</p>',
      logo: 'https://cdn.example/acme.png',
      address: ['l1', 'l2'],
      sponsership: [{ sponser: 's1' }],
    });
  });

  it('drops the read-only fields and the ids', () => {
    const payload = companyTransform({ ...COMPANY, id: 'c1' }) as unknown as Record<string, unknown>;
    for (const key of ['id', '_id', 'locationCount', 'membersCount', 'locations', 'activeStatus', 'nameInLower', 'createdAt', 'updatedAt']) {
      expect(payload).not.toHaveProperty(key);
    }
  });

  it('falls back to isActive without a status, and fills empty lists and texts', () => {
    expect(companyTransform({ name: 'N', type: 'Other', isActive: false })).toEqual({
      name: 'N',
      type: 'Other',
      isActive: false,
      websiteUrl: '',
      description: '',
      logo: null,
      address: [],
      sponsership: [],
    });
    expect(companyTransform({ name: 'N', type: 'Other', activeStatus: 'active', isActive: false }).isActive).toBe(true);
  });

  it('derives the status select from isActive', () => {
    expect(withActiveStatus({ isActive: false }).activeStatus).toBe('inactive');
    expect(withActiveStatus({ isActive: true }).activeStatus).toBe('active');
  });
});

describe('withLocation', () => {
  it('appends a new location and replaces an edited one in place', () => {
    const rows = [
      { _id: 'l1', name: 'Downtown' },
      { _id: 'l2', name: 'Uptown' },
    ];
    expect(withLocation(rows, { _id: 'l9', name: 'Lakeside' })).toEqual([...rows, { _id: 'l9', name: 'Lakeside' }]);
    expect(withLocation(rows, { _id: 'l1', name: 'Downtown West' })).toEqual([{ _id: 'l1', name: 'Downtown West' }, rows[1]]);
  });
});

describe('withSponsorship', () => {
  it('appends a sponsor, and a duplicate of the same sponsor replaces the earlier entry', () => {
    const gold = { sponser: { _id: 's1', name: 'Gold' } };
    const silver = { sponser: { _id: 's2', name: 'Silver' } };
    expect(withSponsorship([gold], silver)).toEqual([gold, silver]);
    const renamed = { sponser: { _id: 's1', name: 'Gold Plus' } };
    expect(withSponsorship([gold, silver], renamed)).toEqual([renamed, silver]);
  });
});
