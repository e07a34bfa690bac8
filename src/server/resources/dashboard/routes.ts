import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardQuery, type Dashboard } from '../../../shared/dashboard';
import { authErrorResponses, envelope, envelopeSchema } from '../../core/envelope';
import { getDashboard } from './queries';

const PeriodSchema = z.object({ date: z.string(), eventsCount: z.number().int(), usersCount: z.number().int() });

export const DashboardSchema = z.object({
  totalActiveUsers: z.number().int(),
  totalAdminsUsers: z.number().int(),
  totalNewUsers: z.number().int(),
  totalActiveCompanies: z.number().int(),
  totalUpcomingEvents: z.number().int(),
  lastFiveMonthsData: z.array(PeriodSchema),
  lastFiveWeeksData: z.array(PeriodSchema),
}) satisfies z.ZodType<Dashboard>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.requirePermission('Dashboard', 'view'),
      schema: {
        tags: ['dashboard'],
        summary: 'The five counts and the monthly and weekly charts (definitions in src/shared/dashboard.ts)',
        querystring: DashboardQuery,
        response: { 200: envelopeSchema(z.object({ dashboard: DashboardSchema })), ...authErrorResponses },
      },
    },
    async (request) => {
      const now = request.query.date ? new Date(request.query.date) : new Date();
      // Without the caller's midnight, the day is the UTC one.
      const eventDate = request.query.eventDate
        ? new Date(request.query.eventDate)
        : new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
      return envelope({ dashboard: await getDashboard(app.readDb, now, eventDate) });
    },
  );
};
