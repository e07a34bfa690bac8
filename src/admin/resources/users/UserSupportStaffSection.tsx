import { useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { USER_MESSAGES } from '../../../shared/userValues';
import type { UserChoice } from './UserPickerDialog';
import { SupportStaffPickerDialog } from './SupportStaffPickerDialog';
import { UserRefsSection } from './UserRefsSection';
import { userMessageKey, type UserRecord } from './userTransform';

export interface UserSupportStaffSectionProps {
  readOnly?: boolean;
}

/**
 * The support staff of a user whose groups include Support. Neither the signed-in user nor the
 * edited user can be picked; the server refuses both too.
 */
export const UserSupportStaffSection = ({ readOnly = false }: UserSupportStaffSectionProps) => {
  const notify = useNotify();
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();

  const toRef = (member: UserChoice) => {
    const id = String(member._id ?? member.id);
    const selves = [identity?.id, record?.id].filter((value) => value !== undefined && value !== null).map(String);
    if (selves.includes(id)) {
      // The picker has closed first: the toast would sit behind its backdrop, hidden from screen readers.
      notify(userMessageKey(USER_MESSAGES.selfSupport), { type: 'error' });
      return null;
    }
    return { _id: id, name: member.name, email: member.email };
  };

  return (
    <UserRefsSection<UserChoice>
      source="supportStaffMembers"
      texts="supportStaff"
      readOnly={readOnly}
      picker={(slot) => <SupportStaffPickerDialog open {...slot} />}
      toRef={toRef}
      secondary={(row) => row.email}
    />
  );
};
