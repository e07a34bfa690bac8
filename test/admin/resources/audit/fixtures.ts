import type { AuditEntry } from '../../../../src/shared/audit';

export const MEMBER_ID = '0b0e7c9e-3f53-4d7e-9a43-1a1a1a1a1a1a';
export const FIRST_COMPANY = '1c1e7c9e-3f53-4d7e-9a43-2b2b2b2b2b2b';
export const SECOND_COMPANY = '2d1e7c9e-3f53-4d7e-9a43-3c3c3c3c3c3c';

/** A member moved to another company, with their biography rewritten. */
export const MOVED: AuditEntry = {
  _id: '42',
  at: '2026-11-28T14:05:00.000Z',
  actorId: 'a0000000-0000-4000-8000-000000000001',
  actorName: 'Dana Staff',
  clientIp: '10.1.2.3',
  entity: 'users',
  recordId: MEMBER_ID,
  recordLabel: 'Mia Member',
  action: 'update',
  reverts: null,
  changes: [
    { field: 'biography', old: '<p>Leasing agent in Duluth.</p>', new: '<p>Senior leasing agent in Duluth.</p>' },
    { field: 'companyId', old: FIRST_COMPANY, new: SECOND_COMPANY, oldLabel: 'First Brokerage', newLabel: 'Second Brokerage' },
    { field: 'isActive', old: true, new: false },
  ],
};

/** A sign-in: an event, nothing to revert. */
export const SIGN_IN: AuditEntry = {
  ...MOVED,
  _id: '41',
  at: '2026-11-28T14:00:00.000Z',
  action: 'signIn',
  changes: [],
};

/** A deleted company, which can be restored. */
export const DELETED: AuditEntry = {
  ...MOVED,
  _id: '40',
  entity: 'companies',
  recordId: FIRST_COMPANY,
  recordLabel: 'Old Realty',
  action: 'delete',
  changes: [
    { field: 'name', old: 'Old Realty' },
    { field: 'type', old: 'Broker' },
  ],
};

/** A role's access matrix and a payment's amount. */
export const ROLE_ACCESS: AuditEntry = {
  ...MOVED,
  _id: '39',
  entity: 'roles',
  recordLabel: 'Events Coordinator',
  changes: [{ field: 'access.Payment', old: ['read'], new: ['read', 'update'] }],
};
export const PAYMENT: AuditEntry = {
  ...MOVED,
  _id: '38',
  entity: 'payments',
  recordLabel: 'Membership dues',
  changes: [
    { field: 'amountCents', old: 1200, new: 1500 },
    { field: 'paidOn', old: '2026-03-04', new: '2026-03-05' },
    { field: 'method', old: 'card', new: 'check' },
  ],
};
