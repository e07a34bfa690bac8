-- The lower-case copies of names, codes, titles and payer names become stored generated columns:
-- PostgreSQL computes them, no write sets them (issue 15). A column cannot be turned into a
-- generated one in place, so each is dropped and added again; the indexes that use it (sorts,
-- unique keys, trigram searches) are read from the catalogue first and built again after.
DO $$
DECLARE
  target record;
  definitions text[];
  definition text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('roles', 'name_in_lower', 'name'),
      ('users', 'name_in_lower', 'name'),
      ('companies', 'name_in_lower', 'name'),
      ('locations', 'name_in_lower', 'name'),
      ('sponsorships', 'name_in_lower', 'name'),
      ('courses', 'code_in_lower', 'code'),
      ('courses', 'title_in_lower', 'title'),
      ('events', 'name_in_lower', 'name'),
      ('payments', 'payer_name_in_lower', 'payer_name')
    ) AS t(tbl, col, source)
  LOOP
    SELECT coalesce(array_agg(pg_get_indexdef(i.indexrelid) ORDER BY i.indexrelid), '{}') INTO definitions
      FROM pg_index i
     WHERE i.indrelid = target.tbl::regclass
       AND EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = i.indrelid AND a.attname = target.col
                      AND (a.attnum = ANY (i.indkey) OR pg_get_indexdef(i.indexrelid) LIKE '%' || target.col || '%'));
    EXECUTE format('ALTER TABLE %I DROP COLUMN %I', target.tbl, target.col);
    EXECUTE format('ALTER TABLE %I ADD COLUMN %I text GENERATED ALWAYS AS (lower(%I)) STORED NOT NULL', target.tbl, target.col, target.source);
    FOREACH definition IN ARRAY definitions LOOP
      EXECUTE definition;
    END LOOP;
  END LOOP;
END
$$;
