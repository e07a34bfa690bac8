import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BooleanParam } from '../../shared/listQuery';
import { COMPANY_SORT_KEYS, LOCATION_SORT_KEYS, SPONSORSHIP_SORT_KEYS } from '../../shared/companies';
import { COURSE_SORT_KEYS, EVENT_SORT_KEYS } from '../../shared/events';
import { PAYMENT_SORT_KEYS } from '../../shared/payments';
import { ROLE_SORT_KEYS } from '../../shared/roles';
import { USER_SORT_KEYS } from '../../shared/users';
import { companies, courses, events, locations, payments, roles, sponsorships, users } from '../db/schema';
import { COMPANY_LIST, locationCount, membersCount } from './companies';
import { COURSE_LIST, eventCount } from './courses';
import { attendeeCountSort, EVENT_LIST } from './events';
import { defineExport } from './listExport';
import { LOCATION_LIST } from './locations';
import { PAYMENT_LIST } from './payments';
import { ROLE_LIST } from './roles';
import { companyCount, SPONSORSHIP_LIST } from './sponsorships';
import { USER_LIST } from './users';

/**
 * The columns each list shows, as the table export reads and writes them (see listExport.ts). A key
 * names a column as the screen's export sends it; each list offers exactly the columns its screen
 * shows (images and action buttons aside), so the export tells nothing the list does not. Plain SQL
 * names in correlated subqueries: see queries/companies.ts.
 */

/** The user list (spec 000 §2): its columns and the optional ones (NRDS ID, Primary Phone, Registered). */
export const USER_EXPORT = defineExport({
  module: 'User Management',
  list: USER_LIST,
  sortKeys: USER_SORT_KEYS,
  rows: (db, fields, plan) =>
    db.select(fields).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: users.name },
    email: { value: users.email },
    company: { value: companies.name },
    role: { value: users.role },
    mncarMemberStatus: { value: users.mncarMemberStatus },
    mncarlMemberStatus: { value: users.mncarlMemberStatus },
    mncarMiscellaneousStatus: { value: users.mncarMiscellaneousStatus },
    alowMcpeAccess: { value: users.alowMcpeAccess },
    mcpeAccessType: { value: users.mcpeAccessType },
    nrds: { value: users.nrds },
    phoneNumber: { value: users.phoneNumber },
    createdAt: { value: users.createdAt, kind: 'usDate' },
    isActive: { value: users.isActive },
  },
});

/** The company list (spec 001 §2); the logo is an image, left out. */
export const COMPANY_EXPORT = defineExport({
  module: 'Companies',
  list: COMPANY_LIST,
  sortKeys: COMPANY_SORT_KEYS,
  rows: (db, fields, plan) => db.select(fields).from(companies).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: companies.name },
    type: { value: companies.type },
    isActive: { value: companies.isActive },
    // The whole address (the screen shows it without its scheme, as a link to it).
    websiteUrl: { value: companies.websiteUrl },
    locationCount: { value: locationCount, kind: 'number' },
    membersCount: { value: membersCount, kind: 'number' },
    updatedAt: { value: companies.updatedAt, kind: 'usDate' },
  },
});

/** The location list (spec 001 §2), of one company or of all. */
export const LOCATION_EXPORT = defineExport({
  module: 'Companies',
  list: LOCATION_LIST,
  sortKeys: LOCATION_SORT_KEYS,
  params: { companyId: z.uuid('must be a valid id').optional() },
  conditions: ({ companyId }) => [companyId ? eq(locations.companyId, companyId) : undefined],
  rows: (db, fields, plan) => db.select(fields).from(locations).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: locations.name },
    nrdsId: { value: locations.nrdsId },
    type: { value: locations.type },
    address: { value: locations.physicalAddress, kind: 'address' },
  },
});

/** The sponsorship list (spec 001 §2). */
export const SPONSORSHIP_EXPORT = defineExport({
  module: 'Sponsorship',
  list: SPONSORSHIP_LIST,
  sortKeys: SPONSORSHIP_SORT_KEYS,
  params: { isActive: BooleanParam.optional() },
  conditions: ({ isActive }) => [isActive === undefined ? undefined : eq(sponsorships.isActive, isActive)],
  rows: (db, fields, plan) => db.select(fields).from(sponsorships).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    position: { value: sponsorships.position, kind: 'number' },
    name: { value: sponsorships.name },
    companyCount: { value: companyCount, kind: 'number' },
    createdAt: { value: sponsorships.createdAt, kind: 'usDate' },
  },
});

/** The role list (spec 000 §2). */
export const ROLE_EXPORT = defineExport({
  module: 'Role Management',
  list: ROLE_LIST,
  sortKeys: ROLE_SORT_KEYS,
  params: { isActive: BooleanParam.optional() },
  conditions: ({ isActive }) => [isActive === undefined ? undefined : eq(roles.isActive, isActive)],
  rows: (db, fields, plan) => db.select(fields).from(roles).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: roles.name },
    isActive: { value: roles.isActive },
  },
});

/** The event list. */
export const EVENT_EXPORT = defineExport({
  module: 'Events',
  list: EVENT_LIST,
  sortKeys: EVENT_SORT_KEYS,
  rows: (db, fields, plan) =>
    db.select(fields).from(events).leftJoin(courses, eq(courses.id, events.courseId)).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: events.name },
    startAt: { value: events.startAt, kind: 'usDateTime' },
    course: { value: courses.code },
    courseCredit: { value: events.courseCredit, kind: 'hours' },
    // 'registered / seats', or the count alone without a limit ('%{count} / %{capacity}' in every catalogue).
    attendeeCount: {
      value: sql`case when ${events.capacity} is null then ${attendeeCountSort}::text else ${attendeeCountSort} || ' / ' || ${events.capacity} end`,
    },
    attendedCount: {
      value: sql`(select count(*)::int from event_attendees ea where ea.event_id = events.id and ea.attended)`,
      kind: 'number',
    },
    status: { value: events.status },
    priceCents: { value: events.priceCents, kind: 'usDollars' },
  },
});

/** The course list. */
export const COURSE_EXPORT = defineExport({
  module: 'Courses',
  list: COURSE_LIST,
  sortKeys: COURSE_SORT_KEYS,
  rows: (db, fields, plan) => db.select(fields).from(courses).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    code: { value: courses.code },
    title: { value: courses.title },
    creditHours: { value: courses.creditHours, kind: 'hours' },
    delivery: { value: courses.delivery },
    eventCount: { value: eventCount, kind: 'number' },
    isActive: { value: courses.isActive },
  },
});

/** The payment list: who paid as the list names them (the person, else the company, else the name kept). */
export const PAYMENT_EXPORT = defineExport({
  module: 'Payment',
  list: PAYMENT_LIST,
  sortKeys: PAYMENT_SORT_KEYS,
  rows: (db, fields, plan) =>
    db
      .select(fields)
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(companies, eq(companies.id, payments.companyId))
      .where(plan.where)
      .orderBy(...plan.orderBy),
  columns: {
    // As text: the cursor reads without Drizzle's parsers, and a parsed date would carry a time zone.
    paidOn: { value: sql`${payments.paidOn}::text`, kind: 'day' },
    payerName: { value: sql`coalesce(${users.name}, ${companies.name}, ${payments.payerName})` },
    company: { value: companies.name },
    purpose: { value: payments.purpose },
    amountCents: { value: payments.amountCents, kind: 'money' },
    method: { value: payments.method },
    status: { value: payments.status },
    reference: { value: payments.reference },
  },
});
