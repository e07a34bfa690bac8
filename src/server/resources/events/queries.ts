import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, EVENT_SORT_KEYS, EVENT_STATUSES, type Event, type EventBody, type EventSortKey, type PublicPage } from '../../../shared/events';
import { unknownReference } from '../../../shared/messages';
import { courses, eventAttendees, events, type CourseRow, type EventRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import {
  booleanFilter,
  buildListPlan,
  dateRangeFilter,
  idPage,
  idsFilter,
  inOrder,
  inTransaction,
  oneOfFilter,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';
import { sha256 } from '../../core/password';

// Plain SQL names: Drizzle leaves columns of a one-table query unqualified.
export const attendeeCountSort = sql<number>`(select count(*)::int from event_attendees ea where ea.event_id = events.id)`;

export const EVENT_LIST: ListDeclaration<EventSortKey> = {
  sortable: {
    startAt: events.startAt,
    createdAt: events.createdAt,
    name: events.nameInLower,
    status: [events.status, events.startAt],
    isActive: [events.isActive, events.startAt],
    capacity: [events.capacity, events.startAt],
    priceCents: [events.priceCents, events.startAt],
    attendeeCount: [attendeeCountSort, events.startAt],
  },
  defaultSort: { key: 'startAt', order: -1 },
  tieBreaker: events.id,
  search: [events.nameInLower, sql`lower(${events.venue})`],
  filters: {
    startAt: dateRangeFilter(events.startAt),
    course: idsFilter((ids) => inArray(events.courseId, ids)),
    status: oneOfFilter(events.status, EVENT_STATUSES),
    isActive: booleanFilter((flag) => eq(events.isActive, flag)),
  },
};

export const EVENT_EXPORT = defineExport({
  module: 'Events',
  list: EVENT_LIST,
  sortKeys: EVENT_SORT_KEYS,
  rows: (db, fields, plan) =>
    db.select(fields).from(events).leftJoin(courses, eq(courses.id, events.courseId)).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: events.name },
    startAt: { value: events.startAt, kind: 'usDateTime' },
    course: { value: courses.code },
    courseCredit: { value: events.courseCredit, kind: 'hours' },
    // As the screen shows it in every language.
    attendeeCount: {
      value: sql`case when ${events.capacity} is null then ${attendeeCountSort}::text else ${attendeeCountSort} || ' / ' || ${events.capacity} end`,
    },
    attendedCount: {
      value: sql`(select count(*)::int from event_attendees ea where ea.event_id = events.id and ea.attended)`,
      kind: 'number',
    },
    status: { value: events.status },
    priceCents: { value: events.priceCents, kind: 'usDollars' },
  },
});

