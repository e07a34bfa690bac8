import type { Identifier } from 'react-admin';
import { UserPickerDialog, type UserChoice } from '../users';

/** A row of GET /users/list/members (the user picker's row). */
export type MemberRecord = UserChoice;

export interface MemberPickerDialogProps {
  open: boolean;
  /** i18n key of the title: 'Select User', 'Select Realtor'. */
  title: string;
  onClose: () => void;
  onSelect: (member: MemberRecord) => void;
  /** The member already chosen: its Select button is disabled. */
  selectedIds?: readonly Identifier[];
}

/**
 * The member picker of the location form: the user list's picker mode over GET /users/list/members,
 * which Companies staff may call (they may not view the user list itself).
 */
export const MemberPickerDialog = (props: MemberPickerDialogProps) => <UserPickerDialog resource="members" {...props} />;
