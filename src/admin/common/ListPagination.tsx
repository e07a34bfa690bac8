import { Button } from '@mui/material';
import { useCallback, type ComponentType, type ReactNode } from 'react';
import {
  Pagination,
  useDataProvider,
  useListContext,
  useLocaleState,
  useTranslate,
  type PaginationProps,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * react-admin hands its other props to MUI's TablePagination after its own, so a
 * `labelDisplayedRows` given here replaces its label; its props type leaves that prop out.
 */
const LabelledPagination = Pagination as ComponentType<
  PaginationProps & { labelDisplayedRows?: (range: { from: number; to: number }) => ReactNode }
>;

/**
 * react-admin's Pagination, with one addition: above TOTAL_CAP matching rows
 * (src/server/core/list.ts) the server stops counting and the list's `meta.totalExact` is false,
 * so the label says "1-10 of more than 1,000" and offers 'Count all' for the exact figure.
 */
export function ListPagination(props: PaginationProps) {
  const { meta, total, filter, filterValues, resource, refetch, isFetching } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const capped = (meta as { totalExact?: boolean } | undefined)?.totalExact === false;

  const countAll = useCallback(async () => {
    await dataProvider.countAll(resource, { ...filterValues, ...filter });
    await refetch();
  }, [dataProvider, resource, filterValues, filter, refetch]);

  const labelDisplayedRows = useCallback(
    ({ from, to }: { from: number; to: number }) => {
      const count = new Intl.NumberFormat(locale);
      return (
        <>
          {translate('app.list.pageRangeOfMore', {
            offsetBegin: count.format(from),
            offsetEnd: count.format(to),
            total: count.format(total ?? 0),
          })}{' '}
          <Button size="small" onClick={() => void countAll()} disabled={isFetching} sx={{ ml: 1, py: 0 }}>
            {translate(isFetching ? 'app.list.counting' : 'app.list.countAll')}
          </Button>
        </>
      );
    },
    [locale, translate, total, countAll, isFetching],
  );

  return capped ? <LabelledPagination {...props} labelDisplayedRows={labelDisplayedRows} /> : <Pagination {...props} />;
}
