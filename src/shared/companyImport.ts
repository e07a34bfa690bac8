import { COMPANY_TYPES } from './companyValues';
import { readCell, type CellKind } from './importMapping';

/**
 * Under the headers of the company list's Export Table, so an export re-imports. Locations are their
 * own records and are not imported here.
 */
export type CompanyImportKind =
  | CellKind
  | { kind: 'recordId' }
  /** Two companies may share a name; a location's city tells them apart. */
  | { kind: 'city' }
  | { kind: 'sponsorships' };

export type CompanyImportField = { key: string; header: string } & CompanyImportKind;

export const COMPANY_IMPORT_FIELDS = [
  { key: 'id', header: 'ID', kind: 'recordId' },
  { key: 'name', header: 'Name', kind: 'text' },
  { key: 'type', header: 'Type', kind: 'choice', values: COMPANY_TYPES },
  { key: 'isActive', header: 'Status', kind: 'status' },
  { key: 'websiteUrl', header: 'Website URL', kind: 'text' },
  { key: 'description', header: 'Description', kind: 'text' },
  { key: 'sponsership', header: 'Sponsorships', kind: 'sponsorships' },
  { key: 'city', header: 'City', kind: 'city' },
] as const satisfies readonly CompanyImportField[];

export type CompanyImportKey = (typeof COMPANY_IMPORT_FIELDS)[number]['key'];

export interface CompanyRow {
  body: Record<string, unknown>;
  id?: string | null;
  city?: string | null;
  sponsorshipNames?: string[];
  issues: { column: number; message: string }[];
}

/** An empty mapped cell empties its field, but a status has no empty value and keeps its own. */
export function companyRow(
  cells: readonly string[],
  mapping: readonly (string | null)[],
  valueMaps: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): CompanyRow {
  const row: CompanyRow = { body: {}, issues: [] };
  mapping.forEach((key, column) => {
    const field = COMPANY_IMPORT_FIELDS.find((f) => f.key === key);
    if (!field) return;
    const cell = (cells[column] ?? '').trim();
    if (field.kind === 'recordId') return void (row.id = cell || null);
    if (field.kind === 'city') return void (row.city = cell || null);
    if (field.kind === 'sponsorships') return void (row.sponsorshipNames = cell.split(';').map((name) => name.trim()).filter(Boolean));
    const reading = readCell(field, cell, valueMaps[field.key]);
    if ('issue' in reading) return void row.issues.push({ column, message: reading.issue });
    if ('keep' in reading) return;
    row.body[field.key] = reading.value;
  });
  return row;
}
