import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LocationFormDialog } from '../../../../src/admin/resources/locations/LocationFormDialog';
import { toFormValues } from '../../../../src/admin/resources/locations/locationValues';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, choose, envelope, LOCATION, realDataProvider } from './fixtures';


const server = setupMswServer();

function renderDialog(props: Partial<Parameters<typeof LocationFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSubmitValues = vi.fn();
  const result = renderWithAdmin(<LocationFormDialog open mode="create" onClose={onClose} onSubmitValues={onSubmitValues} {...props} />, {
    dataProvider: realDataProvider(),
  });
  return { ...result, onClose, onSubmitValues };
}

describe('LocationFormDialog', () => {
  it("'Add Location': hands the form's values over and closes, writing nothing (saved later with the company)", async () => {
    const user = userEvent.setup();
    const requests = answer(server, 'post', '/locations/create', { location: [LOCATION] });
    const { onSubmitValues, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add Location' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Uptown');
    await choose(user, /^Type/, 'Other', dialog);
    await choose(user, /^Market ID/, 'Duluth', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmitValues).toHaveBeenCalledWith(expect.objectContaining({ name: 'Uptown', type: 'other', marketId: 'duluth' }), undefined),
    );
    expect(onClose).toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it("'Edit Location' of a pending location shows its pending values without asking the API", async () => {
    const user = userEvent.setup();
    const requests = answer(server, 'get', `/locations/${LOCATION._id}`, { location: LOCATION });
    const { onSubmitValues } = renderDialog({
      mode: 'edit',
      locationId: LOCATION._id,
      values: toFormValues({ ...LOCATION, name: 'Downtown Office (pending)' }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Location' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Downtown Office (pending)');
    await user.type(name, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSubmitValues).toHaveBeenCalledWith(expect.objectContaining({ name: 'Downtown Office (pending) 2' }), undefined));
    expect(requests).toHaveLength(0);
  });

  it("'Edit Location' of a stored location hands over the location it loaded with the values, for its version", async () => {
    const user = userEvent.setup();
    answer(server, 'get', `/locations/${LOCATION._id}`, { location: LOCATION });
    const { onSubmitValues } = renderDialog({ mode: 'edit', locationId: LOCATION._id });
    const name = await within(screen.getByRole('dialog', { name: 'Edit Location' })).findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(onSubmitValues).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Downtown Office 2' }),
        expect.objectContaining({ _id: LOCATION._id, updatedAt: LOCATION.updatedAt }),
      ),
    );
  });

  it("'Edit Location': shows 'Loading...' then the stored location, with Cancel and Update", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl(`/locations/${LOCATION._id}`), async () => {
        await delay(100);
        return HttpResponse.json(envelope({ location: LOCATION }));
      }),
    );
    const { onClose } = renderDialog({ mode: 'edit', locationId: LOCATION._id });
    const dialog = screen.getByRole('dialog', { name: 'Edit Location' });
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toHaveValue('Downtown Office');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("'Location Details': every field disabled, Close only", async () => {
    const user = userEvent.setup();
    answer(server, 'get', `/locations/${LOCATION._id}`, { location: LOCATION });
    const { onClose } = renderDialog({ mode: 'view', locationId: LOCATION._id });
    const dialog = screen.getByRole('dialog', { name: 'Location Details' });
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(dialog).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Close',
      'Close',
    ]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when the location cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(server, 'get', `/locations/${LOCATION._id}`, {}, { status: 404, message: 'Location not found.' });
    renderDialog({ mode: 'view', locationId: LOCATION._id });
    expect(await screen.findByText('Location not found.')).toBeInTheDocument();
  });
});
