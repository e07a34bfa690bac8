import { DataTable } from 'react-admin';
import { PickerDialog } from '../../common/PickerDialog';
import type { RoleRecord } from './roleTypes';

export interface RolePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (role: RoleRecord) => void;
  /** Roles already attached: their Select button is disabled (spec 000 §5). */
  selectedIds?: string[];
}

/** 'Select Role' of the Edit User screen: active roles by name. */
export const RolePickerDialog = ({ open, onClose, onSelect, selectedIds }: RolePickerDialogProps) => (
  <PickerDialog<RoleRecord>
    resource="roles"
    title="app.roles.picker.title"
    searchHint="app.roles.searchHint"
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
    filter={{ isActive: true }}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
  </PickerDialog>
);
