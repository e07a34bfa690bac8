import { z } from './zod';
import { isoDateTime, maxCharactersMessage, type FieldLimits } from './fields';

/** Courses, events, attendance and the public pages: shared by the forms and the server (docs/API.md). */

const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));
const optionalText = (max: number) => text(max).optional().default('');
const id = z.uuid('must be a valid id');

/** Quarter hours: Minnesota counts continuing education in hours. */
export const CREDIT_HOURS_MAX = 99.75;
export const creditHours = z
  .number({ error: 'must be a number of hours' })
  .min(0, 'must be 0 or more')
  .max(CREDIT_HOURS_MAX, `must be at most ${CREDIT_HOURS_MAX}`)
  .refine((n) => Number.isInteger(n * 4), 'must be in quarter hours (for example 1.5 or 3.25)');

// ---------------------------------------------------------------- courses

export const COURSE_DELIVERIES = ['in-person', 'online', 'hybrid'] as const;
export type CourseDelivery = (typeof COURSE_DELIVERIES)[number];

export const COURSE_LIMITS = { code: 40, title: 200, description: 100_000 } as const satisfies FieldLimits;

export const CourseBody = z.object({
  code: text(COURSE_LIMITS.code).min(1, 'Code is required'),
  title: text(COURSE_LIMITS.title).min(1, 'Title is required'),
  creditHours,
  delivery: z.enum(COURSE_DELIVERIES, { error: `Delivery is required: one of ${COURSE_DELIVERIES.join(', ')}` }),
  /** Rich text; the server sanitises it. */
  description: optionalText(COURSE_LIMITS.description),
  isActive: z.boolean().default(true),
});
export type CourseBody = z.infer<typeof CourseBody>;

export const COURSE_SORT_KEYS = ['createdAt', 'code', 'title', 'creditHours', 'delivery', 'isActive', 'eventCount'] as const;
export type CourseSortKey = (typeof COURSE_SORT_KEYS)[number];
export const COURSE_FILTER_KEYS = ['delivery', 'isActive'] as const;

export interface Course {
  _id: string;
  code: string;
  title: string;
  creditHours: number;
  delivery: CourseDelivery;
  description: string;
  isActive: boolean;
  eventCount: number;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- events

/** A draft has no public pages and is not counted as upcoming; a cancelled event stays on record. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** $100,000, in whole cents. */
export const MAX_CENTS = 10_000_000;
const cents = z
  .number({ error: 'must be an amount in cents' })
  .int('must be whole cents')
  .min(0, 'must be 0 or more')
  .max(MAX_CENTS, 'must be at most $100,000');

const isoTime = isoDateTime();

export const EVENT_LIMITS = {
  name: 200,
  venue: 300,
  onlineUrl: 2000,
  description: 100_000,
  capacity: { min: 1, max: 100_000 },
} as const satisfies FieldLimits;

export const EventBody = z
  .object({
    name: text(EVENT_LIMITS.name).min(1, 'Name is required'),
    startAt: isoTime,
    endAt: isoTime,
    venue: optionalText(EVENT_LIMITS.venue),
    onlineUrl: z
      .union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: 'must be a web address (https://…)' })
          .max(EVENT_LIMITS.onlineUrl, maxCharactersMessage(EVENT_LIMITS.onlineUrl)),
      ])
      .optional()
      .default(''),
    /** Rich text; the server sanitises it. */
    description: optionalText(EVENT_LIMITS.description),
    course: z.union([id, z.literal(''), z.null()]).transform((v) => v || null).optional().default(null),
    /** Left out: the course's credit hours, else 0. */
    courseCredit: creditHours.nullable().optional(),
    /** null is no limit. */
    capacity: z
      .number()
      .int('must be a whole number')
      .min(EVENT_LIMITS.capacity.min, `must be ${EVENT_LIMITS.capacity.min} or more`)
      .max(EVENT_LIMITS.capacity.max, `must be ${EVENT_LIMITS.capacity.max} or less`)
      .nullable()
      .optional()
      .default(null),
    priceCents: cents.default(0),
    status: z.enum(EVENT_STATUSES, { error: `Status is one of ${EVENT_STATUSES.join(', ')}` }).default('draft'),
    isActive: z.boolean().default(true),
  })
  // Only compared when both are dates: a malformed one already has its own message.
  .refine((e) => !(Date.parse(e.endAt) < Date.parse(e.startAt)), { path: ['endAt'], message: 'The end must not be before the start' })
  .refine((e) => e.venue !== '' || e.onlineUrl !== '', { path: ['venue'], message: 'Give a venue or an online link' });
export type EventBody = z.infer<typeof EventBody>;

export const EVENT_SORT_KEYS = ['startAt', 'createdAt', 'name', 'status', 'isActive', 'capacity', 'priceCents', 'attendeeCount'] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];
export const EVENT_FILTER_KEYS = ['startAt', 'course', 'status', 'isActive'] as const;

export interface EventCourseRef {
  _id: string;
  code: string;
  title: string;
  creditHours: number;
}

