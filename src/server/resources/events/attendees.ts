import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  type Attendee,
  type AttendeeSortKey,
  type CheckInBody,
  type EventHistoryEntry,
  type PublicEvent,
  type PublicPage,
  type SignInSheetAttendee,
} from '../../../shared/events';
import { USER_MESSAGES } from '../../../shared/users';
import { companies, eventAttendees, events, users, type EventAttendeeRow, type EventRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../core/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { countRegistered, lockEvent } from './queries';
import { sha256 } from '../../core/password';
import {
  buildListPlan,
  inTransaction,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';

// ---------------------------------------------------------------- staff: an event's attendees

export const ATTENDEE_LIST: ListDeclaration<AttendeeSortKey> = {
  sortable: {
    name: users.nameInLower,
    registeredAt: eventAttendees.registeredAt,
    attended: [eventAttendees.attended, users.nameInLower],
  },
  defaultSort: { key: 'name', order: 1 },
  tieBreaker: eventAttendees.id,
  // A condition on the registration alone, so the total is counted without the joins.
  search: [
    (pattern) => sql`exists (select 1 from users u where u.id = event_attendees.user_id
      and (u.name_in_lower like lower(${pattern}) or lower(u.email) like lower(${pattern})))`,
  ],
};

const attendeeFields = {
  registration: eventAttendees,
  name: users.name,
  email: users.email,
  companyName: companies.name,
  eventCredit: events.courseCredit,
};

interface AttendeeRow {
  registration: EventAttendeeRow;
  name: string;
  email: string;
  companyName: string | null;
  eventCredit: number;
}

function toAttendee({ registration: r, name, email, companyName, eventCredit }: AttendeeRow): Attendee {
  return {
    _id: r.userId,
    user: { _id: r.userId, name, email, companyName },
    registeredAt: r.registeredAt.toISOString(),
    attended: r.attended,
    attendedAt: r.attendedAt?.toISOString() ?? null,
    checkedInBy: r.checkedInBy,
    creditHours: r.creditHours ?? eventCredit,
    creditHoursOverride: r.creditHours,
    checkInCode: r.checkInCode,
    updatedAt: r.updatedAt.toISOString(),
  };
}

function selectAttendees<X extends Record<string, SQL>>(db: Executor, extra = {} as X) {
  return db
    .select({ ...attendeeFields, ...extra })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(events, eq(events.id, eventAttendees.eventId));
}

async function eventOrNotFound(db: Executor, id: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
  return row;
}

export interface AttendeePage extends ListResult<Attendee> {
  capacity: number | null;
  attendedCount: number;
}

export async function listAttendees(db: Executor, eventId: string, query: ListQuery<AttendeeSortKey>): Promise<AttendeePage> {
  const event = await eventOrNotFound(db, eventId);
  // Always exact: the screen's "select all" pages until the total.
  const plan = buildListPlan({ ...query, exactTotal: true }, ATTENDEE_LIST, [eq(eventAttendees.eventId, eventId)]);
  const attendedOf = and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.attended, true));
  const { rows, total, totalExact } = await runList(db, eventAttendees, plan, (p, totalColumn) =>
    selectAttendees(db, {
      total: totalColumn,
      attendedCount: sql<number>`(select count(*)::int from ${eventAttendees} where ${attendedOf})`,
    })
      .where(p.where)
      .orderBy(...p.orderBy)
      .limit(p.limit)
      .offset(p.offset),
  );
  const attendedCount =
    rows[0]?.attendedCount ?? (await db.select({ n: sql<number>`count(*)::int` }).from(eventAttendees).where(attendedOf))[0]?.n ?? 0;
  return { rows: rows.map(toAttendee), total, totalExact, capacity: event.capacity, attendedCount };
}

export const attendeeOf = (eventId: string, userId: string) => ({
  where: and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId))!,
});

export async function getAttendee(db: Executor, eventId: string, userId: string): Promise<Attendee> {
  await eventOrNotFound(db, eventId);
  const [row] = await selectAttendees(db).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  if (!row) throw notFound(EVENT_MESSAGES.attendeeNotFound);
  return toAttendee(row);
}

