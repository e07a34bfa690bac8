import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../../src/shared/messages';
import { HEALTH_CHECK_REUSE_MS } from '../../../src/server/core/health';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('checks the database once for concurrent requests and reuses a success for a second', async () => {
    let now = Date.now() + 10 * HEALTH_CHECK_REUSE_MS; // past any earlier check
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const execute = vi.spyOn(t.app.db, 'execute');

    const answers = await Promise.all(Array.from({ length: 8 }, health));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(answers[0]!.json()).toEqual({ status: { code: 200, message: 'OK' }, body: { database: 'up' } });
    expect(execute).toHaveBeenCalledTimes(1);

    now += HEALTH_CHECK_REUSE_MS - 1;
    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(1);
    now += 2;
    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('answers 503 when the database does not answer, and never reuses a failure', async () => {
    let now = Date.now() + 100 * HEALTH_CHECK_REUSE_MS;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const execute = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: { code: 503, message: 'The database is not reachable.' }, body: {} });
    // The next request checks again at once.
    now += 1;
    expect((await health()).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('live answers while the process runs, whatever the database', async () => {
    vi.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: { code: 200, message: 'OK' }, body: { process: 'up' } });
  });

  it('ready checks the database and the migrations, and is unready once the app begins to stop', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000 * HEALTH_CHECK_REUSE_MS);
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: { code: 200, message: 'OK' }, body: { database: 'up', migrations: 'done', storage: 'up' } });

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2000 * HEALTH_CHECK_REUSE_MS);
    vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const down = await get('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json().status.message).toBe('The database is not reachable.');

    t.app.stopping = true;
    try {
      const stopping = await get('/api/health/ready');
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ status: { code: 503, message: 'The app is stopping.' }, body: {} });
      // Liveness stays: the process finishes what is in flight.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.stopping = false;
    }
  });

  it('is unready on a database that lacks migrations of this version', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3000 * HEALTH_CHECK_REUSE_MS);
    const other = await buildTestApp();
    try {
      await other.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const answer = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().status.message).toBe('The database is missing migrations of this version.');
    } finally {
      await other.close();
    }
  });

  it('turns unready when the app is closed (SIGTERM closes it)', async () => {
    const other = await buildTestApp();
    expect(other.app.stopping).toBe(false);
    await other.close();
    expect(other.app.stopping).toBe(true);
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After in the envelope while the event loop lags, but never refuses liveness', async () => {
    const busy = await buildTestApp({ maxEventLoopDelayMs: 1 });
    try {
      // The event loop held for longer than under-pressure's sampling interval (one second).
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        /* busy */
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await busy.app.inject({ method: 'GET', url: '/api/health' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ status: { code: 503, message: MESSAGES.dbUnavailable }, body: {} });
      expect((await busy.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
