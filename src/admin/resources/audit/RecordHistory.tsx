import { useState } from 'react';
import { Alert, Box, Divider, Link, Stack, TablePagination, Typography } from '@mui/material';
import { LinkBase, useGetList, useLocale, useTranslate, type Identifier } from 'react-admin';
import { PleaseWait } from '../../common/PleaseWait';
import { errorMessage } from '../../common/errorMessage';
import { AuditEntryCard } from './AuditEntryCard';
import type { AuditRecord } from './auditValues';

const PER_PAGE = 10;

/** The Audit Log filtered to one record (and its attachments). */
export function recordAuditPath(id: Identifier): string {
  return `/audit?filter=${encodeURIComponent(JSON.stringify({ record: String(id) }))}`;
}

/**
 * A record's History tab: its entries (its own changes and its attachments': a company's
 * locations, an event's attendance), newest first, ten a page, each with its changes and Revert.
 */
export const RecordHistory = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<AuditRecord>('audit', {
    filter: { record: String(id) },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'at', order: 'DESC' },
  });
  const count = new Intl.NumberFormat(locale);

  return (
    <Box component="section" aria-labelledby="record-history-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="record-history-title" component="h2" variant="h6">
          {translate('app.audit.history.caption')}
        </Typography>
        <Link component={LinkBase} to={recordAuditPath(id)}>
          {translate('app.audit.history.openInAuditLog')}
        </Link>
      </Stack>
      {isPending ? (
        <PleaseWait />
      ) : error ? (
        <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>
      ) : data && data.length > 0 ? (
        <>
          {data.map((entry, index) => (
            <Box key={entry.id}>
              {index > 0 && <Divider />}
              {/* An attachment's entry (a location, an attendance) names the record it is about. */}
              <AuditEntryCard entry={entry} showRecord={entry.recordId !== String(id)} />
            </Box>
          ))}
          {(total ?? 0) > PER_PAGE && (
            <TablePagination
              component="div"
              count={total ?? 0}
              page={page - 1}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count: all }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: count.format(from), offsetEnd: count.format(to), total: count.format(all) })
              }
            />
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('app.audit.history.empty')}
        </Typography>
      )}
    </Box>
  );
};
