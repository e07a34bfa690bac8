import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditConflicts } from '../../../src/admin/common/EditConflicts';
import { EditScreen } from '../../../src/admin/common/EditScreen';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { fakeApi, type FakeCall } from '../resources/companies/fakeApi';

const V1 = '2026-11-29T09:15:00.000Z';
const V2 = '2026-11-29T10:42:07.456Z';
const V3 = '2026-11-29T10:44:30.000Z';
const hhmm = (iso: string) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const LOADED = {
  _id: 's1',
  name: 'Gold',
  position: 1,
  isActive: true,
  note: 'Sponsors the gala.',
  companyCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: V1,
};
type Sponsorship = typeof LOADED;

interface Change {
  record: Partial<Sponsorship>;
  by: string | null;
  fields: string[];
}

/**
 * A sponsorship server that refuses a write whose If-Match is not the record's version, as the API
 * does, naming who changed it; `later` are the changes others make, one before each write.
 */
function setup(later: Change[]) {
  let current: Sponsorship = LOADED;
  let last: Change | undefined;
  const api = fakeApi({
    'GET /sponsorships/{id}': () => ({ sponsorship: current }),
    'PUT /sponsorships/update/{id}': (call: FakeCall) => {
      const change = later.shift();
      if (change) {
        current = { ...current, ...change.record };
        last = change;
      }
      if (call.ifMatch !== `"${current.updatedAt}"`) {
        const conflict = { version: current.updatedAt, changedAt: current.updatedAt, changedBy: last?.by ?? null, label: current.name, fields: last?.fields ?? [] };
        throw new HttpError(`${current.name} was changed while you were editing.`, 409, { status: { code: 409, message: 'changed' }, body: { conflict } });
      }
      current = { ...current, ...(call.body as Partial<Sponsorship>), updatedAt: '2026-11-29T11:00:00.000Z' };
      return { sponsorship: current };
    },
  });
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <Routes>
      <Route
        path="/sponsorships/edit/:id"
        element={
          <EditScreen resource="sponsorships" id="s1" listPath="/sponsorships" backLabel="app.sponsorships.backToList" titleKey="app.sponsorships.editTitle" redirect="/sponsorships">
            <SimpleForm warnWhenUnsavedChanges>
              <EditConflicts text={['note']} />
              <TextInput source="name" />
              <NumberInput source="position" />
              <TextInput source="note" multiline />
            </SimpleForm>
          </EditScreen>
        }
      />
      <Route path="/sponsorships" element={<p>The sponsorship list</p>} />
    </Routes>,
    { path: '/sponsorships/edit/s1', dataProvider: api.dataProvider },
  );
  const puts = () => api.callsTo('PUT', '/sponsorships/update/s1');
  return { user, api, puts, ...rendered };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/** The dialog's row of a field: its label, theirs, yours, and its choices. */
function row(dialog: HTMLElement, label: string) {
  const header = within(dialog).getByRole('rowheader', { name: label });
  const cells = within(header.closest('tr')!).getAllByRole('cell');
  return { theirs: cells[0].textContent, yours: cells[1].textContent, choices: within(cells[2]).getByRole('radiogroup', { name: `What to keep for ${label}` }) };
}

/** Ann renamed it and moved it while the test's writer changed the name and the note. */
const ANN: Change = { record: { name: 'Gold Plus', position: 2, updatedAt: V2 }, by: 'Ann Lee', fields: ['name', 'position'] };

