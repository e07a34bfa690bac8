import type { Attendee, Event } from '../../../../src/shared/events';
import { COURSE } from '../courses/fixtures';

export const EVENT_ID = '5e0a1b2c-3333-4ccc-8ddd-000000000001';
export const ANN_ID = '7a000000-0000-4000-8000-000000000001';
export const BOB_ID = '7a000000-0000-4000-8000-000000000002';
export const CAROL_ID = '7a000000-0000-4000-8000-000000000003';

export const EVENT: Event = {
  _id: EVENT_ID,
  name: 'Fall Leasing Workshop',
  startAt: '2026-11-22T15:00:00.000Z',
  endAt: '2026-11-22T18:00:00.000Z',
  venue: 'Minneapolis Convention Center',
  onlineUrl: '',
  description: '<p>Hands-on leasing.</p>',
  course: { _id: COURSE._id, code: COURSE.code, title: COURSE.title, creditHours: COURSE.creditHours },
  courseCredit: 3,
  capacity: 40,
  priceCents: 2500,
  status: 'published',
  isActive: true,
  attendeeCount: 2,
  attendedCount: 1,
  rosterKey: null,
  sheetKey: null,
  hasKioskToken: false,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

export const FREE_EVENT: Event = {
  ...EVENT,
  _id: '5e0a1b2c-3333-4ccc-8ddd-000000000002',
  name: 'Members Breakfast',
  course: null,
  courseCredit: 0,
  capacity: null,
  priceCents: 0,
  status: 'draft',
  attendeeCount: 0,
  attendedCount: 0,
};

export const ANN: Attendee = {
  _id: ANN_ID,
  user: { _id: ANN_ID, name: 'Ann Lee', email: 'ann@example.org', companyName: 'North Star Commercial Realty' },
  registeredAt: '2026-10-05T14:00:00.000Z',
  attended: true,
  attendedAt: '2026-11-22T15:05:00.000Z',
  checkedInBy: 'staff',
  creditHours: 3,
  creditHoursOverride: null,
  checkInCode: 'A1B2C3D4E5',
  updatedAt: '2026-11-22T15:05:00.000Z',
};

export const BOB: Attendee = {
  _id: BOB_ID,
  user: { _id: BOB_ID, name: 'Bob Stone', email: 'bob@example.org', companyName: null },
  registeredAt: '2026-10-06T14:00:00.000Z',
  attended: false,
  attendedAt: null,
  checkedInBy: null,
  creditHours: 1.5,
  creditHoursOverride: 1.5,
  checkInCode: 'F6A7B8C9D0',
  updatedAt: '2026-10-06T14:00:00.000Z',
};

export const MEMBERS = [
  { _id: ANN_ID, name: 'Ann Lee', email: 'ann@example.org', phoneNumber: null },
  { _id: CAROL_ID, name: 'Carol Diaz', email: 'carol@example.org', phoneNumber: null },
];

/** The event as react-admin's record. */
export const eventRecord = (event: Event = EVENT) => ({ ...event, id: event._id });
