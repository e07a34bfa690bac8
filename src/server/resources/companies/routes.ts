import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_FILTER_KEYS, COMPANY_SORT_KEYS, COMPANY_TYPES, CompanyWriteBody, type Company } from '../../../shared/companies';
import { listQuerySchema } from '../../../shared/listQuery';
import { MESSAGES } from '../../../shared/messages';
import { denialMessage } from '../../../shared/modules';
import { can } from '../../../shared/permissions';
import { forbidden } from '../../core/errors';
import { COMPANY_EXPORT, deleteCompany, getCompany, listCompanies, saveCompany, setCompanyActive } from './queries';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';

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

/**
 * Held to the location calls' own permissions, so a user who may only edit companies cannot delete
 * a location by leaving it out of the form.
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

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Companies',
    entity: 'companies',
    tag: 'companies',
    key: 'company',
    record: CompanySchema,
    notFound: MESSAGES.companyNotFound,
  });
  crud.list('/company/list', {
    summary: 'List companies (search, filters, sort, paging)',
    listKey: 'companies',
    querystring: CompanyListQuery,
    run: listCompanies,
  });
  listExportRoute(app, 'companies', COMPANY_EXPORT);
  crud.get('/company/:id', { summary: 'One company with its locations and sponsorships', run: getCompany });
  crud.create('/company/create', {
    summary:
      'Create a company; its locations (address, and new ones in locationChanges.create) and sponsorships (sponsership) are set in the same transaction',
    body: CompanyWriteBody,
    run: (db, body, request) => {
      assertLocationPowers(request, body);
      return saveCompany(db, body);
    },
    message: MESSAGES.companyCreated,
    conflict: "A location in address belongs to another company, or a new location's NRDS id is taken",
  });
  crud.update('/company/update/:id', {
    summary:
      'Update a company: locations left out of address are detached (not deleted); locationChanges creates, edits and deletes locations in the same transaction; sponsorships are replaced',
    body: CompanyWriteBody,
    run: (db, id, body, request) => {
      assertLocationPowers(request, body);
      return saveCompany(db, body, id);
    },
    message: MESSAGES.companyUpdated,
    conflict:
      "A location in address belongs to another company, a new or edited location's NRDS id is taken, or members still belong to a removed location",
  });
  crud.status('/company/update/active/inactive/:id', {
    summary: 'Set a company active or inactive (?isActive=true|false, empty body)',
    run: setCompanyActive,
    message: MESSAGES.companyStatusUpdated,
  });
  crud.remove('/company/:id', {
    summary: 'Delete a company with its locations and sponsorship links; refused while members belong to it',
    run: deleteCompany,
    message: MESSAGES.companyDeleted,
    conflict: 'Members still belong to the company or to one of its locations',
  });
};
