// GET /audit/list over a large history (BENCH_AUDIT_ENTRIES): its default page, each filter and the search.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/server/app';
import { f, type Case } from './cases';

type App = Awaited<ReturnType<typeof buildApp>>;

const RECORDS_PER_ENTITY = 50_000;
const ACTORS = 30;

/** As the fill below makes it in SQL, so the cases can name a generated record. */
export function auditRecordId(entity: string, k: number): string {
  const hex = createHash('md5').update(`${entity}:${k}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const LABEL_WORDS = ['Lakeview', 'Ridge', 'Maple', 'Summit', 'Harbor', 'Prairie', 'Cedar', 'Granite', 'Willow', 'Northstar', 'Riverside', 'Oakwood'];

/** Spread as a busy association's history would be, since the planner's choices depend on it. */
export async function fillAuditLog(app: App, entries: number): Promise<void> {
  const t0 = performance.now();
  // One statement, longer than the app's statement time limit allows.
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
    insert into audit_log (tx_id, at, actor_id, actor_name, client_ip, entity, record_id, record_label, action, changes, related)
    select g,
           now() - make_interval(secs => (${entries} - g) * (730 * 86400.0 / ${entries}) + random() * 60),
           a.ids[p.actor], a.names[p.actor],
           '10.0.' || (g % 250) || '.' || (g % 200),
           p.entity,
           md5(p.entity || ':' || p.k)::uuid,
           case when p.entity = 'eventAttendees' then null
                else (${sql.raw(`'{${LABEL_WORDS.join(',')}}'::text[]`)})[1 + p.k % ${LABEL_WORDS.length}] || ' ' || p.k end,
           p.action,
           case when p.action like 'sign%' or p.action like 'password%' then '{}'::jsonb
                else jsonb_build_object('phone_number', jsonb_build_object('old', '612-555-' || (1000 + g % 9000), 'new', '612-555-' || (1000 + (g + 1) % 9000)),
                                        'is_active', jsonb_build_object('old', true, 'new', false)) end,
           case when p.entity in ('locations', 'eventAttendees', 'payments') then array[md5('companies:' || (p.k % 5000))::uuid]
                else '{}'::uuid[] end
    from generate_series(1, ${entries}) g
    cross join (select array_agg(id order by created_at, id) as ids, array_agg(name order by created_at, id) as names
                from (select id, name, created_at from users order by created_at, id limit ${ACTORS}) s) a
    -- Refers to g, so it is drawn for each entry rather than once.
    cross join lateral (select random() + 0 * g as e, random() as r, random() as w) x
    cross join lateral (
      select 1 + floor(${ACTORS} * power(x.w, 3))::int as actor,
             (g::bigint * 7919) % ${RECORDS_PER_ENTITY} as k,
             case when x.r >= 0.78 then 'users'
                  when x.e < 0.30 then 'users' when x.e < 0.45 then 'companies' when x.e < 0.55 then 'locations'
                  when x.e < 0.67 then 'events' when x.e < 0.82 then 'eventAttendees' when x.e < 0.92 then 'payments'
                  when x.e < 0.96 then 'courses' when x.e < 0.98 then 'roles' else 'sponsorships' end as entity,
             case when x.r < 0.55 then 'update' when x.r < 0.70 then 'create' when x.r < 0.75 then 'status'
                  when x.r < 0.775 then 'delete' when x.r < 0.779 then 'revert' when x.r < 0.78 then 'restore'
                  when x.r < 0.90 then 'signIn' when x.r < 0.97 then 'signOut' when x.r < 0.98 then 'signOutEverywhere'
                  when x.r < 0.99 then 'passwordResetSent' else 'passwordReset' end as action
    ) p`);
  });
  await app.db.execute(sql`analyze audit_log`);
  console.log(`\naudit history: ${entries.toLocaleString('en-US')} entries written and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Each filter with a common and a rare value: they take different plans. */
export async function auditListCases(app: App): Promise<Case[]> {
  const path = '/audit/list';
  const { rows } = await app.db.execute<{ id: string; name: string }>(
    sql`select id, name from users order by created_at, id limit ${ACTORS}`,
  );
  const busiest = rows[0]!;
  const quietest = rows.at(-1)!;
  const word = busiest.name.split(' ')[0]!.toLowerCase();
  const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString().slice(0, 10);
  const day = new Date(Date.now() - 100 * 86400_000).toISOString().slice(0, 10);
  const monthStart = new Date(Date.now() - 400 * 86400_000).toISOString().slice(0, 10);
  const monthEnd = new Date(Date.now() - 370 * 86400_000).toISOString().slice(0, 10);
  return [
    ['audit list: default page (newest first)', path, {}],
    ['audit list: entity companies', path, { filters: f({ key: 'entity', value: 'companies' }) }],
    ['audit list: entity sponsorships (2%)', path, { filters: f({ key: 'entity', value: 'sponsorships' }) }],
    ['audit list: action update', path, { filters: f({ key: 'action', value: 'update' }) }],
    ['audit list: action restore (0.1%)', path, { filters: f({ key: 'action', value: 'restore' }) }],
    ['audit list: actor, the busiest', path, { filters: f({ key: 'actor', value: busiest.id }) }],
    ['audit list: actor, the quietest', path, { filters: f({ key: 'actor', value: quietest.id }) }],
    ['audit list: record (a member, with attachments)', path, { filters: f({ key: 'record', value: auditRecordId('users', 4242) }) }],
    ['audit list: record (a company, with attachments)', path, { filters: f({ key: 'record', value: auditRecordId('companies', 1234) }) }],
    ['audit list: at, one day', path, { filters: f({ key: 'at', value: `${day},${day}` }) }],
    ['audit list: at, the last 7 days', path, { filters: f({ key: 'at', value: `${weekAgo},` }) }],
    ['audit list: at, one month a year ago', path, { filters: f({ key: 'at', value: `${monthStart},${monthEnd}` }) }],
    [`audit list: search actor "${word}" (many)`, path, { search: word }],
    ['audit list: search record "ridge 4242" (few)', path, { search: 'ridge 4242' }],
    ['audit list: entity + action + one month', path, { filters: f({ key: 'entity', value: 'companies' }, { key: 'action', value: 'update' }, { key: 'at', value: `${monthStart},${monthEnd}` }) }],
    ['audit list: late page (offset 990)', path, { offset: '990' }],
  ];
}
