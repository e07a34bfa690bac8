import { useTranslate } from 'react-admin';
import { cellsBeyond } from '../../../shared/roleCeiling';
import { usePermissionSubject } from '../../layout/usePermissionSubject';
import { MODULE_LABEL_KEYS } from '../../modules';
import { RolePickerDialog, type RolePickerDialogProps } from './RolePickerDialog';
import type { RoleRecord } from './roleTypes';

/**
 * 'Select Role' when granting: a role that allows more than the signed-in person holds can't be
 * chosen, and says which cell is beyond their access (the privilege ceiling the server enforces).
 */
export const GrantRolePickerDialog = (props: Omit<RolePickerDialogProps, 'unavailable'>) => {
  const translate = useTranslate();
  const { subject } = usePermissionSubject();
  const beyond = (role: RoleRecord) => {
    const [cell] = cellsBeyond(subject, role.access ?? []);
    return cell
      ? translate('app.roles.ceiling.beyond', { module: translate(MODULE_LABEL_KEYS[cell.module]), action: translate(`app.roles.access.${cell.flag}`) })
      : undefined;
  };
  return <RolePickerDialog {...props} unavailable={beyond} />;
};
