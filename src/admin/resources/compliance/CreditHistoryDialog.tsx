import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { LinkBase, RecordContextProvider, useCanAccess, useTranslate, type Identifier } from 'react-admin';
import type { ComplianceCycle, ComplianceHistory } from '../../../shared/compliance';
import { formatUsDate, formatUsDateTime } from '../../../shared/formats';
import { errorMessage } from '../../common/errorMessage';
import { useResourcePaths } from '../../common/resourceOptions';
import { useComplianceHistory } from './complianceApi';
import { ComplianceStatusField } from './ComplianceStatusField';
import { formatDay, formatHours } from './complianceValues';

/**
 * A member's credit history: the events they attended, grouped by CE cycle under the settings in
 * force (newest cycle first), whether each counts, and the reminders they were sent.
 */
export const CreditHistoryDialog = ({ id, onClose }: { id: Identifier | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error, isPending } = useComplianceHistory(id);
  const name = data?.member.name ?? '';
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.compliance.history.title', { name: name || '…' })}</DialogTitle>
      <DialogContent dividers aria-busy={isPending}>
        {error ? (
          <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>
        ) : !data ? (
          <Typography role="status">{translate('app.common.loading')}</Typography>
        ) : (
          <HistoryContent history={data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.compliance.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

const HistoryContent = ({ history }: { history: ComplianceHistory }) => {
  const translate = useTranslate();
  const { member, cycles, reminders } = history;
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <RecordContextProvider value={{ ...member, id: member._id }}>
          <ComplianceStatusField />
        </RecordContextProvider>
        <Typography>
          {[member.email, member.reLicenseNo && `${translate('resources.compliance.fields.reLicenseNo')} ${member.reLicenseNo}`, member.company?.name]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Stack>
      {cycles.map((cycle) => (
        <CycleSection key={cycle.start} cycle={cycle} />
      ))}
      <Box component="section">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('app.compliance.history.reminders')}
        </Typography>
        {reminders.length === 0 ? (
          <Typography color="text.secondary">{translate('app.compliance.history.noReminders')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {reminders.map((reminder) => (
              <li key={reminder.sentAt}>
                {translate('app.compliance.history.reminder', {
                  date: formatUsDateTime(reminder.sentAt),
                  name: reminder.sentBy?.name ?? translate('app.compliance.history.system'),
                  hours: formatHours(reminder.hoursLeft),
                })}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
};

const CycleSection = ({ cycle }: { cycle: ComplianceCycle }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess: canOpenEvents } = useCanAccess({ resource: 'events', action: 'edit' });
  const eventPaths = useResourcePaths('events');
  const heading = translate('app.compliance.history.cycle', { start: formatDay(cycle.start), end: formatDay(cycle.end) });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {cycle.current ? `${heading} (${translate('app.compliance.history.current')})` : heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.compliance.history.earned', { earned: formatHours(cycle.hoursEarned), required: formatHours(cycle.hoursRequired) })}
      </Typography>
      {cycle.entries.length === 0 ? (
        <Typography>{translate('app.compliance.history.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.compliance.history.date')}</TableCell>
                <TableCell>{translate('app.compliance.history.event')}</TableCell>
                <TableCell>{translate('app.compliance.history.course')}</TableCell>
                <TableCell align="right">{translate('app.compliance.history.creditHours')}</TableCell>
                <TableCell>{translate('app.compliance.history.counts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cycle.entries.map((entry) => (
                <TableRow key={entry._id}>
                  <TableCell>{formatUsDate(entry.event.startAt)}</TableCell>
                  <TableCell>
                    {canOpenEvents ? (
                      <Link component={LinkBase} to={eventPaths.record(entry.event._id)}>
                        {entry.event.name}
                      </Link>
                    ) : (
                      entry.event.name
                    )}
                  </TableCell>
                  <TableCell>{entry.course ? `${entry.course.code} ${entry.course.title}` : '—'}</TableCell>
                  <TableCell align="right">{formatHours(entry.creditHours)}</TableCell>
                  <TableCell>{translate(entry.counts ? 'app.compliance.history.countsYes' : 'app.compliance.history.countsNo')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
