import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lowerCaseOf, updatedAtColumn } from '../../db/schema/columns';
import { companies } from '../../db/schema/directory';

export const sponsorships = pgTable(
  'sponsorships',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    position: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('sponsorships_name_in_lower_key').on(t.nameInLower),
    index('sponsorships_position_idx').on(t.position, t.nameInLower),
  ],
);

export const companySponsorships = pgTable(
  'company_sponsorships',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sponsorshipId: uuid()
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.sponsorshipId] }),
    index('company_sponsorships_sponsorship_idx').on(t.sponsorshipId),
  ],
);

export type SponsorshipRow = typeof sponsorships.$inferSelect;
export type NewSponsorship = typeof sponsorships.$inferInsert;
