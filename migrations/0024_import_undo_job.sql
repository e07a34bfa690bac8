ALTER TABLE "imports" ADD COLUMN "undo_from" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "undo_records" integer;