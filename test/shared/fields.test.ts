import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER,
  findUnfitText,
  isoDate,
  isoDateTime,
  MAX_NESTING,
  optionalDay,
  TEXT_CONTROL_CHARACTER,
  unfitTextIssue,
} from '../../src/shared/fields';

describe('unfitTextIssue', () => {
  it('names where a control character sits, however deep', () => {
    expect(unfitTextIssue({ a: [{ b: 'x\u0000' }] }, CONTROL_CHARACTER, 'body')).toBe('a.0.b: must not contain control characters');
    expect(unfitTextIssue('x\u009b', CONTROL_CHARACTER, 'body')).toBe('body: must not contain control characters');
    expect(unfitTextIssue({ 'k\u0007': 1 }, CONTROL_CHARACTER, 'body')).toBe('body: a key must not contain control characters');
    expect(unfitTextIssue({ a: 1, b: true, c: null, d: 'plain – ünïcødé 💥' }, CONTROL_CHARACTER, 'body')).toBeUndefined();
  });

  it('takes tab and line breaks as text only where free text is', () => {
    expect(unfitTextIssue({ note: 'a\tb\r\nc' }, TEXT_CONTROL_CHARACTER, 'body')).toBeUndefined();
    expect(unfitTextIssue({ note: 'a\tb' }, CONTROL_CHARACTER, 'query')).toBe('note: must not contain control characters');
    expect(unfitTextIssue({ note: 'a\u000bb' }, TEXT_CONTROL_CHARACTER, 'body')).toBe('note: must not contain control characters');
  });

  it('refuses broken Unicode (a lone surrogate) and keeps whole pairs', () => {
    expect(unfitTextIssue(['ok', 'x\ud800'], CONTROL_CHARACTER, 'body')).toBe('1: must be valid Unicode text');
    expect(unfitTextIssue('\udfffx', CONTROL_CHARACTER, 'body')).toBe('body: must be valid Unicode text');
    expect(unfitTextIssue('\ud83d\udca5', CONTROL_CHARACTER, 'body')).toBeUndefined();
  });

  it('refuses nesting deeper than MAX_NESTING', () => {
    const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });
    expect(findUnfitText(deep(MAX_NESTING), CONTROL_CHARACTER)).toBeUndefined();
    expect(findUnfitText(deep(MAX_NESTING + 1), CONTROL_CHARACTER)?.message).toMatch(/nested more than/);
  });
});

describe('dates', () => {
  it('takes years 1900 to 2200 only, with a message of its own for each fault', () => {
    expect(isoDate().safeParse('2026-02-28').success).toBe(true);
    expect(isoDate().safeParse('1899-12-31').error?.issues.map((i) => i.message)).toEqual(['must be between the years 1900 and 2200']);
    expect(isoDate().safeParse('2024-02-30').error?.issues.map((i) => i.message)).toEqual(['must be a date (YYYY-MM-DD)']);
    expect(isoDateTime().safeParse('2201-01-01T00:00:00Z').success).toBe(false);
    expect(isoDateTime().safeParse('2026-01-01T00:00:00-06:00').success).toBe(true);
  });

  it('optionalDay: a date, or empty for none; a time keeps its date', () => {
    const day = optionalDay();
    expect(day.parse('1985-02-14')).toBe('1985-02-14');
    expect(day.parse('1985-02-14T10:00:00Z')).toBe('1985-02-14');
    expect(day.parse('')).toBeNull();
    expect(day.parse(null)).toBeNull();
    expect(day.safeParse('0000-01-01').success).toBe(false);
    expect(day.safeParse('March 5').error?.issues.map((i) => i.message)).toEqual(['must be a date (YYYY-MM-DD)']);
  });
});
