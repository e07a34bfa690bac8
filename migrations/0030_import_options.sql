ALTER TABLE "imports" ADD COLUMN "filled_counts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "date_format" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "unknown_company" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "checked_notes" jsonb;