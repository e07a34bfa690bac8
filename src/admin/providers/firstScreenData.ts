// The first screen's data, asked for at boot beside its code: a list's first page, an edit
// screen's record.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type DataProvider, type GetListParams, type SortPayload, type Store } from 'react-admin';

/** The rows per page of every list (ResourceList's `perPage`). */
export const LIST_PER_PAGE = 10;

/** How long data asked for at boot wait for their screen to take them as they are. */
export const PREFETCH_KEPT_MS = 10_000;

/** How long the first render waits for the first screen's data before it shows the screen loading. */
export const FIRST_SCREEN_WAIT_MS = 1_500;

/** Settles when `promise` does, or after `ms`, whichever comes first. */
export function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise.then(() => undefined), elapsed]).finally(() => clearTimeout(timer));
}

/** The key react-admin's useGetList caches a list's page under. */
export const listQueryKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
  [resource, 'getList', { pagination, sort, filter, meta }] as const;

/**
 * Asks for a query at boot, beside the session and the code, into react-query's cache under the
 * key a screen will read: its first render then has the data, or joins the request under way. The
 * screen's first mount takes the data as they are rather than asking again at once; afterwards it
 * refreshes as it always does.
 */
function prefetchForFirstMount<T>(queryClient: QueryClient, queryKey: readonly unknown[], queryFn: (context: { signal: AbortSignal }) => Promise<T>, keptMs: number): Promise<void> {
  const hash = hashKey(queryKey);
  queryClient.setQueryDefaults(queryKey, { staleTime: Infinity });
  const done = () => {
    queryClient.setQueryDefaults(queryKey, {});
    stopWatching();
    clearTimeout(timer);
  };
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && event.query.queryHash === hash) done();
  });
  const timer = setTimeout(done, keptMs);
  return queryClient.prefetchQuery({ queryKey, queryFn });
}

/** A list's first page, under the key of react-admin's useGetList. */
export function prefetchFirstPage(queryClient: QueryClient, dataProvider: DataProvider, resource: string, params: GetListParams, keptMs = PREFETCH_KEPT_MS): Promise<void> {
  return prefetchForFirstMount(
    queryClient,
    listQueryKey(resource, params),
    ({ signal }) => dataProvider.getList(resource, { ...params, signal }).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    keptMs,
  );
}

/** An edit screen's record, under the key of react-admin's useGetOne. */
export function prefetchRecord(queryClient: QueryClient, dataProvider: DataProvider, resource: string, id: string, keptMs = PREFETCH_KEPT_MS): Promise<void> {
  return prefetchForFirstMount(
    queryClient,
    [resource, 'getOne', { id, meta: undefined }],
    ({ signal }) => dataProvider.getOne(resource, { id, meta: undefined, signal }).then(({ data }) => data),
    keptMs,
  );
}

/**
 * The parameters react-admin's list controller will ask for on its first render: the address's
 * query, else the list's stored parameters, else its first order; react-admin's own `getQuery`
 * merges them.
 */
export function firstPageParams(resource: string, sort: SortPayload, store: Pick<Store, 'getItem'>, location: { search: string }): GetListParams {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: store.getItem(`${resource}.listParams`, {}),
    filterDefaultValues: undefined,
    sort,
    perPage: LIST_PER_PAGE,
  }) as { page: number; perPage: number; sort: string; order: SortPayload['order']; filter?: Record<string, unknown> };
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
}
