import { and, desc, eq, getViewSelectedFields, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  COMPLIANCE_MESSAGES,
  COMPLIANCE_SORT_KEYS,
  COMPLIANCE_STATUSES,
  COMPLIANCE_MARKETS,
  DASHBOARD_ENDING_DAYS,
  ENDING_WITHIN_DAYS,
  type ComplianceCycle,
  type ComplianceHistory,
  type ComplianceMember,
  type ComplianceSettings,
  type ComplianceSortKey,
  type ComplianceSummary,
} from '../../../shared/compliance';
import type { ComplianceSettingsBody } from '../../../shared/complianceBodies';
import { courses, eventAttendees, events, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../core/errors';
import {
  buildListPlan,
  idsFilter,
  oneOfFilter,
  runList,
  valueList,
  type Executor,
  type FilterHandler,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';
import { complianceMembers, complianceReminders, complianceSettings, complianceStandings, type ComplianceMemberRow, type ComplianceSettingsRow } from './schema';

const m = complianceMembers;
const memberFields = getViewSelectedFields(m);
const today = sql`compliance_today()`;

const endingWithin: FilterHandler = (value) => {
  const days = Number(value);
  if (!(ENDING_WITHIN_DAYS as readonly number[]).includes(days)) return `must be one of ${ENDING_WITHIN_DAYS.join(', ')} (days)`;
  // On the stored end (the day after the last), which its index serves.
  return and(gte(m.cycleEndNext, sql`${today} + 1`), lte(m.cycleEndNext, sql`${today} + ${days + 1}::int`))!;
};

const marketFilter: FilterHandler = (value) => {
  const list = valueList(value);
  const bad = list.find((v) => typeof v !== 'string' || !(COMPLIANCE_MARKETS as readonly string[]).includes(v));
  if (bad !== undefined || list.length === 0) return `must be one of ${COMPLIANCE_MARKETS.join(', ')}, or a list of them`;
  return sql`${m.mncarMarket} && ${sql.param(list as string[])}::text[]`;
};

export const COMPLIANCE_LIST: ListDeclaration<ComplianceSortKey> = {
  sortable: {
    name: m.nameInLower,
    company: [m.companyNameInLower, m.nameInLower],
    hoursEarned: [m.hoursEarned, m.nameInLower],
    hoursLeft: [m.hoursLeft, m.nameInLower],
    cycleEnd: [m.cycleEndNext, m.nameInLower],
    lastRemindedAt: [m.lastRemindedAt, m.nameInLower],
  },
  defaultSort: { key: 'name', order: 1 },
  tieBreaker: m.id,
  search: [m.searchName, sql`lower(${m.email})`, sql`lower(${m.reLicenseNo})`],
  filters: {
    status: oneOfFilter(m.status, COMPLIANCE_STATUSES),
    endingWithin,
    companyId: idsFilter((ids) => inArray(m.companyId, ids)),
    mncarMarket: marketFilter,
  },
};

export const COMPLIANCE_EXPORT = defineExport({
  module: 'CE Compliance',
  list: COMPLIANCE_LIST,
  sortKeys: COMPLIANCE_SORT_KEYS,
  rows: (db, fields, plan) => db.select(fields).from(m).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: m.name },
    email: { value: m.email },
    reLicenseNo: { value: m.reLicenseNo },
    company: { value: m.companyName },
    hoursEarned: { value: m.hoursEarned, kind: 'hours' },
    hoursRequired: { value: m.hoursRequired, kind: 'hours' },
    hoursLeft: { value: m.hoursLeft, kind: 'hours' },
    cycleEnd: { value: sql`${m.cycleEnd}::text`, kind: 'day' },
    status: { value: m.status },
    lastRemindedAt: { value: m.lastRemindedAt, kind: 'usDateTime' },
  },
});

function toMember(row: ComplianceMemberRow): ComplianceMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    reLicenseNo: row.reLicenseNo,
    company: row.companyId ? { _id: row.companyId, name: row.companyName ?? '' } : null,
    mncarMarket: row.mncarMarket,
    cycleStart: row.cycleStart,
    cycleEnd: row.cycleEnd,
    hoursEarned: row.hoursEarned,
    hoursRequired: row.hoursRequired,
    hoursLeft: row.hoursLeft,
    status: row.status,
    lastRemindedAt: row.lastRemindedAt?.toISOString() ?? null,
  };
}

export async function listComplianceMembers(db: Executor, query: ListQuery<ComplianceSortKey>): Promise<ListResult<ComplianceMember>> {
  const plan = buildListPlan(query, COMPLIANCE_LIST);
  const { rows, ...counted } = await runList(db, m, plan, (p, total) =>
    db.select({ ...memberFields, total }).from(m).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
  );
  return { rows: rows.map(toMember), ...counted };
}

