import type { Executor } from '../list';

/**
 * What the mail outbox can be asked to send. A job names the mail, not its content: the worker
 * builds the message before its first send (a reset link is made then) and keeps it for retries.
 */
export type MailJob =
  /** 'Forgot password': any email; nothing is sent when it is unknown or the account inactive. */
  | { kind: 'passwordReset'; email: string }
  /** Edit User's 'Send password reset link': the user by id; `requestedBy` is the staff user's id. */
  | { kind: 'passwordReset'; userId: string; requestedBy: string }
  /** The registration mail of an event attendee, with their own check-in code. */
  | { kind: 'checkInCode'; attendeeId: string }
  /**
   * The notice to an account's previous email that it was changed: by `changedBy` (a user id; the
   * account itself when it is its own id) at `changedAt` (ISO 8601), to `newEmail`.
   */
  | { kind: 'emailChanged'; userId: string; previousEmail: string; newEmail: string; changedBy: string; changedAt: string };

export type MailJobKind = MailJob['kind'];

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries; logged in outbox-folder mode only, so a developer can follow it. */
  link?: string;
}

export interface MailContext {
  /** The app's own origin, for links: never taken from a request. */
  publicUrl: string;
}

/** Builds the message of a job once, before its first send; null when there is nothing to send (the job is 'skipped'). */
export type MailBuilder<K extends MailJobKind> = (
  db: Executor,
  job: Extract<MailJob, { kind: K }>,
  context: MailContext,
) => Promise<Mail | null>;

/** One builder per kind of job, given by the resources when the app registers the mail worker. */
export type MailBuilders = { [K in MailJobKind]: MailBuilder<K> };
