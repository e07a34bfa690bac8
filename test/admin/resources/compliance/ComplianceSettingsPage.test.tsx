import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ComplianceSettingsPage } from '../../../../src/admin/resources/compliance/ComplianceSettingsPage';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, realDataProvider } from '../courses/api';
import { complianceAuth, FIRST_SETTINGS, SETTINGS } from './fixtures';

const server = setupMswServer();

function renderPage(flags: Parameters<typeof complianceAuth>[0] = { read: true, update: true }) {
  const reads = answer(server, 'get', '/compliance/settings', { settings: SETTINGS, history: [SETTINGS, FIRST_SETTINGS] });
  renderWithAdmin(<ComplianceSettingsPage />, {
    resource: 'compliance',
    path: '/compliance/settings',
    dataProvider: realDataProvider(),
    authProvider: complianceAuth(flags),
  });
  return { reads };
}

describe('ComplianceSettingsPage', () => {
  it('shows the settings in force and every version, and saves a new one with the version it was loaded from', async () => {
    const user = userEvent.setup();
    renderPage();
    const saved = { ...SETTINGS, hoursRequired: 24, version: 3 };
    const saves = answer(server, 'put', '/compliance/settings', { settings: saved, history: [saved, SETTINGS, FIRST_SETTINGS] }, { message: 'CE settings updated successfully!' });
    const hours = await screen.findByRole('spinbutton', { name: /Hours required per cycle/ });
    expect(hours).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: /Cycle length/ })).toHaveValue(24);
    expect(screen.getByRole('radio', { name: "From each member's registration day" })).toBeChecked();
    // The cycle start is asked for only when everyone shares the same dates.
    expect(screen.queryByLabelText(/Cycle start/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Online' })).toBeChecked();

    const versions = screen.getByRole('table', { name: 'Versions' });
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2 (in force)');
    expect(rows[0]).toHaveTextContent('Sam Staff');
    expect(rows[0]).toHaveTextContent('30 hours every 24 months');
    expect(rows[1]).toHaveTextContent('Product default');
    expect(rows[1]).toHaveTextContent('30 hours every 36 months');

    await waitFor(() => expect(hours).toBeEnabled());
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CE settings updated successfully!')).toBeInTheDocument();
    expect(await jsonOf(saves[0])).toEqual({
      cycleMonths: 24,
      hoursRequired: 24,
      cycleBasis: 'registered',
      cycleStart: '2025-01-01',
      countBy: 'delivery',
      deliveries: ['in-person', 'online', 'hybrid'],
      courseIds: [],
      version: 2,
    });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Versions' })).getAllByRole('row')).toHaveLength(4));
  });

  it("says the server's refusal when someone saved a newer version, and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderPage();
    const stale = 'The CE settings were changed by someone else since you opened them. Reload to see their version, then make your change again.';
    answer(server, 'put', '/compliance/settings', { errors: [] }, { status: 409, message: stale });
    const months = await screen.findByRole('spinbutton', { name: /Cycle length/ });
    await waitFor(() => expect(months).toBeEnabled());
    await user.clear(months);
    await user.type(months, '12');
    await user.click(screen.getByRole('radio', { name: 'The same for everyone, from the cycle start' }));
    expect(screen.getByLabelText(/Cycle start/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    expect(months).toHaveValue(12);
  });

  it('is read-only without the edit permission', async () => {
    renderPage({ read: true });
    const months = await screen.findByRole('spinbutton', { name: /Cycle length/ });
    expect(months).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks those without the Courses view to get it before choosing courses', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'The chosen courses' }));
    expect(await screen.findByText('Choosing courses needs the Courses view permission.')).toBeInTheDocument();
  });
});
