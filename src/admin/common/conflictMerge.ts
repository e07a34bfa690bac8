import type { DataProvider, TranslateFunction } from 'react-admin';

/**
 * What a conflict dialog shows and does, without React: one row per field that differs between
 * the writer's values ('yours'), the record as they loaded it and the record now ('theirs'), and
 * the form's values for each way out. Values are the form's (the Edit's `select` applied).
 */

export type FormValues = Record<string, unknown>;
export type ConflictChoice = 'theirs' | 'yours' | 'both';
/** The dialog's buttons: Keep mine (each row as chosen), Take theirs, Keep both. */
export type ConflictOutcome = 'mine' | 'theirs' | 'both';

export interface ConflictRow {
  key: string;
  label: string;
  theirs: string;
  yours: string;
  /** Both values can be kept together: free text (joined) or a list of ids (their union). */
  canBoth: boolean;
  /** The writer changed it from what they loaded. */
  yoursChanged: boolean;
  /** Someone else changed it since. */
  theirsChanged: boolean;
  same: boolean;
  /** The values with this row's yours (or both) put in. */
  apply: (values: FormValues, choice: Exclude<ConflictChoice, 'theirs'>) => FormValues;
}

export interface LostValue {
  label: string;
  value: string;
}

/** How a resource's fields merge; all optional. */
export interface ConflictOptions {
  /** Plain free-text fields: Both joins the texts with a blank line. */
  text?: readonly string[];
  /** Rich-text fields: shown as plain text, Both appends yours after theirs. */
  richText?: readonly string[];
  /** The server's field names that the form holds under another name: `{ isActive: 'activeStatus' }`. */
  aliases?: Readonly<Record<string, string>>;
  /** Fields holding another resource's id, shown by its name: `{ course: 'courses' }`. */
  references?: Readonly<Record<string, string>>;
  /** Fields whose rows and merge the resource gives itself (the role matrix, the company's locations). */
  parts?: readonly ConflictPart[];
}

export interface ConflictSnapshot {
  loaded: FormValues;
  theirs: FormValues;
  yours: FormValues;
  /** The server's list of changed fields (API names). */
  fields: readonly string[];
}

export interface ConflictHelpers {
  translate: TranslateFunction;
  dataProvider: DataProvider;
  resource: string;
}

export interface ConflictPart {
  /** The form field it handles; the server's names under it (`access.Companies`) are its own. */
  field: string;
  /** Other top-level fields it stands for (a company's `address` is its locations' ids). */
  covers?: readonly string[];
  build: (snapshot: ConflictSnapshot, helpers: ConflictHelpers) => Promise<PartResult> | PartResult;
}

export interface PartResult {
  rows: ConflictRow[];
  /** What every way out starts from for this field (pending work kept). */
  start?: (values: FormValues) => FormValues;
}

/** Never shown: ids, versions and the record's own dates. */
const TECHNICAL = new Set(['id', '_id', 'createdAt', 'updatedAt']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as FormValues)[key])]),
    );
  }
  return value;
}

/** Equal as values: empty ones (null, '', []) alike, objects whatever their key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

/** The id of a list item: itself, its `_id`/`id`, or that of the one object it wraps (`{ sponser: { _id } }`). */
export function itemId(item: unknown): string | undefined {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (!item || typeof item !== 'object') return undefined;
  const record = item as FormValues;
  const own = record._id ?? record.id;
  if (typeof own === 'string' || typeof own === 'number') return String(own);
  const inner = Object.values(record).filter((value) => value && typeof value === 'object' && !Array.isArray(value));
  return inner.length === 1 ? itemId(inner[0]) : undefined;
}

const isIdList = (value: unknown) => isEmpty(value) || (Array.isArray(value) && value.every((item) => itemId(item) !== undefined));

/** Their list, then the items only yours has. */
export function unionById(theirs: unknown, yours: unknown): unknown[] {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const ids = new Set(list(theirs).map(itemId));
  return [...list(theirs), ...list(yours).filter((item) => !ids.has(itemId(item)))];
}

