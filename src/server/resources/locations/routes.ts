import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { US_STATE_CODES } from '../../../shared/addresses';
import {
  LOCATION_MCPE_ACCESS_TYPES,
  LOCATION_SORT_KEYS,
  LOCATION_TYPES,
  LocationBody,
  MARKETS,
  MCPE_STATUSES,
  YES_NO,
  type Location,
} from '../../../shared/companies';
import { listQuerySchema } from '../../../shared/listQuery';
import { MESSAGES } from '../../../shared/messages';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { createLocation, deleteLocation, getLocation, listLocations, LOCATION_EXPORT, updateLocation } from './queries';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';
import { ListTotalShape } from '../../core/schemas';

const AddressOut = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.union([z.enum(US_STATE_CODES), z.literal('')]),
  zipCode: z.string(),
  country: z.string(),
});

export const LocationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nrdsId: z.string().nullable(),
  type: z.enum(LOCATION_TYPES),
  payMemberId: z.string().nullable(),
  payMember: z.string(),
  website: z.string(),
  phoneNumber: z.string(),
  marketId: z.enum(MARKETS),
  largeCompany: z.enum(YES_NO),
  mcpeAccessType: z.enum(LOCATION_MCPE_ACCESS_TYPES).nullable(),
  allowMcpeAccess: z.boolean(),
  currentMcpeStatus: z.enum(MCPE_STATUSES),
  currentMcpeStatusDate: z.string().nullable(),
  fax: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  rawDataFeeds: z.enum(YES_NO),
  dataFeedsOffice: z.enum(YES_NO),
  dataFeedsIndividual: z.enum(YES_NO),
  templates: z.enum(YES_NO),
  designatedRealtorId: z.string().nullable(),
  designatedRealtorName: z.string(),
  designatedRealtorEmail: z.string(),
  designatedRealtorPhone: z.string(),
  description: z.string(),
  isMailingAddressAsPhysicalAddress: z.boolean(),
  physicalAddress: AddressOut,
  mailingAddress: AddressOut,
  companyId: z.string().nullable(),
  company: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Location>;

const ListParams = z.object({
  companyId: z.string().refine((v) => v === 'all' || z.uuid().safeParse(v).success, 'must be a company id or all'),
});
const LocationListQuery = listQuerySchema(LOCATION_SORT_KEYS).describe(
  'search: name, NRDS id or city; filters key: unassigned (true: only locations without a company)',
);
/** Create and update answer `location` as a list whose first entry is the saved location. */
const SavedLocation = z.array(LocationSchema);
const NRDS_CONFLICT = 'The NRDS id is taken, or no Auto NRDS id was free';

/** They belong to the Companies module: its permissions govern them. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Companies',
    entity: 'locations',
    tag: 'locations',
    key: 'location',
    record: LocationSchema,
    notFound: MESSAGES.locationNotFound,
  });

  // Not the standard list: the company is a path parameter ('all' for every location).
  app.get(
    '/locations/list/:companyId',
    {
      onRequest: app.requirePermission('Companies', 'view'),
      schema: {
        tags: ['locations'],
        summary: "List a company's locations, or all locations (companyId 'all')",
        params: ListParams,
        querystring: LocationListQuery,
        response: {
          200: envelopeSchema(z.object({ locations: z.array(LocationSchema), ...ListTotalShape })),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listLocations(app.readDb, request.params.companyId, request.query);
      return envelope({ locations: rows, ...counted });
    },
  );

  listExportRoute(app, 'locations', LOCATION_EXPORT);
  crud.get('/locations/:id', { summary: 'One location', run: getLocation });
  crud.create('/locations/create', {
    summary: 'Create a location; without nrdsId it gets an Auto NRDS id',
    body: LocationBody,
    answer: SavedLocation,
    run: async (db, body) => [await createLocation(db, body)],
    message: MESSAGES.locationCreated,
    conflict: NRDS_CONFLICT,
  });
  crud.update('/locations/update/:id', {
    summary: 'Update a location (an empty nrdsId keeps the current one)',
    body: LocationBody,
    answer: SavedLocation,
    run: async (db, id, body) => [await updateLocation(db, id, body)],
    message: MESSAGES.locationUpdated,
    conflict: NRDS_CONFLICT,
  });
  crud.remove('/locations/:id', {
    summary: 'Delete a location; refused while members belong to it',
    run: deleteLocation,
    message: MESSAGES.locationDeleted,
    conflict: 'Members still belong to the location',
  });
};