/** The event row is locked first, so two registrations at once cannot both take the last seats. */
export async function registerAttendees(
  db: Executor,
  eventId: string,
  userIds: string[],
): Promise<{ attendees: Attendee[]; registered: number }> {
  return inTransaction(db, async (tx) => {
    const event = await lockEvent(tx, eventId);
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    // Key-share locked: a user cannot be deleted between this check and the insert.
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).for('key share');
    const missing = ids.filter((id) => !found.some((u) => u.id === id));
    if (missing.length > 0) throw badRequest(EVENT_MESSAGES.unknownUsers(missing));
    const already = await tx
      .select({ userId: eventAttendees.userId })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.userId, ids)));
    const fresh = ids.filter((id) => !already.some((a) => a.userId === id));
    if (fresh.length === 0) return { attendees: [], registered: 0 };
    if (event.capacity !== null) {
      const free = event.capacity - (await countRegistered(tx, eventId));
      if (fresh.length > free) throw conflict(EVENT_MESSAGES.overCapacity(free));
    }
    const inserted = await tx
      .insert(eventAttendees)
      .values(fresh.map((userId) => ({ eventId, userId })))
      .returning({ id: eventAttendees.id });
    // In the transaction, so the mail leaves only if the registration commits.
    for (const { id } of inserted) await enqueueMail(tx, { kind: 'checkInCode', attendeeId: id });
    const rows = await selectAttendees(tx)
      .where(and(eq(eventAttendees.eventId, eventId), inArray(eventAttendees.userId, fresh)))
      .orderBy(asc(users.nameInLower), asc(eventAttendees.id));
    return { attendees: rows.map(toAttendee), registered: fresh.length };
  });
}

/** An attendance already recorded (by the sign-in sheet, say) keeps its time and source. */
export async function updateAttendee(
  db: Executor,
  eventId: string,
  userId: string,
  body: { attended?: boolean; creditHours?: number | null },
): Promise<Attendee> {
  return inTransaction(db, async (tx) => {
    await eventOrNotFound(tx, eventId);
    const [current] = await tx
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
      .for('update');
    if (!current) throw notFound(EVENT_MESSAGES.attendeeNotFound);
    const attendance =
      body.attended === true && !current.attended
        ? { attended: true, attendedAt: new Date(), checkedInBy: 'staff' as const }
        : body.attended === false
          ? { attended: false, attendedAt: null, checkedInBy: null }
          : {};
    const changes = { ...attendance, ...(body.creditHours !== undefined ? { creditHours: body.creditHours } : {}) };
    if (Object.keys(changes).length > 0) await tx.update(eventAttendees).set(changes).where(eq(eventAttendees.id, current.id));
    const [row] = await selectAttendees(tx).where(eq(eventAttendees.id, current.id));
    return toAttendee(row!);
  });
}

