import { useState } from 'react';
import { Alert, Link, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  useDataProvider,
  useList,
  useLocaleState,
  useTranslate,
  type Identifier,
  type ListControllerResult,
} from 'react-admin';
import type { EventHistoryEntry } from '../../../shared/events';
import { errorMessage } from '../../common/errorMessage';
import { ListTable } from '../../common/ListTable';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import type { AppDataProvider } from '../../providers/dataProvider';
import { UserFormSection } from './UserFormSection';

const PAGE_SIZE = 10;

type HistoryRecord = EventHistoryEntry & { id: Identifier };

const HOURS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/**
 * The Edit User screen's DOC credit total and the events the user attended.
 *
 * The history is a page of the named call `getEventHistory` (no sort, and the credit total beside
 * the page), not a resource react-admin could list through `getList`. So the list context is built
 * here: `useList` gives the rest of it, while the rows, total and page are the server's page.
 */
export const UserEventHistory = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['users', 'eventHistory', userId, page],
    queryFn: async ({ signal }) => {
      return dataProvider.getEventHistory(userId, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, signal);
    },
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
    retry: false,
    enabled: userId !== '',
  });
  const rows: HistoryRecord[] | undefined = data?.history.map((entry) => ({ ...entry, id: entry._id }));
  const local = useList<HistoryRecord>({ data: rows, isPending, isFetching, isPlaceholderData, perPage: PAGE_SIZE });
  const paging = { page, setPage, hasPreviousPage: page > 1, hasNextPage: data !== undefined && page * PAGE_SIZE < data.total };
  // The rows and the total are the server's page, as they arrive (useList would slice and count them).
  const list: ListControllerResult<HistoryRecord> =
    rows && data ? { ...local, ...paging, data: rows, total: data.total, isPending: false, error: null } : { ...local, ...paging };
  const hours = (value: number) => new Intl.NumberFormat(locale, HOURS).format(value);

  let content;
  if (error) {
    const message = errorMessage(error);
    content = <Alert severity="error">{translate(message, { _: message })}</Alert>;
  } else {
    content = (
      <ListContextProvider value={list}>
        <ListTable<HistoryRecord>
          // A name of its own (no API resource): the DataTable's stored column choices stay apart from the user list's.
          resource="userEventHistory"
          aria-label={translate('app.userEdit.sections.eventHistory')}
          aria-busy={isFetching}
        >
          <DataTable.Col
            source="event"
            label="app.userEdit.eventHistory.event"
            disableSort
            render={(entry) => (
              <Link href={`/events/edit/${encodeURIComponent(entry.event._id)}`} target="_blank" rel="noopener">
                {entry.event.name} <VisuallyHidden>{translate('app.common.opensInNewTab')}</VisuallyHidden>
              </Link>
            )}
          />
          <DataTable.NumberCol
            source="creditHours"
            label="app.userEdit.eventHistory.creditHours"
            disableSort
            locales={locale}
            options={HOURS}
          />
        </ListTable>
        <Pagination rowsPerPageOptions={[]} />
      </ListContextProvider>
    );
  }

  return (
    <UserFormSection title="app.userEdit.sections.eventHistory">
      <Typography sx={{ mb: 1, fontWeight: 600 }}>
        {translate('app.userEdit.eventHistory.creditTotal', {
          total: data
            ? translate('app.userEdit.eventHistory.hours', {
                smart_count: data.totalCreditHoursHistory,
                hours: hours(data.totalCreditHoursHistory),
              })
            : translate(error ? 'app.users.details.none' : 'app.common.loading'),
        })}
      </Typography>
      {content}
    </UserFormSection>
  );
};
