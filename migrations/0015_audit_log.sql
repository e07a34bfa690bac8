CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"tx_id" bigint,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"record_label" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"related" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reverts" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_tx_record_key" ON "audit_log" USING btree ("tx_id","entity","record_id") WHERE "audit_log"."tx_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_related_idx" ON "audit_log" USING gin ("related");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at","id");