import { Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { DataTable, useCreatePath, useNavigate, useRecordContext, useResourceContext, useTranslate, type SortPayload } from 'react-admin';
import type { ImportEntity } from '../../../shared/imports';
import { formatUsDateTime } from '../../../shared/formats';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ResourceList } from '../../common/ResourceList';
import { RowIconButton } from '../../common/RowIconButton';
import { ImportButton } from './ImportButton';
import { ImportStatusChip } from './ImportStatusChip';
import { shownCounts, type ImportRecord } from './importValues';

const DEFAULT_SORT: SortPayload = { field: 'createdAt', order: 'DESC' };

const ListActions = ({ entity }: { entity: ImportEntity }) => (
  <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
    <ImportButton entity={entity} />
  </Stack>
);

/** Opens the import's page: its columns, dry run, progress, result and undo. */
const OpenButton = () => {
  const record = useRecordContext<ImportRecord>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <RowIconButton
      label={translate('app.imports.importTitle', { file: record.fileName })}
      icon={<VisibilityIcon fontSize="small" />}
      onClick={() => navigate(createPath({ resource, id: record.id, type: 'show' }))}
    />
  );
};

const CountsField = () => {
  const record = useRecordContext<ImportRecord>();
  const translate = useTranslate();
  const counts = record && shownCounts(record);
  return counts ? <>{translate('app.imports.counts.summary', counts)}</> : null;
};

const MOBILE: MobileRows<ImportRecord> = {
  primaryText: (record) => record.fileName,
  secondaryText: (record) => `${formatUsDateTime(record.createdAt)} · ${record.createdByName}`,
  tertiaryText: (record) => <ImportStatusChip status={record.status} />,
  actions: <OpenButton />,
};

/**
 * /userImports, /companyImports: an entity's CSV imports, newest first (who, when, the file, its
 * state and counts). A job that runs goes on on the server when the browser closes, and shows
 * here; each row opens its page.
 */
export const ImportList = ({ entity }: { entity: ImportEntity }) => (
  <ResourceList title={`app.imports.titles.${entity}`} sort={DEFAULT_SORT} actions={<ListActions entity={entity} />}>
    <ListTable mobile={MOBILE}>
      <DataTable.Col source="fileName" disableSort />
      <DataTable.Col source="status" disableSort render={(record: ImportRecord) => <ImportStatusChip status={record.status} />} />
      <DataTable.NumberCol source="rowCount" disableSort />
      <DataTable.Col source="counts" disableSort>
        <CountsField />
      </DataTable.Col>
      <DataTable.Col source="createdByName" disableSort />
      <DataTable.Col source="createdAt" disableSort render={(record: ImportRecord) => formatUsDateTime(record.createdAt)} />
      <DataTable.Col label="app.list.actions" disableSort>
        <OpenButton />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
