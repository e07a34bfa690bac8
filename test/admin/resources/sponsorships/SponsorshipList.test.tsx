import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SponsorshipList } from '../../../../src/admin/resources/sponsorships/SponsorshipList';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

// The company list of a sponsor belongs to the companies screens; here it only has to open.
vi.mock('../../../../src/admin/resources/companies/CompanyListDialog', () => ({
  CompanyListDialog: ({ sponsorshipId }: { sponsorshipId: string }) => <div role="dialog">companies of {sponsorshipId}</div>,
}));

const ROWS = [
  { id: 's1', _id: 's1', name: 'Platinum', nameInLower: 'platinum', position: 1, companyCount: 3, isActive: true, createdAt: '2026-03-04T15:00:00.000Z', updatedAt: '2026-03-04T15:00:00.000Z' },
  { id: 's2', _id: 's2', name: 'Gold', nameInLower: 'gold', position: 2, companyCount: 0, isActive: false, createdAt: '2026-11-20T15:00:00.000Z', updatedAt: '2026-11-20T15:00:00.000Z' },
];

const listProvider = () => ({
  getList: vi.fn(async () => ({ data: ROWS, total: 12 })),
  setActive: vi.fn(async () => ({ data: { ...ROWS[0], isActive: false } })),
});

describe('SponsorshipList', () => {
  it('lists by position with the spec columns and the created date as MM/DD/yyyy', async () => {
    const dataProvider = listProvider();
    renderWithAdmin(<SponsorshipList />, { resource: 'sponsorships', path: '/sponsorships', dataProvider });
    await screen.findByText('Platinum');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'sponsorships',
      expect.objectContaining({ sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }),
    );
    for (const header of ['Position', 'Name', 'Company Count', 'Created Date', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const row = screen.getByText('Platinum').closest('tr')!;
    expect(within(row).getByText('03/04/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Platinum' })).toHaveAttribute('href', '/sponsorships/edit/s1');
    expect(screen.getByRole('link', { name: 'Add Sponsorship' })).toHaveAttribute('href', '/sponsorships/add');
    // 12 rows at 10 a page: two pages.
    expect(screen.getByRole('button', { name: /page 2/i })).toBeInTheDocument();
  });

  it('searches on Enter, and Reset clears the search', async () => {
    const user = userEvent.setup();
    const dataProvider = listProvider();
    const { location } = renderWithAdmin(<SponsorshipList />, { resource: 'sponsorships', path: '/sponsorships', dataProvider });
    await screen.findByText('Platinum');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'search by name');
    await user.type(box, 'gold');
    expect(dataProvider.getList).not.toHaveBeenCalledWith('sponsorships', expect.objectContaining({ filter: { q: 'gold' } }));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('sponsorships', expect.objectContaining({ filter: { q: 'gold' } })),
    );
    expect(decodeURIComponent(location()?.search ?? '')).toContain('"q":"gold"');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(decodeURIComponent(location()?.search ?? '')).not.toContain('gold'));
  });

  it("changes the status after the 'Sponsorship Status' confirmation", async () => {
    const user = userEvent.setup();
    const dataProvider = listProvider();
    renderWithAdmin(<SponsorshipList />, { resource: 'sponsorships', path: '/sponsorships', dataProvider });
    await user.click(await screen.findByRole('switch', { name: 'Status of Platinum: Active' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sponsorship Status')).toBeInTheDocument();
    expect(within(dialog).getByText('Do you want to change the status to Inactive?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dataProvider.setActive).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('switch', { name: 'Status of Platinum: Active' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.setActive).toHaveBeenCalledWith('sponsorships', { id: 's1', isActive: false, previousData: expect.objectContaining({ id: 's1' }) }));
    expect(await screen.findByText('The status is now Inactive.')).toBeInTheDocument();
  });

  it('opens the companies of a sponsor from its company count', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<SponsorshipList />, { resource: 'sponsorships', path: '/sponsorships', dataProvider: listProvider() });
    await user.click(await screen.findByRole('button', { name: 'Show the companies of Platinum' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('companies of s1');
  });

  it('hides Add, edit and the status switch without those permissions', async () => {
    const authProvider = {
      ...fakeAuthProvider(),
      canAccess: vi.fn(async ({ action }: { action: string }) => action === 'list'),
    };
    renderWithAdmin(<SponsorshipList />, { resource: 'sponsorships', path: '/sponsorships', dataProvider: listProvider(), authProvider });
    await screen.findByText('Platinum');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add Sponsorship' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Edit Platinum' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status of Platinum: Active' })).toBeDisabled();
  });

  it("shows the spec's denial text to a user who may not view sponsorships", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    const dataProvider = listProvider();
    renderWithAdmin(<SponsorshipList />, { resource: 'sponsorships', path: '/sponsorships', dataProvider, authProvider });
    expect(await screen.findByText("You don't have access to View Sponsorship!")).toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });
});
