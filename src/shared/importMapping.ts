/**
 * Without React or Node, so the import screen proposes the mapping and the server reads the cells
 * with the same rules.
 */
export const DATE_FORMATS = ['MDY', 'DMY', 'YMD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** How each format is written in messages and on the import screen. */
export const DATE_FORMAT_NAMES: Record<DateFormat, string> = { MDY: 'MM/DD/YYYY', DMY: 'DD/MM/YYYY', YMD: 'YYYY-MM-DD' };

/** The date of a cell, any time after it dropped (a list export's "MM/DD/YYYY, h:mm AM", an ISO timestamp). */
function dateParts(cell: string): [string, string, string] | undefined {
  const parts = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:$|[\sT,])/.exec(cell.trim());
  return parts ? [parts[1]!, parts[2]!, parts[3]!] : undefined;
}

/** A year written with four digits reads first as YYYY-MM-DD whatever the format chosen. */
export function dayOf(cell: string, format: DateFormat): string | undefined {
  const parts = dateParts(cell);
  if (!parts) return undefined;
  const [a, b, c] = parts;
  const [year, month, day] = a.length === 4 ? [a, b, c] : format === 'DMY' ? [c, b, a] : format === 'MDY' ? [c, a, b] : [a, b, c];
  const fullYear = year.length === 2 ? String(Number(year) < 50 ? 2000 + Number(year) : 1900 + Number(year)) : year;
  if (fullYear.length !== 4 || month.length > 2 || day.length > 2) return undefined;
  const iso = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

/** The format the cells of a date column fit: a day above 12 tells DD/MM from MM/DD; MM/DD when nothing does. */
export function detectDateFormat(cells: readonly string[]): DateFormat {
  let dayFirst = 0;
  let monthFirst = 0;
  let yearFirst = 0;
  for (const cell of cells) {
    const parts = dateParts(cell);
    if (!parts) continue;
    if (parts[0].length === 4) yearFirst++;
    else if (Number(parts[0]) > 12) dayFirst++;
    else if (Number(parts[1]) > 12) monthFirst++;
  }
  if (yearFirst > dayFirst + monthFirst) return 'YMD';
  return dayFirst > monthFirst ? 'DMY' : 'MDY';
}

/** A field a file's column can fill, with every name a column may carry for it. */
export interface ImportField<K extends string = string> {
  key: K;
  /** Labels in every language and the exports' headers, so a file in any of them maps itself. */
  names: readonly string[];
  /** Other systems' headers: tried after every field's own names. */
  aliases?: readonly string[];
}

/**
 * 'E-mail', 'e mail' and 'ＥＭＡＩＬ' compare equal, and 'Prénom' and 'prenom'; Japanese keeps its
 * voiced marks ('ド' is not 'ト'), which change the word.
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A later column with the same name is left for the person to map, never guessed. */
export function proposeMapping<K extends string>(headers: readonly string[], fields: readonly ImportField<K>[]): (K | null)[] {
  const byName = new Map<string, K>();
  for (const names of [(field: ImportField<K>) => field.names, (field: ImportField<K>) => field.aliases ?? []]) {
    for (const field of fields) {
      for (const name of names(field)) {
        const key = headerKey(name);
        // The first field to claim a name keeps it (the caller lists the likelier field first).
        if (key && !byName.has(key)) byName.set(key, field.key);
      }
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

const YES = ['yes', 'y', 'true', '1', 'x'];
const NO = ['no', 'n', 'false', '0'];

/** undefined when nothing matches (a row error); an empty cell is null. */
export function choiceValue<V extends string>(
  cell: string,
  values: readonly V[],
  labels: { readonly [value in V]?: readonly string[] } = {},
  valueMap: Readonly<Record<string, V>> = {},
): V | null | undefined {
  if (cell.trim() === '') return null;
  if (Object.hasOwn(valueMap, cell)) return valueMap[cell];
  // Most cells: no need to compare with every value by name.
  if ((values as readonly string[]).includes(cell)) return cell as V;
  const key = headerKey(cell);
  for (const value of values) {
    if (headerKey(value) === key) return value;
    if ((labels[value] ?? []).some((label) => headerKey(label) === key)) return value;
  }
  return undefined;
}

/** An empty cell is null; anything not read as yes or no is undefined. */
export function yesNoValue(cell: string, labels: { yes?: readonly string[]; no?: readonly string[] } = {}): boolean | null | undefined {
  if (cell.trim() === '') return null;
  const key = headerKey(cell);
  if ([...YES, ...(labels.yes ?? [])].some((word) => headerKey(word) === key)) return true;
  if ([...NO, ...(labels.no ?? [])].some((word) => headerKey(word) === key)) return false;
  return undefined;
}

/** How a cell becomes the value the forms send, so an import is checked as a form save is. */
export type CellKind =
  | { kind: 'text' }
  /** `labels`: the exports' names, so an export re-imports. */
  | { kind: 'choice'; values: readonly [string, ...string[]]; labels?: Readonly<Record<string, readonly string[]>> }
  /** Separated by ';' as the exports join them. */
  | { kind: 'list'; values: readonly [string, ...string[]] }
  | { kind: 'yesNo' }
  | { kind: 'status' }
  /** As the exports write it or as the screens show it. */
  | { kind: 'day' }
  | { kind: 'number' };

/** `keep`: an empty cell of a field that has no empty value. */
export type CellReading = { value: unknown } | { keep: true } | { issue: string };

const STATUSES = ['Active', 'Inactive'] as const;

/** `valueMap` is the person's reading of cells that are not values of the field. */
export function readCell(field: CellKind, cell: string, valueMap: Readonly<Record<string, string>> = {}, dateFormat: DateFormat = 'MDY'): CellReading {
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
      const mapped = Object.hasOwn(valueMap, cell) ? valueMap[cell] : undefined;
      const value = mapped !== undefined ? mapped === 'Yes' : yesNoValue(cell);
      return value === undefined ? { issue: `"${cell}" is not Yes or No.` } : value === null ? { keep: true } : { value };
    }
    case 'status': {
      const value = choiceValue(cell, STATUSES, undefined, valueMap);
      return value === undefined ? { issue: `"${cell}" is not Active or Inactive.` } : value === null ? { keep: true } : { value: value === 'Active' };
    }
    case 'day': {
      if (cell === '') return { value: null };
      const day = dayOf(cell, dateFormat);
      return day ? { value: day } : { issue: `"${cell}" is not a date written ${DATE_FORMAT_NAMES[dateFormat]}.` };
    }
    case 'number':
      return { value: cell === '' ? null : cell };
  }
}
