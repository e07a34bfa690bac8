import { getFieldLabelTranslationArgs, type TranslateFunction } from 'react-admin';
import type { AuditEntry, AuditFieldChange } from '../../../shared/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../shared/auditValues';
import { ACCESS_FLAGS, ACTIONS, type AccessFlag, type ModuleName } from '../../../shared/modules';
import { MODULE_LABEL_KEYS } from '../../modules';
import { formatUsDate, formatUsDateTime } from '../../../shared/formats';
import { formatCents, type PaymentMethod, type PaymentPurpose, type PaymentStatus } from '../../../shared/payments';
import { userTypeLabel } from '../../layout/userTypeLabel';
import { deliveryLabel } from '../courses';
import { eventStatusLabel } from '../events';
import { METHOD_LABELS, PURPOSE_LABELS, STATUS_LABELS } from '../payments';

/** An audit entry as react-admin holds it. */
export type AuditRecord = AuditEntry & { id: string };

export const ENTITY_CHOICES = AUDIT_ENTITIES.map((id) => ({ id, name: `app.audit.entities.${id}` }));
export const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: `app.audit.actions.${id}` }));

/** The label key of a record type or an action; an unknown one reads as it is. */
export const entityLabel = (entity: string) => ((AUDIT_ENTITIES as readonly string[]).includes(entity) ? `app.audit.entities.${entity}` : entity);
export const actionLabel = (action: string) => ((AUDIT_ACTIONS as readonly string[]).includes(action) ? `app.audit.actions.${action}` : action);

/** Security events and previews: things that happened, with nothing to put back. */
const SECURITY_ACTIONS = new Set(['signIn', 'signOut', 'signOutEverywhere', 'passwordResetSent', 'passwordReset', 'previewStart', 'previewEnd']);

/**
 * Fields whose label the record screens keep under another name than the history's (the history
 * names a column as the API does: `companyId`; the user form says `company`).
 */
const FIELD_ALIASES: Record<string, Record<string, string>> = {
  users: {
    companyId: 'company',
    companyLocationId: 'companyLocation',
    websiteUrl: 'websiteURL',
    realtorAssociation: 'MemberOfFollowingREALTORAssociation',
    passwordHash: 'password',
  },
  companies: { sponsorships: 'sponsership' },
  events: { courseId: 'course' },
  payments: { userId: 'user', companyId: 'company', eventId: 'event', payerName: 'payer', amountCents: 'amount' },
};

/**
 * A recorded field's label in the reader's language: the history's own where the record's screens
 * have none (`app.audit.recordFields.<entity>.*`), else the label those screens use
 * (`app.<entity>.fields.*` where a resource keeps them there, else `resources.<entity>.fields.*`, as
 * react-admin's fields look it up); a role's access to a module reads 'Access: Payment'.
 */
export function fieldLabel(entity: string, field: string, translate: TranslateFunction): string {
  if (field.startsWith('access.')) {
    const module = field.slice('access.'.length);
    const key = MODULE_LABEL_KEYS[module as ModuleName];
    return translate('app.audit.access', { module: key ? translate(key) : module });
  }
  const name = FIELD_ALIASES[entity]?.[field] ?? field;
  for (const key of [`app.audit.recordFields.${entity}.${field}`, `app.${entity}.fields.${name}`]) {
    const label = translate(key, { _: '' });
    if (label && label !== key) return label;
  }
  // react-admin's own: `resources.<entity>.fields.<name>`, else the field's name in words.
  return translate(...getFieldLabelTranslationArgs({ resource: entity, source: name }));
}

/** Whether a value holds rich text (HTML), shown as a readable diff of its words. */
export function isRichText(value: unknown): value is string {
  return typeof value === 'string' && /<\/?[a-z][^>]*>/i.test(value);
}

