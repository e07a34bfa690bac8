import { DataTable } from 'react-admin';
import { PickerDialog } from '../../common/PickerDialog';
import type { RoleRecord } from './roleTypes';

export interface RolePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (role: RoleRecord) => void;
  /** Roles already attached: their Select button is disabled. */
  selectedIds?: string[];
  /** Why a role may not be chosen, or undefined (GrantRolePickerDialog). */
  unavailable?: (role: RoleRecord) => string | undefined;
}

/** 'Select Role' of the role filter and, through GrantRolePickerDialog, of the user form: active roles by name. */
export const RolePickerDialog = ({ open, onClose, onSelect, selectedIds, unavailable }: RolePickerDialogProps) => (
  <PickerDialog<RoleRecord>
    resource="roles"
    title="app.roles.picker.title"
    searchHint="app.roles.searchHint"
    open={open}
    onClose={onClose}
    onSelect={onSelect}
    selectedIds={selectedIds}
    unavailable={unavailable}
    filter={{ isActive: true }}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
  </PickerDialog>
);
