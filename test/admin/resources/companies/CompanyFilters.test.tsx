import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay, startOfDay } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyList } from '../../../../src/admin/resources/companies/CompanyList';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { LIST_DEBOUNCE_MS, passTime, startFakeTimers } from '../../../helpers/timers';
import { COMPANY, fakeApi, LOCATIONS, SPONSORSHIPS } from './fakeApi';


function setup() {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /company/list': () => ({ companies: [COMPANY], total: 1 }),
    'GET /sponsorships': () => ({ sponsorships: SPONSORSHIPS, total: SPONSORSHIPS.length }),
    'GET /locations/list/all': () => ({ locations: LOCATIONS, total: LOCATIONS.length }),
  });
  const rendered = renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
  const lastListQuery = () => api.callsTo('GET', '/company/list').at(-1)?.query ?? {};
  const openPanel = async () => {
    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    return screen.findByRole('dialog', { name: 'Filters' });
  };
  const applyButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Apply' });
  const clearButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Clear' });
  return { user, api, rendered, lastListQuery, openPanel, applyButton, clearButton };
}

describe('CompanyFilters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Apply and Clear disabled until the filters are changed and valid', async () => {
    const { user, openPanel, applyButton, clearButton } = setup();
    const panel = await openPanel();
    expect(applyButton(panel)).toBeDisabled();
    expect(clearButton(panel)).toBeDisabled();

    // A 'from' date alone is a range open at the end.
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2024-03-01' } });
    expect(applyButton(panel)).toBeEnabled();
    expect(clearButton(panel)).toBeEnabled();

    // 'to' before 'from' is not valid.
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2024-02-01' } });
    expect(within(panel).getByText("The 'to' date must not be before the 'from' date.")).toBeInTheDocument();
    expect(applyButton(panel)).toBeDisabled();
    expect(clearButton(panel)).toBeDisabled();
    // Apply names the field that keeps it disabled.
    expect(applyButton(panel)).toHaveAccessibleDescription('To apply, correct: Updated Between');

    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2024-03-31' } });
    expect(within(panel).queryByText(/^To apply/)).not.toBeInTheDocument();
    expect(within(panel).queryByText("The 'to' date must not be before the 'from' date.")).not.toBeInTheDocument();
    expect(applyButton(panel)).toBeEnabled();

    // The delete icon of the range takes it away again.
    await user.click(within(panel).getByRole('button', { name: 'Remove the Updated Between filter' }));
    expect(within(panel).getByLabelText('From')).toHaveValue('');
    expect(applyButton(panel)).toBeDisabled();
  });

  it("sends the range from the start of the 'from' day to the end of the 'to' day", async () => {
    const { user, openPanel, applyButton, lastListQuery } = setup();
    const panel = await openPanel();
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2024-03-01' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2024-03-31' } });
    await user.click(applyButton(panel));

    const from = startOfDay(new Date(2024, 2, 1)).toISOString();
    const to = endOfDay(new Date(2024, 2, 31)).toISOString();
    await waitFor(() => expect(lastListQuery().filters).toEqual([{ key: 'updatedAt', value: `${from},${to}` }]));
    const end = new Date(to);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([31, 23, 59, 59, 999]);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('sends the types, the status and the sponsorship as filters entries', async () => {
    startFakeTimers();
    const { user, api, openPanel, applyButton, lastListQuery } = setup();
    const panel = await openPanel();

    await user.click(within(panel).getByRole('combobox', { name: 'Company Type' }));
    await user.click(await screen.findByRole('option', { name: 'Broker' }));
    await user.click(screen.getByRole('option', { name: 'Developer' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('combobox', { name: 'Active Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));

    await user.click(within(panel).getByRole('combobox', { name: 'Sponsorship' }));
    await user.click(await screen.findByRole('option', { name: 'Silver' }));

    // Choosing in the panel asks for nothing; Apply asks for the list once.
    const listCalls = () => api.callsTo('GET', '/company/list').length;
    const before = listCalls();
    await user.click(applyButton(panel));
    await waitFor(() =>
      expect(lastListQuery().filters).toEqual([
        { key: 'type', value: ['Broker', 'Developer'] },
        { key: 'isActive', value: false },
        { key: 'sponsership', value: 's2' },
      ]),
    );
    // Past react-admin's debounce of a filter change: a choice sent as a debounced filter would be too.
    await passTime(LIST_DEBOUNCE_MS);
    expect(listCalls()).toBe(before + 1);
    expect(screen.getByRole('button', { name: 'Filters (3 applied)' }).parentElement).toHaveTextContent('3');
  });

  it('picks a location through the location list and filters by its id', async () => {
    const { user, openPanel, applyButton, lastListQuery } = setup();
    const panel = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Choose: Location' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Location' });
    const row = (await within(picker).findByText('Lakeside')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Location' })).not.toBeInTheDocument());

    expect(within(panel).getByRole('button', { name: 'Remove Lakeside' })).toBeInTheDocument();
    await user.click(applyButton(panel));
    await waitFor(() => expect(lastListQuery().filters).toEqual([{ key: 'locations', value: 'l9' }]));

    // Opened again, the panel shows the applied location with its delete icon.
    const again = await openPanel();
    expect(await within(again).findByRole('button', { name: 'Remove Lakeside' })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Remove the Location filter' }));
    await user.click(applyButton(again));
    await waitFor(() => expect(lastListQuery().filters).toBeUndefined());
  });

  it('Clear drops the panel filters and keeps the search; Reset drops everything', async () => {
    const { user, openPanel, applyButton, clearButton, lastListQuery } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'acme{Enter}');
    await waitFor(() => expect(lastListQuery().search).toBe('acme'));

    let panel = await openPanel();
    await user.click(within(panel).getByRole('combobox', { name: 'Active Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(applyButton(panel));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ search: 'acme', filters: [{ key: 'isActive', value: true }] }));

    panel = await openPanel();
    await user.click(clearButton(panel));
    await waitFor(() => expect(lastListQuery().filters).toBeUndefined());
    expect(lastListQuery().search).toBe('acme');

    panel = await openPanel();
    await user.click(within(panel).getByRole('combobox', { name: 'Company Type' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(applyButton(panel));
    await waitFor(() => expect(lastListQuery().filters).toEqual([{ key: 'type', value: ['Other'] }]));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastListQuery().filters).toBeUndefined());
    expect(lastListQuery().search).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    panel = await openPanel();
    expect(within(panel).getByRole('combobox', { name: 'Company Type' })).not.toHaveTextContent('Other');
    expect(applyButton(panel)).toBeDisabled();
  });
});
