import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../common/lazyScreen';
import { resourceElsewhere } from '../../common/resourceRoutes';
import { USER_MANAGEMENT_GROUP } from '../../modules';
import type { ResourceEntry } from '../../resourceEntry';
import { ROLE_ADD_PATH, ROLE_LIST_PATH, roleDetailsPath, ROLES_PATH } from './paths';

const RoleList = lazyScreen(() => import('./RoleList').then((m) => m.RoleList));
const RoleCreate = lazyScreen(() => import('./RoleCreate').then((m) => m.RoleCreate));
const RoleDetails = lazyScreen(() => import('./RoleDetails').then((m) => m.RoleDetails));

/**
 * The role screens live under /user-management, not under the resource's own path (react-admin's
 * is `/roles`, whose list, create and record paths lead to them).
 */
const PATHS = { list: ROLE_LIST_PATH, add: ROLE_ADD_PATH, record: roleDetailsPath };

export const roles: ResourceEntry = {
  name: 'roles',
  listSort: { field: 'createdAt', order: 'DESC' },
  paths: PATHS,
  module: 'Role Management',
  api: {
    listPath: '/roles',
    exportPath: '/export/roles',
    listKey: 'roles',
    onePath: '/roles/{id}',
    oneKey: 'role',
    createPath: '/roles/create',
    updatePath: '/roles/update/{id}',
    deletePath: '/roles/{id}',
    statusPath: '/roles/update/active/inactive/{id}',
    queryParams: ['isActive'],
  },
  resource: resourceElsewhere(PATHS, AdminPanelSettingsIcon),
  // Shows with view permission for its own module, not the group's.
  menu: { path: ROLE_LIST_PATH, labelKey: 'app.roles.title', icon: AdminPanelSettingsIcon, group: USER_MANAGEMENT_GROUP },
  routes: [
    <Route key="roles" path={ROLES_PATH} element={<Navigate to={ROLE_LIST_PATH} replace />} />,
    <Route key="roles-list" path={ROLE_LIST_PATH} element={<RoleList />} />,
    <Route key="roles-add" path={ROLE_ADD_PATH} element={<RoleCreate />} />,
    <Route key="roles-details" path={`${ROLES_PATH}/details/:id`} element={<RoleDetails />} />,
  ],
  // The add and details pages sit beside the list (its menu entry is the list path).
  pages: [{ path: ROLES_PATH, labelKey: 'app.roles.title', group: USER_MANAGEMENT_GROUP }],
};
