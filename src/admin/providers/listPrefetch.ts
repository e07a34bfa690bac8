import { getQuery, parseQueryFromLocation, type DataProvider, type GetListParams, type GetListResult, type SortPayload, type Store } from 'react-admin';

/** How long a first page asked for ahead waits for its list; after that the list asks again. */
export const PREFETCH_KEPT_MS = 10_000;

/** The rows per page of every list (ResourceList's `perPage`). */
export const LIST_PER_PAGE = 10;

const keyOf = (resource: string, { pagination, sort, filter, meta }: GetListParams) => JSON.stringify([resource, pagination, sort, filter, meta]);

export interface ListPrefetch<D extends DataProvider> {
  /** The dataProvider, whose getList answers a call asked for ahead with that answer, once. */
  dataProvider: D;
  /** Asks for a list's page now, for the list about to mount. */
  prefetchList: (resource: string, params: GetListParams) => void;
}

/**
 * Lets App.tsx ask for the first screen's rows at boot, beside the session and the code, instead
 * of after the list has rendered. The list's own call, if its parameters are the same, gets that
 * answer; a failed answer is asked for again rather than shown.
 */
export function withListPrefetch<D extends DataProvider>(dataProvider: D, keptMs = PREFETCH_KEPT_MS): ListPrefetch<D> {
  const ahead = new Map<string, Promise<GetListResult>>();
  return {
    dataProvider: {
      ...dataProvider,
      getList: (resource: string, params: GetListParams) => {
        const key = keyOf(resource, params);
        const answer = ahead.get(key);
        if (!answer) return dataProvider.getList(resource, params);
        ahead.delete(key);
        return answer.catch(() => dataProvider.getList(resource, params));
      },
    },
    prefetchList: (resource, params) => {
      const key = keyOf(resource, params);
      const answer = dataProvider.getList(resource, params);
      answer.catch(() => undefined);
      ahead.set(key, answer);
      setTimeout(() => {
        if (ahead.get(key) === answer) ahead.delete(key);
      }, keptMs);
    },
  };
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
