import { Link } from '@mui/material';
import { DataTable, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { PickerDialog } from '../../common/PickerDialog';
import type { UserChoice } from './UserPickerDialog';
import { userEditPath } from './paths';

/** The name, opening that user's edit screen in a new tab so the picker stays open. */
const NameInNewTab = () => {
  const record = useRecordContext<UserChoice>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link
      href={userEditPath(record.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('app.userEdit.supportStaff.openInNewTab', { name: record.name })}
    >
      {record.name}
    </Link>
  );
};

export interface SupportStaffPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen user; the dialog does not close itself. */
  onSelect: (member: UserChoice) => void;
  /** Support staff already attached: their Select button is disabled. */
  selectedIds?: readonly Identifier[];
}

/** 'Select Support Staff': the active users of GET /users/list/members. */
export const SupportStaffPickerDialog = ({ open, onClose, onSelect, selectedIds }: SupportStaffPickerDialogProps) => (
  <PickerDialog<UserChoice>
    resource="members"
    title="app.userEdit.supportStaff.pickerTitle"
    searchHint="app.userEdit.supportStaff.searchHint"
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
  >
    <DataTable.Col source="name" label="app.userEdit.supportStaff.name" disableSort>
      <NameInNewTab />
    </DataTable.Col>
    <DataTable.Col source="email" label="app.userEdit.supportStaff.email" disableSort />
  </PickerDialog>
);
