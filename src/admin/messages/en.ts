import shell from '../i18n/en';
import dashboard from '../dashboard/i18n/en';
import audit from '../resources/audit/i18n/en';
import companies from '../resources/companies/i18n/en';
import courses from '../resources/courses/i18n/en';
import events from '../resources/events/i18n/en';
import imports from '../resources/imports/i18n/en';
import locations from '../resources/locations/i18n/en';
import payments from '../resources/payments/i18n/en';
import roles from '../resources/roles/i18n/en';
import sponsorships from '../resources/sponsorships/i18n/en';
import users from '../resources/users/i18n/en';
import { assemble } from './assemble';

/** The English words, by fragment: the shell's (src/admin/i18n), the dashboard's and each resource's. */
export const fragments = { shell, dashboard, audit, companies, courses, events, imports, locations, payments, roles, sponsorships, users };

/** The English catalogue: bundled in the entry, since react-admin needs its fallback at once. */
const en = assemble(fragments);

/** The shape of every catalogue: the other five assemble fragments typed by the English ones. */
export type AppMessages = typeof en;

export default en;
