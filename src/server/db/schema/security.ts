import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One signed-in session: its id travels in the token (`sid`). Signing out revokes this row only;
 * 'Sign out everywhere', a password change, deactivation or the loss of every role raise the user's
 * token version, which ends every session at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Client address and browser at sign-in, for the person's own list of sessions. */
    clientAddress: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed sign-in counters, kept where every app instance sees them. A key counts failures of one
 * client address ('addr:<address>') or of one account from one address ('pair:<hash>:<address>');
 * never of an account as a whole, so nobody can lock another person out.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Refused until then (429 with Retry-After); null while below the limit. */
    blockedUntil: timestamp({ withTimezone: true }),
    /** When the row may be forgotten (the window and any block are over). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_throttle_expires_at_idx').on(t.expiresAt)],
);

/**
 * Mail waiting to go out, drained by a worker (`FOR UPDATE SKIP LOCKED`, so each message leaves
 * once whatever the number of app instances). A job names what to send, not the message itself:
 * a password reset link is made when the mail is sent, so no usable token is ever stored.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** pending, sent, skipped (nothing to send, e.g. an unknown email), failed (gave up). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Every uploaded file and who uploaded it: the daily quota, and proof that a picture path is ours. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The served path, '/uploads/<uuid>.<ext>'. */
    path: text().notNull().unique(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * When each periodic job last ran, across every app instance: an instance claims a due job by moving
 * its time forward in one statement, so each run happens once whatever the number of instances.
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  job: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
});
