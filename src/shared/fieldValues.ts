/**
 * Rules every schema shares about what PostgreSQL can store: text without control characters or
 * broken Unicode, dates within years people mean, whole numbers within PostgreSQL's integer.
 */

/** C0 and C1 control characters, DEL and NUL among them: PostgreSQL refuses NUL, and none is text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except tab, line feed and carriage return, which free text (notes, rich text) has. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const TEXT_CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** Deeper than any value the API takes (a saved query in the preferences is about six levels). */
export const MAX_NESTING = 32;

/**
 * Half of a UTF-16 surrogate pair without its other half: not Unicode text. JSON.stringify writes
 * it escaped (`\ud800`), and PostgreSQL's json and jsonb refuse that.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const BROKEN_UNICODE_MESSAGE = 'must be valid Unicode text';

/** What is wrong with a text: a character of `controls`, or broken Unicode; undefined when nothing. */
function textIssue(text: string, controls: RegExp): string | undefined {
  if (controls.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_UNICODE_MESSAGE;
  return undefined;
}

/** Where a value breaks the rule: the path to it and what is wrong there. */
export interface UnfitTextFinding {
  path: string[];
  message: string;
}

/**
 * The first string (or object key) of `value` holding a character of `controls` or broken
 * Unicode, or a nesting deeper than MAX_NESTING; undefined when there is none.
 */
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

/**
 * The same as a message naming where (`search: must not contain control characters`); `name`
 * names the value itself when it is not an object (a text body).
 */
export function unfitTextIssue(value: unknown, controls: RegExp, name: string): string | undefined {
  const found = findUnfitText(value, controls);
  return found && `${(found.path.join('.') || name).slice(0, 100)}: ${found.message}`;
}

/** The range of a whole-number field, both ends included. */
export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What a field of a write takes at most: a text's characters (counted after trimming, as the
 * schemas trim), or a whole number's range. Each schema file exports its fields' limits
 * (`SPONSORSHIP_LIMITS`, `USER_LIMITS`, …) and builds its rules from them; the forms build their
 * validators from the same ones (src/admin/common/limitRules.ts), so both refuse the same values.
 */
export type FieldLimit = number | WholeRange;
export type FieldLimits = Readonly<Record<string, FieldLimit>>;

/** The server's words for a text over its limit. */
export const maxCharactersMessage = (max: number) => `must be at most ${max} characters`;

/** The server's words for a whole number outside its range: the range itself. */
export const wholeRangeMessage = ({ min, max }: WholeRange) => `must be a whole number from ${min} to ${max}`;

/** PostgreSQL's integer. */
export const INT_MAX = 2_147_483_647;

/** Dates the app takes: a birthday, an event, a payment, a filter's bounds (PostgreSQL itself goes far wider). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
export const YEARS_MESSAGE = `must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;

/** True when an ISO date or time (its first four characters are the year) falls within the years. */
export function withinYears(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A web address people can open: http or https, with a host. */
export const WEB_ADDRESS_MESSAGE = 'must be a web address starting with http:// or https://';

/** Whether `value` is empty or an http(s) address with a host (what a website field may hold). */
export function isWebAddressOrEmpty(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
