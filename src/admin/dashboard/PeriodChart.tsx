import { lazy, Suspense, useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardPeriod } from '../../shared/dashboard';
import { VISUALLY_HIDDEN } from '../common/VisuallyHidden';
import { CHART_HEIGHT, yAxisTicks } from './periodLabels';

const PeriodLineChart = lazy(() => import('./PeriodLineChart').then((m) => ({ default: m.PeriodLineChart })));

export interface PeriodChartProps {
  /** i18n key of the chart's title, e.g. 'Events|Users (Monthly)'. */
  title: string;
  /** i18n key of what the chart counts. */
  description: string;
  /** i18n key of the period column of the text alternative ('Month', 'Week'). */
  periodHeader: string;
  /** Undefined until the figures arrive. */
  periods: readonly DashboardPeriod[] | undefined;
  /** The X label of a period, from its first day and the user's language. */
  labelOf: (date: string, locale: string) => string;
}

/**
 * A line chart of events and users per period: one line each, a legend, the Y axis from 0 in
 * steps of 10, the width of its container. The chart is drawn for the eye; the same figures are
 * given to screen readers as a table.
 */
export const PeriodChart = ({ title, description, periodHeader, periods, labelOf }: PeriodChartProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const descriptionId = useId();
  const events = translate('app.dashboard.charts.events');
  const users = translate('app.dashboard.charts.users');
  const rows = (periods ?? []).map((period) => ({
    label: labelOf(period.date, locale),
    eventsCount: period.eventsCount,
    usersCount: period.usersCount,
  }));
  const ticks = yAxisTicks(periods ?? []);

  let body;
  if (periods === undefined) {
    body = <Typography sx={{ py: 2 }}>{translate('app.common.loading')}</Typography>;
  } else if (periods.length === 0) {
    body = <Typography sx={{ py: 2 }}>{translate('app.common.noRecords')}</Typography>;
  } else {
    body = (
      <>
        <Box aria-hidden sx={{ width: '100%', height: CHART_HEIGHT }}>
          <Suspense fallback={null}>
            <PeriodLineChart rows={rows} ticks={ticks} events={events} users={users} />
          </Suspense>
        </Box>
        {/* Present for screen readers, invisible on screen: the chart's figures as a table. */}
        <Box component="table" sx={VISUALLY_HIDDEN}>
          <caption>{translate(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{translate(periodHeader)}</th>
              <th scope="col">{events}</th>
              <th scope="col">{users}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.eventsCount}</td>
                <td>{row.usersCount}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby={titleId} aria-describedby={descriptionId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6">
          {translate(title)}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(description)}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
};
