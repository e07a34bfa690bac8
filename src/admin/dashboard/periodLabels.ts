import { addDays } from 'date-fns';
import type { DashboardPeriod } from '../../shared/dashboard';

/** A week runs from its first day to six days later (src/shared/dashboard.ts). */
const WEEK_LAST_DAY = 6;
/** The Y axis climbs in steps of this many. */
export const Y_AXIS_STEP = 10;

/** The height of a chart's drawing, kept while it loads so that nothing below it moves. */
export const CHART_HEIGHT = 300;

/**
 * The month of a period as the chart's X label: its name in the user's language ('March', 'März').
 * The period's date is the caller's local midnight, so it is read in the browser's time zone.
 */
export function monthLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(date));
}

/** A week as the chart's X label: its first and last day, 'Mar 04 - Mar 10' in English. */
export function weekLabel(date: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: '2-digit' });
  const start = new Date(date);
  return `${format.format(start)} - ${format.format(addDays(start, WEEK_LAST_DAY))}`;
}

/** The Y axis ticks: 0, 10, 20 … up to the largest figure rounded up to the next ten (at least 10). */
export function yAxisTicks(periods: readonly DashboardPeriod[]): number[] {
  const max = Math.max(0, ...periods.flatMap((period) => [period.eventsCount, period.usersCount]));
  const top = Math.max(Y_AXIS_STEP, Math.ceil(max / Y_AXIS_STEP) * Y_AXIS_STEP);
  return Array.from({ length: top / Y_AXIS_STEP + 1 }, (_, index) => index * Y_AXIS_STEP);
}
