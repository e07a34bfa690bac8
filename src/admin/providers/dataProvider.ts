import {
  HttpError,
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type DeleteManyParams,
  type DeleteManyResult,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetManyReferenceResult,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateManyResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import type { Dashboard } from '../../shared/dashboard';
import type { AttendeeSortKey, AttendeesPage, Event, EventHistoryPage, PublicPage } from '../../shared/events';
import type { ExportColumnRequest } from '../../shared/listExport';
import type { ImportEntity, ImportIssue } from '../../shared/imports';
import { MESSAGES } from '../../shared/messages';
import type { RoleWithAccess } from '../../shared/permissions';
import type { UserLinks } from '../../shared/users';
import { envelopeBody, envelopeMessage, type HttpClient, type HttpResponse } from './httpClient';
import { fillPath, type ResourceApi, type ResourceTable } from './resources';

const ATTENDEES_PATH = '/events/{id}/attendees';
const ATTENDEE_PATH = '/events/{id}/attendees/{userId}';
const KIOSK_TOKEN_PATH = '/events/{id}/kiosk-token';

/** The API's default order: newest first. */
export const DEFAULT_SORT = { sortKey: 'createdAt', sortOrder: -1 } as const;
export const DEFAULT_PER_PAGE = 10;

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email?: string;
  phoneNumber?: string | null;
  picture?: string | null;
}

export interface SetActiveParams {
  id: Identifier;
  isActive: boolean;
  /** The row as the list showed it: its `updatedAt` goes as If-Match. */
  previousData?: RaRecord;
}

