import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EventAttendees } from '../../../../src/admin/resources/events/EventAttendees';
import { EVENT_MESSAGES, type Attendee, type Event } from '../../../../src/shared/events';
import { PAYMENT_MESSAGES } from '../../../../src/shared/payments';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, API, envelope, jsonOf, queryOf, realDataProvider } from '../courses/api';
import { ANN, ANN_ID, BOB, BOB_ID, CAROL_ID, EVENT, EVENT_ID, eventRecord, FREE_EVENT, MEMBERS } from './fixtures';

const server = setupMswServer();

interface RenderOptions {
  event?: Event;
  readOnly?: boolean;
  authProvider?: ReturnType<typeof fakeAuthProvider>;
  /** The list's answer; Ann and Bob by default. */
  list?: JsonBodyType | ((request: Request) => JsonBodyType);
}

function renderAttendees({ event = EVENT, readOnly = false, authProvider, list }: RenderOptions = {}) {
  const lists = answer(server, 'get', '/events/:id/attendees', list ?? { attendees: [ANN, BOB], total: 2, capacity: event.capacity, attendedCount: 1 });
  const rendered = renderWithAdmin(<EventAttendees event={eventRecord(event)} readOnly={readOnly} />, {
    dataProvider: realDataProvider(),
    authProvider,
  });
  return { ...rendered, lists };
}

/** Twelve people, answered a page at a time; a search for 'bob' finds Bob alone. */
function twelvePeople(request: Request): JsonBodyType {
  const query = new URL(request.url).searchParams;
  const people = query.get('search') === 'bob' ? [BOB] : Array.from({ length: 12 }, (_, index) => person(index + 1));
  const offset = Number(query.get('offset'));
  return { attendees: people.slice(offset, offset + Number(query.get('limit'))), total: people.length, capacity: 40, attendedCount: 1 };
}

