import shell from '../i18n/es';
import dashboard from '../dashboard/i18n/es';
import audit from '../resources/audit/i18n/es';
import companies from '../resources/companies/i18n/es';
import courses from '../resources/courses/i18n/es';
import events from '../resources/events/i18n/es';
import imports from '../resources/imports/i18n/es';
import locations from '../resources/locations/i18n/es';
import payments from '../resources/payments/i18n/es';
import roles from '../resources/roles/i18n/es';
import sponsorships from '../resources/sponsorships/i18n/es';
import users from '../resources/users/i18n/es';
import { assemble } from './assemble';
import type { AppMessages } from './en';

/** The Spanish words, by fragment, in the order of messages/en.ts. */
export const fragments = { shell, dashboard, audit, companies, courses, events, imports, locations, payments, roles, sponsorships, users };

/** The Spanish catalogue: this module and its fragments are the one chunk the language menu downloads. */
const es: AppMessages = assemble(fragments);

export default es;