/** The calls beyond react-admin's nine, used by the status toggle, image input, profile panel. */
export interface AppDataProvider extends DataProvider {
  setActive: (resource: string, params: SetActiveParams) => Promise<{ data: RaRecord }>;
  uploadImage: (file: File) => Promise<string>;
  /** One's own profile; `version` is the user's `updatedAt` as loaded, sent as If-Match. */
  updateProfile: (id: Identifier, data: ProfileUpdate, version?: unknown) => Promise<RaRecord>;
  /** One's own password, in the profile (the current one and the new pair); every session then ends. */
  changeOwnPassword: (values: { currentPassword: string; newPassword: string; confirmPassword: string }) => Promise<void>;
  /** Mails the user a single-use link to set a new password (Edit User). */
  sendPasswordResetLink: (userId: Identifier) => Promise<void>;
  /** How many users hold a role (before deleting it). */
  countRoleUsers: (id: Identifier) => Promise<number>;
  /** What a user is still linked to (before deleting them). */
  countUserLinks: (id: Identifier) => Promise<UserLinks>;
  /** The dashboard's figures for the caller's day (`date`, `eventDate`: see src/shared/dashboard.ts). */
  getDashboard: (query: { date: string; eventDate: string }, signal?: AbortSignal) => Promise<Dashboard>;
  /** A page of the events a user attended, with their DOC credit total. */
  getEventHistory: (userId: Identifier, page: PageQuery, signal?: AbortSignal) => Promise<EventHistoryPage>;
  /** A page of an event's attendees, with its capacity and attended count. */
  getAttendees: (eventId: Identifier, query: AttendeeListQuery, signal?: AbortSignal) => Promise<AttendeesPage>;
  /** Registers users for an event (never beyond its capacity); answers the server's message. */
  registerAttendees: (eventId: Identifier, userIds: string[]) => Promise<MessageResult>;
  /**
   * Marks an attendee attended or not, or overrides the credit hours they earned (null: the event's).
   * `version` is the row's `updatedAt` as shown, sent as If-Match.
   */
  updateAttendee: (
    eventId: Identifier,
    userId: Identifier,
    changes: { attended?: boolean; creditHours?: number | null },
    version?: unknown,
  ) => Promise<MessageResult>;
  /** Mails the attendee their check-in code again. */
  resendCheckInCode: (eventId: Identifier, userId: Identifier) => Promise<MessageResult>;
  removeAttendee: (eventId: Identifier, userId: Identifier, version?: unknown) => Promise<MessageResult>;
  /** Makes (a new one replaces the old) or revokes the public roster's or sign-in sheet's key. */
  setPublicLink: (eventId: Identifier, page: PublicPage, action: 'make' | 'revoke') => Promise<MessageResult & { event: Partial<Event> }>;
  /** Makes this device the event's sign-in kiosk: the token it keeps (a new kiosk retires the old one). */
  makeKioskToken: (eventId: Identifier) => Promise<MessageResult & { kioskToken: string }>;
  revokeKioskToken: (eventId: Identifier) => Promise<MessageResult>;
  /** The user list's CSV (every page of the current search, filters and sort), as a file to save. */
  exportUsers: (params: ExportUsersParams) => Promise<ExportedFile>;
  /**
   * A resource list's CSV (`download=csv` on its list call, every page of the current search,
   * filters and sort), as a file to save.
   */
  exportList: (resource: string, params: ExportUsersParams & { query?: Record<string, unknown> }) => Promise<ExportedFile>;
  /**
   * 'Export Table': the chosen columns of the whole list under its search, filters and sort, as the
   * server streams it (POST `exportPath`); the rows are counted as they arrive.
   */
  exportTable: (resource: string, params: ExportTableParams) => Promise<ExportedFile & { rows: number }>;
  /**
   * 'Count all': the list under this filter asks for its exact total from then on; otherwise the
   * server stops counting at 1,000 and the answer's `meta.totalExact` is false.
   */
  countAll: (resource: string, filter: Record<string, unknown>) => Promise<void>;
  /**
   * Puts an audit entry's changes back (the named fields, or all), or restores the record a
   * deletion entry removed; answers the server's message and the new entry the revert made.
   */
  revertAuditEntry: (id: Identifier, fields?: readonly string[]) => Promise<MessageResult & { entry: RaRecord }>;
  /** The signed-in user's own latest audit entries (the quick panel). */
  getOwnAudit: (signal?: AbortSignal) => Promise<RaRecord[]>;
  /**
   * Any other route of the API, by the resource that owns it: the answer's body and message, errors
   * as for every call. A resource keeps such calls in its own folder instead of adding methods here.
   */
  call: <T = Record<string, unknown>>(request: ApiCall) => Promise<{ body: T; message: string | undefined }>;
  /** A CSV file for import, stored and read for its columns (POST /imports/{entity}/upload). */
  uploadImport: (entity: ImportEntity, file: File) => Promise<MessageResult & { record: RaRecord }>;
  /** An import's dry run (settings), run ({ allOrNothing }), cancel or undo. */
  importStep: (id: Identifier, step: ImportStep, body?: Record<string, unknown>) => Promise<MessageResult & { record: RaRecord }>;
  /** A read-only preview of the back-office as a holder of the role sees it; `access`: the matrix being edited. */
  startPreview: (roleId: Identifier, access?: readonly Record<string, unknown>[]) => Promise<MessageResult & { token: string; role: RoleWithAccess }>;
  /** Ends the preview whose token the session holds now. */
  endPreview: () => Promise<MessageResult>;
  /** The rows the import's last job refused, a page at a time. */
  getImportIssues: (id: Identifier, page: PageQuery, signal?: AbortSignal) => Promise<{ issues: ImportIssue[]; total: number }>;
  /** The same as a CSV file. */
  downloadImportIssues: (id: Identifier) => Promise<ExportedFile>;
}

export type ImportStep = 'check' | 'run' | 'cancel' | 'undo';

/** The server's own words for a write that succeeded (the envelope's message), when it gives them. */
export interface MessageResult {
  message?: string;
}

/** A plain page: offset and limit. */
export interface PageQuery {
  offset: number;
  limit: number;
}

export interface AttendeeListQuery extends PageQuery {
  search?: string;
  sortKey?: AttendeeSortKey;
  sortOrder?: 1 | -1;
}

/** One call of the API beyond the resource table: a resource's own routes (its folder names them). */
export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** E.g. '/events/{id}/attendees'. */
  path: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The version the caller loaded, sent as If-Match. */
  version?: unknown;
  signal?: AbortSignal;
}

export interface ExportUsersParams {
  /** The list's filter values (`q` is the search), as getList takes them. */
  filter?: Record<string, unknown>;
  sort?: GetListParams['sort'];
  /** The purchasable list (active members) instead of the user report. */
  purchasable?: boolean;
  signal?: AbortSignal;
}

