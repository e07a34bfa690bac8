CREATE TABLE "import_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "import_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"column" text DEFAULT '' NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"row_count" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"samples" jsonb NOT NULL,
	"column_values" jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb,
	"value_maps" jsonb,
	"match" text,
	"all_or_nothing" boolean DEFAULT false NOT NULL,
	"checked_counts" jsonb,
	"counts" jsonb,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"issue_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by_name" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "import_chunks" ADD CONSTRAINT "import_chunks_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_issues" ADD CONSTRAINT "import_issues_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_issues_import_idx" ON "import_issues" USING btree ("import_id","line","id");--> statement-breakpoint
CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "imports_entity_idx" ON "imports" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_import_idx" ON "audit_log" USING btree ("import_id","id") WHERE "audit_log"."import_id" is not null;