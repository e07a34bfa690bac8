import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './directory';

/** A row per sign-in, so signing out ends one session and the others stay. */
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
    clientAddress: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** In the database, so every app instance sees the same counts. */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp({ withTimezone: true }),
    /** The window and any block are over. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_throttle_expires_at_idx').on(t.expiresAt)],
);

/** A mail queued in the write's own transaction leaves only if that transaction commits. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    status: text().notNull().default('pending'),
    /** A worker holds a row only while `attempts` is still the number its claim set. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Encrypted: it can hold a reset link. */
    sealedMessage: text(),
    /** Fixed at rendering, so a receiver can drop a duplicate. */
    messageId: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** For the daily quota, and proof that a picture path is ours. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    path: text().notNull().unique(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Claimed by moving the time forward in one statement, so a run happens once whatever the number of instances. */
export const maintenanceRuns = pgTable('maintenance_runs', {
  job: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
});
