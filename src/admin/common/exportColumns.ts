import type { TranslateFunction } from 'react-admin';

/**
 * What 'Export Table' (ExportTableButton) needs to know of a list's columns beyond the table
 * itself: which are exported, under which key the server knows them, and the labels of their coded
 * values as the cells show them. Each list declares its own beside its screen (`<name>ExportColumns.ts`).
 */

/** How one column of a list is exported: its key on the server, and the labels of its coded values. */
export interface ExportableColumn {
  /** The server's key for the column (src/server/resources/<name>/queries.ts); the column's own name by default. */
  key?: string;
  /** Labels of the stored values as the cells show them, in the reader's language. */
  values?: (translate: TranslateFunction) => Record<string, string>;
}

/**
 * A list's exportable columns, by the name react-admin gives the column (its source, else its
 * label). Columns left out (an image, the actions) are never exported.
 */
export type ExportableColumns = Readonly<Record<string, ExportableColumn>>;

/** `{ true: 'Active', false: 'Inactive' }`: the Status column of the lists (ActiveStatusField). */
export const activeStatusValues = (translate: TranslateFunction) => ({
  true: translate('app.status.active'),
  false: translate('app.status.inactive'),
});

/** Labels of a value list from each value's i18n key, the value itself when a key has no text. */
export function valueLabels(values: readonly string[], keyOf: (value: string) => string) {
  return (translate: TranslateFunction) => Object.fromEntries(values.map((value) => [value, translate(keyOf(value), { _: value })]));
}