export interface ExportTableParams {
  /** The list's filter values (`q` is the search) with its permanent filter, as getList takes them. */
  filter?: Record<string, unknown>;
  sort?: GetListParams['sort'];
  /** The columns in their order, with their labels and the labels of their coded values. */
  columns: ExportColumnRequest[];
  /** The reader's language and time zone: amounts, dates and times as their screen shows them. */
  locale: string;
  timeZone: string;
  signal?: AbortSignal;
  /** Told how many rows have arrived, as they arrive. */
  onProgress?: (rows: number) => void;
}

export interface ExportedFile {
  blob: Blob;
  /** The name the server gives the file (Content-Disposition), when it gives one. */
  fileName?: string;
}

/** The file name of a Content-Disposition header (`filename="…"` or RFC 5987 `filename*=UTF-8''…`). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name === '' ? undefined : name;
}

/**
 * The If-Match header of a write from a record's `updatedAt` (its version, quoted): the server
 * refuses the write with a 409 when the record changed since. None without a version.
 */
export function ifMatch(version: unknown): Record<string, string> | undefined {
  return typeof version === 'string' && version !== '' ? { 'If-Match': `"${version}"` } : undefined;
}

const versionOf = (record: unknown) => (isObject(record) ? record.updatedAt : undefined);

/** The version of one id of a bulk call, from the records in `meta.previousData`. */
function bulkVersionOf(meta: unknown, id: Identifier): unknown {
  const previous = isObject(meta) && Array.isArray(meta.previousData) ? meta.previousData : [];
  return versionOf(previous.find((record) => isObject(record) && String(record.id) === String(id)));
}

/** `meta.query` of a delete call becomes its query string, e.g. `{ removeFromUsers: true }`. */
function queryOf(meta: unknown): Record<string, unknown> | undefined {
  const query = isObject(meta) ? meta.query : undefined;
  return isObject(query) ? query : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API names its key `_id`; react-admin wants `id`. Both are kept so forms can show either. */
export function toRecord(raw: Record<string, unknown>): RaRecord {
  const id = raw._id ?? raw.id;
  return { ...raw, id: id as Identifier };
}

/** The API takes the id in the path, never in the body. */
export function toPayload(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const { id: _id, _id: _mongoId, ...rest } = data ?? {};
  return rest;
}

function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * react-admin's list parameters in the API's list contract: offset/limit,
 * sortKey/sortOrder 1|-1, `q` as search, other filters as a JSON list of key/value pairs, except
 * the keys the resource takes as query parameters or as part of the path.
 */
export function buildListRequest(
  api: ResourceApi,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): { path: string; query: Record<string, unknown> } {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PER_PAGE };
  const field = params.sort?.field;
  const sort =
    field && field !== 'id'
      ? { sortKey: field, sortOrder: params.sort?.order === 'ASC' ? 1 : -1 }
      : DEFAULT_SORT;

  let path = api.listPath;
  const query: Record<string, unknown> = {
    ...api.extraListParams,
    offset: (page - 1) * perPage,
    limit: perPage,
    ...sort,
  };
  const filters: { key: string; value: unknown }[] = [];
  const filter: Record<string, unknown> = isObject(params.filter) ? params.filter : {};
  for (const [key, value] of Object.entries(filter)) {
    if (isEmptyFilterValue(value)) continue;
    const scopes = api.scopedListPaths ?? {};
    const scoped = Object.hasOwn(scopes, key) ? scopes[key] : undefined;
    if (scoped) path = fillPath(scoped, { [key]: value });
    else if (key === 'q') query.search = value;
    else if (api.queryParams?.includes(key)) query[key] = value;
    else filters.push({ key, value });
  }
  if (filters.length > 0) query.filters = filters;
  return { path, query };
}

/**
 * The table export's body: the list call's search, sort and filters (no paging), and its plain
 * parameters (`isActive`, a company's `companyId`) as they are.
 */
export function buildExportRequest(api: ResourceApi, params: Pick<GetListParams, 'sort' | 'filter'>): Record<string, unknown> {
  const { query } = buildListRequest(api, params);
  const { offset: _offset, limit: _limit, ...request } = query;
  // A key that selects a narrower list route (the locations of one company) is a plain parameter here.
  const filter: Record<string, unknown> = isObject(params.filter) ? params.filter : {};
  for (const key of Object.keys(api.scopedListPaths ?? {})) {
    if (!isEmptyFilterValue(filter[key])) request[key] = filter[key];
  }
  return request;
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/**
 * Counts the records of a CSV as its bytes arrive: line feeds outside quoted cells (a quote inside
 * a cell is doubled, so it toggles twice). Both are ASCII, so UTF-8 text never fools it.
 */
export function csvRecordCounter(): (chunk: Uint8Array) => number {
  let quoted = false;
  let records = 0;
  return (chunk) => {
    // An indexed loop: tens of megabytes go through it.
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) records += 1;
    }
    return records;
  };
}

