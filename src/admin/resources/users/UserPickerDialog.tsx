import type { Identifier } from 'react-admin';
import { PickerDialog } from '../../common/PickerDialog';
import { userSummaryColumns } from './userColumns';

/** A row a user picker offers: what GET /users/list/members answers, and a subset of a User. */
export interface UserChoice {
  id: Identifier;
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
}

export interface UserPickerDialogProps {
  open: boolean;
  /** i18n key of the title: 'Select User', 'Select Realtor' … */
  title?: string;
  onClose: () => void;
  /** Called with the chosen user; the dialog does not close itself. */
  onSelect: (user: UserChoice) => void;
  /** Users already chosen: their Select button is disabled. */
  selectedIds?: readonly Identifier[];
  /**
   * Where the users come from: 'users' is the user list (GET /users/list/all, User Management view),
   * 'members' the picker call GET /users/list/members, which Companies staff may use as well.
   */
  resource?: 'users' | 'members';
  /** A filter every list call sends; the user list's pickers offer active users only by default. */
  filter?: Record<string, unknown>;
}

/** The user list in picker mode (the location flow, the attendee form). */
export const UserPickerDialog = ({
  open,
  title = 'app.users.picker.title',
  onClose,
  onSelect,
  selectedIds,
  resource = 'users',
  filter = resource === 'users' ? { activeOnly: true } : undefined,
}: UserPickerDialogProps) => (
  <PickerDialog<UserChoice>
    resource={resource}
    title={title}
    searchHint={resource === 'users' ? 'app.users.searchHint' : 'app.users.picker.searchHint'}
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
    filter={filter}
    sort={resource === 'users' ? { field: 'name', order: 'ASC' } : undefined}
  >
    {userSummaryColumns()}
  </PickerDialog>
);
