import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Address } from '../../shared/addresses';
import { formatAddress, formatDay, formatHours, US_DATE_OPTIONS, US_DATE_TIME_OPTIONS } from '../../shared/formats';
import type { ExportColumnRequest } from '../../shared/listExport';
import type { FilterEntry } from '../../shared/listQuery';
import type { ModuleName } from '../../shared/modules';
import type { Database } from '../db/client';
import { neutraliseCell, streamCsv, type CsvQuery } from './csvExport';
import { buildListPlan, type ListDeclaration, type ListPlan } from './list';

/**
 * 'Export Table' (POST /export/<list>): the columns a staff member chose on a list, in their order
 * and with their on-screen labels, for the whole list under its search, filters and sort. Each list
 * declares its columns as data, beside its list declaration in its own queries file (`COURSE_EXPORT`
 * in courses.ts): what is read for a cell and how it is written. The rows come from the list's own declaration (queries/list.ts: the same filters, search
 * and order as its GET, without paging) through a database cursor (csvExport.ts), so memory stays
 * flat and formula-looking cells are neutralised as in the other exports.
 */

/**
 * How a cell is written, as the list shows it (src/shared/formats.ts). Coded values (types,
 * statuses, flags) are written as they are unless the screen sent their labels.
 */
export type ExportValueKind =
  /** As stored. */
  | 'text'
  /** A count or a whole number. */
  | 'number'
  /** Credit hours: 1.5, 3. */
  | 'hours'
  /** An instant's day in the reader's time zone: MM/DD/YYYY. */
  | 'usDate'
  /** An instant in the reader's time zone: MM/DD/YYYY, h:mm AM. */
  | 'usDateTime'
  /** A calendar day (read as text, YYYY-MM-DD): MM/DD/YYYY. */
  | 'day'
  /** Cents as US dollars in the reader's number format: $1,234.50, 1.234,50 $. */
  | 'money'
  /** Cents as US dollars in the American format whatever the language (the event list's prices). */
  | 'usDollars'
  /** An address object on one line. */
  | 'address';

export interface ExportColumn {
  /** What a cell reads: a column or an expression over the list's table and its joins. */
  value: PgColumn | SQL;
  kind?: ExportValueKind;
}

/** The rows' query: the chosen cells of the list's table (and its joins), in the plan's order. */
export type ExportRows = (db: Database, fields: Record<string, PgColumn | SQL>, plan: ListPlan) => { toSQL(): CsvQuery };

/** What a list declares to be exported: its module, its list declaration, its columns and its rows. */
export interface ExportList<K extends string, C extends string, P extends z.ZodRawShape> {
  /** The module whose view permission the list needs; the export needs the same. */
  module: ModuleName;
  /** The list's sorts, filters and search (the GET route's own declaration). */
  list: ListDeclaration<K>;
  sortKeys: readonly [K, ...K[]];
  /** The columns the list shows, by the key the screen sends: only what the list itself shows. */
  columns: Record<C, ExportColumn>;
  rows: ExportRows;
  /** The list call's plain parameters beyond the list contract (a company's locations), and their conditions. */
  params?: P;
  conditions?: (params: z.infer<z.ZodObject<P>>) => (SQL | undefined)[];
}

/**
 * Declares a list's export (the type parameters are inferred from it). A key names a column as the
 * screen's export sends it; each list offers exactly the columns its screen shows (images and action
 * buttons aside), so the export tells nothing the list does not. Correlated subqueries use plain SQL
 * names: see queries/companies.ts.
 */
export function defineExport<K extends string, C extends string, P extends z.ZodRawShape = Record<never, never>>(
  list: ExportList<K, C, P>,
): ExportList<K, C, P> {
  return list;
}

/** The column keys of a declaration, as the body schema takes them. */
export function columnKeysOf<C extends string>(columns: Record<C, ExportColumn>): [C, ...C[]] {
  return Object.keys(columns) as [C, ...C[]];
}

/** The export request as the route's schema parses it. */
export interface ExportRequest<K extends string> {
  search?: string;
  sortKey?: K;
  sortOrder?: 1 | -1;
  filters?: FilterEntry[];
  columns: ExportColumnRequest[];
  locale: string;
  timeZone: string;
}

/** The raw value as the key of its label: booleans as true/false, an empty value as ''. */
function valueKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The writer of one kind of cell. Formatters are made once per export: one Intl formatter serves
 * every row (toLocaleString would build one per cell). Their options are the screens' own.
 */
function writerOf(kind: ExportValueKind, locale: string, timeZone: string): (value: unknown) => string {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  switch (kind) {
    case 'text':
    case 'number':
      return (value) => (empty(value) ? '' : String(value));
    case 'hours':
      return (value) => (empty(value) ? '' : formatHours(Number(value)));
    case 'usDate':
    case 'usDateTime': {
      const format = new Intl.DateTimeFormat('en-US', { ...(kind === 'usDate' ? US_DATE_OPTIONS : US_DATE_TIME_OPTIONS), timeZone });
      return (value) => {
        if (empty(value)) return '';
        const date = value instanceof Date ? value : new Date(String(value));
        return Number.isNaN(date.getTime()) ? '' : format.format(date);
      };
    }
    case 'day':
      return (value) => (empty(value) ? '' : formatDay(String(value)));
    case 'money':
    case 'usDollars': {
      const format = new Intl.NumberFormat(kind === 'money' ? locale : 'en-US', { style: 'currency', currency: 'USD' });
      return (value) => (empty(value) ? '' : format.format(Number(value) / 100));
    }
    case 'address':
      return (value) => (typeof value === 'object' && value !== null ? formatAddress(value as Partial<Address>) : '');
  }
}

/**
 * Streams the whole list under the request's search, filters and sort as CSV: one column per
 * requested column, in the request's order, headed by its label.
 */
export async function streamListExport<K extends string, C extends string, P extends z.ZodRawShape>(
  db: Database,
  source: ExportList<K, C, P>,
  request: ExportRequest<K> & z.infer<z.ZodObject<P>>,
): Promise<Readable> {
  // The list's own plan (its filters refuse unknown keys and bad values with a 400, as the GET
  // does); paging is left out, the whole list is read.
  const plan = buildListPlan(
    { search: request.search, sortKey: request.sortKey, sortOrder: request.sortOrder, filters: request.filters, offset: 0, limit: 0 },
    source.list,
    source.conditions?.(request) ?? [],
  );
  const chosen = request.columns.map((column) => ({
    column: source.columns[column.key as C],
    labels: column.values ? new Map(Object.entries(column.values)) : undefined,
  }));
  const fields = Object.fromEntries(chosen.map(({ column }, i) => [`c${i}`, column.value]));
  const writers = chosen.map(({ column, labels }) => {
    const write = writerOf(column.kind ?? 'text', request.locale, request.timeZone);
    return (value: unknown) => labels?.get(valueKey(value)) ?? write(value);
  });
  return streamCsv(db, source.rows(db, fields, plan).toSQL(), {
    // The labels come from the screen: a header is a cell like any other.
    headers: request.columns.map((column) => neutraliseCell(column.label)),
    toCells: (values) => writers.map((write, i) => write(values[i])),
  });
}
