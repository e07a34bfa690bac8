import { dashboard } from './dashboard';
import { audit } from './resources/audit';
import { companies } from './resources/companies';
import { courses } from './resources/courses';
import { companyImports, userImports } from './resources/imports';
import { eventAttendees, events } from './resources/events';
import { locations, members } from './resources/locations';
import { payments } from './resources/payments';
import { roles } from './resources/roles';
import { sponsorships } from './resources/sponsorships';
import { users } from './resources/users';
import { apiTable, menuScreens, resourceModules, shellPages, type ResourceEntry } from './resourceEntry';

/**
 * Every resource of the app, one line each, in menu order (spec 000 §2). Adding a resource is a
 * folder under `resources/` whose `index.tsx` exports its entry, and one line here; everything
 * below is derived.
 */
export const REGISTRY: readonly ResourceEntry[] = [
  dashboard,
  events,
  companies,
  courses,
  users,
  roles,
  sponsorships,
  payments,
  audit,
  locations,
  members,
  eventAttendees,
  userImports,
  companyImports,
];

/** The side menu's screens and the root redirect's targets. */
export const MODULE_SCREENS = menuScreens(REGISTRY);
/** The dataProvider's path table. */
export const API_TABLE = apiTable(REGISTRY);
/** canAccess's resource → module map. */
export const RESOURCE_MODULES = resourceModules(REGISTRY);
/** Pages the shell names besides the menu's screens. */
export const RESOURCE_PAGES = shellPages(REGISTRY);
