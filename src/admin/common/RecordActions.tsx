import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { RowIconButton } from './RowIconButton';
import { StatusToggleButton } from './StatusToggleButton';
import { useResourceName, useResourcePaths } from './resourceOptions';
import { useModuleAccess } from './useModuleAccess';

export interface RecordActionsProps {
  /** The surrounding resource by default. */
  resource?: string;
  /** Where the row's edit (or view) icon goes: the record's screen by default. */
  to?: (record: RaRecord) => string;
  /** 'edit': a pencil, shown with the edit permission; 'view': an eye, always shown. */
  kind?: 'edit' | 'view';
  /** The edit route shows the record read-only to those who may only view it: an eye for them. */
  viewWithoutEdit?: boolean;
}

/** The Actions cell of a list row: edit or view, then the status switch. */
export const RecordActions = ({ resource: resourceProp, to: toProp, kind = 'edit', viewWithoutEdit = false }: RecordActionsProps) => {
  const resource = useResourceName(resourceProp);
  const paths = useResourcePaths(resource);
  const to = toProp ?? ((row: RaRecord) => paths.record(String(row.id)));
  const record = useRecordContext<RaRecord & { name?: string }>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useModuleAccess('edit', resource);
  if (!record) return null;
  const name = { name: record.name ?? '' };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {kind === 'view' || (viewWithoutEdit && !canEdit) ? (
        <RowIconButton to={to(record)} label={translate('app.list.viewNamed', name)} icon={<VisibilityIcon fontSize="small" />} />
      ) : (
        canEdit && <RowIconButton to={to(record)} label={translate('app.list.editNamed', name)} icon={<EditIcon fontSize="small" />} />
      )}
      <StatusToggleButton resource={resource} />
    </Stack>
  );
};
