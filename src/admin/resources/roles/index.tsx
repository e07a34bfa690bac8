import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../common/lazyScreen';
import { ROLE_ADD_PATH, ROLE_LIST_PATH, ROLES_PATH } from './paths';

const RoleList = lazyScreen(() => import('./RoleList').then((m) => m.RoleList));
const RoleCreate = lazyScreen(() => import('./RoleCreate').then((m) => m.RoleCreate));
const RoleDetails = lazyScreen(() => import('./RoleDetails').then((m) => m.RoleDetails));

/**
 * The role screens live under /user-management (spec 000 §2), not under the resource's own path:
 * the resource only tells react-admin the name and how to show a role; the screens are `roleRoutes`.
 */
export const roles: ResourceProps = {
  name: 'roles',
  recordRepresentation: 'name',
};

/** /user-management/roles → list, and the list, add and details screens. Inside the layout's CustomRoutes. */
export const roleRoutes = [
  <Route key="roles" path={ROLES_PATH} element={<Navigate to={ROLE_LIST_PATH} replace />} />,
  <Route key="roles-list" path={ROLE_LIST_PATH} element={<RoleList />} />,
  <Route key="roles-add" path={ROLE_ADD_PATH} element={<RoleCreate />} />,
  <Route key="roles-details" path={`${ROLES_PATH}/details/:id`} element={<RoleDetails />} />,
];
