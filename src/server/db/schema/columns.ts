import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The lower case of a text column of the same row (its SQL name), kept by PostgreSQL as a stored
 * generated column: case-insensitive sorts, unique keys and searches read it, and no write sets it
 * (migration 0012).
 */
export const lowerCaseOf = (column: string) => text().notNull().generatedAlwaysAs(sql.raw(`lower(${column})`));

/**
 * When the row was last changed, and so its version (src/server/core/recordVersion.ts): set by
 * Drizzle on every update of the table to the transaction's start, the time its audit entry bears.
 * Housekeeping that is not an edit of the record (a token version bump, a new password) keeps the
 * old value by setting the column to itself.
 */
export const updatedAtColumn = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
