import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_DELIVERIES,
  COURSE_FILTER_KEYS,
  COURSE_SORT_KEYS,
  CourseBody,
  EVENT_MESSAGES,
  type Course,
} from '../../shared/events';
import { listQuerySchema } from '../../shared/listQuery';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { notFound } from '../errors';
import { createCourse, deleteCourse, getCourse, listCourses, setCourseActive, updateCourse } from '../queries/courses';
import { IdParams, StatusQuery, ListTotalShape } from './schemas';

export const CourseSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  creditHours: z.number(),
  delivery: z.enum(COURSE_DELIVERIES),
  description: z.string(),
  isActive: z.boolean(),
  eventCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Course>;

const CourseListQuery = listQuerySchema(COURSE_SORT_KEYS).describe(
  `filters keys: ${COURSE_FILTER_KEYS.join(', ')} (delivery: one or a list of ${COURSE_DELIVERIES.join(', ')}; isActive: true or false); search: code or title`,
);
/** An update that leaves out isActive keeps the current status. */
const UpdateCourseBody = CourseBody.extend({ isActive: z.boolean().optional() });
const OneCourse = envelopeSchema(z.object({ course: CourseSchema }));

/** The continuing-education catalogue, in the Courses module. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      onRequest: app.requirePermission('Courses', 'view'),
      schema: {
        tags: ['courses'],
        summary: 'List courses (search, filters, sort, paging), each with its number of events',
        querystring: CourseListQuery,
        response: {
          200: envelopeSchema(z.object({ courses: z.array(CourseSchema), ...ListTotalShape })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listCourses(app.db, request.query);
      return envelope({ courses: rows, ...counted });
    },
  );

  app.get(
    '/courses/:id',
    {
      onRequest: app.requirePermission('Courses', 'view'),
      schema: {
        tags: ['courses'],
        summary: 'One course',
        params: IdParams,
        response: { 200: OneCourse, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const course = await getCourse(app.db, request.params.id);
      if (!course) throw notFound(EVENT_MESSAGES.courseNotFound);
      return envelope({ course });
    },
  );

  app.post(
    '/courses/create',
    {
      onRequest: app.requirePermission('Courses', 'add'),
      schema: {
        tags: ['courses'],
        summary: 'Create a course (codes are unique ignoring case; the description is sanitised)',
        body: CourseBody,
        response: { 200: OneCourse, ...authErrorResponses, 409: ErrorEnvelope.describe('The code is taken') },
      },
    },
    async (request) => envelope({ course: await createCourse(app.db, request.body) }, EVENT_MESSAGES.courseCreated),
  );

  app.put(
    '/courses/update/:id',
    {
      onRequest: app.requirePermission('Courses', 'edit'),
      schema: {
        tags: ['courses'],
        summary: 'Update a course (isActive kept when left out)',
        params: IdParams,
        body: UpdateCourseBody,
        response: { 200: OneCourse, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope.describe('The code is taken') },
      },
    },
    async (request) =>
      envelope({ course: await updateCourse(app.db, request.params.id, request.body) }, EVENT_MESSAGES.courseUpdated),
  );

  app.put(
    '/courses/update/active/inactive/:id',
    {
      onRequest: app.requirePermission('Courses', 'activeInactive'),
      schema: {
        tags: ['courses'],
        summary: 'Set a course active or inactive (?isActive=true|false, empty body)',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: OneCourse, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        { course: await setCourseActive(app.db, request.params.id, request.query.isActive) },
        EVENT_MESSAGES.courseStatusUpdated,
      ),
  );

  app.delete(
    '/courses/:id',
    {
      onRequest: app.requirePermission('Courses', 'delete'),
      schema: {
        tags: ['courses'],
        summary: 'Delete a course; refused while events are sessions of it',
        params: IdParams,
        response: {
          200: envelopeSchema(z.object({})),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope.describe('Events are sessions of the course'),
        },
      },
    },
    async (request) => {
      await deleteCourse(app.db, request.params.id);
      return envelope({}, EVENT_MESSAGES.courseDeleted);
    },
  );
};
