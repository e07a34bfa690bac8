import { describe, expect, it } from 'vitest';
import {
  companyTransform,
  withActiveStatus,
  withLocation,
  withoutLocation,
  withSponsorship,
  type CompanyLocationRow,
} from '../../../../src/admin/resources/companies/companyTransform';
import { toFormValues } from '../../../../src/admin/resources/locations/locationValues';
import { CompanyWriteBody } from '../../../../src/shared/companies';
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

describe('withLocation and withoutLocation (pending location work)', () => {
  const L1 = '00000000-0000-4000-8000-0000000000a1';
  const L2 = '00000000-0000-4000-8000-0000000000a2';
  const values = (name: string) => toFormValues({ name, type: 'branch', marketId: 'twinCities' });
  const rows: CompanyLocationRow[] = [
    { _id: L1, name: 'Downtown' },
    { _id: L2, name: 'Uptown' },
  ];

  it('appends a new location as pending creation, and an edited saved one becomes a pending update in place', () => {
    const added = withLocation(rows, null, values('Lakeside'));
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ name: 'Lakeside', change: 'create', values: { name: 'Lakeside' } });
    expect(added[2]!._id).toMatch(/^new-/);
    expect(withLocation(rows, L1, values('Downtown West'))).toEqual([
      { _id: L1, name: 'Downtown West', change: 'update', values: values('Downtown West') },
      rows[1],
    ]);
    // A new location edited again stays a creation.
    const again = withLocation(added, added[2]!._id, values('Lakeside North'));
    expect(again[2]).toMatchObject({ _id: added[2]!._id, name: 'Lakeside North', change: 'create' });
  });

  it("keeps the version of the location the form loaded, and sends it with the location's update", () => {
    const loaded = { ...values('Downtown'), _id: L1, updatedAt: '2026-11-29T09:30:00.000Z' } as unknown as Parameters<typeof withLocation>[3];
    const edited = withLocation(rows, L1, values('Downtown West'), loaded);
    expect(edited[0]).toMatchObject({ change: 'update', updatedAt: '2026-11-29T09:30:00.000Z', loaded: values('Downtown') });
    // Edited again from its pending values (nothing fetched): the version stays the one first loaded.
    expect(withLocation(edited, L1, values('Downtown East'))[0]).toMatchObject({ name: 'Downtown East', updatedAt: '2026-11-29T09:30:00.000Z' });
    const body = companyTransform({ name: 'N', type: 'Other', locations: edited });
    expect(body.locationChanges?.update).toEqual([expect.objectContaining({ _id: L1, name: 'Downtown West', updatedAt: '2026-11-29T09:30:00.000Z' })]);
  });

  it('drops a new location, and marks a saved one for deletion on Update', () => {
    const added = withLocation(rows, null, values('Lakeside'));
    expect(withoutLocation(added, added[2]!._id)).toEqual(rows);
    expect(withoutLocation(rows, L2)).toEqual([rows[0], { _id: L2, name: 'Uptown', change: 'remove' }]);
  });

  it('sends the pending work as locationChanges, and keeps only saved locations in address', () => {
    let list = withLocation(rows, null, values('Lakeside'));
    list = withLocation(list, L1, values('Downtown West'));
    list = withoutLocation(list, L2);
    const body = companyTransform({ name: 'N', type: 'Other', activeStatus: 'active', locations: list });
    expect(body.address).toEqual([L1]);
    expect(body.locationChanges?.create).toEqual([expect.objectContaining({ name: 'Lakeside', type: 'branch', marketId: 'twinCities' })]);
    expect(body.locationChanges?.update).toEqual([expect.objectContaining({ _id: L1, name: 'Downtown West' })]);
    expect(body.locationChanges?.remove).toEqual([L2]);
    // The payload is what the API's schema takes (no display-only fields, no company id).
    expect(CompanyWriteBody.safeParse(body).success).toBe(true);
    expect(body.locationChanges?.create[0]).not.toHaveProperty('payMember');
    // Nothing pending: no locationChanges at all.
    expect(companyTransform({ name: 'N', type: 'Other', locations: rows })).not.toHaveProperty('locationChanges');
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