/** Reads a CSV stream to its end: its bytes and its rows (records after the header). */
async function readCsv(
  stream: ReadableStream<Uint8Array>,
  onProgress?: (rows: number) => void,
): Promise<{ chunks: Uint8Array[]; rows: number }> {
  const reader = stream.getReader();
  const count = csvRecordCounter();
  const chunks: Uint8Array[] = [];
  let rows = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { chunks, rows };
    chunks.push(value);
    rows = Math.max(0, count(value) - 1);
    onProgress?.(rows);
  }
}

function recordsOf(body: Record<string, unknown>, key: string): RaRecord[] {
  const rows = body[key];
  return Array.isArray(rows) ? rows.filter(isObject).map(toRecord) : [];
}

/** The record of a one-record answer; a list (the locations create answer) gives its first entry. */
function recordOf(response: HttpResponse, key: string): RaRecord | undefined {
  const value = envelopeBody(response.json)[key];
  const raw = Array.isArray(value) ? value[0] : value;
  return isObject(raw) ? toRecord(raw) : undefined;
}

function requireRecord(response: HttpResponse, key: string): RaRecord {
  const record = recordOf(response, key);
  // A 2xx answer without the record is a contract break; react-admin cannot go on without it.
  if (!record) throw new HttpError(MESSAGES.somethingWrong, response.status, response.json);
  return record;
}

/**
 * What a write's answer makes of the record: the answer itself, or, when the server gave only the
 * id (the caller may not view the module), the values sent over what was known.
 */
function afterWrite(answered: RaRecord, known: Record<string, unknown>): RaRecord {
  const idOnly = Object.keys(answered).every((key) => key === 'id' || key === '_id');
  return idOnly ? { ...known, ...answered } : answered;
}

type RouteName = 'createPath' | 'updatePath' | 'deletePath' | 'statusPath';

function route(api: ResourceApi, name: RouteName, resource: string): string {
  const path = api[name];
  if (!path) throw new Error(`The API has no ${name.replace('Path', '')} call for ${resource}`);
  return path;
}

/**
 * API JSON becomes the caller's record type here: the one unchecked step, since react-admin lets
 * each caller name the record type it expects.
 */
function asRecords<R>(data: RaRecord): R;
function asRecords<R>(data: RaRecord[]): R[];
function asRecords(data: RaRecord | RaRecord[]): unknown {
  return data;
}

/**
 * The react-admin DataProvider for the API: one generic translator driven by the resources table.
 * Errors are the HttpError of the http client, shown by react-admin as toasts.
 */
