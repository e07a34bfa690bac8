import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventList } from '../../../../src/admin/resources/events/EventList';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, queryOf, realDataProvider } from '../courses/api';
import { COURSE, COURSE_ID, OTHER_COURSE } from '../courses/fixtures';
import { EVENT, EVENT_ID, FREE_EVENT } from './fixtures';

const server = setupMswServer();

const withFilter = (filter: object) => `/events?filter=${encodeURIComponent(JSON.stringify(filter))}`;

function renderList(path = '/events', authProvider = fakeAuthProvider()) {
  const requests = answer(server, 'get', '/events', { events: [EVENT, FREE_EVENT], total: 2 });
  answer(server, 'get', '/courses', { courses: [COURSE, OTHER_COURSE], total: 2 });
  answer(server, 'get', '/courses/:id', { course: COURSE });
  const rendered = renderWithAdmin(<EventList />, { resource: 'events', path, dataProvider: realDataProvider(), authProvider });
  return { ...rendered, requests, last: () => queryOf(requests[requests.length - 1]) };
}

describe('EventList', () => {
  it('lists the events, latest start first, with their figures', async () => {
    const { requests } = renderList();
    const row = (await screen.findByText('Fall Leasing Workshop')).closest('tr') as HTMLElement;
    expect(queryOf(requests[0])).toMatchObject({ offset: '0', limit: '10', sortKey: 'startAt', sortOrder: '-1' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Starts',
      'Course',
      'Credit Hours',
      'Registered',
      'Attended',
      'Status',
      'Price',
      'Actions',
    ]);
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Fall Leasing Workshop',
      new Date(EVENT.startAt).toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
      'CE-101',
      '3',
      '2 / 40',
      '1',
      'Published',
      '$25.00',
    ]);
    expect(within(row).getByRole('link', { name: 'Edit Fall Leasing Workshop' })).toHaveAttribute('href', `/events/edit/${EVENT_ID}`);
    expect(within(row).getByRole('switch', { name: 'Status of Fall Leasing Workshop: Active' })).toBeEnabled();

    const free = screen.getByText('Members Breakfast').closest('tr') as HTMLElement;
    expect(within(free).getAllByRole('cell').map((cell) => cell.textContent).slice(4, 8)).toEqual(['0', '0', 'Draft', 'Free']);
  });

  it("applies the dashboard's upcoming-events filters given in the URL with the API's keys", async () => {
    const user = userEvent.setup();
    const { requests } = renderList(withFilter({ startAt: '2026-11-22,', status: 'published', isActive: true }));
    await screen.findByText('Fall Leasing Workshop');
    expect(queryOf(requests[0]).filters).toEqual([
      { key: 'startAt', value: '2026-11-22,' },
      { key: 'status', value: 'published' },
      { key: 'isActive', value: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Filters (3 applied)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByLabelText('From')).toHaveValue('2026-11-22');
    expect(within(panel).getByLabelText('To')).toHaveValue('');
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Published');
    expect(within(panel).getByRole('combobox', { name: 'Active Status' })).toHaveTextContent('Active');
  });

  it('shows the course of a course filter from the URL (the course list links here)', async () => {
    const user = userEvent.setup();
    const { requests } = renderList(withFilter({ course: COURSE_ID }));
    await screen.findByText('Fall Leasing Workshop');
    expect(queryOf(requests[0]).filters).toEqual([{ key: 'course', value: COURSE_ID }]);
    await user.click(screen.getByRole('button', { name: 'Filters (1 applied)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Course' })).toHaveValue('CE-101 — Commercial Leasing Basics'));
  });

  it('sends the Filters panel: a start range, a course, statuses and the active status', async () => {
    const user = userEvent.setup();
    const { last } = renderList();
    await screen.findByText('Fall Leasing Workshop');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });

    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(within(panel).getByText("The 'to' date must not be before the 'from' date.")).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-12-31' } });

    await user.click(within(panel).getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'ETH-200 — Ethics in Brokerage' }));

    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await user.click(screen.getByRole('option', { name: 'Cancelled' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('combobox', { name: 'Active Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(last().filters).toEqual([
        { key: 'startAt', value: '2026-12-01,2026-12-31' },
        { key: 'course', value: OTHER_COURSE._id },
        { key: 'status', value: ['published', 'cancelled'] },
        { key: 'isActive', value: false },
      ]),
    );
  });

  it('sorts by a header click', async () => {
    const user = userEvent.setup();
    const { last } = renderList();
    await screen.findByText('Fall Leasing Workshop');
    await user.click(screen.getByRole('button', { name: /Sort by registered/i }));
    await waitFor(() => expect(last()).toMatchObject({ sortKey: 'attendeeCount', sortOrder: '1' }));
    await user.click(screen.getByRole('button', { name: /Sort by price/i }));
    await waitFor(() => expect(last()).toMatchObject({ sortKey: 'priceCents', sortOrder: '1' }));
  });

  it("shows 'You don't have access to View Event!' without the view permission", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(<EventList />, { resource: 'events', path: '/events', dataProvider: realDataProvider(), authProvider });
    expect(await screen.findByText("You don't have access to View Event!")).toBeInTheDocument();
  });
});
