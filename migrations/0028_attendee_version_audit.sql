-- An attendance's version is not one of its fields: the history leaves it out, as for the other records.
DROP TRIGGER "event_attendees_audit" ON "event_attendees";--> statement-breakpoint
CREATE TRIGGER "event_attendees_audit" AFTER INSERT OR UPDATE OR DELETE ON "event_attendees" FOR EACH ROW EXECUTE FUNCTION audit_row(
  'eventAttendees', '{updated_at}', '{check_in_code}', '{event_id,user_id}', '');
