import crypto from 'node:crypto';
import net from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { TEST_STAFF } from '../../helpers/constants';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcpProxy';

/**
 * Redis stops answering (a paused proxy in front of the machine's Redis on 127.0.0.1:6379:
 * connections stay open, nothing comes back, as with `kill -STOP`). Sign-in and forgot-password
 * answer within REDIS_COMMAND_TIMEOUT_MS and a little, and their rate limits go on counting, in the
 * instance's memory.
 */
const REDIS = { host: '127.0.0.1', port: 6379 };
const COMMAND_TIMEOUT_MS = 300;
const PROMPT_MS = 1_500;
const RATE_LIMIT = 3;

let proxy: TcpProxy;
let t: TestApp;

const answersPing = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(REDIS);
    const answer = (up: boolean) => {
      resolve(up);
      socket.destroy();
    };
    socket.setTimeout(1000, () => answer(false));
    socket.on('error', () => answer(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => answer(data.toString().startsWith('+PONG')));
  });

beforeAll(async () => {
  if (!(await answersPing())) throw new Error('These tests need Redis on 127.0.0.1:6379.');
  proxy = await startTcpProxy(REDIS);
  t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}`, redisCommandTimeoutMs: COMMAND_TIMEOUT_MS, authRateLimit: RATE_LIMIT });
  for (const deadline = Date.now() + 5_000; t.app.redis?.status !== 'ready'; ) {
    if (Date.now() > deadline) throw new Error('Redis never became ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterEach(() => proxy.release());
afterAll(async () => {
  await t?.close();
  await proxy?.close();
});

const address = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const signInFrom = (remoteAddress: string, password = TEST_STAFF.password) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', remoteAddress, payload: { email: TEST_STAFF.email, password } });
const forgotFrom = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/users/forgot-password', remoteAddress, payload: { email: 'nobody@example.com' } });

/** The answer, and how long it took; a failure when none comes within PROMPT_MS. */
async function timed(request: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${PROMPT_MS} ms`)), PROMPT_MS)));
  try {
    const res = await Promise.race([request(), late]);
    return { res, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

describe('a Redis that does not answer', () => {
  it('holds sign-in and forgot-password no longer than its command timeout', async () => {
    proxy.hold();
    const signedIn = await timed(() => signInFrom(address()));
    expect(signedIn.res.statusCode, signedIn.res.body).toBe(200);
    const forgot = await timed(() => forgotFrom(address()));
    expect(forgot.res.statusCode, forgot.res.body).toBe(200);
    for (const { ms } of [signedIn, forgot]) expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('keeps counting the rate limit, in memory, meanwhile', async () => {
    proxy.hold();
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) statuses.push((await timed(() => signInFrom(from, 'Not-the-password-1'))).res.statusCode);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(401), 429]);
  });

  it('answers at once again when Redis is back', async () => {
    proxy.hold();
    await timed(() => signInFrom(address()));
    proxy.release();
    const { res, ms } = await timed(() => signInFrom(address()));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(COMMAND_TIMEOUT_MS);
  });
});
