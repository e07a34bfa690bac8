import type { DashboardPeriod } from '../../shared/dashboard';
import { weekLabel } from './periodLabels';
import { PeriodChart } from './PeriodChart';

/** 'Events|Users (Weekly)': the last five weeks, each labelled with its first and last day. */
export const WeeklyChart = ({ periods }: { periods: readonly DashboardPeriod[] | undefined }) => (
  <PeriodChart
    title="app.dashboard.charts.weekly"
    description="app.dashboard.charts.weeklyDefinition"
    periodHeader="app.dashboard.charts.week"
    periods={periods}
    labelOf={weekLabel}
  />
);
