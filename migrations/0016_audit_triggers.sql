-- Custom SQL migration file, put your code below! --
-- The audit history's writers (src/server/db/schema/audit.ts). A request that writes sets
-- `cre.audit` for its transaction (src/server/audit/context.ts: the actor's id, name and address,
-- and an action such as 'status' or 'revert'); without it nothing is recorded (the seed, the
-- clean-up job, a restore).

-- The request's actor, or null.
CREATE FUNCTION "audit_context"() RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('cre.audit', true), '')::jsonb
$$;--> statement-breakpoint

-- Two sets of changes to one record in one transaction, as one: the first old value and the last
-- new one; a field changed back to where it was drops out.
CREATE FUNCTION "audit_merge"(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  FROM (
    SELECT coalesce(x.key, y.key) AS key,
           CASE WHEN y.key IS NULL THEN x.value
                WHEN x.key IS NULL OR y.value ? 'changed' THEN y.value
                WHEN x.value ? 'old' AND y.value ? 'new' THEN jsonb_build_object('old', x.value -> 'old', 'new', y.value -> 'new')
                WHEN x.value ? 'old' THEN x.value
                ELSE jsonb_build_object('new', y.value -> 'new')
           END AS value,
           coalesce(x.value ? 'old' AND y.value ? 'new' AND NOT y.value ? 'changed' AND (x.value -> 'old') = (y.value -> 'new'), false) AS back
    FROM jsonb_each(a) x FULL JOIN jsonb_each(b) y ON x.key = y.key
  ) merged
  WHERE NOT back
$$;--> statement-breakpoint

-- Records `changes` to one record in this transaction's entry for it (one entry per record and
-- transaction). An update with nothing left to show leaves no entry.
CREATE FUNCTION "audit_record"(p_entity text, p_record uuid, p_label text, p_action text, p_changes jsonb, p_related uuid[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := audit_context();
  merged jsonb;
  kept text;
BEGIN
  IF ctx IS NULL OR (p_action = 'update' AND p_changes = '{}'::jsonb) THEN
    RETURN;
  END IF;
  INSERT INTO audit_log AS a (tx_id, actor_id, actor_name, client_ip, entity, record_id, record_label, action, changes, related, reverts)
  VALUES (
    txid_current(), (ctx ->> 'actorId')::uuid,
    -- The actor's name as it is now, kept with the entry.
    coalesce(ctx ->> 'actorName', (SELECT u.name FROM users u WHERE u.id = (ctx ->> 'actorId')::uuid), ''),
    coalesce(ctx ->> 'ip', ''),
    p_entity, p_record, p_label,
    CASE WHEN p_action = 'update' THEN coalesce(ctx ->> 'action', 'update')
         WHEN p_action = 'create' AND ctx ->> 'action' = 'restore' THEN 'restore'
         ELSE p_action END,
    p_changes, coalesce(p_related, '{}'), (ctx ->> 'reverts')::bigint
  )
  ON CONFLICT (tx_id, entity, record_id) WHERE tx_id IS NOT NULL DO UPDATE SET
    changes = audit_merge(a.changes, excluded.changes),
    action = CASE WHEN a.action IN ('create', 'delete', 'restore') THEN a.action
                  WHEN excluded.action IN ('create', 'delete', 'restore') THEN excluded.action
                  ELSE a.action END,
    related = ARRAY(SELECT DISTINCT r FROM unnest(a.related || excluded.related) r),
    record_label = coalesce(excluded.record_label, a.record_label)
  RETURNING changes, action INTO merged, kept;
  IF merged = '{}'::jsonb AND kept NOT IN ('create', 'delete', 'restore') THEN
    DELETE FROM audit_log WHERE tx_id = txid_current() AND entity = p_entity AND record_id = p_record;
  END IF;
END
$$;--> statement-breakpoint

-- A row of a record's own table. Arguments: the entity, the columns never shown (computed,
-- counters, housekeeping), the secret columns (only "changed" is kept), the columns naming related
-- records, and the column of the record's name.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := TG_ARGV[1]::text[];
  secret text[] := TG_ARGV[2]::text[];
  relating text[] := TG_ARGV[3]::text[];
  whole jsonb;
  o jsonb;
  n jsonb;
  changes jsonb;
  related uuid[];
BEGIN
  IF audit_context() IS NULL THEN
    RETURN NULL;
  END IF;
  whole := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  IF TG_OP <> 'INSERT' THEN o := to_jsonb(OLD) - ignored; END IF;
  IF TG_OP <> 'DELETE' THEN n := to_jsonb(NEW) - ignored; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(key, CASE WHEN key = ANY (secret) THEN '{"changed": true}'::jsonb
                                               ELSE jsonb_build_object('old', o -> key, 'new', value) END), '{}'::jsonb)
      INTO changes FROM jsonb_each(n) WHERE (o -> key) IS DISTINCT FROM value;
  ELSE
    SELECT coalesce(jsonb_object_agg(key, CASE WHEN key = ANY (secret) THEN jsonb_build_object('changed', true)
                                               WHEN TG_OP = 'INSERT' THEN jsonb_build_object('new', value)
                                               ELSE jsonb_build_object('old', value) END), '{}'::jsonb)
      INTO changes FROM jsonb_each(coalesce(n, o))
     WHERE key <> 'id'
       -- A new record shows what it was given; a deleted one keeps everything (to restore it).
       AND NOT (value IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb) AND (TG_OP = 'INSERT' OR key = ANY (secret)));
  END IF;
  SELECT coalesce(array_agg(DISTINCT v::uuid), '{}') INTO related
  FROM unnest(relating) c, LATERAL (VALUES (o ->> c), (n ->> c)) AS vals(v) WHERE v IS NOT NULL;
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
CREATE FUNCTION "audit_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none CONSTANT text := 'SELECT NULL::uuid AS owner, NULL::jsonb AS member WHERE false';
  added text := none;
  removed text := none;
  r record;