export async function removeAttendee(db: Executor, eventId: string, userId: string): Promise<void> {
  await eventOrNotFound(db, eventId);
  const removed = await db
    .delete(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
    .returning({ id: eventAttendees.id });
  if (removed.length === 0) throw notFound(EVENT_MESSAGES.attendeeNotFound);
}

// ---------------------------------------------------------------- a user's event history

const earned = sql<number>`coalesce(${eventAttendees.creditHours}, ${events.courseCredit})`;

export interface EventHistoryPage {
  history: EventHistoryEntry[];
  total: number;
  /** Over every attended event, not only the page. */
  totalCreditHoursHistory: number;
}

export async function listUserEventHistory(
  db: Executor,
  userId: string,
  page: { offset: number; limit: number },
): Promise<EventHistoryPage> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_MESSAGES.notFound);
  const attendedBy = and(eq(eventAttendees.userId, userId), eq(eventAttendees.attended, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: eventAttendees.id,
        attendedAt: eventAttendees.attendedAt,
        creditHours: sql<number>`${earned}::float8`,
        eventId: events.id,
        name: events.name,
        courseCredit: events.courseCredit,
        startAt: events.startAt,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(attendedBy)
      .orderBy(desc(events.startAt), desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int`, hours: sql<number>`coalesce(sum(${earned}), 0)::float8` })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(attendedBy),
  ]);
  return {
    history: rows.map((r) => ({
      _id: r.id,
      event: { _id: r.eventId, name: r.name, courseCredit: r.courseCredit, startAt: r.startAt.toISOString() },
      creditHours: r.creditHours,
      attendedAt: r.attendedAt?.toISOString() ?? null,
    })),
    total: totals?.total ?? 0,
    totalCreditHoursHistory: totals?.hours ?? 0,
  };
}

// ---------------------------------------------------------------- public roster and sign-in sheet

/** Before the start and after the end, for early arrivals and late sign-ins. */
export const CHECK_IN_MARGIN_MS = 24 * 60 * 60 * 1000;

export async function findPublicEvent(db: Executor, page: PublicPage, key: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(eq(page === 'roster' ? events.rosterKey : events.sheetKey, key));
  if (!row || !row.isActive || row.status === 'draft') throw notFound(EVENT_MESSAGES.publicLinkInvalid);
  return row;
}

/** Constant time, so the answer's timing reveals nothing of the token. */
export function isKioskOf(event: EventRow, token: string | undefined): boolean {
  if (!token || !event.kioskTokenHash) return false;
  return crypto.timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(event.kioskTokenHash, 'hex'));
}

export function isCheckInOpen(event: EventRow, now = new Date()): boolean {
  return (
    event.status === 'published' &&
    event.isActive &&
    now.getTime() >= event.startAt.getTime() - CHECK_IN_MARGIN_MS &&
    now.getTime() <= event.endAt.getTime() + CHECK_IN_MARGIN_MS
  );
}

export function toPublicEvent(row: EventRow): PublicEvent {
  return { name: row.name, startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString(), venue: row.venue };
}

/** Nothing beyond what the sheet shows: it is public to whoever holds the key. */
export async function listSignInSheet(db: Executor, eventId: string): Promise<SignInSheetAttendee[]> {
  return db
    .select({ ref: eventAttendees.id, name: users.name, companyName: companies.name, attended: eventAttendees.attended })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(asc(users.nameInLower), asc(eventAttendees.id));
}

/** Any wrong proof gets the same answer, which says nothing about who is registered. */
export async function checkIn(
  db: Executor,
  event: EventRow,
  body: CheckInBody,
  kiosk: boolean,
): Promise<{ attendee: SignInSheetAttendee; already: boolean }> {
  if (!isCheckInOpen(event)) throw conflict(EVENT_MESSAGES.checkInClosed);
  if ('ref' in body && !kiosk) throw notFound(EVENT_MESSAGES.checkInNoMatch);
  const [line] = await db
    .select({ ref: eventAttendees.id, name: users.name, companyName: companies.name, attended: eventAttendees.attended })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(eventAttendees.eventId, event.id),
        'ref' in body ? eq(eventAttendees.id, body.ref) : eq(eventAttendees.checkInCode, body.code),
      ),
    )
    .limit(1);
  if (!line) throw notFound(EVENT_MESSAGES.checkInNoMatch);
  // Conditional, so that two check-ins at once record the first only.
  const marked = await db
    .update(eventAttendees)
    .set({ attended: true, attendedAt: new Date(), checkedInBy: 'sign-in sheet' })
    .where(and(eq(eventAttendees.id, line.ref), eq(eventAttendees.attended, false)))
    .returning({ id: eventAttendees.id });
  return { attendee: { ...line, attended: true }, already: marked.length === 0 };
}

export async function resendCheckInCode(db: Executor, eventId: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: eventAttendees.id })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  if (!row) throw notFound(EVENT_MESSAGES.attendeeNotFound);
  await enqueueMail(db, { kind: 'checkInCode', attendeeId: row.id });
}
