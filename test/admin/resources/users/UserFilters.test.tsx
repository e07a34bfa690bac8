import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay, startOfDay } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The panel is large; a test that fills every field takes a while in jsdom.
vi.setConfig({ testTimeout: 60_000 });
import { UserList } from '../../../../src/admin/resources/users/UserList';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { LIST_DEBOUNCE_MS, passTime, startFakeTimers } from '../../../helpers/timers';
import { COMPANY, OTHER_COMPANY } from '../companies/fakeApi';
import { ANN, BOB, CARA, usersApi } from './listFixtures';

const PATH = '/user-management/users/list';
const ROLE = { _id: 'r1', name: 'Membership Desk', nameInLower: 'membership desk', isActive: true, access: [], createdAt: '2024-01-01T00:00:00.000Z' };

function setup(path = PATH) {
  // The pointer-events check reads the computed style of every ancestor: slow under the large panel.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const api = usersApi([ANN, BOB, CARA], 3, {
    'GET /company/list': () => ({ companies: [COMPANY, OTHER_COMPANY], total: 2 }),
    'GET /company/{id}': (_call, { id }) => ({ company: [COMPANY, OTHER_COMPANY].find((c) => c._id === id) }),
    'GET /roles': () => ({ roles: [ROLE], total: 1 }),
    'GET /roles/{id}': () => ({ role: ROLE }),
  });
  const rendered = renderWithAdmin(<UserList />, { resource: 'users', path, dataProvider: api.dataProvider });
  const lastQuery = () => api.callsTo('GET', '/users/list/all').at(-1)?.query ?? {};
  /** The filters of the last list call, as an object by key. */
  const lastFilters = () =>
    Object.fromEntries(((lastQuery().filters as { key: string; value: unknown }[] | undefined) ?? []).map(({ key, value }) => [key, value]));
  const openPanel = async () => {
    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    return screen.findByRole('dialog', { name: 'Filters' });
  };
  const button = (panel: HTMLElement, name: string) => within(panel).getByRole('button', { name });
  /**
   * The input or select whose label reads `name`. The panel holds some seventy inputs, too many for
   * role and label queries to stay quick in jsdom; the first test checks the labels are the inputs' names.
   */
  const control = (scope: HTMLElement, name: string) => {
    const formControl = within(scope).getByText(name, { selector: 'label, label > span' }).closest('.MuiFormControl-root') as HTMLElement;
    return (formControl.querySelector('[role="combobox"]') ?? formControl.querySelector('input, textarea')) as HTMLElement;
  };
  const type = (scope: HTMLElement, name: string, value: string) => fireEvent.change(control(scope, name), { target: { value } });
  /** The fieldset of a filter made of several inputs, by its legend. */
  const group = (panel: HTMLElement, name: string) => within(panel).getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
  /** Picks options of a select (one, or several of a multiple select). */
  const choose = async (scope: HTMLElement, name: string, ...options: string[]) => {
    const select = control(scope, name);
    expect(select).toHaveAttribute('role', 'combobox');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    for (const option of options) await user.click(within(listbox).getByText(option, { selector: '[role="option"], [role="option"] *' }));
    if (listbox.getAttribute('aria-multiselectable') === 'true') await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  };
  return { user, api, rendered, lastQuery, lastFilters, openPanel, button, control, type, group, choose };
}

