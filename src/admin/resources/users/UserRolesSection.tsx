import { GrantRolePickerDialog } from '../roles';
import type { RoleRecord } from '../roles';
import { UserRefsSection } from './UserRefsSection';

export interface UserRolesSectionProps {
  readOnly?: boolean;
  /** Why the roles are read-only for the signed-in person (a catalogue key), shown under the list. */
  lockedBecause?: string;
}

/** The roles of a Staff user; 'Select Role' disables the roles beyond one's own access. */
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
