/** Without zod, which stays off the screens' first download. */

export const MAX_EXPORT_COLUMNS = 50;
export const MAX_EXPORT_LABEL = 200;
/** The longest value list has a few dozen. */
export const MAX_EXPORT_VALUES = 200;

/** companies_table_YYYYMMDD.csv, the reader's day. */
export function tableExportFileName(list: string, now: Date, timeZone?: string): string {
  let day: string;
  try {
    // en-CA writes YYYY-MM-DD.
    day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    day = now.toISOString().slice(0, 10);
  }
  return `${list}_table_${day.replaceAll('-', '')}.csv`;
}
