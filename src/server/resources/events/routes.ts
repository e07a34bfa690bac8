import { auditContextOf, withAudit } from '../../core/auditContext';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTENDEE_SORT_KEYS,
  AttendeeUpdateBody,
  CHECK_IN_SOURCES,
  EVENT_FILTER_KEYS,
  EVENT_MESSAGES,
  EVENT_SORT_KEYS,
  EVENT_STATUSES,
  PUBLIC_PAGES,
  EventBody,
  RegisterAttendeesBody,
  type Attendee,
  type Event,
} from '../../../shared/events';
import { listQuerySchema } from '../../../shared/listQuery';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { attendeeOf, getAttendee, listAttendees, registerAttendees, removeAttendee, resendCheckInCode, updateAttendee } from './attendees';
import { deleteEvent, EVENT_EXPORT, getEvent, listEvents, saveEvent, setEventActive, setKioskToken, setPublicKeys } from './queries';
import { assertVersion, ConflictEnvelope, versionOf, VersionHeaders } from '../../core/recordVersion';
import type { Executor } from '../../core/list';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';
import { IdParams, ListTotalShape } from '../../core/schemas';
import { dataAnswer, dataAnswerSchema, recordAnswer, recordAnswerSchema } from '../../core/writeAnswers';

export const EventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  venue: z.string(),
  onlineUrl: z.string(),
  description: z.string(),
  course: z.object({ _id: z.string(), code: z.string(), title: z.string(), creditHours: z.number() }).nullable(),
  courseCredit: z.number(),
  capacity: z.number().int().nullable(),
  priceCents: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  isActive: z.boolean(),
  attendeeCount: z.number().int(),
  attendedCount: z.number().int(),
  rosterKey: z.string().nullable(),
  sheetKey: z.string().nullable(),
  hasKioskToken: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Event>;

export const AttendeeSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), companyName: z.string().nullable() }),
  registeredAt: z.string(),
  attended: z.boolean(),
  attendedAt: z.string().nullable(),
  checkedInBy: z.enum(CHECK_IN_SOURCES).nullable(),
  creditHours: z.number(),
  creditHoursOverride: z.number().nullable(),
  checkInCode: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Attendee>;

const EventListQuery = listQuerySchema(EVENT_SORT_KEYS).describe(
  `filters keys: ${EVENT_FILTER_KEYS.join(', ')} (startAt: "from,to" dates; course: a course id or a list; status: one or a list of ${EVENT_STATUSES.join(', ')}; isActive: true or false); search: name or venue`,
);
const UpdateEventBody = z
  .object({
    ...EventBody.shape,
    status: EventBody.shape.status.removeDefault().optional(),
    isActive: EventBody.shape.isActive.removeDefault().optional(),
  })
  // EventBody's own rules involve neither field, so they carry over.
  .check(...((EventBody.def.checks ?? []) as z.core.$ZodCheck<unknown>[]));
const AttendeeListQuery = listQuerySchema(ATTENDEE_SORT_KEYS)
  .omit({ filters: true })
  .describe('search: name or email; sorted by name unless sortKey says otherwise');
const AttendeeParams = IdParams.extend({ userId: z.uuid('must be a valid id') });

