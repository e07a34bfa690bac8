import shell from '../i18n/de';
import dashboard from '../dashboard/i18n/de';
import audit from '../resources/audit/i18n/de';
import companies from '../resources/companies/i18n/de';
import courses from '../resources/courses/i18n/de';
import events from '../resources/events/i18n/de';
import imports from '../resources/imports/i18n/de';
import locations from '../resources/locations/i18n/de';
import payments from '../resources/payments/i18n/de';
import roles from '../resources/roles/i18n/de';
import sponsorships from '../resources/sponsorships/i18n/de';
import users from '../resources/users/i18n/de';
import { assemble } from './assemble';
import type { AppMessages } from './en';

/** The German words, by fragment, in the order of messages/en.ts. */
export const fragments = { shell, dashboard, audit, companies, courses, events, imports, locations, payments, roles, sponsorships, users };

/** The German catalogue: this module and its fragments are the one chunk the language menu downloads. */
const de: AppMessages = assemble(fragments);

export default de;
