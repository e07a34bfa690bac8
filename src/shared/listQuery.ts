import { z } from 'zod';
import { CONTROL_CHARACTER, findUnfitText, INT_MAX, MAX_YEAR, MIN_YEAR, withinYears } from './fields';

/** Page size of every list (spec 000 §9, 001 §9). */
export const PAGE_SIZE = 10;
/** The largest page a list call may ask for. */
export const MAX_LIMIT = 100;

/** One entry of the `filters` query parameter: a JSON list of key/value pairs (spec 000 §7). */
export const FilterEntry = z.object({ key: z.string().min(1).max(60), value: z.unknown() });
export type FilterEntry = z.infer<typeof FilterEntry>;

/**
 * `filters` arrives as a JSON string in the query; a malformed one is a 400 that says so. Its
 * texts are held to the rule of every query value (no control characters): as JSON they could
 * carry one escaped (\u0000) past the check of the raw query.
 */
export const FiltersParam = z
  .string()
  .max(10_000)
  .transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {"key": …, "value": …} pairs' });
      return z.NEVER;
    }
    const found = findUnfitText(parsed, CONTROL_CHARACTER);
    if (found) {
      ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(z.array(FilterEntry, { error: 'must be a JSON list of {"key": …, "value": …} pairs' }));

/** Query strings carry booleans as text. */
export const BooleanParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});

/** Paging: `offset` rows skipped, at most `limit` rows given. */
export const PagingQuery = z.object({
  offset: z.coerce.number().int().min(0, 'must be 0 or more').max(INT_MAX, `must be ${INT_MAX} or less`).default(0),
  limit: z.coerce.number().int().min(1, 'must be 1 or more').max(MAX_LIMIT, `must be ${MAX_LIMIT} or less`).default(PAGE_SIZE),
});

/**
 * The list contract every list route takes (STYLE habit 5): offset/limit paging, sortKey with
 * sortOrder 1 (ascending) or -1 (descending), a free-text search and the filters list. Each
 * resource adds its own sort keys and filter keys as data.
 */
export function listQuerySchema<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return PagingQuery.extend({
    sortKey: z.enum(sortKeys, { error: `must be one of: ${sortKeys.join(', ')}` }).optional(),
    sortOrder: z.coerce
      .number()
      .refine((n) => n === 1 || n === -1, 'must be 1 (ascending) or -1 (descending)')
      .optional(),
    search: z.string().trim().max(200).optional(),
    filters: FiltersParam.optional(),
    // Above 1,000 matching rows a list's total is "more than 1,000" unless this asks for the exact figure.
    exactTotal: BooleanParam.optional(),
  });
}

const ISO_DATE = z.iso.date();
const ISO_TIME = z.iso.datetime({ offset: true, local: true });

/**
 * A date range filter value 'from,to' (either side may be empty): dates as YYYY-MM-DD or full ISO
 * times. A bare 'to' date means the end of that day, 23:59:59.999 (spec 000 §5, 001 §5).
 */
export function parseDateRange(value: unknown): { from?: Date; to?: Date } | string {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const [fromText = '', toText = ''] = text.split(',').map((s) => s.trim());
  if (!fromText && !toText) return 'must be "from,to" dates (YYYY-MM-DD)';
  const parse = (s: string, endOfDay: boolean): Date | undefined | null => {
    if (!s) return undefined;
    // Checked as ISO first: Date itself takes 'March 5' and turns February 30 into March 1.
    const dateOnly = ISO_DATE.safeParse(s).success;
    if (!dateOnly && !ISO_TIME.safeParse(s).success) return null;
    const d = new Date(dateOnly ? `${s}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : s);
    return Number.isNaN(d.getTime()) ? null : d;
  };
  const from = parse(fromText, false);
  const to = parse(toText, true);
  if (from === null || to === null) return 'must be "from,to" dates (YYYY-MM-DD)';
  if ((from && !withinYears(from.toISOString())) || (to && !withinYears(to.toISOString()))) {
    return `the dates must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;
  }
  if (from && to && from > to) return 'the "from" date must not be after the "to" date';
  return { from, to };
}