/** Rich text as plain text: blocks and line breaks as new lines, tags dropped, the usual entities read. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => entities[name])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type FieldKind = 'text' | 'richText' | 'list' | 'plain';

export function kindOf(field: string, options: ConflictOptions, theirs: unknown, yours: unknown): FieldKind {
  if (options.richText?.includes(field)) return 'richText';
  if (options.text?.includes(field)) return 'text';
  if ((Array.isArray(theirs) || Array.isArray(yours)) && isIdList(theirs) && isIdList(yours)) return 'list';
  return 'plain';
}

/** Theirs and yours together: texts joined by a blank line, rich text appended, lists united. */
export function bothOf(kind: FieldKind, theirs: unknown, yours: unknown): unknown {
  if (kind === 'list') return unionById(theirs, yours);
  if (kind === 'richText') return `${typeof theirs === 'string' ? theirs : ''}${typeof yours === 'string' ? yours : ''}`;
  return [theirs, yours].filter((text): text is string => typeof text === 'string' && text.trim() !== '').join('\n\n');
}

/** How a value reads in the dialog: names of references and list items, rich text as plain text. */
export function describeValue(
  value: unknown,
  translate: TranslateFunction,
  { rich = false, names }: { rich?: boolean; names?: ReadonlyMap<string, string> } = {},
): string {
  if (isEmpty(value)) return translate('app.conflict.empty');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return rich ? plainText(value) : (names?.get(value) ?? value);
  if (Array.isArray(value)) return value.map((item) => describeValue(item, translate, { names })).join(', ');
  const record = value as FormValues;
  for (const key of ['name', 'title', 'label', 'code']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  }
  const inner = Object.values(record).filter((entry) => entry && typeof entry === 'object');
  if (inner.length === 1) return describeValue(inner[0], translate, { names });
  const id = itemId(record);
  return id !== undefined ? (names?.get(id) ?? id) : JSON.stringify(value);
}

export interface FieldRowsInput {
  snapshot: Pick<ConflictSnapshot, 'loaded' | 'theirs' | 'yours'>;
  fields: Iterable<string>;
  /** Those the server says changed: shown even when the writer left them alone. */
  listed: ReadonlySet<string>;
  options: ConflictOptions;
  keyOf: (field: string) => string;
  label: (field: string) => string;
  describe: (field: string, value: unknown, kind: FieldKind) => string;
  set: (values: FormValues, field: string, value: unknown) => FormValues;
}

/**
 * A row for each field the writer changed or the server lists, where theirs differs from what
 * was loaded or from yours.
 */
export function fieldRows({ snapshot, fields, listed, options, keyOf, label, describe, set }: FieldRowsInput): ConflictRow[] {
  const { loaded, theirs, yours } = snapshot;
  const rows: ConflictRow[] = [];
  for (const field of fields) {
    const [l, t, y] = [loaded[field], theirs[field], yours[field]];
    const yoursChanged = !sameValue(y, l);
    const theirsChanged = !sameValue(t, l);
    const same = sameValue(t, y);
    if (!yoursChanged && !listed.has(field)) continue;
    if (!theirsChanged && same) continue;
    const kind = kindOf(field, options, t, y);
    rows.push({
      key: keyOf(field),
      label: label(field),
      theirs: describe(field, t, kind),
      yours: describe(field, y, kind),
      canBoth: kind !== 'plain' && !same,
      yoursChanged,
      theirsChanged,
      same,
      apply: (values, choice) => set(values, field, choice === 'both' ? bothOf(kind, t, y) : y),
    });
  }
  return rows;
}

/** The form fields the server's names stand for (`access.Companies` → `access`, aliases applied). */
export function listedFields(names: readonly string[], aliases: Readonly<Record<string, string>> = {}): Set<string> {
  return new Set(
    names.map((name) => {
      const whole = aliases[name] ?? name;
      const head = whole.split('.')[0];
      return aliases[head] ?? head;
    }),
  );
}

/** The choice a row starts with: yours where the writer changed it, else theirs (nothing of theirs is undone unasked). */
export const defaultChoice = (row: ConflictRow): ConflictChoice => (row.yoursChanged ? 'yours' : 'theirs');

