import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ACCESS_FLAGS, MODULES, type AccessFlag, type ModuleName } from '../../../shared/modules';
import { hashPassword } from '../../core/password';
import { fullName } from '../../core/session';
import type { Database } from '../client';
import {
  companies,
  companySponsorships,
  courses,
  eventAttendees,
  events,
  locations,
  payments,
  modules,
  roleAccess,
  roles,
  sponsorships,
  userRoles,
  userSupportStaff,
  users,
} from '../schema';
import { seedCompanies, seedManyCompanies } from './companies';
import { seedEvents } from './events';
import { bulkCompaniesFor, seedDemoUsers, seedManyUsers } from './users';

type Grants = Partial<Record<ModuleName, readonly AccessFlag[]>>;

/** Their names are in README.md, "Demo accounts": change both together. */
export const DEMO_ROLES: { name: string; grants: Grants }[] = [
  {
    name: 'Administrator',
    grants: Object.fromEntries(MODULES.map((m) => [m, ACCESS_FLAGS])) as Grants,
  },
  {
    name: 'Membership Desk',
    grants: { 'User Management': ['read', 'update'], Companies: ['read'] },
  },
  {
    name: 'Events Coordinator',
    grants: { Dashboard: ['read'], Events: ACCESS_FLAGS, Courses: ACCESS_FLAGS },
  },
];

// Each demo account carries every field the user form requires (first name, email, phone), so it
// can be opened and saved as it is.
export const DEMO_STAFF = { email: 'staff@example.com', password: 'Staff#2026', firstName: 'Sam', lastName: 'Staffer', phoneNumber: '612-555-0101' };
export const DEMO_MEMBER = { email: 'member@example.com', password: 'Member#2026', firstName: 'Morgan', lastName: 'Member', phoneNumber: '612-555-0102' };
const DEMO_ADMIN_PHONE = '612-555-0100';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** The tests' template database leaves them out, so each test sets up what it reads. */
  demoUsers?: boolean;
  /** Bulk users for the speed check, with bulk companies to match. */
  users?: number;
  companies?: number;
  reset?: boolean;
}

async function upsertRole(db: Database, name: string, grants: Grants): Promise<string> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nameInLower, name.toLowerCase()));
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
    const mods = await tx.select().from(modules);
    const entries = mods
      .filter((m) => grants[m.name as ModuleName])
      .map((m) => {
        const flags = grants[m.name as ModuleName]!;
        return {
          roleId: role!.id,
          moduleId: m.id,
          create: flags.includes('create'),
          read: flags.includes('read'),
          update: flags.includes('update'),
          delete: flags.includes('delete'),
        };
      });
    if (entries.length) await tx.insert(roleAccess).values(entries);
    return role!.id;
  });
}

async function upsertUser(
  db: Database,
  u: { email: string; password?: string; passwordHash?: string; firstName: string; lastName: string; phoneNumber: string; role: string },
  roleIds: string[] = [],
): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${u.email.toLowerCase()}`);
  if (existing) return existing.id;
  const name = fullName(u.firstName, u.lastName);
  const passwordHash = u.passwordHash ?? (await hashPassword(u.password!));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email.toLowerCase(),
        firstName: u.firstName,
        lastName: u.lastName,
        name,
        phoneNumber: u.phoneNumber,
        role: u.role,
        passwordHash,
      })
      .returning({ id: users.id });
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row!.id, roleId })));
    return row!.id;
  });
}

/** Idempotent, deterministic demo data: running it twice changes nothing. */
export async function seed(db: Database, opts: SeedOptions): Promise<void> {
  if (opts.reset) {
    // One statement for every table, so the foreign keys between them never see half a state.
    await db.execute(
      sql`truncate table ${payments}, ${eventAttendees}, ${events}, ${courses}, ${companySponsorships}, ${sponsorships}, ${locations}, ${companies}, ${userSupportStaff}, ${userRoles}, ${roleAccess}, ${roles}, ${users} cascade`,
    );
  }
  await upsertUser(db, {
    email: opts.adminEmail,
    password: opts.adminPassword,
    firstName: 'Super',
    lastName: 'Admin',
    phoneNumber: DEMO_ADMIN_PHONE,
    role: 'superAdmin',
  });
  const roleIds = new Map<string, string>();
  for (const r of DEMO_ROLES) roleIds.set(r.name, await upsertRole(db, r.name, r.grants));
  const staffId = await upsertUser(db, { ...DEMO_STAFF, role: 'admin' }, [roleIds.get('Membership Desk')!]);
  const memberId = await upsertUser(db, { ...DEMO_MEMBER, role: 'member' });
  await seedCompanies(db, { staffId, memberId });

  const bulkUsers = opts.users ?? 0;
  const bulkCompanies = Math.max(opts.companies ?? 0, bulkCompaniesFor(bulkUsers));
  if (!opts.demoUsers && !bulkUsers && !bulkCompanies) return;
  // One hash per password for all seeded people: argon2 is slow by design.
  const memberPasswordHash = await hashPassword(DEMO_MEMBER.password);
  if (opts.demoUsers) {
    await seedDemoUsers(db, { roleIds, memberPasswordHash, staffPasswordHash: await hashPassword(DEMO_STAFF.password) });
    await seedEvents(db, { memberId });
  }
  if (bulkCompanies) await seedManyCompanies(db, bulkCompanies);
  if (bulkUsers) await seedManyUsers(db, bulkUsers, { roleIds, passwordHash: memberPasswordHash });
  if (bulkUsers || bulkCompanies) {
    // Bulk inserts leave the GIN indexes' pending lists full and the statistics stale, so the
    // planner would scan whole tables until autovacuum comes by. A large vacuum outlasts the
    // statement timeout, so this connection has none.
    const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await client.query('set statement_timeout = 0');
      await client.query(
        'vacuum analyze companies, locations, company_sponsorships, users, user_roles, user_support_staff',
      );
    } finally {
      await client.query('reset statement_timeout').catch(() => undefined);
      client.release();
    }
  }
}

export async function seedIfEmpty(
  db: Database,
  config: { adminEmail: string; adminPassword: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return;
  await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, demoUsers: true });
  log.info({ admin: config.adminEmail }, 'demo data seeded (first start)');
}
