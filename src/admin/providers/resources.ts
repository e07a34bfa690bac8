import type { ModuleName } from '../../shared/modules';

/**
 * How one react-admin resource maps onto the API (paths relative to `/api/v1/admin`). Paths are
 * templates: `{id}` (and, in scopedListPaths, the filter key in braces) is replaced by the
 * URL-encoded value. A route left out means the API has no such call for the resource.
 */
export interface ResourceApi {
  /** GET: the list (offset, limit, sortKey, sortOrder, search, filters). */
  listPath: string;
  /** Filter keys that select a narrower list route: `{ companyId: '/locations/list/{companyId}' }`. */
  scopedListPaths?: Record<string, string>;
  /** Key of the rows in the list answer's body. */
  listKey: string;
  /** GET: one record. */
  onePath: string;
  /** Key of the record in one-record answers (getOne, create, update, status). */
  oneKey: string;
  /** POST. */
  createPath?: string;
  /** PUT. */
  updatePath?: string;
  /** DELETE. */
  deletePath?: string;
  /** PUT `?isActive=<bool>` with an empty body: the active/inactive toggle. */
  statusPath?: string;
  /** Filter keys the list route takes as plain query parameters instead of `filters` entries. */
  queryParams?: readonly string[];
  /** Keys of the list answer's body passed on as the list's `meta` (figures beside the page). */
  listMetaKeys?: readonly string[];
  /** Query parameters every list call of the resource sends. */
  extraListParams?: Record<string, unknown>;
  /** POST: 'Export Table', the chosen columns of the whole list as CSV (src/shared/listExport.ts). */
  exportPath?: string;
}

export type ResourceTable = Record<string, ResourceApi>;

/**
 * The user picker of the location form ('Select User', 'Select Realtor'): members, read only. Typed
 * as a plain ResourceApi so the table's entries keep one shape (no write routes is "absent", not "never").
 */
const MEMBERS_API: ResourceApi = { listPath: '/users/list/members', listKey: 'users', onePath: '/users/{id}', oneKey: 'user' };

/** The per-resource API table (spec 000 §7 and the second document). One entry per resource. */
export const RESOURCES = {
  users: {
    listPath: '/users/list/all',
    exportPath: '/export/users',
    listKey: 'users',
    onePath: '/users/{id}',
    oneKey: 'user',
    createPath: '/users/create',
    updatePath: '/users/update/{id}',
    deletePath: '/users/{id}',
    statusPath: '/users/update/active/inactive/{id}',
    // The company's members, the pickers' active users and the purchasable list are plain parameters.
    queryParams: ['companyId', 'activeOnly', 'isPurchasableListAccess'],
  },
  roles: {
    listPath: '/roles',
    exportPath: '/export/roles',
    listKey: 'roles',
    onePath: '/roles/{id}',
    oneKey: 'role',
    createPath: '/roles/create',
    updatePath: '/roles/update/{id}',
    deletePath: '/roles/{id}',
    statusPath: '/roles/update/active/inactive/{id}',
    queryParams: ['isActive'],
  },
  companies: {
    listPath: '/company/list',
    exportPath: '/export/companies',
    listKey: 'companies',
    onePath: '/company/{id}',
    oneKey: 'company',
    createPath: '/company/create',
    updatePath: '/company/update/{id}',
    deletePath: '/company/{id}',
    statusPath: '/company/update/active/inactive/{id}',
  },
  sponsorships: {
    listPath: '/sponsorships',
    exportPath: '/export/sponsorships',
    listKey: 'sponsorships',
    onePath: '/sponsorships/{id}',
    oneKey: 'sponsorship',
    createPath: '/sponsorships/create',
    updatePath: '/sponsorships/update/{id}',
    deletePath: '/sponsorships/{id}',
    statusPath: '/sponsorships/update/active/inactive/{id}',
    queryParams: ['isActive'],
  },
  locations: {
    listPath: '/locations/list/all',
    exportPath: '/export/locations',
    scopedListPaths: { companyId: '/locations/list/{companyId}' },
    listKey: 'locations',
    onePath: '/locations/{id}',
    // The create answer carries `location` as a list whose first entry is the new record.
    oneKey: 'location',
    createPath: '/locations/create',
    updatePath: '/locations/update/{id}',
    deletePath: '/locations/{id}',
  },
  members: MEMBERS_API,
  courses: {
    listPath: '/courses',
    exportPath: '/export/courses',
    listKey: 'courses',
    onePath: '/courses/{id}',
    oneKey: 'course',
    createPath: '/courses/create',
    updatePath: '/courses/update/{id}',
    deletePath: '/courses/{id}',
    statusPath: '/courses/update/active/inactive/{id}',
  },
  events: {
    listPath: '/events',
    exportPath: '/export/events',
    listKey: 'events',
    onePath: '/events/{id}',
    oneKey: 'event',
    createPath: '/events/create',
    updatePath: '/events/update/{id}',
    deletePath: '/events/{id}',
    statusPath: '/events/update/active/inactive/{id}',
  },
  payments: {
    listPath: '/payments',
    exportPath: '/export/payments',
    listKey: 'payments',
    listMetaKeys: ['totals'],
    onePath: '/payments/{id}',
    oneKey: 'payment',
    createPath: '/payments/create',
    updatePath: '/payments/update/{id}',
    deletePath: '/payments/{id}',
  },
} as const satisfies ResourceTable;

/**
 * The product module behind each react-admin resource name, for canAccess (spec 000 §6: the
 * locations route needs Companies access).
 */
export const RESOURCE_MODULES: Record<string, ModuleName> = {
  dashboard: 'Dashboard',
  events: 'Events',
  companies: 'Companies',
  locations: 'Companies',
  courses: 'Courses',
  users: 'User Management',
  roles: 'Role Management',
  sponsorships: 'Sponsorship',
  payments: 'Payment',
};

/** Fills `{name}` placeholders with URL-encoded values. */
export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing value for ${placeholder} in ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
