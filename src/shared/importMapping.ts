/**
 * Matching an import file's columns to a resource's fields, and its cells to a choice field's
 * values (issue 18), without React or Node: the import screen proposes the mapping with it, from
 * the fields' labels in the six languages and the exports' headers; the server reads the cells
 * with it. Pure functions; the lists of names come from the caller.
 */
import { dayOfUsDate } from './formats';

/** A field a file's column can fill, with every name a column may carry for it. */
export interface ImportField<K extends string = string> {
  key: K;
  /** Its labels in each language and its exports' headers; compared as `headerKey` compares. */
  names: readonly string[];
}

/**
 * A header as compared: letters and digits only (any script), lower case, the Latin accents
 * dropped, full-width forms as their usual ones. 'E-mail', 'e mail' and 'ＥＭＡＩＬ' compare equal;
 * 'Prénom' and 'prenom'; Japanese keeps its voiced marks ('ド' is not 'ト').
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The field proposed for each column (null: none), by name. A field goes to the first column that
 * names it; a later column with the same name is left for the person to map.
 */
export function proposeMapping<K extends string>(headers: readonly string[], fields: readonly ImportField<K>[]): (K | null)[] {
  const byName = new Map<string, K>();
  for (const field of fields) {
    for (const name of field.names) {
      const key = headerKey(name);
      // The first field to claim a name keeps it (the caller lists the likelier field first).
      if (key && !byName.has(key)) byName.set(key, field.key);
    }
  }
  const taken = new Set<K>();
  return headers.map((header) => {
    const field = byName.get(headerKey(header));
    if (field === undefined || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Cells that mean yes or no in any language's file, beside the labels the caller adds. */
const YES = ['yes', 'y', 'true', '1', 'x'];
const NO = ['no', 'n', 'false', '0'];

/**
 * A choice cell's stored value: the value itself or one of its labels (compared as headers are), or
 * what the person's value map says for that cell. undefined when nothing matches (a row error);
 * an empty cell is null (no value).
 */
export function choiceValue<V extends string>(
  cell: string,
  values: readonly V[],
  labels: { readonly [value in V]?: readonly string[] } = {},
  valueMap: Readonly<Record<string, V>> = {},
): V | null | undefined {
  if (cell.trim() === '') return null;
  if (Object.hasOwn(valueMap, cell)) return valueMap[cell];
  // The value as written (most cells), without comparing it with every value by name.
  if ((values as readonly string[]).includes(cell)) return cell as V;
  const key = headerKey(cell);
  for (const value of values) {
    if (headerKey(value) === key) return value;
    if ((labels[value] ?? []).some((label) => headerKey(label) === key)) return value;
  }
  return undefined;
}

/**
 * A yes/no cell: Yes, Y, True, 1, X or one of `labels.yes` (the screens' "Yes" in each language) for
 * true; No, N, False, 0 or `labels.no` for false; an empty cell is null; anything else undefined.
 */
export function yesNoValue(cell: string, labels: { yes?: readonly string[]; no?: readonly string[] } = {}): boolean | null | undefined {
  if (cell.trim() === '') return null;
  const key = headerKey(cell);
  if ([...YES, ...(labels.yes ?? [])].some((word) => headerKey(word) === key)) return true;
  if ([...NO, ...(labels.no ?? [])].some((word) => headerKey(word) === key)) return false;
  return undefined;
}

/** A plain field's cells: how one becomes the value the forms send (fields naming other records are the caller's). */
export type CellKind =
  | { kind: 'text' }
  /** One of `values`; `labels` are the other names a cell may give a value (the exports'). */
  | { kind: 'choice'; values: readonly [string, ...string[]]; labels?: Readonly<Record<string, readonly string[]>> }
  /** Several of `values`, separated by ';' as the exports join them. */
  | { kind: 'list'; values: readonly [string, ...string[]] }
  | { kind: 'yesNo' }
  /** Active or Inactive. */
  | { kind: 'status' }
  /** YYYY-MM-DD as the exports write it, or MM/DD/YYYY as the screens show it. */
  | { kind: 'day' }
  | { kind: 'number' };

/** A cell read: its value; `keep` (an empty cell of a field without an empty value); or why it cannot be read. */
export type CellReading = { value: unknown } | { keep: true } | { issue: string };

const STATUSES = ['Active', 'Inactive'] as const;

/**
 * A trimmed cell as its field's value. An empty cell empties the field (null, '' or []), but for a
 * yes/no or a status, which have no empty value and keep theirs. `valueMap` is the person's reading
 * of cells that are not values of the field.
 */
export function readCell(field: CellKind, cell: string, valueMap: Readonly<Record<string, string>> = {}): CellReading {
  const notOneOf = (text: string, values: readonly string[]) => ({ issue: `"${text}" is not one of: ${values.join(', ')}.` });
  switch (field.kind) {
    case 'text':
      return { value: cell };
    case 'choice': {
      const value = choiceValue(cell, field.values, field.labels, valueMap);
      return value === undefined ? notOneOf(cell, field.values) : { value };
    }
    case 'list': {
      const values: string[] = [];
      for (const part of cell === '' ? [] : cell.split(';').map((p) => p.trim()).filter(Boolean)) {
        const value = choiceValue(part, field.values, undefined, valueMap);
        if (!value) return notOneOf(part, field.values);
        values.push(value);
      }
      return { value: values };
    }
    case 'yesNo': {
      const value = yesNoValue(cell);
      return value === undefined ? { issue: `"${cell}" is not Yes or No.` } : value === null ? { keep: true } : { value };
    }
    case 'status': {
      const value = choiceValue(cell, STATUSES, undefined, valueMap);
      return value === undefined ? { issue: `"${cell}" is not Active or Inactive.` } : value === null ? { keep: true } : { value: value === 'Active' };
    }
    case 'day':
      return { value: cell === '' ? null : (dayOfUsDate(cell) ?? cell) };
    case 'number':
      return { value: cell === '' ? null : cell };
  }
}
