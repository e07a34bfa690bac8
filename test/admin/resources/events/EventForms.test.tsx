import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { EventCreate } from '../../../../src/admin/resources/events/EventCreate';
import { EventEdit } from '../../../../src/admin/resources/events/EventEdit';
import { eventTransform } from '../../../../src/admin/resources/events/eventTransform';
import { EVENT_MESSAGES } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, realDataProvider } from '../courses/api';
import { COURSE, COURSE_ID, OTHER_COURSE, OTHER_COURSE_ID } from '../courses/fixtures';
import { ANN, EVENT, EVENT_ID } from './fixtures';

const server = setupMswServer();

const routes = (
  <Routes>
    <Route path="/events/add" element={<EventCreate />} />
    <Route path="/events/edit/:id" element={<EventEdit />} />
    <Route path="/events" element={<p>the list</p>} />
  </Routes>
);

/** The date-time inputs take local 'YYYY-MM-DDTHH:mm' values, as a browser's picker gives them. */
function setDateTime(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function chooseCourse(user: ReturnType<typeof userEvent.setup>, option: string) {
  const box = screen.getByRole('combobox', { name: /^Course/ });
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('eventTransform', () => {
  it('sends ISO times, the price in cents and empty optional numbers as null', () => {
    expect(
      eventTransform({
        name: ' Workshop ',
        startAt: '2026-11-22T09:00',
        endAt: '2026-11-22T12:00',
        venue: ' Hall A ',
        onlineUrl: '',
        description: '',
        course: '',
        courseCredit: '',
        capacity: '',
        price: 19.99,
        status: 'published',
        isActive: true,
      }),
    ).toEqual({
      name: 'Workshop',
      startAt: new Date(2026, 10, 22, 9, 0).toISOString(),
      endAt: new Date(2026, 10, 22, 12, 0).toISOString(),
      venue: 'Hall A',
      onlineUrl: '',
      description: '',
      course: null,
      courseCredit: null,
      capacity: null,
      priceCents: 1999,
      status: 'published',
      isActive: true,
    });
  });
});

describe('EventCreate', () => {
  it('refuses an end before the start, fills the credit hours from the course and posts the price in cents', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/courses', { courses: [COURSE, OTHER_COURSE], total: 2 });
    answer(server, 'get', '/courses/:id', (request) => ({ course: request.url.endsWith(OTHER_COURSE_ID) ? OTHER_COURSE : COURSE }));
    const created = answer(server, 'post', '/events/create', { event: { ...EVENT, _id: 'new-event' } }, { message: EVENT_MESSAGES.eventCreated });
    answer(server, 'get', '/events/:id', { event: { ...EVENT, _id: 'new-event' } });
    const { location } = renderWithAdmin(routes, { resource: 'events', path: '/events/add', dataProvider: realDataProvider() });

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Winter Ethics Session');
    setDateTime(/^Starts/, '2026-12-03T13:00');
    setDateTime(/^Ends/, '2026-12-03T12:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must not be before the start.')).toBeInTheDocument();
    expect(screen.getByText('Give a venue or an online link.')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    setDateTime(/^Ends/, '2026-12-03T16:30');
    await user.type(screen.getByRole('textbox', { name: /^Venue/ }), 'St. Paul RiverCentre');

    // The first course fills the empty hours; another course replaces hours that were still the first one's.
    const hours = screen.getByRole('spinbutton', { name: /^Credit Hours/ });
    await chooseCourse(user, 'CE-101 — Commercial Leasing Basics');
    await waitFor(() => expect(hours).toHaveValue(3));
    await chooseCourse(user, 'ETH-200 — Ethics in Brokerage');
    await waitFor(() => expect(hours).toHaveValue(1.5));

    await user.type(screen.getByRole('spinbutton', { name: /^Capacity/ }), '40');
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '25.50');
    await user.tab();
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(await jsonOf(created[0])).toEqual({
      name: 'Winter Ethics Session',
      startAt: new Date(2026, 11, 3, 13, 0).toISOString(),
      endAt: new Date(2026, 11, 3, 16, 30).toISOString(),
      venue: 'St. Paul RiverCentre',
      onlineUrl: '',
      description: '',
      course: OTHER_COURSE_ID,
      courseCredit: 1.5,
      capacity: 40,
      priceCents: 2550,
      status: 'published',
      isActive: true,
    });
    // The new event opens on its own screen, where attendees are registered.
    await waitFor(() => expect(location()?.pathname).toBe('/events/edit/new-event'));
  });

  it('keeps credit hours set on purpose when the course changes', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/courses', { courses: [COURSE, OTHER_COURSE], total: 2 });
    answer(server, 'get', '/courses/:id', (request) => ({ course: request.url.endsWith(OTHER_COURSE_ID) ? OTHER_COURSE : COURSE }));
    renderWithAdmin(routes, { resource: 'events', path: '/events/add', dataProvider: realDataProvider() });
    const hours = await screen.findByRole('spinbutton', { name: /^Credit Hours/ });
    await user.type(hours, '2');
    await user.tab();
    await chooseCourse(user, 'CE-101 — Commercial Leasing Basics');
    await screen.findByDisplayValue('CE-101 — Commercial Leasing Basics');
    expect(hours).toHaveValue(2);
  });

  it('shows the denial text without the add permission', async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(routes, { resource: 'events', path: '/events/add', authProvider, dataProvider: realDataProvider() });
    expect(await screen.findByText("You don't have access to Add Event!")).toBeInTheDocument();
  });
});

