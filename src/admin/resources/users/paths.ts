/** The user screens live under /user-management; the react-admin resource is `users`. */
export const USER_MANAGEMENT_PATH = '/user-management';
export const USERS_PATH = `${USER_MANAGEMENT_PATH}/users`;
export const USER_LIST_PATH = `${USERS_PATH}/list`;
export const USER_ADD_PATH = `${USERS_PATH}/add`;
export const userEditPath = (id: string | number) => `${USERS_PATH}/edit/${encodeURIComponent(String(id))}`;
