CREATE TABLE "company_totals" (
	"is_active" boolean PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_totals" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_totals_role_is_active_pk" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
-- The totals as they stand, then kept by the triggers below.
INSERT INTO "user_totals" ("role", "is_active", "n") SELECT "role", "is_active", count(*) FROM "users" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "company_totals" ("is_active", "n") SELECT "is_active", count(*) FROM "companies" GROUP BY 1;--> statement-breakpoint
-- One statement-level trigger per table and operation (as the companies' counters of 0008): a
-- bulk insert adds its rows per group once. TG_ARGV[0] names the totals table, TG_ARGV[1] its key
-- columns (the same names on the counted table). Groups whose count did not change are left
-- alone, so a profile update never waits on the totals' rows; the groups are locked in key order.
CREATE FUNCTION "totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := format('SELECT %s, 1 AS d FROM new_rows', TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    changed := format('SELECT %s, -1 AS d FROM old_rows', TG_ARGV[1]);
  ELSE
    changed := format('SELECT %1$s, 1 AS d FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', TG_ARGV[1]);
  END IF;
  EXECUTE format(
    'INSERT INTO %1$I (%2$s, n)
       SELECT %2$s, sum(d) FROM (%3$s) changed GROUP BY %2$s HAVING sum(d) <> 0 ORDER BY %2$s
     ON CONFLICT (%2$s) DO UPDATE SET n = %1$I.n + excluded.n', TG_ARGV[0], TG_ARGV[1], changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- TRUNCATE (the seed's reset) has no rows to count: the totals start again from nothing.
CREATE FUNCTION "totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_totals_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_changed"('user_totals', 'role, is_active');--> statement-breakpoint
CREATE TRIGGER "users_totals_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_changed"('user_totals', 'role, is_active');--> statement-breakpoint
CREATE TRIGGER "users_totals_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_changed"('user_totals', 'role, is_active');--> statement-breakpoint
CREATE TRIGGER "users_totals_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_truncated"('user_totals');--> statement-breakpoint
CREATE TRIGGER "companies_totals_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_changed"('company_totals', 'is_active');--> statement-breakpoint
CREATE TRIGGER "companies_totals_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_changed"('company_totals', 'is_active');--> statement-breakpoint
CREATE TRIGGER "companies_totals_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_changed"('company_totals', 'is_active');--> statement-breakpoint
CREATE TRIGGER "companies_totals_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "totals_truncated"('company_totals');
