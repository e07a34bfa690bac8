import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_FILTER_KEYS, COMPANY_SORT_KEYS, COMPANY_TYPES, CompanyWriteBody, type Company } from '../../shared/companies';
import { listQuerySchema } from '../../shared/listQuery';
import { MESSAGES } from '../../shared/messages';
import { denialMessage } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { forbidden, notFound } from '../errors';
import { deleteCompany, getCompany, listCompanies, saveCompany, setCompanyActive } from '../queries/companies';
import { IdParams, StatusQuery, ListTotalShape } from './schemas';

const Ref = z.object({ _id: z.string(), name: z.string() });

export const CompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameInLower: z.string(),
  type: z.enum(COMPANY_TYPES),
  isActive: z.boolean(),
  activeStatus: z.enum(['active', 'inactive']),
  websiteUrl: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  locations: z.array(Ref),
  address: z.array(z.string()),
  sponsership: z.array(z.object({ sponser: Ref })),
  locationCount: z.number().int(),
  membersCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Company>;

const CompanyListQuery = listQuerySchema(COMPANY_SORT_KEYS).describe(
  `filters keys: ${COMPANY_FILTER_KEYS.join(', ')}; search: name or website URL`,
);
const OneCompany = envelopeSchema(z.object({ company: CompanySchema }));

/**
 * The location work sent with a company is held to the location calls' own permissions: new
 * locations need Companies add, edited ones edit, removed ones delete (a user who may only edit
 * companies cannot delete a location by leaving it out of the form).
 */
function assertLocationPowers(request: FastifyRequest, body: CompanyWriteBody): void {
  const changes = body.locationChanges;
  if (!changes) return;
  const { user, roles } = request.auth!;
  const subject = { role: user.role, roles };
  const needs = [
    changes.create.length > 0 && ('add' as const),
    changes.update.length > 0 && ('edit' as const),
    changes.remove.length > 0 && ('delete' as const),
  ].filter((action) => action !== false);
  const missing = needs.find((action) => !can(subject, 'Companies', action));
  if (missing) throw forbidden(denialMessage('Companies', missing));
}

/** Companies (spec 001 §7): list, one, create, update, status toggle and delete. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/list',
    {
      onRequest: app.requirePermission('Companies', 'view'),
      schema: {
        tags: ['companies'],
        summary: 'List companies (search, filters, sort, paging)',
        querystring: CompanyListQuery,
        response: {
          200: envelopeSchema(z.object({ companies: z.array(CompanySchema), ...ListTotalShape })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listCompanies(app.db, request.query);
      return envelope({ companies: rows, ...counted });
    },
  );

  app.get(
    '/company/:id',
    {
      onRequest: app.requirePermission('Companies', 'view'),
      schema: {
        tags: ['companies'],
        summary: 'One company with its locations and sponsorships',
        params: IdParams,
        response: { 200: OneCompany, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const company = await getCompany(app.db, request.params.id);
      if (!company) throw notFound(MESSAGES.companyNotFound);
      return envelope({ company });
    },
  );

  app.post(
    '/company/create',
    {
      onRequest: app.requirePermission('Companies', 'add'),
      schema: {
        tags: ['companies'],
        summary:
          'Create a company; its locations (address, and new ones in locationChanges.create) and sponsorships (sponsership) are set in the same transaction',
        body: CompanyWriteBody,
        response: { 200: OneCompany, ...authErrorResponses, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      assertLocationPowers(request, request.body);
      return envelope({ company: await saveCompany(app.db, request.body) }, MESSAGES.companyCreated);
    },
  );

  app.put(
    '/company/update/:id',
    {
      onRequest: app.requirePermission('Companies', 'edit'),
      schema: {
        tags: ['companies'],
        summary:
          'Update a company: locations left out of address are detached (not deleted); locationChanges creates, edits and deletes locations in the same transaction; sponsorships are replaced',
        params: IdParams,
        body: CompanyWriteBody,
        response: { 200: OneCompany, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      assertLocationPowers(request, request.body);
      return envelope({ company: await saveCompany(app.db, request.body, request.params.id) }, MESSAGES.companyUpdated);
    },
  );

  app.put(
    '/company/update/active/inactive/:id',
    {
      onRequest: app.requirePermission('Companies', 'activeInactive'),
      schema: {
        tags: ['companies'],
        summary: 'Set a company active or inactive (?isActive=true|false, empty body)',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: OneCompany, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        { company: await setCompanyActive(app.db, request.params.id, request.query.isActive) },
        MESSAGES.companyStatusUpdated,
      ),
  );

  app.delete(
    '/company/:id',
    {
      onRequest: app.requirePermission('Companies', 'delete'),
      schema: {
        tags: ['companies'],
        summary: 'Delete a company with its locations and sponsorship links; refused while members belong to it',
        params: IdParams,
        response: {
          200: envelopeSchema(z.object({})),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope.describe('Members still belong to the company or to one of its locations'),
        },
      },
    },
    async (request) => {
      await deleteCompany(app.db, request.params.id);
      return envelope({}, MESSAGES.companyDeleted);
    },
  );
};
