import { z } from 'zod';
import { CONTROL_CHARACTER, findUnfitText } from './fields';
import { FilterEntry } from './listQuery';

/**
 * 'Export Table': a list's chosen columns, in their order, with their labels and value formats, for
 * the whole filtered and sorted list, streamed by the server as CSV (POST /export/<list>). The
 * screen sends what the reader sees (the column labels and the labels of coded values, in the
 * reader's language); the server reads the rows and formats the dates, hours and amounts as the
 * screens do (src/shared/formats.ts).
 */

/** The lists with a table export, by their react-admin resource name (the route is /export/<name>). */
export const EXPORTABLE_LISTS = ['users', 'companies', 'locations', 'sponsorships', 'roles', 'events', 'courses', 'payments'] as const;
export type ExportableList = (typeof EXPORTABLE_LISTS)[number];

export const MAX_EXPORT_COLUMNS = 50;
export const MAX_EXPORT_LABEL = 200;
/** Coded values a column may relabel (the longest value list has a few dozen). */
export const MAX_EXPORT_VALUES = 200;

/** One column of the export, as the screen shows it. */
export const ExportColumnRequest = z.object({
  /** One of the list's columns (the route's schema names them). */
  key: z.string().min(1).max(100),
  /** The column's header, as on screen. */
  label: z.string().trim().min(1, 'must not be empty').max(MAX_EXPORT_LABEL, `must be at most ${MAX_EXPORT_LABEL} characters`),
  /**
   * Labels of the stored values, as the cells show them: `{ "Broker": "Makler" }`, `{ "true":
   * "Active", "false": "Inactive" }`, `{ "": "—" }` for an empty value, `{ "0": "Free" }`. A value
   * without a label is written in the column's own format.
   */
  values: z
    .record(z.string().max(MAX_EXPORT_LABEL), z.string().max(MAX_EXPORT_LABEL, `must be at most ${MAX_EXPORT_LABEL} characters`))
    .refine((values) => Object.keys(values).length <= MAX_EXPORT_VALUES, `must have at most ${MAX_EXPORT_VALUES} values`)
    .optional(),
});
export type ExportColumnRequest = z.infer<typeof ExportColumnRequest>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/**
 * The body of POST /export/<list>: the list call's own search, sort and filters (the same keys and
 * values as its GET, without paging), the columns, and the reader's language and time zone.
 */
export function exportBodySchema<const S extends readonly [string, ...string[]], const C extends readonly [string, ...string[]]>(
  sortKeys: S,
  columnKeys: C,
) {
  return z.object({
    search: z.string().trim().max(200).optional(),
    sortKey: z.enum(sortKeys, { error: `must be one of: ${sortKeys.join(', ')}` }).optional(),
    sortOrder: z.union([z.literal(1), z.literal(-1)], { error: 'must be 1 (ascending) or -1 (descending)' }).optional(),
    filters: z
      .array(FilterEntry, { error: 'must be a list of {"key": …, "value": …} pairs' })
      .max(100)
      // As in the list call's query: no control characters in any filter text.
      .superRefine((filters, ctx) => {
        const found = findUnfitText(filters, CONTROL_CHARACTER);
        if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
      })
      .optional(),
    columns: z
      .array(ExportColumnRequest.extend({ key: z.enum(columnKeys, { error: `must be one of the list's columns: ${columnKeys.join(', ')}` }) }))
      .min(1, 'must name at least one column')
      .max(MAX_EXPORT_COLUMNS, `must have at most ${MAX_EXPORT_COLUMNS} columns`)
      .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, 'must name each column once'),
    /** The reader's language (BCP 47), for amounts in their number format. */
    locale: z.string().max(35).refine(isLocale, 'must be a language tag such as en or de-DE').default('en'),
    /** The reader's time zone (IANA), for dates and times as their screen shows them. */
    timeZone: z.string().max(64).refine(isTimeZone, 'must be a time zone such as America/Chicago').default('UTC'),
  });
}

/** companies_table_20261122.csv: the list's name and the reader's day. */
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
