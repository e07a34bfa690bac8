/** Roles, as the rest of the server sees them: their routes, and the role ceiling an audit revert checks. */
export { assertRoleCeiling, lockedRoleShape } from './queries';
export { roleRoutes } from './routes';
