import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseList } from '../../../../src/admin/resources/courses/CourseList';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, queryOf, realDataProvider } from './api';
import { COURSE, COURSE_ID, OTHER_COURSE } from './fixtures';

const server = setupMswServer();

function renderList(options: { authProvider?: ReturnType<typeof fakeAuthProvider> } = {}) {
  const requests = answer(server, 'get', '/courses', { courses: [COURSE, OTHER_COURSE], total: 12 });
  const rendered = renderWithAdmin(<CourseList />, { resource: 'courses', path: '/courses', dataProvider: realDataProvider(), ...options });
  return { ...rendered, requests, last: () => queryOf(requests[requests.length - 1]) };
}

describe('CourseList', () => {
  it('lists the courses newest first with code, title, hours, delivery, events and status', async () => {
    const { requests } = renderList();
    const row = (await screen.findByText('CE-101')).closest('tr') as HTMLElement;
    expect(queryOf(requests[0])).toMatchObject({ offset: '0', limit: '10', sortKey: 'createdAt', sortOrder: '-1' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Code',
      'Title',
      'Credit Hours',
      'Delivery',
      'Events',
      'Status',
      'Actions',
    ]);
    expect(within(row).getByText('Commercial Leasing Basics')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('In person')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit CE-101 Commercial Leasing Basics' })).toHaveAttribute('href', `/courses/edit/${COURSE_ID}`);
    // The event count opens the course's events in the event list.
    const events = within(row).getByRole('link', { name: /Show the events of CE-101 Commercial Leasing Basics/ });
    expect(events).toHaveTextContent(/^2/);
    expect(decodeURIComponent(events.getAttribute('href') ?? '')).toBe(`/events?filter={"course":"${COURSE_ID}"}`);

    const other = screen.getByText('ETH-200').closest('tr') as HTMLElement;
    expect(within(other).getByText('1.5')).toBeInTheDocument();
    expect(within(other).getByText('Online')).toBeInTheDocument();
    expect(within(other).getByText('Inactive')).toBeInTheDocument();
    // 12 courses at 10 a page: two pages.
    expect(screen.getByRole('button', { name: /page 2/i })).toBeInTheDocument();
  });

  it('sorts by a header click, ascending then descending', async () => {
    const user = userEvent.setup();
    const { last } = renderList();
    await screen.findByText('CE-101');
    await user.click(screen.getByRole('button', { name: /Sort by title/i }));
    await waitFor(() => expect(last()).toMatchObject({ sortKey: 'title', sortOrder: '1' }));
    await user.click(screen.getByRole('button', { name: /Sort by title/i }));
    await waitFor(() => expect(last()).toMatchObject({ sortKey: 'title', sortOrder: '-1' }));
    await user.click(screen.getByRole('button', { name: /Sort by events/i }));
    await waitFor(() => expect(last()).toMatchObject({ sortKey: 'eventCount' }));
  });

  it('searches on Enter and sends the Filters panel as filters entries', async () => {
    const user = userEvent.setup();
    const { last } = renderList();
    await screen.findByText('CE-101');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ethics{Enter}');
    await waitFor(() => expect(last().search).toBe('ethics'));

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(panel).getByRole('combobox', { name: 'Delivery' }));
    await user.click(await screen.findByRole('option', { name: 'Online' }));
    await user.click(screen.getByRole('option', { name: 'Hybrid' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('combobox', { name: 'Active Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(last()).toMatchObject({
        search: 'ethics',
        filters: [
          { key: 'delivery', value: ['online', 'hybrid'] },
          { key: 'isActive', value: false },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (2 applied)' })).toBeInTheDocument();

    // Reset drops the search and the filters.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(last().filters).toBeUndefined());
    expect(last().search).toBeUndefined();
  });

  it('changes the status after the confirmation', async () => {
    const user = userEvent.setup();
    renderList();
    const status = answer(server, 'put', '/courses/update/active/inactive/:id', { course: { ...COURSE, isActive: false } });
    await user.click(await screen.findByRole('switch', { name: 'Status of CE-101 Commercial Leasing Basics: Active' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to change the status to Inactive?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(status).toHaveLength(1));
    expect(new URL(status[0].url).pathname).toBe(`/api/v1/admin/courses/update/active/inactive/${COURSE_ID}`);
    expect(new URL(status[0].url).searchParams.get('isActive')).toBe('false');
    expect(await screen.findByText('The status is now Inactive.')).toBeInTheDocument();
  });

  it("shows the denial text to a user who may not view courses, and hides Add and edit without those rights", async () => {
    const denied = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    const { unmount } = renderWithAdmin(<CourseList />, { resource: 'courses', path: '/courses', dataProvider: realDataProvider(), authProvider: denied });
    expect(await screen.findByText("You don't have access to View Course!")).toBeInTheDocument();
    unmount();

    const viewer = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => action === 'list' || action === 'show') };
    renderList({ authProvider: viewer });
    const row = (await screen.findByText('CE-101')).closest('tr') as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add Course' })).not.toBeInTheDocument());
    expect(within(row).getByRole('link', { name: 'View CE-101 Commercial Leasing Basics' })).toBeInTheDocument();
    expect(within(row).getByRole('switch')).toBeDisabled();
  });
});

describe('CourseList on a phone', () => {
  /** A screen narrower than the `sm` breakpoint: every max-width query matches. */
  function phoneScreen() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('shows a line per course with its hours, delivery, status and the row actions, and no table', async () => {
    phoneScreen();
    renderList();
    const item = (await screen.findByText('CE-101 Commercial Leasing Basics')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(item).getByText('Credit Hours: 3 · In person')).toBeInTheDocument();
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Edit CE-101 Commercial Leasing Basics' })).toHaveAttribute('href', `/courses/edit/${COURSE_ID}`);
    expect(within(item).getByRole('switch', { name: /Status of CE-101 Commercial Leasing Basics/ })).toBeInTheDocument();
  });
});
