import type { Validator } from 'react-admin';
import type { FieldLimit, FieldLimits, WholeRange } from '../../shared/fieldValues';

/**
 * The forms' side of the server's field limits (FieldLimits in src/shared/fields.ts): each rule is
 * built from the same constant as the zod schema, so the message shows on the field and the form
 * is not sent, rather than the server answering with a toast. Not the HTML maxlength attribute,
 * which cuts a paste short without a word.
 */

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** At most `max` characters once trimmed, as the schemas count; react-admin's own message by default. */
export const textLimit =
  (max: number, message = 'ra.validation.maxLength'): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim().length > max ? { message, args: { max } } : undefined;

/** Empty, or a whole number within the range; the message says the range. */
export const wholeNumberRange =
  ({ min, max }: WholeRange, message = 'app.validation.wholeNumberRange'): Validator =>
  (value: unknown) => {
    if (isEmpty(value)) return undefined;
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isInteger(n) && n >= min && n <= max ? undefined : { message, args: { min, max } };
  };

/** The rule of one limit: a text's length or a whole number's range. */
export const limitRule = (limit: FieldLimit): Validator => (typeof limit === 'number' ? textLimit(limit) : wholeNumberRange(limit));

export type LimitRules<L extends FieldLimits> = { readonly [K in keyof L]: Validator };

/** A rule per limited field of a schema, e.g. `limitRules(SPONSORSHIP_LIMITS).name`. */
export function limitRules<L extends FieldLimits>(limits: L): LimitRules<L> {
  return Object.fromEntries(Object.entries(limits).map(([field, limit]) => [field, limitRule(limit)])) as LimitRules<L>;
}
