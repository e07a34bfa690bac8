import type { Executor } from '../list';

/**
 * A job names the mail, not its content: the worker builds the message before its first send (a
 * reset link is made then) and keeps it for retries.
 */
export type MailJob =
  /** Nothing is sent for an unknown email, and the caller cannot tell. */
  | { kind: 'passwordReset'; email: string }
  | { kind: 'passwordReset'; userId: string; requestedBy: string }
  | { kind: 'checkInCode'; attendeeId: string }
  /** Sent to the previous address, so a hijacked account's owner hears of it. */
  | { kind: 'emailChanged'; userId: string; previousEmail: string; newEmail: string; changedBy: string; changedAt: string }
  | { kind: 'complianceReminder'; reminderId: string };

export type MailJobKind = MailJob['kind'];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged in outbox-folder mode only, so a developer can follow it. */
  link?: string;
}

export interface MailContext {
  /** Never taken from a request, whose Host header an attacker chooses. */
  publicUrl: string;
}

/** null when there is nothing to send. */
export type MailBuilder<K extends MailJobKind> = (
  db: Executor,
  job: Extract<MailJob, { kind: K }>,
  context: MailContext,
) => Promise<Mail | null>;

/** Given by the resources, so the engine imports no resource. */
export type MailBuilders = { [K in MailJobKind]: MailBuilder<K> };
