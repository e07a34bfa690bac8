import type { GetListParams } from 'react-admin';
import { firstPageParams } from '../../../src/admin/providers/firstScreenData';

const PARAMS: GetListParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {}, meta: undefined };

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
