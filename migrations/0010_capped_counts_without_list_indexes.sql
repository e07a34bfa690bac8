-- The b-tree twins of the multi-value fields' GIN indexes: they served exact counts by an
-- index-only scan; with totals capped at 1,000 a capped count walked them in value order (the
-- users whose first value sorts last were found last) and took 100-230 ms at 1,000,000 users,
-- against 15-25 ms through the GIN index (docs/PERFORMANCE.md, "Totals").
DROP INDEX IF EXISTS "users_groups_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_market_area_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_specialty_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_line_of_work_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_mncar_market_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_business_list_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_volunteer_list_idx";