// GET /compliance at the bench's size: every licensee member with attended events to count.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/server/app';
import { seedId } from '../src/server/db/seed/companies';
import { COMPLIANCE_SORT_KEYS } from '../src/shared/compliance';
import { f, type Case } from './cases';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Events each licensee attends, drawn from the seeded ones, so the standings have hours to sum. */
const EVENTS_PER_MEMBER = 4;

/** One statement; the standings triggers recompute every member it touched. */
export async function fillAttendance(app: App): Promise<{ members: number; rows: number }> {
  const t0 = performance.now();
  const rows = await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const { rows: events } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from events`);
    const total = events[0]!.n;
    const inserted = await tx.execute(sql`
      insert into event_attendees (event_id, user_id, attended, attended_at)
      select e.id, u.id, true, e.start_at
      from (select id, row_number() over (order by id) as n from users
            where role = 'member' and is_active and re_license_no <> '') u
      cross join lateral (select id, start_at from events order by start_at desc, id
                          offset (u.n * 7) % greatest(${total}::int - ${EVENTS_PER_MEMBER}::int, 1) limit ${EVENTS_PER_MEMBER}::int) e
      on conflict do nothing`);
    return inserted.rowCount ?? 0;
  });
  // As autovacuum would after such a load, so the planner knows the standings.
  await app.db.execute(sql`analyze compliance_standings`);
  const { rows: members } = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from compliance_standings`);
  console.log(`compliance: ${rows} attended rows for ${members[0]!.n} licensee members in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { members: members[0]!.n, rows };
}

export async function complianceListCases(app: App): Promise<Case[]> {
  const { rows } = await app.db.execute<{ id: string }>(sql`select user_id as id from compliance_standings order by user_id limit 1`);
  const member = rows[0]!.id;
  return [
    ['compliance: default page (name)', '/compliance', {}],
    ['compliance: search "olson"', '/compliance', { search: 'olson' }],
    ['compliance: search license "4051"', '/compliance', { search: '4051' }],
    ['compliance: filter behind', '/compliance', { filters: f({ key: 'status', value: ['behind'] }) }],
    ['compliance: filter [onTrack, complete]', '/compliance', { filters: f({ key: 'status', value: ['onTrack', 'complete'] }) }],
    ['compliance: filter cycle ending within 30 days', '/compliance', { filters: f({ key: 'endingWithin', value: 30 }) }],
    ['compliance: behind, ending within 60 (dashboard link)', '/compliance', { filters: f({ key: 'status', value: ['behind'] }, { key: 'endingWithin', value: 60 }) }],
    ['compliance: filter company', '/compliance', { filters: f({ key: 'companyId', value: [seedId('bulk-company', 42)] }) }],
    ['compliance: filter market Duluth', '/compliance', { filters: f({ key: 'mncarMarket', value: ['Duluth'] }) }],
    ...COMPLIANCE_SORT_KEYS.map((key): Case => [`compliance: sort ${key} -1`, '/compliance', { sortKey: key, sortOrder: '-1' }]),
    ['compliance: late page (offset 9,990)', '/compliance', { offset: '9990' }],
    ['compliance: summary (dashboard card)', '/compliance/summary', {}],
    ["compliance: one member's credit history", `/compliance/history/${member}`, {}],
  ];
}
