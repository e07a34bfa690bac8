/**
 * Matching an import file's columns to a resource's fields, and its cells to a choice field's
 * values (issue 18), without React or Node: the import screen proposes the mapping with it, from
 * the fields' labels in the six languages and the exports' headers; the server reads the cells
 * with it. Pure functions; the lists of names come from the caller.
 */

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
