import type { Import } from '../../../../src/shared/imports';

export const ID = '5b3f1c9e-0000-4000-8000-000000000001';

/** An uploaded users file, before its dry run. */
export const IMPORT: Import = {
  _id: ID,
  entity: 'users',
  fileName: 'mitglieder.csv',
  fileBytes: 420,
  rowCount: 3,
  // A German spreadsheet's headers, and a column the import does not know.
  headers: ['Vorname', 'Nachname', 'E-Mail', 'Stadt', 'Member Status', 'Notizen'],
  samples: [['Anna', 'Berg', 'anna@example.org', 'Duluth', 'Active', 'x']],
  columnValues: [['Anna'], ['Berg'], ['anna@example.org'], ['Duluth'], ['Active', 'Gold'], ['x']],
  filledCounts: [3, 3, 3, 3, 3, 2],
  status: 'uploaded',
  mapping: null,
  valueMaps: null,
  match: null,
  dateFormat: null,
  unknownCompany: null,
  allOrNothing: false,
  checkedCounts: null,
  checkedNotes: null,
  counts: null,
  rowsDone: 0,
  issueCount: 0,
  message: null,
  cancelRequested: false,
  createdByName: 'Dana Staff',
  createdAt: '2026-11-28T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  undoneAt: null,
  undoneByName: null,
  undoRecords: null,
};
