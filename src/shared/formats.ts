import type { Address } from './addresses';

/**
 * How the lists show their values, in one place for the screens and for the server's table export
 * (POST /export/<list>), so a CSV cell reads as the cell on screen. Dates and times are written in
 * the reader's time zone, which the browser knows and the export is told.
 */

/** A date as the lists show dates, MM/DD/YYYY (spec 001 §2), whatever the language. */
export const US_DATE_OPTIONS = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

/** A date with its time, as the event list shows a start: 03/04/2026, 9:00 AM. */
export const US_DATE_TIME_OPTIONS = { ...US_DATE_OPTIONS, hour: 'numeric', minute: '2-digit' } as const;

function toDate(value: Date | string): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** MM/DD/YYYY of an instant, in `timeZone` (the reader's own when left out). */
export function formatUsDate(value: Date | string, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { ...US_DATE_OPTIONS, timeZone }) : '';
}

/** MM/DD/YYYY, h:mm AM of an instant, in `timeZone` (the reader's own when left out). */
export function formatUsDateTime(value: Date | string, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-US', { ...US_DATE_TIME_OPTIONS, timeZone }) : '';
}

/**
 * A calendar day (YYYY-MM-DD, no time) as MM/DD/YYYY: read as a day, never as a UTC midnight that
 * would shift a day in American time zones. Anything else is shown as it is.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
}

/** A day written MM/DD/YYYY (as formatDay writes it) as YYYY-MM-DD; undefined for anything else. */
export function dayOfUsDate(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : undefined;
}

/** '1.5' for 1.5, '3' for 3: hours as staff write them. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '';
  return String(Math.round(hours * 100) / 100);
}

/** '$1,234.50' in English, '1.234,50 $' in German: US dollars in the reader's number format. */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A physical address on one line: "12 Main St, Suite 4, Minneapolis, MN 55401, United States". */
export function formatAddress(value: Partial<Address> | null | undefined): string {
  if (!value) return '';
  const stateZip = [value.state, value.zipCode].filter(Boolean).join(' ');
  return [value.addressLine1, value.addressLine2, value.city, stateZip, value.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