async function editAndSave(user: ReturnType<typeof userEvent.setup>, note = ' And the golf day.') {
  const name = await screen.findByDisplayValue('Gold');
  await user.clear(name);
  await user.type(name, 'Gold Star');
  await user.type(field(/Note/), note);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('EditConflicts: a save refused because someone else changed the record', () => {
  // react-admin logs every refused call.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('opens the dialog with theirs and yours for each field; Keep mine saves each field as chosen over their version', async () => {
    const { user, puts, location } = setup([ANN]);
    await editAndSave(user);

    const dialog = await screen.findByRole('dialog', { name: `Gold Plus was changed by Ann Lee at ${hhmm(V2)} while you were editing` });
    expect(puts()).toHaveLength(1);
    expect(puts()[0].ifMatch).toBe(`"${V1}"`);
    expect(screen.queryByText('Gold Plus was changed while you were editing.')).not.toBeInTheDocument(); // no bare toast
    expect(within(dialog).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Name', 'Position', 'Note']);
    const name = row(dialog, 'Name');
    expect([name.theirs, name.yours]).toEqual(['Gold Plus', 'Gold Star']);
    expect(within(name.choices).getByRole('radio', { name: 'Yours' })).toBeChecked();
    expect(within(name.choices).queryByRole('radio', { name: 'Both' })).not.toBeInTheDocument();
    // Only Ann moved it: theirs is kept unless asked otherwise.
    const position = row(dialog, 'Position');
    expect([position.theirs, position.yours]).toEqual(['2', '1']);
    expect(within(position.choices).getByRole('radio', { name: 'Theirs' })).toBeChecked();
    const note = row(dialog, 'Note');
    expect(note.yours).toBe('Sponsors the gala. And the golf day.');
    expect(within(note.choices).getByRole('radio', { name: 'Both' })).toBeInTheDocument();

    await user.click(within(position.choices).getByRole('radio', { name: 'Yours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].ifMatch).toBe(`"${V2}"`);
    expect(puts()[1].body).toMatchObject({ name: 'Gold Star', position: 1, note: 'Sponsors the gala. And the golf day.' });
    await waitFor(() => expect(location()?.pathname).toBe('/sponsorships'));
  });

  it('Take theirs loads their version, keeps what only the writer changed, and lists the values it dropped; nothing is saved', async () => {
    const { user, puts } = setup([ANN]);
    await editAndSave(user);
    const dialog = await screen.findByRole('dialog', { name: /Gold Plus was changed by Ann Lee/ });
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(/Name/)).toHaveValue('Gold Plus');
    expect(screen.getByRole('spinbutton', { name: 'Position' })).toHaveValue(2);
    expect(field(/Note/)).toHaveValue('Sponsors the gala. And the golf day.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your values not saved:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Name: Gold Star');
    expect(puts()).toHaveLength(1);

    // The next save builds on their version.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].ifMatch).toBe(`"${V2}"`);
    expect(puts()[1].body).toMatchObject({ name: 'Gold Plus', position: 2, note: 'Sponsors the gala. And the golf day.' });
  });

  it('Keep both joins the two texts, keeps yours where a field allows one only, and saves over their version', async () => {
    const both: Change = { record: { name: 'Gold Plus', note: 'Sponsors the gala and the awards.', updatedAt: V2 }, by: 'Ann Lee', fields: ['name', 'note'] };
    const { user, puts } = setup([both]);
    const name = await screen.findByDisplayValue('Gold');
    await user.clear(name);
    await user.type(name, 'Gold Star');
    await user.clear(field(/Note/));
    await user.type(field(/Note/), 'Also the golf day.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: /was changed by Ann Lee/ });
    expect([row(dialog, 'Note').theirs, row(dialog, 'Note').yours]).toEqual(['Sponsors the gala and the awards.', 'Also the golf day.']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));

    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].ifMatch).toBe(`"${V2}"`);
    expect(puts()[1].body).toMatchObject({ name: 'Gold Star', note: 'Sponsors the gala and the awards.\n\nAlso the golf day.' });
  });

  it('a second refusal during Keep mine opens the dialog again with the new state', async () => {
    const again: Change = { record: { position: 5, updatedAt: V3 }, by: null, fields: ['position'] };
    const { user, puts, location } = setup([ANN, again]);
    await editAndSave(user);
    await user.click(within(await screen.findByRole('dialog', { name: /by Ann Lee/ })).getByRole('button', { name: 'Keep mine' }));

    const second = await screen.findByRole('dialog', { name: `Gold Plus was changed by someone else at ${hhmm(V3)} while you were editing` });
    expect(puts()[1].ifMatch).toBe(`"${V2}"`);
    // Measured from their last version: the writer's name and note, and the new move.
    expect(within(second).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Name', 'Position', 'Note']);
    expect([row(second, 'Position').theirs, row(second, 'Position').yours]).toEqual(['5', '2']);
    await user.click(within(second).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts()[2].ifMatch).toBe(`"${V3}"`);
    expect(puts()[2].body).toMatchObject({ name: 'Gold Star', position: 5, note: 'Sponsors the gala. And the golf day.' });
    await waitFor(() => expect(location()?.pathname).toBe('/sponsorships'));
  });
});
