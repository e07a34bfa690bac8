import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CompanyBody } from '../../../shared/companies';
import { companyRow } from '../../../shared/companyImport';
import type { ImportMatch, ImportValueMaps } from '../../../shared/imports';
import { companies, companySponsorships, sponsorships } from '../../db/schema';
import { restoreCell } from '../../core/csvExport';
import type { Executor } from '../../core/list';
import { sanitizeRichText } from '../../core/sanitize';
import type { CsvRow } from '../../core/imports/csv';
import { refuseChangedSinceCheck } from '../../core/imports/changedSinceCheck';
import type { EntityJob, RowIssue } from '../../core/imports/entityJob';

/**
 * Each row is checked with the company form's own schema, so an import accepts nothing the form
 * would refuse. A batch costs four queries whatever its size.
 */

export interface CompanyImportSettings {
  mapping: readonly (string | null)[];
  valueMaps: ImportValueMaps;
  match: ImportMatch;
}

type CompanyColumns = Pick<typeof companies.$inferInsert, 'name' | 'type' | 'isActive' | 'websiteUrl' | 'description'>;
type StoredCompany = typeof companies.$inferSelect;

export type CompanyOutcome =
  | { line: number; action: 'create'; id: string; set: CompanyColumns; sponsorships?: string[] }
  | { line: number; action: 'update'; id: string; version: Date; set: Partial<CompanyColumns>; sponsorships?: string[] }
  | { line: number; action: 'unchanged' }
  | { line: number; action: 'error'; issues: RowIssue[] };

/** To refuse a second row for the same company. */
export type CompanySeen = Map<string, number>;