export async function getComplianceMember(db: Executor, id: string): Promise<ComplianceMember | undefined> {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  return row && toMember(row);
}

/** Over the standings alone: the view's joins add nothing to a count. */
export async function complianceSummary(db: Executor): Promise<ComplianceSummary> {
  const st = complianceStandings;
  const behind = sql`${st.behindFrom} <= ${today}`;
  const [row] = await db
    .select({
      behind: sql<number>`count(*) filter (where ${behind})::int`,
      onTrack: sql<number>`count(*) filter (where ${st.behindFrom} > ${today})::int`,
      complete: sql<number>`count(*) filter (where ${st.behindFrom} is null)::int`,
      behindEndingSoon: sql<number>`count(*) filter (where ${behind} and ${st.cycleEnd} <= ${today} + ${DASHBOARD_ENDING_DAYS + 1}::int)::int`,
    })
    .from(st);
  return { ...row!, endingSoonDays: DASHBOARD_ENDING_DAYS };
}

// ---------------------------------------------------------------- settings

async function currentSettingsRow(db: Executor): Promise<ComplianceSettingsRow> {
  const [row] = await db.select().from(complianceSettings).orderBy(desc(complianceSettings.id)).limit(1);
  // The migration writes the first version; none means the database was tampered with.
  if (!row) throw new Error('compliance_settings has no row');
  return row;
}

const SETTINGS_HISTORY_LIMIT = 50;

export async function getComplianceSettings(db: Executor): Promise<{ settings: ComplianceSettings; history: ComplianceSettings[] }> {
  const rows = await db
    .select({ row: complianceSettings, changedByName: users.name })
    .from(complianceSettings)
    .leftJoin(users, eq(users.id, complianceSettings.changedBy))
    .orderBy(desc(complianceSettings.id))
    .limit(SETTINGS_HISTORY_LIMIT);
  const all = rows.map(({ row, changedByName }) => toSettings(row, changedByName));
  return { settings: all[0]!, history: all };
}

function toSettings(row: ComplianceSettingsRow, changedByName: string | null): ComplianceSettings {
  return {
    cycleMonths: row.cycleMonths,
    hoursRequired: row.hoursRequired,
    cycleBasis: row.cycleBasis,
    cycleStart: row.cycleStart,
    countBy: row.countBy,
    deliveries: row.deliveries,
    courseIds: row.courseIds,
    version: row.id,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy ? { _id: row.changedBy, name: changedByName ?? '' } : null,
  };
}

/** A new version, recomputing every member in the same transaction (the insert's trigger). */
export async function saveComplianceSettings(db: Executor, body: ComplianceSettingsBody, actorId: string): Promise<void> {
  // One saver at a time, so two saves from the same version cannot both pass the check.
  await db.execute(sql`lock table compliance_settings in share row exclusive mode`);
  const current = await currentSettingsRow(db);
  if (current.id !== body.version) throw conflict(COMPLIANCE_MESSAGES.settingsStale);
  const future = await db.execute<{ future: boolean }>(sql`select ${body.cycleStart}::date > ${today} as future`);
  if (future.rows[0]?.future) throw badRequest(`cycleStart: ${COMPLIANCE_MESSAGES.cycleStartInFuture}`);
  const courseIds = [...new Set(body.courseIds.map((id) => id.toLowerCase()))];
  if (courseIds.length) {
    const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds));
    if (found.length !== courseIds.length) throw badRequest(`courseIds: ${COMPLIANCE_MESSAGES.unknownCourses(courseIds.length - found.length)}`);
  }
  await db.insert(complianceSettings).values({
    cycleMonths: body.cycleMonths,
    hoursRequired: body.hoursRequired,
    cycleBasis: body.cycleBasis,
    cycleStart: body.cycleStart,
    countBy: body.countBy,
    deliveries: [...new Set(body.deliveries)],
    courseIds,
    changedBy: actorId,
  });
}

/** Members whose cycle ended move into the next one; run by the periodic clean-up. */
export async function rollOverComplianceCycles(db: Executor): Promise<void> {
  await db.execute(sql`select compliance_refresh(array(select user_id from compliance_standings where cycle_end <= compliance_today()))`);
}

// ---------------------------------------------------------------- a member's credit history

