-- Indexes the bench never scanned (pg_stat_user_indexes, docs/PERFORMANCE.md) on tables that stay
-- small by nature (roles: tens of rows; courses and events: hundreds to a few thousand in decades):
-- PostgreSQL reads them whole faster than through these, and each write kept them up to date.
DROP INDEX "roles_created_at_idx";--> statement-breakpoint
DROP INDEX "courses_title_in_lower_idx";--> statement-breakpoint
DROP INDEX "courses_title_trgm_idx";--> statement-breakpoint
DROP INDEX "events_created_at_idx";--> statement-breakpoint
DROP INDEX "events_name_trgm_idx";