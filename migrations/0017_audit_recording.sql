-- Custom SQL migration file, put your code below! --
-- Recording for less (docs/PERFORMANCE.md, 'Audit history: recording cost'). The functions of
-- migration 0016 with the same behaviour:
-- - a transaction's entry for a record is found by the record's history index (record_id, at): every
--   entry of one transaction has its start time (now()), so this replaces the unique index on
--   (tx_id, entity, record_id) and the ON CONFLICT that used it (dropped by the next migration);
-- - the actor's name comes with the context (the guard reads it with the session), the users table
--   is read only when it does not;
-- - a row is turned into JSON once per side, and an update that changes nothing shown, or a table
--   without related columns, skips the work for it;
-- - a statement on a link table that touched no row returns at once (a company save clears its
--   sponsorship links before writing them again, every time).

CREATE OR REPLACE FUNCTION "audit_record"(p_entity text, p_record uuid, p_label text, p_action text, p_changes jsonb, p_related uuid[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := audit_context();
  tx bigint;
  kept_action text;
  entry_id bigint;
  entry_changes jsonb;
  entry_action text;
  entry_related uuid[];
  merged jsonb;
BEGIN
  IF ctx IS NULL OR (p_action = 'update' AND p_changes = '{}'::jsonb) THEN
    RETURN;
  END IF;
  tx := txid_current();
  kept_action := CASE WHEN p_action = 'update' THEN coalesce(ctx ->> 'action', 'update')
                      WHEN p_action = 'create' AND ctx ->> 'action' = 'restore' THEN 'restore'
                      ELSE p_action END;
  SELECT a.id, a.changes, a.action, a.related INTO entry_id, entry_changes, entry_action, entry_related
    FROM audit_log a
   WHERE a.record_id = p_record AND a.at = now() AND a.tx_id = tx AND a.entity = p_entity;
  IF entry_id IS NULL THEN
    INSERT INTO audit_log (tx_id, actor_id, actor_name, client_ip, entity, record_id, record_label, action, changes, related, reverts)
    VALUES (
      tx, (ctx ->> 'actorId')::uuid,
      coalesce(ctx ->> 'actorName', (SELECT u.name FROM users u WHERE u.id = (ctx ->> 'actorId')::uuid), ''),
      coalesce(ctx ->> 'ip', ''),
      p_entity, p_record, p_label, kept_action, p_changes, coalesce(p_related, '{}'), (ctx ->> 'reverts')::bigint
    );
    RETURN;
  END IF;
  -- Changes within one transaction merge into its entry (a field changed back drops out).
  merged := audit_merge(entry_changes, p_changes);
  kept_action := CASE WHEN entry_action IN ('create', 'delete', 'restore') THEN entry_action
                      WHEN kept_action IN ('create', 'delete', 'restore') THEN kept_action
                      ELSE entry_action END;
  IF merged = '{}'::jsonb AND kept_action NOT IN ('create', 'delete', 'restore') THEN
    DELETE FROM audit_log WHERE id = entry_id;
  ELSE
    UPDATE audit_log SET
      changes = merged,
      action = kept_action,
      related = CASE WHEN cardinality(p_related) > 0 THEN ARRAY(SELECT DISTINCT r FROM unnest(entry_related || p_related) r) ELSE entry_related END,
      record_label = coalesce(p_label, record_label)
    WHERE id = entry_id;
  END IF;
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV[1]::text[];
  secret text[] := TG_ARGV[2]::text[];
  relating text[] := TG_ARGV[3]::text[];
  whole jsonb;
  o jsonb;
  n jsonb;
  changes jsonb;
  related uuid[] := '{}';
BEGIN
  IF audit_context() IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN o := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN n := to_jsonb(NEW); END IF;
  whole := coalesce(n, o);
  o := o - ignored;
  n := n - ignored;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(key, CASE WHEN key = ANY (secret) THEN '{"changed": true}'::jsonb
                                               ELSE jsonb_build_object('old', o -> key, 'new', value) END), '{}'::jsonb)
      INTO changes FROM jsonb_each(n) WHERE (o -> key) IS DISTINCT FROM value;
    IF changes = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSE
    SELECT coalesce(jsonb_object_agg(key, CASE WHEN key = ANY (secret) THEN jsonb_build_object('changed', true)
                                               WHEN TG_OP = 'INSERT' THEN jsonb_build_object('new', value)
                                               ELSE jsonb_build_object('old', value) END), '{}'::jsonb)
      INTO changes FROM jsonb_each(coalesce(n, o))
     WHERE key <> 'id'
       -- A new record shows what it was given; a deleted one keeps everything (to restore it).
       AND NOT (value IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb) AND (TG_OP = 'INSERT' OR key = ANY (secret)));
  END IF;
  IF cardinality(relating) > 0 THEN
    SELECT coalesce(array_agg(DISTINCT v::uuid), '{}') INTO related
    FROM unnest(relating) c, LATERAL (VALUES (o ->> c), (n ->> c)) AS vals(v) WHERE v IS NOT NULL;
  END IF;
  PERFORM audit_record(
    TG_ARGV[0], (whole ->> 'id')::uuid, whole ->> TG_ARGV[4],
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'delete' ELSE 'update' END,
    changes, related);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A statement on a link table (a member's roles, support staff, a company's sponsorships),
