import { EVENT_STATUSES, type Event, type EventStatus } from '../../../shared/events';
import { formatUsDateTime } from '../../../shared/formats';

/** An event as react-admin holds it: the API's record with `id` beside `_id`. */
export type EventRecord = Event & { id: string };

const STATUS_KEYS: Record<EventStatus, string> = {
  draft: 'app.events.statuses.draft',
  published: 'app.events.statuses.published',
  cancelled: 'app.events.statuses.cancelled',
};

export function isEventStatus(value: unknown): value is EventStatus {
  return typeof value === 'string' && (EVENT_STATUSES as readonly string[]).includes(value);
}

/** The label key of a status; an unknown value is shown as it is. */
export function eventStatusLabel(status: unknown): string {
  return isEventStatus(status) ? STATUS_KEYS[status] : String(status ?? '');
}

export const EVENT_STATUS_CHOICES = EVENT_STATUSES.map((status) => ({ id: status, name: STATUS_KEYS[status] }));

/** Dollars as typed (12.5) in whole cents (1250); null for an empty or unreadable amount. */
export function centsOf(dollars: unknown): number | null {
  if (dollars === null || dollars === undefined || dollars === '') return null;
  const value = Number(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** Cents as dollars for a number input: 1250 → 12.5. */
export function dollarsOf(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** Whether typed dollars are at most two decimals (a cent is the smallest amount). */
export function isWholeCents(dollars: unknown): boolean {
  const value = Number(dollars);
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The date and time of a list row, the way the lists show dates (MM/DD/YYYY), with the time. */
export function formatStart(iso: string): string {
  return formatUsDateTime(iso);
}

/** An event's time span in the reader's language: 'Sunday, November 22, 2026, 9:00 – 11:00 AM'. */
export function formatSpan(startIso: string, endIso: string, locale: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return '';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}
