import { GrantRolePickerDialog } from '../roles';
import type { RoleRecord } from '../roles';
import { UserRefsSection } from './UserRefsSection';

export interface UserRolesSectionProps {
  readOnly?: boolean;
  /** Why the roles are read-only for the signed-in person (a catalogue key), shown under the list. */
  lockedBecause?: string;
}

/**
 * The roles of a Staff user (spec 000 §2, §6): listed, added through 'Select Role' (roles already
 * chosen, and roles beyond one's own access, are disabled there) and removed after the 'Remove Role' confirmation; saved
 * with the user on Update.
 */
export const UserRolesSection = ({ readOnly = false, lockedBecause }: UserRolesSectionProps) => (
  <UserRefsSection<RoleRecord>
    source="roles"
    texts="roles"
    readOnly={readOnly}
    hint={lockedBecause}
    picker={(slot) => <GrantRolePickerDialog open {...slot} />}
    toRef={(role) => ({ _id: String(role._id ?? role.id), name: role.name, isActive: role.isActive })}
  />
);