-- recorded as a change of one field of each owning record: the sorted list of linked ids before
-- and after. Statement-level, with the transition tables: a row trigger would see the whole
-- statement's rows already written. Arguments: the owner's entity, the owner column, the field's
-- name, the linked column.
CREATE OR REPLACE FUNCTION "audit_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none CONSTANT text := 'SELECT NULL::uuid AS owner, NULL::jsonb AS member WHERE false';
  added text := none;
  removed text := none;
  r record;
BEGIN
  IF audit_context() IS NULL THEN
    RETURN NULL;
  END IF;
  -- A statement that touched no row (a save that clears links already clear) records nothing,
  -- without building and planning the query below.
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM old_rows LIMIT 1;
  ELSE
    PERFORM 1 FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := format('SELECT %I AS owner, to_jsonb(%I) AS member FROM new_rows', TG_ARGV[1], TG_ARGV[3]);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    removed := format('SELECT %I AS owner, to_jsonb(%I) AS member FROM old_rows', TG_ARGV[1], TG_ARGV[3]);
  END IF;
  FOR r IN EXECUTE format($q$
    WITH added AS (%1$s), removed AS (%2$s),
      owners AS (SELECT owner FROM added UNION SELECT owner FROM removed),
      linked AS (
        SELECT o.owner, coalesce((SELECT jsonb_agg(to_jsonb(t.%3$I) ORDER BY t.%3$I) FROM %4$I t WHERE t.%5$I = o.owner), '[]'::jsonb) AS after
        FROM owners o)
    SELECT l.owner, l.after,
      (SELECT coalesce(jsonb_agg(s.e ORDER BY s.e), '[]'::jsonb) FROM (
         SELECT x.e FROM jsonb_array_elements(l.after) AS x(e) WHERE x.e NOT IN (SELECT a.member FROM added a WHERE a.owner = l.owner)
         UNION SELECT d.member FROM removed d WHERE d.owner = l.owner) AS s(e)) AS before
    FROM linked l $q$, added, removed, TG_ARGV[3], TG_TABLE_NAME, TG_ARGV[1])
  LOOP
    PERFORM audit_record(TG_ARGV[0], r.owner, NULL, 'update',
      CASE WHEN r.before = r.after THEN '{}'::jsonb ELSE jsonb_build_object(TG_ARGV[2], jsonb_build_object('old', r.before, 'new', r.after)) END,
      '{}');
  END LOOP;
  RETURN NULL;
END
$$;
