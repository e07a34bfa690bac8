import { DataTable } from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { UsDateField } from '../../common/UsDateField';
import { CompanyLinkField, MemberStatusField, UserTypeField, YesNoField } from './userFields';

/** Columns hidden until the admin shows them (Columns button), by source as DataTable names them. */
export const OPTIONAL_USER_COLUMNS = ['nrds', 'phoneNumber', 'createdAt'];

/** The user list's columns, before Actions; only those the API can sort by are sortable. */
export const userColumns = () => [
  <DataTable.Col key="name" source="name" />,
  <DataTable.Col key="email" source="email" />,
  <DataTable.Col key="company" source="company" disableSort>
    <CompanyLinkField />
  </DataTable.Col>,
  <DataTable.Col key="role" source="role" label="resources.users.fields.type">
    <UserTypeField />
  </DataTable.Col>,
  <DataTable.Col key="mncarMemberStatus" source="mncarMemberStatus" disableSort>
    <MemberStatusField source="mncarMemberStatus" />
  </DataTable.Col>,
  <DataTable.Col key="mncarlMemberStatus" source="mncarlMemberStatus" disableSort>
    <MemberStatusField source="mncarlMemberStatus" />
  </DataTable.Col>,
  <DataTable.Col key="mncarMiscellaneousStatus" source="mncarMiscellaneousStatus" label="resources.users.fields.miscStatus" disableSort>
    <MemberStatusField source="mncarMiscellaneousStatus" />
  </DataTable.Col>,
  <DataTable.Col key="alowMcpeAccess" source="alowMcpeAccess" label="resources.users.fields.mcpeAccess">
    <YesNoField source="alowMcpeAccess" />
  </DataTable.Col>,
  <DataTable.Col key="mcpeAccessType" source="mcpeAccessType" label="resources.users.fields.mcpeType" />,
  <DataTable.Col key="nrds" source="nrds" disableSort />,
  <DataTable.Col key="phoneNumber" source="phoneNumber" disableSort />,
  <DataTable.Col key="createdAt" source="createdAt">
    <UsDateField source="createdAt" />
  </DataTable.Col>,
  <DataTable.Col key="isActive" source="isActive" disableSort>
    <ActiveStatusField />
  </DataTable.Col>,
];

/**
 * The columns of the users' embedded lists (pickers, a company's members): who they are. Labelled,
 * since the pickers also list users as `members`, whose fields have no words of their own.
 */
export const userSummaryColumns = () => [
  <DataTable.Col key="name" source="name" label="resources.users.fields.name" disableSort />,
  <DataTable.Col key="email" source="email" label="resources.users.fields.email" disableSort />,
];
