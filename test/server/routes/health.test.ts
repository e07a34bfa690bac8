import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_CHECK_REUSE_MS } from '../../../src/server/routes/health';
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
