import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The lower case of a text column of the same row (its SQL name), kept by PostgreSQL as a stored
 * generated column: case-insensitive sorts, unique keys and searches read it, and no write sets it
 * (migration 0012).
 */
export const lowerCaseOf = (column: string) => text().notNull().generatedAlwaysAs(sql.raw(`lower(${column})`));
