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
 * 'Export Table': the columns a staff member chose on a list, with their on-screen labels. The rows
 * come from the list's own declaration, so the export matches the list's filters and order.
 */

/** Written as the list shows it (src/shared/formats.ts), in the reader's locale and time zone. */
export type ExportValueKind =
  | 'text'
  | 'number'
  | 'hours'
  | 'usDate'
  | 'usDateTime'
  /** A calendar day, read as text so no time zone shifts it. */
  | 'day'
  | 'money'
  /** American format whatever the language, as the event list shows prices. */
  | 'usDollars'
  | 'address';

export interface ExportColumn {
  value: PgColumn | SQL;
  kind?: ExportValueKind;
}

export type ExportRows = (db: Database, fields: Record<string, PgColumn | SQL>, plan: ListPlan) => { toSQL(): CsvQuery };

export interface ExportList<K extends string, C extends string, P extends z.ZodRawShape> {
  /** The export needs the same view permission as the list. */
  module: ModuleName;
  list: ListDeclaration<K>;
  sortKeys: readonly [K, ...K[]];
  /** Only what the list itself shows, so the export tells nothing the list does not. */
  columns: Record<C, ExportColumn>;
  rows: ExportRows;
  params?: P;
  conditions?: (params: z.infer<z.ZodObject<P>>) => (SQL | undefined)[];
}

/** Exists so the type parameters are inferred from the declaration. */
export function defineExport<K extends string, C extends string, P extends z.ZodRawShape = Record<never, never>>(
  list: ExportList<K, C, P>,
): ExportList<K, C, P> {
  return list;
}

export function columnKeysOf<C extends string>(columns: Record<C, ExportColumn>): [C, ...C[]] {
  return Object.keys(columns) as [C, ...C[]];
}

export interface ExportRequest<K extends string> {
  search?: string;
  sortKey?: K;
  sortOrder?: 1 | -1;
  filters?: FilterEntry[];
  columns: ExportColumnRequest[];
  locale: string;
  timeZone: string;
}

function valueKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Made once per export: one Intl formatter serves every row, where toLocaleString builds one per cell. */
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

export async function streamListExport<K extends string, C extends string, P extends z.ZodRawShape>(
  db: Database,
  source: ExportList<K, C, P>,
  request: ExportRequest<K> & z.infer<z.ZodObject<P>>,
): Promise<Readable> {
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
