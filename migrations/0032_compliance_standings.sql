-- CE compliance standings (src/server/resources/compliance/schema.ts): each licensee member's
-- current cycle and the hours it counts, kept in step by the triggers below.

-- The association's day: cycles, reminders and "ending within" follow it.
CREATE FUNCTION "compliance_today"() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'America/Chicago')::date
$$;--> statement-breakpoint

-- The first day of the cycle that holds `day`, cycles being `months` long from `anchor`.
CREATE FUNCTION "compliance_cycle_start"(anchor date, months int, day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s > day THEN (s - make_interval(months => months))::date ELSE s END
  FROM (
    SELECT (anchor + make_interval(months => months * floor(
      (extract(year FROM age(day, anchor)) * 12 + extract(month FROM age(day, anchor))) / months
    )::int))::date AS s
  ) c
$$;--> statement-breakpoint

CREATE FUNCTION "compliance_anchor"(settings compliance_settings, registered timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN settings.cycle_basis = 'fixed' THEN settings.cycle_start
              ELSE (registered AT TIME ZONE 'America/Chicago')::date END
$$;--> statement-breakpoint

-- Whether an attended event's course counts under the settings; an event without a course never does.
CREATE FUNCTION "compliance_counts"(settings compliance_settings, course_id uuid, delivery text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT course_id IS NOT NULL AND CASE WHEN settings.count_by = 'course' THEN course_id = ANY (settings.course_ids)
                                        ELSE delivery = ANY (settings.deliveries) END
$$;--> statement-breakpoint

-- Recomputes the given members (all of them when ids is null): in the list if they are active
-- members with a licence number, with the hours of their current cycle.
CREATE FUNCTION "compliance_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s compliance_settings;
  today date := compliance_today();
BEGIN
  SELECT * INTO s FROM compliance_settings ORDER BY id DESC LIMIT 1;
  IF NOT FOUND THEN RETURN; END IF;
  DELETE FROM compliance_standings c
  WHERE (ids IS NULL OR c.user_id = ANY (ids))
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.role = 'member' AND u.is_active AND u.re_license_no <> '');
  INSERT INTO compliance_standings (user_id, cycle_start, cycle_end, hours_earned)
  SELECT u.id, cy.start, (cy.start + make_interval(months => s.cycle_months))::date, coalesce(h.hours, 0)
  FROM users u
  CROSS JOIN LATERAL (SELECT compliance_cycle_start(compliance_anchor(s, u.created_at), s.cycle_months, today) AS start) cy
  LEFT JOIN LATERAL (
    SELECT sum(coalesce(a.credit_hours, e.course_credit)) AS hours
    FROM event_attendees a
    JOIN events e ON e.id = a.event_id
    LEFT JOIN courses co ON co.id = e.course_id
    WHERE a.user_id = u.id AND a.attended
      AND (e.start_at AT TIME ZONE 'America/Chicago')::date >= cy.start
      AND (e.start_at AT TIME ZONE 'America/Chicago')::date < (cy.start + make_interval(months => s.cycle_months))::date
      AND compliance_counts(s, e.course_id, co.delivery)
  ) h ON true
  WHERE (ids IS NULL OR u.id IN (SELECT unnest(ids)))
    AND u.role = 'member' AND u.is_active AND u.re_license_no <> ''
  ON CONFLICT (user_id) DO UPDATE
    SET cycle_start = excluded.cycle_start, cycle_end = excluded.cycle_end, hours_earned = excluded.hours_earned;
END
$$;--> statement-breakpoint

-- Statement-level, so a bulk write recomputes each member once.
CREATE FUNCTION "compliance_attendance_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_refresh(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM compliance_refresh(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM compliance_refresh(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.attended, n.credit_hours, n.user_id, n.event_id) IS DISTINCT FROM (o.attended, o.credit_hours, o.user_id, o.event_id)
      UNION SELECT o.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.user_id <> o.user_id
    ));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_attendance_insert" AFTER INSERT ON "event_attendees" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_attendance_changed();--> statement-breakpoint
CREATE TRIGGER "compliance_attendance_update" AFTER UPDATE ON "event_attendees" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_attendance_changed();--> statement-breakpoint
CREATE TRIGGER "compliance_attendance_delete" AFTER DELETE ON "event_attendees" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_attendance_changed();--> statement-breakpoint

CREATE FUNCTION "compliance_event_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compliance_refresh(ARRAY(
    SELECT DISTINCT a.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN event_attendees a ON a.event_id = n.id
    WHERE a.attended AND (n.start_at, n.course_id, n.course_credit) IS DISTINCT FROM (o.start_at, o.course_id, o.course_credit)
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_event_update" AFTER UPDATE ON "events" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_event_changed();--> statement-breakpoint

CREATE FUNCTION "compliance_course_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compliance_refresh(ARRAY(
    SELECT DISTINCT a.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN events e ON e.course_id = n.id JOIN event_attendees a ON a.event_id = e.id
    WHERE a.attended AND n.delivery IS DISTINCT FROM o.delivery
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_course_update" AFTER UPDATE ON "courses" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_course_changed();--> statement-breakpoint

CREATE FUNCTION "compliance_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_refresh(ARRAY(SELECT id FROM new_rows WHERE role = 'member' AND is_active AND re_license_no <> ''));
  ELSE
    PERFORM compliance_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.role, n.is_active, n.re_license_no, n.created_at) IS DISTINCT FROM (o.role, o.is_active, o.re_license_no, o.created_at)
    ));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_user_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_user_changed();--> statement-breakpoint
CREATE TRIGGER "compliance_user_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_user_changed();--> statement-breakpoint

-- A new version of the settings recomputes everyone, in the saving transaction.
CREATE FUNCTION "compliance_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compliance_refresh(NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_settings_insert" AFTER INSERT ON "compliance_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_settings_changed();--> statement-breakpoint

-- The list's rows; status compares the hours with the part of the cycle gone by.
CREATE VIEW "compliance_members" AS
SELECT s.user_id AS id, u.name, u.name_in_lower, u.email, u.re_license_no, u.company_id,
       c.name AS company_name, c.name_in_lower AS company_name_in_lower, u.mncar_market,
       s.cycle_start, (s.cycle_end - 1) AS cycle_end, s.hours_earned, st.hours_required,
       greatest(st.hours_required - s.hours_earned, 0)::numeric(8, 2) AS hours_left,
       CASE WHEN s.hours_earned >= st.hours_required THEN 'complete'
            WHEN s.hours_earned * (s.cycle_end - s.cycle_start) < st.hours_required * (compliance_today() - s.cycle_start) THEN 'behind'
            ELSE 'onTrack' END AS status,
       s.last_reminded_at
FROM compliance_standings s
JOIN users u ON u.id = s.user_id
LEFT JOIN companies c ON c.id = u.company_id
CROSS JOIN (SELECT hours_required FROM compliance_settings ORDER BY id DESC LIMIT 1) st;--> statement-breakpoint

-- Minnesota's rule for commercial licensees: 30 hours each 24 months; every delivery counts.
INSERT INTO "compliance_settings" (cycle_months, hours_required, cycle_basis, cycle_start, count_by, deliveries)
VALUES (24, 30, 'registered', '2025-07-01', 'delivery', ARRAY['in-person', 'online', 'hybrid']);
