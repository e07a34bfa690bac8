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
