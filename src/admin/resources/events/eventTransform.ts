import type { EventBody, EventCourseRef, EventStatus } from '../../../shared/events';
import { centsOf, dollarsOf, type EventRecord } from './eventValues';

/**
 * The values of the event form: the record's fields, with the course as its id, the price in
 * dollars (`price`) and the course as it was loaded (`courseRef`, for its credit hours).
 */
export interface EventFormValues {
  name?: string;
  /** An ISO time from the API, or the date-time input's local 'YYYY-MM-DDTHH:mm'. */
  startAt?: string | Date | null;
  endAt?: string | Date | null;
  venue?: string;
  onlineUrl?: string;
  description?: string | null;
  course?: string | null;
  courseRef?: EventCourseRef | null;
  courseCredit?: number | string | null;
  capacity?: number | string | null;
  price?: number | string | null;
  status?: EventStatus;
  isActive?: boolean;
  [key: string]: unknown;
}

/** The create form's starting values: a free draft, no course, no seat limit. */
export const EVENT_DEFAULT_VALUES: EventFormValues = {
  name: '',
  startAt: null,
  endAt: null,
  venue: '',
  onlineUrl: '',
  description: '',
  course: null,
  courseCredit: null,
  capacity: null,
  price: 0,
  status: 'draft',
  isActive: true,
};

/** An event as its form holds it. */
export type EventFormRecord = Omit<EventRecord, 'course'> & { course: string | null; courseRef: EventCourseRef | null; price: number | null };

/** The form's values of a record from the API (Edit's `select`); a record already reshaped stays as it is. */
export function eventFormValues(record: EventRecord | EventFormRecord): EventFormRecord {
  if ('courseRef' in record) return record;
  return { ...record, course: record.course?._id ?? null, courseRef: record.course, price: dollarsOf(record.priceCents) };
}

function isoOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The payload of POST /events/create and PUT /events/update/{id}: local times as ISO times, the
 * price in cents, empty credit hours left to the course (null), an empty capacity as no limit (null).
 */
export function eventTransform(values: EventFormValues): EventBody {
  return {
    name: String(values.name ?? '').trim(),
    startAt: isoOf(values.startAt),
    endAt: isoOf(values.endAt),
    venue: String(values.venue ?? '').trim(),
    onlineUrl: String(values.onlineUrl ?? '').trim(),
    description: values.description ?? '',
    course: values.course || null,
    courseCredit: numberOrNull(values.courseCredit),
    capacity: numberOrNull(values.capacity),
    priceCents: centsOf(values.price) ?? 0,
    status: values.status ?? 'draft',
    isActive: values.isActive !== false,
  };
}
