import type { Address } from './addresses';

/** Shared by the screens and the table export, so a CSV cell reads as the cell on screen. */

/** The lists show dates as MM/DD/YYYY whatever the language. */
export const US_DATE_OPTIONS = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

export const US_DATE_TIME_OPTIONS = { ...US_DATE_OPTIONS, hour: 'numeric', minute: '2-digit' } as const;

function toDate(value: Date | string): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatUsDate(value: Date | string, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { ...US_DATE_OPTIONS, timeZone }) : '';
}

export function formatUsDateTime(value: Date | string, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-US', { ...US_DATE_TIME_OPTIONS, timeZone }) : '';
}

/** Read as a day, never as a UTC midnight, which would shift it a day back in American time zones. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
}

export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '';
  return String(Math.round(hours * 100) / 100);
}

export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function formatAddress(value: Partial<Address> | null | undefined): string {
  if (!value) return '';
  const stateZip = [value.state, value.zipCode].filter(Boolean).join(' ');
  return [value.addressLine1, value.addressLine2, value.city, stateZip, value.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
