import { DataTable } from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { ListDialog } from '../../common/ListDialog';
import { userSummaryColumns } from './userColumns';
import { UserDetailsButton } from './UserDetailsButton';
import { UserTypeField } from './userFields';

export interface UserListDialogProps {
  open: boolean;
  onClose: () => void;
  /** The company whose users are listed (the list call's `companyId`). */
  companyId: string;
  /** i18n key of the title. */
  title?: string;
}

/**
 * The user list in company-table mode: a company's users, with an eye icon per row opening 'User
 * Details' instead of the edit and status actions.
 */
export const UserListDialog = ({ open, onClose, companyId, title = 'app.users.members.title' }: UserListDialogProps) => (
  <ListDialog
    resource="users"
    title={title}
    open={open}
    onClose={onClose}
    filter={{ companyId }}
    sort={{ field: 'name', order: 'ASC' }}
    searchHint="app.users.searchHint"
    rowActions={<UserDetailsButton />}
  >
    {userSummaryColumns()}
    <DataTable.Col source="role" label="resources.users.fields.type" disableSort>
      <UserTypeField />
    </DataTable.Col>
    <DataTable.Col source="isActive" disableSort>
      <ActiveStatusField />
    </DataTable.Col>
  </ListDialog>
);
