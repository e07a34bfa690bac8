import { useTheme } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT } from './periodLabels';

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
const tickLines = (label: string): string[] => {
  const cut = label.indexOf(' - ');
  return cut < 0 ? [label] : [label.slice(0, cut + 2), label.slice(cut + 2)];
};

/** A generous average glyph width of the tick's sans-serif font, in em. */
const GLYPH_EM = 0.62;
const MIN_RIGHT_MARGIN = 16;

/**
 * The last label is centred on the right edge of the drawing: the margin holds half of the widest
 * label, so 'November' or a week's range is not cut.
 */
const rightMargin = (labels: string[]): number => {
  const widest = Math.max(0, ...labels.flatMap(tickLines).map((line) => line.length));
  return Math.max(MIN_RIGHT_MARGIN, Math.ceil((widest * GLYPH_EM * TICK_FONT_SIZE) / 2));
};

const PeriodTick = ({ x = 0, y = 0, payload, fill }: TickProps) => {
  const lines = tickLines(String(payload?.value ?? ''));
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

export interface PeriodLineChartProps {
  rows: { label: string; eventsCount: number; usersCount: number }[];
  /** The Y axis' ticks, from 0. */
  ticks: number[];
  /** The lines' names in the legend. */
  events: string;
  users: string;
}

/**
 * The drawing of a PeriodChart (recharts), in a chunk of its own: the dashboard's figures show
 * without waiting for the chart library.
 */
export const PeriodLineChart = ({ rows, ticks, events, users }: PeriodLineChartProps) => {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
      <LineChart data={rows} margin={{ top: 8, right: rightMargin(rows.map((row) => row.label)), bottom: 8, left: 0 }} accessibilityLayer={false}>
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
  );
};
