/** The role screens live under /user-management; the react-admin resource is `roles`. */
export const ROLES_PATH = '/user-management/roles';
export const ROLE_LIST_PATH = `${ROLES_PATH}/list`;
export const ROLE_ADD_PATH = `${ROLES_PATH}/add`;
export const roleDetailsPath = (id: string | number) => `${ROLES_PATH}/details/${encodeURIComponent(String(id))}`;
