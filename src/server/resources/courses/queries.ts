import { and, eq, ne, sql } from 'drizzle-orm';
import { COURSE_DELIVERIES, COURSE_SORT_KEYS, EVENT_MESSAGES, type Course, type CourseBody, type CourseSortKey } from '../../../shared/events';
import { MESSAGES } from '../../../shared/messages';
import { courses, events, type CourseRow } from '../../db/schema';
import { conflict, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import {
  booleanFilter,
  buildListPlan,
  deleteOrConflict,
  inTransaction,
  oneOfFilter,
  pgErrorOf,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';

// Plain SQL names: Drizzle leaves columns of a one-table query unqualified.
export const eventCount = sql<number>`(select count(*)::int from events e where e.course_id = courses.id)`;

export const COURSE_LIST: ListDeclaration<CourseSortKey> = {
  sortable: {
    createdAt: courses.createdAt,
    code: courses.codeInLower,
    title: courses.titleInLower,
    creditHours: [courses.creditHours, courses.titleInLower],
    delivery: [courses.delivery, courses.titleInLower],
    isActive: [courses.isActive, courses.titleInLower],
    eventCount: [eventCount, courses.titleInLower],
  },
  defaultSort: { key: 'createdAt', order: -1 },
  tieBreaker: courses.id,
  search: [courses.codeInLower, courses.titleInLower],
  filters: {
    delivery: oneOfFilter(courses.delivery, COURSE_DELIVERIES),
    isActive: booleanFilter((flag) => eq(courses.isActive, flag)),
  },
};

export const COURSE_EXPORT = defineExport({
  module: 'Courses',
  list: COURSE_LIST,
  sortKeys: COURSE_SORT_KEYS,
  rows: (db, fields, plan) => db.select(fields).from(courses).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    code: { value: courses.code },
    title: { value: courses.title },
    creditHours: { value: courses.creditHours, kind: 'hours' },
    delivery: { value: courses.delivery },
    eventCount: { value: eventCount, kind: 'number' },
    isActive: { value: courses.isActive },
  },
});

const courseFields = { row: courses, eventCount };

function toCourse({ row, eventCount }: { row: CourseRow; eventCount: number }): Course {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    creditHours: row.creditHours,
    delivery: row.delivery,
    description: row.description,
    isActive: row.isActive,
    eventCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCourses(db: Executor, query: ListQuery<CourseSortKey>): Promise<ListResult<Course>> {
  const plan = buildListPlan(query, COURSE_LIST);
  const { rows, ...counted } = await runList(db, courses, plan, (p, total) =>
    db.select({ ...courseFields, total }).from(courses).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
  );
  return { rows: rows.map(toCourse), ...counted };
}

export async function getCourse(db: Executor, id: string): Promise<Course | undefined> {
  const [row] = await db.select(courseFields).from(courses).where(eq(courses.id, id));
  return row && toCourse(row);
}

/** Compared as PostgreSQL lowers it, like the unique key. */
async function assertCodeFree(db: Executor, code: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.codeInLower, sql`lower(${code})`), exceptId ? ne(courses.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(EVENT_MESSAGES.courseCodeTaken);
}

/** A unique-code race lost between the check and the write gives the same answer as the check. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = pgErrorOf(err);
    if (code === '23505' && constraint === 'courses_code_in_lower_key') throw conflict(EVENT_MESSAGES.courseCodeTaken);
    throw err;
  }
}

function courseValues(body: Omit<CourseBody, 'isActive'>) {
  return {
    code: body.code,
    title: body.title,
    creditHours: body.creditHours,
    delivery: body.delivery,
    description: sanitizeRichText(body.description),
  };
}

export async function createCourse(db: Executor, body: CourseBody): Promise<Course> {
  const values = courseValues(body);
  await assertCodeFree(db, values.code);
  const [row] = await uniqueCode(() =>
    db
      .insert(courses)
      .values({ ...values, isActive: body.isActive })
      .returning({ id: courses.id }),
  );
  return (await getCourse(db, row!.id))!;
}

export async function updateCourse(
  db: Executor,
  id: string,
  body: Omit<CourseBody, 'isActive'> & { isActive?: boolean },
): Promise<Course> {
  const values = courseValues(body);
  await assertCodeFree(db, values.code, id);
  const [row] = await uniqueCode(() =>
    db
      .update(courses)
      .set({ ...values, ...(body.isActive !== undefined ? { isActive: body.isActive } : {}) })
      .where(eq(courses.id, id))
      .returning({ id: courses.id }),
  );
  if (!row) throw notFound(EVENT_MESSAGES.courseNotFound);
  return (await getCourse(db, id))!;
}

export async function setCourseActive(db: Executor, id: string, isActive: boolean): Promise<Course> {
  const [row] = await db
    .update(courses)
    .set({ isActive })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  if (!row) throw notFound(EVENT_MESSAGES.courseNotFound);
  return (await getCourse(db, id))!;
}

export async function deleteCourse(db: Executor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
    if (!row) throw notFound(EVENT_MESSAGES.courseNotFound);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(events).where(eq(events.courseId, id));
    if (used && used.n > 0) throw conflict(EVENT_MESSAGES.courseInUse(used.n));
    // An event given the course meanwhile (the foreign key restricts) gets the general answer.
    await deleteOrConflict(() => tx.delete(courses).where(eq(courses.id, id)), MESSAGES.stillInUse);
  });
}
