import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPONSORSHIP_SORT_KEYS, SponsorshipBody, type Sponsorship } from '../../shared/companies';
import { BooleanParam, listQuerySchema } from '../../shared/listQuery';
import { MESSAGES } from '../../shared/messages';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { notFound } from '../errors';
import {
  createSponsorship,
  deleteSponsorship,
  getSponsorship,
  listSponsorships,
  setSponsorshipActive,
  updateSponsorship,
} from '../queries/sponsorships';
import { IdParams, StatusQuery, ListTotalShape } from './schemas';

export const SponsorshipSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameInLower: z.string(),
  position: z.number().int(),
  companyCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Sponsorship>;

const SponsorshipListQuery = listQuerySchema(SPONSORSHIP_SORT_KEYS)
  .extend({ isActive: BooleanParam.optional() })
  .describe('search: name; isActive: true or false');
/** An update that leaves out isActive keeps the current status. */
const UpdateSponsorshipBody = SponsorshipBody.extend({ isActive: z.boolean().optional() });
const OneSponsorship = envelopeSchema(z.object({ sponsorship: SponsorshipSchema }));

/** Sponsorships (spec 001 §7), in the Sponsorship module. */
export const sponsorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sponsorships',
    {
      onRequest: app.requirePermission('Sponsorship', 'view'),
      schema: {
        tags: ['sponsorships'],
        summary: 'List sponsorships (by position unless sorted otherwise)',
        querystring: SponsorshipListQuery,
        response: {
          200: envelopeSchema(z.object({ sponsorships: z.array(SponsorshipSchema), ...ListTotalShape })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listSponsorships(app.db, request.query);
      return envelope({ sponsorships: rows, ...counted });
    },
  );

  app.get(
    '/sponsorships/:id',
    {
      onRequest: app.requirePermission('Sponsorship', 'view'),
      schema: {
        tags: ['sponsorships'],
        summary: 'One sponsorship',
        params: IdParams,
        response: { 200: OneSponsorship, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const sponsorship = await getSponsorship(app.db, request.params.id);
      if (!sponsorship) throw notFound(MESSAGES.sponsorshipNotFound);
      return envelope({ sponsorship });
    },
  );

  app.post(
    '/sponsorships/create',
    {
      onRequest: app.requirePermission('Sponsorship', 'add'),
      schema: {
        tags: ['sponsorships'],
        summary: 'Create a sponsorship (without a position it goes last)',
        body: SponsorshipBody,
        response: { 200: OneSponsorship, ...authErrorResponses, 409: ErrorEnvelope.describe('The name is taken') },
      },
    },
    async (request) => envelope({ sponsorship: await createSponsorship(app.db, request.body) }, MESSAGES.sponsorshipCreated),
  );

  app.put(
    '/sponsorships/update/:id',
    {
      onRequest: app.requirePermission('Sponsorship', 'edit'),
      schema: {
        tags: ['sponsorships'],
        summary: 'Update a sponsorship (position and isActive kept when left out)',
        params: IdParams,
        body: UpdateSponsorshipBody,
        response: { 200: OneSponsorship, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope({ sponsorship: await updateSponsorship(app.db, request.params.id, request.body) }, MESSAGES.sponsorshipUpdated),
  );

  app.put(
    '/sponsorships/update/active/inactive/:id',
    {
      onRequest: app.requirePermission('Sponsorship', 'activeInactive'),
      schema: {
        tags: ['sponsorships'],
        summary: 'Set a sponsorship active or inactive (?isActive=true|false, empty body)',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: OneSponsorship, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        { sponsorship: await setSponsorshipActive(app.db, request.params.id, request.query.isActive) },
        MESSAGES.sponsorshipStatusUpdated,
      ),
  );

  app.delete(
    '/sponsorships/:id',
    {
      onRequest: app.requirePermission('Sponsorship', 'delete'),
      schema: {
        tags: ['sponsorships'],
        summary: 'Delete a sponsorship; refused while companies carry it',
        params: IdParams,
        response: {
          200: envelopeSchema(z.object({})),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope.describe('Companies still carry the sponsorship'),
        },
      },
    },
    async (request) => {
      await deleteSponsorship(app.db, request.params.id);
      return envelope({}, MESSAGES.sponsorshipDeleted);
    },
  );
};
