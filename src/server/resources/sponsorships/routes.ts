import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPONSORSHIP_SORT_KEYS, SponsorshipBody, type Sponsorship } from '../../../shared/companies';
import { BooleanParam, listQuerySchema } from '../../../shared/listQuery';
import { MESSAGES } from '../../../shared/messages';
import {
  createSponsorship,
  deleteSponsorship,
  getSponsorship,
  listSponsorships,
  setSponsorshipActive,
  SPONSORSHIP_EXPORT,
  updateSponsorship,
} from './queries';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';

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
const UpdateSponsorshipBody = SponsorshipBody.extend({ isActive: z.boolean().optional() });

export const sponsorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Sponsorship',
    entity: 'sponsorships',
    tag: 'sponsorships',
    key: 'sponsorship',
    record: SponsorshipSchema,
    notFound: MESSAGES.sponsorshipNotFound,
  });
  crud.list('/sponsorships', {
    summary: 'List sponsorships (by position unless sorted otherwise)',
    listKey: 'sponsorships',
    querystring: SponsorshipListQuery,
    run: listSponsorships,
  });
  listExportRoute(app, 'sponsorships', SPONSORSHIP_EXPORT);
  crud.get('/sponsorships/:id', { summary: 'One sponsorship', run: getSponsorship });
  crud.create('/sponsorships/create', {
    summary: 'Create a sponsorship (without a position it goes last)',
    body: SponsorshipBody,
    run: createSponsorship,
    message: MESSAGES.sponsorshipCreated,
    conflict: 'The name is taken',
  });
  crud.update('/sponsorships/update/:id', {
    summary: 'Update a sponsorship (position and isActive kept when left out)',
    body: UpdateSponsorshipBody,
    run: updateSponsorship,
    message: MESSAGES.sponsorshipUpdated,
    conflict: 'The name is taken',
  });
  crud.status('/sponsorships/update/active/inactive/:id', {
    summary: 'Set a sponsorship active or inactive (?isActive=true|false, empty body)',
    run: setSponsorshipActive,
    message: MESSAGES.sponsorshipStatusUpdated,
  });
  crud.remove('/sponsorships/:id', {
    summary: 'Delete a sponsorship; refused while companies carry it',
    run: deleteSponsorship,
    message: MESSAGES.sponsorshipDeleted,
    conflict: 'Companies still carry the sponsorship',
  });
};