function person(index: number): Attendee {
  const id = `7b000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return { ...ANN, _id: id, user: { ...ANN.user, _id: id, name: `Person ${String(index).padStart(2, '0')}` } };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

async function registerCarol(user: ReturnType<typeof userEvent.setup>) {
  const members = answer(server, 'get', '/users/list/members', { users: MEMBERS, total: 2 });
  const registered = answer(server, 'post', '/events/:id/attendees', { attendees: [], registered: 1 }, { message: EVENT_MESSAGES.attendeesRegistered(1) });
  await user.click(await screen.findByRole('button', { name: 'Register attendees' }));
  const picker = await screen.findByRole('dialog', { name: 'Register Attendees' });
  const carol = (await within(picker).findByText('Carol Diaz')).closest('tr') as HTMLElement;
  await user.click(within(carol).getByRole('button', { name: 'Select' }));
  return { picker, members, registered };
}

describe('EventAttendees', () => {
  it('lists the registered people with the counts in a named table, sorted by name', async () => {
    const { lists } = renderAttendees();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const ann = await rowOf('Ann Lee');
    expect(screen.getByText('2 registered of 40 seats')).toBeInTheDocument();
    expect(screen.getByText('1 attended')).toBeInTheDocument();
    expect(queryOf(lists[0])).toEqual({ offset: '0', limit: '10', sortKey: 'name', sortOrder: '1' });
    expect(new URL(lists[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/attendees`);
    const table = screen.getByRole('table', { name: 'Attendees' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Company',
      'Registered on',
      'Attended',
      'Credit Hours',
      'Check-in code',
      'Actions',
    ]);
    expect(within(ann).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ann Lee',
      'ann@example.org',
      'North Star Commercial Realty',
      '10/05/2026',
      '',
      '3',
      'A1B2C-3D4E5',
      '',
    ]);
    expect(within(ann).getByRole('checkbox', { name: 'Attended: Ann Lee' })).toBeChecked();
    const bob = await rowOf('Bob Stone');
    expect(within(bob).getByText('1.5')).toBeInTheDocument();
    expect(within(bob).getByText('adjusted')).toBeInTheDocument();
    // No selection: the rows have no bulk actions.
    expect(within(table).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Attended: Ann Lee', 'Attended: Bob Stone']);
    expect(screen.queryByText('Full')).not.toBeInTheDocument();
  });

  it('sorts by the headers, asking the API', async () => {
    const user = userEvent.setup();
    const { lists } = renderAttendees();
    await rowOf('Ann Lee');
    // Email, company, credit hours and code have no sort on the API.
    expect(screen.queryByRole('button', { name: /^Sort by email/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Sort by registered on/i }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ sortKey: 'registeredAt', sortOrder: '1', offset: '0' }));
    await user.click(screen.getByRole('button', { name: /^Sort by registered on/i }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ sortKey: 'registeredAt', sortOrder: '-1' }));
    await user.click(screen.getByRole('button', { name: /^Sort by attended/i }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ sortKey: 'attended', sortOrder: '1' }));
    await user.click(screen.getByRole('button', { name: /^Sort by name/i }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ sortKey: 'name', sortOrder: '1' }));
  });

  it('pages ten at a time, and searches from the first page without changing the registered count', async () => {
    const user = userEvent.setup();
    const { lists } = renderAttendees({ list: twelvePeople });
    await rowOf('Person 01');
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    expect(screen.getByText('12 registered of 40 seats')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ offset: '10', limit: '10', sortKey: 'name' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(screen.queryByText('Person 01')).not.toBeInTheDocument();
    expect(screen.getByText('11-12 of 12')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bob{Enter}');
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toEqual({ search: 'bob', offset: '0', limit: '10', sortKey: 'name', sortOrder: '1' }));
    expect(await screen.findByText('Bob Stone')).toBeInTheDocument();
    // The count is the whole event's, not the search's.
    expect(screen.getByText('12 registered of 40 seats')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toEqual({ offset: '0', limit: '10', sortKey: 'name', sortOrder: '1' }));
    expect(await screen.findByText('Person 01')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('says when the event is full', async () => {
    renderAttendees({ event: { ...EVENT, capacity: 2 } });
    await rowOf('Ann Lee');
    expect(screen.getByText('2 registered of 2 seats')).toBeInTheDocument();
    expect(screen.getByText('Full')).toBeInTheDocument();
  });

  it("says 'No records found.' for an event without attendees", async () => {
    renderAttendees({ event: FREE_EVENT, list: { attendees: [], total: 0, capacity: null, attendedCount: 0 } });
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByText('0 registered')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message in the section when the list cannot be read", async () => {
    server.use(
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json(envelope({}, "You don't have access to View Event!", 403), { status: 403 })),
    );
    renderWithAdmin(<EventAttendees event={eventRecord()} readOnly={false} />, { dataProvider: realDataProvider() });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access to View Event!");
    // Once, in the section: not as a toast as well.
    expect(screen.getAllByText("You don't have access to View Event!")).toHaveLength(1);
  });

  it('shows a user who may only view the event the list without the buttons', async () => {
    renderAttendees({ readOnly: true });
    const ann = await rowOf('Ann Lee');
    expect(within(ann).getByRole('checkbox', { name: 'Attended: Ann Lee' })).toBeDisabled();
    expect(within(ann).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register attendees' })).not.toBeInTheDocument();
  });

  it('mails an attendee their check-in code again', async () => {
    const user = userEvent.setup();
    renderAttendees();
    const resends = answer(server, 'post', '/events/:id/attendees/:userId/resend-code', {}, { message: 'The check-in code was mailed again.' });
    await user.click(within(await rowOf('Bob Stone')).getByRole('button', { name: 'Mail Bob Stone their check-in code again' }));
    await waitFor(() => expect(resends).toHaveLength(1));
    expect(new URL(resends[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/attendees/${BOB_ID}/resend-code`);
    expect(await screen.findByText('The check-in code was mailed again.')).toBeInTheDocument();
  });

  it('saves the Attended check box at once', async () => {
    const user = userEvent.setup();
    renderAttendees();
    const updates = answer(server, 'put', '/events/:id/attendees/:userId', { attendee: { ...BOB, attended: true } }, { message: EVENT_MESSAGES.attendeeUpdated });
    const box = within(await rowOf('Bob Stone')).getByRole('checkbox', { name: 'Attended: Bob Stone' });
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(new URL(updates[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/attendees/${BOB_ID}`);
    expect(updates[0].headers.get('If-Match')).toBe(`"${BOB.updatedAt}"`);
    expect(await jsonOf(updates[0])).toEqual({ attended: true });
    expect(await screen.findByText('Attendance updated.')).toBeInTheDocument();
  });

  it('reads the list again after a save, and undoes a tick the server refused', async () => {
    const user = userEvent.setup();
    const { lists } = renderAttendees();
    const box = within(await rowOf('Bob Stone')).getByRole('checkbox', { name: 'Attended: Bob Stone' });
    answer(server, 'put', '/events/:id/attendees/:userId', { attendee: { ...BOB, attended: true } });
    await user.click(box);
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(queryOf(lists[1])).toEqual(queryOf(lists[0]));

    answer(server, 'put', '/events/:id/attendees/:userId', null, { status: 403, message: "You don't have access to Edit Event!" });
    await user.click(within(await rowOf('Ann Lee')).getByRole('checkbox', { name: 'Attended: Ann Lee' }));
    expect(await screen.findByText("You don't have access to Edit Event!")).toBeInTheDocument();
    expect(within(await rowOf('Ann Lee')).getByRole('checkbox', { name: 'Attended: Ann Lee' })).toBeChecked();
  });

  it("overrides one person's credit hours, and goes back to the event's", async () => {
    const user = userEvent.setup();
    renderAttendees();
    const updates = answer(server, 'put', '/events/:id/attendees/:userId', { attendee: ANN });
    await user.click(within(await rowOf('Ann Lee')).getByRole('button', { name: 'Change the credit hours of Ann Lee' }));
    let dialog = await screen.findByRole('dialog', { name: 'Credit hours of Ann Lee' });
    expect(within(dialog).getByText("The event's credit hours: 3.")).toBeInTheDocument();
    const hours = within(dialog).getByRole('spinbutton', { name: 'Credit Hours' });
    await user.clear(hours);
    await user.type(hours, '1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Credit hours must be from 0 to 99.75, in quarter hours (for example 1.5 or 3.25).')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await user.clear(hours);
    await user.type(hours, '1.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(new URL(updates[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/attendees/${ANN_ID}`);
    expect(updates[0].headers.get('If-Match')).toBe(`"${ANN.updatedAt}"`);
    expect(await jsonOf(updates[0])).toEqual({ creditHours: 1.75 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Bob has an override: the way back to the event's hours sends null.
    await user.click(within(await rowOf('Bob Stone')).getByRole('button', { name: 'Change the credit hours of Bob Stone' }));
    dialog = await screen.findByRole('dialog', { name: 'Credit hours of Bob Stone' });
    await user.click(within(dialog).getByRole('button', { name: "Use the event's hours" }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(await jsonOf(updates[1])).toEqual({ creditHours: null });
  });

  it('removes an attendee after the confirmation', async () => {
    const user = userEvent.setup();
    renderAttendees();
    const removals = answer(server, 'delete', '/events/:id/attendees/:userId', {}, { message: EVENT_MESSAGES.attendeeRemoved });
    await user.click(within(await rowOf('Bob Stone')).getByRole('button', { name: 'Remove Bob Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Attendee' });
    expect(within(dialog).getByText('Remove Bob Stone from Fall Leasing Workshop?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removals).toHaveLength(1));
    expect(new URL(removals[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/attendees/${BOB_ID}`);
    expect(removals[0].headers.get('If-Match')).toBe(`"${BOB.updatedAt}"`);
    expect(await screen.findByText('Attendee removed.')).toBeInTheDocument();
  });

  it('registers a user chosen in the picker, where those registered cannot be chosen again', async () => {
    const user = userEvent.setup();
    const { lists } = renderAttendees({ event: FREE_EVENT });
    const payments = answer(server, 'post', '/payments/create', { payment: {} });
    const { picker, members, registered } = await registerCarol(user);
    // Every registered id was gathered, a hundred at a time, before the picker opened.
    expect(lists.some((request) => queryOf(request).limit === '100')).toBe(true);
    expect(new URL(members[0].url).pathname).toBe('/api/v1/admin/users/list/members');
    const ann = within(picker).getByText('Ann Lee').closest('tr') as HTMLElement;
    expect(within(ann).getByRole('button', { name: 'Selected' })).toBeDisabled();

    await waitFor(() => expect(registered).toHaveLength(1));
    expect(await jsonOf(registered[0])).toEqual({ userIds: [CAROL_ID] });
    expect(await screen.findByText('1 attendee registered.')).toBeInTheDocument();
    const carol = within(picker).getByText('Carol Diaz').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(carol).getByRole('button', { name: 'Selected' })).toBeDisabled());

    // A free event offers no payment.
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(payments).toHaveLength(0);
  });

  it("shows the server's refusal when the event is full", async () => {
    const user = userEvent.setup();
    renderAttendees();
    answer(server, 'get', '/users/list/members', { users: MEMBERS, total: 2 });
    answer(server, 'post', '/events/:id/attendees', null, { status: 409, message: EVENT_MESSAGES.overCapacity(0) });
    await user.click(await screen.findByRole('button', { name: 'Register attendees' }));
    const picker = await screen.findByRole('dialog', { name: 'Register Attendees' });
    const carol = (await within(picker).findByText('Carol Diaz')).closest('tr') as HTMLElement;
    await user.click(within(carol).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('The event is full.')).toBeInTheDocument();
    expect(within(carol).getByRole('button', { name: 'Select' })).toBeEnabled();
  });

  it('offers to record the payment of a priced registration and posts it', async () => {
    const user = userEvent.setup();
    renderAttendees();
    const payments = answer(server, 'post', '/payments/create', { payment: { _id: 'p1' } }, { message: PAYMENT_MESSAGES.paymentCreated });
    const { picker, registered } = await registerCarol(user);
    await waitFor(() => expect(registered).toHaveLength(1));
    await user.click(within(picker).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText('Carol Diaz is registered. The price is $25.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(dialog).getByRole('spinbutton', { name: /^Amount/ })).toHaveValue(25);
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(payments).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Check' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'Check 1042');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    await waitFor(() => expect(payments).toHaveLength(1));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(await jsonOf(payments[0])).toEqual({
      user: CAROL_ID,
      company: null,
      event: EVENT_ID,
      purpose: 'event-registration',
      amountCents: 2500,
      method: 'check',
      status: 'paid',
      paidOn: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
      reference: 'Check 1042',
      note: '',
    });
    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Carol Diaz is registered. The price is $25.00.')).not.toBeInTheDocument());
  });

  it('offers no payment to staff who may not add payments', async () => {
    const user = userEvent.setup();
    const authProvider = {
      ...fakeAuthProvider(),
      canAccess: vi.fn(async ({ resource }: { resource: string }) => resource !== 'payments'),
    };
    renderAttendees({ authProvider });
    const { picker, registered } = await registerCarol(user);
    await waitFor(() => expect(registered).toHaveLength(1));
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    await screen.findByText('1 attendee registered.');
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});
