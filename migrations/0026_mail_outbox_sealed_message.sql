ALTER TABLE "mail_outbox" ADD COLUMN "sealed_message" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;