function assertAttendeeVersion(db: Executor, request: FastifyRequest): Promise<void> {
  const { id, userId } = request.params as z.output<typeof AttendeeParams>;
  return assertVersion(db, 'eventAttendees', attendeeOf(id, userId), versionOf(request), { label: 'This registration' });
}
const OneAttendee = envelopeSchema(z.object({ attendee: AttendeeSchema }));
const SavedEvent = envelopeSchema(z.object({ event: recordAnswerSchema(EventSchema) }));
const SavedAttendee = envelopeSchema(z.object({ attendee: recordAnswerSchema(AttendeeSchema) }));

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Events',
    entity: 'events',
    tag: 'events',
    key: 'event',
    record: EventSchema,
    notFound: EVENT_MESSAGES.eventNotFound,
  });
  crud.list('/events', {
    summary: 'List events (search, filters, sort, paging) with course and attendance counts',
    listKey: 'events',
    querystring: EventListQuery,
    run: listEvents,
  });
  listExportRoute(app, 'events', EVENT_EXPORT);
  crud.get('/events/:id', { summary: 'One event', run: getEvent });
  crud.create('/events/create', {
    summary: "Create an event (courseCredit left out or null: the course's credit hours, else 0)",
    body: EventBody,
    run: (db, body) => saveEvent(db, body),
    message: EVENT_MESSAGES.eventCreated,
  });
  crud.update('/events/update/:id', {
    summary: 'Update an event (status and isActive kept when left out; capacity not below the registered)',
    body: UpdateEventBody,
    run: (db, id, body) => saveEvent(db, body, id),
    message: EVENT_MESSAGES.eventUpdated,
  });
  crud.status('/events/update/active/inactive/:id', {
    summary: 'Set an event active or inactive (?isActive=true|false, empty body)',
    run: setEventActive,
    message: EVENT_MESSAGES.eventStatusUpdated,
  });
  crud.remove('/events/:id', {
    summary: 'Delete an event with its registrations; refused once anyone attended',
    run: deleteEvent,
    message: EVENT_MESSAGES.eventDeleted,
    conflict: 'People attended the event',
  });

  // ---------------------------------------------------------------- attendees

  app.get(
    '/events/:id/attendees',
    {
      onRequest: app.requirePermission('Events', 'view'),
      schema: {
        tags: ['events'],
        summary: "An event's registered people (search, sort, paging), with its capacity and how many attended",
        params: IdParams,
        querystring: AttendeeListQuery,
        response: {
          200: envelopeSchema(
            z.object({
              attendees: z.array(AttendeeSchema),
              ...ListTotalShape,
              capacity: z.number().int().nullable(),
              attendedCount: z.number().int(),
            }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { rows, ...rest } = await listAttendees(app.readDb, request.params.id, request.query);
      return envelope({ attendees: rows, ...rest });
    },
  );

  app.get(
    '/events/:id/attendees/:userId',
    {
      onRequest: app.requirePermission('Events', 'view'),
      schema: {
        tags: ['events'],
        summary: "One person's registration for the event",
        params: AttendeeParams,
        response: { 200: OneAttendee, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => envelope({ attendee: await getAttendee(app.db, request.params.id, request.params.userId) }),
  );

  app.post(
    '/events/:id/attendees',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: 'Register users for the event (those already registered are left as they are)',
        params: IdParams,
        body: RegisterAttendeesBody,
        response: {
          200: envelopeSchema(dataAnswerSchema(z.object({ attendees: z.array(AttendeeSchema), registered: z.number().int() }))),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope.describe('Not enough seats left'),
        },
      },
    },
    async (request) => {
      const result = await withAudit(app.db, auditContextOf(request), (db) => registerAttendees(db, request.params.id, request.body.userIds));
      if (result.registered > 0) app.mailOutbox.wake();
      return envelope(dataAnswer(request, 'Events', result), EVENT_MESSAGES.attendeesRegistered(result.registered));
    },
  );

  app.put(
    '/events/:id/attendees/:userId',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: 'Mark attended or not, and override the credit hours earned (null: the event’s)',
        params: AttendeeParams,
        headers: VersionHeaders,
        body: AttendeeUpdateBody,
        response: { 200: SavedAttendee, ...authErrorResponses, 404: ErrorEnvelope, 409: ConflictEnvelope },
      },
    },
    async (request) => {
      const attendee = await withAudit(app.db, auditContextOf(request), async (db) => {
        await assertAttendeeVersion(db, request);
        return updateAttendee(db, request.params.id, request.params.userId, request.body);
      });
      return envelope({ attendee: recordAnswer(request, 'Events', attendee) }, EVENT_MESSAGES.attendeeUpdated);
    },
  );

  app.delete(
    '/events/:id/attendees/:userId',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: "Remove a person's registration",
        params: AttendeeParams,
        headers: VersionHeaders,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope, 409: ConflictEnvelope },
      },
    },
    async (request) => {
      await withAudit(app.db, auditContextOf(request), async (db) => {
        await assertAttendeeVersion(db, request);
        await removeAttendee(db, request.params.id, request.params.userId);
      });
      return envelope({}, EVENT_MESSAGES.attendeeRemoved);
    },
  );

  app.post(
    '/events/:id/attendees/:userId/resend-code',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: "Mail the attendee their check-in code again",
        params: AttendeeParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      await withAudit(app.db, auditContextOf(request), (db) => resendCheckInCode(db, request.params.id, request.params.userId));
      app.mailOutbox.wake();
      return envelope({}, EVENT_MESSAGES.checkInCodeResent);
    },
  );

  // ---------------------------------------------------------------- the public roster and sign-in sheet links, the kiosk

  const PageQuery = z
    .object({ page: z.enum(PUBLIC_PAGES, { error: `must be one of: ${PUBLIC_PAGES.join(', ')}` }).optional() })
    .describe('page: roster or sheet; left out, both');

  app.post(
    '/events/:id/public-link',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: 'Make a new key for the public roster or the sign-in sheet (both when page is left out); the old link stops working',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: SavedEvent, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const event = await withAudit(app.db, auditContextOf(request), (db) => setPublicKeys(db, request.params.id, true, request.query.page));
      return envelope({ event: recordAnswer(request, 'Events', event) }, EVENT_MESSAGES.publicLinkCreated);
    },
  );

  app.delete(
    '/events/:id/public-link',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: 'Revoke the link of the public roster or the sign-in sheet (both when page is left out)',
        params: IdParams,
        querystring: PageQuery,
        response: { 200: SavedEvent, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const event = await withAudit(app.db, auditContextOf(request), (db) => setPublicKeys(db, request.params.id, false, request.query.page));
      return envelope({ event: recordAnswer(request, 'Events', event) }, EVENT_MESSAGES.publicLinkRevoked);
    },
  );

  app.post(
    '/events/:id/kiosk-token',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: 'A new kiosk token for the sign-in sheet, answered once (the previous kiosk stops working)',
        params: IdParams,
        response: { 200: envelopeSchema(z.object({ kioskToken: z.string() })), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => envelope({ kioskToken: (await withAudit(app.db, auditContextOf(request), (db) => setKioskToken(db, request.params.id, true)))! }, EVENT_MESSAGES.kioskTokenMade),
  );

  app.delete(
    '/events/:id/kiosk-token',
    {
      onRequest: app.requirePermission('Events', 'edit'),
      schema: {
        tags: ['events'],
        summary: 'Switch the check-in kiosk off (its token stops working)',
        params: IdParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      await withAudit(app.db, auditContextOf(request), (db) => setKioskToken(db, request.params.id, false));
      return envelope({}, EVENT_MESSAGES.kioskTokenRevoked);
    },
  );
};
