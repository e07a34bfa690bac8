CREATE TABLE "compliance_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"hours_left" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_months" integer NOT NULL,
	"hours_required" numeric(6, 2) NOT NULL,
	"cycle_basis" text NOT NULL,
	"cycle_start" date NOT NULL,
	"count_by" text NOT NULL,
	"deliveries" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "compliance_standings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"hours_earned" numeric(8, 2) DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_settings" ADD CONSTRAINT "compliance_settings_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_standings" ADD CONSTRAINT "compliance_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_reminders_user_day_key" ON "compliance_reminders" USING btree ("user_id","sent_on");--> statement-breakpoint
CREATE INDEX "compliance_reminders_user_idx" ON "compliance_reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "compliance_standings_cycle_end_idx" ON "compliance_standings" USING btree ("cycle_end");--> statement-breakpoint
CREATE INDEX "compliance_standings_hours_idx" ON "compliance_standings" USING btree ("hours_earned");--> statement-breakpoint
CREATE INDEX "compliance_standings_reminded_idx" ON "compliance_standings" USING btree ("last_reminded_at");