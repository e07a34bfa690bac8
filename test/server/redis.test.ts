import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { tmpDataDir } from '../../src/server/db/embedded';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

/**
 * Two instances sharing a Redis through a proxy this test can cut, to play an outage: the rate
 * limits count across instances (in each instance's memory while Redis is away), readiness follows
 * Redis, and no request fails with a 500 while Redis is away. The Redis is the machine's (127.0.0.1:6379), or a `redis-server` this test starts
 * on a free port when none answers there.
 */
const REDIS = { host: '127.0.0.1', port: 6379 };
let ownRedis: ChildProcess | null = null;

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });

async function ensureRedis(): Promise<void> {
  if (await answersPing(REDIS.port)) return;
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const free = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(free));
    });
  });
  ownRedis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  ownRedis.on('error', () => undefined);
  for (let i = 0; i < 50 && !(await answersPing(port)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!(await answersPing(port))) throw new Error('These tests need Redis: none answers on 127.0.0.1:6379 and `redis-server` could not be started.');
  REDIS.port = port;
}

/** A TCP proxy to Redis that can be cut and restored on the same port. */
function redisProxy() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(REDIS);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  return { open, cut, url: () => `redis://127.0.0.1:${port}` };
}

const proxy = redisProxy();
let a: TestApp;
let b: FastifyInstance;
let bDataDir: string;
const RATE_LIMIT = 4;

beforeAll(async () => {
  await ensureRedis();
  await proxy.open();
  a = await buildTestApp({ redisUrl: proxy.url(), authRateLimit: RATE_LIMIT });
  bDataDir = tmpDataDir('cre-admin-app-b-');
  b = await buildApp({ ...a.config, dataDir: bDataDir, staticDir: `${bDataDir}/no-front-end` }, { logger: false });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await proxy.cut().catch(() => undefined);
  fs.rmSync(bDataDir, { recursive: true, force: true });
  ownRedis?.kill();
});

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health/ready' });
/** A wrong sign-in from `address`, each for another email (so only the rate limit counts them). */
const attempt = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/users/sign-in',
    remoteAddress: address,
    payload: { email: `nobody-${crypto.randomUUID()}@example.com`, password: 'Not-the-password-1' },
  });

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('REDIS_URL', () => {
  it('is checked at start: a URL with the redis scheme', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL must be a URL such as redis://host:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe('rediss://cache.example:6380');
  });

  it('makes both instances count one rate limit, and readiness report Redis', async () => {
    await until(async () => (await ready(a.app)).statusCode === 200 && (await ready(b)).statusCode === 200, 'both instances ready');
    expect((await ready(a.app)).json().body).toEqual({ database: 'up', migrations: 'done', storage: 'up', redis: 'up' });
    const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) statuses.push((await attempt(i % 2 === 0 ? a.app : b, address)).statusCode);
    // Four allowed in the minute across both; the fifth refused, wherever it lands.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('turns readiness off while Redis is away and on when it is back, with no request failing meanwhile', async () => {
    await proxy.cut();
    await until(async () => (await ready(a.app)).statusCode === 503, 'unready');
    const answer = await ready(a.app);
    expect(answer.json().status.message).toBe('Redis is not reachable.');
    // Requests still get their answers, and the limits hold, counted in this instance's memory.
    const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) statuses.push((await attempt(a.app, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await b.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await proxy.open();
    await until(async () => (await ready(a.app)).statusCode === 200, 'ready again');
  }, 40_000);
});
