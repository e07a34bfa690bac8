import { DataTable, type Identifier } from 'react-admin';
import { PickerDialog } from '../../common/PickerDialog';

/** A row of GET /users/list/members. */
export interface MemberRecord {
  id: Identifier;
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
}

export interface MemberPickerDialogProps {
  open: boolean;
  /** i18n key of the title: 'Select User', 'Select Realtor'. */
  title: string;
  onClose: () => void;
  onSelect: (member: MemberRecord) => void;
  /** The member already chosen: its Select button is disabled. */
  selectedIds?: readonly Identifier[];
}

/** The member picker of the location form ('Select User', 'Select Realtor'): name and email. */
export const MemberPickerDialog = ({ open, title, onClose, onSelect, selectedIds }: MemberPickerDialogProps) => (
  <PickerDialog<MemberRecord>
    resource="members"
    title={title}
    searchHint="app.locations.picker.searchHint"
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
  >
    <DataTable.Col source="name" label="app.locations.picker.name" disableSort />
    <DataTable.Col source="email" label="app.locations.picker.email" disableSort />
  </PickerDialog>
);
