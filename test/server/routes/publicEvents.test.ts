import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Attendee, type Event, type PublicAttendee, type SignInSheetAttendee } from '../../../src/shared/events';
import { MESSAGES } from '../../../src/shared/messages';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN } from '../../helpers/constants';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

// Each test speaks from its own loopback address: the public routes count requests per address.
let address = 1;
const nextAddress = () => `127.0.1.${++address}`;
function pub(method: 'GET' | 'POST', path: string, { payload, ip = '127.0.0.1' }: { payload?: object; ip?: string } = {}) {
  return t.app.inject({ method, url: `/api/v1/public${path}`, payload, remoteAddress: ip });
}

async function ok(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const res = await call(method, path, { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

/** An event from `startHours` to `endHours` hours from now, registered for `people`, with a public key. */
async function publicEvent(
  startHours: number,
  endHours: number,
  people: string[],
  extra: object = {},
): Promise<{ event: Event; key: string }> {
  const now = Date.now();
  const { event } = (await ok('POST', '/events/create', {
    name: 'Lease Workshop',
    startAt: new Date(now + startHours * HOUR).toISOString(),
    endAt: new Date(now + endHours * HOUR).toISOString(),
    venue: 'Convention Center, Minneapolis',
    description: '<p>Internal notes</p>',
    onlineUrl: 'https://meet.example.org/private-room',
    priceCents: 4500,
    status: 'published',
    ...extra,
  })) as { event: Event };
  if (people.length) await ok('POST', `/events/${event._id}/attendees`, { userIds: people });
  const linked = (await ok('POST', `/events/${event._id}/public-link`)).event as Event;
  return { event: linked, key: linked.publicKey! };
}

interface Person {
  id: string;
  email: string;
  phone: string;
}
let zoe: Person, adam: Person, mia: Person, outsider: Person;
let company: string;
beforeAll(async () => {
  company = (await ok('POST', '/company/create', { name: 'Roster Realty', type: 'Broker' })).company._id;
  const person = async (firstName: string, lastName: string, phone: string, extra: object = {}): Promise<Person> => {
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
    const user = (await ok('POST', '/users/create', { firstName, lastName, email, phoneNumber: phone, ...extra })).user;
    return { id: user._id, email, phone };
  };
  zoe = await person('Zoe', 'Zimmer', '612-555-0101', { company });
  adam = await person('Adam', 'Abbott', '612-555-0102', { secondaryPhone: '952-555-0199' });
  mia = await person('Mia', 'Moss', '612-555-0103');
  outsider = await person('Otto', 'Outside', '612-555-0104');
});

describe('GET /api/v1/public/events/roster/:key', () => {
  it('shows the event and the names and companies of the registered, by name, to anyone with the key', async () => {
    const { event, key } = await publicEvent(48, 51, [zoe.id, adam.id, mia.id]);
    const res = await pub('GET', `/events/roster/${key}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json().body as { event: object; attendees: PublicAttendee[] };
    expect(body.event).toEqual({ name: 'Lease Workshop', startAt: event.startAt, endAt: event.endAt, venue: 'Convention Center, Minneapolis' });
    expect(body.attendees.map(({ name, companyName }) => ({ name, companyName }))).toEqual([
      { name: 'Adam Abbott', companyName: null },
      { name: 'Mia Moss', companyName: null },
      { name: 'Zoe Zimmer', companyName: 'Roster Realty' },
    ]);
    for (const a of body.attendees) {
      expect(Object.keys(a).sort()).toEqual(['companyName', 'name', 'ref']);
      expect(a.ref).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Nothing else: no user ids, emails, phone numbers, nor the event's own details (its price is
    // ruled out by the exact shape of `event` above).
    for (const secret of [zoe.id, adam.id, mia.id, zoe.email, adam.email, mia.email, zoe.phone, '952-555-0199', event._id, company, '@', 'private-room', 'Internal notes']) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('GET /api/v1/public/events/signinsheet/:key', () => {
  it('adds who has checked in and whether check-in is open, and nothing more', async () => {
    const { event, key } = await publicEvent(-1, 2, [zoe.id, adam.id]);
    await ok('PUT', `/events/${event._id}/attendees/${zoe.id}`, { attended: true });
    const res = await pub('GET', `/events/signinsheet/${key}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json().body as { attendees: SignInSheetAttendee[]; checkInOpen: boolean; event: object };
    expect(body.checkInOpen).toBe(true);
    expect(Object.keys(body.event).sort()).toEqual(['endAt', 'name', 'startAt', 'venue']);
    expect(body.attendees.map(({ name, companyName, attended }) => ({ name, companyName, attended }))).toEqual([
      { name: 'Adam Abbott', companyName: null, attended: false },
      { name: 'Zoe Zimmer', companyName: 'Roster Realty', attended: true },
    ]);
    for (const a of body.attendees) expect(Object.keys(a).sort()).toEqual(['attended', 'companyName', 'name', 'ref']);
    for (const secret of [zoe.id, adam.id, zoe.email, adam.email, zoe.phone, adam.phone, event._id, company, '@']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('says check-in is closed outside the window, for a cancelled event and shows an empty sheet', async () => {
    expect((await pub('GET', `/events/signinsheet/${(await publicEvent(25, 27, [])).key}`)).json().body).toMatchObject({
      checkInOpen: false,
      attendees: [],
    });
    expect((await pub('GET', `/events/signinsheet/${(await publicEvent(-2, -1, [], { status: 'cancelled' })).key}`)).json().body.checkInOpen).toBe(false);
  });
});

describe('the public link', () => {
  it('stops working when revoked, when regenerated, and for an inactive or draft event', async () => {
    const { event, key } = await publicEvent(-1, 1, [mia.id]);
    const both = async (k: string) => [
      await pub('GET', `/events/roster/${k}`),
      await pub('GET', `/events/signinsheet/${k}`),
      await pub('POST', `/events/signinsheet/${k}/check-in`, { payload: { email: mia.email } }),
    ];
    const invalid = { status: { code: 404, message: EVENT_MESSAGES.publicLinkInvalid }, body: {} };

    // A new link: the old one is dead at once.
    const renewed = (await ok('POST', `/events/${event._id}/public-link`)).event.publicKey as string;
    for (const res of await both(key)) {
      expect(res.json()).toEqual(invalid);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await pub('GET', `/events/roster/${renewed}`)).statusCode).toBe(200);

    // Inactive, then draft: refused; active and published again: back.
    await ok('PUT', `/events/update/active/inactive/${event._id}?isActive=false`);
    for (const res of await both(renewed)) expect(res.json()).toEqual(invalid);
    await ok('PUT', `/events/update/active/inactive/${event._id}?isActive=true`);
    const current = (await call('GET', `/events/${event._id}`, { token: admin })).json().body.event as Event;
    const asDraft = { name: current.name, startAt: current.startAt, endAt: current.endAt, venue: current.venue, status: 'draft' };
    await ok('PUT', `/events/update/${event._id}`, asDraft);
    for (const res of await both(renewed)) expect(res.json()).toEqual(invalid);
    await ok('PUT', `/events/update/${event._id}`, { ...asDraft, status: 'published' });
    expect((await pub('GET', `/events/signinsheet/${renewed}`)).statusCode).toBe(200);

    // Revoked.
    await ok('DELETE', `/events/${event._id}/public-link`);
    for (const res of await both(renewed)) expect(res.json()).toEqual(invalid);

    // Keys that never existed, however they look.
    for (const k of ['nothing', 'a'.repeat(32), '%20']) expect((await pub('GET', `/events/roster/${k}`)).json()).toEqual(invalid);
  });

  it('needs no sign-in, and a token changes nothing', async () => {
    const { key } = await publicEvent(-1, 1, []);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/events/roster/${key}`, headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/v1/public/events/signinsheet/:key/check-in', () => {
  it('checks in by the line of the sheet, once', async () => {
    const { event, key } = await publicEvent(-1, 2, [zoe.id, adam.id]);
    const ip = nextAddress();
    const sheet = (await pub('GET', `/events/signinsheet/${key}`, { ip })).json().body.attendees as SignInSheetAttendee[];
    const zoeLine = sheet.find((a) => a.name === 'Zoe Zimmer')!;
    const res = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { ref: zoeLine.ref }, ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: { code: 200, message: EVENT_MESSAGES.checkedIn('Zoe Zimmer') },
      body: { attendee: { ref: zoeLine.ref, name: 'Zoe Zimmer', companyName: 'Roster Realty', attended: true } },
    });
    expect(res.json().status.message).toBe('Thank you, Zoe Zimmer. You are checked in.');
    const again = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { ref: zoeLine.ref }, ip });
    expect(again.json().status).toEqual({ code: 200, message: 'Zoe Zimmer, you were already checked in.' });

    // Staff see it, recorded by the sign-in sheet.
    const attendee = (await call('GET', `/events/${event._id}/attendees/${zoe.id}`, { token: admin })).json().body.attendee as Attendee;
    expect(attendee).toMatchObject({ attended: true, checkedInBy: 'sign-in sheet' });
    expect(attendee.attendedAt).toEqual(expect.any(String));
    const after = (await pub('GET', `/events/signinsheet/${key}`, { ip })).json().body.attendees as SignInSheetAttendee[];
    expect(after.find((a) => a.ref === zoeLine.ref)!.attended).toBe(true);
  });

  it('checks in by email, whatever its case, among the event’s registered only', async () => {
    const { key } = await publicEvent(-1, 2, [zoe.id, adam.id]);
    const ip = nextAddress();
    const res = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { email: adam.email.toUpperCase() }, ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(EVENT_MESSAGES.checkedIn('Adam Abbott'));
    expect(res.json().body.attendee).toMatchObject({ name: 'Adam Abbott', attended: true });
    expect(res.body).not.toContain(adam.email);
    expect(res.body).not.toContain(adam.id);

    // A user of the association who is not registered, and an email nobody has.
    for (const email of [outsider.email, 'nobody@example.com']) {
      const missing = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { email }, ip });
      expect(missing.json()).toEqual({ status: { code: 404, message: EVENT_MESSAGES.notOnRoster }, body: {} });
    }
  });

  it('refuses a line of another event', async () => {
    const { key } = await publicEvent(-1, 2, [zoe.id]);
    const other = await publicEvent(-1, 2, [mia.id]);
    const ip = nextAddress();
    const [miaLine] = (await pub('GET', `/events/roster/${other.key}`, { ip })).json().body.attendees as PublicAttendee[];
    const res = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { ref: miaLine!.ref }, ip });
    expect(res.json().status).toEqual({ code: 404, message: EVENT_MESSAGES.notOnRoster });
    const unknown = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { ref: '00000000-0000-4000-8000-000000000000' }, ip });
    expect(unknown.statusCode).toBe(404);
  });

  it('is open from 24 hours before the start to 24 hours after the end of a published, active event', async () => {
    const ip = nextAddress();
    const tryIn = async (startHours: number, endHours: number, extra: object = {}) => {
      const { key } = await publicEvent(startHours, endHours, [mia.id], extra);
      return pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { email: mia.email }, ip });
    };
    expect((await tryIn(23, 25)).statusCode).toBe(200);
    expect((await tryIn(-27, -23)).statusCode).toBe(200);
    const early = await tryIn(25, 27);
    expect(early.json()).toEqual({ status: { code: 409, message: EVENT_MESSAGES.checkInClosed }, body: {} });
    expect(early.headers['cache-control']).toBe('no-store');
    expect((await tryIn(-30, -25)).json().status).toEqual({ code: 409, message: 'Check-in is closed for this event.' });
    expect((await tryIn(-1, 1, { status: 'cancelled' })).json().status.message).toBe(EVENT_MESSAGES.checkInClosed);
  });

  it('validates the body', async () => {
    const { key } = await publicEvent(-1, 1, [mia.id]);
    const ip = nextAddress();
    const post = async (payload: object) => (await pub('POST', `/events/signinsheet/${key}/check-in`, { payload, ip })).json().status;
    expect(await post({})).toEqual({ code: 400, message: 'Give ref (your line of the sheet) or email' });
    expect(await post({ ref: 'line-1' })).toEqual({ code: 400, message: 'ref: must be a valid id' });
    expect(await post({ email: 'not an email' })).toEqual({ code: 400, message: 'email: Please enter a valid email address' });
  });
});

describe('rate limits of the public routes', () => {
  it('answers 429 past 60 page views a minute from one address, and not to another address', async () => {
    const { key } = await publicEvent(-1, 1, []);
    const ip = nextAddress();
    for (let i = 0; i < 60; i++) expect((await pub('GET', `/events/signinsheet/${key}`, { ip })).statusCode).toBe(200);
    const limited = await pub('GET', `/events/signinsheet/${key}`, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: { code: 429, message: MESSAGES.tooManyRequests }, body: {} });
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await pub('GET', `/events/signinsheet/${key}`, { ip: nextAddress() })).statusCode).toBe(200);
  });

  it('answers 429 past 20 check-ins a minute from one address', async () => {
    const { key } = await publicEvent(-1, 1, [mia.id]);
    const ip = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { email: mia.email }, ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { email: mia.email }, ip });
    expect(limited.json()).toEqual({ status: { code: 429, message: MESSAGES.tooManyRequests }, body: {} });
    // Guessing lines is throttled too: the limit counts every attempt, found or not.
    const guess = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { email: 'guess@example.com' }, ip });
    expect(guess.statusCode).toBe(429);
  });
});
