import shell from '../i18n/fr';
import dashboard from '../dashboard/i18n/fr';
import audit from '../resources/audit/i18n/fr';
import companies from '../resources/companies/i18n/fr';
import courses from '../resources/courses/i18n/fr';
import events from '../resources/events/i18n/fr';
import imports from '../resources/imports/i18n/fr';
import locations from '../resources/locations/i18n/fr';
import payments from '../resources/payments/i18n/fr';
import roles from '../resources/roles/i18n/fr';
import sponsorships from '../resources/sponsorships/i18n/fr';
import users from '../resources/users/i18n/fr';
import { assemble } from './assemble';
import type { AppMessages } from './en';

/** The French words, by fragment, in the order of messages/en.ts. */
export const fragments = { shell, dashboard, audit, companies, courses, events, imports, locations, payments, roles, sponsorships, users };

/** The French catalogue: this module and its fragments are the one chunk the language menu downloads. */
const fr: AppMessages = assemble(fragments);

export default fr;
