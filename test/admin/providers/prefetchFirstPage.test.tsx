import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { CoreAdminContext, ListBase, useGetOne, useListContext, type DataProvider } from 'react-admin';
import { firstPageParams, listQueryKey, prefetchFirstPage, prefetchRecord, waitAtMost } from '../../../src/admin/providers/firstScreenData';

const SORT = { field: 'createdAt', order: 'DESC' } as const;
const noStore = { getItem: (_key: string, fallback?: unknown) => fallback } as never;

function fakeDataProvider() {
  let calls = 0;
  const getList = vi.fn(async () => {
    calls += 1;
    return { data: [{ id: calls, name: `answer ${calls}` }], total: 1 };
  });
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

const Rows = () => {
  const { data, isPending } = useListContext();
  return <p>{isPending ? 'pending' : data?.map((row) => row.name).join(', ')}</p>;
};

const List = ({ dataProvider, queryClient }: { dataProvider: DataProvider; queryClient: QueryClient }) => (
  <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
    <ListBase resource="users" sort={SORT} perPage={10} disableAuthentication>
      <Rows />
    </ListBase>
  </CoreAdminContext>
);

describe('prefetchFirstPage', () => {
  it("puts the rows where react-admin's list reads them: shown in its first render, asked for once", async () => {
    const dataProvider = fakeDataProvider();
    const queryClient = new QueryClient();
    await prefetchFirstPage(queryClient, dataProvider, 'users', firstPageParams('users', SORT, noStore, { search: '' }));
    render(<List dataProvider={dataProvider} queryClient={queryClient} />);
    expect(screen.getByText('answer 1')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    // Later, the list refreshes as any list does.
    await act(() => queryClient.invalidateQueries({ queryKey: ['users'] }));
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('lets a list that mounts before the answer join the request under way', async () => {
    const dataProvider = fakeDataProvider();
    const queryClient = new QueryClient();
    const prefetched = prefetchFirstPage(queryClient, dataProvider, 'users', firstPageParams('users', SORT, noStore, { search: '' }));
    render(<List dataProvider={dataProvider} queryClient={queryClient} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    await act(() => prefetched);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows fresh only for that first mount, and only for a while', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const params = firstPageParams('users', SORT, noStore, { search: '' });
      void prefetchFirstPage(queryClient, fakeDataProvider(), 'users', params, 1000);
      expect(queryClient.getQueryDefaults(listQueryKey('users', params)).staleTime).toBe(Infinity);
      vi.advanceTimersByTime(1001);
      expect(queryClient.getQueryDefaults(listQueryKey('users', params)).staleTime).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again on mount when the early request failed', async () => {
    const getList = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: [{ id: 1, name: 'second try' }], total: 1 });
    const dataProvider = { getList } as unknown as DataProvider;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstPage(queryClient, dataProvider, 'users', firstPageParams('users', SORT, noStore, { search: '' }));
    render(<List dataProvider={dataProvider} queryClient={queryClient} />);
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchRecord', () => {
  it("puts the record where react-admin's useGetOne reads it: shown in the first render, asked for once", async () => {
    const getOne = vi.fn(async () => ({ data: { id: '7', name: 'Acme Realty' } }));
    const dataProvider = { getOne } as unknown as DataProvider;
    const queryClient = new QueryClient();
    await prefetchRecord(queryClient, dataProvider, 'companies', '7');
    const Name = () => {
      const { data } = useGetOne('companies', { id: '7' });
      return <p>{data?.name ?? 'pending'}</p>;
    };
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Name />
      </CoreAdminContext>,
    );
    expect(screen.getByText('Acme Realty')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(getOne).toHaveBeenCalledTimes(1);
  });
});

describe('waitAtMost', () => {
  it('settles with the promise when it comes in time, and at the limit when it does not', async () => {
    vi.useFakeTimers();
    try {
      const settled: string[] = [];
      void waitAtMost(Promise.resolve('rows'), 1_500).then(() => settled.push('in time'));
      void waitAtMost(new Promise(() => {}), 1_500).then(() => settled.push('at the limit'));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toEqual(['in time']);
      await vi.advanceTimersByTimeAsync(1_499);
      expect(settled).toEqual(['in time']);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual(['in time', 'at the limit']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a failed request on at once', async () => {
    await expect(waitAtMost(Promise.reject(new Error('offline')), 1_500)).rejects.toThrow('offline');
  });
});
