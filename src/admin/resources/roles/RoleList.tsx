import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, LinkBase, List, Pagination, useRecordContext, useTranslate } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { ListTable } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { StatusToggleButton } from '../../common/StatusToggleButton';
import { ROLE_ADD_PATH, roleDetailsPath } from './paths';
import type { RoleRecord } from './roleTypes';

const ListActions = () => (
  <ListToolbar resource="roles" searchHint="app.roles.searchHint" addPath={ROLE_ADD_PATH} addLabel="app.roles.add" />
);

/** Role Name: a link to the role's details. */
const RoleNameLink = () => {
  const record = useRecordContext<RoleRecord>();
  if (!record) return null;
  return (
    <Link component={LinkBase} to={roleDetailsPath(record.id)}>
      {record.name}
    </Link>
  );
};

const RoleStatus = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(record.isActive !== false ? 'app.status.active' : 'app.status.inactive')}</>;
};

/** The view icon (to the details) and the status switch ('Role Status' confirmation). */
const RowActions = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={translate('app.list.view')}>
        <IconButton component={LinkBase} to={roleDetailsPath(record.id)} aria-label={translate('app.roles.viewNamed', { name: record.name })}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <StatusToggleButton resource="roles" />
    </Stack>
  );
};

/**
 * /user-management/roles/list: the roles (spec 000 §2), newest first; Role Name and Status sort.
 * The list params live in the URL of this path, as on the resources' own routes.
 */
export const RoleList = () => (
  <AccessGate resource="roles" action="list">
    <List
      resource="roles"
      title="app.roles.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={false}
    >
      <ListTable>
        <DataTable.Col source="name" label="resources.roles.fields.name">
          <RoleNameLink />
        </DataTable.Col>
        <DataTable.Col source="isActive" label="resources.roles.fields.status">
          <RoleStatus />
        </DataTable.Col>
        <DataTable.Col label="app.list.actions" disableSort>
          <RowActions />
        </DataTable.Col>
      </ListTable>
    </List>
  </AccessGate>
);
