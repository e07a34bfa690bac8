import { DataTable } from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { UsDateField } from '../../common/UsDateField';
import { CompanyLinkField, MemberStatusField, UserTypeField, YesNoField } from './userFields';

/** Columns hidden until the admin shows them (Columns button), by source as DataTable names them. */
export const OPTIONAL_USER_COLUMNS = ['nrds', 'phoneNumber', 'createdAt'];

/** The user list's columns, before Actions; only those the API can sort by are sortable. */
export const userColumns = () => [
  <DataTable.Col key="name" source="name" label="resources.users.fields.name" />,
  <DataTable.Col key="email" source="email" label="resources.users.fields.email" />,
  <DataTable.Col key="company" source="company" label="resources.users.fields.company" disableSort>
    <CompanyLinkField />
  </DataTable.Col>,
  <DataTable.Col key="role" source="role" label="resources.users.fields.type">
    <UserTypeField />
  </DataTable.Col>,
  <DataTable.Col key="mncarMemberStatus" source="mncarMemberStatus" label="resources.users.fields.mncarMemberStatus" disableSort>
    <MemberStatusField source="mncarMemberStatus" />
  </DataTable.Col>,
  <DataTable.Col key="mncarlMemberStatus" source="mncarlMemberStatus" label="resources.users.fields.mncarlMemberStatus" disableSort>
    <MemberStatusField source="mncarlMemberStatus" />
  </DataTable.Col>,
  <DataTable.Col key="mncarMiscellaneousStatus" source="mncarMiscellaneousStatus" label="app.users.columns.miscStatus" disableSort>
    <MemberStatusField source="mncarMiscellaneousStatus" />
  </DataTable.Col>,
  <DataTable.Col key="alowMcpeAccess" source="alowMcpeAccess" label="app.users.columns.mcpeAccess">
    <YesNoField source="alowMcpeAccess" />
  </DataTable.Col>,
  <DataTable.Col key="mcpeAccessType" source="mcpeAccessType" label="app.users.columns.mcpeType" />,
  <DataTable.Col key="nrds" source="nrds" label="resources.users.fields.nrds" disableSort />,
  <DataTable.Col key="phoneNumber" source="phoneNumber" label="resources.users.fields.phoneNumber" disableSort />,
  <DataTable.Col key="createdAt" source="createdAt" label="resources.users.fields.createdAt">
    <UsDateField source="createdAt" />
  </DataTable.Col>,
  <DataTable.Col key="isActive" source="isActive" label="resources.users.fields.isActive" disableSort>
    <ActiveStatusField />
  </DataTable.Col>,
];

/** The columns of the users' embedded lists (pickers, a company's members): who they are. */
export const userSummaryColumns = () => [
  <DataTable.Col key="name" source="name" label="resources.users.fields.name" disableSort />,
  <DataTable.Col key="email" source="email" label="resources.users.fields.email" disableSort />,
];
