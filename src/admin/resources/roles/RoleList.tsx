import { Link } from '@mui/material';
import { DataTable, LinkBase, useRecordContext } from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { RecordActions } from '../../common/RecordActions';
import { ResourceList } from '../../common/ResourceList';
import { useResourcePaths } from '../../common/resourceOptions';
import { PreviewButton } from '../previews';
import { ROLE_EXPORT_COLUMNS } from './roleExportColumns';
import type { RoleRecord } from './roleTypes';

const ListActions = () => (
  <ListToolbar searchHint="app.roles.searchHint" addLabel="app.roles.add" exportColumns={ROLE_EXPORT_COLUMNS} />
);

/** Role Name: a link to the role's details. */
const RoleNameLink = () => {
  const record = useRecordContext<RoleRecord>();
  const paths = useResourcePaths();
  if (!record) return null;
  return (
    <Link component={LinkBase} to={paths.record(record.id)}>
      {record.name}
    </Link>
  );
};

const RoleRowActions = () => (
  <>
    <RecordActions kind="view" />
    <PreviewButton variant="icon" />
  </>
);

/** On a phone: the role's name (a link to its details), its status and actions. */
const MOBILE: MobileRows<RoleRecord> = {
  primaryText: () => <RoleNameLink />,
  tertiaryText: () => <ActiveStatusField />,
  actions: <RoleRowActions />,
};

/** /user-management/roles/list: newest first; the list params live in the URL of this path. */
export const RoleList = () => (
  <ResourceList title="app.roles.title" actions={<ListActions />}>
    <ListTable mobile={MOBILE}>
      <DataTable.Col source="name">
        <RoleNameLink />
      </DataTable.Col>
      <DataTable.Col source="isActive" label="resources.roles.fields.status">
        <ActiveStatusField />
      </DataTable.Col>
      <DataTable.Col label="app.list.actions" disableSort>
        <RoleRowActions />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
