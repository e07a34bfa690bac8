import type { CompanyImportField } from '../../../shared/companyImport';
import type { ImportField } from '../../../shared/importMapping';
import { IMPORT_ENTITY_FIELDS, type ImportEntity } from '../../../shared/imports';
import type { UserImportField } from '../../../shared/userImport';
import { catalogues } from '../../messages';
import type { AppMessages } from '../../messages';

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
  return undefined;
}

/** A translation of `key` in a catalogue, by its dotted path. */
function labelIn(catalogue: AppMessages, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof found === 'string' ? found : undefined;
}

/**
 * Each field with the names a file's header may give it: its export's header and its label in each
 * of the six languages. The five other catalogues are the ones the language menu downloads; they
 * come here once, when a file's columns are first matched.
 */
export async function namedImportFields(entity: ImportEntity): Promise<ImportField<string>[]> {
  const loaded = (await Promise.all(Object.values(catalogues).map((entry) => (typeof entry === 'function' ? entry() : Promise.resolve(entry))))) as AppMessages[];
  return importFieldsOf(entity).map((field) => ({
    key: field.key,
    names: [field.header, ...loaded.map((catalogue) => labelIn(catalogue, fieldLabelKey(entity, field))).filter((name): name is string => !!name)],
  }));
}