export interface Event {
  _id: string;
  name: string;
  startAt: string;
  endAt: string;
  venue: string;
  onlineUrl: string;
  description: string;
  course: EventCourseRef | null;
  courseCredit: number;
  capacity: number | null;
  priceCents: number;
  status: EventStatus;
  isActive: boolean;
  attendeeCount: number;
  attendedCount: number;
  /** null when none is given out. */
  rosterKey: string | null;
  sheetKey: string | null;
  /** The token itself is answered only once, when made. */
  hasKioskToken: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- attendees

/** Users already registered are left as they are, so a repeated request does no harm. */
export const RegisterAttendeesBody = z.object({
  userIds: z.array(id).min(1, 'Choose at least one user').max(500),
});

export const AttendeeUpdateBody = z
  .object({
    attended: z.boolean().optional(),
    /** null goes back to the event's credit hours. */
    creditHours: creditHours.nullable().optional(),
  })
  .refine((b) => b.attended !== undefined || b.creditHours !== undefined, 'Give attended or creditHours');

export const ATTENDEE_SORT_KEYS = ['name', 'registeredAt', 'attended'] as const;
export type AttendeeSortKey = (typeof ATTENDEE_SORT_KEYS)[number];

export interface Attendee {
  /** The user's id. */
  _id: string;
  user: { _id: string; name: string; email: string; companyName: string | null };
  registeredAt: string;
  attended: boolean;
  attendedAt: string | null;
  checkedInBy: CheckInSource | null;
  /** The override, else the event's. */
  creditHours: number;
  creditHoursOverride: number | null;
  /** For staff to read out at the door. */
  checkInCode: string;
  updatedAt: string;
}

export interface AttendeesPage {
  attendees: Attendee[];
  total: number;
  capacity: number | null;
  attendedCount: number;
}

export const CHECK_IN_SOURCES = ['staff', 'sign-in sheet'] as const;
export type CheckInSource = (typeof CHECK_IN_SOURCES)[number];

// ---------------------------------------------------------------- a user's event history

export interface EventHistoryEntry {
  _id: string;
  event: { _id: string; name: string; courseCredit: number; startAt: string };
  creditHours: number;
  attendedAt: string | null;
}

export interface EventHistoryPage {
  history: EventHistoryEntry[];
  total: number;
  totalCreditHoursHistory: number;
}

// ---------------------------------------------------------------- public pages (no sign-in)

/** Public to whoever holds the key, so nothing more. */
export interface PublicEvent {
  name: string;
  startAt: string;
  endAt: string;
  venue: string;
}

/** Name and company only: no id, no email. */
export interface PublicAttendee {
  name: string;
  companyName: string | null;
}

/** `ref` is the registration's own key, never the user's id. */
export interface SignInSheetAttendee extends PublicAttendee {
  ref: string;
  attended: boolean;
}

export const PUBLIC_PAGES = ['roster', 'sheet'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** 'A1B2C-3D4E5': easier to read out. */
export const groupedCheckInCode = (code: string) => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code);

export const normalizeCheckInCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** `ref` is taken only from the staff kiosk, whose token comes in the `x-kiosk-token` header. */
export const CheckInBody = z.union([
  z.object({
    code: z
      .string()
      .max(40, 'must be the 10-character code from the registration mail')
      .transform(normalizeCheckInCode)
      .pipe(z.string().regex(/^[0-9A-F]{10}$/, 'must be the 10-character code from the registration mail')),
  }),
  z.object({ ref: id }),
]);
export type CheckInBody = z.infer<typeof CheckInBody>;

export const EVENT_MESSAGES = {
  courseNotFound: 'Course not found.',
  courseCreated: 'Course created successfully!',
  courseUpdated: 'Course updated successfully!',
  courseDeleted: 'Course deleted successfully!',
  courseStatusUpdated: 'Course status updated.',
  courseCodeTaken: 'Another course already has this code.',
  courseInUse: (n: number) =>
    `This course has ${n} event${n === 1 ? '' : 's'}. Remove the course from ${n === 1 ? 'it' : 'them'} or deactivate the course instead.`,
  eventNotFound: 'Event not found.',
  eventCreated: 'Event created successfully!',
  eventUpdated: 'Event updated successfully!',
  eventDeleted: 'Event deleted successfully!',
  eventStatusUpdated: 'Event status updated.',
  eventHasAttendance: (n: number) =>
    `${n} attendee${n === 1 ? ' has' : 's have'} attended this event and earned credit. Deactivate or cancel the event instead.`,
  attendeesRegistered: (n: number) => `${n} attendee${n === 1 ? '' : 's'} registered.`,
  overCapacity: (free: number) =>
    free <= 0 ? 'The event is full.' : `Only ${free} seat${free === 1 ? ' is' : 's are'} left. Choose fewer people or raise the capacity.`,
  attendeeNotFound: 'This person is not registered for the event.',
  attendeeUpdated: 'Attendance updated.',
  attendeeRemoved: 'Attendee removed.',
  publicLinkCreated: 'A new public link was made. Links given out before no longer work.',
  publicLinkRevoked: 'The public link was revoked.',
  publicLinkInvalid: 'This link is not valid. Please ask the event staff for the current one.',
  checkedIn: (name: string) => `Thank you, ${name}. You are checked in.`,
  alreadyCheckedIn: (name: string) => `${name}, you were already checked in.`,
  notOnRoster: 'We could not find you on this event’s list. Please see the event staff.',
  /** The one answer to any wrong proof, so it says nothing about who is registered. */
  checkInNoMatch: 'That code does not match a registration for this event. Please check it, or see the event staff.',
  kioskTokenMade: 'This device is now the check-in kiosk. Kiosks set up before no longer work.',
  kioskTokenRevoked: 'The check-in kiosk was switched off.',
  checkInCodeResent: 'The check-in code was mailed again.',
  checkInClosed: 'Check-in is closed for this event.',
  capacityBelowRegistered: (n: number) =>
    `capacity: ${n} ${n === 1 ? 'person is' : 'people are'} already registered. Set a capacity of at least ${n}, or remove registrations first.`,
  unknownUsers: (ids: readonly string[]) => `userIds: no user with id ${ids.join(', ')}.`,
} as const;
