CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_in_lower" text NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sponsorships" (
	"company_id" uuid NOT NULL,
	"sponsorship_id" uuid NOT NULL,
	CONSTRAINT "company_sponsorships_company_id_sponsorship_id_pk" PRIMARY KEY("company_id","sponsorship_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"name_in_lower" text NOT NULL,
	"nrds_id" text,
	"type" text NOT NULL,
	"pay_member_id" uuid,
	"website" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"market_id" text NOT NULL,
	"large_company" text DEFAULT 'No' NOT NULL,
	"mcpe_access_type" text,
	"allow_mcpe_access" boolean DEFAULT false NOT NULL,
	"current_mcpe_status" text DEFAULT 'nostatus' NOT NULL,
	"current_mcpe_status_date" date,
	"fax" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"raw_data_feeds" text DEFAULT 'No' NOT NULL,
	"data_feeds_office" text DEFAULT 'No' NOT NULL,
	"data_feeds_individual" text DEFAULT 'No' NOT NULL,
	"templates" text DEFAULT 'No' NOT NULL,
	"designated_realtor_id" uuid,
	"designated_realtor_name" text DEFAULT '' NOT NULL,
	"designated_realtor_email" text DEFAULT '' NOT NULL,
	"designated_realtor_phone" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_mailing_address_as_physical_address" boolean DEFAULT false NOT NULL,
	"physical_address" jsonb NOT NULL,
	"mailing_address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_in_lower" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_location_id" uuid;--> statement-breakpoint
ALTER TABLE "company_sponsorships" ADD CONSTRAINT "company_sponsorships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sponsorships" ADD CONSTRAINT "company_sponsorships_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pay_member_id_users_id_fk" FOREIGN KEY ("pay_member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_designated_realtor_id_users_id_fk" FOREIGN KEY ("designated_realtor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "companies_name_in_lower_idx" ON "companies" USING btree ("name_in_lower");--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("type","name_in_lower");--> statement-breakpoint
CREATE INDEX "companies_is_active_idx" ON "companies" USING btree ("is_active","name_in_lower");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name_in_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_website_url_trgm_idx" ON "companies" USING gin (lower("website_url") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_sponsorships_sponsorship_idx" ON "company_sponsorships" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_nrds_id_key" ON "locations" USING btree ("nrds_id");--> statement-breakpoint
CREATE INDEX "locations_company_id_idx" ON "locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "locations_name_in_lower_idx" ON "locations" USING btree ("name_in_lower");--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type","name_in_lower");--> statement-breakpoint
CREATE INDEX "locations_pay_member_id_idx" ON "locations" USING btree ("pay_member_id");--> statement-breakpoint
CREATE INDEX "locations_designated_realtor_id_idx" ON "locations" USING btree ("designated_realtor_id");--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name_in_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_nrds_id_trgm_idx" ON "locations" USING gin ("nrds_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_city_trgm_idx" ON "locations" USING gin (lower("physical_address" ->> 'city') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_name_in_lower_key" ON "sponsorships" USING btree ("name_in_lower");--> statement-breakpoint
CREATE INDEX "sponsorships_position_idx" ON "sponsorships" USING btree ("position","name_in_lower");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_location_id_locations_id_fk" FOREIGN KEY ("company_location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_company_location_id_idx" ON "users" USING btree ("company_location_id");