BEGIN
  IF audit_context() IS NULL THEN
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
$$;--> statement-breakpoint

-- The flags an access row gives, in the matrix's order.
CREATE FUNCTION "audit_flags"(c boolean, r boolean, u boolean, d boolean) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(v.f ORDER BY v.p), '[]'::jsonb)
  FROM (VALUES (1, 'create', c), (2, 'read', r), (3, 'update', u), (4, 'delete', d)) AS v(p, f, given)
  WHERE v.given
$$;--> statement-breakpoint

-- A role's access to one module, recorded as the field 'access.<module id>' of the role: the
-- flags it gives, before and after.
CREATE FUNCTION "audit_role_access"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before jsonb := '[]';
  after jsonb := '[]';
  role_id uuid;
  module_id uuid;
BEGIN
  IF audit_context() IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before := audit_flags(OLD."create", OLD."read", OLD."update", OLD."delete");
    role_id := OLD.role_id;
    module_id := OLD.module_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after := audit_flags(NEW."create", NEW."read", NEW."update", NEW."delete");
    role_id := NEW.role_id;
    module_id := NEW.module_id;
  END IF;
  PERFORM audit_record('roles', role_id, NULL, 'update',
    CASE WHEN before = after THEN '{}'::jsonb ELSE jsonb_build_object('access.' || module_id, jsonb_build_object('old', before, 'new', after)) END,
    '{}');
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'users', '{name_in_lower,token_version,created_at,updated_at}', '{password_hash}', '{company_id,company_location_id}', 'name');--> statement-breakpoint
CREATE TRIGGER "user_roles_audit_insert" AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('users', 'user_id', 'roles', 'role_id');--> statement-breakpoint
CREATE TRIGGER "user_roles_audit_update" AFTER UPDATE ON "user_roles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('users', 'user_id', 'roles', 'role_id');--> statement-breakpoint
CREATE TRIGGER "user_roles_audit_delete" AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('users', 'user_id', 'roles', 'role_id');--> statement-breakpoint
CREATE TRIGGER "user_support_staff_audit_insert" AFTER INSERT ON "user_support_staff" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('users', 'user_id', 'supportStaff', 'staff_id');--> statement-breakpoint
CREATE TRIGGER "user_support_staff_audit_update" AFTER UPDATE ON "user_support_staff" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('users', 'user_id', 'supportStaff', 'staff_id');--> statement-breakpoint
CREATE TRIGGER "user_support_staff_audit_delete" AFTER DELETE ON "user_support_staff" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('users', 'user_id', 'supportStaff', 'staff_id');--> statement-breakpoint
CREATE TRIGGER "companies_audit" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'companies', '{name_in_lower,location_count,members_count,created_at,updated_at}', '{}', '{}', 'name');--> statement-breakpoint
CREATE TRIGGER "company_sponsorships_audit_insert" AFTER INSERT ON "company_sponsorships" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('companies', 'company_id', 'sponsorships', 'sponsorship_id');--> statement-breakpoint
CREATE TRIGGER "company_sponsorships_audit_update" AFTER UPDATE ON "company_sponsorships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('companies', 'company_id', 'sponsorships', 'sponsorship_id');--> statement-breakpoint
CREATE TRIGGER "company_sponsorships_audit_delete" AFTER DELETE ON "company_sponsorships" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_links('companies', 'company_id', 'sponsorships', 'sponsorship_id');--> statement-breakpoint
CREATE TRIGGER "locations_audit" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'locations', '{name_in_lower,created_at,updated_at}', '{}', '{company_id}', 'name');--> statement-breakpoint
CREATE TRIGGER "sponsorships_audit" AFTER INSERT OR UPDATE OR DELETE ON "sponsorships" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'sponsorships', '{name_in_lower,created_at,updated_at}', '{}', '{}', 'name');--> statement-breakpoint
CREATE TRIGGER "roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'roles', '{name_in_lower,created_at,updated_at}', '{}', '{}', 'name');--> statement-breakpoint
CREATE TRIGGER "role_access_audit" AFTER INSERT OR UPDATE OR DELETE ON "role_access" FOR EACH ROW EXECUTE FUNCTION audit_role_access();--> statement-breakpoint
CREATE TRIGGER "courses_audit" AFTER INSERT OR UPDATE OR DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'courses', '{code_in_lower,title_in_lower,created_at,updated_at}', '{}', '{}', 'title');--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'events', '{name_in_lower,created_at,updated_at}', '{public_key,sheet_key,kiosk_token_hash}', '{course_id}', 'name');--> statement-breakpoint
CREATE TRIGGER "event_attendees_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_attendees" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'eventAttendees', '{}', '{check_in_code}', '{event_id,user_id}', '');--> statement-breakpoint
CREATE TRIGGER "payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'payments', '{payer_name_in_lower,created_at,updated_at}', '{}', '{user_id,company_id,event_id}', 'payer_name');
