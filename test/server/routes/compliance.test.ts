import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES } from '../../../src/shared/compliance';
import { PREVIEW_MESSAGES } from '../../../src/shared/previews';
import { runMaintenance } from '../../../src/server/core/maintenance';
import { rollOverComplianceCycles } from '../../../src/server/resources/compliance/queries';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
/** Holds a role that may view CE Compliance and nothing more. */
let viewer: string;
const ids: Record<string, string> = {};
let inPersonCourse: string;
let onlineEvent: string;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

/** Our members only: the demo data has licensees of its own. */
async function list(query: Record<string, string> = {}, token = admin) {
  const res = await call('GET', '/compliance', { token, query: { offset: '0', limit: '50', search: 'ceetest', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { members: Record<string, unknown>[]; total: number };
}
const names = async (query: Record<string, string> = {}) => (await list(query)).members.map((m) => m.name);

async function settings() {
  const res = await call('GET', '/compliance/settings', { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { settings: Record<string, unknown> & { version: number }; history: Record<string, unknown>[] };
}

async function saveSettings(changes: Record<string, unknown>, token = admin) {
  const { settings: current } = await settings();
  const { changedAt: _a, changedBy: _b, ...body } = current;
  return call('PUT', '/compliance/settings', { token, payload: { ...body, ...changes } });
}

async function member(key: string, extra: { license?: string; role?: string; active?: boolean; company?: string | null; market?: string[] } = {}) {
  const [row] = await q<{ id: string }>(
    `insert into users (first_name, last_name, name, email, role, re_license_no, is_active, company_id, mncar_market)
     values ($1, 'Ceetest', $1 || ' Ceetest', lower($1) || '@ceetest.example', $2, $3, $4, $5, $6) returning id`,
    [key, extra.role ?? 'member', extra.license ?? `LIC-${key}`, extra.active ?? true, extra.company ?? null, extra.market ?? []],
  );
  ids[key] = row!.id;
}

async function attend(eventId: string, key: string, hours: number | null) {
  await q(`insert into event_attendees (event_id, user_id, attended, attended_at, credit_hours) values ($1, $2, true, now(), $3)`, [eventId, ids[key], hours]);
}

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const role = await call('POST', '/roles/create', { token: admin, payload: { name: 'CE Viewer', access: [{ module: 'CE Compliance', read: true }] } });
  expect(role.statusCode, role.body).toBe(200);
  await addStaffUser(t.dbUrl, { email: 'ceviewer@example.com', roleName: 'CE Viewer' });
  viewer = await signIn(t.app, 'ceviewer@example.com', TEST_MEMBER.password);

  // A fixed cycle of 24 months that began 12 months ago: half of it has gone by.
  const [{ start } = { start: '' }] = await q<{ start: string }>(`select (date_trunc('month', compliance_today()) - interval '12 months')::date::text as start`);
  const saved = await saveSettings({ cycleBasis: 'fixed', cycleStart: start, cycleMonths: 24, hoursRequired: 30 });
  expect(saved.statusCode, saved.body).toBe(200);

  const [company] = await q<{ id: string }>(`select id from companies where is_active order by name limit 1`);
  await member('Alpha', { company: company!.id, market: ['Duluth'] });
  await member('Bravo', { market: ['Twin Cities'] });
  await member('Charlie');
  await member('Nolicense', { license: '' });
  await member('Guest', { role: 'non-member' });
  await member('Gone', { active: false });

  const [course] = await q<{ id: string }>(`insert into courses (code, title, credit_hours, delivery) values ('CEE-1', 'Ceetest course', 10, 'in-person') returning id`);
  const [online] = await q<{ id: string }>(`insert into courses (code, title, credit_hours, delivery) values ('CEE-2', 'Ceetest online', 5, 'online') returning id`);
  inPersonCourse = course!.id;
  const event = async (courseId: string | null, credit: number, daysAgo: number) =>
    (await q<{ id: string }>(
      `insert into events (name, start_at, end_at, course_id, course_credit, status)
       values ('Ceetest session', now() - make_interval(days => $3), now() - make_interval(days => $3) + interval '2 hours', $1, $2, 'published') returning id`,
      [courseId, credit, daysAgo],
    ))[0]!.id;
  const recent = await event(course!.id, 10, 30);
  onlineEvent = await event(online!.id, 5, 20);
  const social = await event(null, 2, 10);
  const old = await event(course!.id, 10, 500);
  await attend(recent, 'Alpha', 31);
  await attend(recent, 'Bravo', 20);
  await attend(onlineEvent, 'Bravo', null);
  await attend(recent, 'Charlie', 3);
  await attend(social, 'Charlie', null);
  await attend(old, 'Charlie', null);
  await attend(recent, 'Nolicense', null);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('GET /compliance', () => {
  it('lists the active licensee members with the hours their current cycle counts, and their status', async () => {
    const { members, total } = await list();
    expect(total).toBe(3);
    const byName = Object.fromEntries(members.map((m) => [m.name, m]));
    expect(Object.keys(byName)).toEqual(['Alpha Ceetest', 'Bravo Ceetest', 'Charlie Ceetest']);
    expect(byName['Alpha Ceetest']).toMatchObject({ hoursEarned: 31, hoursRequired: 30, hoursLeft: 0, status: 'complete', mncarMarket: ['Duluth'] });
    expect(byName['Alpha Ceetest']!.company).toMatchObject({ _id: expect.any(String) });
    // The event without a course does not count; the one 500 days ago is in the previous cycle.
    expect(byName['Bravo Ceetest']).toMatchObject({ hoursEarned: 25, hoursLeft: 5, status: 'onTrack', company: null });
    expect(byName['Charlie Ceetest']).toMatchObject({ hoursEarned: 3, hoursLeft: 27, status: 'behind', lastRemindedAt: null });
    const [{ end } = { end: '' }] = await q<{ end: string }>(`select (date_trunc('month', compliance_today()) + interval '12 months' - interval '1 day')::date::text as end`);
    expect(byName['Charlie Ceetest']!.cycleEnd).toBe(end);
  });

  it('filters by status, cycle end, company and market, and sorts by hours left', async () => {
    expect(await names({ filters: JSON.stringify([{ key: 'status', value: 'behind' }]) })).toEqual(['Charlie Ceetest']);
    expect(await names({ filters: JSON.stringify([{ key: 'status', value: ['onTrack', 'complete'] }]) })).toEqual(['Alpha Ceetest', 'Bravo Ceetest']);
    expect(await names({ filters: JSON.stringify([{ key: 'endingWithin', value: 90 }]) })).toEqual([]);
    expect(await names({ filters: JSON.stringify([{ key: 'mncarMarket', value: ['Twin Cities'] }]) })).toEqual(['Bravo Ceetest']);
    const alpha = (await list()).members.find((m) => m.name === 'Alpha Ceetest')!;
    const company = (alpha.company as { _id: string })._id;
    expect(await names({ filters: JSON.stringify([{ key: 'companyId', value: company }]) })).toContain('Alpha Ceetest');
    expect(await names({ sortKey: 'hoursLeft', sortOrder: '-1' })).toEqual(['Charlie Ceetest', 'Bravo Ceetest', 'Alpha Ceetest']);
  });

  it('says what a filter value should be', async () => {
    const res = await call('GET', '/compliance', { token: admin, query: { offset: '0', limit: '10', filters: JSON.stringify([{ key: 'endingWithin', value: 45 }]) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('filters.endingWithin: must be one of 30, 60, 90 (days)');
  });

  it('follows attendance, users and courses as they change', async () => {
    await q(`update event_attendees set attended = false where event_id = $1 and user_id = $2`, [onlineEvent, ids.Bravo]);
    expect((await list()).members.find((m) => m.name === 'Bravo Ceetest')).toMatchObject({ hoursEarned: 20 });
    await q(`update event_attendees set attended = true where event_id = $1 and user_id = $2`, [onlineEvent, ids.Bravo]);
    await q(`update users set is_active = false where id = $1`, [ids.Alpha]);
    expect(await names()).toEqual(['Bravo Ceetest', 'Charlie Ceetest']);
    await q(`update users set is_active = true where id = $1`, [ids.Alpha]);
    await q(`update users set re_license_no = 'LIC-N' where id = $1`, [ids.Nolicense]);
    expect((await list()).members.find((m) => m.name === 'Nolicense Ceetest')).toMatchObject({ hoursEarned: 10 });
    await q(`update users set re_license_no = '' where id = $1`, [ids.Nolicense]);
    expect(await names()).toEqual(['Alpha Ceetest', 'Bravo Ceetest', 'Charlie Ceetest']);
  });

  it('sorts by the names members and companies have now', async () => {
    await q(`update users set name = 'Aaron Ceetest' where id = $1`, [ids.Charlie]);
    expect(await names()).toEqual(['Aaron Ceetest', 'Alpha Ceetest', 'Bravo Ceetest']);
    await q(`update users set name = 'Charlie Ceetest' where id = $1`, [ids.Charlie]);

    const [alphaCompany] = await q<{ id: string; name: string }>(`select c.id, c.name from companies c join users u on u.company_id = c.id where u.id = $1`, [ids.Alpha]);
    const [other] = await q<{ id: string }>(
      `insert into companies (name, type) values ('Aaa Ceetest Realty', 'Broker') returning id`,
    );
    await q(`update users set company_id = $1 where id = $2`, [other!.id, ids.Bravo]);
    const byCompany = { sortKey: 'company', sortOrder: '1', filters: JSON.stringify([{ key: 'companyId', value: [alphaCompany!.id, other!.id] }]) };
    expect(await names(byCompany)).toEqual(['Bravo Ceetest', 'Alpha Ceetest']);
    await q(`update companies set name = 'Zzz Ceetest Realty' where id = $1`, [other!.id]);
    expect(await names(byCompany)).toEqual(['Alpha Ceetest', 'Bravo Ceetest']);
    await q(`update users set company_id = null where id = $1`, [ids.Bravo]);
    await q(`delete from companies where id = $1`, [other!.id]);
  });
});

describe('settings', () => {
  it('keeps each version, recomputes every member, and refuses a save over a newer version', async () => {
    const before = await settings();
    const stale = before.settings;
    const res = await saveSettings({ deliveries: ['in-person', 'hybrid'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(COMPLIANCE_MESSAGES.settingsUpdated);
    const after = res.json().body;
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.settings).toMatchObject({ deliveries: ['in-person', 'hybrid'], changedBy: { name: expect.any(String) } });
    expect((await list()).members.find((m) => m.name === 'Bravo Ceetest')).toMatchObject({ hoursEarned: 20 });

    const { changedAt: _a, changedBy: _b, ...old } = stale;
    const again = await call('PUT', '/compliance/settings', { token: admin, payload: { ...old, hoursRequired: 10 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe(COMPLIANCE_MESSAGES.settingsStale);

    const byCourse = await saveSettings({ countBy: 'course', courseIds: [inPersonCourse] });
    expect(byCourse.statusCode, byCourse.body).toBe(200);
    expect((await list()).members.find((m) => m.name === 'Bravo Ceetest')).toMatchObject({ hoursEarned: 20 });
    expect((await saveSettings({ countBy: 'delivery', deliveries: ['in-person', 'online', 'hybrid'] })).statusCode).toBe(200);
    expect((await list()).members.find((m) => m.name === 'Bravo Ceetest')).toMatchObject({ hoursEarned: 25 });
  });

  it('answers what is wrong with a setting', async () => {
    const future = await saveSettings({ cycleStart: '2199-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().status.message).toContain(COMPLIANCE_MESSAGES.cycleStartInFuture);
    const noCourse = await saveSettings({ countBy: 'course', courseIds: [] });
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json().status.message).toContain('Choose at least one course that counts');
    const unknown = await saveSettings({ countBy: 'course', courseIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status.message).toContain(COMPLIANCE_MESSAGES.unknownCourses(1));
    const months = await saveSettings({ cycleMonths: 0 });
    expect(months.statusCode).toBe(400);
    expect(months.json().status.message).toContain('Cycle length must be at least 1 month');
  });
});

describe('GET /compliance/history/:id', () => {
  it('groups the attended events by cycle, saying which count', async () => {
    const res = await call('GET', `/compliance/history/${ids.Charlie}`, { token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    const { cycles, member } = res.json().body.history;
    expect(member).toMatchObject({ name: 'Charlie Ceetest', hoursEarned: 3 });
    expect(cycles).toHaveLength(2);
    expect(cycles[0]).toMatchObject({ current: true, hoursEarned: 3, hoursRequired: 30, start: member.cycleStart, end: member.cycleEnd });
    expect(cycles[0].entries.map((e: { counts: boolean; creditHours: number }) => [e.counts, e.creditHours])).toEqual([
      [false, 2],
      [true, 3],
    ]);
    expect(cycles[1]).toMatchObject({ current: false, hoursEarned: 10 });
    expect(cycles[1].end < cycles[0].start).toBe(true);
  });

  it('is a 404 for someone not in the list', async () => {
    const res = await call('GET', `/compliance/history/${ids.Guest}`, { token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe(COMPLIANCE_MESSAGES.memberNotListed);
  });
});

describe('reminders', () => {
  it('previews the mail and the count, sends through the outbox once a day, and records it on the member', async () => {
    const chosen = [ids.Charlie, ids.Bravo, ids.Guest];
    const preview = await call('POST', '/compliance/reminders/preview', { token: admin, payload: { userIds: chosen } });
    expect(preview.statusCode, preview.body).toBe(200);
    const { count, notListed, remindedToday, mail } = preview.json().body;
    expect({ count, notListed, remindedToday }).toEqual({ count: 2, notListed: 1, remindedToday: 0 });
    expect(mail.to).toBe('bravo@ceetest.example');
    expect(mail.subject).toContain('5 credit hours left');
    expect(mail.text).toContain('25 of the 30 credit hours');
    expect(await q(`select 1 from mail_outbox where kind = 'complianceReminder'`)).toHaveLength(0);

    const sent = await call('POST', '/compliance/reminders', { token: admin, payload: { userIds: chosen } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().body).toEqual({ sent: 2, remindedToday: 0, notListed: 1 });
    expect(sent.json().status.message).toBe(COMPLIANCE_MESSAGES.remindersSent(2));
    expect(await q(`select 1 from mail_outbox where kind = 'complianceReminder'`)).toHaveLength(2);

    // A preview after the sending counts them as reminded today.
    const again = await call('POST', '/compliance/reminders/preview', { token: admin, payload: { userIds: [ids.Charlie] } });
    expect(again.json().body).toMatchObject({ count: 0, remindedToday: 1, notListed: 0, mail: null });

    const twice = await call('POST', '/compliance/reminders', { token: admin, payload: { userIds: [ids.Charlie, ids.Alpha] } });
    expect(twice.json().body).toEqual({ sent: 1, remindedToday: 1, notListed: 0 });
    expect(await q(`select 1 from mail_outbox where kind = 'complianceReminder'`)).toHaveLength(3);

    const charlie = (await list()).members.find((m) => m.name === 'Charlie Ceetest')!;
    expect(charlie.lastRemindedAt).toEqual(expect.any(String));
    const history = (await call('GET', `/compliance/history/${ids.Charlie}`, { token: admin })).json().body.history;
    expect(history.reminders).toEqual([{ sentAt: expect.any(String), sentBy: { _id: expect.any(String), name: expect.any(String) }, hoursLeft: 27 }]);

    await t.app.mailOutbox.drain();
    const [delivered] = await q<{ status: string }>(`select status from mail_outbox where kind = 'complianceReminder' order by created_at limit 1`);
    expect(delivered!.status).toBe('sent');
  });

  it('refuses an empty or oversized choice', async () => {
    const none = await call('POST', '/compliance/reminders', { token: admin, payload: { userIds: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json().status.message).toContain('Choose at least one member');
  });
});

describe('permissions', () => {
  it('lets a viewer read but not change the settings or send reminders; nobody else reads', async () => {
    expect((await list({}, viewer)).total).toBe(3);
    expect((await call('GET', '/compliance/summary', { token: viewer })).statusCode).toBe(200);
    expect((await saveSettings({ hoursRequired: 12 }, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/compliance/reminders', { token: viewer, payload: { userIds: [ids.Bravo] } })).statusCode).toBe(403);
    expect((await call('POST', '/compliance/reminders/preview', { token: viewer, payload: { userIds: [ids.Bravo] } })).statusCode).toBe(403);
    const member = await signIn(t.app, TEST_MEMBER.email, TEST_MEMBER.password).catch(() => null);
    await addStaffUser(t.dbUrl, { email: 'events-ce@example.com' });
    const other = await signIn(t.app, 'events-ce@example.com', TEST_MEMBER.password);
    for (const token of [other, ...(member ? [member] : [])]) {
      expect((await call('GET', '/compliance', { token, query: { offset: '0', limit: '5' } })).statusCode).toBe(403);
      expect((await call('GET', `/compliance/history/${ids.Bravo}`, { token })).statusCode).toBe(403);
    }
  });

  it('lets a preview of a role that may send reminders preview the mail but not send it', async () => {
    const role = await call('POST', '/roles/create', { token: admin, payload: { name: 'CE Desk', access: [{ module: 'CE Compliance', read: true, create: true }] } });
    const started = await call('POST', '/previews', { token: admin, payload: { roleId: role.json().body.role._id } });
    const token = started.json().body.token as string;
    expect((await call('POST', '/compliance/reminders/preview', { token, payload: { userIds: [ids.Bravo] } })).statusCode).toBe(200);
    const send = await call('POST', '/compliance/reminders', { token, payload: { userIds: [ids.Bravo] } });
    expect(send.statusCode).toBe(403);
    expect(send.json().status.message).toBe(PREVIEW_MESSAGES.readOnly);
  });
});

describe('summary, export and the periodic roll-over', () => {
  it('counts members by status, and those behind with a cycle ending within 60 days', async () => {
    const res = await call('GET', '/compliance/summary', { token: admin });
    const summary = res.json().body.summary;
    const [counts] = await q<{ behind: number; soon: number }>(
      `select count(*) filter (where status = 'behind')::int as behind, count(*) filter (where status = 'behind' and cycle_end <= compliance_today() + 60)::int as soon from compliance_members`,
    );
    expect(summary).toMatchObject({ behind: counts!.behind, behindEndingSoon: counts!.soon, endingSoonDays: 60 });
    expect(summary.behind).toBeGreaterThanOrEqual(1);
  });

  it('exports the chosen columns of the filtered list', async () => {
    const res = await call('POST', '/export/compliance', {
      token: viewer,
      payload: {
        search: 'ceetest',
        filters: [{ key: 'status', value: 'behind' }],
        columns: [
          { key: 'name', label: 'Member' },
          { key: 'hoursLeft', label: 'Hours left' },
        ],
        locale: 'en-US',
        timeZone: 'America/Chicago',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(['Member,Hours left', 'Charlie Ceetest,27']);
  });

  it('moves a member whose cycle ended into the next one', async () => {
    await q(`update compliance_standings set cycle_start = cycle_start - interval '24 months', cycle_end = compliance_today(), hours_earned = 0 where user_id = $1`, [ids.Alpha]);
    await rollOverComplianceCycles(t.app.db);
    expect((await list()).members.find((m) => m.name === 'Alpha Ceetest')).toMatchObject({ hoursEarned: 31 });
    // The periodic clean-up runs it.
    expect((await runMaintenance(t.app.db, 1, 730, [rollOverComplianceCycles])).ran).toBe(true);
  });
});
