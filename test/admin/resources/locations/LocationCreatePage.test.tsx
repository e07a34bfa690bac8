import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { locations } from '../../../../src/admin/resources/locations/entry';
import { entryRoutes } from '../../../../src/admin/resourceEntry';
import { LocationCreatePage } from '../../../../src/admin/resources/locations/LocationCreatePage';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { choose, envelope, FORM_TEST_TIMEOUT_MS, LOCATION, realDataProvider } from './fixtures';


const server = setupMswServer();

describe('/location routes', () => {
  it('/location redirects to /location/add, which shows the add-location form', async () => {
    const { location } = renderWithAdmin(<Routes>{entryRoutes(locations)}</Routes>, { path: '/location', dataProvider: realDataProvider() });
    await waitFor(() => expect(location()?.pathname).toBe('/location/add'));
    expect(await screen.findByRole('heading', { name: 'Add Location' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('declares the locations resource, without a list screen', () => {
    expect(locations).toMatchObject({ name: 'locations', module: 'Companies', resource: { recordRepresentation: 'name' } });
    expect(locations.resource?.list).toBeUndefined();
  });
});

describe('LocationCreatePage', () => {
  it("shows the spec's denial text without the add permission", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(<LocationCreatePage />, { resource: 'locations', authProvider, dataProvider: realDataProvider() });
    expect(await screen.findByText("You don't have access to Add Company!")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'locations', action: 'create' }));
  });

  it('saves with a spinner, then shows the saved location read-only with its NRDS ID, and can start again', async () => {
    const user = userEvent.setup();
    const saved = { ...LOCATION, _id: 'new-1', name: 'Uptown Office', nrdsId: '502254321' };
    server.use(
      http.post(apiUrl('/locations/create'), async () => {
        await delay(150);
        return HttpResponse.json(envelope({ location: [saved] }, 'Location created successfully!'));
      }),
    );
    renderWithAdmin(<LocationCreatePage />, { resource: 'locations', path: '/location/add', dataProvider: realDataProvider() });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Uptown Office');
    await choose(user, /^Type/, 'Corporate');
    await choose(user, /^Market ID/, 'St Cloud');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();

    expect(await screen.findByText('Location created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Location saved' })).toBeInTheDocument();
    expect(screen.getByText('The location is saved. Its NRDS ID: 502254321')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Uptown Office');
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /NRDS ID/ })).toHaveValue('502254321');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add another location' }));
    expect(screen.getByRole('heading', { name: 'Add Location' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  }, FORM_TEST_TIMEOUT_MS);

  it('Cancel goes to the companies', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(<LocationCreatePage />, { resource: 'locations', path: '/location/add', dataProvider: realDataProvider() });
    const card = (await screen.findByRole('heading', { name: 'Add Location' })).closest('.MuiCard-root') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()?.pathname).toBe('/companies'));
  });
});
