import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationListDialog } from '../../../../src/admin/resources/locations/LocationListDialog';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, COMPANY_ID, LOCATION, realDataProvider } from './fixtures';


const server = setupMswServer();

const SECOND = {
  ...LOCATION,
  _id: '9a1b2c3d-0000-4000-8000-000000000002',
  name: 'Lakeside Office',
  nrdsId: '502299999',
  type: 'corporate' as const,
  physicalAddress: { addressLine1: '1 Lake Rd', addressLine2: '', city: 'Duluth', state: 'MN', zipCode: '55802', country: 'United States' },
};

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function renderDialog(props: Partial<Parameters<typeof LocationListDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSelect = vi.fn();
  const result = renderWithAdmin(<LocationListDialog open mode="view" onClose={onClose} onSelect={onSelect} {...props} />, {
    dataProvider: realDataProvider(),
  });
  return { ...result, onClose, onSelect };
}

describe('LocationListDialog', () => {
  it('lists all locations with the spec columns, the address on one line', async () => {
    const requests = answer(server, 'get', '/locations/list/all', { locations: [LOCATION, SECOND], total: 2 });
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Locations' });
    const row = (await within(dialog).findByText('Downtown Office')).closest('tr') as HTMLElement;
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Location Name',
      'Location NRDS',
      'Type',
      'Address',
      'Actions',
    ]);
    expect(within(row).getByText('502212345')).toBeInTheDocument();
    expect(within(row).getByText('Branch')).toBeInTheDocument();
    expect(within(row).getByText('12 Main St, Suite 4, Minneapolis, MN 55401, United States')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View details' })).toBeInTheDocument();
    expect(params(requests[0])).toMatchObject({ offset: '0', limit: '10' });
    expect(within(dialog).getByRole('search')).toBeInTheDocument();
  });

  it("lists a company's locations when given its id", async () => {
    const requests = answer(server, 'get', `/locations/list/${COMPANY_ID}`, { locations: [LOCATION], total: 1 });
    renderDialog({ companyId: COMPANY_ID, title: 'app.locations.viewTitle' });
    expect(await screen.findByText('Downtown Office')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(params(requests[0])).not.toHaveProperty('filters');
    expect(screen.getByRole('dialog', { name: 'Location Details' })).toBeInTheDocument();
  });

  it('searches on Enter and Reset clears the search', async () => {
    const user = userEvent.setup();
    const requests = answer(server, 'get', '/locations/list/all', { locations: [LOCATION], total: 1 });
    renderDialog();
    await screen.findByText('Downtown Office');
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, 'lake');
    expect(requests).toHaveLength(1); // not on every key stroke
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.some((request) => params(request).search === 'lake')).toBe(true));
    const count = requests.length;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(requests.length).toBeGreaterThan(count));
    expect(params(requests[requests.length - 1])).not.toHaveProperty('search');
    expect(box).toHaveValue('');
  });

  it("shows 'No records found.' when there is none", async () => {
    answer(server, 'get', '/locations/list/all', { locations: [], total: 0 });
    renderDialog();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('pages by 10', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10 }, (_, index) => ({ ...LOCATION, _id: `loc-${index}`, name: `Office ${index}` }));
    const requests = answer(server, 'get', '/locations/list/all', { locations: many, total: 12 });
    renderDialog();
    await screen.findByText('Office 0');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(requests.some((request) => params(request).offset === '10')).toBe(true));
  });

  it("the eye opens 'Location Details', the form read-only", async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/locations/list/all', { locations: [LOCATION, SECOND], total: 2 });
    answer(server, 'get', `/locations/${SECOND._id}`, { location: SECOND });
    renderDialog();
    const row = (await screen.findByText('Lakeside Office')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View details' }));
    const details = await screen.findByRole('dialog', { name: 'Location Details' });
    const name = await within(details).findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Lakeside Office');
    expect(name).toBeDisabled();
    expect(within(details).queryByRole('button', { name: /Save|Update/ })).not.toBeInTheDocument();
    await user.click(within(details).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Location Details' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Locations' })).toBeInTheDocument();
  });

  it('in pick mode, Select hands the location over and is disabled for those already chosen', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/locations/list/all', { locations: [LOCATION, SECOND], total: 2 });
    const { onSelect } = renderDialog({ mode: 'pick', selectedIds: [LOCATION._id], title: 'app.locations.listTitle' });
    const chosen = (await screen.findByText('Downtown Office')).closest('tr') as HTMLElement;
    expect(within(chosen).getByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(within(chosen).queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
    const other = screen.getByText('Lakeside Office').closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ _id: SECOND._id, name: 'Lakeside Office' }));
  });

  it('Close closes the dialog', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/locations/list/all', { locations: [], total: 0 });
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
