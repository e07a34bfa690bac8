import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocationForm } from '../../../../src/admin/resources/locations/LocationForm';
import type { Location } from '../../../../src/shared/companies';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { passTime, startFakeTimers } from '../../../helpers/timers';
import { answer, choose, FORM_TEST_TIMEOUT_MS, LOCATION, MEMBERS, PAYER_ID, realDataProvider, REALTOR_ID, section } from './fixtures';

const server = setupMswServer();
// The description's editor is a chunk of its own: loaded here once, not inside the first test's time.
beforeAll(() => import('../../../../src/admin/common/DescriptionEditor'));

function renderForm(props: Partial<Parameters<typeof LocationForm>[0]> = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const result = renderWithAdmin(<LocationForm mode="create" onSaved={onSaved} onCancel={onCancel} {...props} />, {
    dataProvider: realDataProvider(),
  });
  return { ...result, onSaved, onCancel };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const updateButton = () => screen.getByRole('button', { name: 'Update' });
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), 'Uptown Office');
  await choose(user, /^Type/, 'Corporate');
  await choose(user, /^Market ID/, 'Rochester');
}

describe('LocationForm (create)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fields of the spec in sections, with the create defaults and Cancel and Save', async () => {
    renderForm();
    for (const title of ['General', 'MCPE', 'NRDS and Contact', 'Data Feeds', 'Designated Realtor', 'Physical Address', 'Mailing Address', 'Description']) {
      expect(section(title)).toBeInTheDocument();
    }
    const general = section('General');
    expect(within(general).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(within(general).getByRole('textbox', { name: /Pay Member/ })).toHaveAttribute('readonly');
    expect(within(general).getByRole('button', { name: 'Select User' })).toBeInTheDocument();
    expect(within(general).getByRole('combobox', { name: /Large Company/ })).toHaveTextContent('Yes');
    const feeds = section('Data Feeds');
    for (const label of [/Raw Data Feeds/, /Data Feeds Office/, /Data Feeds Individual/, /Templates/]) {
      expect(within(feeds).getByRole('combobox', { name: label })).toHaveTextContent('No');
    }
    expect(within(section('MCPE')).getByRole('combobox', { name: /Current MCPE Status/ })).toHaveTextContent('No status');
    expect(within(section('MCPE')).getByRole('checkbox', { name: 'Allow MCPE Access' })).not.toBeChecked();
    const physical = section('Physical Address');
    expect(within(physical).getByRole('combobox', { name: /State/ })).toHaveTextContent('Minnesota (MN)');
    expect(within(physical).getByRole('textbox', { name: /Country/ })).toHaveValue('United States');
    expect(within(section('NRDS and Contact')).getByRole('button', { name: 'Auto NRDS' })).toBeEnabled();
    // The editor is a chunk of its own: it shows once loaded (a cheap query to wait, then the named one).
    await waitFor(() => expect(document.querySelector('[contenteditable]')).not.toBeNull());
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(saveButton()).toBeDisabled();
  });

  it('offers readable choices for type, market and MCPE', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Corporate', 'Branch', 'Other']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Market ID/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Twin Cities', 'St Cloud', 'Rochester', 'Duluth']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /MCPE Access Type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Billable', 'ADN', 'Staff', 'Support']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Current MCPE Status/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No status',
      'Active',
      'Inactive',
      'Pending',
      'Suspended',
      'Terminated',
    ]);
  });

  it('keeps Save disabled until name, type and market id are given, and names the fields still missing', async () => {
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(saveButton()).toHaveAccessibleDescription('To save, fill in or correct: Name, Type, Market ID'));
    await user.type(nameField(), 'Uptown Office');
    expect(saveButton()).toBeDisabled();
    await waitFor(() => expect(saveButton()).toHaveAccessibleDescription('To save, fill in or correct: Type, Market ID'));
    await choose(user, /^Type/, 'Corporate');
    expect(saveButton()).toBeDisabled();
    await choose(user, /^Market ID/, 'Rochester');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(saveButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/^To save/)).not.toBeInTheDocument();
    await user.clear(nameField());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await waitFor(() => expect(saveButton()).toHaveAccessibleDescription('To save, fill in or correct: Name'));
  });

  it('names an address field with its address', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    const physical = section('Physical Address');
    await user.type(within(physical).getByRole('textbox', { name: /ZIP Code/ }), '12');
    await user.tab();
    await waitFor(() => expect(saveButton()).toHaveAccessibleDescription('To save, fill in or correct: Physical Address: ZIP Code'));
  });

  it('does not submit on Enter', async () => {
    const user = userEvent.setup();
    const requests = answer(server, 'post', '/locations/create', { location: [{ ...LOCATION }] });
    const { onSaved, container } = renderForm();
    // A save starts only from the form's submit event, which Enter would dispatch with the key press.
    const submitted = vi.fn();
    (container.querySelector('form') as HTMLFormElement).addEventListener('submit', submitted);
    await fillRequired(user);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.type(nameField(), '{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'x{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the form values and hands the first entry of the answer to onSaved', async () => {
    const user = userEvent.setup();
    const saved = { ...LOCATION, _id: 'new-1', name: 'Uptown Office', nrdsId: '502267890' };
    const requests = answer(server, 'post', '/locations/create', { location: [saved, { ...LOCATION, _id: 'other' }] });
    const { onSaved } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'https://uptown.example.org');
    await user.type(within(section('Physical Address')).getByRole('textbox', { name: /City/ }), 'Rochester');
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0][0]).toMatchObject({ _id: 'new-1', id: 'new-1', nrdsId: '502267890' });
    expect(await screen.findByText('Location created successfully!')).toBeInTheDocument();

    const body = await requests[0].json();
    expect(body).toEqual({
      name: 'Uptown Office',
      nrdsId: null,
      type: 'corporate',
      payMemberId: null,
      website: 'https://uptown.example.org',
      phoneNumber: '',
      marketId: 'rochester',
      largeCompany: 'Yes',
      mcpeAccessType: null,
      allowMcpeAccess: false,
      currentMcpeStatus: 'nostatus',
      currentMcpeStatusDate: null,
      fax: '',
      contactName: '',
      contactPhone: '',
      rawDataFeeds: 'No',
      dataFeedsOffice: 'No',
      dataFeedsIndividual: 'No',
      templates: 'No',
      designatedRealtorId: null,
      designatedRealtorName: '',
      designatedRealtorEmail: '',
      designatedRealtorPhone: '',
      description: '',
      isMailingAddressAsPhysicalAddress: false,
      physicalAddress: { addressLine1: '', addressLine2: '', city: 'Rochester', state: 'MN', zipCode: '', country: 'United States' },
      mailingAddress: { addressLine1: '', addressLine2: '', city: '', state: 'MN', zipCode: '', country: 'United States' },
    });
  });

  it("keeps the form and shows the server's message when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed mutations
    const user = userEvent.setup();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    answer(server, 'post', '/locations/create', {}, { status: 409, message: 'This NRDS ID is already used by another location.' });
    const { onSaved } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Auto NRDS' }));
    await user.click(saveButton());

    expect(await screen.findByText('This NRDS ID is already used by another location.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('Uptown Office');
    expect(screen.getByRole('textbox', { name: /NRDS ID/ })).toHaveValue('502210000');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('Cancel calls onCancel', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('LocationForm mailing address', () => {
  it('ticking copies the physical address and locks the mailing fields, which then follow it', async () => {
    const user = userEvent.setup();
    renderForm();
    const physical = section('Physical Address');
    const mailing = section('Mailing Address');
    await user.type(within(physical).getByRole('textbox', { name: /Address Line 1/ }), '12 Main St');
    await user.type(within(physical).getByRole('textbox', { name: /City/ }), 'Minneapolis');
    await user.type(within(physical).getByRole('textbox', { name: /ZIP Code/ }), '55401');
    await choose(user, /State/, 'Wisconsin (WI)', physical);

    await user.click(within(mailing).getByRole('checkbox', { name: 'Mailing Address as Physical Address' }));
    const line1 = within(mailing).getByRole('textbox', { name: /Address Line 1/ });
    expect(line1).toHaveValue('12 Main St');
    expect(line1).toHaveAttribute('readonly');
    expect(within(mailing).getByRole('textbox', { name: /City/ })).toHaveValue('Minneapolis');
    expect(within(mailing).getByRole('textbox', { name: /ZIP Code/ })).toHaveValue('55401');
    expect(within(mailing).getByRole('combobox', { name: /State/ })).toHaveTextContent('Wisconsin (WI)');
    expect(within(mailing).getByRole('textbox', { name: /Country/ })).toHaveValue('United States');

    await user.type(within(physical).getByRole('textbox', { name: /City/ }), ' North');
    await waitFor(() => expect(within(mailing).getByRole('textbox', { name: /City/ })).toHaveValue('Minneapolis North'));
  }, FORM_TEST_TIMEOUT_MS);

  it('unticking clears the mailing fields, with state MN and no country, and unlocks them', async () => {
    const user = userEvent.setup();
    renderForm({ mode: 'edit', record: { ...LOCATION, isMailingAddressAsPhysicalAddress: true, mailingAddress: LOCATION.physicalAddress } });
    const mailing = section('Mailing Address');
    expect(within(mailing).getByRole('textbox', { name: /Address Line 1/ })).toHaveAttribute('readonly');
    await user.click(within(mailing).getByRole('checkbox', { name: 'Mailing Address as Physical Address' }));
    for (const label of [/Address Line 1/, /Address Line 2/, /City/, /ZIP Code/, /Country/]) {
      const field = within(mailing).getByRole('textbox', { name: label });
      expect(field).toHaveValue('');
      expect(field).not.toHaveAttribute('readonly');
    }
    expect(within(mailing).getByRole('combobox', { name: /State/ })).toHaveTextContent('Minnesota (MN)');
    expect(within(section('Physical Address')).getByRole('textbox', { name: /City/ })).toHaveValue('Minneapolis');
  });
});

describe('LocationForm pickers', () => {
  it("'Select User' fills the pay member, and clear empties it", async () => {
    const user = userEvent.setup();
    const lists = answer(server, 'get', '/users/list/members', { users: MEMBERS, total: 2 });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Select User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    expect(within(dialog).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    const row = (await within(dialog).findByText('Pat Payer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('pat@example.org')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Select' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select User' })).not.toBeInTheDocument());
    const payMember = screen.getByRole('textbox', { name: /Pay Member/ });
    expect(payMember).toHaveValue('Pat Payer');
    expect(new URL(lists[0].url).searchParams.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Clear the pay member' }));
    expect(payMember).toHaveValue('');
  });

  it("'Select Realtor' fills the designated realtor's id, name, email and phone, which stay editable", async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/users/list/members', { users: MEMBERS, total: 2 });
    const requests = answer(server, 'post', '/locations/create', { location: [LOCATION] });
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Select Realtor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Realtor' });
    const row = (await within(dialog).findByText('Rae Realtor')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Realtor' })).not.toBeInTheDocument());

    const realtor = section('Designated Realtor');
    expect(within(realtor).getByRole('textbox', { name: /Designated Realtor ID/ })).toHaveValue(REALTOR_ID);
    const name = within(realtor).getByRole('textbox', { name: /Designated Realtor Name/ });
    expect(name).toHaveValue('Rae Realtor');
    expect(within(realtor).getByRole('textbox', { name: /Designated Realtor Email/ })).toHaveValue('rae@example.org');
    expect(within(realtor).getByRole('textbox', { name: /Designated Realtor Phone/ })).toHaveValue('612-555-0102');
    await user.clear(name);
    await user.type(name, 'Rae R. Realtor');

    await user.click(saveButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toMatchObject({
      designatedRealtorId: REALTOR_ID,
      designatedRealtorName: 'Rae R. Realtor',
      designatedRealtorEmail: 'rae@example.org',
      designatedRealtorPhone: '612-555-0102',
    });
  });
});

describe('LocationForm (edit)', () => {
  it('shows the record, with Cancel and Update, enabled once something changed', async () => {
    const user = userEvent.setup();
    const saved = { ...LOCATION, name: 'Downtown HQ' };
    const requests = answer(server, 'put', `/locations/update/${LOCATION._id}`, { location: [saved] });
    const { onSaved } = renderForm({ mode: 'edit', record: LOCATION });
    expect(nameField()).toHaveValue('Downtown Office');
    expect(screen.getByRole('textbox', { name: /Pay Member/ })).toHaveValue('Pat Payer');
    expect(screen.getByRole('textbox', { name: /NRDS ID/ })).toHaveValue('502212345');
    expect(screen.getByRole('button', { name: 'Auto NRDS' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(updateButton()).toBeDisabled();

    await user.clear(nameField());
    await user.type(nameField(), 'Downtown HQ');
    await waitFor(() => expect(updateButton()).toBeEnabled());
    await user.click(updateButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: LOCATION._id, name: 'Downtown HQ' })));
    expect(await screen.findByText('Location updated successfully!')).toBeInTheDocument();
    const body = await requests[0].json();
    expect(body).toMatchObject({ name: 'Downtown HQ', nrdsId: '502212345', payMemberId: PAYER_ID, currentMcpeStatusDate: '2024-03-01' });
    expect(body).not.toHaveProperty('payMember');
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('_id');
  });

  it('also requires the pay member, raw data feeds and data feeds individual', async () => {
    startFakeTimers();
    const user = userEvent.setup();
    answer(server, 'get', '/users/list/members', { users: MEMBERS, total: 2 });
    renderForm({ mode: 'edit', record: { ...LOCATION, payMemberId: null, payMember: '' } });
    expect(screen.getByRole('textbox', { name: /Pay Member/ }).closest('.MuiFormControl-root')).toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: /Raw Data Feeds/ }).closest('.MuiFormControl-root')).toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: /Data Feeds Individual/ }).closest('.MuiFormControl-root')).toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: /Data Feeds Office/ }).closest('.MuiFormControl-root')).not.toHaveTextContent('*');

    // Before any change, Update says what keeps it grey: the seeded location has no pay member.
    await passTime(50);
    expect(updateButton()).toBeDisabled();
    expect(updateButton()).toHaveAccessibleDescription('To save, fill in or correct: Pay Member');
    expect(screen.getByText('To save, fill in or correct: Pay Member')).toBeVisible();

    await user.type(nameField(), ' 2');
    // Time for the change to be validated and the toolbar drawn again.
    await passTime(50);
    expect(updateButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Select User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    const row = (await within(dialog).findByText('Pat Payer')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(updateButton()).toBeEnabled());
    expect(screen.queryByText(/^To save/)).not.toBeInTheDocument();
  });

  it('on create, the pay member and the data feeds are not required', async () => {
    renderForm();
    await waitFor(() => expect(saveButton()).toHaveAccessibleDescription('To save, fill in or correct: Name, Type, Market ID'));
    expect(screen.getByRole('textbox', { name: /Pay Member/ }).closest('.MuiFormControl-root')).not.toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: /Raw Data Feeds/ }).closest('.MuiFormControl-root')).not.toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: /^Type/ }).closest('.MuiFormControl-root')).toHaveTextContent('*');
  });
});

describe('LocationForm (view)', () => {
  it('disables every field and shows no button', async () => {
    const record: Location = { ...LOCATION, designatedRealtorId: REALTOR_ID, designatedRealtorName: 'Rae Realtor' };
    renderForm({ mode: 'view', record });
    expect(nameField()).toHaveValue('Downtown Office');
    for (const textbox of screen.getAllByRole('textbox').filter((element) => element.tagName === 'INPUT')) {
      expect(textbox).toBeDisabled();
    }
    for (const select of screen.getAllByRole('combobox')) expect(select).toHaveAttribute('aria-disabled', 'true');
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    // The rich-text editor is read-only rather than disabled.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('contenteditable', 'false'));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
