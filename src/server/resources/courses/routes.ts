import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_DELIVERIES,
  COURSE_FILTER_KEYS,
  COURSE_SORT_KEYS,
  CourseBody,
  EVENT_MESSAGES,
  type Course,
} from '../../../shared/events';
import { listQuerySchema } from '../../../shared/listQuery';
import { COURSE_EXPORT, createCourse, deleteCourse, getCourse, listCourses, setCourseActive, updateCourse } from './queries';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';

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
const UpdateCourseBody = CourseBody.extend({ isActive: z.boolean().optional() });

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Courses',
    entity: 'courses',
    tag: 'courses',
    key: 'course',
    record: CourseSchema,
    notFound: EVENT_MESSAGES.courseNotFound,
  });
  crud.list('/courses', {
    summary: 'List courses (search, filters, sort, paging), each with its number of events',
    listKey: 'courses',
    querystring: CourseListQuery,
    run: listCourses,
  });
  listExportRoute(app, 'courses', COURSE_EXPORT);
  crud.get('/courses/:id', { summary: 'One course', run: getCourse });
  crud.create('/courses/create', {
    summary: 'Create a course (codes are unique ignoring case; the description is sanitised)',
    body: CourseBody,
    run: createCourse,
    message: EVENT_MESSAGES.courseCreated,
    conflict: 'The code is taken',
  });
  crud.update('/courses/update/:id', {
    summary: 'Update a course (isActive kept when left out)',
    body: UpdateCourseBody,
    run: updateCourse,
    message: EVENT_MESSAGES.courseUpdated,
    conflict: 'The code is taken',
  });
  crud.status('/courses/update/active/inactive/:id', {
    summary: 'Set a course active or inactive (?isActive=true|false, empty body)',
    run: setCourseActive,
    message: EVENT_MESSAGES.courseStatusUpdated,
  });
  crud.remove('/courses/:id', {
    summary: 'Delete a course; refused while events are sessions of it',
    run: deleteCourse,
    message: EVENT_MESSAGES.courseDeleted,
    conflict: 'Events are sessions of the course',
  });
};
