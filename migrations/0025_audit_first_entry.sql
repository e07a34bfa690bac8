-- Custom SQL migration file, put your code below! --
-- migration 0023's audit_record, without the lookup of the transaction's entry for the record when
-- there can be none: the transaction has written no entry yet (a transaction-local mark,
-- cre.audit_wrote), so that an update made on its own, which is most of them, pays for one INSERT
-- only; or the record is being created (an import's batch of new users). The lookup, planned at each
-- call, stays for the other changes after the first (an import's updates, a form saved with its
-- links, a restore after a deletion).

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
  -- Nothing to merge into, so no lookup: the transaction's first entry (an update made on its own,
  -- as most are), and a record's creation (nothing came before it in the transaction; a restore,
  -- which may follow the record's deletion, still looks). The mark is the transaction's
  -- (set_config's is_local), and goes back with a rolled-back savepoint as the entries written in
  -- it do.
  IF kept_action = 'create' OR current_setting('cre.audit_wrote', true) IS DISTINCT FROM '1' THEN
    entry_id := NULL;
  ELSE
    -- By the transaction and the record, on their own index (0022), planned for the table as it is
    -- at each call.
    EXECUTE 'SELECT a.id, a.changes, a.action, a.related FROM audit_log a WHERE a.tx_id = $1 AND a.record_id = $2 AND a.entity = $3'
      INTO entry_id, entry_changes, entry_action, entry_related USING tx, p_record, p_entity;
  END IF;
  IF entry_id IS NULL THEN
    PERFORM set_config('cre.audit_wrote', '1', true);
    INSERT INTO audit_log (tx_id, actor_id, actor_name, client_ip, entity, record_id, record_label, action, changes, related, reverts, import_id)
    VALUES (
      tx, (ctx ->> 'actorId')::uuid,
      coalesce(ctx ->> 'actorName', (SELECT u.name FROM users u WHERE u.id = (ctx ->> 'actorId')::uuid), ''),
      coalesce(ctx ->> 'ip', ''),
      p_entity, p_record, p_label, kept_action, p_changes, coalesce(p_related, '{}'), (ctx ->> 'reverts')::bigint,
      (ctx ->> 'importId')::uuid
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
$$;
