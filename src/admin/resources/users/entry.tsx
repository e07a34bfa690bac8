import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../common/lazyScreen';
import { resourceElsewhere } from '../../common/resourceRoutes';
import { PROFILE_PATH, USER_MANAGEMENT_GROUP } from '../../modules';
import type { ResourceEntry } from '../../resourceEntry';
import { USER_ADD_PATH, USER_LIST_PATH, USER_MANAGEMENT_PATH, userEditPath, USERS_PATH } from './paths';

const UserList = lazyScreen(() => import('./UserList').then((m) => m.UserList));
const UserCreate = lazyScreen(() => import('./UserCreate').then((m) => m.UserCreate));
const UserEdit = lazyScreen(() => import('./UserEdit').then((m) => m.UserEdit));
const ProfileEditPage = lazyScreen(() => import('./ProfileEditPage').then((m) => m.ProfileEditPage));

/**
 * The user screens live under /user-management, not under the resource's own path (react-admin's
 * is `/users`, whose list, create and record paths lead to them).
 */
const PATHS = { list: USER_LIST_PATH, add: USER_ADD_PATH, record: userEditPath };

export const users: ResourceEntry = {
  name: 'users',
  listSort: { field: 'createdAt', order: 'DESC' },
  paths: PATHS,
  module: 'User Management',
  api: {
    listPath: '/users/list/all',
    exportPath: '/export/users',
    listKey: 'users',
    onePath: '/users/{id}',
    oneKey: 'user',
    createPath: '/users/create',
    updatePath: '/users/update/{id}',
    deletePath: '/users/{id}',
    statusPath: '/users/update/active/inactive/{id}',
    // The company's members, the pickers' active users and the purchasable list are plain parameters.
    queryParams: ['companyId', 'activeOnly', 'isPurchasableListAccess'],
  },
  resource: resourceElsewhere(PATHS, PeopleIcon),
  // Shows with view permission for its own module, not the group's.
  menu: { path: USER_LIST_PATH, labelKey: 'app.users.title', icon: PeopleIcon, group: USER_MANAGEMENT_GROUP },
  routes: [
    <Route key="user-management" path={USER_MANAGEMENT_PATH} element={<Navigate to={USER_LIST_PATH} replace />} />,
    <Route key="users" path={USERS_PATH} element={<Navigate to={USER_LIST_PATH} replace />} />,
    <Route key="users-list" path={USER_LIST_PATH} element={<UserList />} />,
    <Route key="users-add" path={USER_ADD_PATH} element={<UserCreate />} />,
    <Route key="users-edit" path={`${USERS_PATH}/edit/:id`} element={<UserEdit />} />,
    // Every signed-in user's own profile, whatever their modules.
    <Route key="profile" path={PROFILE_PATH} element={<ProfileEditPage />} />,
  ],
  // The add and edit pages sit beside the list (its menu entry is the list path).
  pages: [
    { path: USERS_PATH, labelKey: 'app.users.title', group: USER_MANAGEMENT_GROUP },
    { path: PROFILE_PATH, labelKey: 'app.profile.edit.title' },
  ],
};
