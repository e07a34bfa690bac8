import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../common/lazyScreen';
import { USER_ADD_PATH, USER_LIST_PATH, USER_MANAGEMENT_PATH, USERS_PATH } from './paths';

const UserList = lazyScreen(() => import('./UserList').then((m) => m.UserList));
const UserCreate = lazyScreen(() => import('./UserCreate').then((m) => m.UserCreate));
const UserEdit = lazyScreen(() => import('./UserEdit').then((m) => m.UserEdit));

/**
 * The user screens live under /user-management (spec 000 §2), not under the resource's own path:
 * the resource only tells react-admin the name and how to show a user; the screens are `userRoutes`.
 */
export const users: ResourceProps = {
  name: 'users',
  recordRepresentation: 'name',
};

/**
 * /user-management and /user-management/users → the user list; the list, add and edit screens.
 * Inside the layout's CustomRoutes.
 */
export const userRoutes = [
  <Route key="user-management" path={USER_MANAGEMENT_PATH} element={<Navigate to={USER_LIST_PATH} replace />} />,
  <Route key="users" path={USERS_PATH} element={<Navigate to={USER_LIST_PATH} replace />} />,
  <Route key="users-list" path={USER_LIST_PATH} element={<UserList />} />,
  <Route key="users-add" path={USER_ADD_PATH} element={<UserCreate />} />,
  <Route key="users-edit" path={`${USERS_PATH}/edit/:id`} element={<UserEdit />} />,
];
