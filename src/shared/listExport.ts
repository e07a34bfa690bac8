import { z } from './zod';
import { CONTROL_CHARACTER, findUnfitText } from './fields';
import { FilterEntry } from './listQuery';
import { MAX_EXPORT_COLUMNS, MAX_EXPORT_LABEL, MAX_EXPORT_VALUES } from './listExportValues';

export * from './listExportValues';

/**
 * 'Export Table': the screen sends the labels the reader sees, in their language, so the file reads
 * like the screen; the server formats dates and amounts as the screens do.
 */

export const ExportColumnRequest = z.object({
  key: z.string().min(1).max(100),
  label: z.string().trim().min(1, 'must not be empty').max(MAX_EXPORT_LABEL, `must be at most ${MAX_EXPORT_LABEL} characters`),
  /** `{ "Broker": "Makler" }`; a value without a label is written in the column's own format. */
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

/** The list call's own search, sort and filters, so the export matches the list on screen. */
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
    locale: z.string().max(35).refine(isLocale, 'must be a language tag such as en or de-DE').default('en'),
    timeZone: z.string().max(64).refine(isTimeZone, 'must be a time zone such as America/Chicago').default('UTC'),
  });
}

