/**
 * English strings of 'Export Table' (`app.export.*`), the chosen columns of a list as CSV. The other
 * five languages have exactly this shape, in the files beside this one.
 */
const exportTable = {
  button: 'Export Table',
  title: 'Exporting the table',
  progress: 'Rows written: %{done} of %{total}',
  progressUnknown: 'Rows written: %{done}',
  done: 'Table exported: %{smart_count} row |||| Table exported: %{smart_count} rows',
  noColumns: 'Choose at least one column to export (Columns).',
};

export type ExportMessages = typeof exportTable;

export default exportTable;
