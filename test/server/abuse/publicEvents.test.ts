import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Attendee, type Event } from '../../../src/shared/events';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

/**
 * The public event pages as someone holding one link would try them: the roster's key opens
 * nothing else and gives nothing to check anyone in with; the sheet checks in only on a proof the
 * attendee (their mailed code) or the staff kiosk holds.
 */

let t: TestApp;
let admin: string;
let call: ReturnType<typeof apiCaller>;
let event: Event;
let memberId: string;

const pub = (method: 'GET' | 'POST', url: string, payload?: object, kiosk?: string) =>
  t.app.inject({ method, url: `/api/v1/public${url}`, payload, headers: kiosk ? { 'x-kiosk-token': kiosk } : {} });
const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await call(method, url, { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const now = Date.now();
  event = (
    await ok('POST', '/events/create', {
      name: 'Abuse Luncheon',
      startAt: new Date(now - 3_600_000).toISOString(),
      endAt: new Date(now + 3_600_000).toISOString(),
      venue: 'Hall',
      status: 'published',
    })
  ).event;
  const users = (await ok('GET', `/users/list/all?search=${encodeURIComponent(TEST_MEMBER.email)}`)).users as { _id: string }[];
  memberId = users[0]!._id;
  await ok('POST', `/events/${event._id}/attendees`, { userIds: [memberId] });
  event = (await ok('POST', `/events/${event._id}/public-link`)).event;
});
afterAll(async () => {
  await t.close();
});

describe('public event pages', () => {
  it('mails each new attendee their own check-in code when they are registered', async () => {
    await t.app.mailOutbox.drain();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
    const code = ((await ok('GET', `/events/${event._id}/attendees/${memberId}`)).attendee as Attendee).checkInCode;
    const mail = mails.find((m) => m.includes('Your check-in code'));
    expect(mail).toContain(`To: ${TEST_MEMBER.email}`);
    expect(mail).toContain(`${code.slice(0, 5)}-${code.slice(5)}`);
  });

  it("keeps the roster's key and the sheet's apart", async () => {
    const invalid = { status: { code: 404, message: EVENT_MESSAGES.publicLinkInvalid }, body: {} };
    expect((await pub('GET', `/events/signinsheet/${event.rosterKey}`)).json()).toEqual(invalid);
    expect((await pub('GET', `/events/roster/${event.sheetKey}`)).json()).toEqual(invalid);
  });

  it('shows no line key, id or email on the roster', async () => {
    const res = await pub('GET', `/events/roster/${event.rosterKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"ref"|"_id"|"id"|@/);
    expect(res.body).not.toContain(memberId);
  });

  it('answers any wrong proof with the same message, and a kiosk token only while it is the current one', async () => {
    const noMatch = { status: { code: 404, message: EVENT_MESSAGES.checkInNoMatch }, body: {} };
    const url = `/events/signinsheet/${event.sheetKey}/check-in`;
    expect((await pub('POST', url, { code: 'FFFFF-00000' })).json()).toEqual(noMatch);
    const kiosk = (await ok('POST', `/events/${event._id}/kiosk-token`)).kioskToken as string;
    const [line] = (await pub('GET', `/events/signinsheet/${event.sheetKey}`, undefined, kiosk)).json().body.attendees;
    expect((await pub('POST', url, { ref: line.ref })).json()).toEqual(noMatch);
    expect((await pub('POST', url, { ref: line.ref }, 'not-the-token')).json()).toEqual(noMatch);
    // A new kiosk token retires the old one.
    await ok('POST', `/events/${event._id}/kiosk-token`);
    expect((await pub('POST', url, { ref: line.ref }, kiosk)).json()).toEqual(noMatch);
    expect(((await ok('GET', `/events/${event._id}/attendees/${memberId}`)).attendee as Attendee).attended).toBe(false);
  });

  it('rotates each key on its own: the old one stops at once', async () => {
    const before = event;
    const after = (await ok('POST', `/events/${event._id}/public-link?page=roster`)).event as Event;
    expect((await pub('GET', `/events/roster/${before.rosterKey}`)).statusCode).toBe(404);
    expect((await pub('GET', `/events/roster/${after.rosterKey}`)).statusCode).toBe(200);
    expect((await pub('GET', `/events/signinsheet/${before.sheetKey}`)).statusCode).toBe(200);
    const sheet = (await ok('POST', `/events/${event._id}/public-link?page=sheet`)).event as Event;
    expect((await pub('GET', `/events/signinsheet/${before.sheetKey}`)).statusCode).toBe(404);
    expect((await pub('GET', `/events/signinsheet/${sheet.sheetKey}`)).statusCode).toBe(200);
  });
});
