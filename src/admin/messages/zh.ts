import shell from '../i18n/zh';
import dashboard from '../dashboard/i18n/zh';
import audit from '../resources/audit/i18n/zh';
import companies from '../resources/companies/i18n/zh';
import courses from '../resources/courses/i18n/zh';
import events from '../resources/events/i18n/zh';
import imports from '../resources/imports/i18n/zh';
import locations from '../resources/locations/i18n/zh';
import payments from '../resources/payments/i18n/zh';
import roles from '../resources/roles/i18n/zh';
import sponsorships from '../resources/sponsorships/i18n/zh';
import users from '../resources/users/i18n/zh';
import { assemble } from './assemble';
import type { AppMessages } from './en';

/** The Chinese words, by fragment, in the order of messages/en.ts. */
export const fragments = { shell, dashboard, audit, companies, courses, events, imports, locations, payments, roles, sponsorships, users };

/** The Chinese catalogue: this module and its fragments are the one chunk the language menu downloads. */
const zh: AppMessages = assemble(fragments);

export default zh;
