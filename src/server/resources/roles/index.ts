/** Roles, as the rest of the server sees them: the role ceiling an audit revert checks. */
export { assertRoleCeiling, lockedRoleShape } from './queries';
