import { randomUUID } from 'node:crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { DateFormat } from '../../../shared/importMapping';
import type { ImportMatch, ImportNotes, ImportValueMaps, UnknownCompanyChoice } from '../../../shared/imports';
import { userChangeOf, userChangeRefusals, type AuthorityActor } from '../../../shared/userAuthority';
import { userRow, type UserImportKey } from '../../../shared/userImport';
import { COMPANY_LIMITS } from '../../../shared/companyValues';
import { maxCharactersMessage } from '../../../shared/fields';
import { SUPPORT_GROUP, USER_MESSAGES, UserBody, userBodyIssues } from '../../../shared/users';
import { companies, locations, userRoles, users, userSupportStaff, type NewUser } from '../../db/schema';
import { restoreCell } from '../../core/csvExport';
import type { Executor } from '../../core/list';
import { isStaff, userWriteOf, type UserRow } from './queries';
import type { CsvRow } from '../../core/imports/csv';
import { refuseChangedSinceCheck } from '../../core/imports/changedSinceCheck';
import type { EntityJob, RowIssue } from '../../core/imports/entityJob';

/**
 * Each row is checked with the forms' own server rules, so an import can do nothing the forms
 * would refuse. A batch costs four queries whatever its size.
 */

export interface UserImportSettings {
  mapping: readonly (UserImportKey | null)[];
  valueMaps: ImportValueMaps;
  match: ImportMatch;
  dateFormat: DateFormat;
  unknownCompany: UnknownCompanyChoice;
}

export type RowOutcome =
  | { line: number; action: 'create'; set: Partial<NewUser> }
  | { line: number; action: 'update'; set: Partial<NewUser>; current: UserRow }
  | { line: number; action: 'unchanged' }
  | { line: number; action: 'error'; issues: RowIssue[] };

/** To refuse a second row with the same email or NRDS id, and to make each new company once. */
export interface FileSeen {
  emails: Map<string, number>;
  nrds: Map<string, number>;
  /** By lower-case name, the companies not on file that the rows name; `id` when the import creates them. */
  newCompanies: Map<string, { name: string; id?: string; written?: boolean }>;
  unknownCompanyRows: number;
}
export const newFileSeen = (): FileSeen => ({ emails: new Map(), nrds: new Map(), newCompanies: new Map(), unknownCompanyRows: 0 });

export const notesOf = (seen: FileSeen): ImportNotes => ({ unknownCompanies: { rows: seen.unknownCompanyRows, names: seen.newCompanies.size } });

/** The registration date is a day; noon UTC keeps it that day in every US time zone. */
const registeredAt = (day: string) => new Date(`${day}T12:00:00Z`);
const HOUR = 3_600_000;
/** A list export writes the day in the reader's time zone, which may be UTC-12 to UTC+14. */
const sameDay = (at: Date, day: string) => at.getTime() >= Date.parse(`${day}T00:00:00Z`) - 14 * HOUR && at.getTime() < Date.parse(`${day}T24:00:00Z`) + 12 * HOUR;

const lower = (value: string) => value.trim().toLowerCase();

function changes(set: Partial<NewUser>, current: UserRow): boolean {
  return Object.entries(set).some(([key, value]) => JSON.stringify(value ?? null) !== JSON.stringify(current[key as keyof UserRow] ?? null));
}

/** Only the mapped fields' schemas, so the other 40-odd are not run on nothing row after row. */
function bodySchemaOf(mapping: readonly (UserImportKey | null)[]) {
  const names = mapping.includes('name') ? ['firstName', 'middleName', 'lastName'] : [];
  const keys = [...mapping, ...names, 'company', 'companyLocation'].filter((key): key is keyof typeof UserBody.shape => !!key && key in UserBody.shape);
  return UserBody.pick(Object.fromEntries(keys.map((key) => [key, true])) as { [K in keyof typeof UserBody.shape]?: true });
}

