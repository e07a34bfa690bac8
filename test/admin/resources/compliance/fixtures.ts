import type { ComplianceHistory, ComplianceMember, ComplianceSettings } from '../../../../src/shared/compliance';
import { vi } from 'vitest';
import { RA_ACTIONS } from '../../../../src/admin/providers/authProvider';
import { RESOURCE_MODULES } from '../../../../src/admin/registry';
import { can, type PermissionSubject } from '../../../../src/shared/permissions';
import { fakeAuthProvider } from '../../../helpers/renderWithAdmin';

export const ADA_ID = '11111111-1111-4111-8111-111111111111';
export const BEN_ID = '22222222-2222-4222-8222-222222222222';

export const ADA: ComplianceMember = {
  _id: ADA_ID,
  name: 'Ada Broker',
  email: 'ada@example.com',
  reLicenseNo: 'RE-1001',
  company: { _id: 'c1', name: 'Acme Realty' },
  mncarMarket: ['Twin Cities'],
  cycleStart: '2025-07-01',
  cycleEnd: '2027-01-15',
  hoursEarned: 12.5,
  hoursRequired: 30,
  hoursLeft: 17.5,
  status: 'behind',
  lastRemindedAt: null,
};

export const BEN: ComplianceMember = {
  ...ADA,
  _id: BEN_ID,
  name: 'Ben Leaser',
  email: 'ben@example.com',
  reLicenseNo: 'RE-1002',
  company: null,
  hoursEarned: 30,
  hoursLeft: 0,
  status: 'complete',
  lastRemindedAt: '2026-11-20T15:00:00.000Z',
};

export const HISTORY: ComplianceHistory = {
  member: ADA,
  cycles: [
    {
      start: '2025-07-01',
      end: '2027-01-15',
      hoursEarned: 12.5,
      hoursRequired: 30,
      current: true,
      entries: [
        { _id: 'a1', event: { _id: 'e1', name: 'Leasing Law Update', startAt: '2026-03-04T15:00:00.000Z' }, course: { _id: 'k1', code: 'CE-101', title: 'Leasing' }, creditHours: 12.5, counts: true },
        { _id: 'a2', event: { _id: 'e2', name: 'Networking Lunch', startAt: '2026-04-04T17:00:00.000Z' }, course: null, creditHours: 2, counts: false },
      ],
    },
    { start: '2023-07-01', end: '2025-06-30', hoursEarned: 0, hoursRequired: 30, current: false, entries: [] },
  ],
  reminders: [{ sentAt: '2026-11-02T16:00:00.000Z', sentBy: { _id: 'u9', name: 'Sam Staff' }, hoursLeft: 17.5 }],
};

export const SETTINGS: ComplianceSettings = {
  cycleMonths: 24,
  hoursRequired: 30,
  cycleBasis: 'registered',
  cycleStart: '2025-01-01',
  countBy: 'delivery',
  deliveries: ['in-person', 'online', 'hybrid'],
  courseIds: [],
  version: 2,
  changedAt: '2026-11-01T12:00:00.000Z',
  changedBy: { _id: 'u9', name: 'Sam Staff' },
};

export const FIRST_SETTINGS: ComplianceSettings = { ...SETTINGS, cycleMonths: 36, version: 1, changedBy: null };

/** A staff role with the CE Compliance flags given. */
export function compliancePermissions(flags: { create?: boolean; read?: boolean; update?: boolean }): PermissionSubject {
  return {
    role: 'admin',
    roles: [
      {
        name: 'CE Desk',
        isActive: true,
        access: [{ moduleId: { name: 'CE Compliance' }, create: false, read: false, update: false, delete: false, ...flags }],
      },
    ],
  } as PermissionSubject;
}

/** The fake authProvider with the app's own canAccess over those permissions. */
export function complianceAuth(flags: { create?: boolean; read?: boolean; update?: boolean }) {
  const permissions = compliancePermissions(flags);
  return {
    ...fakeAuthProvider({ permissions }),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) =>
      Boolean(RESOURCE_MODULES[resource] && RA_ACTIONS[action] && can(permissions, RESOURCE_MODULES[resource], RA_ACTIONS[action])),
    ),
  };
}
