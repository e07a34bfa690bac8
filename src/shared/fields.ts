import { z } from './zod';
import { maxCharactersMessage, isWebAddressOrEmpty, WEB_ADDRESS_MESSAGE, withinYears, YEARS_MESSAGE } from './fieldValues';

export * from './fieldValues';

/** Only once the value is well formed: a malformed one has its own message. */
const whenWellFormed = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
const inYears = { message: YEARS_MESSAGE, ...whenWellFormed };

export const isoDate = (message = 'must be a date (YYYY-MM-DD)') => z.iso.date({ error: message }).refine(withinYears, inYears);

export const isoDateTime = (message = 'must be a date and time (ISO 8601)') =>
  z.iso.datetime({ offset: true, error: message }).refine(withinYears, inYears);

const ISO_DATE = z.iso.date();
const ISO_DATE_TIME = z.iso.datetime({ offset: true });

/** An ISO date and time keeps only its date part; '' or null is none. */
export const optionalDay = (message = 'must be a date (YYYY-MM-DD)') =>
  z
    .string({ error: message })
    .nullable()
    .refine((v) => !v || ISO_DATE.safeParse(v).success || ISO_DATE_TIME.safeParse(v).success, { message, abort: true })
    .refine((v) => !v || withinYears(v), inYears)
    .transform((v) => (v ? v.slice(0, 10) : null))
    .meta({ format: 'date' });

export const webAddress = (max: number) =>
  z.string().trim().max(max, maxCharactersMessage(max)).refine(isWebAddressOrEmpty, WEB_ADDRESS_MESSAGE);
