import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_PERIODS, NEW_USER_DAYS, type Dashboard, type DashboardPeriod } from '../../../shared/dashboard';
import type { Executor } from '../../core/list';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface Period {
  start: Date;
  end: Date;
}

export interface DashboardPeriods {
  months: Period[];
  weeks: Period[];
}

/**
 * `eventDate` is the caller's local midnight; its calendar date is the UTC date twelve hours later,
 * whatever their offset. Boundaries move by whole days, so each is a local midnight too.
 */
export function dashboardPeriods(eventDate: Date): DashboardPeriods {
  const local = new Date(eventDate.getTime() + 12 * HOUR_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const today = Date.UTC(year, month, local.getUTCDate());
  // The local midnight starting day 1 of the month `offset` months from this one.
  const monthStart = (offset: number) => new Date(eventDate.getTime() + (Date.UTC(year, month + offset, 1) - today));
  const weekStart = (offset: number) => new Date(eventDate.getTime() + (7 * offset - 6) * DAY_MS);

  const months: Period[] = [];
  const weeks: Period[] = [];
  for (let offset = 1 - DASHBOARD_PERIODS; offset <= 0; offset++) {
    months.push({ start: monthStart(offset), end: monthStart(offset + 1) });
    weeks.push({ start: weekStart(offset), end: weekStart(offset + 1) });
  }
  return { months, weeks };
}

interface DashboardRow extends Record<string, unknown> {
  kind: 'month' | 'week';
  start_at: Date | string;
  users_count: number;
  events_count: number;
  total_active_users: number;
  total_admins_users: number;
  total_new_users: number;
  total_active_companies: number;
  total_upcoming_events: number;
}

const countedEvent = sql`e.status = 'published' and e.is_active`;

/**
 * One statement; the active counts read the totals the triggers keep, since counting a large users
 * table on every dashboard load is slow.
 */
export function dashboardStatement(now: Date, eventDate: Date): SQL {
  const { months, weeks } = dashboardPeriods(eventDate);
  const bounds = [
    ...months.map((p, i) => ({ kind: 'month', n: i, ...p })),
    ...weeks.map((p, i) => ({ kind: 'week', n: i, ...p })),
  ].map(
    ({ kind, n, start, end }) =>
      sql`(${kind}::text, ${n}::int, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`,
  );
  // Up to `date` as well: a clock running ahead must not count users from the future.
  const newSince = new Date(now.getTime() - NEW_USER_DAYS * DAY_MS);

  return sql`
    select
      b.kind,
      b.start_at,
      (select count(*)::int from users u where u.created_at >= b.start_at and u.created_at < b.end_at) as users_count,
      (select count(*)::int from events e where e.start_at >= b.start_at and e.start_at < b.end_at and ${countedEvent}) as events_count,
      (select coalesce(sum(t.n), 0)::int from user_totals t where t.role = 'member' and t.is_active) as total_active_users,
      (select coalesce(sum(t.n), 0)::int from user_totals t where t.role in ('admin', 'superAdmin') and t.is_active) as total_admins_users,
      (select count(*)::int from users u
        where u.created_at >= ${newSince.toISOString()}::timestamptz and u.created_at <= ${now.toISOString()}::timestamptz) as total_new_users,
      (select coalesce(sum(t.n), 0)::int from company_totals t where t.is_active) as total_active_companies,
      (select count(*)::int from events e where e.start_at >= ${eventDate.toISOString()}::timestamptz and ${countedEvent}) as total_upcoming_events
    from (values ${sql.join(bounds, sql`, `)}) as b(kind, n, start_at, end_at)
    order by b.kind, b.n
  `;
}

export async function getDashboard(db: Executor, now: Date, eventDate: Date): Promise<Dashboard> {
  const { rows } = await db.execute<DashboardRow>(dashboardStatement(now, eventDate));
  const first = rows[0]!;
  const period = (r: DashboardRow): DashboardPeriod => ({
    date: new Date(r.start_at).toISOString(),
    eventsCount: r.events_count,
    usersCount: r.users_count,
  });
  return {
    totalActiveUsers: first.total_active_users,
    totalAdminsUsers: first.total_admins_users,
    totalNewUsers: first.total_new_users,
    totalActiveCompanies: first.total_active_companies,
    totalUpcomingEvents: first.total_upcoming_events,
    lastFiveMonthsData: rows.filter((r) => r.kind === 'month').map(period),
    lastFiveWeeksData: rows.filter((r) => r.kind === 'week').map(period),
  };
}
