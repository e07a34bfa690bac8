import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, LinkBase, SimpleForm, TextInput } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarnWhenUnsavedChanges } from '../../../src/admin/common/WarnWhenUnsavedChanges';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const routes = (form: 'simple' | 'plain') => (
  <Routes>
    <Route
      path="/sponsorships/add"
      element={
        <>
          <LinkBase to="/companies">Companies</LinkBase>
          {form === 'simple' ? (
            <SimpleForm warnWhenUnsavedChanges onSubmit={() => undefined}>
              <TextInput source="name" />
            </SimpleForm>
          ) : (
            <Form warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges} onSubmit={() => undefined}>
              <TextInput source="name" />
            </Form>
          )}
        </>
      }
    />
    <Route path="/companies" element={<p>the company list</p>} />
  </Routes>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['simple', 'plain'] as const)('leaving a %s form with unsaved changes', (form) => {
  it("asks in the app's dialog, not the browser's: Stay keeps the form as typed, Leave goes", async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const user = userEvent.setup();
    const { location } = renderWithAdmin(routes(form), { resource: 'sponsorships', path: '/sponsorships/add' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Gold Probe');

    await user.click(screen.getByRole('link', { name: 'Companies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText("Some of your changes weren't saved. Are you sure you want to ignore them?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()?.pathname).toBe('/sponsorships/add');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Gold Probe');

    await user.click(screen.getByRole('link', { name: 'Companies' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('the company list')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/companies');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('lets an untouched form go without asking', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAdmin(routes(form), { resource: 'sponsorships', path: '/sponsorships/add' });
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('link', { name: 'Companies' }));
    expect(await screen.findByText('the company list')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/companies');
  });
});
