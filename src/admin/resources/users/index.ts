/** What other resources use from this one; they import nothing else from its folder. */
export { UserListDialog } from './UserListDialog';
export { type UserChoice, UserPickerDialog } from './UserPickerDialog';
export { USER_LIST_PATH, userEditPath } from './paths';