describe('UserFilters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps Clear and Apply disabled until the filters are changed and valid, with a delete icon per chosen filter', async () => {
    const { user, openPanel, button, control, type, group } = setup();
    const panel = await openPanel();
    // Every input is named by its label.
    expect(within(panel).getByLabelText('First Name')).toBe(control(panel, 'First Name'));
    expect(within(panel).getByRole('combobox', { name: 'Member Status' })).toBe(control(panel, 'Member Status'));
    expect(button(panel, 'Apply')).toBeDisabled();
    expect(button(panel, 'Clear')).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: /^Remove the/ })).not.toBeInTheDocument();

    type(panel, 'First Name', 'Ann');
    expect(button(panel, 'Apply')).toBeEnabled();
    expect(button(panel, 'Clear')).toBeEnabled();
    expect(button(panel, 'Remove the First Name filter')).toBeInTheDocument();

    // A 'to' date before the 'from' date is not valid.
    const registered = group(panel, 'Registered');
    type(registered, 'From', '2024-03-10');
    type(registered, 'To', '2024-03-01');
    expect(within(panel).getByText("The 'to' date must not be before the 'from' date.")).toBeInTheDocument();
    expect(button(panel, 'Apply')).toBeDisabled();
    expect(button(panel, 'Clear')).toBeDisabled();
    await user.click(button(panel, 'Remove the Registered filter'));
    expect(control(registered, 'From')).toHaveValue('');
    expect(button(panel, 'Apply')).toBeEnabled();

    // Experience takes whole numbers, 'from' not above 'to'.
    const experience = group(panel, 'Industry Experience (years)');
    type(experience, 'From', '10');
    type(experience, 'To', '5');
    expect(within(panel).getByText("The 'to' number must not be below the 'from' number.")).toBeInTheDocument();
    expect(button(panel, 'Apply')).toBeDisabled();
    type(experience, 'To', '15');
    expect(button(panel, 'Apply')).toBeEnabled();

    // Taking every choice away again leaves nothing changed.
    await user.click(button(panel, 'Remove the First Name filter'));
    await user.click(button(panel, 'Remove the Industry Experience (years) filter'));
    expect(button(panel, 'Apply')).toBeDisabled();
    expect(button(panel, 'Clear')).toBeDisabled();
  });

  it('sends the text, date, number and address fields under their filter keys', async () => {
    const { user, openPanel, button, type, group, control, lastFilters, choose } = setup();
    const panel = await openPanel();
    const texts: [string, string][] = [
      ['First Name', 'Ann'],
      ['Last Name', 'Lee'],
      ['NRDS ID', '5022'],
      ['RE License No', 'RE-7'],
      ['Designations', 'CCIM'],
      ['Primary Phone', '612'],
      ['Secondary/Cell Phone', '651'],
      ['Website URL', 'acme.example'],
      ['Biography', 'retail'],
      ['Admin Email', 'desk@'],
      ['Admin Note', 'renewal'],
      ['Location Name', 'Downtown'],
      ['Location NRDS', '50221'],
      ['Fax', '612-555'],
    ];
    for (const [name, value] of texts) type(panel, name, value);
    const registered = group(panel, 'Registered');
    type(registered, 'From', '2024-03-01');
    type(registered, 'To', '2024-03-31');
    type(group(panel, 'Birthday'), 'To', '1990-12-31');
    const experience = group(panel, 'Industry Experience (years)');
    type(experience, 'From', '5');
    type(experience, 'To', '20');

    const physical = group(panel, 'Physical Address');
    type(physical, 'Address', '1 Main');
    type(physical, 'City', 'Minneapolis');
    await choose(physical, 'State', 'Minnesota (MN)');
    type(physical, 'ZIP Code', '55401');
    type(group(panel, 'Mailing Address'), 'City', 'Duluth');

    const home = group(panel, 'Home Address');
    type(home, 'Address 1', '9 Lake');
    type(home, 'Address 2', 'Apt 2');
    type(home, 'City', 'St Paul');
    await choose(home, 'State', 'Wisconsin (WI)');
    type(home, 'Postal Code', '55101');
    expect(control(home, 'Country')).toHaveValue('United States');
    expect(control(home, 'Country')).toHaveAttribute('readonly');

    await user.click(button(panel, 'Apply'));
    const from = startOfDay(new Date(2024, 2, 1)).toISOString();
    const to = endOfDay(new Date(2024, 2, 31)).toISOString();
    await waitFor(() =>
      expect(lastFilters()).toEqual({
        firstName: 'Ann',
        lastName: 'Lee',
        nrds: '5022',
        reLicenseNo: 'RE-7',
        designations: 'CCIM',
        phoneNumber: '612',
        secondaryPhone: '651',
        websiteURL: 'acme.example',
        biography: 'retail',
        adminEmail: 'desk@',
        adminNote: 'renewal',
        createdAt: `${from},${to}`,
        dob: ',1990-12-31',
        industryExperience: '5,20',
        location: {
          name: 'Downtown',
          nrdsId: '50221',
          fax: '612-555',
          physicalAddress: { addressLine1: '1 Main', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
          mailingAddress: { city: 'Duluth' },
        },
        homeAddress: { address1: '9 Lake', address2: 'Apt 2', city: 'St Paul', state: 'WI', postalCode: '55101', country: 'United States' },
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (16 applied)' })).toBeInTheDocument();
  });

  it('sends the choices under their filter keys, in one list call per Apply: All leaves a key out', async () => {
    startFakeTimers();
    const { user, api, openPanel, button, lastFilters, choose } = setup();
    const listCalls = () => api.callsTo('GET', '/users/list/all').length;
    const panel = await openPanel();
    await choose(panel, 'Active', 'Inactive');
    await choose(panel, 'User Type', 'Staff');
    await choose(panel, 'Allow MCPE Access', 'No');
    await choose(panel, 'Ethics', 'Approved');
    await choose(panel, 'Orientation', 'Pending');
    await choose(panel, 'Bill to Home Address', 'Yes');
    await choose(panel, 'Member Status', 'Active', 'Suspended');
    await choose(panel, 'L-Member Status', 'Pending');
    await choose(panel, 'Miscellaneous Status', 'Inactive');
    await choose(panel, 'MCPE Access Type', 'Billable-Autopay');
    await choose(panel, 'Member of the following REALTOR Association', 'Lakes Area REALTORS');
    await choose(panel, 'Market Area Specialty', 'Duluth');
    await choose(panel, 'Real Estate Specialty', 'Retail', 'Office');
    await choose(panel, 'Groups', 'Broker');
    await choose(panel, 'Current Line of Work', 'Consulting');
    await choose(panel, 'Association Market', 'Mankato');
    await choose(panel, 'Type of Business', 'Title');
    await choose(panel, 'Volunteer', 'Golf Committee');
    await choose(panel, 'Generation', 'Millennial');
    expect(button(panel, 'Remove the Real Estate Specialty filter')).toBeInTheDocument();

    // Twenty choices in the panel asked for nothing; Apply asks once.
    const before = listCalls();
    await user.click(button(panel, 'Apply'));
    await waitFor(() =>
      expect(lastFilters()).toEqual({
        isActive: false,
        role: 'admin',
        alowMcpeAccess: 'No',
        billToHomeAddress: 'Yes',
        ethics: 'Approved',
        orientation: 'Pending',
        mncarMemberStatus: ['Active', 'Suspended'],
        mncarlMemberStatus: ['Pending'],
        mncarMiscellaneousStatus: ['Inactive'],
        mcpeAccessType: ['Billable-Autopay'],
        MemberOfFollowingREALTORAssociation: ['Lakes Area REALTORS'],
        marketAreaSpecialty: ['Duluth'],
        // In the list's order, whatever the order of the clicks.
        realStateSpecialty: ['Office', 'Retail'],
        groups: ['Broker'],
        currentLineOfWork: ['Consulting'],
        mncarMarket: ['Mankato'],
        typeOfBusiness: ['Title'],
        volunteer: ['Golf Committee'],
        generation: ['Millennial'],
      }),
    );
    // Past react-admin's debounce of a filter change: a choice sent as a debounced filter would be too.
    await passTime(LIST_DEBOUNCE_MS);
    expect(listCalls()).toBe(before + 1);

    // Back to All: the key goes.
    const again = await (async () => {
      await user.click(screen.getByRole('button', { name: /^Filters/ }));
      return screen.findByRole('dialog', { name: 'Filters' });
    })();
    await choose(again, 'User Type', 'All');
    await user.click(button(again, 'Apply'));
    await waitFor(() => expect(lastFilters()).not.toHaveProperty('role'));
    expect(lastFilters()).toHaveProperty('isActive', false);
  });

  it("picks companies in 'Select Company', roles in 'Select Role' and support staff in 'Select User', by id", async () => {
    const { user, openPanel, button, group, lastFilters } = setup();
    const panel = await openPanel();

    await user.click(button(panel, 'Choose: Company Name'));
    let picker = await screen.findByRole('dialog', { name: 'Select Company' });
    await user.click(within((await within(picker).findByText('Birch Partners')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Company' })).not.toBeInTheDocument());
    expect(within(group(panel, 'Company Name')).getByText('Birch Partners')).toBeInTheDocument();
    // Chosen already: its Select button is disabled the next time.
    await user.click(button(panel, 'Choose: Company Name'));
    picker = await screen.findByRole('dialog', { name: 'Select Company' });
    const birch = (await within(picker).findByText('Birch Partners')).closest('tr') as HTMLElement;
    expect(within(birch).getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: 'Close' }));

    await user.click(button(panel, 'Choose: Roles'));
    picker = await screen.findByRole('dialog', { name: 'Select Role' });
    await user.click(within((await within(picker).findByText('Membership Desk')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));

    await user.click(button(panel, 'Choose: Support Staff'));
    picker = await screen.findByRole('dialog', { name: 'Select User' });
    await user.click(within((await within(picker).findByText('Cara Support')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select User' })).not.toBeInTheDocument());

    await user.click(button(panel, 'Apply'));
    await waitFor(() => expect(lastFilters()).toEqual({ companyName: ['c2'], roles: ['r1'], supportStaff: ['u3'] }));
  });

  it('shows filters from the URL (a role link) with their names, and Clear drops them but keeps the search', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'ann', roles: ['r1'], companyName: ['c1'] }));
    const { user, openPanel, button, group, lastQuery, lastFilters } = setup(`${PATH}?filter=${filter}`);
    await waitFor(() => expect(lastFilters()).toEqual({ roles: ['r1'], companyName: ['c1'] }));
    expect(screen.getByRole('button', { name: 'Filters (2 applied)' })).toBeInTheDocument();

    const panel = await openPanel();
    expect(await within(group(panel, 'Roles')).findByText('Membership Desk')).toBeInTheDocument();
    expect(await within(group(panel, 'Company Name')).findByText('Acme Realty')).toBeInTheDocument();
    // One of them taken away, by its own delete icon.
    await user.click(button(panel, 'Remove Acme Realty'));
    await user.click(button(panel, 'Apply'));
    await waitFor(() => expect(lastFilters()).toEqual({ roles: ['r1'] }));

    const again = await openPanel();
    await user.click(button(again, 'Clear'));
    await waitFor(() => expect(lastQuery().filters).toBeUndefined());
    expect(lastQuery()).toMatchObject({ search: 'ann' });
  });
});
