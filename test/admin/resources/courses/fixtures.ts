import type { Course } from '../../../../src/shared/events';

export const COURSE_ID = '0c1d2e3f-1111-4aaa-8bbb-000000000001';
export const OTHER_COURSE_ID = '0c1d2e3f-2222-4aaa-8bbb-000000000002';

export const COURSE: Course = {
  _id: COURSE_ID,
  code: 'CE-101',
  title: 'Commercial Leasing Basics',
  creditHours: 3,
  delivery: 'in-person',
  description: '<p>The essentials of a commercial lease.</p>',
  isActive: true,
  eventCount: 2,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

export const OTHER_COURSE: Course = {
  ...COURSE,
  _id: OTHER_COURSE_ID,
  code: 'ETH-200',
  title: 'Ethics in Brokerage',
  creditHours: 1.5,
  delivery: 'online',
  isActive: false,
  eventCount: 0,
};