export async function getComplianceHistory(db: Executor, userId: string): Promise<ComplianceHistory> {
  const member = await getComplianceMember(db, userId);
  if (!member) throw notFound(COMPLIANCE_MESSAGES.memberNotListed);
  const settings = await currentSettingsRow(db);
  const [{ registered } = { registered: new Date() }] = await db.select({ registered: users.createdAt }).from(users).where(eq(users.id, userId));
  const anchor = sql`compliance_anchor((select s from compliance_settings s where s.id = ${settings.id}), ${registered})`;
  const eventDay = sql`(${events.startAt} at time zone 'America/Chicago')::date`;
  const [entries, reminders] = await Promise.all([
    db
      .select({
        id: eventAttendees.id,
        eventId: events.id,
        eventName: events.name,
        startAt: events.startAt,
        courseId: courses.id,
        courseCode: courses.code,
        courseTitle: courses.title,
        creditHours: sql<number>`coalesce(${eventAttendees.creditHours}, ${events.courseCredit})::float8`,
        counts: sql<boolean>`compliance_counts((select s from compliance_settings s where s.id = ${settings.id}), ${events.courseId}, ${courses.delivery})`,
        cycleStart: sql<string>`compliance_cycle_start(${anchor}, ${settings.cycleMonths}, ${eventDay})::text`,
        cycleEnd: sql<string>`(compliance_cycle_start(${anchor}, ${settings.cycleMonths}, ${eventDay}) + make_interval(months => ${settings.cycleMonths}) - interval '1 day')::date::text`,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .leftJoin(courses, eq(courses.id, events.courseId))
      .where(and(eq(eventAttendees.userId, userId), eq(eventAttendees.attended, true)))
      .orderBy(desc(events.startAt), desc(events.id)),
    db
      .select({ sentAt: complianceReminders.sentAt, sentBy: complianceReminders.sentBy, sentByName: users.name, hoursLeft: complianceReminders.hoursLeft })
      .from(complianceReminders)
      .leftJoin(users, eq(users.id, complianceReminders.sentBy))
      .where(eq(complianceReminders.userId, userId))
      .orderBy(desc(complianceReminders.sentAt))
      .limit(100),
  ]);
  const cycles = new Map<string, ComplianceCycle>();
  cycles.set(member.cycleStart, {
    start: member.cycleStart,
    end: member.cycleEnd,
    hoursEarned: 0,
    hoursRequired: settings.hoursRequired,
    current: true,
    entries: [],
  });
  for (const e of entries) {
    let cycle = cycles.get(e.cycleStart);
    if (!cycle) {
      cycle = { start: e.cycleStart, end: e.cycleEnd, hoursEarned: 0, hoursRequired: settings.hoursRequired, current: false, entries: [] };
      cycles.set(e.cycleStart, cycle);
    }
    if (e.counts) cycle.hoursEarned += e.creditHours;
    cycle.entries.push({
      _id: e.id,
      event: { _id: e.eventId, name: e.eventName, startAt: e.startAt.toISOString() },
      course: e.courseId ? { _id: e.courseId, code: e.courseCode ?? '', title: e.courseTitle ?? '' } : null,
      creditHours: e.creditHours,
      counts: e.counts,
    });
  }
  return {
    member,
    cycles: [...cycles.values()].sort((a, b) => b.start.localeCompare(a.start)),
    reminders: reminders.map((r) => ({
      sentAt: r.sentAt.toISOString(),
      sentBy: r.sentBy ? { _id: r.sentBy, name: r.sentByName ?? '' } : null,
      hoursLeft: r.hoursLeft,
    })),
  };
}

// ---------------------------------------------------------------- reminders

export interface ReminderPlan {
  /** Licensee members not reminded today, in the order chosen. */
  due: ComplianceMember[];
  remindedToday: number;
  notListed: number;
}

export async function planReminders(db: Executor, userIds: string[]): Promise<ReminderPlan> {
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
  const rows = await db
    // The view's columns render unqualified, where the subquery's own id would win: named in full.
    .select({ ...memberFields, remindedToday: sql<boolean>`exists (select 1 from compliance_reminders r where r.user_id = "compliance_members"."id" and r.sent_on = ${today})` })
    .from(m)
    .where(inArray(m.id, ids))
    .orderBy(m.nameInLower, m.id);
  const due = rows.filter((r) => !r.remindedToday).map(toMember);
  return { due, remindedToday: rows.length - due.length, notListed: ids.length - rows.length };
}

/** Records one reminder per member and day; the unique key drops any a concurrent send already recorded. */
export async function recordReminders(db: Executor, members: ComplianceMember[], actorId: string): Promise<{ id: string; userId: string }[]> {
  if (members.length === 0) return [];
  const recorded = await db
    .insert(complianceReminders)
    .values(members.map((member) => ({ userId: member._id, sentOn: sql`compliance_today()`, sentBy: actorId, hoursLeft: member.hoursLeft })))
    .onConflictDoNothing({ target: [complianceReminders.userId, complianceReminders.sentOn] })
    .returning({ id: complianceReminders.id, userId: complianceReminders.userId, sentAt: complianceReminders.sentAt });
  if (recorded.length) {
    await db
      .update(complianceStandings)
      .set({ lastRemindedAt: sql`now()` })
      .where(inArray(complianceStandings.userId, recorded.map((r) => r.userId)));
  }
  return recorded;
}
