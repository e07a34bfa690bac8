import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay, format, startOfDay, subDays } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from '../../../src/admin/dashboard/Dashboard';
import type { Dashboard as DashboardFigures } from '../../../src/shared/dashboard';
import { setupMswServer } from '../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../helpers/renderWithAdmin';
import { API, envelope, realDataProvider } from '../resources/locations/fixtures';

const server = setupMswServer();

/** Local midnights, as the server gives each period's first day. */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).toISOString();

const FIGURES: DashboardFigures = {
  totalActiveUsers: 1234,
  totalAdminsUsers: 7,
  totalNewUsers: 41,
  totalActiveCompanies: 24,
  totalUpcomingEvents: 3,
  lastFiveMonthsData: [
    { date: day(2025, 11, 1), eventsCount: 2, usersCount: 11 },
    { date: day(2025, 12, 1), eventsCount: 4, usersCount: 9 },
    { date: day(2026, 1, 1), eventsCount: 1, usersCount: 23 },
    { date: day(2026, 2, 1), eventsCount: 6, usersCount: 17 },
    { date: day(2026, 3, 1), eventsCount: 3, usersCount: 5 },
  ],
  lastFiveWeeksData: [
    { date: day(2026, 2, 5), eventsCount: 1, usersCount: 2 },
    { date: day(2026, 2, 12), eventsCount: 0, usersCount: 4 },
    { date: day(2026, 2, 19), eventsCount: 2, usersCount: 3 },
    { date: day(2026, 2, 26), eventsCount: 1, usersCount: 6 },
    { date: day(2026, 3, 5), eventsCount: 0, usersCount: 1 },
  ],
};

/** The card CE Compliance adds loads its own figure. */
const SUMMARY = http.get(`${API}/compliance/summary`, () =>
  HttpResponse.json(envelope({ summary: { behind: 9, onTrack: 3, complete: 2, behindEndingSoon: 4, endingSoonDays: 60 } })),
);

/** Answers GET /dashboard with `figures` (after a short wait), keeping the requests. */
function answerDashboard(figures: DashboardFigures = FIGURES) {
  const requests: Request[] = [];
  server.use(
    http.get(`${API}/dashboard`, async ({ request }) => {
      requests.push(request);
      await delay(50);
      return HttpResponse.json(envelope({ dashboard: figures }));
    }),
    SUMMARY,
  );
  return requests;
}

const renderDashboard = (options: Parameters<typeof renderWithAdmin>[1] = {}) =>
  renderWithAdmin(<Dashboard />, { path: '/dashboard', dataProvider: { ...realDataProvider() }, ...options });

/** The link of the card named `title`, once its figure is shown. */
const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) });

/** The `filter` of a list URL, parsed. */
function filterOf(href: string | null): { path: string; filter: Record<string, unknown> } {
  const url = new URL(href ?? '', 'http://localhost');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as Record<string, unknown> };
}

