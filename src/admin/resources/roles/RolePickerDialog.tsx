import { DataTable, useTranslate } from 'react-admin';
import { cellsBeyond } from '../../../shared/roleCeiling';
import { PickerDialog } from '../../common/PickerDialog';
import { usePermissionSubject } from '../../layout/usePermissionSubject';
import { MODULE_LABEL_KEYS } from '../../modules';
import type { RoleRecord } from './roleTypes';

export interface RolePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (role: RoleRecord) => void;
  /** Roles already attached: their Select button is disabled (spec 000 §5). */
  selectedIds?: string[];
  /** Granting: a role that allows more than the signed-in person holds can't be chosen, and says why. */
  grant?: boolean;
}

/** 'Select Role' of the Edit User screen and the role filter: active roles by name. */
export const RolePickerDialog = ({ open, onClose, onSelect, selectedIds, grant = false }: RolePickerDialogProps) => {
  const translate = useTranslate();
  const { subject } = usePermissionSubject();
  const beyond = (role: RoleRecord) => {
    const [cell] = cellsBeyond(subject, role.access ?? []);
    return cell
      ? translate('app.roles.ceiling.beyond', { module: translate(MODULE_LABEL_KEYS[cell.module]), action: translate(`app.roles.access.${cell.flag}`) })
      : undefined;
  };
  return (
    <PickerDialog<RoleRecord>
      resource="roles"
      title="app.roles.picker.title"
      searchHint="app.roles.searchHint"
      open={open}
      onClose={onClose}
      onSelect={onSelect}
      selectedIds={selectedIds}
      unavailable={grant ? beyond : undefined}
      filter={{ isActive: true }}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable.Col source="name" />
    </PickerDialog>
  );
};
