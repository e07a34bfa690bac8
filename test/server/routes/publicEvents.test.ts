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
function pub(
  method: 'GET' | 'POST',
  path: string,
  { payload, ip = '127.0.0.1', kiosk }: { payload?: object; ip?: string; kiosk?: string } = {},
) {
  return t.app.inject({ method, url: `/api/v1/public${path}`, payload, remoteAddress: ip, headers: kiosk ? { 'x-kiosk-token': kiosk } : {} });
}

async function ok(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
  const res = await call(method, path, { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

/** An event from `startHours` to `endHours` hours from now, registered for `people`, with both public keys. */
async function publicEvent(
  startHours: number,
  endHours: number,
  people: string[],
  extra: object = {},
): Promise<{ event: Event; key: string; sheet: string }> {
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
  return { event: linked, key: linked.rosterKey!, sheet: linked.sheetKey! };
}

/** A person's own check-in code for the event, as staff see it. */
async function codeOf(eventId: string, userId: string): Promise<string> {
  const res = await call('GET', `/events/${eventId}/attendees/${userId}`, { token: admin });
  return (res.json().body.attendee as Attendee).checkInCode;
}

/** A kiosk token for the event's sign-in sheet. */
const kioskOf = async (eventId: string) => (await ok('POST', `/events/${eventId}/kiosk-token`)).kioskToken as string;

interface Person {
  id: string;
  email: string;
  phone: string;
}
let zoe: Person, adam: Person, mia: Person;
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
    // No line keys, ids or emails: the roster gives nothing to check anyone in with.
    for (const a of body.attendees) expect(Object.keys(a).sort()).toEqual(['companyName', 'name']);
    // Nothing else: no user ids, emails, phone numbers, nor the event's own details (its price is
    // ruled out by the exact shape of `event` above).
    for (const secret of [zoe.id, adam.id, mia.id, zoe.email, adam.email, mia.email, zoe.phone, '952-555-0199', event._id, company, '@', 'private-room', 'Internal notes']) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('GET /api/v1/public/events/signinsheet/:key', () => {
  it('lists no names without the kiosk token; to the kiosk, who has checked in, and nothing more', async () => {
    const { event, sheet } = await publicEvent(-1, 2, [zoe.id, adam.id]);
    await ok('PUT', `/events/${event._id}/attendees/${zoe.id}`, { attended: true });
    const bare = await pub('GET', `/events/signinsheet/${sheet}`);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.headers['cache-control']).toBe('no-store');
    expect(bare.json().body).toMatchObject({ checkInOpen: true, kiosk: false, attendees: [] });
    expect(bare.body).not.toContain('Zoe');

    const res = await pub('GET', `/events/signinsheet/${sheet}`, { kiosk: await kioskOf(event._id) });
    const body = res.json().body as { attendees: SignInSheetAttendee[]; checkInOpen: boolean; kiosk: boolean; event: object };
    expect(body.kiosk).toBe(true);
    expect(Object.keys(body.event).sort()).toEqual(['endAt', 'name', 'startAt', 'venue']);
    expect(body.attendees.map(({ name, companyName, attended }) => ({ name, companyName, attended }))).toEqual([
      { name: 'Adam Abbott', companyName: null, attended: false },
      { name: 'Zoe Zimmer', companyName: 'Roster Realty', attended: true },
    ]);
    for (const a of body.attendees) expect(Object.keys(a).sort()).toEqual(['attended', 'companyName', 'name', 'ref']);
    for (const secret of [zoe.id, adam.id, zoe.email, adam.email, zoe.phone, adam.phone, event._id, company, '@']) {
      expect(res.body).not.toContain(secret);
    }
    // A wrong token is no kiosk.
    expect((await pub('GET', `/events/signinsheet/${sheet}`, { kiosk: 'x'.repeat(32) })).json().body.attendees).toEqual([]);
  });

  it('says check-in is closed outside the window, for a cancelled event and shows an empty sheet', async () => {
    expect((await pub('GET', `/events/signinsheet/${(await publicEvent(25, 27, [])).sheet}`)).json().body).toMatchObject({
      checkInOpen: false,
      attendees: [],
    });
    expect((await pub('GET', `/events/signinsheet/${(await publicEvent(-2, -1, [], { status: 'cancelled' })).sheet}`)).json().body.checkInOpen).toBe(false);
  });
});

describe('the public links', () => {
  it('stop working when revoked, when regenerated, and for an inactive or draft event', async () => {
    const { event, key, sheet } = await publicEvent(-1, 1, [mia.id]);
    const code = await codeOf(event._id, mia.id);
    const all = async (roster: string, signIn: string) => [
      await pub('GET', `/events/roster/${roster}`),
      await pub('GET', `/events/signinsheet/${signIn}`),
      await pub('POST', `/events/signinsheet/${signIn}/check-in`, { payload: { code } }),
    ];
    const invalid = { status: { code: 404, message: EVENT_MESSAGES.publicLinkInvalid }, body: {} };

    // New links: the old ones are dead at once.
    const renewed = (await ok('POST', `/events/${event._id}/public-link`)).event as Event;
    for (const res of await all(key, sheet)) {
      expect(res.json()).toEqual(invalid);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const [roster, signIn] = [renewed.rosterKey!, renewed.sheetKey!];
    expect((await pub('GET', `/events/roster/${roster}`)).statusCode).toBe(200);

    // Inactive, then draft: refused; active and published again: back.
    await ok('PUT', `/events/update/active/inactive/${event._id}?isActive=false`);
    for (const res of await all(roster, signIn)) expect(res.json()).toEqual(invalid);
    await ok('PUT', `/events/update/active/inactive/${event._id}?isActive=true`);
    const current = (await call('GET', `/events/${event._id}`, { token: admin })).json().body.event as Event;
    const asDraft = { name: current.name, startAt: current.startAt, endAt: current.endAt, venue: current.venue, status: 'draft' };
    await ok('PUT', `/events/update/${event._id}`, asDraft);
    for (const res of await all(roster, signIn)) expect(res.json()).toEqual(invalid);
    await ok('PUT', `/events/update/${event._id}`, { ...asDraft, status: 'published' });
    expect((await pub('GET', `/events/signinsheet/${signIn}`)).statusCode).toBe(200);

    // Revoked.
    await ok('DELETE', `/events/${event._id}/public-link`);
    for (const res of await all(roster, signIn)) expect(res.json()).toEqual(invalid);

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
  it("checks in by the attendee's own code, in any case and with or without the dash, once", async () => {
    const { event, sheet } = await publicEvent(-1, 2, [zoe.id, adam.id]);
    const ip = nextAddress();
    const code = await codeOf(event._id, zoe.id);
    expect(code).toMatch(/^[0-9A-F]{10}$/);
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const res = await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload: { code: typed }, ip });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().status.message).toBe('Thank you, Zoe Zimmer. You are checked in.');
    expect(res.json().body.attendee).toMatchObject({ name: 'Zoe Zimmer', companyName: 'Roster Realty', attended: true });
    const again = await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload: { code }, ip });
    expect(again.json().status).toEqual({ code: 200, message: 'Zoe Zimmer, you were already checked in.' });

    // Staff see it, recorded by the sign-in sheet.
    const attendee = (await call('GET', `/events/${event._id}/attendees/${zoe.id}`, { token: admin })).json().body.attendee as Attendee;
    expect(attendee).toMatchObject({ attended: true, checkedInBy: 'sign-in sheet' });
    expect(attendee.attendedAt).toEqual(expect.any(String));
  });

  it('checks in by the line of the sheet from the kiosk only', async () => {
    const { event, sheet } = await publicEvent(-1, 2, [zoe.id, adam.id]);
    const ip = nextAddress();
    const kiosk = await kioskOf(event._id);
    const lines = (await pub('GET', `/events/signinsheet/${sheet}`, { ip, kiosk })).json().body.attendees as SignInSheetAttendee[];
    const adamLine = lines.find((a) => a.name === 'Adam Abbott')!;
    const noMatch = { status: { code: 404, message: EVENT_MESSAGES.checkInNoMatch }, body: {} };
    expect((await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload: { ref: adamLine.ref }, ip })).json()).toEqual(noMatch);
    const res = await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload: { ref: adamLine.ref }, ip, kiosk });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.attendee).toEqual({ ref: adamLine.ref, name: 'Adam Abbott', companyName: null, attended: true });
    // The kiosk switched off: its token checks nobody in any more.
    await ok('DELETE', `/events/${event._id}/kiosk-token`);
    const zoeLine = lines.find((a) => a.name === 'Zoe Zimmer')!;
    expect((await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload: { ref: zoeLine.ref }, ip, kiosk })).json()).toEqual(noMatch);
  });

  it('answers every wrong proof the same, saying nothing of who is registered', async () => {
    const { event, sheet } = await publicEvent(-1, 2, [zoe.id]);
    const other = await publicEvent(-1, 2, [mia.id]);
    const ip = nextAddress();
    const noMatch = { status: { code: 404, message: EVENT_MESSAGES.checkInNoMatch }, body: {} };
    const tries = [
      { code: 'ABCDE12345' },
      { code: await codeOf(other.event._id, mia.id) },
      { ref: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const payload of tries) {
      const res = await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload, ip });
      expect(res.json(), JSON.stringify(payload)).toEqual(noMatch);
    }
    expect((await call('GET', `/events/${event._id}/attendees/${zoe.id}`, { token: admin })).json().body.attendee.attended).toBe(false);
  });

  it('is open from 24 hours before the start to 24 hours after the end of a published, active event', async () => {
    const ip = nextAddress();
    const tryIn = async (startHours: number, endHours: number, extra: object = {}) => {
      const { event, sheet } = await publicEvent(startHours, endHours, [mia.id], extra);
      return pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload: { code: await codeOf(event._id, mia.id) }, ip });
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
    const { sheet } = await publicEvent(-1, 1, [mia.id]);
    const ip = nextAddress();
    const post = async (payload: object) => (await pub('POST', `/events/signinsheet/${sheet}/check-in`, { payload, ip })).json().status;
    expect(await post({})).toEqual({ code: 400, message: 'Give code (your check-in code from the registration mail)' });
    expect(await post({ ref: 'line-1' })).toEqual({ code: 400, message: 'ref: must be a valid id' });
    expect(await post({ code: 'short' })).toEqual({ code: 400, message: 'code: must be the 10-character code from the registration mail' });
    // Email check-in is gone: it revealed whose email was registered.
    expect((await post({ email: mia.email })).code).toBe(400);
  });
});

