/** The dashboard's constants, without zod (src/shared/dashboard.ts says what each figure means). */

/** New users are those registered in this many days up to `date`. */
export const NEW_USER_DAYS = 30;
/** Periods in each chart (spec 000 §9). */
export const DASHBOARD_PERIODS = 5;
