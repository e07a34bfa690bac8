DROP INDEX "compliance_standings_cycle_end_idx";--> statement-breakpoint
DROP INDEX "compliance_standings_hours_idx";--> statement-breakpoint
DROP INDEX "compliance_standings_reminded_idx";--> statement-breakpoint
ALTER TABLE "compliance_standings" ADD COLUMN "hours_left" numeric(8, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_standings" ADD COLUMN "behind_from" date;--> statement-breakpoint
ALTER TABLE "compliance_standings" ADD COLUMN "name_in_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_standings" ADD COLUMN "company_name_in_lower" text;--> statement-breakpoint
CREATE INDEX "compliance_standings_name_idx" ON "compliance_standings" USING btree ("name_in_lower","user_id");--> statement-breakpoint
CREATE INDEX "compliance_standings_left_idx" ON "compliance_standings" USING btree ("hours_left","name_in_lower","user_id");--> statement-breakpoint
CREATE INDEX "compliance_standings_company_idx" ON "compliance_standings" USING btree ("company_name_in_lower","name_in_lower","user_id");--> statement-breakpoint
CREATE INDEX "compliance_standings_behind_idx" ON "compliance_standings" USING btree ("behind_from");--> statement-breakpoint
CREATE INDEX "compliance_standings_cycle_end_idx" ON "compliance_standings" USING btree ("cycle_end","name_in_lower","user_id");--> statement-breakpoint
CREATE INDEX "compliance_standings_hours_idx" ON "compliance_standings" USING btree ("hours_earned","name_in_lower","user_id");--> statement-breakpoint
CREATE INDEX "compliance_standings_reminded_idx" ON "compliance_standings" USING btree ("last_reminded_at","name_in_lower","user_id");