describe('rate limits of the public routes', () => {
  it('answers 429 past 60 page views a minute from one address, and not to another address', async () => {
    const { sheet: key } = await publicEvent(-1, 1, []);
    const ip = nextAddress();
    for (let i = 0; i < 60; i++) expect((await pub('GET', `/events/signinsheet/${key}`, { ip })).statusCode).toBe(200);
    const limited = await pub('GET', `/events/signinsheet/${key}`, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: { code: 429, message: MESSAGES.tooManyRequests }, body: {} });
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await pub('GET', `/events/signinsheet/${key}`, { ip: nextAddress() })).statusCode).toBe(200);
  });

  it('answers 429 past 20 check-ins a minute from one address', async () => {
    const { event, sheet: key } = await publicEvent(-1, 1, [mia.id]);
    const code = await codeOf(event._id, mia.id);
    const ip = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { code }, ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { code }, ip });
    expect(limited.json()).toEqual({ status: { code: 429, message: MESSAGES.tooManyRequests }, body: {} });
    // Guessing codes is throttled too: the limit counts every attempt, found or not.
    const guess = await pub('POST', `/events/signinsheet/${key}/check-in`, { payload: { code: 'ABCDE12345' }, ip });
    expect(guess.statusCode).toBe(429);
  });
});
