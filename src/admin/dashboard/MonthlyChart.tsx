import type { DashboardPeriod } from '../../shared/dashboard';
import { monthLabel } from './periodLabels';
import { PeriodChart } from './PeriodChart';

/** 'Events|Users (Monthly)': the last five months, each labelled with its month's name. */
export const MonthlyChart = ({ periods }: { periods: readonly DashboardPeriod[] | undefined }) => (
  <PeriodChart
    title="app.dashboard.charts.monthly"
    description="app.dashboard.charts.monthlyDefinition"
    periodHeader="app.dashboard.charts.month"
    periods={periods}
    labelOf={monthLabel}
  />
);
