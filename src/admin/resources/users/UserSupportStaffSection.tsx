import { useId, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, useGetIdentity, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { USER_MESSAGES } from '../../../shared/users';
import type { MemberRecord } from '../locations/MemberPickerDialog';
import { SupportStaffPickerDialog } from './SupportStaffPickerDialog';
import { UserFormSection } from './UserFormSection';
import { UserRefList } from './UserRefList';
import { userMessageKey, type UserFormValues, type UserRecord, type UserStaffRef } from './userTransform';

export interface UserSupportStaffSectionProps {
  readOnly?: boolean;
}

/**
 * The support staff of a user whose groups include Support (spec 000 §2, §4): listed, added
 * through 'Select Support Staff' (already chosen ones disabled) and removed after the 'Remove
 * Support Staff' confirmation. Neither the signed-in user nor the edited user can be picked
 * (spec 000 §5); the server refuses both too.
 */
export const UserSupportStaffSection = ({ readOnly = false }: UserSupportStaffSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const { getValues, setValue } = useFormContext<UserFormValues>();
  const rows = useWatch<UserFormValues, 'supportStaffMembers'>({ name: 'supportStaffMembers' }) ?? [];
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<UserStaffRef | null>(null);

  const setRows = (next: UserStaffRef[]) => setValue('supportStaffMembers', next, { shouldDirty: true });

  const pick = (member: MemberRecord) => {
    const id = String(member._id ?? member.id);
    const selves = [identity?.id, record?.id].filter((value) => value !== undefined && value !== null).map(String);
    if (selves.includes(id)) {
      // The picker closes first: the toast would sit behind its backdrop, hidden from screen readers.
      setPicking(false);
      notify(userMessageKey(USER_MESSAGES.selfSupport), { type: 'error' });
      return;
    }
    const current = getValues('supportStaffMembers') ?? [];
    if (!current.some((row) => row._id === id)) setRows([...current, { _id: id, name: member.name, email: member.email }]);
    setPicking(false);
  };

  const confirmRemove = () => {
    if (removing) setRows((getValues('supportStaffMembers') ?? []).filter((row) => row._id !== removing._id));
    setRemoving(null);
  };

  return (
    <UserFormSection
      title="app.userEdit.sections.supportStaff"
      titleId={titleId}
      actions={
        !readOnly && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
            {translate('app.userEdit.supportStaff.select')}
          </Button>
        )
      }
    >
      <UserRefList
        rows={rows}
        labelledBy={titleId}
        emptyText="app.userEdit.supportStaff.none"
        removeLabel="app.userEdit.supportStaff.remove"
        onRemove={readOnly ? undefined : setRemoving}
        secondary={(row) => row.email}
      />
      {picking && (
        <SupportStaffPickerDialog
          open
          onClose={() => setPicking(false)}
          onSelect={pick}
          selectedIds={rows.map((row) => row._id)}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title="app.userEdit.supportStaff.removeTitle"
        content="app.userEdit.supportStaff.removeConfirm"
        confirm="app.userEdit.yes"
        cancel="app.userEdit.no"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </UserFormSection>
  );
};