export async function checkUserRows(
  db: Executor,
  rows: readonly CsvRow[],
  headers: readonly string[],
  settings: UserImportSettings,
  actor: AuthorityActor,
  seen: FileSeen,
): Promise<RowOutcome[]> {
  const { mapping, valueMaps, match, dateFormat, unknownCompany } = settings;
  const schema = bodySchemaOf(mapping);
  const columnOf = (key: string) => mapping.indexOf(key as UserImportKey);
  const headerOf = (key: string) => headers[columnOf(key)] ?? '';
  const parsed = rows.map((row) => ({ row, read: userRow(row.cells.map(restoreCell), mapping, valueMaps, dateFormat) }));

  const emailsIn = parsed.map((p) => p.read.body.email).filter((e): e is string => typeof e === 'string' && e.trim() !== '').map(lower);
  const nrdsIn = parsed.map((p) => p.read.body.nrds).filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim());
  const companyNames = parsed.map((p) => p.read.companyName).filter((n): n is string => !!n).map(lower);
  const locationNames = parsed.map((p) => p.read.locationName).filter((n): n is string => !!n).map(lower);

  const existing = emailsIn.length ? await db.select().from(users).where(inArray(sql`lower(${users.email})`, [...new Set(emailsIn)])) : [];
  const byEmail = new Map(existing.map((u) => [u.email.toLowerCase(), u]));
  const nrdsHolders = nrdsIn.length
    ? await db.select({ id: users.id, nrds: users.nrds, name: users.name }).from(users).where(inArray(users.nrds, [...new Set(nrdsIn)]))
    : [];
  const byNrds = new Map(nrdsHolders.map((u) => [u.nrds!, u]));
  const held = existing.length
    ? await db.select().from(userRoles).where(inArray(userRoles.userId, existing.map((u) => u.id)))
    : [];
  const companiesByName = new Map<string, string[]>();
  const locationsByName = new Map<string, { id: string; companyId: string | null }[]>();
  const wantedCompanies = [...new Set(companyNames)];
  if (wantedCompanies.length) {
    const found = await db
      .select({ id: companies.id, name: sql<string>`lower(${companies.name})` })
      .from(companies)
      .where(inArray(sql`lower(${companies.name})`, wantedCompanies));
    for (const c of found) companiesByName.set(c.name, [...(companiesByName.get(c.name) ?? []), c.id]);
  }
  const wantedLocations = [...new Set(locationNames)];
  if (wantedLocations.length) {
    const found = await db
      .select({ id: locations.id, companyId: locations.companyId, name: sql<string>`lower(${locations.name})` })
      .from(locations)
      .where(inArray(sql`lower(${locations.name})`, wantedLocations));
    for (const l of found) locationsByName.set(l.name, [...(locationsByName.get(l.name) ?? []), l]);
  }

  return parsed.map(({ row, read }): RowOutcome => {
    const issues: RowIssue[] = read.issues.map((issue) => ({ line: row.line, column: headers[issue.column] ?? '', message: issue.message }));
    const refuse = (key: string, message: string) => issues.push({ line: row.line, column: headerOf(key), message });
    const body: Record<string, unknown> = { ...read.body };

    const email = typeof body.email === 'string' ? lower(body.email) : '';
    if (!email) refuse('email', 'Email is empty: it is how a row finds its user, and a new user needs one.');
    const current = email ? byEmail.get(email) : undefined;
    if (email) {
      const before = seen.emails.get(email);
      if (before !== undefined) refuse('email', `This email is also on line ${before}: a file gives each user once.`);
      else seen.emails.set(email, row.line);
      if (match === 'create' && current) refuse('email', 'A user has this email already, and this import creates new users only.');
      if (match === 'update' && !current) refuse('email', 'No user has this email, and this import updates existing users only.');
    }
    if (current?.role === 'superAdmin' && actor.role !== 'superAdmin') refuse('email', USER_MESSAGES.superAdminOnly);
    // The form refuses to empty a phone, but a user who never had one may keep none.
    if (current && !body.phoneNumber && !current.phoneNumber) delete body.phoneNumber;

    // A company not on file has no location on file either.
    let companyNew = false;
    if (read.companyName !== undefined) {
      const ids = read.companyName ? (companiesByName.get(lower(read.companyName)) ?? []) : [];
      if (read.companyName && ids.length === 0) {
        const name = lower(read.companyName);
        const made = seen.newCompanies.get(name) ?? { name: read.companyName };
        seen.newCompanies.set(name, made);
        seen.unknownCompanyRows++;
        if (unknownCompany === 'refuse') refuse('company', `No company is named "${read.companyName}".`);
        // A company made here keeps to the company form's own rule for its name.
        else if (unknownCompany === 'create' && read.companyName.length > COMPANY_LIMITS.name) refuse('company', maxCharactersMessage(COMPANY_LIMITS.name));
        else {
          companyNew = true;
          if (unknownCompany === 'create') made.id ??= randomUUID();
          body.company = made.id ?? null;
        }
      } else if (ids.length > 1) refuse('company', `${ids.length} companies are named "${read.companyName}": rename one of them first.`);
      else body.company = ids[0] ?? null;
    }
    if (read.locationName !== undefined && companyNew) body.companyLocation = null;
    else if (read.locationName !== undefined) {
      const companyId = (body.company as string | null | undefined) !== undefined ? (body.company as string | null) : (current?.companyId ?? null);
      const candidates = read.locationName ? (locationsByName.get(lower(read.locationName)) ?? []).filter((l) => l.companyId === companyId) : [];
      if (read.locationName && !companyId) refuse('companyLocation', 'A location needs its company: give the Company too.');
      else if (read.locationName && candidates.length !== 1) {
        refuse('companyLocation', candidates.length ? `The company has ${candidates.length} locations named "${read.locationName}".` : `The company has no location named "${read.locationName}".`);
      } else body.companyLocation = candidates[0]?.id ?? null;
    }

    const checked = schema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) refuse(String(issue.path[0] ?? ''), issue.message);
      return { line: row.line, action: 'error', issues };
    }
    const data = checked.data;
    for (const issue of userBodyIssues(data, { creating: !current, selfId: actor.id, editedId: current?.id, current })) refuse(issue.path, issue.message);
    const target = current ? { id: current.id, role: current.role, email: current.email, isActive: current.isActive, roleIds: held.filter((h) => h.userId === current.id).map((h) => h.roleId) } : null;
    for (const refusal of userChangeRefusals(actor, target, userChangeOf(data, target))) refuse(refusal.field, refusal.message);
    if (data.nrds) {
      const holder = byNrds.get(data.nrds);
      if (holder && holder.id !== current?.id) refuse('nrds', `${USER_MESSAGES.nrdsTaken} (${holder.name})`);
      const before = seen.nrds.get(data.nrds);
      if (before !== undefined) refuse('nrds', `This NRDS ID is also on line ${before}.`);
      else seen.nrds.set(data.nrds, row.line);
    }
    if (issues.length) return { line: row.line, action: 'error', issues };

    const { role, set } = userWriteOf(data, current);
    if (read.registered && !(current && sameDay(current.createdAt, read.registered))) set.createdAt = registeredAt(read.registered);
    if (!current) return { line: row.line, action: 'create', set };
    // A deactivation ends the user's sessions, as the form's does.
    if (set.isActive === false && current.isActive) set.tokenVersion = current.tokenVersion + 1;
    if (!changes(set, current) && (isStaff(role) || target!.roleIds.length === 0)) return { line: row.line, action: 'unchanged' };
    return { line: row.line, action: 'update', set, current };
  });
}

