import { formatLocalDay, parseLocalDay } from '../../../src/admin/common/localDay';

describe('parseLocalDay', () => {
  it('gives the local midnight of a YYYY-MM-DD day', () => {
    const date = parseLocalDay('2026-11-25')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2026, 10, 25, 0, 0]);
    expect(parseLocalDay('2028-02-29')?.getDate()).toBe(29);
  });

  it('takes years below 100 as they are', () => {
    expect(parseLocalDay('0099-01-31')?.getFullYear()).toBe(99);
  });

  it('refuses what is not a day of the calendar', () => {
    for (const value of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-1-5', '26-01-05', '2026-01-05T00:00', '', 'soon']) {
      expect(parseLocalDay(value), value).toBeNull();
    }
  });
});

describe('formatLocalDay', () => {
  it('writes the local day, with or without separators', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(formatLocalDay(date)).toBe('2026-01-05');
    expect(formatLocalDay(date, '')).toBe('20260105');
  });

  it('reads back what parseLocalDay took', () => {
    for (const day of ['2026-11-25', '1900-01-01', '2200-12-31']) expect(formatLocalDay(parseLocalDay(day)!)).toBe(day);
  });
});
