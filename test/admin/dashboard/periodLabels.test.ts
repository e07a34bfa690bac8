import { describe, expect, it } from 'vitest';
import { monthLabel, weekLabel, yAxisTicks } from '../../../src/admin/dashboard/periodLabels';

/** A local midnight, as the server gives a period's first day. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).toISOString();
const period = (eventsCount: number, usersCount: number) => ({ date: day(2026, 3, 1), eventsCount, usersCount });

describe('monthLabel', () => {
  it("names the period's month in the user's language", () => {
    expect(monthLabel(day(2026, 3, 1), 'en')).toBe('March');
    expect(monthLabel(day(2026, 3, 1), 'de')).toBe('März');
    expect(monthLabel(day(2025, 12, 1), 'fr')).toBe('décembre');
    expect(monthLabel(day(2026, 1, 1), 'ja')).toBe('1月');
  });
});

describe('weekLabel', () => {
  it('gives the first day and the day six days later', () => {
    expect(weekLabel(day(2024, 3, 4), 'en')).toBe('Mar 04 - Mar 10');
    // Across a month and a year.
    expect(weekLabel(day(2026, 2, 26), 'en')).toBe('Feb 26 - Mar 04');
    expect(weekLabel(day(2025, 12, 29), 'en')).toBe('Dec 29 - Jan 04');
  });

  it("writes the days in the user's language", () => {
    expect(weekLabel(day(2024, 3, 4), 'de')).toBe('04. März - 10. März');
  });
});

describe('yAxisTicks', () => {
  it('climbs from 0 in steps of 10 up to the largest figure rounded up', () => {
    expect(yAxisTicks([period(3, 23), period(6, 17)])).toEqual([0, 10, 20, 30]);
    expect(yAxisTicks([period(40, 12)])).toEqual([0, 10, 20, 30, 40]);
    expect(yAxisTicks([period(41, 0)])).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('keeps one step when every figure is 0, or there are none', () => {
    expect(yAxisTicks([period(0, 0)])).toEqual([0, 10]);
    expect(yAxisTicks([])).toEqual([0, 10]);
  });
});
