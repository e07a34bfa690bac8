/** Without zod, which stays off the screens' first download. */

export const NEW_USER_DAYS = 30;
export const DASHBOARD_PERIODS = 5;
