import { dashboard } from './dashboard';
import { audit } from './resources/audit/entry';
import { companies } from './resources/companies/entry';
import { compliance } from './resources/compliance/entry';
import { courses } from './resources/courses/entry';
import { companyImports, userImports } from './resources/imports/entry';
import { eventAttendees, events } from './resources/events/entry';
import { locations, members } from './resources/locations/entry';
import { payments } from './resources/payments/entry';
import { roles } from './resources/roles/entry';
import { sponsorships } from './resources/sponsorships/entry';
import { users } from './resources/users/entry';
import { apiTable, entryRoutes, listAt, menuScreens, recordAt, resourceDefinitions, resourceModules, resourceProps, screenAt, type ResourceEntry } from './resourceEntry';

/**
 * Every resource of the app, one line each, in menu order. Only App.tsx imports this list; the
 * rest of the app reads the resources from react-admin's context.
 */
export const REGISTRY: readonly ResourceEntry[] = [
  dashboard,
  events,
  companies,
  courses,
  compliance,
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

/** The `<Resource>`s App.tsx renders, and the definitions they register. */
export const RESOURCES = REGISTRY.map(resourceProps);
export const RESOURCE_DEFINITIONS = resourceDefinitions(RESOURCES);
/** The entries' pages outside `/<name>`, inside the layout. */
export const ENTRY_ROUTES = REGISTRY.flatMap(entryRoutes);
/** The side menu's screens and the root redirect's targets. */
export const MODULE_SCREENS = menuScreens(REGISTRY);
/** The dataProvider's path table. */
export const API_TABLE = apiTable(REGISTRY);
/** canAccess's resource → module map. */
export const RESOURCE_MODULES = resourceModules(REGISTRY);
/** Starts downloading the screen at `pathname`, if an entry has one there. */
export const preloadScreenAt = (pathname: string) => screenAt(REGISTRY, pathname)?.();
/** The list at a path, with the order it opens in (App.tsx asks for its first page at boot). */
export const listAtPath = (pathname: string) => listAt(REGISTRY, pathname);
/** The record at a path, for an edit screen (App.tsx asks for it at boot). */
export const recordAtPath = (pathname: string) => recordAt(REGISTRY, pathname);
