/** What PostgreSQL can store, so bad input is a 400 and never a database error. */

/** PostgreSQL refuses NUL, and no control character is text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** Free text (notes, rich text) has tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const TEXT_CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** Far deeper than any value the API takes, so only a hostile body meets it. */
export const MAX_NESTING = 32;

/** PostgreSQL's json and jsonb refuse a lone surrogate as JSON.stringify escapes it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const BROKEN_UNICODE_MESSAGE = 'must be valid Unicode text';

function textIssue(text: string, controls: RegExp): string | undefined {
  if (controls.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_UNICODE_MESSAGE;
  return undefined;
}

export interface UnfitTextFinding {
  path: string[];
  message: string;
}

export function findUnfitText(value: unknown, controls: RegExp, path: string[] = []): UnfitTextFinding | undefined {
  if (typeof value === 'string') {
    const message = textIssue(value, controls);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length >= MAX_NESTING) return { path, message: `must not be nested more than ${MAX_NESTING} levels deep` };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    // A key at fault is never named: it is what holds the character.
    const keyIssue = textIssue(key, controls);
    if (keyIssue) return { path, message: `a key ${keyIssue}` };
    const found = findUnfitText(item, controls, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** `name` names the value itself when it is not an object (a text body). */
export function unfitTextIssue(value: unknown, controls: RegExp, name: string): string | undefined {
  const found = findUnfitText(value, controls);
  return found && `${(found.path.join('.') || name).slice(0, 100)}: ${found.message}`;
}

/** Both ends included. */
export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The schemas and the forms (src/admin/common/limitRules.ts) build their rules from the same
 * limits, so both refuse the same values. Text is counted after trimming, as the schemas trim.
 */
export type FieldLimit = number | WholeRange;
export type FieldLimits = Readonly<Record<string, FieldLimit>>;

export const maxCharactersMessage = (max: number) => `must be at most ${max} characters`;

export const wholeRangeMessage = ({ min, max }: WholeRange) => `must be a whole number from ${min} to ${max}`;

/** PostgreSQL's integer. */
export const INT_MAX = 2_147_483_647;

/** Years people mean; PostgreSQL goes far wider, so a typo would otherwise be stored. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const YEARS_MESSAGE = `must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;

export function withinYears(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

export const WEB_ADDRESS_MESSAGE = 'must be a web address starting with http:// or https://';

/** Only http(s) with a host: something people can open, never `javascript:`. */
export function isWebAddressOrEmpty(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
