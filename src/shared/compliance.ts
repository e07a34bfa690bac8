import type { CourseDelivery } from './events';
import { ASSOCIATION_MARKETS } from './userValues';

/**
 * Continuing-education compliance: every active member with a licence number earns credit hours in
 * cycles of a set length; the settings say how long, how many hours, and which courses count.
 * Cycle days are the association's (America/Chicago), like every date it mails. The request bodies
 * are in complianceBodies.ts, so the screens that need only these values do not carry the schemas.
 */

export const COMPLIANCE_STATUSES = ['behind', 'onTrack', 'complete'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** fixed: one cycle for everyone from a start date; registered: each member's from their registration day. */
export const CYCLE_BASES = ['fixed', 'registered'] as const;
export type CycleBasis = (typeof CYCLE_BASES)[number];

export const COUNT_BY = ['delivery', 'course'] as const;
export type CountBy = (typeof COUNT_BY)[number];

export const ENDING_WITHIN_DAYS = [30, 60, 90] as const;
export const HOURS_REQUIRED_MAX = 999.75;
export const CYCLE_MONTHS_MAX = 120;
/** A reminder batch is a chosen set, not a mass mailing. */
export const REMINDER_BATCH_MAX = 1000;


export interface ComplianceSettings {
  cycleMonths: number;
  hoursRequired: number;
  cycleBasis: CycleBasis;
  cycleStart: string;
  countBy: CountBy;
  deliveries: CourseDelivery[];
  courseIds: string[];
  version: number;
  changedAt: string;
  /** null for the settings the product starts with. */
  changedBy: { _id: string; name: string } | null;
}

export const COMPLIANCE_SORT_KEYS = ['name', 'hoursEarned', 'hoursLeft', 'cycleEnd', 'lastRemindedAt', 'company'] as const;
export type ComplianceSortKey = (typeof COMPLIANCE_SORT_KEYS)[number];
export const COMPLIANCE_FILTER_KEYS = ['status', 'endingWithin', 'companyId', 'mncarMarket'] as const;
export const COMPLIANCE_MARKETS = ASSOCIATION_MARKETS;

export interface ComplianceMember {
  /** The member's user id. */
  _id: string;
  name: string;
  email: string;
  reLicenseNo: string;
  company: { _id: string; name: string } | null;
  mncarMarket: string[];
  cycleStart: string;
  /** The cycle's last day. */
  cycleEnd: string;
  hoursEarned: number;
  hoursRequired: number;
  hoursLeft: number;
  status: ComplianceStatus;
  lastRemindedAt: string | null;
}

export interface ComplianceHistoryEntry {
  _id: string;
  event: { _id: string; name: string; startAt: string };
  course: { _id: string; code: string; title: string } | null;
  creditHours: number;
  /** Whether the settings count it towards the requirement. */
  counts: boolean;
}

export interface ComplianceCycle {
  start: string;
  end: string;
  hoursEarned: number;
  hoursRequired: number;
  current: boolean;
  entries: ComplianceHistoryEntry[];
}

export interface ComplianceHistory {
  member: ComplianceMember;
  cycles: ComplianceCycle[];
  reminders: { sentAt: string; sentBy: { _id: string; name: string } | null; hoursLeft: number }[];
}


export interface ReminderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ReminderPreview {
  /** Members who would get the mail now. */
  count: number;
  remindedToday: number;
  /** Chosen ids that are not licensee members (anymore). */
  notListed: number;
  /** The first recipient's mail, as it would leave. */
  mail: ReminderMail | null;
}

export interface ReminderResult {
  sent: number;
  remindedToday: number;
  notListed: number;
}

export interface ComplianceSummary {
  behind: number;
  onTrack: number;
  complete: number;
  /** Behind, with a cycle ending within the dashboard's window. */
  behindEndingSoon: number;
  endingSoonDays: number;
}

export const DASHBOARD_ENDING_DAYS = 60;

export const COMPLIANCE_MESSAGES = {
  settingsUpdated: 'CE settings updated successfully!',
  settingsStale: 'The CE settings were changed by someone else since you opened them. Reload to see their version, then make your change again.',
  cycleStartInFuture: 'Cycle start cannot be in the future',
  unknownCourses: (n: number) => `${n} of the chosen courses ${n === 1 ? 'does' : 'do'} not exist`,
  memberNotListed: 'This user is not a licensee member',
  remindersSent: (n: number) => `${n} reminder${n === 1 ? '' : 's'} sent`,
} as const;
