import type { CompanyImportField } from '../../../shared/companyImport';
import { IMPORT_HEADERS } from '../../../shared/importHeaders';
import { choiceValue, headerKey, yesNoValue, type ImportField } from '../../../shared/importMapping';
import { IMPORT_ENTITY_FIELDS, type ImportEntity, type ImportValueMaps } from '../../../shared/imports';
import type { UserImportField } from '../../../shared/userImport';
import { USER_TYPE_KEYS } from '../../layout/userTypeLabel';
import { catalogues } from '../../messages';
import type { AppMessages } from '../../messages';
import { companyTypeLabel } from '../companies';

export type EntityImportField = UserImportField | CompanyImportField;

/** An entity's import fields, in the order of its export's columns. */
export const importFieldsOf = (entity: ImportEntity): readonly EntityImportField[] => IMPORT_ENTITY_FIELDS[entity].fields;

/** The fields of which a mapping needs one: how a row finds its record. */
export const importKeysOf = (entity: ImportEntity): readonly string[] => IMPORT_ENTITY_FIELDS[entity].keys;

/** Fields that are no field of the entity's form: a company's ID, and the city that narrows its match. */
const IMPORT_ONLY = new Set(['recordId', 'city']);

/** The i18n key of a field's label: its form's, or the import's own for an ID and a city. */
export function fieldLabelKey(entity: ImportEntity, field: EntityImportField): string {
  return entity === 'companies' && IMPORT_ONLY.has(field.kind) ? `app.imports.fieldNames.${field.key}` : `resources.${entity}.fields.${field.key}`;
}

/** The values a field's cells may be read as, for its value map; undefined when it has none. */
export function fieldValues(field: EntityImportField): readonly string[] | undefined {
  if (field.kind === 'choice' || field.kind === 'list') return field.values;
  if (field.kind === 'status') return ['Active', 'Inactive'];
  if (field.kind === 'yesNo') return ['Yes', 'No'];
  return undefined;
}

/** Whether a field's cells are dates, written in the format the person chooses. */
export const isDateField = (field: EntityImportField) => field.kind === 'day' || field.kind === 'registered';

/** The i18n key of a value as the lists and their exports write it, so an export in any language reads back. */
export function valueLabelKey(entity: ImportEntity, field: EntityImportField, value: string): string | undefined {
  if (field.kind === 'status') return value === 'Active' ? 'app.status.active' : 'app.status.inactive';
  if (field.kind === 'yesNo') return value === 'Yes' ? 'app.users.yes' : 'app.users.no';
  if (entity === 'users' && field.key === 'role') return USER_TYPE_KEYS[value];
  if (entity === 'companies' && field.key === 'type') return companyTypeLabel(value);
  // A member status shows Active as a check mark named 'Active'.
  return value === 'Active' ? 'app.status.active' : undefined;
}

/** Columns of our own exports that the app works out (counts, dates of change, names from other records): known, never imported. */
const READ_ONLY_COLUMNS: Record<ImportEntity, { headers: readonly string[]; labelKeys: readonly string[] }> = {
  users: { headers: ['Location NRDS', 'Support Staff'], labelKeys: ['resources.users.fields.locationNrds', 'resources.users.fields.supportStaffMembers'] },
  companies: {
    headers: ['Locations', 'Members', 'Last Updated'],
    labelKeys: ['resources.companies.fields.locationCount', 'resources.companies.fields.membersCount', 'resources.companies.fields.updatedAt'],
  },
};

/** A translation of `key` in a catalogue, by its dotted path. */
function labelIn(catalogue: AppMessages, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof found === 'string' ? found : undefined;
}

/** What a file's headers and cells are read with: each field's names, the labels of its values, and the known columns not imported. */
export interface ImportVocabulary {
  fields: ImportField<string>[];
  /** By field, the header key of a value's label in any language → the value. */
  valueLabels: Record<string, Record<string, string>>;
  /** Header keys of the columns the app works out. */
  readOnly: Set<string>;
}

/**
 * Each field with the names a file's header may give it: its export's header, its label in each of
 * the six languages, then other systems' headers. The five other catalogues are the ones the
 * language menu downloads; they come here once, when a file's columns are first matched.
 */
export async function importVocabulary(entity: ImportEntity): Promise<ImportVocabulary> {
  const loaded = (await Promise.all(Object.values(catalogues).map((entry) => (typeof entry === 'function' ? entry() : Promise.resolve(entry))))) as AppMessages[];
  const labelsOf = (key: string) => loaded.map((catalogue) => labelIn(catalogue, key)).filter((name): name is string => !!name);
  const fields = importFieldsOf(entity);
  const valueLabels: ImportVocabulary['valueLabels'] = {};
  for (const field of fields) {
    const labels: Record<string, string> = {};
    for (const value of fieldValues(field) ?? []) {
      const key = valueLabelKey(entity, field, value);
      for (const label of key ? labelsOf(key) : []) labels[headerKey(label)] ??= value;
    }
    valueLabels[field.key] = labels;
  }
  const readOnly = new Set([...READ_ONLY_COLUMNS[entity].headers, ...READ_ONLY_COLUMNS[entity].labelKeys.flatMap(labelsOf)].map(headerKey));
  return {
    fields: fields.map((field) => ({ key: field.key, names: [field.header, ...labelsOf(fieldLabelKey(entity, field))], aliases: IMPORT_HEADERS[entity][field.key] ?? [] })),
    valueLabels,
    readOnly,
  };
}

/** The parts of a cell read one by one: a list's values are separated by ';'. */
const partsOf = (field: EntityImportField, cells: readonly string[]) =>
  field.kind === 'list' ? cells.flatMap((cell) => cell.split(';').map((part) => part.trim()).filter(Boolean)) : cells;

/**
 * The cells of a mapped choice, list, status or yes/no column that are not one of its field's values
 * (nor a label the import reads), which the person may map to a value.
 */
export function unreadCells(field: EntityImportField, cells: readonly string[]): string[] {
  const values = fieldValues(field);
  if (!values) return [];
  const labels = 'labels' in field ? field.labels : undefined;
  const read = field.kind === 'yesNo' ? yesNoValue : (cell: string) => choiceValue(cell, values, labels);
  return [...new Set(partsOf(field, cells))].filter((cell) => read(cell) === undefined);
}

/** The readings of cells that are a value's label in one of the six languages, so an export in any of them needs no value mapped by hand. */
export function proposeValueMaps(vocabulary: ImportVocabulary, entity: ImportEntity, mapping: readonly (string | null)[], columnValues: readonly string[][]): ImportValueMaps {
  const maps: ImportValueMaps = {};
  mapping.forEach((key, column) => {
    const field = importFieldsOf(entity).find((f) => f.key === key);
    if (!field) return;
    for (const cell of unreadCells(field, columnValues[column] ?? [])) {
      const value = vocabulary.valueLabels[field.key]?.[headerKey(cell)];
      if (value) (maps[field.key] ??= {})[cell] = value;
    }
  });
  return maps;
}