export const USER_COLUMNS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(getTableColumns(users)).map(([key, column]) => [key, column.keyAsName ? toSnakeCase(key) : column.name]),
);

/** A file maps the same columns on every row, so this is usually one group. */
function sameColumns<T>(items: readonly T[], setOf: (item: T) => Partial<NewUser>): { keys: string[]; items: T[] }[] {
  const groups = new Map<string, { keys: string[]; items: T[] }>();
  for (const item of items) {
    const keys = Object.keys(setOf(item)).sort();
    const id = keys.join(',');
    const group = groups.get(id) ?? { keys, items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  return [...groups.values()];
}

function recordset(keys: readonly string[], sets: readonly Record<string, unknown>[]): string {
  return JSON.stringify(sets.map((set) => Object.fromEntries(keys.map((key) => [USER_COLUMNS[key]!, set[key] ?? null]))));
}

/**
 * One insert and one update per batch: a statement per row would cost a round trip and the
 * statement-level triggers each time. The audit trigger is a row trigger, so every user is still
 * recorded.
 */
export async function writeUserRows(tx: Executor, outcomes: readonly RowOutcome[], seen?: FileSeen): Promise<void> {
  // The companies the file names that are not on file yet, before the users that belong to them.
  const used = new Set(outcomes.flatMap((o) => (o.action === 'create' || o.action === 'update' ? [o.set.companyId] : [])));
  const newCompanies = [...(seen?.newCompanies.values() ?? [])].filter((c) => c.id && !c.written && used.has(c.id));
  if (newCompanies.length) {
    await tx.insert(companies).values(newCompanies.map((c) => ({ id: c.id!, name: c.name, type: 'Other' as const })));
    for (const c of newCompanies) c.written = true;
  }
  const creates = outcomes.flatMap((o) => (o.action === 'create' ? [o.set] : []));
  const updates = outcomes.flatMap((o) => (o.action === 'update' ? [o] : []));
  for (const { keys, items } of sameColumns(creates, (set) => set)) {
    const columns = sql.raw(keys.map((key) => `"${USER_COLUMNS[key]}"`).join(', '));
    await tx.execute(sql`insert into users (${columns}) select ${columns} from json_populate_recordset(null::users, ${recordset(keys, items)}::json)`);
  }
  for (const { keys, items } of sameColumns(updates, (update) => update.set)) {
    const assignments = sql.raw(keys.map((key) => `"${USER_COLUMNS[key]}" = s."${USER_COLUMNS[key]}"`).join(', '));
    const rows = recordset(['id', ...keys], items.map((update) => ({ ...update.set, id: update.current.id })));
    await tx.execute(sql`update users t set ${assignments}, updated_at = now() from json_populate_recordset(null::users, ${rows}::json) s where t.id = s.id`);
  }
  const updated = (test: (set: Partial<NewUser>, current: UserRow) => boolean) => updates.filter((u) => test(u.set, u.current)).map((u) => u.current.id);
  const notStaff = updated((set, current) => !isStaff(set.role ?? current.role));
  if (notStaff.length) await tx.delete(userRoles).where(inArray(userRoles.userId, notStaff));
  const noSupport = updated((set, current) => isStaff(set.role ?? current.role) || !(set.groups ?? current.groups).includes(SUPPORT_GROUP));
  if (noSupport.length) await tx.delete(userSupportStaff).where(inArray(userSupportStaff.userId, noSupport));
}

export const userImportJob: EntityJob = (row, actor, versions) => {
  const settings: UserImportSettings = {
    mapping: (row.mapping ?? []) as (UserImportKey | null)[],
    valueMaps: row.valueMaps ?? {},
    match: row.match ?? 'both',
    dateFormat: row.dateFormat ?? 'MDY',
    unknownCompany: row.unknownCompany ?? 'refuse',
  };
  const seen = newFileSeen();
  return {
    async check(tx, batch) {
      const checked = await checkUserRows(tx, batch, row.headers, settings, actor, seen);
      const outcomes = versions
        ? await refuseChangedSinceCheck(tx, 'users', checked, versions, (o) => (o.action === 'update' ? { id: o.current.id, version: o.current.updatedAt } : undefined))
        : checked;
      return { outcomes, write: (w) => writeUserRows(w, outcomes, seen) };
    },
    notes: () => notesOf(seen),
    checksAhead: true,
  };
};
