import type { ImportField } from '../../../shared/importMapping';
import { USER_IMPORT_FIELDS, type UserImportField } from '../../../shared/userImport';
import { catalogues } from '../../i18n';
import type { AppMessages } from '../../i18n';

/** The fields of the user import, in the order of the user report's columns. */
export const IMPORT_FIELDS: readonly UserImportField[] = USER_IMPORT_FIELDS;

/** The i18n key of a field's label (the user form's). */
export const fieldLabelKey = (key: string) => `resources.users.fields.${key}`;

/** The values a field's cells may be read as, for its value map; undefined when it has none. */
export function fieldValues(field: UserImportField): readonly string[] | undefined {
  if (field.kind === 'choice' || field.kind === 'list') return field.values;
  if (field.kind === 'status') return ['Active', 'Inactive'];
  return undefined;
}

/**
 * Each field with the names a file's header may give it: the report's header and the field's
 * label in each of the six languages. The five other catalogues are the ones the language menu
 * downloads; they come here once, when a file's columns are first matched.
 */
export async function namedImportFields(): Promise<ImportField<string>[]> {
  const loaded = await Promise.all(Object.values(catalogues).map((entry) => (typeof entry === 'function' ? entry() : Promise.resolve(entry))));
  return IMPORT_FIELDS.map((field) => ({
    key: field.key,
    names: [field.header, ...loaded.map((catalogue) => ((catalogue as AppMessages).resources.users.fields as Record<string, string>)[field.key]).filter((name): name is string => !!name)],
  }));
}
