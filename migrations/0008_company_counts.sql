ALTER TABLE "companies" ADD COLUMN "location_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "members_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts as they stand, then kept by the triggers below.
UPDATE "companies" c SET
  "location_count" = (SELECT count(*) FROM "locations" l WHERE l."company_id" = c."id"),
  "members_count" = (SELECT count(*) FROM "users" u WHERE u."company_id" = c."id");--> statement-breakpoint
-- One statement-level trigger per table and operation: a bulk insert (the seed, an import) costs
-- one grouped update of the companies it touches, not one per row. TG_ARGV[0] names the counter.
CREATE FUNCTION "company_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'UPDATE companies c SET %1$I = c.%1$I + d.n
         FROM (SELECT company_id, count(*)::int AS n FROM new_rows WHERE company_id IS NOT NULL GROUP BY company_id) d
        WHERE c.id = d.company_id', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(
      'UPDATE companies c SET %1$I = c.%1$I - d.n
         FROM (SELECT company_id, count(*)::int AS n FROM old_rows WHERE company_id IS NOT NULL GROUP BY company_id) d
        WHERE c.id = d.company_id', TG_ARGV[0]);
  ELSE
    -- Rows that moved between companies: +1 where they arrived, -1 where they left; an update
    -- that kept every row's company changes nothing.
    EXECUTE format(
      'UPDATE companies c SET %1$I = c.%1$I + d.n
         FROM (SELECT company_id, sum(n)::int AS n
                 FROM (SELECT company_id, 1 AS n FROM new_rows UNION ALL SELECT company_id, -1 FROM old_rows) moved
                WHERE company_id IS NOT NULL GROUP BY company_id HAVING sum(n) <> 0) d
        WHERE c.id = d.company_id', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_members_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_count_changed"('members_count');--> statement-breakpoint
CREATE TRIGGER "users_members_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_count_changed"('members_count');--> statement-breakpoint
CREATE TRIGGER "users_members_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_count_changed"('members_count');--> statement-breakpoint
CREATE TRIGGER "locations_count_insert" AFTER INSERT ON "locations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_count_changed"('location_count');--> statement-breakpoint
CREATE TRIGGER "locations_count_update" AFTER UPDATE ON "locations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_count_changed"('location_count');--> statement-breakpoint
CREATE TRIGGER "locations_count_delete" AFTER DELETE ON "locations" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "company_count_changed"('location_count');--> statement-breakpoint
CREATE INDEX "companies_location_count_idx" ON "companies" USING btree ("location_count","id");--> statement-breakpoint
CREATE INDEX "companies_members_count_idx" ON "companies" USING btree ("members_count","id");
