import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, events, modules, payments, roleAccess, roles, users } from '../../../src/server/db/schema';
import { looksLikeCardNumber, PAYMENT_MESSAGES, type Payment, type PaymentTotals } from '../../../src/shared/payments';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let admin: string;
/** Staff without any Payment access. */
let staff: string;
/** Staff whose role has Payment view only. */
let viewer: string;

let ada: string;
let bo: string;
let xeno: string;
let yonder: string;
let expo: string;
/** The data set, in the order it was recorded. */
const p: Payment[] = [];

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const MISSING = '00000000-0000-4000-8000-000000000000';

async function create(payload: object): Promise<Payment> {
  const res = await call('POST', '/payments/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status.message).toBe(PAYMENT_MESSAGES.paymentCreated);
  return res.json().body.payment as Payment;
}

const base = { purpose: 'other', amountCents: 1000, method: 'cash', paidOn: '2024-05-01' };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  // The hand sums below count this file's payments only.
  await db.delete(payments);
  const [role] = await db.insert(roles).values({ name: 'Payment Viewer' }).returning();
  const [paymentModule] = await db.select().from(modules).where(eq(modules.name, 'Payment'));
  await db.insert(roleAccess).values({ roleId: role!.id, moduleId: paymentModule!.id, read: true });
  await addStaffUser(t.dbUrl, { email: 'pay.viewer@example.com', roleName: 'Payment Viewer' });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  viewer = await signIn(t.app, 'pay.viewer@example.com', TEST_MEMBER.password);

  const person = (first: string, last: string) => ({
    firstName: first,
    lastName: last,
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}@example.com`,
  });
  [ada, bo] = (await db.insert(users).values([person('Ada', 'Payer'), person('Bo', 'Buyer')]).returning()).map((u) => u.id) as [string, string];
  [xeno, yonder] = (
    await db
      .insert(companies)
      .values([
        { name: 'Xeno Realty', type: 'Broker' },
        { name: 'Yonder Commercial', type: 'Other' },
      ])
      .returning()
  ).map((c) => c.id) as [string, string];
  const start = new Date('2024-02-20T18:00:00Z');
  [expo] = (
    await db.insert(events).values({ name: 'Spring Expo', startAt: start, endAt: start, status: 'published' }).returning()
  ).map((e) => e.id) as [string];

  // p[0] … p[5]; amounts 50000 + 12550 + 250000 + 9900 + 1234 + 30000 = 353684 cents.
  p.push(await create({ user: ada, company: xeno, purpose: 'membership-dues', amountCents: 50000, method: 'card', status: 'paid', paidOn: '2024-01-05', reference: 'CH-1001' }));
  p.push(await create({ user: ada, event: expo, purpose: 'event-registration', amountCents: 12550, method: 'check', status: 'paid', paidOn: '2024-02-10', reference: '#4411', note: 'Check, hand delivered' }));
  p.push(await create({ company: xeno, purpose: 'sponsorship', amountCents: 250000, method: 'ach', status: 'pending', paidOn: '2024-02-10', reference: '091000019876543' }));
  p.push(await create({ user: bo, purpose: 'course-access', amountCents: 9900, method: 'card', status: 'refunded', paidOn: '2024-03-01', reference: 'ch_3Nx' }));
  p.push(await create({ company: yonder, purpose: 'other', amountCents: 1234, method: 'cash', status: 'failed', paidOn: '2024-03-31', reference: '=HYPERLINK("http://x")', note: '+1 call me' }));
  p.push(await create({ user: bo, company: yonder, purpose: 'membership-dues', amountCents: 30000, method: 'ach', status: 'paid', paidOn: '2024-04-15', reference: 'INV-2024-77' }));
});
afterAll(async () => {
  await t.close();
});

interface ListAnswer {
  payments: Payment[];
  total: number;
  totals: PaymentTotals;
}
const list = async (query: Record<string, string> = {}): Promise<ListAnswer> => {
  const res = await call('GET', '/payments', { token: admin, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as ListAnswer;
};
const filtered = (filters: { key: string; value: unknown }[], query: Record<string, string> = {}) =>
  list({ ...query, filters: JSON.stringify(filters) });
/** The data set's indexes of the answer's rows. */
const which = (answer: ListAnswer) => answer.payments.map((row) => p.findIndex((x) => x._id === row._id));
const none = { count: 0, amountCents: 0 };

describe('GET /api/v1/admin/payments', () => {
  it('lists by day, newest first, then by when recorded, with the totals of the whole set', async () => {
    const all = await list();
    // p[2] and p[1] share 2024-02-10: the later recorded comes first.
    expect(which(all)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(all.total).toBe(6);
    expect(all.totals).toEqual({
      count: 6,
      amountCents: 353684,
      byStatus: {
        paid: { count: 3, amountCents: 50000 + 12550 + 30000 },
        pending: { count: 1, amountCents: 250000 },
        refunded: { count: 1, amountCents: 9900 },
        failed: { count: 1, amountCents: 1234 },
      },
    });
    expect(all.payments[5]).toEqual({
      _id: p[0]!._id,
      user: { _id: ada, name: 'Ada Payer', email: 'ada@example.com' },
      company: { _id: xeno, name: 'Xeno Realty' },
      event: null,
      payerName: 'Ada Payer',
      purpose: 'membership-dues',
      amountCents: 50000,
      method: 'card',
      status: 'paid',
      paidOn: '2024-01-05',
      reference: 'CH-1001',
      note: '',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(all.payments[4]!.event).toEqual({ _id: expo, name: 'Spring Expo' });
  });

  it('pages without narrowing the totals', async () => {
    const page = await list({ offset: '2', limit: '2' });
    expect(which(page)).toEqual([3, 2]);
    expect(page.total).toBe(6);
    expect(page.totals.count).toBe(6);
    expect(page.totals.amountCents).toBe(353684);
    expect((await list({ offset: '10' })).payments).toEqual([]);
  });

  it('searches the payer name and the reference', async () => {
    const byName = await list({ search: 'ADA' });
    expect(which(byName)).toEqual([1, 0]);
    expect(byName.totals).toMatchObject({ count: 2, amountCents: 62550 });
    // Xeno Realty paid p[2]; p[0] names Xeno as company but Ada as payer.
    expect(which(await list({ search: 'xeno' }))).toEqual([2]);
    expect(which(await list({ search: 'inv-2024' }))).toEqual([5]);
    expect(which(await list({ search: '#44' }))).toEqual([1]);
    expect(which(await list({ search: '100%' }))).toEqual([]);
  });

  it('filters paidOn by days, either side optional', async () => {
    const between = await filtered([{ key: 'paidOn', value: '2024-02-10,2024-03-01' }]);
    expect(which(between)).toEqual([3, 2, 1]);
    expect(between.totals).toEqual({
      count: 3,
      amountCents: 12550 + 250000 + 9900,
      byStatus: { paid: { count: 1, amountCents: 12550 }, pending: { count: 1, amountCents: 250000 }, refunded: { count: 1, amountCents: 9900 }, failed: none },
    });
    expect(which(await filtered([{ key: 'paidOn', value: '2024-03-01,' }]))).toEqual([5, 4, 3]);
    expect(which(await filtered([{ key: 'paidOn', value: ',2024-02-10' }]))).toEqual([2, 1, 0]);
    // The UI's local day bounds (Chicago, UTC-6): Feb 10 00:00 to Feb 29 23:59:59.999 local.
    expect(which(await filtered([{ key: 'paidOn', value: '2024-02-10T06:00:00.000Z,2024-03-01T05:59:59.999Z' }]))).toEqual([2, 1]);
    // Tokyo (UTC+9): Mar 1 00:00 local is Feb 29 15:00 UTC.
    expect(which(await filtered([{ key: 'paidOn', value: '2024-02-29T15:00:00.000Z,2024-03-31T14:59:59.999Z' }]))).toEqual([4, 3]);
  });

  it('filters purpose, status and method by one value or a list', async () => {
    const dues = await filtered([{ key: 'purpose', value: 'membership-dues' }]);
    expect(which(dues)).toEqual([5, 0]);
    expect(dues.totals).toMatchObject({ count: 2, amountCents: 80000 });
    expect(which(await filtered([{ key: 'purpose', value: ['membership-dues', 'sponsorship'] }]))).toEqual([5, 2, 0]);
    expect(which(await filtered([{ key: 'purpose', value: 'course-access,other' }]))).toEqual([4, 3]);
    const paid = await filtered([{ key: 'status', value: 'paid' }]);
    expect(which(paid)).toEqual([5, 1, 0]);
    expect(paid.totals).toEqual({
      count: 3,
      amountCents: 92550,
      byStatus: { paid: { count: 3, amountCents: 92550 }, pending: none, refunded: none, failed: none },
    });
    const open = await filtered([{ key: 'status', value: ['pending', 'failed'] }]);
    expect(which(open)).toEqual([4, 2]);
    expect(open.totals).toMatchObject({ count: 2, amountCents: 251234 });
    const card = await filtered([{ key: 'method', value: 'card' }]);
    expect(which(card)).toEqual([3, 0]);
    expect(card.totals).toMatchObject({ count: 2, amountCents: 59900, byStatus: { refunded: { count: 1, amountCents: 9900 } } });
  });

  it('filters by user, company and event', async () => {
    const byAda = await filtered([{ key: 'user', value: ada }]);
    expect(which(byAda)).toEqual([1, 0]);
    expect(byAda.totals).toMatchObject({ count: 2, amountCents: 62550 });
    expect(which(await filtered([{ key: 'company', value: xeno }]))).toEqual([2, 0]);
    const byYonder = await filtered([{ key: 'company', value: yonder }]);
    expect(which(byYonder)).toEqual([5, 4]);
    expect(byYonder.totals).toMatchObject({ count: 2, amountCents: 31234 });
    expect(which(await filtered([{ key: 'event', value: expo }]))).toEqual([1]);
    expect(which(await filtered([{ key: 'user', value: MISSING }]))).toEqual([]);
  });

  it('combines filters, search and an empty value', async () => {
    const combined = await filtered([
      { key: 'status', value: 'paid' },
      { key: 'paidOn', value: '2024-02-01,' },
      { key: 'method', value: ['check', 'ach'] },
      { key: 'purpose', value: '' },
    ]);
    expect(which(combined)).toEqual([5, 1]);
    expect(combined.totals).toEqual({
      count: 2,
      amountCents: 42550,
      byStatus: { paid: { count: 2, amountCents: 42550 }, pending: none, refunded: none, failed: none },
    });
    const boRefunds = await filtered([{ key: 'user', value: bo }, { key: 'status', value: 'refunded' }]);
    expect(which(boRefunds)).toEqual([3]);
    expect(boRefunds.totals).toMatchObject({ count: 1, amountCents: 9900 });
    const searched = await filtered([{ key: 'company', value: yonder }], { search: 'bo b' });
    expect(which(searched)).toEqual([5]);
    expect(searched.totals).toMatchObject({ count: 1, amountCents: 30000 });
  });

  it('answers 400 for unknown keys and malformed values', async () => {
    const cases: [unknown, RegExp][] = [
      [[{ key: 'amount', value: 1 }], /^filters: unknown key "amount"; the keys are: paidOn, purpose, status, method, user, company, event$/],
      [[{ key: 'purpose', value: 'gift' }], /^filters\.purpose: must be one of membership-dues, /],
      [[{ key: 'status', value: ['paid', 'lost'] }], /^filters\.status: must be one of pending, paid, refunded, failed/],
      [[{ key: 'method', value: 'bitcoin' }], /^filters\.method: must be one of card, check, ach, cash/],
      [[{ key: 'paidOn', value: 'soon' }], /^filters\.paidOn: must be "from,to" dates/],
      [[{ key: 'paidOn', value: '2024-03-01,2024-02-01' }], /^filters\.paidOn: the "from" date must not be after the "to" date/],
      [[{ key: 'user', value: 'ada' }], /^filters\.user: must be an id/],
    ];
    for (const [filters, message] of cases) {
      const res = await call('GET', '/payments', { token: admin, query: { filters: JSON.stringify(filters) } });
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(res.json().status.message).toMatch(message);
    }
    const badSort = await call('GET', '/payments', { token: admin, query: { sortKey: 'colour' } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().status.message).toBe('sortKey: must be one of: paidOn, createdAt, amountCents, purpose, method, status, payerName');
    const badDownload = await call('GET', '/payments', { token: admin, query: { download: 'pdf' } });
    expect(badDownload.json().status.message).toBe('download: must be csv');
  });

  it('sorts by every key, both ways', async () => {
    const sorted = async (sortKey: string, sortOrder: string) => which(await list({ sortKey, sortOrder }));
    expect(await sorted('amountCents', '1')).toEqual([4, 3, 1, 5, 0, 2]);
    expect(await sorted('amountCents', '-1')).toEqual([2, 0, 5, 1, 3, 4]);
    expect(await sorted('payerName', '1')).toEqual([0, 1, 3, 5, 2, 4]);
    expect(await sorted('purpose', '1')).toEqual([3, 1, 0, 5, 4, 2]);
    expect(await sorted('method', '1')).toEqual([2, 5, 0, 3, 4, 1]);
    expect(await sorted('status', '1')).toEqual([4, 0, 1, 5, 2, 3]);
    expect(await sorted('createdAt', '1')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await sorted('createdAt', '-1')).toEqual([5, 4, 3, 2, 1, 0]);
    expect(await sorted('paidOn', '1')).toEqual([0, 1, 2, 3, 4, 5]);
    // A sortKey without sortOrder sorts ascending.
    expect(which(await list({ sortKey: 'amountCents' }))).toEqual([4, 3, 1, 5, 0, 2]);
  });

  it('needs a token (401) and the Payment view permission (403)', async () => {
    expect((await call('GET', '/payments')).statusCode).toBe(401);
    const denied = await call('GET', '/payments', { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View Payment!" }, body: {} });
    const seen = await call('GET', '/payments', { token: viewer });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().body.total).toBe(6);
  });
});

describe('GET /api/v1/admin/payments?download=csv', () => {
  const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const HEADER = 'Date,Payer,Email,Company,Purpose,Amount (USD),Method,Status,Reference,Event,Note';

  it('streams the whole filtered list as payments_YYYYMMDD.csv', async () => {
    const res = await call('GET', '/payments', { token: admin, query: { download: 'csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payments_${stamp}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(csvRows(res.body)).toEqual([
      HEADER,
      '2024-04-15,Bo Buyer,bo@example.com,Yonder Commercial,membership-dues,300.00,ach,paid,INV-2024-77,,',
      `2024-03-31,Yonder Commercial,,Yonder Commercial,other,12.34,cash,failed,"'=HYPERLINK(""http://x"")",,'+1 call me`,
      '2024-03-01,Bo Buyer,bo@example.com,,course-access,99.00,card,refunded,ch_3Nx,,',
      '2024-02-10,Xeno Realty,,Xeno Realty,sponsorship,2500.00,ach,pending,091000019876543,,',
      '2024-02-10,Ada Payer,ada@example.com,,event-registration,125.50,check,paid,#4411,Spring Expo,"Check, hand delivered"',
      '2024-01-05,Ada Payer,ada@example.com,Xeno Realty,membership-dues,500.00,card,paid,CH-1001,,',
    ]);
  });

  it('applies the filters, the search and the sort', async () => {
    const csv = async (query: Record<string, string>) => {
      const res = await call('GET', '/payments', { token: admin, query: { download: 'csv', ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return csvRows(res.body);
    };
    const paid = await csv({ filters: JSON.stringify([{ key: 'status', value: 'paid' }]), sortKey: 'amountCents', sortOrder: '1' });
    expect(paid.map((row) => row.split(',')[5])).toEqual(['Amount (USD)', '125.50', '300.00', '500.00']);
    const ada = await csv({ search: 'ada', filters: JSON.stringify([{ key: 'paidOn', value: '2024-02-01,2024-02-29' }]) });
    expect(ada).toHaveLength(2);
    expect(ada[1]).toMatch(/^2024-02-10,Ada Payer,/);
    expect(await csv({ filters: JSON.stringify([{ key: 'user', value: MISSING }]) })).toEqual([HEADER]);
    const bad = await call('GET', '/payments', { token: admin, query: { download: 'csv', filters: JSON.stringify([{ key: 'status', value: 'lost' }]) } });
    expect(bad.statusCode).toBe(400);
  });

  it("is written by PostgreSQL's COPY", async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const res = await call('GET', '/payments', { token: admin, query: { download: 'csv', search: 'ada' } });
      expect(res.statusCode).toBe(200);
      const sent = query.mock.calls.map(([config]) => (typeof config === 'string' ? config : ((config as { text?: string }).text ?? '')));
      expect(sent.filter((text) => /^COPY \(SELECT .* TO STDOUT$/s.test(text))).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('needs a token (401) and the Payment view permission (403)', async () => {
    expect((await call('GET', '/payments', { query: { download: 'csv' } })).statusCode).toBe(401);
    const denied = await call('GET', '/payments', { token: staff, query: { download: 'csv' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to View Payment!");
  });
});

describe('GET /api/v1/admin/payments/:id', () => {
  it('answers one payment', async () => {
    const res = await call('GET', `/payments/${p[1]!._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.payment).toEqual(p[1]);
    expect((await call('GET', `/payments/${p[1]!._id}`, { token: viewer })).statusCode).toBe(200);
  });

  it('answers 404, 400, 401 and 403', async () => {
    const missing = await call('GET', `/payments/${MISSING}`, { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: { code: 404, message: PAYMENT_MESSAGES.paymentNotFound }, body: {} });
    const malformed = await call('GET', '/payments/42', { token: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status.message).toBe('id: must be a valid id');
    expect((await call('GET', `/payments/${p[1]!._id}`)).statusCode).toBe(401);
    const denied = await call('GET', `/payments/${p[1]!._id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to View Payment!");
  });
});

describe('POST /api/v1/admin/payments/create', () => {
  const refused = async (payload: object, message: string) => {
    const res = await call('POST', '/payments/create', { token: admin, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: { code: 400, message }, body: {} });
  };

  it("records a payment, its payer named after the user, else the company", async () => {
    expect(p[0]).toMatchObject({ payerName: 'Ada Payer', user: { _id: ada }, company: { _id: xeno } });
    expect(p[2]).toMatchObject({ payerName: 'Xeno Realty', user: null, company: { _id: xeno, name: 'Xeno Realty' } });
    expect(p[5]).toMatchObject({ payerName: 'Bo Buyer', company: { _id: yonder } });
    // Defaults: status paid, empty reference and note; an empty id is no id.
    const plain = await create({ ...base, user: '', company: yonder, event: null });
    expect(plain).toMatchObject({ user: null, event: null, status: 'paid', reference: '', note: '', payerName: 'Yonder Commercial' });
    const stored = await call('GET', `/payments/${plain._id}`, { token: admin });
    expect(stored.json().body.payment).toEqual(plain);
    await call('DELETE', `/payments/${plain._id}`, { token: admin });
  });

  it('refuses card numbers and accepts an ACH trace number', async () => {
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('091000019876543')).toBe(false);
    await refused({ ...base, user: ada, reference: '4111 1111 1111 1111' }, 'reference: Reference must not hold a card number: no card data is stored');
    await refused({ ...base, user: ada, reference: 'Amex 378282246310005' }, 'reference: Reference must not hold a card number: no card data is stored');
    await refused({ ...base, user: ada, note: 'paid with 4242-4242-4242-4242' }, 'note: Note must not hold a card number: no card data is stored');
    // A 15-digit ACH trace number fails the Luhn check: p[2] was recorded with one.
    expect(p[2]!.reference).toBe('091000019876543');
    const trace = await create({ ...base, company: xeno, method: 'ach', reference: 'ACH 091000019876543' });
    expect(trace.reference).toBe('ACH 091000019876543');
    await call('DELETE', `/payments/${trace._id}`, { token: admin });
  });

  it('checks every field', async () => {
    await refused({ ...base }, 'user: Choose who paid: a user or a company');
    await refused({ ...base, user: '', company: null }, 'user: Choose who paid: a user or a company');
    await refused({ ...base, user: 'ada' }, 'user: must be a valid id');
    await refused({ ...base, user: ada, amountCents: 0 }, 'amountCents: Amount must be more than 0');
    await refused({ ...base, user: ada, amountCents: 12.5 }, 'amountCents: Amount must be whole cents');
    await refused({ ...base, user: ada, amountCents: 10_000_001 }, 'amountCents: Amount must be at most $100,000');
    await refused({ ...base, user: ada, amountCents: '1000' }, 'amountCents: Amount is required (in cents)');
    await refused({ ...base, user: ada, purpose: 'gift' }, 'purpose: Purpose is required: one of membership-dues, event-registration, course-access, sponsorship, other');
    await refused({ ...base, user: ada, method: 'bitcoin' }, 'method: Method is required: one of card, check, ach, cash');
    await refused({ ...base, user: ada, status: 'lost' }, 'status: Status is one of pending, paid, refunded, failed');
    await refused({ ...base, user: ada, paidOn: '2024-02-30' }, 'paidOn: Date is required (YYYY-MM-DD)');
    await refused({ ...base, user: ada, paidOn: undefined }, 'paidOn: Date is required (YYYY-MM-DD)');
    await refused({ ...base, user: ada, reference: 'x'.repeat(101) }, 'reference: must be at most 100 characters');
    await refused({ ...base, user: ada, note: 'x'.repeat(2001) }, 'note: must be at most 2000 characters');
  });

  it('answers 400 naming an unknown user, company or event', async () => {
    await refused({ ...base, user: MISSING }, `user: no user with id ${MISSING}.`);
    await refused({ ...base, company: MISSING }, `company: no company with id ${MISSING}.`);
    await refused({ ...base, user: ada, event: MISSING }, `event: no event with id ${MISSING}.`);
    expect((await list()).total).toBe(6);
  });

  it('needs a token (401) and the Payment add permission (403)', async () => {
    const payload = { ...base, user: ada };
    expect((await call('POST', '/payments/create', { payload })).statusCode).toBe(401);
    for (const token of [staff, viewer]) {
      const denied = await call('POST', '/payments/create', { token, payload });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to Add Payment!" }, body: {} });
    }
    expect((await list()).total).toBe(6);
  });
});

describe('PUT /api/v1/admin/payments/update/:id', () => {
  const update = (id: string, payload: object, token = admin) => call('PUT', `/payments/update/${id}`, { token, payload });

  it('rewrites the payment and its payer name', async () => {
    const payment = await create({ ...base, user: ada, reference: 'R-1' });
    const res = await update(payment._id, { ...base, company: yonder, purpose: 'sponsorship', amountCents: 777, status: 'pending', paidOn: '2024-06-01', note: 'moved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(PAYMENT_MESSAGES.paymentUpdated);
    const updated = res.json().body.payment as Payment;
    expect(updated).toMatchObject({
      _id: payment._id,
      user: null,
      company: { _id: yonder, name: 'Yonder Commercial' },
      payerName: 'Yonder Commercial',
      purpose: 'sponsorship',
      amountCents: 777,
      status: 'pending',
      paidOn: '2024-06-01',
      reference: '',
      note: 'moved',
      createdAt: payment.createdAt,
    });
    expect(updated.updatedAt > payment.updatedAt).toBe(true);

    // The payer name is taken from the user as they are now.
    await t.app.db.update(users).set({ name: 'Ada Lovelace-Payer' }).where(eq(users.id, ada));
    const renamed = await update(payment._id, { ...base, user: ada, company: yonder });
    expect(renamed.json().body.payment.payerName).toBe('Ada Lovelace-Payer');
    expect((await list({ search: 'lovelace' })).payments.map((row) => row._id)).toEqual([payment._id]);
    await t.app.db.update(users).set({ name: 'Ada Payer' }).where(eq(users.id, ada));
    await call('DELETE', `/payments/${payment._id}`, { token: admin });
  });

  it('checks the body and the references like create', async () => {
    const res = await update(p[0]!._id, { ...base, user: ada, reference: '4111111111111111' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('reference: Reference must not hold a card number: no card data is stored');
    const unknown = await update(p[0]!._id, { ...base, user: ada, company: MISSING });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status.message).toBe(`company: no company with id ${MISSING}.`);
    const missingPayer = await update(p[0]!._id, { ...base });
    expect(missingPayer.json().status.message).toBe('user: Choose who paid: a user or a company');
    // Unchanged.
    expect((await call('GET', `/payments/${p[0]!._id}`, { token: admin })).json().body.payment).toEqual(p[0]);
  });

  it('answers 404, 400, 401 and 403', async () => {
    const missing = await update(MISSING, { ...base, user: ada });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    expect((await update('42', { ...base, user: ada })).json().status.message).toBe('id: must be a valid id');
    expect((await call('PUT', `/payments/update/${p[0]!._id}`, { payload: { ...base, user: ada } })).statusCode).toBe(401);
    for (const token of [staff, viewer]) {
      const denied = await update(p[0]!._id, { ...base, user: ada }, token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to Edit Payment!" }, body: {} });
    }
  });
});

describe('DELETE /api/v1/admin/payments/:id', () => {
  it('deletes a payment', async () => {
    const payment = await create({ ...base, user: bo });
    const res = await call('DELETE', `/payments/${payment._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: PAYMENT_MESSAGES.paymentDeleted }, body: {} });
    expect((await call('GET', `/payments/${payment._id}`, { token: admin })).statusCode).toBe(404);
    const again = await call('DELETE', `/payments/${payment._id}`, { token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().status.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
  });

  it('keeps the payer name when the paying user is deleted', async () => {
    const [gone] = await t.app.db
      .insert(users)
      .values({ firstName: 'Gil', lastName: 'Gone', name: 'Gil Gone', email: 'gil@example.com' })
      .returning();
    const payment = await create({ ...base, user: gone!.id });
    await t.app.db.delete(users).where(eq(users.id, gone!.id));
    const kept = (await call('GET', `/payments/${payment._id}`, { token: admin })).json().body.payment as Payment;
    expect(kept).toMatchObject({ user: null, payerName: 'Gil Gone' });
    await call('DELETE', `/payments/${payment._id}`, { token: admin });
  });

  it('answers 400, 401 and 403', async () => {
    expect((await call('DELETE', '/payments/42', { token: admin })).json().status.message).toBe('id: must be a valid id');
    expect((await call('DELETE', `/payments/${p[0]!._id}`)).statusCode).toBe(401);
    for (const token of [staff, viewer]) {
      const denied = await call('DELETE', `/payments/${p[0]!._id}`, { token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to Delete Payment!" }, body: {} });
    }
    expect((await list()).total).toBe(6);
  });
});
