import { useId, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, useTranslate } from 'react-admin';
import { RolePickerDialog } from '../roles/RolePickerDialog';
import type { RoleRecord } from '../roles/roleTypes';
import { UserFormSection } from './UserFormSection';
import { UserRefList } from './UserRefList';
import type { UserFormValues, UserRoleRef } from './userTransform';

export interface UserRolesSectionProps {
  readOnly?: boolean;
}

/**
 * The roles of a Staff user (spec 000 §2, §6): listed, added through 'Select Role' (roles already
 * chosen are disabled there, spec 000 §5) and removed after the 'Remove Role' confirmation; saved
 * with the user on Update.
 */
export const UserRolesSection = ({ readOnly = false }: UserRolesSectionProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { getValues, setValue } = useFormContext<UserFormValues>();
  const rows = useWatch<UserFormValues, 'roles'>({ name: 'roles' }) ?? [];
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<UserRoleRef | null>(null);

  const setRows = (next: UserRoleRef[]) => setValue('roles', next, { shouldDirty: true });

  const pick = (role: RoleRecord) => {
    const current = getValues('roles') ?? [];
    const id = String(role._id ?? role.id);
    if (!current.some((row) => row._id === id)) setRows([...current, { _id: id, name: role.name, isActive: role.isActive }]);
    setPicking(false);
  };

  const confirmRemove = () => {
    if (removing) setRows((getValues('roles') ?? []).filter((row) => row._id !== removing._id));
    setRemoving(null);
  };

  return (
    <UserFormSection
      title="app.userEdit.sections.roles"
      titleId={titleId}
      actions={
        !readOnly && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
            {translate('app.userEdit.roles.select')}
          </Button>
        )
      }
    >
      <UserRefList
        rows={rows}
        labelledBy={titleId}
        emptyText="app.userEdit.roles.none"
        removeLabel="app.userEdit.roles.remove"
        onRemove={readOnly ? undefined : setRemoving}
      />
      {picking && (
        <RolePickerDialog open onClose={() => setPicking(false)} onSelect={pick} selectedIds={rows.map((row) => row._id)} />
      )}
      <Confirm
        isOpen={removing !== null}
        title="app.userEdit.roles.removeTitle"
        content="app.userEdit.roles.removeConfirm"
        confirm="app.userEdit.yes"
        cancel="app.userEdit.no"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </UserFormSection>
  );
};