describe('EventEdit', () => {
  it('shows the price in dollars and the course, and puts the changes', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/events/:id', { event: EVENT });
    answer(server, 'get', '/courses', { courses: [COURSE, OTHER_COURSE], total: 2 });
    answer(server, 'get', '/courses/:id', { course: COURSE });
    const updated = answer(server, 'put', '/events/update/:id', { event: EVENT }, { message: EVENT_MESSAGES.eventUpdated });
    const { location } = renderWithAdmin(routes, { resource: 'events', path: `/events/edit/${EVENT_ID}`, dataProvider: realDataProvider() });

    const price = await screen.findByRole('spinbutton', { name: /^Price/ });
    expect(price).toHaveValue(25);
    expect(await screen.findByDisplayValue('CE-101 — Commercial Leasing Basics')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '30');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(updated).toHaveLength(1));
    expect(new URL(updated[0].url).pathname).toBe(`/api/v1/admin/events/update/${EVENT_ID}`);
    expect(await jsonOf(updated[0])).toEqual({
      name: EVENT.name,
      startAt: EVENT.startAt,
      endAt: EVENT.endAt,
      venue: EVENT.venue,
      onlineUrl: '',
      description: EVENT.description,
      course: COURSE_ID,
      courseCredit: 3,
      capacity: 40,
      priceCents: 3000,
      status: 'published',
      isActive: true,
    });
    await waitFor(() => expect(location()?.pathname).toBe('/events'));
    expect(await screen.findByText('Event updated successfully!')).toBeInTheDocument();
  });

  it("asks before deleting and shows the server's 409 when someone attended", async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/events/:id', { event: EVENT });
    answer(server, 'get', '/courses/:id', { course: COURSE });
    answer(server, 'get', '/courses', { courses: [COURSE], total: 1 });
    const deleted = answer(server, 'delete', '/events/:id', null, { status: 409, message: EVENT_MESSAGES.eventHasAttendance(1) });
    renderWithAdmin(routes, { resource: 'events', path: `/events/edit/${EVENT_ID}`, dataProvider: realDataProvider() });
    await screen.findByDisplayValue('Fall Leasing Workshop');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(await screen.findByText(EVENT_MESSAGES.eventHasAttendance(1))).toBeInTheDocument();
  });

  it('opens the attendees on their own tab', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/events/:id', { event: EVENT });
    answer(server, 'get', '/courses/:id', { course: COURSE });
    answer(server, 'get', '/courses', { courses: [COURSE], total: 1 });
    answer(server, 'get', '/events/:id/attendees', { attendees: [ANN], total: 1, capacity: 40, attendedCount: 1 });
    renderWithAdmin(routes, { resource: 'events', path: `/events/edit/${EVENT_ID}`, dataProvider: realDataProvider() });
    await screen.findByDisplayValue('Fall Leasing Workshop');
    await user.click(screen.getByRole('tab', { name: 'Attendees' }));
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Fall Leasing Workshop')).not.toBeVisible();
  });

  it('has one tab list, with one Details tab beside Attendees and History', async () => {
    answer(server, 'get', '/events/:id', { event: EVENT });
    answer(server, 'get', '/courses/:id', { course: COURSE });
    answer(server, 'get', '/courses', { courses: [COURSE], total: 1 });
    renderWithAdmin(routes, { resource: 'events', path: `/events/edit/${EVENT_ID}`, dataProvider: realDataProvider() });
    await screen.findByDisplayValue('Fall Leasing Workshop');
    await screen.findByRole('tab', { name: 'History' });
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Attendees', 'History']);
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toContainElement(screen.getByDisplayValue('Fall Leasing Workshop'));
  });

  it("says 'You don't have access to View Event!' to a user who may not view events", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(routes, { resource: 'events', path: `/events/edit/${EVENT_ID}`, authProvider, dataProvider: realDataProvider() });
    expect(await screen.findByText("You don't have access to View Event!")).toBeInTheDocument();
  });

  it('shows the event and its attendees read-only to a user who may only view events', async () => {
    const user = userEvent.setup();
    answer(server, 'get', '/events/:id', { event: EVENT });
    answer(server, 'get', '/courses/:id', { course: COURSE });
    answer(server, 'get', '/courses', { courses: [COURSE], total: 1 });
    answer(server, 'get', '/events/:id/attendees', { attendees: [ANN], total: 1, capacity: 40, attendedCount: 1 });
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => action === 'show' || action === 'list') };
    renderWithAdmin(routes, { resource: 'events', path: `/events/edit/${EVENT_ID}`, authProvider, dataProvider: realDataProvider() });
    expect(await screen.findByText("You don't have access to Edit Event!")).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Fall Leasing Workshop')).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Attendees' }));
    expect(await screen.findByRole('checkbox', { name: 'Attended: Ann Lee' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Register attendees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create public link' })).not.toBeInTheDocument();
  });
});
