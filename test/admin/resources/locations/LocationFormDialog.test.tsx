// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LocationFormDialog } from '../../../../src/admin/resources/locations/LocationFormDialog';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, choose, COMPANY_ID, envelope, LOCATION, realDataProvider } from './fixtures';


const server = setupMswServer();

function renderDialog(props: Partial<Parameters<typeof LocationFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const result = renderWithAdmin(<LocationFormDialog open mode="create" onClose={onClose} onSaved={onSaved} {...props} />, {
    dataProvider: realDataProvider(),
  });
  return { ...result, onClose, onSaved };
}

describe('LocationFormDialog', () => {
  it("'Add Location': saves for the company, hands the location over and closes", async () => {
    const user = userEvent.setup();
    const saved = { ...LOCATION, _id: 'new-1', name: 'Uptown' };
    const requests = answer(server, 'post', '/locations/create', { location: [saved] });
    const { onSaved, onClose } = renderDialog({ companyId: COMPANY_ID });
    const dialog = screen.getByRole('dialog', { name: 'Add Location' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Uptown');
    await choose(user, /^Type/, 'Other', dialog);
    await choose(user, /^Market ID/, 'Duluth', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'new-1' })));
    expect(onClose).toHaveBeenCalled();
    expect(await requests[0].json()).toMatchObject({ name: 'Uptown', type: 'other', marketId: 'duluth', companyId: COMPANY_ID });
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
