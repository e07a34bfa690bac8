import type { DataProvider, GetListParams } from 'react-admin';
import { firstPageParams, withListPrefetch } from '../../../src/admin/providers/listPrefetch';

const PARAMS: GetListParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {}, meta: undefined };

function fakeDataProvider() {
  let calls = 0;
  const getList = vi.fn(async () => ({ data: [{ id: ++calls }], total: 1 }));
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

describe('withListPrefetch', () => {
  it("answers the list's own call with the page asked for ahead, once", async () => {
    const inner = fakeDataProvider();
    const { dataProvider, prefetchList } = withListPrefetch(inner);
    prefetchList('users', PARAMS);
    expect(inner.getList).toHaveBeenCalledTimes(1);
    // The list adds its abort signal; the answer is the one asked for at boot.
    await expect(dataProvider.getList('users', { ...PARAMS, signal: new AbortController().signal })).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(inner.getList).toHaveBeenCalledTimes(1);
    // A refresh asks the server again.
    await expect(dataProvider.getList('users', PARAMS)).resolves.toEqual({ data: [{ id: 2 }], total: 1 });
  });

  it('asks anew for other parameters, another resource, or after the page was kept long enough', async () => {
    vi.useFakeTimers();
    try {
      const inner = fakeDataProvider();
      const { dataProvider, prefetchList } = withListPrefetch(inner, 1000);
      prefetchList('users', PARAMS);
      await dataProvider.getList('users', { ...PARAMS, sort: { field: 'email', order: 'ASC' } });
      await dataProvider.getList('companies', PARAMS);
      expect(inner.getList).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(1001);
      await dataProvider.getList('users', PARAMS);
      expect(inner.getList).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again rather than showing a failed page asked for ahead', async () => {
    const getList = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: [], total: 0 });
    const { dataProvider, prefetchList } = withListPrefetch({ getList } as unknown as DataProvider);
    prefetchList('users', PARAMS);
    await expect(dataProvider.getList('users', PARAMS)).resolves.toEqual({ data: [], total: 0 });
    expect(getList).toHaveBeenCalledTimes(2);
  });
});

describe('firstPageParams', () => {
  const store = (values: Record<string, unknown>) => ({ getItem: (key: string, fallback?: unknown) => values[key] ?? fallback }) as never;
  const SORT = { field: 'createdAt', order: 'DESC' } as const;

  it("is the list's first order and page when nothing is stored or in the address", () => {
    expect(firstPageParams('users', SORT, store({}), { search: '' })).toEqual(PARAMS);
  });

  it("takes the list's stored order, page size and filters", () => {
    const stored = { 'users.listParams': { sort: 'email', order: 'ASC', page: 2, perPage: 25, filter: { q: 'ada' } } };
    expect(firstPageParams('users', SORT, store(stored), { search: '' })).toEqual({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'ada' },
      meta: undefined,
    });
  });

  it("takes the address's query over what is stored", () => {
    const search = `?filter=${encodeURIComponent(JSON.stringify({ q: 'bob' }))}&order=ASC&page=3&perPage=50&sort=lastName`;
    expect(firstPageParams('users', SORT, store({ 'users.listParams': { sort: 'email', order: 'ASC', filter: {} } }), { search })).toEqual({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: 'bob' },
      meta: undefined,
    });
  });
});
