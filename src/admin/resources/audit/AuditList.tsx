import { useState } from 'react';
import { Chip, Dialog, DialogActions, DialogContent, DialogTitle, Button, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { DataTable, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { AUDIT_FILTER_KEYS } from '../../../shared/auditValues';
import { formatUsDateTime } from '../../../shared/formats';
import { ListFilters } from '../../common/filters/ListFilters';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { ResourceList } from '../../common/ResourceList';
import { RowIconButton } from '../../common/RowIconButton';
import { SavedQueries } from '../../common/SavedQueries';
import { AuditActionChip, AuditEntryCard, AuditRecordLink } from './AuditEntryCard';
import { changedFieldsText } from './AuditChanges';
import { AUDIT_EXPORT_COLUMNS } from './auditExportColumns';
import { entityLabel, type AuditRecord } from './auditValues';

/** The Filters panel's keys (the record filter shows as a chip instead). */
export const AUDIT_PANEL_KEYS = AUDIT_FILTER_KEYS.filter((key) => key !== 'record');
const loadFilters = () => import('./auditFilters');

/** The client address is there for who wants it; the table starts without it. */
const HIDDEN_COLUMNS = ['clientIp'];

const ListActions = () => (
  <ListToolbar searchHint="app.audit.searchHint" resetSort exportColumns={AUDIT_EXPORT_COLUMNS}>
    <ListFilters keys={AUDIT_PANEL_KEYS} load={loadFilters} />
    <SavedQueries />
  </ListToolbar>
);

/**
 * The record filter a History tab's 'Open in the Audit Log' applies, named by the record it is
 * about, with the way back to every record.
 */
const RecordFilterChip = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, data } = useListContext<AuditRecord>();
  const record = typeof filterValues.record === 'string' ? filterValues.record : undefined;
  if (!record) return null;
  const name = data?.find((entry) => entry.recordId === record)?.recordLabel ?? record;
  const { record: _record, ...rest } = filterValues;
  return (
    <Stack direction="row" sx={{ px: 2, pt: 1 }}>
      <Chip
        label={translate('app.audit.filters.record', { name })}
        onDelete={() => setFilters(rest)}
        slotProps={{ root: { 'aria-label': `${translate('app.audit.filters.record', { name })}. ${translate('app.audit.filters.clearRecord')}` } }}
      />
    </Stack>
  );
};

/** The entry's details and Revert, in a dialog. */
const DetailsButton = () => {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const title = translate('app.audit.details', { id: record._id });
  return (
    <>
      <RowIconButton label={title} icon={<VisibilityIcon fontSize="small" />} onClick={() => setOpen(true)} />
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={`audit-details-${record._id}`} maxWidth="md" fullWidth>
          <DialogTitle id={`audit-details-${record._id}`}>{title}</DialogTitle>
          <DialogContent>
            <AuditEntryCard entry={record} showRecord />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('app.status.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};

const ChangesField = () => {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  return record ? <>{changedFieldsText(record, translate)}</> : null;
};

const RecordField = () => {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {`${translate(entityLabel(record.entity))}: `}
      <AuditRecordLink entry={record} />
    </>
  );
};

/** On a phone: what was done to which record, who and when, and the details. */
const MOBILE: MobileRows<AuditRecord> = {
  primaryText: () => <RecordField />,
  secondaryText: (record) => `${formatUsDateTime(record.at)} · ${record.actorName}`,
  tertiaryText: (record) => <AuditActionChip action={record.action} />,
  actions: <DetailsButton />,
};

/** Every recorded change and security event, newest first; each row opens its details with Revert. */
export const AuditList = () => (
  <ResourceList title="app.audit.title" actions={<ListActions />}>
    <RecordFilterChip />
    <ListTable mobile={MOBILE} hiddenColumns={HIDDEN_COLUMNS}>
      <DataTable.Col source="at" render={(record: AuditRecord) => formatUsDateTime(record.at)} />
      <DataTable.Col source="actorName" disableSort />
      <DataTable.Col source="recordLabel" disableSort>
        <RecordField />
      </DataTable.Col>
      <DataTable.Col source="action" disableSort render={(record: AuditRecord) => <AuditActionChip action={record.action} />} />
      <DataTable.Col source="changes" disableSort>
        <ChangesField />
      </DataTable.Col>
      <DataTable.Col source="clientIp" disableSort />
      <DataTable.Col label="app.list.actions" disableSort>
        <DetailsButton />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
