import shell from '../i18n/ja';
import dashboard from '../dashboard/i18n/ja';
import audit from '../resources/audit/i18n/ja';
import companies from '../resources/companies/i18n/ja';
import courses from '../resources/courses/i18n/ja';
import events from '../resources/events/i18n/ja';
import imports from '../resources/imports/i18n/ja';
import locations from '../resources/locations/i18n/ja';
import payments from '../resources/payments/i18n/ja';
import roles from '../resources/roles/i18n/ja';
import sponsorships from '../resources/sponsorships/i18n/ja';
import users from '../resources/users/i18n/ja';
import { assemble } from './assemble';
import type { AppMessages } from './en';

/** The Japanese words, by fragment, in the order of messages/en.ts. */
export const fragments = { shell, dashboard, audit, companies, courses, events, imports, locations, payments, roles, sponsorships, users };

/** The Japanese catalogue: this module and its fragments are the one chunk the language menu downloads. */
const ja: AppMessages = assemble(fragments);

export default ja;
