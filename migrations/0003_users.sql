CREATE TABLE "user_preferences" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "user_support_staff" (
	"user_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "user_support_staff_user_id_staff_id_pk" PRIMARY KEY("user_id","staff_id")
);
--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_name_in_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fax" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text DEFAULT 'MN' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT 'United States' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nrds" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "re_license_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mncar_member_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mncarl_member_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mncar_miscellaneous_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alow_mcpe_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mcpe_access_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "designations" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "website_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry_experience" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "realtor_association" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "real_state_specialty" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "market_area_specialty" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_line_of_work" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mncar_market" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "type_of_business" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "volunteer" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ethics" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "orientation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bill_to_home_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "generation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cdx_access_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "biography" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_support_staff" ADD CONSTRAINT "user_support_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_support_staff" ADD CONSTRAINT "user_support_staff_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_support_staff_staff_idx" ON "user_support_staff" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nrds_key" ON "users" USING btree ("nrds");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_role_sort_idx" ON "users" USING btree ("role","name_in_lower","id");--> statement-breakpoint
CREATE INDEX "users_mcpe_access_sort_idx" ON "users" USING btree ("alow_mcpe_access","name_in_lower","id");--> statement-breakpoint
CREATE INDEX "users_mcpe_type_sort_idx" ON "users" USING btree ("mcpe_access_type","name_in_lower","id");--> statement-breakpoint
CREATE INDEX "users_active_sort_idx" ON "users" USING btree ("is_active","name_in_lower","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_in_lower","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name_in_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nrds_trgm_idx" ON "users" USING gin ("nrds" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_groups_idx" ON "users" USING gin ("groups");--> statement-breakpoint
CREATE INDEX "users_market_area_idx" ON "users" USING gin ("market_area_specialty");--> statement-breakpoint
CREATE INDEX "users_specialty_idx" ON "users" USING gin ("real_state_specialty");