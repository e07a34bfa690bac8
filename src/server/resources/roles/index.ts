/** Roles, as the rest of the server sees them: the role ceiling an audit revert checks, and a role with its matrix for a preview. */
export { assertRoleCeiling, getRole, lockedRoleShape } from './queries';
