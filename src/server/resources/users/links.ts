import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventHistoryEntry } from '../../../shared/events';
import { PagingQuery } from '../../../shared/listQuery';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { listUserEventHistory } from '../events';
import { countUserLinks } from './queries';
import { IdParams } from '../../core/schemas';

const EventHistoryEntrySchema = z.object({
  _id: z.string(),
  event: z.object({ _id: z.string(), name: z.string(), courseCredit: z.number(), startAt: z.string() }),
  creditHours: z.number(),
  attendedAt: z.string().nullable(),
}) satisfies z.ZodType<EventHistoryEntry>;
/** Paging only: the history is always the most recent start first. */
const HistoryQuery = PagingQuery;

export const userLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/count/as/attendee/staff/:id',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      schema: {
        tags: ['users'],
        summary: 'What the user is still linked to, shown before a delete',
        params: IdParams,
        response: {
          200: envelopeSchema(
            z.object({
              attendeeCount: z.number().int().describe('Events attended: the rows of the Event History'),
              registrationCount: z.number().int().describe('Registrations not attended (upcoming events, no-shows)'),
              asSupportMemberToOtherCount: z.number().int(),
              locationContactCount: z.number().int(),
            }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => envelope(await countUserLinks(app.db, request.params.id)),
  );

  app.get(
    '/users/events/as/attendee/history/list/:id',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      schema: {
        tags: ['users'],
        summary: 'The events the user attended (the most recent start first) and the credit hours earned over all of them',
        params: IdParams,
        querystring: HistoryQuery,
        response: {
          200: envelopeSchema(
            z.object({
              history: z.array(EventHistoryEntrySchema),
              total: z.number().int(),
              totalCreditHoursHistory: z.number(),
            }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => envelope(await listUserEventHistory(app.readDb, request.params.id, request.query)),
  );
};
