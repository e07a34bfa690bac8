import { describe, expect, it } from 'vitest';
import { formatAddress, formatDay, formatHours, formatMoney, formatUsDate, formatUsDateTime } from '../../src/shared/formats';

/** The lists' formats, shared by the screens and the table export. */
describe('formats', () => {
  it('writes an instant as MM/DD/YYYY, with its time when asked, in the time zone given', () => {
    const instant = '2024-03-05T03:00:00Z';
    expect(formatUsDate(instant, 'UTC')).toBe('03/05/2024');
    expect(formatUsDate(new Date(instant), 'America/Chicago')).toBe('03/04/2024');
    expect(formatUsDateTime(instant, 'America/Chicago').replace('\u202f', ' ')).toBe('03/04/2024, 9:00 PM');
    expect(formatUsDate('not a date')).toBe('');
  });

  it('writes a calendar day as MM/DD/YYYY without moving it, and anything else as it is', () => {
    expect(formatDay('2024-03-01')).toBe('03/01/2024');
    expect(formatDay('soon')).toBe('soon');
  });

  it('writes hours as staff write them, and amounts in the reader\'s number format', () => {
    expect([formatHours(1.5), formatHours(3), formatHours(0.25), formatHours(null)]).toEqual(['1.5', '3', '0.25', '']);
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(123450, 'de').replace('\u00a0', ' ')).toBe('1.234,50 $');
  });

  it('writes an address on one line, leaving out its empty parts', () => {
    expect(formatAddress({ addressLine1: '1 Main St', addressLine2: '', city: 'Duluth', state: 'MN', zipCode: '55802', country: 'United States' })).toBe(
      '1 Main St, Duluth, MN 55802, United States',
    );
    expect(formatAddress(null)).toBe('');
  });
});
