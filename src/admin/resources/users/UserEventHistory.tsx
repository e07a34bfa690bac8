import { useState } from 'react';
import {
  Alert,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import type { AppDataProvider } from '../../providers/dataProvider';
import { UserFormSection } from './UserFormSection';

/** Page size of the history (spec 000 §9). */
const PAGE_SIZE = 10;

/**
 * The Edit User screen's DOC credit total and event history (spec 000 §2, §3, §7): the events the
 * user attended, 10 a page, each opening the event's screen in a new tab, with the credit hours
 * earned there; 'Loading...' while it comes and 'No records found.' when there is none.
 */
export const UserEventHistory = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['users', 'eventHistory', userId, page],
    queryFn: async ({ signal }) => {
      return dataProvider.getEventHistory(userId, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, signal);
    },
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
    retry: false,
    enabled: userId !== '',
  });
  const hours = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

  let content;
  if (error) {
    const message = errorMessage(error);
    content = <Alert severity="error">{translate(message, { _: message })}</Alert>;
  } else if (isPending) {
    content = (
      <Typography role="status" sx={{ py: 1 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  } else if (data.history.length === 0) {
    content = <Typography sx={{ py: 1 }}>{translate('app.common.noRecords')}</Typography>;
  } else {
    const pageCount = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
    content = (
      <>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-busy={isFetching}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('app.userEdit.eventHistory.event')}</TableCell>
                <TableCell scope="col" align="right">
                  {translate('app.userEdit.eventHistory.creditHours')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.history.map((entry) => (
                <TableRow key={entry._id}>
                  <TableCell>
                    <Link href={`/events/edit/${encodeURIComponent(entry.event._id)}`} target="_blank" rel="noopener">
                      {entry.event.name}{' '}
                      <VisuallyHidden>{translate('app.users.opensInNewTab')}</VisuallyHidden>
                    </Link>
                  </TableCell>
                  <TableCell align="right">{hours(entry.creditHours)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 2, flexWrap: 'wrap', pt: 1 }}>
          <Typography variant="body2">
            {translate('ra.navigation.page_range_info', {
              offsetBegin: (page - 1) * PAGE_SIZE + 1,
              offsetEnd: (page - 1) * PAGE_SIZE + data.history.length,
              total: data.total,
            })}
          </Typography>
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, next) => setPage(next)}
            size="small"
            aria-label={translate('app.userEdit.eventHistory.pages')}
            getItemAriaLabel={(type, item, selected) => {
              if (type === 'page') return translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item });
              return translate(`ra.navigation.${type}`);
            }}
          />
        </Stack>
      </>
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
