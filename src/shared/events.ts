import { z } from 'zod';
import { isoDateTime, maxCharactersMessage, type FieldLimits } from './fields';

/**
 * Courses, events, attendance and the public roster / sign-in sheet: value lists, write schemas,
 * list keys and the JSON shapes of their API. The spec shows none of these screens or calls
 * (spec 000 §1, §7) beyond the event history entry `event { _id, name, courseCredit }` and the
 * `signinsheet` / `roster` paths reachable without sign-in; the rest is designed here, in the
 * conventions of the other modules, and documented in the README.
 */

// ---------------------------------------------------------------- shared field rules

const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));
const optionalText = (max: number) => text(max).optional().default('');
const id = z.uuid('must be a valid id');

/** Credit hours: 0 to 99.75 in quarter hours (Minnesota counts continuing education in hours). */
export const CREDIT_HOURS_MAX = 99.75;
export const creditHours = z
  .number({ error: 'must be a number of hours' })
  .min(0, 'must be 0 or more')
  .max(CREDIT_HOURS_MAX, `must be at most ${CREDIT_HOURS_MAX}`)
  .refine((n) => Number.isInteger(n * 4), 'must be in quarter hours (for example 1.5 or 3.25)');

// ---------------------------------------------------------------- courses

/** How a course is delivered. */
export const COURSE_DELIVERIES = ['in-person', 'online', 'hybrid'] as const;
export type CourseDelivery = (typeof COURSE_DELIVERIES)[number];

/** The most characters each text of the course form takes (the form checks the same; credit hours: `creditHours`). */
export const COURSE_LIMITS = { code: 40, title: 200, description: 100_000 } as const satisfies FieldLimits;

/** POST /courses/create and PUT /courses/update/{id}. Codes are unique ignoring case. */
export const CourseBody = z.object({
  code: text(COURSE_LIMITS.code).min(1, 'Code is required'),
  title: text(COURSE_LIMITS.title).min(1, 'Title is required'),
  creditHours,
  delivery: z.enum(COURSE_DELIVERIES, { error: `Delivery is required: one of ${COURSE_DELIVERIES.join(', ')}` }),
  /** Rich text; sanitised by the server. */
  description: optionalText(COURSE_LIMITS.description),
  isActive: z.boolean().default(true),
});
export type CourseBody = z.infer<typeof CourseBody>;

export const COURSE_SORT_KEYS = ['createdAt', 'code', 'title', 'creditHours', 'delivery', 'isActive', 'eventCount'] as const;
export type CourseSortKey = (typeof COURSE_SORT_KEYS)[number];
/** Filter keys of GET /courses: delivery (one or a list), isActive (true/false). */
export const COURSE_FILTER_KEYS = ['delivery', 'isActive'] as const;

