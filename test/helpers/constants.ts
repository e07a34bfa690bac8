export const TEST_ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const TEST_STAFF = { email: 'staff@example.com', password: 'Staff#2026' };
export const TEST_MEMBER = { email: 'member@example.com', password: 'Member#2026' };
