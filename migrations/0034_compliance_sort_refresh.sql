-- The standings also hold what the list sorts and filters by (migration 0033 added the columns):
-- hours left, the first day a member counts as behind, and the names the other lists sort by.

-- Behind means fewer hours than the cycle's elapsed share of the requirement:
-- earned * cycle days < required * (today - start), that is from start + floor(earned * cycle days / required) + 1.
CREATE OR REPLACE FUNCTION "compliance_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s compliance_settings;
  today date := compliance_today();
BEGIN
  SELECT * INTO s FROM compliance_settings ORDER BY id DESC LIMIT 1;
  IF NOT FOUND THEN RETURN; END IF;
  DELETE FROM compliance_standings c
  WHERE (ids IS NULL OR c.user_id = ANY (ids))
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.role = 'member' AND u.is_active AND u.re_license_no <> '');
  INSERT INTO compliance_standings (user_id, cycle_start, cycle_end, hours_earned, hours_left, behind_from, name_in_lower, company_name_in_lower)
  SELECT u.id, cy.start, cy.next, h.hours,
         greatest(s.hours_required - h.hours, 0),
         CASE WHEN h.hours >= s.hours_required THEN NULL
              ELSE cy.start + floor(h.hours * (cy.next - cy.start) / s.hours_required)::int + 1 END,
         u.name_in_lower, co.name_in_lower
  FROM users u
  CROSS JOIN LATERAL (SELECT compliance_cycle_start(compliance_anchor(s, u.created_at), s.cycle_months, today) AS start) c0
  CROSS JOIN LATERAL (SELECT c0.start, (c0.start + make_interval(months => s.cycle_months))::date AS next) cy
  LEFT JOIN companies co ON co.id = u.company_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(coalesce(a.credit_hours, e.course_credit)), 0) AS hours
    FROM event_attendees a
    JOIN events e ON e.id = a.event_id
    LEFT JOIN courses k ON k.id = e.course_id
    WHERE a.user_id = u.id AND a.attended
      AND (e.start_at AT TIME ZONE 'America/Chicago')::date >= cy.start
      AND (e.start_at AT TIME ZONE 'America/Chicago')::date < cy.next
      AND compliance_counts(s, e.course_id, k.delivery)
  ) h
  WHERE (ids IS NULL OR u.id IN (SELECT unnest(ids)))
    AND u.role = 'member' AND u.is_active AND u.re_license_no <> ''
  ON CONFLICT (user_id) DO UPDATE
    SET cycle_start = excluded.cycle_start, cycle_end = excluded.cycle_end, hours_earned = excluded.hours_earned,
        hours_left = excluded.hours_left, behind_from = excluded.behind_from,
        name_in_lower = excluded.name_in_lower, company_name_in_lower = excluded.company_name_in_lower;
END
$$;--> statement-breakpoint

-- A member's name or company is part of their row now.
CREATE OR REPLACE FUNCTION "compliance_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_refresh(ARRAY(SELECT id FROM new_rows WHERE role = 'member' AND is_active AND re_license_no <> ''));
  ELSE
    PERFORM compliance_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.role, n.is_active, n.re_license_no, n.created_at, n.name_in_lower, n.company_id)
            IS DISTINCT FROM (o.role, o.is_active, o.re_license_no, o.created_at, o.name_in_lower, o.company_id)
    ));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION "compliance_company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compliance_refresh(ARRAY(
    SELECT u.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN users u ON u.company_id = n.id
    WHERE n.name_in_lower IS DISTINCT FROM o.name_in_lower
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_company_update" AFTER UPDATE ON "companies" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_company_changed();--> statement-breakpoint

SELECT compliance_refresh(NULL);--> statement-breakpoint

-- Every order and filter from the standings, so each has its index; the same columns as before,
-- then the stored cycle end (the day after the last) to order by, and the user's own name to search
-- with the email and the license number, all three served by the users' text indexes.
CREATE OR REPLACE VIEW "compliance_members" AS
SELECT s.user_id AS id, u.name, s.name_in_lower, u.email, u.re_license_no, u.company_id,
       c.name AS company_name, s.company_name_in_lower, u.mncar_market,
       s.cycle_start, (s.cycle_end - 1) AS cycle_end, s.hours_earned, st.hours_required,
       s.hours_left,
       CASE WHEN s.behind_from IS NULL THEN 'complete'
            WHEN s.behind_from <= compliance_today() THEN 'behind'
            ELSE 'onTrack' END AS status,
       s.last_reminded_at,
       s.cycle_end AS cycle_end_next,
       u.name_in_lower AS search_name
FROM compliance_standings s
JOIN users u ON u.id = s.user_id
LEFT JOIN companies c ON c.id = u.company_id
CROSS JOIN (SELECT hours_required FROM compliance_settings ORDER BY id DESC LIMIT 1) st;
