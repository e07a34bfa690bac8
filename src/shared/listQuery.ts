import { z } from './zod';
import { CONTROL_CHARACTER, findUnfitText, INT_MAX, MAX_YEAR, MIN_YEAR, withinYears } from './fields';

export const PAGE_SIZE = 10;
export const MAX_LIMIT = 100;

export const FilterEntry = z.object({ key: z.string().min(1).max(60), value: z.unknown() });
export type FilterEntry = z.infer<typeof FilterEntry>;

/** Checked again once parsed: JSON could carry a control character escaped (\u0000) past the raw query's check. */
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

export const BooleanParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
});

export const PagingQuery = z.object({
  offset: z.coerce.number().int().min(0, 'must be 0 or more').max(INT_MAX, `must be ${INT_MAX} or less`).default(0),
  limit: z.coerce.number().int().min(1, 'must be 1 or more').max(MAX_LIMIT, `must be ${MAX_LIMIT} or less`).default(PAGE_SIZE),
});

/** Every list takes the same contract (docs/API.md, "List calls"); only the keys differ. */
export function listQuerySchema<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return PagingQuery.extend({
    sortKey: z.enum(sortKeys, { error: `must be one of: ${sortKeys.join(', ')}` }).optional(),
    sortOrder: z.coerce
      .number()
      .refine((n) => n === 1 || n === -1, 'must be 1 (ascending) or -1 (descending)')
      .optional(),
    search: z.string().trim().max(200).optional(),
    filters: FiltersParam.optional(),
    exactTotal: BooleanParam.optional(),
  });
}

const ISO_DATE = z.iso.date();
const ISO_TIME = z.iso.datetime({ offset: true, local: true });

/** A bare 'to' date runs to the end of that day, so the day is included whole. */
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
