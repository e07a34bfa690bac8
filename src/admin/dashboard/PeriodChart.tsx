import { useId } from 'react';
import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardPeriod } from '../../shared/dashboard';
import { VISUALLY_HIDDEN } from '../common/VisuallyHidden';
import { yAxisTicks } from './periodLabels';

const CHART_HEIGHT = 300;
const TICK_FONT_SIZE = 12;
const TICK_LINE_HEIGHT = 14;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string | number };
  fill?: string;
}

/**
 * Every period keeps its label (recharts' default drops labels that would collide, the first one
 * first): a label with a range ('Mar 04 - Mar 10') goes on two lines, so five fit a phone's width.
 */
const PeriodTick = ({ x = 0, y = 0, payload, fill }: TickProps) => {
  const label = String(payload?.value ?? '');
  const cut = label.indexOf(' - ');
  const lines = cut < 0 ? [label] : [label.slice(0, cut + 2), label.slice(cut + 2)];
  return (
    <text className="recharts-cartesian-axis-tick-value" x={Number(x)} y={Number(y)} textAnchor="middle" fontSize={TICK_FONT_SIZE} fill={fill}>
      {lines.map((line, index) => (
        <tspan key={index} x={Number(x)} dy={index === 0 ? TICK_LINE_HEIGHT - 2 : TICK_LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
};
/** The size drawn before the container is measured (and where it cannot be, as in tests). */
const INITIAL_SIZE = { width: 560, height: CHART_HEIGHT };

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
  const theme = useTheme();
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
          <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
              <XAxis
                dataKey="label"
                interval={0}
                height={2 * TICK_LINE_HEIGHT + 8}
                tick={<PeriodTick fill={theme.palette.text.secondary} />}
              />
              <YAxis
                domain={[0, ticks[ticks.length - 1]]}
                ticks={ticks}
                allowDecimals={false}
                width={40}
                tick={{ fontSize: 12, fill: theme.palette.text.secondary }}
              />
              <Tooltip
                contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
                labelStyle={{ color: theme.palette.text.primary }}
              />
              <Legend />
              <Line type="monotone" dataKey="eventsCount" name={events} stroke={theme.palette.primary.main} strokeWidth={2} />
              <Line type="monotone" dataKey="usersCount" name={users} stroke={theme.palette.secondary.main} strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
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
