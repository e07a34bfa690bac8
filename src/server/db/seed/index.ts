import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_FLAGS, MODULES, type AccessFlag, type ModuleName } from '../../../shared/modules';
import { hashPassword } from '../../password';
import { fullName } from '../../queries/session';
import type { Database } from '../client';
import { companies, companySponsorships, locations, modules, roleAccess, roles, sponsorships, userRoles, users } from '../schema';
import { seedCompanies, seedManyCompanies } from './companies';

type Grants = Partial<Record<ModuleName, readonly AccessFlag[]>>;

/** The example roles of the demo data; their names are documented in the README. */
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

export const DEMO_STAFF = { email: 'staff@example.com', password: 'Staff#2026', firstName: 'Sam', lastName: 'Staffer' };
export const DEMO_MEMBER = { email: 'member@example.com', password: 'Member#2026', firstName: 'Morgan', lastName: 'Member' };

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** Extra deterministic members: member0001@example.org … */
  users?: number;
  /** Extra deterministic companies with three locations each, for the speed check. */
  companies?: number;
  reset?: boolean;
}

async function upsertRole(db: Database, name: string, grants: Grants): Promise<string> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nameInLower, name.toLowerCase()));
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [role] = await tx.insert(roles).values({ name, nameInLower: name.toLowerCase() }).returning({ id: roles.id });
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
  u: { email: string; password?: string; passwordHash?: string; firstName: string; lastName: string; role: string },
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
        nameInLower: name.toLowerCase(),
        role: u.role,
        passwordHash,
      })
      .returning({ id: users.id });
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row!.id, roleId })));
    return row!.id;
  });
}

const FIRST = ['Alex', 'Blake', 'Casey', 'Dana', 'Eli', 'Frankie', 'Gale', 'Harper', 'Indy', 'Jordan', 'Kai', 'Logan'];
const LAST = ['Anderson', 'Berg', 'Carlson', 'Dahl', 'Erickson', 'Fischer', 'Gustafson', 'Hanson', 'Iverson', 'Johnson'];

/** Idempotent, deterministic demo data: running it twice changes nothing. */
export async function seed(db: Database, opts: SeedOptions): Promise<void> {
  if (opts.reset) {
    // One statement for every table, so the foreign keys between them never see half a state.
    await db.execute(
      sql`truncate table ${companySponsorships}, ${sponsorships}, ${locations}, ${companies}, ${userRoles}, ${roleAccess}, ${roles}, ${users} cascade`,
    );
  }
  await upsertUser(db, {
    email: opts.adminEmail,
    password: opts.adminPassword,
    firstName: 'Super',
    lastName: 'Admin',
    role: 'superAdmin',
  });
  const roleIds = new Map<string, string>();
  for (const r of DEMO_ROLES) roleIds.set(r.name, await upsertRole(db, r.name, r.grants));
  const staffId = await upsertUser(db, { ...DEMO_STAFF, role: 'admin' }, [roleIds.get('Membership Desk')!]);
  const memberId = await upsertUser(db, { ...DEMO_MEMBER, role: 'member' });
  await seedCompanies(db, { staffId, memberId });

  const extra = opts.users ?? 0;
  if (extra > 0) {
    const passwordHash = await hashPassword(DEMO_MEMBER.password);
    const rows = Array.from({ length: extra }, (_, i) => {
      const firstName = FIRST[i % FIRST.length]!;
      const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      const name = fullName(firstName, lastName);
      return {
        email: `member${String(i + 1).padStart(4, '0')}@example.org`,
        firstName,
        lastName,
        name,
        nameInLower: name.toLowerCase(),
        role: i % 10 === 0 ? 'non-member' : 'member',
        passwordHash,
        isActive: i % 7 !== 0,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await db
        .insert(users)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  }
  if (opts.companies) await seedManyCompanies(db, opts.companies);
}

/** First start: the super administrator and the demo data, when the database has no user yet. */
export async function seedIfEmpty(
  db: Database,
  config: { adminEmail: string; adminPassword: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return;
  await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  log.info({ admin: config.adminEmail }, 'demo data seeded (first start)');
}
