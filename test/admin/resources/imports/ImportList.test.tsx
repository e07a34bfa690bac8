import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportList } from '../../../../src/admin/resources/imports/ImportList';
import type { Import } from '../../../../src/shared/imports';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, queryOf, realDataProvider } from '../courses/api';

const server = setupMswServer();
const ID = '5b3f1c9e-0000-4000-8000-000000000002';

const IMPORT: Import = {
  _id: ID,
  entity: 'users',
  fileName: 'mitglieder.csv',
  fileBytes: 420,
  rowCount: 3,
  // A German spreadsheet's headers, and a column the import does not know.
  headers: ['Vorname', 'Nachname', 'E-Mail', 'Stadt', 'Member Status', 'Notizen'],
  samples: [['Anna', 'Berg', 'anna@example.org', 'Duluth', 'Active', 'x']],
  columnValues: [['Anna'], ['Berg'], ['anna@example.org'], ['Duluth'], ['Active', 'Gold'], ['x']],
  status: 'uploaded',
  mapping: null,
  valueMaps: null,
  match: null,
  allOrNothing: false,
  checkedCounts: null,
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

describe('ImportList', () => {
  it.each(['users', 'companies'] as const)("labels the %s imports' columns from the resource's own field names", async (entity) => {
    const requests = answer(server, 'get', '/imports/list', { imports: [{ ...IMPORT, entity }], total: 1 });
    renderWithAdmin(<ImportList entity={entity} />, { path: entity === 'users' ? '/userImports' : '/companyImports', dataProvider: realDataProvider() });
    const row = (await screen.findByText('mitglieder.csv', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['File', 'Status', 'Rows', 'Result', 'By', 'Uploaded', 'Actions']);
    expect(within(row).getByText('Dana Staff')).toBeInTheDocument();
    expect(queryOf(requests[0]!)).toMatchObject({ entity });
  });
});