/** The words of a rich text, without its markup. */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  // Blocks and line breaks separate words.
  document.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6').forEach((node) => node.append(' '));
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** How one choice value reads, for the fields whose screens show a label rather than the value. */
function choiceLabel(entity: string, field: string, value: string, translate: TranslateFunction): string | undefined {
  if (entity === 'users' && field === 'role') return userTypeLabel(value, translate);
  if (entity === 'courses' && field === 'delivery') return translate(deliveryLabel(value));
  if (entity === 'events' && field === 'status') return translate(eventStatusLabel(value));
  if (entity === 'payments') {
    const keys: Record<string, Record<string, string>> = { purpose: PURPOSE_LABELS, method: METHOD_LABELS, status: STATUS_LABELS };
    const key = keys[field]?.[value as PaymentPurpose & PaymentMethod & PaymentStatus];
    if (key) return translate(key);
  }
  return undefined;
}

/** A role's access flags as the role matrix names them: View, Edit. */
function flagsLabel(flags: unknown[], translate: TranslateFunction): string {
  const actionOf = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, Object.keys(ACTIONS).find((action) => ACTIONS[action as keyof typeof ACTIONS] === flag)]));
  return flags.map((flag) => translate(`app.access.actions.${actionOf[flag as AccessFlag] ?? String(flag)}`, { _: String(flag) })).join(', ');
}

/**
 * One side of a change as the record's screens show it: referenced records by name, dates as the
 * lists write them, amounts in dollars, choices by label, yes/no, a role's access by action; rich
 * text as its words. Empty reads '(empty)'.
 */
export function formatValue(
  entity: string,
  change: AuditFieldChange,
  side: 'old' | 'new',
  translate: TranslateFunction,
): string {
  const value = change[side];
  const label = side === 'old' ? change.oldLabel : change.newLabel;
  const empty = translate('app.audit.change.empty');
  if (label !== undefined) {
    const names = Array.isArray(label) ? label.filter(Boolean) : [label];
    return names.length > 0 ? names.join(', ') : empty;
  }
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return empty;
  if (change.field.startsWith('access.') && Array.isArray(value)) return flagsLabel(value, translate);
  if (typeof value === 'boolean') {
    if (change.field === 'isActive') return translate(value ? 'app.status.active' : 'app.status.inactive');
    return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  }
  if (typeof value === 'number') {
    return /Cents$/.test(change.field) ? formatCents(value) : value.toLocaleString('en-US');
  }
  if (typeof value === 'string') {
    const choice = choiceLabel(entity, change.field, value, translate);
    if (choice !== undefined) return choice;
    if (DATE_ONLY.test(value)) return formatUsDate(`${value}T12:00:00`);
    if (DATE_TIME.test(value)) return formatUsDateTime(value);
    return isRichText(value) ? plainText(value) : value;
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') {
    // An address and the like: its filled parts, in order.
    return Object.values(value as Record<string, unknown>)
      .filter((part) => part !== null && part !== undefined && part !== '')
      .map(String)
      .join(', ');
  }
  return String(value);
}

export type RevertKind = 'revert' | 'restore';

/**
 * What can be done with an entry: revert its fields (an update, a status change, a revert or a
 * restore), restore the record (a deletion), or nothing, with the reason's key.
 */
export function revertKind(entry: AuditEntry): { kind: RevertKind; fields: AuditFieldChange[] } | { kind: null; reason: string } {
  if (SECURITY_ACTIONS.has(entry.action)) return { kind: null, reason: 'app.audit.revert.reasons.security' };
  if (entry.action === 'create') return { kind: null, reason: 'app.audit.revert.reasons.create' };
  if (entry.action === 'delete') return { kind: 'restore', fields: entry.changes };
  const fields = entry.changes.filter((change) => !change.changed);
  if (fields.length === 0) return { kind: null, reason: 'app.audit.revert.reasons.secret' };
  return { kind: 'revert', fields };
}

/** The entity's record screen, for those whose record has one (a location or an attendance has none of its own). */
const RECORD_RESOURCES = new Set(['users', 'companies', 'roles', 'sponsorships', 'courses', 'events', 'payments']);
export function hasRecordScreen(entity: string): boolean {
  return RECORD_RESOURCES.has(entity);
}
