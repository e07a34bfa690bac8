import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ImportShow } from '../../../../src/admin/resources/imports/ImportShow';
import type { Import } from '../../../../src/shared/imports';
import { ID, IMPORT } from './fixtures';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, realDataProvider } from '../courses/api';

const server = setupMswServer();

function renderImport(record: Partial<Import>, store = memoryStore(), entity: 'users' | 'companies' = 'users') {
  answer(server, 'get', '/imports/:id', { import: { ...IMPORT, ...record } });
  answer(server, 'get', '/imports/:id/issues', { issues: [{ line: 3, column: 'Member Status', message: '"Gold" is not one of: Active, Inactive.' }], total: 1 });
  const resource = entity === 'users' ? 'userImports' : 'companyImports';
  return renderWithAdmin(
    <Routes>
      <Route path="/:resource/:id/show" element={<ImportShow />} />
    </Routes>,
    { resource, path: `/${resource}/${ID}/show`, dataProvider: realDataProvider(), store },
  );
}

describe('ImportShow', () => {
  it('proposes the field of each column from headers in another language, reads a bad choice as told, and starts the dry run', async () => {
    const user = userEvent.setup();
    renderImport({});
    await screen.findByText('5 of 6 columns were matched by their header.');
    expect(screen.getByRole('combobox', { name: /^E-Mail/ })).toHaveTextContent('Email');
    expect(screen.getByRole('combobox', { name: /^Stadt/ })).toHaveTextContent('City');
    expect(screen.getByRole('combobox', { name: /^Notizen/ })).toHaveTextContent('Not imported');

    // 'Gold' is not a Member Status: the person says what it means.
    await user.click(screen.getByRole('combobox', { name: /^"Gold" in Member Status means/ }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('radio', { name: 'Create new users only' }));

    const checks = answer(server, 'post', '/imports/:id/check', { import: { ...IMPORT, status: 'checking' } }, { message: 'The dry run has started: nothing is written.' });
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(await jsonOf(checks[0]!)).toEqual({
      mapping: ['firstName', 'lastName', 'email', 'city', 'mncarMemberStatus', null],
      valueMaps: { mncarMemberStatus: { Gold: 'Active' } },
      match: 'create',
      dateFormat: 'MDY',
      unknownCompany: 'refuse',
    });
    expect(await screen.findByText('The dry run has started: nothing is written.')).toBeInTheDocument();
  });

  it("saves the mapping for the person's next files, each field under its column's header", async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    renderImport({}, store);
    await screen.findByText('5 of 6 columns were matched by their header.');
    await user.click(screen.getByRole('combobox', { name: /^Notizen/ }));
    await user.click(await screen.findByRole('option', { name: 'Designations' }));
    await user.type(screen.getByRole('textbox', { name: 'Name for this mapping' }), 'Chapter roster');
    await user.click(screen.getByRole('button', { name: 'Save the mapping' }));
    const [saved] = store.getItem('imports.users.savedMappings') as { name: string; fields: Record<string, string | null> }[];
    expect(saved).toMatchObject({ name: 'Chapter roster', fields: { vorname: 'firstName', email: 'email', notizen: 'designations', memberstatus: 'mncarMemberStatus' } });
  });

  it('offers first a saved mapping made for the same headers, in another order, and applies another on demand', async () => {
    const user = userEvent.setup();
    const store = memoryStore({
      'imports.users.savedMappings': [
        { name: 'Roster', fields: { email: 'email', stadt: 'address1', vorname: null }, valueMaps: {}, match: 'update' },
        { name: 'Other file', fields: { email: 'email', notes: null }, valueMaps: {}, match: 'create' },
      ],
    });
    renderImport({ headers: ['Stadt', 'Vorname', 'E-Mail'], samples: [], columnValues: [[], [], []] }, store);
    await screen.findByText('2 of 3 columns were matched by their header.');
    expect(screen.getByRole('combobox', { name: /^Stadt/ })).toHaveTextContent('Address 1');
    expect(screen.getByRole('combobox', { name: /^Vorname/ })).toHaveTextContent('Not imported');
    expect(screen.getByRole('radio', { name: 'Update existing users only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Use a saved mapping/ })).toHaveTextContent('Roster');
    expect(await screen.findByText('The saved mapping "Roster" was made for these headers, so it was applied.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Use a saved mapping/ }));
    await user.click(await screen.findByRole('option', { name: 'Other file' }));
    expect(screen.getByRole('radio', { name: 'Create new users only' })).toBeChecked();
  });

  it("maps a company file's ID, name and city columns, and offers the company matches", async () => {
    const user = userEvent.setup();
    renderImport({ entity: 'companies', fileName: 'firms.csv', headers: ['ID', 'Name', 'Type', 'City', 'Sponsorships'], samples: [], columnValues: [[], [], ['Broker'], [], []] }, memoryStore(), 'companies');
    await screen.findByText('5 of 5 columns were matched by their header.');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveTextContent('City (of one of its locations)');
    expect(screen.getByRole('radiogroup', { name: /^Existing companies/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Update existing companies only' }));
    const checks = answer(server, 'post', '/imports/:id/check', { import: { ...IMPORT, entity: 'companies', status: 'checking' } });
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(await jsonOf(checks[0]!)).toEqual({ mapping: ['id', 'name', 'type', 'city', 'sponsership'], valueMaps: {}, match: 'update', dateFormat: 'MDY', unknownCompany: 'refuse' });
  });

  it('follows a running import: rows done of all, and Cancel', async () => {
    const user = userEvent.setup();
    renderImport({ status: 'running', rowCount: 1000, rowsDone: 250, startedAt: new Date(Date.now() - 10_000).toISOString(), mapping: ['email'] });
    const bar = await screen.findByRole('progressbar', { name: 'Progress of the import' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/^250 of 1,000 rows · about \d+ seconds left$/)).toBeInTheDocument();
    const cancels = answer(server, 'post', '/imports/:id/cancel', { import: { ...IMPORT, status: 'running', cancelRequested: true } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancels).toHaveLength(1));
  });

  it("shows a run's counts and refused rows, and undoes it after a confirmation", async () => {
    const user = userEvent.setup();
    renderImport({ status: 'done', mapping: ['email'], counts: { create: 2, update: 0, unchanged: 0, error: 1 }, issueCount: 1 });
    const result = await screen.findByRole('region', { name: '3. Import' });
    expect(within(result).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '0', '0', '1']);
    expect(within(result).getAllByRole('term').map((d) => d.textContent)).toEqual(['Created', 'Updated', 'Unchanged', 'Refused']);
    const table = await within(result).findByRole('table', { name: 'Refused rows' });
    expect(await within(table).findByText('"Gold" is not one of: Active, Inactive.')).toBeInTheDocument();

    // The undo is a job: the page follows it (records done of all, no Cancel) until it ends.
    const undoing = { ...IMPORT, status: 'undoing', mapping: ['email'], counts: { create: 2, update: 1, unchanged: 0, error: 1 }, undoRecords: 3, rowsDone: 1, undoneAt: new Date().toISOString(), undoneByName: 'Ada Admin' };
    const undos = answer(server, 'post', '/imports/:id/undo', { import: { ...undoing, rowsDone: 0 } }, { message: 'The undo has started.' });
    answer(server, 'get', '/imports/:id', { import: undoing });
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(undos).toHaveLength(1));
    expect(await screen.findByText('The undo has started.')).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: 'Undoing the import' });
    expect(within(progress).getByRole('progressbar', { name: 'Progress of the import' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(progress).getByRole('status')).toHaveTextContent(/^1 of 3 records/);
    expect(within(progress).getByText('Nothing changes until the undo ends, then everything at once; it cannot be cancelled.')).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: 'Cancel' })).toBeNull();

    answer(server, 'get', '/imports/:id', { import: { ...undoing, status: 'undone', rowsDone: 3 } });
    expect(await screen.findByText(/^Undone by Ada Admin on /, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Undoing the import' })).toBeNull();
  });

  it('shows why an undo was refused, with the import as it was', async () => {
    renderImport({ status: 'done', mapping: ['email'], counts: { create: 2, update: 0, unchanged: 0, error: 0 }, message: '1 record was changed after the import, so nothing was undone: Later Changed (by Ada Admin on 2026-11-28 10:00, entry 42).' });
    expect(await screen.findByText(/^1 record was changed after the import, so nothing was undone: Later Changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo this import' })).toBeEnabled();
  });
});
