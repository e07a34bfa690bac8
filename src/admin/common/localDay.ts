/**
 * Days as the date inputs and the list filters write them, 'YYYY-MM-DD' in local time. Written by
 * hand: date-fns's `parse` and `format` would bring their locale tables into the first screens.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight of a 'YYYY-MM-DD' day, or null when it is not a day of the calendar (February 30th). */
export function parseLocalDay(value: string): Date | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // Set through setFullYear, which takes years below 100 as they are (the Date constructor adds 1900).
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/** The local day of `date` as 'YYYY-MM-DD', or 'YYYYMMDD' with an empty separator. */
export function formatLocalDay(date: Date, separator = '-'): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1), pad(date.getDate())].join(separator);
}