function toEvent(row: EventRow, course: CourseRow | null, attendeeCount: number, attendedCount: number): Event {
  return {
    _id: row.id,
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    venue: row.venue,
    onlineUrl: row.onlineUrl,
    description: row.description,
    course: course && { _id: course.id, code: course.code, title: course.title, creditHours: course.creditHours },
    courseCredit: row.courseCredit,
    capacity: row.capacity,
    priceCents: row.priceCents,
    status: row.status,
    isActive: row.isActive,
    attendeeCount,
    attendedCount,
    rosterKey: row.rosterKey,
    sheetKey: row.sheetKey,
    hasKioskToken: row.kioskTokenHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const EVENT_COLUMNS = {
  row: events,
  course: courses,
  attendeeCount: sql<number>`(select count(*)::int from event_attendees ea where ea.event_id = ${events.id})`,
  attendedCount: sql<number>`(select count(*)::int from event_attendees ea where ea.event_id = ${events.id} and ea.attended)`,
};

async function eventsByIds(db: Executor, ids: string[]): Promise<Event[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(EVENT_COLUMNS)
    .from(events)
    .leftJoin(courses, eq(courses.id, events.courseId))
    .where(inArray(events.id, ids));
  return inOrder(ids, rows, (r) => r.row.id).map((r) => toEvent(r.row, r.course, r.attendeeCount, r.attendedCount));
}

export async function listEvents(db: Executor, query: ListQuery<EventSortKey>): Promise<ListResult<Event>> {
  const plan = buildListPlan(query, EVENT_LIST);
  const { rows, ...counted } = await runList(db, events, plan, (p, total) => {
    const page = idPage(db, events, events.id, p);
    return db
      .with(page)
      .select({ ...EVENT_COLUMNS, total })
      .from(page)
      .innerJoin(events, eq(events.id, page.pageId))
      .leftJoin(courses, eq(courses.id, events.courseId))
      .orderBy(...p.orderBy);
  });
  return { rows: rows.map((r) => toEvent(r.row, r.course, r.attendeeCount, r.attendedCount)), ...counted };
}

export async function getEvent(db: Executor, id: string): Promise<Event | undefined> {
  return (await eventsByIds(db, [id]))[0];
}

/** Registrations and capacity changes queue behind the lock, so seats are never oversold. */
export async function lockEvent(tx: Executor, id: string): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
  return row;
}

export async function countRegistered(tx: Executor, eventId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(eventAttendees).where(eq(eventAttendees.eventId, eventId));
  return row?.n ?? 0;
}

export type EventUpdate = Omit<EventBody, 'status' | 'isActive'> & Partial<Pick<EventBody, 'status' | 'isActive'>>;

/** An update cannot set the capacity below the people already registered. */
export async function saveEvent(db: Executor, body: EventUpdate, id?: string): Promise<Event> {
  return inTransaction(db, async (tx) => {
    let course: { creditHours: number } | undefined;
    if (body.course) {
      // Key-share locked: the course cannot be deleted before the event refers to it.
      [course] = await tx.select({ creditHours: courses.creditHours }).from(courses).where(eq(courses.id, body.course)).for('key share');
      if (!course) throw badRequest(unknownReference('course', 'course', body.course));
    }
    const values = {
      name: body.name,
      startAt: new Date(body.startAt),
      endAt: new Date(body.endAt),
      venue: body.venue,
      onlineUrl: body.onlineUrl,
      description: sanitizeRichText(body.description),
      courseId: body.course,
      courseCredit: body.courseCredit ?? course?.creditHours ?? 0,
      capacity: body.capacity,
      priceCents: body.priceCents,
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
    };
    if (!id) {
      const [row] = await tx.insert(events).values(values).returning({ id: events.id });
      return (await getEvent(tx, row!.id))!;
    }
    await lockEvent(tx, id);
    if (body.capacity !== null) {
      const registered = await countRegistered(tx, id);
      if (registered > body.capacity) throw badRequest(EVENT_MESSAGES.capacityBelowRegistered(registered));
    }
    await tx
      .update(events)
      .set(values)
      .where(eq(events.id, id));
    return (await getEvent(tx, id))!;
  });
}

export async function setEventActive(db: Executor, id: string, isActive: boolean): Promise<Event> {
  const [row] = await db
    .update(events)
    .set({ isActive })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
  return (await getEvent(db, id))!;
}

/** Only an event nobody attended; payments for it stay on record without it. */
export async function deleteEvent(db: Executor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockEvent(tx, id);
    const [attended] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.attended, true)));
    if (attended && attended.n > 0) throw conflict(EVENT_MESSAGES.eventHasAttendance(attended.n));
    await tx.delete(events).where(eq(events.id, id));
  });
}

const newKey = () => crypto.randomBytes(24).toString('base64url');

/** A new key stops every link handed out before; the roster's never opens the sheet. */
export async function setPublicKeys(db: Executor, id: string, give: boolean, page?: PublicPage): Promise<Event> {
  const roster = page === undefined || page === 'roster';
  const sheet = page === undefined || page === 'sheet';
  const [row] = await db
    .update(events)
    .set({
      ...(roster ? { rosterKey: give ? newKey() : null } : {}),
      ...(sheet ? { sheetKey: give ? newKey() : null } : {}),
      // Not an edit of the event's fields, so an edit open beside it keeps its version.
      updatedAt: sql`${events.updatedAt}`,
    })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
  return (await getEvent(db, id))!;
}

/** Only its hash is stored, so the token is answered once and never again. */
export async function setKioskToken(db: Executor, id: string, give: boolean): Promise<string | null> {
  const token = give ? crypto.randomBytes(24).toString('base64url') : null;
  const [row] = await db
    .update(events)
    .set({ kioskTokenHash: token ? sha256(token) : null, updatedAt: sql`${events.updatedAt}` })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  if (!row) throw notFound(EVENT_MESSAGES.eventNotFound);
  return token;
}
