import { Alert, Box, Divider, Link, Stack, Typography } from '@mui/material';
import { LinkBase, ListBase, useListContext, useTranslate, type Identifier, type SortPayload } from 'react-admin';
import { ListPagination } from '../../common/ListPagination';
import { PleaseWait } from '../../common/PleaseWait';
import { useResourcePaths } from '../../common/resourceOptions';
import { errorMessage } from '../../common/errorMessage';
import { AuditEntryCard } from './AuditEntryCard';
import type { AuditRecord } from './auditValues';

const PER_PAGE = 10;
const DEFAULT_SORT: SortPayload = { field: 'at', order: 'DESC' };

/** The Audit Log's filter to one record (and its attachments). */
const recordFilter = (id: Identifier) => `?filter=${encodeURIComponent(JSON.stringify({ record: String(id) }))}`;

/** The entries of the page the History tab shows, or its loading, error and empty states. */
const HistoryEntries = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<AuditRecord>();
  if (isPending) return <PleaseWait />;
  if (error) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  if (!data || data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate('app.audit.history.empty')}
      </Typography>
    );
  }
  return (
    <>
      {data.map((entry, index) => (
        <Box key={entry.id}>
          {index > 0 && <Divider />}
          {/* An attachment's entry (a location, an attendance) names the record it is about. */}
          <AuditEntryCard entry={entry} showRecord={entry.recordId !== String(id)} />
        </Box>
      ))}
      <ListPagination rowsPerPageOptions={[]} />
    </>
  );
};

/**
 * A record's History tab: its own changes and its attachments' (a company's locations, an event's
 * attendance). react-admin's ListBase, kept out of the URL and the Store: the page is the record's,
 * not a list's. It shows on other resources' screens, so it names its resource.
 */
export const RecordHistory = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const { list } = useResourcePaths('audit');
  return (
    <Box component="section" aria-labelledby="record-history-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="record-history-title" component="h2" variant="h6">
          {translate('app.audit.history.caption')}
        </Typography>
        <Link component={LinkBase} to={`${list}${recordFilter(id)}`}>
          {translate('app.audit.history.openInAuditLog')}
        </Link>
      </Stack>
      <ListBase
        resource="audit"
        filter={{ record: String(id) }}
        sort={DEFAULT_SORT}
        perPage={PER_PAGE}
        disableSyncWithLocation
        storeKey={false}
      >
        <HistoryEntries id={id} />
      </ListBase>
    </Box>
  );
};
