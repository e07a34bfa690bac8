import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportList } from '../../../../src/admin/resources/imports/ImportList';
import { IMPORT } from './fixtures';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, queryOf, realDataProvider } from '../courses/api';

const server = setupMswServer();

describe('ImportList', () => {
  it.each(['users', 'companies'] as const)("labels the %s imports' columns from the resource's own field names", async (entity) => {
    const requests = answer(server, 'get', '/imports/list', { imports: [{ ...IMPORT, entity }], total: 1 });
    const resource = entity === 'users' ? 'userImports' : 'companyImports';
    renderWithAdmin(<ImportList entity={entity} />, { resource, path: `/${resource}`, dataProvider: realDataProvider() });
    const row = (await screen.findByText('mitglieder.csv', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['File', 'Status', 'Rows', 'Result', 'By', 'Uploaded', 'Actions']);
    expect(within(row).getByText('Dana Staff')).toBeInTheDocument();
    expect(queryOf(requests[0]!)).toMatchObject({ entity });
  });
});