/**
 * The form's values for a way out, from `start` (theirs, with what the form alone holds and the
 * parts' pending work): Keep mine puts in each row as chosen; Keep both puts in both where a field
 * allows it, else yours, for what the writer changed; Take theirs keeps only what nobody else
 * changed, and lists the writer's values it drops.
 */
export function resolveConflict(
  outcome: ConflictOutcome,
  start: FormValues,
  rows: readonly ConflictRow[],
  choices: Readonly<Record<string, ConflictChoice>> = {},
): { values: FormValues; lost: LostValue[] } {
  let values = start;
  const lost: LostValue[] = [];
  for (const row of rows) {
    let choice: ConflictChoice;
    if (outcome === 'theirs') {
      choice = row.yoursChanged && !row.theirsChanged ? 'yours' : 'theirs';
      if (row.yoursChanged && row.theirsChanged && !row.same) lost.push({ label: row.label, value: row.yours });
    } else if (outcome === 'both') {
      choice = row.yoursChanged ? (row.canBoth ? 'both' : 'yours') : 'theirs';
    } else {
      choice = choices[row.key] ?? defaultChoice(row);
      if (choice === 'both' && !row.canBoth) choice = 'yours';
    }
    if (choice !== 'theirs') values = row.apply(values, choice);
  }
  return { values, lost };
}

/** The names of the referenced records the rows show, by id: one getMany per referenced resource. */
export async function referenceNames(
  snapshot: ConflictSnapshot,
  references: Readonly<Record<string, string>>,
  dataProvider: DataProvider,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    Object.entries(references).map(async ([field, reference]) => {
      const ids = [snapshot.loaded[field], snapshot.theirs[field], snapshot.yours[field]].filter(
        (id): id is string => typeof id === 'string' && id !== '',
      );
      if (ids.length === 0) return;
      try {
        const { data } = await dataProvider.getMany(reference, { ids: [...new Set(ids)] });
        for (const record of data) {
          const name = [record.name, record.title, record.code].find((value) => typeof value === 'string' && value !== '');
          if (typeof name === 'string') names.set(String(record.id), name);
        }
      } catch {
        // Without the names the ids are shown.
      }
    }),
  );
  return names;
}

/**
 * The rows of a conflict and where every way out starts: the record's own fields (those the
 * writer changed or the server lists), then each part's.
 */
export async function buildConflict(
  snapshot: ConflictSnapshot,
  options: ConflictOptions,
  helpers: ConflictHelpers,
): Promise<{ rows: ConflictRow[]; start: FormValues }> {
  const { translate, resource } = helpers;
  const parts = options.parts ?? [];
  const partFields = new Set(parts.flatMap((part) => [part.field, ...(part.covers ?? [])]));
  const listed = listedFields(
    snapshot.fields.filter((name) => !partFields.has(name.split('.')[0])),
    options.aliases,
  );
  const names = await referenceNames(snapshot, options.references ?? {}, helpers.dataProvider);
  const fields = new Set([...Object.keys(snapshot.loaded), ...Object.keys(snapshot.theirs)]);
  const own = fieldRows({
    snapshot,
    fields: [...fields].filter((field) => !TECHNICAL.has(field) && !partFields.has(field) && field in snapshot.yours),
    listed,
    options,
    keyOf: (field) => field,
    label: (field) => fieldLabel(translate, resource, field),
    describe: (_field, value, kind) => describeValue(value, translate, { rich: kind === 'richText', names }),
    set: (values, field, value) => ({ ...values, [field]: value }),
  });
  let start: FormValues = { ...snapshot.yours, ...snapshot.theirs };
  const rows = [...own];
  for (const part of parts) {
    const result = await part.build(snapshot, helpers);
    rows.push(...result.rows);
    if (result.start) start = result.start(start);
  }
  return { rows, start };
}

const humanize = (field: string) =>
  field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/** A field's label: react-admin's `resources.<name>.fields.<field>`, else the area's own, else its name spelt out. */
export function fieldLabel(translate: TranslateFunction, resource: string, field: string): string {
  return translate(`resources.${resource}.fields.${field}`, {
    _: translate(`app.${resource}.fields.${field}`, { _: humanize(field) }),
  });
}
