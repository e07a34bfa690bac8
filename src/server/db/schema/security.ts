import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './directory';

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
 * Mail waiting to go out, drained by a worker in every app instance (src/server/core/mail/outbox.ts).
 * A job names what to send; its message is rendered once, before the first send, and kept sealed
 * here until delivered, so every delivery of a row is the same message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** pending, sent, skipped (nothing to send, e.g. an unknown email), failed (gave up). */
    status: text().notNull().default('pending'),
    /** Claims so far; a worker holds a row only while `attempts` is still the number its claim set. */
    attempts: integer().notNull().default(0),
    /** When the row may be claimed: the end of a retry's wait, or of the current claim's lease. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The rendered message, encrypted (it can hold a reset link); wiped once delivered or given up. */
    sealedMessage: text(),
    /** The message's Message-ID header, fixed at its rendering, so a receiver can drop a duplicate. */
    messageId: text(),
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
