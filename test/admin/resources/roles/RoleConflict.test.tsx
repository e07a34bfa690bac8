import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoleDetails } from '../../../../src/admin/resources/roles/RoleDetails';
import { MODULES } from '../../../../src/shared/modules';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { fakeApi, type FakeCall } from '../companies/fakeApi';

const V1 = '2026-11-29T09:00:00.000Z';
const V2 = '2026-11-29T10:42:07.456Z';
const LIST = '/user-management/roles/list';
const NONE = { create: false, read: false, update: false, delete: false };
type Grants = Record<string, Partial<typeof NONE>>;

const accessOf = (grants: Grants) => MODULES.map((name, i) => ({ moduleId: { _id: `m${i}`, name }, ...NONE, ...grants[name] }));
const payloadAccess = (grants: Grants) => MODULES.map((module) => ({ module, ...NONE, ...grants[module] }));

const LOADED = { _id: 'r1', name: 'Editors', nameInLower: 'editors', isActive: true, createdAt: V1, updatedAt: V1, access: accessOf({ Companies: { read: true } }) };
/** Ann gave the role Companies: Update and Events: Read meanwhile. */
const THEIRS = { ...LOADED, updatedAt: V2, access: accessOf({ Companies: { read: true, update: true }, Events: { read: true } }) };
const CONFLICT = { version: V2, changedAt: V2, changedBy: 'Ann Lee', label: 'Editors', fields: ['access.Companies', 'access.Events'] };

function setup() {
  let current = LOADED;
  const api = fakeApi({
    'GET /roles/{id}': () => ({ role: current }),
    'GET /roles/count/user/role/{id}': () => ({ count: 0 }),
    'PUT /roles/update/{id}': (call: FakeCall) => {
      current = THEIRS;
      if (call.ifMatch !== `"${current.updatedAt}"`) {
        throw new HttpError('Editors was changed by Ann Lee.', 409, { status: { code: 409, message: 'changed' }, body: { conflict: CONFLICT } });
      }
      return { role: { ...current, updatedAt: '2026-11-29T11:00:00.000Z' } };
    },
  });
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <Routes>
      <Route path="/user-management/roles/details/:id" element={<RoleDetails />} />
      <Route path={LIST} element={<p>the list</p>} />
    </Routes>,
    { resource: 'roles', path: '/user-management/roles/details/r1', dataProvider: api.dataProvider },
  );
  const puts = () => api.callsTo('PUT', '/roles/update/r1');
  return { user, puts, ...rendered };
}

/** The dialog's row of a matrix row: theirs and yours. */
function row(dialog: HTMLElement, module: string) {
  const cells = within(within(dialog).getByRole('rowheader', { name: module }).closest('tr')!).getAllByRole('cell');
  return { theirs: cells[0].textContent, yours: cells[1].textContent, choices: within(cells[2]).getByRole('radiogroup', { name: `What to keep for ${module}` }) };
}

/** The writer ticks Companies: Delete and Payment: Read, then saves. */
async function editMatrixAndSave(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByDisplayValue('Editors');
  await user.click(screen.getByRole('checkbox', { name: 'Companies: Delete' }));
  await user.click(screen.getByRole('checkbox', { name: 'Payment: Read' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: /^Editors was changed by Ann Lee at \d\d:\d\d while you were editing$/ });
}

describe('RoleDetails: a matrix changed by someone else while it was being edited', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the differing matrix rows as theirs and yours; Keep mine saves each row as chosen over their version', async () => {
    const { user, puts, location } = setup();
    const dialog = await editMatrixAndSave(user);
    expect(puts()[0].ifMatch).toBe(`"${V1}"`);

    expect(within(dialog).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Events', 'Companies', 'Payment']);
    const companies = row(dialog, 'Companies');
    expect([companies.theirs, companies.yours]).toEqual(['Read, Update', 'Read, Delete']);
    expect(within(companies.choices).getByRole('radio', { name: 'Yours' })).toBeChecked();
    expect(within(companies.choices).queryByRole('radio', { name: 'Both' })).not.toBeInTheDocument();
    const events = row(dialog, 'Events');
    expect([events.theirs, events.yours]).toEqual(['Read', '(empty)']);
    expect(within(events.choices).getByRole('radio', { name: 'Theirs' })).toBeChecked();
    expect([row(dialog, 'Payment').theirs, row(dialog, 'Payment').yours]).toEqual(['(empty)', 'Read']);

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].ifMatch).toBe(`"${V2}"`);
    expect(puts()[1].body).toEqual({
      name: 'Editors',
      isActive: true,
      access: payloadAccess({ Companies: { read: true, delete: true }, Events: { read: true }, Payment: { read: true } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe(LIST));
  });

  it('Take theirs shows their matrix with the rows only the writer changed, and lists the row it dropped', async () => {
    const { user, puts } = setup();
    const dialog = await editMatrixAndSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('checkbox', { name: 'Companies: Update' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Companies: Delete' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Events: Read' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Payment: Read' })).toBeChecked();
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent('Companies: Read, Delete');
    expect(puts()).toHaveLength(1);
  });

  it('Keep both keeps yours for matrix rows, which cannot hold both', async () => {
    const { user, puts } = setup();
    const dialog = await editMatrixAndSave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].ifMatch).toBe(`"${V2}"`);
    expect((puts()[1].body as { access: unknown }).access).toEqual(
      payloadAccess({ Companies: { read: true, delete: true }, Events: { read: true }, Payment: { read: true } }),
    );
  });
});
