-- The dashboard counted active members and admins through this index; it reads user_totals since
-- migration 0011, and the bench saw no statement scan it (docs/PERFORMANCE.md).
DROP INDEX IF EXISTS "users_active_role_idx";