describe('Dashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Loading...' on every card and chart, then the five figures", async () => {
    answerDashboard();
    renderDashboard();
    // Five cards and two charts wait for the figures.
    expect(await screen.findAllByText('Loading...')).toHaveLength(7);
    expect(await screen.findByRole('link', { name: 'Active Members 1,234' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active Admins 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Users 41' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active Companies 24' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming Events 3' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('asks for the figures as of now and of the start of the user’s today', async () => {
    const requests = answerDashboard();
    const before = Date.now();
    renderDashboard();
    await screen.findByRole('link', { name: 'Active Members 1,234' });
    expect(requests).toHaveLength(1);
    const query = new URL(requests[0].url).searchParams;
    const date = new Date(query.get('date') ?? '');
    expect(query.get('date')).toBe(date.toISOString());
    expect(date.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
    expect(query.get('eventDate')).toBe(startOfDay(date).toISOString());
  });

  it('links each card to the list it counts, filtered to it', async () => {
    answerDashboard();
    renderDashboard();
    await screen.findByRole('link', { name: 'Active Members 1,234' });
    const today = new Date();

    expect(filterOf(card('Active Members').getAttribute('href'))).toEqual({
      path: '/user-management/users/list',
      filter: { role: 'member', isActive: true },
    });
    expect(filterOf(card('Active Admins').getAttribute('href'))).toEqual({
      path: '/user-management/users/list',
      filter: { role: 'admin', isActive: true },
    });
    expect(filterOf(card('New Users').getAttribute('href'))).toEqual({
      path: '/user-management/users/list',
      filter: { createdAt: `${startOfDay(subDays(today, 30)).toISOString()},${endOfDay(today).toISOString()}` },
    });
    expect(filterOf(card('Active Companies').getAttribute('href'))).toEqual({ path: '/companies', filter: { isActive: true } });
    expect(filterOf(card('Upcoming Events').getAttribute('href'))).toEqual({
      path: '/events',
      filter: { startAt: `${format(today, 'yyyy-MM-dd')},`, status: 'published', isActive: true },
    });
  });

  it("gives each card its figure's definition as tooltip and accessible description", async () => {
    const user = userEvent.setup();
    answerDashboard();
    renderDashboard();
    await screen.findByRole('link', { name: 'Active Members 1,234' });
    const definitions: Record<string, string> = {
      'Active Members': 'Active users of type Member.',
      'Active Admins': 'Active Staff users and super administrators.',
      'New Users': 'Users of any type registered in the last 30 days.',
      'Active Companies': 'Companies whose status is Active.',
      'Upcoming Events': 'Active, published events starting today or later.',
    };
    for (const [title, definition] of Object.entries(definitions)) {
      expect(card(title)).toHaveAccessibleDescription(definition);
    }
    await user.hover(card('New Users'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Users of any type registered in the last 30 days.');
  });

  it('draws both charts with an Events and a Users line, month names and week ranges, and the figures as a table', async () => {
    answerDashboard();
    const { container } = renderDashboard();
    await screen.findByRole('link', { name: 'Active Members 1,234' });
    // The drawings come in their own chunk (the chart library), after the figures.
    await waitFor(() => expect(container.querySelectorAll('.recharts-wrapper')).toHaveLength(2));

    const monthly = screen.getByRole('region', { name: 'Events|Users (Monthly)' });
    const weekly = screen.getByRole('region', { name: 'Events|Users (Weekly)' });
    for (const chart of [monthly, weekly]) {
      expect(chart.querySelectorAll('.recharts-line')).toHaveLength(2);
      const legend = chart.querySelector('.recharts-legend-wrapper') as HTMLElement;
      expect(within(legend).getByText('Events')).toBeInTheDocument();
      expect(within(legend).getByText('Users')).toBeInTheDocument();
      // Drawn for the eye only: nothing in it takes the keyboard focus; the table speaks for it.
      expect(chart.querySelector('[aria-hidden="true"] .recharts-wrapper')).not.toBeNull();
      expect(chart.querySelector('[tabindex="0"]')).toBeNull();
    }
    expect(container.querySelectorAll('.recharts-wrapper')).toHaveLength(2);

    // X labels: the months by name, the weeks from their first to their seventh day.
    const monthTicks = [...monthly.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    expect(monthTicks).toEqual(['November', 'December', 'January', 'February', 'March']);
    const weekTicks = [...weekly.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    expect(weekTicks).toEqual(['Feb 05 - Feb 11', 'Feb 12 - Feb 18', 'Feb 19 - Feb 25', 'Feb 26 - Mar 04', 'Mar 05 - Mar 11']);
    // Y axis from 0 in steps of 10, up to the largest figure (23) rounded up.
    const yTicks = [...monthly.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    expect(yTicks).toEqual(['0', '10', '20', '30']);

    // The text alternative: one row per period with both figures.
    const table = within(monthly).getByRole('table', { name: 'Events|Users (Monthly)' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Month', 'Events', 'Users']);
    const january = within(table).getByRole('rowheader', { name: 'January' }).closest('tr') as HTMLElement;
    expect(within(january).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '23']);
    const weekTable = within(weekly).getByRole('table', { name: 'Events|Users (Weekly)' });
    const lastWeek = within(weekTable).getByRole('rowheader', { name: 'Mar 05 - Mar 11' }).closest('tr') as HTMLElement;
    expect(within(lastWeek).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '1']);
  });

  it("shows the server's message when the figures cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    // react-query reports the failed call on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${API}/dashboard`, () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(envelope({}, 'The service is busy right now. Please try again in a moment.', 503), { status: 503 });
        }
        return HttpResponse.json(envelope({ dashboard: FIGURES }));
      }),
      SUMMARY,
    );
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    expect(alert).toHaveTextContent('The service is busy right now. Please try again in a moment.');
    expect(screen.queryByRole('link', { name: /^Active Members/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Active Members 1,234' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows a figure without a link when its list may not be viewed', async () => {
    answerDashboard();
    const authProvider = {
      ...fakeAuthProvider(),
      canAccess: vi.fn(async ({ resource }: { resource: string }) => resource !== 'companies'),
    };
    renderDashboard({ authProvider });
    await screen.findByRole('link', { name: 'Active Members 1,234' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Active Companies/ })).not.toBeInTheDocument());
    expect(screen.getByText('Active Companies')).toBeInTheDocument();
    expect(screen.getByText('24')).toBeInTheDocument();
  });

  it('adds the cards of the resources, each for those who may list what it counts', async () => {
    answerDashboard();
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Behind on CE 4' })).toBeInTheDocument();
  });

  it('leaves out a resource card its list is closed to', async () => {
    answerDashboard();
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ resource }: { resource: string }) => resource !== 'compliance') };
    renderDashboard({ authProvider });
    await screen.findByRole('link', { name: 'Active Members 1,234' });
    expect(screen.queryByText('Behind on CE')).not.toBeInTheDocument();
  });

  it("says \"You don't have access to View Dashboard!\" without the Dashboard view permission", async () => {
    const requests = answerDashboard();
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderDashboard({ authProvider });
    expect(await screen.findByText("You don't have access to View Dashboard!")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
