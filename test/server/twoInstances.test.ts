import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { tmpDataDir } from '../../src/server/db/embedded';
import { addStaffUser, buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../helpers/constants';
import { startTestS3, type TestS3 } from '../helpers/s3';
import { uploadImage } from '../helpers/uploads';

/**
 * Two app instances on one database and one S3 bucket, as behind a load balancer (docs/DEPLOY.md):
 * what one does, the other sees. Instance B has a data folder of its own, as on another machine.
 * (Redis, shared too, has its own test: redis.test.ts.)
 */
let s3: TestS3;
let a: TestApp;
let b: FastifyInstance;
let bDataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  a = await buildTestApp({ s3: s3.config });
  bDataDir = tmpDataDir('cre-admin-app-b-');
  b = await buildApp({ ...a.config, dataDir: bDataDir, staticDir: `${bDataDir}/no-front-end` }, { logger: false });
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
  await s3.close();
  fs.rmSync(bDataDir, { recursive: true, force: true });
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/admin/users/me', headers: { authorization: `Bearer ${token}` } });
const wrongSignIn = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email, password: 'Not-the-password-1' } });

describe('two instances on one database', () => {
  it('take each other’s sign-ins, and a sign-out on one is refused on the other at once', async () => {
    const token = await signIn(a.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await me(b, token)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-out', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
  });

  it('throttle wrong passwords spread over both as if they came to one', async () => {
    await addStaffUser(a.dbUrl, { email: 'throttled-one@example.com' });
    await addStaffUser(a.dbUrl, { email: 'throttled-two@example.com', roleName: 'Second Role' });
    const onOne: number[] = [];
    for (let i = 0; i < 10; i++) onOne.push((await wrongSignIn(a.app, 'throttled-one@example.com')).statusCode);
    const spread: number[] = [];
    for (let i = 0; i < 10; i++) spread.push((await wrongSignIn(i % 2 === 0 ? a.app : b, 'throttled-two@example.com')).statusCode);
    expect(onOne).toContain(429);
    expect(spread).toEqual(onOne);
  });

  it('serve an image uploaded through the other, byte for byte and with the same headers', async () => {
    const token = await signIn(a.app, TEST_STAFF.email, TEST_STAFF.password);
    const image = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#2a6' } }).png().toBuffer();
    const uploaded = await uploadImage(a.app, token, image);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const location: string = uploaded.json().body.imageInfo.Location;
    const [fromA, fromB] = await Promise.all([a.app.inject({ method: 'GET', url: location }), b.inject({ method: 'GET', url: location })]);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    for (const header of ['content-type', 'content-length', 'cache-control', 'etag']) expect(fromB.headers[header], header).toBe(fromA.headers[header]);
  });

  it('send a password-reset mail exactly once, whichever instance drains the outbox', async () => {
    const outbox = (dir: string) => path.join(dir, 'outbox');
    const count = (dir: string) => (fs.existsSync(outbox(dir)) ? fs.readdirSync(outbox(dir)).length : 0);
    const before = count(a.config.dataDir) + count(bDataDir);
    const asked = await a.app.inject({ method: 'POST', url: '/api/v1/admin/users/forgot-password', payload: { email: TEST_STAFF.email } });
    expect(asked.statusCode).toBe(200);
    // Both workers at the same moment, twice over.
    await Promise.all([a.app.mailOutbox.drain(), b.mailOutbox.drain(), a.app.mailOutbox.drain(), b.mailOutbox.drain()]);
    expect(count(a.config.dataDir) + count(bDataDir) - before).toBe(1);
  });
});
