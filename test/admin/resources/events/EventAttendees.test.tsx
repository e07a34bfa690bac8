import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventAttendees } from '../../../../src/admin/resources/events/EventAttendees';
import { EVENT_MESSAGES, type Event } from '../../../../src/shared/events';
import { PAYMENT_MESSAGES } from '../../../../src/shared/payments';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, queryOf, realDataProvider } from '../courses/api';
import { ANN, ANN_ID, BOB, BOB_ID, CAROL_ID, EVENT, EVENT_ID, eventRecord, FREE_EVENT, MEMBERS } from './fixtures';

const server = setupMswServer();

function renderAttendees({ event = EVENT, authProvider }: { event?: Event; authProvider?: ReturnType<typeof fakeAuthProvider> } = {}) {
  const lists = answer(server, 'get', '/events/:id/attendees', { attendees: [ANN, BOB], total: 2, capacity: event.capacity, attendedCount: 1 });
  const rendered = renderWithAdmin(<EventAttendees event={eventRecord(event)} readOnly={false} />, {
    dataProvider: realDataProvider(),
    authProvider,
  });
  return { ...rendered, lists };
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
  it('lists the registered people with the counts, and pages and sorts them', async () => {
    const user = userEvent.setup();
    const { lists } = renderAttendees();
    const ann = await rowOf('Ann Lee');
    expect(screen.getByText('2 registered of 40 seats')).toBeInTheDocument();
    expect(screen.getByText('1 attended')).toBeInTheDocument();
    expect(queryOf(lists[0])).toMatchObject({ offset: '0', limit: '10', sortKey: 'name', sortOrder: '1' });
    expect(new URL(lists[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/attendees`);
    expect(within(ann).getByText('ann@example.org')).toBeInTheDocument();
    expect(within(ann).getByText('North Star Commercial Realty')).toBeInTheDocument();
    expect(within(ann).getByText('10/05/2026')).toBeInTheDocument();
    expect(within(ann).getByRole('checkbox', { name: 'Attended: Ann Lee' })).toBeChecked();
    const bob = await rowOf('Bob Stone');
    expect(within(bob).getByText('1.5')).toBeInTheDocument();
    expect(within(bob).getByText('adjusted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registered on' }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ sortKey: 'registeredAt', sortOrder: '1' }));
    await user.click(screen.getByRole('button', { name: 'Registered on' }));
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ sortKey: 'registeredAt', sortOrder: '-1' }));

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bob{Enter}');
    await waitFor(() => expect(queryOf(lists[lists.length - 1])).toMatchObject({ search: 'bob', offset: '0' }));
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
    expect(await jsonOf(updates[0])).toEqual({ attended: true });
    expect(await screen.findByText('Attendance updated.')).toBeInTheDocument();
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
