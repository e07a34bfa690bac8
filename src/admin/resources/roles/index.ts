/** What other resources use from this one; they import nothing else from its folder. */
export { GrantRolePickerDialog } from './GrantRolePickerDialog';
export { RolePickerDialog } from './RolePickerDialog';
export type { RoleRecord } from './roleTypes';