export interface Course {
  _id: string;
  code: string;
  title: string;
  creditHours: number;
  delivery: CourseDelivery;
  description: string;
  isActive: boolean;
  /** Events that are sessions of this course. */
  eventCount: number;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- events

/**
 * An event's life: a draft is being prepared (not counted as upcoming, no public pages), a
 * published event is on the calendar, a cancelled one stays on record.
 */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Prices are whole cents (USD); at most $100,000. */
export const MAX_CENTS = 10_000_000;
const cents = z
  .number({ error: 'must be an amount in cents' })
  .int('must be whole cents')
  .min(0, 'must be 0 or more')
  .max(MAX_CENTS, 'must be at most $100,000');

const isoTime = isoDateTime();

/**
 * The most characters each text of the event form takes and the range of its capacity (the form
 * checks the same; credit hours: `creditHours`, the price: MAX_CENTS).
 */
export const EVENT_LIMITS = {
  name: 200,
  venue: 300,
  onlineUrl: 2000,
  description: 100_000,
  capacity: { min: 1, max: 100_000 },
} as const satisfies FieldLimits;

/** POST /events/create and PUT /events/update/{id}. */
export const EventBody = z
  .object({
    name: text(EVENT_LIMITS.name).min(1, 'Name is required'),
    startAt: isoTime,
    endAt: isoTime,
    /** Where it takes place: a venue, an online link, or both (hybrid). */
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
    /** Rich text; sanitised by the server. */
    description: optionalText(EVENT_LIMITS.description),
    /** The course this event is a session of; its credit hours are the default `courseCredit`. */
    course: z.union([id, z.literal(''), z.null()]).transform((v) => v || null).optional().default(null),
    /** Credit hours an attendee earns; when left out, the course's credit hours (else 0). */
    courseCredit: creditHours.nullable().optional(),
    /** Seats; null is no limit. */
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
/**
 * Filter keys of GET /events: startAt ('from,to' dates, the 'to' day whole), course (a course id
 * or a list), status (one or a list), isActive (true/false). Default sort: startAt descending.
 */
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
  /** People registered, and how many of them attended. */
  attendeeCount: number;
  attendedCount: number;
  /** The unguessable key of the public roster (`/events/roster/{key}`); null when none is given out. */
  rosterKey: string | null;
  /** The sign-in sheet's own key (`/events/signinsheet/{key}`), separate from the roster's; null when none. */
  sheetKey: string | null;
  /** A staff device holds a kiosk token for the sign-in sheet. */
  hasKioskToken: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- attendees

/** POST /events/{id}/attendees: register users (already registered ones are left as they are). */
export const RegisterAttendeesBody = z.object({
  userIds: z.array(id).min(1, 'Choose at least one user').max(500),
});

/** PUT /events/{id}/attendees/{userId}: mark attended or not, and the credit hours earned. */
export const AttendeeUpdateBody = z
  .object({
    attended: z.boolean().optional(),
    /** Null goes back to the event's credit hours. */
    creditHours: creditHours.nullable().optional(),
  })
  .refine((b) => b.attended !== undefined || b.creditHours !== undefined, 'Give attended or creditHours');

export const ATTENDEE_SORT_KEYS = ['name', 'registeredAt', 'attended'] as const;
export type AttendeeSortKey = (typeof ATTENDEE_SORT_KEYS)[number];

export interface Attendee {
  /** The user's id (an attendee is a user registered for the event). */
  _id: string;
  user: { _id: string; name: string; email: string; companyName: string | null };
  registeredAt: string;
  attended: boolean;
  attendedAt: string | null;
  /** 'staff' or 'sign-in sheet': how the attendance was recorded. */
  checkedInBy: CheckInSource | null;
  /** Credit hours earned when attended: the override, else the event's. */
  creditHours: number;
  /** The override, null when the event's credit hours apply. */
  creditHoursOverride: number | null;
  /** The attendee's own check-in code (mailed at registration), for staff to read out at the door. */
  checkInCode: string;
  /** The registration's version. */
  updatedAt: string;
}

/** GET /events/{id}/attendees: a page of the registered people and the event's figures. */
export interface AttendeesPage {
  attendees: Attendee[];
  /** People matching the search. */
  total: number;
  capacity: number | null;
  attendedCount: number;
}

export const CHECK_IN_SOURCES = ['staff', 'sign-in sheet'] as const;
export type CheckInSource = (typeof CHECK_IN_SOURCES)[number];

// ---------------------------------------------------------------- a user's event history (spec 000 §3, §7)

/** One entry of GET /users/events/as/attendee/history/list/{id}: an event the user attended. */
export interface EventHistoryEntry {
  _id: string;
  event: { _id: string; name: string; courseCredit: number; startAt: string };
  /** Credit hours the user earned there. */
  creditHours: number;
  attendedAt: string | null;
}

/** GET /users/events/as/attendee/history/list/{id}: a page of the history and the DOC credit total. */
export interface EventHistoryPage {
  history: EventHistoryEntry[];
  total: number;
  totalCreditHoursHistory: number;
}

// ---------------------------------------------------------------- public pages (no sign-in)

/** What the public roster and sign-in sheet show of an event: nothing more. */
export interface PublicEvent {
  name: string;
  startAt: string;
  endAt: string;
  venue: string;
}

/** A roster line: name and company only (no id, no email). */
export interface PublicAttendee {
  name: string;
  companyName: string | null;
}

/** A line of the sign-in sheet in kiosk mode: `ref` is the registration's own key, for tapping a name. */
export interface SignInSheetAttendee extends PublicAttendee {
  ref: string;
  attended: boolean;
}

/** The public pages an event can give out, each under its own key. */
export const PUBLIC_PAGES = ['roster', 'sheet'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** A check-in code as people read it: two groups of five ('A1B2C-3D4E5'). */
export const groupedCheckInCode = (code: string) => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code);

/** A check-in code as typed: case, spaces and dashes aside ('a1b2c-3d4e5'). */
export const normalizeCheckInCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * POST /api/v1/public/events/signinsheet/{key}/check-in: the attendee's own code (from their
 * registration mail), or, from the staff kiosk (its token in the `x-kiosk-token` header), the line
 * they tapped.
 */
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
  /** The one answer to any wrong proof (code, line, kiosk token): it says nothing about who exists. */
  checkInNoMatch: 'That code does not match a registration for this event. Please check it, or see the event staff.',
  kioskTokenMade: 'This device is now the check-in kiosk. Kiosks set up before no longer work.',
  kioskTokenRevoked: 'The check-in kiosk was switched off.',
  checkInCodeResent: 'The check-in code was mailed again.',
  checkInClosed: 'Check-in is closed for this event.',
  capacityBelowRegistered: (n: number) =>
    `capacity: ${n} ${n === 1 ? 'person is' : 'people are'} already registered. Set a capacity of at least ${n}, or remove registrations first.`,
  unknownUsers: (ids: readonly string[]) => `userIds: no user with id ${ids.join(', ')}.`,
} as const;