export function createDataProvider(
  apiUrl: string,
  httpClient: HttpClient,
  /** The path table, derived from the registry (src/admin/registry.ts). */
  resources: ResourceTable,
): AppDataProvider {
  const apiOf = (resource: string): ResourceApi => {
    const api = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
    if (!api) throw new Error(`Unknown resource: ${resource}`);
    return api;
  };
  const url = (path: string) => `${apiUrl}${path}`;

  /** A call beyond the resource table: the envelope's body and message (errors as for every call). */
  const send = async <T = Record<string, unknown>>({ method = 'GET', path, params = {}, query, body, version, signal }: ApiCall) => {
    const response = await httpClient(url(fillPath(path, params)), {
      method,
      query,
      body: body === undefined && method !== 'GET' ? {} : body,
      headers: ifMatch(version),
      signal,
    });
    return { body: envelopeBody(response.json) as T, message: envelopeMessage(response.json) };
  };
  /** A write whose outcome is the server's message. */
  const say = async (call: ApiCall): Promise<MessageResult> => ({ message: (await send(call)).message });

  /** The lists (resource, route and filter, whatever the page and sort) whose exact total was asked for. */
  const exactTotals = new Set<string>();
  const totalKey = (resource: string, filter: unknown) => {
    const { path, query } = buildListRequest(apiOf(resource), { filter });
    const { offset: _offset, limit: _limit, sortKey: _sortKey, sortOrder: _sortOrder, ...rest } = query;
    return JSON.stringify([resource, path, Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))]);
  };

  async function list(resource: string, params: GetListParams) {
    const api = apiOf(resource);
    const { path, query } = buildListRequest(api, params);
    if (exactTotals.has(totalKey(resource, params.filter))) query.exactTotal = true;
    const response = await httpClient(url(path), { query, signal: params.signal });
    const body = envelopeBody(response.json);
    const data = recordsOf(body, api.listKey);
    // Figures beside the page (the payments' totals) reach the list as its `meta`, and so does a
    // total that stopped counting at 1,000 ("more than 1,000", see ListPagination).
    const meta: Record<string, unknown> = api.listMetaKeys
      ? Object.fromEntries(api.listMetaKeys.map((key) => [key, body[key]]))
      : {};
    if (body.totalExact === false) meta.totalExact = false;
    if (typeof body.total === 'number') {
      return { data, total: body.total, ...(Object.keys(meta).length > 0 ? { meta } : {}) };
    }
    // Without a total react-admin paginates with previous/next only.
    const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PER_PAGE };
    return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length === perPage } };
  }

  async function exportList(
    resource: string,
    { filter, sort, signal, query: extra = {} }: ExportUsersParams & { query?: Record<string, unknown> },
  ): Promise<ExportedFile> {
    const api = apiOf(resource);
    const { path, query } = buildListRequest(api, { filter, sort });
    // The whole filtered list, not a page of it.
    delete query.offset;
    delete query.limit;
    const response = await httpClient(url(path), {
      query: { ...query, download: 'csv', ...extra },
      responseType: 'blob',
      signal,
    });
    if (!response.blob) throw new HttpError(MESSAGES.somethingWrong, response.status, response.json);
    return { blob: response.blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }

  async function exportTable(
    resource: string,
    { filter, sort, columns, locale, timeZone, signal, onProgress }: ExportTableParams,
  ): Promise<ExportedFile & { rows: number }> {
    const api = apiOf(resource);
    if (!api.exportPath) throw new Error(`The API has no table export for ${resource}`);
    const response = await httpClient(url(api.exportPath), {
      method: 'POST',
      body: { ...buildExportRequest(api, { filter, sort }), columns, locale, timeZone },
      responseType: 'stream',
      signal,
    });
    const fileName = fileNameOf(response.headers.get('Content-Disposition'));
    let read: { chunks: Uint8Array[]; rows: number };
    try {
      // Without response streams (an older browser) the file comes whole.
      const stream = response.stream ?? response.blob?.stream();
      if (!stream) throw new HttpError(MESSAGES.somethingWrong, response.status, null);
      read = await readCsv(stream, onProgress);
    } catch (error) {
      // A cancelled download is not a failure; a connection lost midway is.
      if (error instanceof Error && error.name === 'AbortError') throw error;
      if (error instanceof HttpError) throw error;
      throw new HttpError(MESSAGES.somethingWrong, 0, null);
    }
    return { blob: new Blob(read.chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName, rows: read.rows };
  }

  async function one(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const api = apiOf(resource);
    const response = await httpClient(url(fillPath(api.onePath, { id })), { signal });
    return requireRecord(response, api.oneKey);
  }

  async function update(
    resource: string,
    id: Identifier,
    data: Record<string, unknown>,
    previousData?: Record<string, unknown>,
  ): Promise<RaRecord> {
    const api = apiOf(resource);
    const response = await httpClient(url(fillPath(route(api, 'updatePath', resource), { id })), {
      method: 'PUT',
      body: toPayload(data),
      headers: ifMatch(versionOf(previousData)),
    });
    // An answer that does not echo the record leaves the sent values as the best knowledge.
    return afterWrite(recordOf(response, api.oneKey) ?? { id }, { ...previousData, ...data });
  }

  async function remove(
    resource: string,
    id: Identifier,
    previousData?: Record<string, unknown>,
    meta?: unknown,
  ): Promise<RaRecord> {
    const api = apiOf(resource);
    const response = await httpClient(url(fillPath(route(api, 'deletePath', resource), { id })), {
      method: 'DELETE',
      query: queryOf(meta),
      headers: ifMatch(versionOf(previousData)),
    });
    return recordOf(response, api.oneKey) ?? { ...previousData, id };
  }

  return {
    async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      const { data, ...pagination } = await list(resource, params);
      return { data: asRecords<R>(data), ...pagination };
    },

    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
      return { data: asRecords<R>(await one(resource, params.id, params.signal)) };
    },

    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
      // The API has no "many by ids" call; parallel getOne is fine for pickers of a few records.
      const data = await Promise.all(params.ids.map((id) => one(resource, id, params.signal)));
      return { data: asRecords<R>(data) };
    },

    async getManyReference<R extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ): Promise<GetManyReferenceResult<R>> {
      const { data, ...pagination } = await list(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        signal: params.signal,
      });
      return { data: asRecords<R>(data), ...pagination };
    },

    async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    ): Promise<CreateResult<Result>> {
      const api = apiOf(resource);
      const response = await httpClient(url(route(api, 'createPath', resource)), {
        method: 'POST',
        body: toPayload(params.data),
      });
      return { data: asRecords<Result>(afterWrite(requireRecord(response, api.oneKey), params.data)) };
    },

    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      return { data: asRecords<R>(await update(resource, params.id, params.data, params.previousData)) };
    },

    async updateMany<R extends RaRecord>(resource: string, params: UpdateManyParams<R>): Promise<UpdateManyResult<R>> {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data, { updatedAt: bulkVersionOf(params.meta, id) })));
      return { data: params.ids };
    },

    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
      return { data: asRecords<R>(await remove(resource, params.id, params.previousData, params.meta)) };
    },

    async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>): Promise<DeleteManyResult<R>> {
      await Promise.all(params.ids.map((id) => remove(resource, id, { updatedAt: bulkVersionOf(params.meta, id) })));
      return { data: params.ids };
    },

    async setActive(resource, { id, isActive, previousData }) {
      const api = apiOf(resource);
      const response = await httpClient(url(fillPath(route(api, 'statusPath', resource), { id })), {
        method: 'PUT',
        query: { isActive },
        body: {},
        headers: ifMatch(versionOf(previousData)),
      });
      return { data: afterWrite(recordOf(response, api.oneKey) ?? { id }, { isActive }) };
    },

    async uploadImage(file) {
      const form = new FormData();
      form.append('imageData', file);
      form.append('fileType', file.type);
      const response = await httpClient(url('/utils/image-upload'), { method: 'POST', body: form });
      const info = envelopeBody(response.json).imageInfo;
      const location = isObject(info) ? info.Location : undefined;
      if (typeof location !== 'string' || location === '') {
        throw new HttpError(MESSAGES.somethingWrong, response.status, response.json);
      }
      // The stored URL must be a valid one, and the storage may answer with spaces in it.
      return location.replace(/ /g, '%20');
    },

    async updateProfile(id, { firstName, lastName, email, phoneNumber, picture }, version) {
      const response = await httpClient(url(fillPath('/users/update/{id}', { id })), {
        method: 'PUT',
        body: { firstName, lastName, email, phoneNumber, picture },
        headers: ifMatch(version),
      });
      return requireRecord(response, 'user');
    },

    async countRoleUsers(id) {
      const response = await httpClient(url(fillPath('/roles/count/user/role/{id}', { id })));
      const count = envelopeBody(response.json).count;
      return typeof count === 'number' ? count : 0;
    },

    async countUserLinks(id) {
      const response = await httpClient(url(fillPath('/users/count/as/attendee/staff/{id}', { id })));
      const body = envelopeBody(response.json);
      const count = (key: string) => (typeof body[key] === 'number' ? (body[key] as number) : 0);
      return {
        attendeeCount: count('attendeeCount'),
        registrationCount: count('registrationCount'),
        asSupportMemberToOtherCount: count('asSupportMemberToOtherCount'),
        locationContactCount: count('locationContactCount'),
      };
    },

    async exportUsers({ filter, sort, purchasable = false, signal }) {
      return exportList('users', { filter, sort, signal, query: purchasable ? { isPurchasableListAccess: true } : {} });
    },

    exportList,

    exportTable,

    // A promise, as react-admin wants of every dataProvider method.
    async countAll(resource, filter) {
      // A session asks for a handful; the oldest is forgotten past a hundred.
      if (exactTotals.size >= 100) exactTotals.delete(exactTotals.values().next().value!);
      exactTotals.add(totalKey(resource, filter));
    },

    changeOwnPassword: async (values) => void (await send({ method: 'PUT', path: '/users/me/password', body: values })),

    revertAuditEntry: async (id, fields) => {
      const { body, message } = await send<{ auditLog: Record<string, unknown> }>({
        method: 'POST',
        path: '/audit/{id}/revert',
        params: { id },
        body: fields ? { fields } : {},
      });
      return { message, entry: toRecord(body.auditLog) };
    },

    call: send,

    getOwnAudit: async (signal) => (await send<{ auditLogs: Record<string, unknown>[] }>({ path: '/audit/mine', signal })).body.auditLogs.map(toRecord),

    sendPasswordResetLink: async (userId) => void (await send({ method: 'POST', path: '/users/{id}/password-reset-link', params: { id: userId } })),

    getDashboard: async (query, signal) => (await send<{ dashboard: Dashboard }>({ path: '/dashboard', query, signal })).body.dashboard,

    getEventHistory: async (userId, page, signal) =>
      (await send<EventHistoryPage>({ path: '/users/events/as/attendee/history/list/{id}', params: { id: userId }, query: { ...page }, signal })).body,

    getAttendees: async (eventId, { search, ...query }, signal) =>
      (await send<AttendeesPage>({ path: ATTENDEES_PATH, params: { id: eventId }, query: { ...query, search: search || undefined }, signal })).body,

    registerAttendees: (eventId, userIds) => say({ method: 'POST', path: ATTENDEES_PATH, params: { id: eventId }, body: { userIds } }),

    updateAttendee: (eventId, userId, changes, version) =>
      say({ method: 'PUT', path: ATTENDEE_PATH, params: { id: eventId, userId }, body: changes, version }),

    resendCheckInCode: (eventId, userId) => say({ method: 'POST', path: `${ATTENDEE_PATH}/resend-code`, params: { id: eventId, userId } }),

    removeAttendee: (eventId, userId, version) => say({ method: 'DELETE', path: ATTENDEE_PATH, params: { id: eventId, userId }, version }),

    async setPublicLink(eventId, page, action) {
      const method = action === 'make' ? 'POST' : 'DELETE';
      const { body, message } = await send<{ event?: Partial<Event> }>({ method, path: '/events/{id}/public-link', params: { id: eventId }, query: { page } });
      return { event: body.event ?? {}, message };
    },

    async makeKioskToken(eventId) {
      const { body, message } = await send<{ kioskToken?: string }>({ method: 'POST', path: KIOSK_TOKEN_PATH, params: { id: eventId } });
      if (typeof body.kioskToken !== 'string' || body.kioskToken === '') throw new HttpError(MESSAGES.somethingWrong, 200, body);
      return { kioskToken: body.kioskToken, message };
    },

    revokeKioskToken: (eventId) => say({ method: 'DELETE', path: KIOSK_TOKEN_PATH, params: { id: eventId } }),

    async uploadImport(entity, file) {
      const form = new FormData();
      form.append('file', file);
      const { body, message } = await send<{ import: Record<string, unknown> }>({ method: 'POST', path: '/imports/{entity}/upload', params: { entity }, body: form });
      return { message, record: toRecord(body.import) };
    },

    async importStep(id, step, body = {}) {
      const { body: answer, message } = await send<{ import: Record<string, unknown> }>({ method: 'POST', path: `/imports/{id}/${step}`, params: { id }, body });
      return { message, record: toRecord(answer.import) };
    },

    async startPreview(roleId, access) {
      const { body, message } = await send<{ token: string; role: RoleWithAccess }>({ method: 'POST', path: '/previews', body: { roleId, ...(access ? { access } : {}) } });
      return { message, token: body.token, role: body.role };
    },

    async endPreview() {
      const { message } = await send<Record<string, never>>({ method: 'POST', path: '/previews/end', body: {} });
      return { message };
    },

    getImportIssues: async (id, page, signal) =>
      (await send<{ issues: ImportIssue[]; total: number }>({ path: '/imports/{id}/issues', params: { id }, query: { ...page }, signal })).body,

    async downloadImportIssues(id) {
      const response = await httpClient(url(fillPath('/imports/{id}/issues/csv', { id })), { responseType: 'blob' });
      if (!response.blob) throw new HttpError(MESSAGES.somethingWrong, response.status, response.json);
      return { blob: response.blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
    },
  };
}