const lower = (value: string) => value.trim().toLowerCase();
const FIELDS = ['name', 'type', 'isActive', 'websiteUrl', 'description'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function checkCompanyRows(
  db: Executor,
  rows: readonly CsvRow[],
  headers: readonly string[],
  settings: CompanyImportSettings,
  seen: CompanySeen,
): Promise<CompanyOutcome[]> {
  const { mapping, valueMaps, match } = settings;
  const headerOf = (key: string) => headers[mapping.indexOf(key)] ?? '';
  const parsed = rows.map((row) => ({ row, read: companyRow(row.cells.map(restoreCell), mapping, valueMaps) }));

  const ids = [...new Set(parsed.map((p) => p.read.id).filter((id): id is string => !!id && UUID.test(id)))];
  const names = [...new Set(parsed.map((p) => (typeof p.read.body.name === 'string' ? lower(p.read.body.name) : '')).filter(Boolean))];
  const sponsorshipNames = [...new Set(parsed.flatMap((p) => p.read.sponsorshipNames ?? []).map(lower))];
  // Plain SQL: Drizzle leaves a one-table query's columns unqualified, which would bind inside.
  const cities = sql<string[]>`coalesce((select array_agg(distinct lower(l.physical_address ->> 'city')) from locations l where l.company_id = companies.id), '{}')`;
  const select = () => db.select({ row: companies, cities }).from(companies);
  const byId = new Map((ids.length ? await select().where(inArray(companies.id, ids)) : []).map((c) => [c.row.id, c]));
  const byName = new Map<string, { row: StoredCompany; cities: string[] }[]>();
  for (const c of names.length ? await select().where(inArray(sql`lower(${companies.name})`, names)) : []) {
    byName.set(c.row.name.toLowerCase(), [...(byName.get(c.row.name.toLowerCase()) ?? []), c]);
  }
  const foundSponsorships = sponsorshipNames.length
    ? await db.select({ id: sponsorships.id, name: sql<string>`lower(${sponsorships.name})` }).from(sponsorships).where(inArray(sql`lower(${sponsorships.name})`, sponsorshipNames))
    : [];
  const sponsorshipIds = new Map(foundSponsorships.map((s) => [s.name, s.id]));
  const allIds = [...new Set([...byId.keys(), ...[...byName.values()].flat().map((c) => c.row.id)])];
  const linked = allIds.length ? await db.select().from(companySponsorships).where(inArray(companySponsorships.companyId, allIds)) : [];

  return parsed.map(({ row, read }): CompanyOutcome => {
    const issues: RowIssue[] = read.issues.map((issue) => ({ line: row.line, column: headers[issue.column] ?? '', message: issue.message }));
    const refuse = (key: string, message: string) => issues.push({ line: row.line, column: headerOf(key), message });
    const name = typeof read.body.name === 'string' ? read.body.name.trim() : '';

    let current: StoredCompany | undefined;
    if (read.id) {
      current = UUID.test(read.id) ? byId.get(read.id.toLowerCase())?.row : undefined;
      if (!current) refuse('id', `No company has the ID "${read.id}".`);
    } else if (name) {
      const city = read.city ? lower(read.city) : undefined;
      const candidates = (byName.get(name.toLowerCase()) ?? []).filter((c) => !city || c.cities.includes(city));
      if (candidates.length > 1) refuse('name', `${candidates.length} companies are named "${name}"${city ? ` with a location in ${read.city}` : ''}: add their ID (or a City) to the file.`);
      current = candidates.length === 1 ? candidates[0]!.row : undefined;
    } else {
      refuse('name', 'Name is required: it is how a row finds its company, and a new company needs one.');
    }
    const key = current ? current.id : `${name.toLowerCase()}|${read.city ? lower(read.city) : ''}`;
    const before = seen.get(key);
    if (before !== undefined) refuse(read.id ? 'id' : 'name', `This company is also on line ${before}: a file gives each company once.`);
    else if (name || current) seen.set(key, row.line);
    if (match === 'create' && current) refuse(read.id ? 'id' : 'name', 'This company exists already, and this import creates new companies only.');
    if (match === 'update' && !current && !read.id) refuse('name', 'No company has this name, and this import updates existing companies only.');

    // Checked on the company as it would be after the row, as the form checks it.
    const stored = current ? { name: current.name, type: current.type, isActive: current.isActive, websiteUrl: current.websiteUrl, description: current.description } : {};
    const checked = CompanyBody.pick({ name: true, type: true, isActive: true, websiteUrl: true, description: true }).safeParse({ ...stored, ...read.body });
    // A field whose cell could not be read is reported once, for its cell.
    const unread = new Set(issues.map((issue) => issue.column));
    if (!checked.success) for (const issue of checked.error.issues) if (!unread.has(headerOf(String(issue.path[0] ?? '')))) refuse(String(issue.path[0] ?? ''), issue.message);
    const wanted = (read.sponsorshipNames ?? []).map((s) => [s, sponsorshipIds.get(lower(s))] as const);
    for (const [missing] of wanted.filter(([, id]) => !id)) refuse('sponsership', `No sponsorship is named "${missing}".`);
    if (issues.length || !checked.success) return { line: row.line, action: 'error', issues };

    const sponsorshipsAfter = read.sponsorshipNames ? [...new Set(wanted.map(([, id]) => id!))] : undefined;
    const full: CompanyColumns = { ...checked.data, description: sanitizeRichText(checked.data.description) };
    if (!current) return { line: row.line, action: 'create', id: crypto.randomUUID(), set: full, ...(sponsorshipsAfter ? { sponsorships: sponsorshipsAfter } : {}) };
    const set: Partial<CompanyColumns> = {};
    for (const field of FIELDS) if (field in read.body && full[field] !== current[field]) Object.assign(set, { [field]: full[field] });
    const held = linked.filter((l) => l.companyId === current.id).map((l) => l.sponsorshipId);
    const sponsorshipsChange = sponsorshipsAfter && (sponsorshipsAfter.length !== held.length || sponsorshipsAfter.some((id) => !held.includes(id)));
    if (Object.keys(set).length === 0 && !sponsorshipsChange) return { line: row.line, action: 'unchanged' };
    return { line: row.line, action: 'update', id: current.id, version: current.updatedAt, set, ...(sponsorshipsChange ? { sponsorships: sponsorshipsAfter } : {}) };
  });
}

export async function writeCompanyRows(tx: Executor, outcomes: readonly CompanyOutcome[]): Promise<void> {
  const creates = outcomes.flatMap((o) => (o.action === 'create' ? [o] : []));
  const updates = outcomes.flatMap((o) => (o.action === 'update' ? [o] : []));
  if (creates.length) await tx.insert(companies).values(creates.map((o) => ({ id: o.id, ...o.set })));
  for (const update of updates) {
    // A change of sponsorships alone is a change of the company too: its version moves on.
    await tx.update(companies).set(Object.keys(update.set).length ? update.set : { updatedAt: sql`now()` }).where(eq(companies.id, update.id));
  }
  const relinked = [...creates, ...updates].filter((o) => o.sponsorships !== undefined);
  if (relinked.length === 0) return;
  await tx.delete(companySponsorships).where(inArray(companySponsorships.companyId, relinked.map((o) => o.id)));
  const links = relinked.flatMap((o) => o.sponsorships!.map((sponsorshipId) => ({ companyId: o.id, sponsorshipId })));
  if (links.length) await tx.insert(companySponsorships).values(links);
}

/** Each batch is checked after the ones before it are written, since it may match a company they created. */
export const companyImportJob: EntityJob = (row, _actor, versions) => {
  const settings = { mapping: row.mapping ?? [], valueMaps: row.valueMaps ?? {}, match: row.match ?? 'both' };
  const seen: CompanySeen = new Map();
  return {
    async check(tx, batch) {
      const checked = await checkCompanyRows(tx, batch, row.headers, settings, seen);
      const outcomes = versions
        ? await refuseChangedSinceCheck(tx, 'companies', checked, versions, (o) =>
            o.action === 'update' ? { id: o.id, version: o.version } : o.action === 'create' ? { id: o.id } : undefined,
          )
        : checked;
      return { outcomes, write: (w) => writeCompanyRows(w, outcomes) };
    },
    checksAhead: false,
  };
};
