import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { ResourceList } from '../../common/ResourceList';
import { RowIconButton } from '../../common/RowIconButton';
import { useResourcePaths } from '../../common/resourceOptions';
import { StatusToggleButton } from '../../common/StatusToggleButton';
import { useModuleAccess } from '../../common/useModuleAccess';
import { USER_FILTER_KEYS } from '../../../shared/userValues';
import { COLUMN_STORE_KEYS } from '../../providers/preferencesStore';
import { OPTIONAL_USER_COLUMNS, userColumns } from './userColumns';
import { UserDetailsButton } from './UserDetailsButton';
import { USER_EXPORT_COLUMNS } from './userExportColumns';
import { UserExportButtons } from './UserExportButtons';
import { ImportButton } from '../imports';
import { UserTypeField } from './userFields';
import { ListFilters } from '../../common/filters/ListFilters';
import { SavedQueries } from '../../common/SavedQueries';
import type { UserRecord } from './userTypes';
import { useAccountLock } from './useUserFieldLocks';

/** The Filters panel, loaded when first used: it is the largest of the app's panels. */
const loadFilters = () => import('./userFilters');

const ListActions = () => (
  <ListToolbar
    searchHint="app.users.searchHint"
    addLabel="app.users.add"
    columnsStoreKey={COLUMN_STORE_KEYS.users}
    resetSort
    exportColumns={USER_EXPORT_COLUMNS}
  >
    <ListFilters keys={USER_FILTER_KEYS} load={loadFilters} />
    <SavedQueries />
    <UserExportButtons />
    <ImportButton entity="users" />
  </ListToolbar>
);

/** The Actions cell: edit, the eye icon opening 'User Details', and the 'User Status' switch. */
const UserRowActions = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const paths = useResourcePaths();
  const { canAccess: canEdit } = useModuleAccess('edit');
  const accountLock = useAccountLock(record);
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {canEdit && (
        <RowIconButton
          to={paths.record(String(record.id))}
          label={translate('app.list.editNamed', { name: record.name })}
          icon={<EditIcon fontSize="small" />}
        />
      )}
      <UserDetailsButton />
      <StatusToggleButton lockedHint={accountLock} />
    </Stack>
  );
};

/** On a phone: the name, the email and type, the status and the row's actions. */
const MOBILE: MobileRows<UserRecord> = {
  primaryText: (record) => record.name,
  secondaryText: (record) => (
    <>
      {record.email} · <UserTypeField />
    </>
  ),
  tertiaryText: () => <ActiveStatusField />,
  actions: <UserRowActions />,
};

/** The columns shown and the saved searches are preferences the Store keeps on the server for the staff user. */
export const UserList = () => (
  <ResourceList title="app.users.title" actions={<ListActions />}>
    <ListTable storeKey={COLUMN_STORE_KEYS.users} hiddenColumns={OPTIONAL_USER_COLUMNS} mobile={MOBILE}>
      {userColumns()}
      <DataTable.Col label="app.list.actions" disableSort>
        <UserRowActions />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
