import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_STAFF } from '../../helpers/constants';
import { startTestS3, type TestS3 } from '../../helpers/s3';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcpProxy';
import { imageForm, PNG, uploadImage } from '../../helpers/uploads';

/**
 * The S3 bucket stops answering (a paused proxy in front of the stand-in: connections stay open,
 * nothing comes back). Uploads and image reads answer 503 within S3_TIMEOUT_MS, and an upload that
 * did not end stored and answered (S3 timed out, or its sender went away) leaves nothing recorded
 * and counts nothing against the day's quota.
 */
const S3_TIMEOUT_MS = 400;
/** Well past the timeout, well short of a hang. */
const PROMPT_MS = 2_000;

let s3: TestS3;
let proxy: TcpProxy;
let t: TestApp;
let staff: string;
let stored: string;

beforeAll(async () => {
  s3 = await startTestS3();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.config.endpoint!).port) });
  t = await buildTestApp({ s3: { ...s3.config, endpoint: `http://127.0.0.1:${proxy.port}` }, s3TimeoutMs: S3_TIMEOUT_MS });
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  const first = await uploadImage(t.app, staff, PNG);
  expect(first.statusCode, first.body).toBe(200);
  stored = first.json().body.imageInfo.Location;
});
afterEach(() => proxy.release());
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await s3?.close();
});

/** The staff member's uploads recorded today: what the quota counts. */
const counted = async () =>
  (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from uploads u join users p on p.id = u.user_id where p.email = ${TEST_STAFF.email}`)).rows[0]!.n;
const objects = async () => {
  let n = 0;
  for await (const _ of t.app.storage.list()) n++;
  return n;
};

/** `answer`, or a failure once `ms` have passed without one. */
async function within<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

function expectStorageUnavailable(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ status: { code: 503, message: MESSAGES.storageUnavailable }, body: {} });
}

describe('an S3 bucket that does not answer', () => {
  it('fails an upload with 503 within the timeout, records nothing and counts nothing', async () => {
    const [uploads, files] = [await counted(), await objects()];
    proxy.hold();
    const started = Date.now();
    expectStorageUnavailable(await within(PROMPT_MS, uploadImage(t.app, staff, PNG)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(S3_TIMEOUT_MS);
    // The bucket comes back once the app's given-up connections have closed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.release();
    expect(await counted()).toBe(uploads);
    // Let the clean-up of a possibly stored object run, then nothing new is in the bucket either.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await objects()).toBe(files);
    // And with the bucket back, uploads work again.
    expect((await uploadImage(t.app, staff, PNG)).statusCode).toBe(200);
  });

  it('answers an image read with 503 within the timeout', async () => {
    proxy.hold();
    expectStorageUnavailable(await within(PROMPT_MS, t.app.inject({ method: 'GET', url: stored })));
    proxy.release();
    expect((await t.app.inject({ method: 'GET', url: stored })).statusCode).toBe(200);
  });

  it('records nothing of an upload whose sender went away while the bucket was slow', async () => {
    const [uploads, files] = [await counted(), await objects()];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    proxy.hold();
    const before = proxy.bytesIn();
    const { payload, headers } = imageForm(PNG);
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/admin/utils/image-upload', agent: false, headers: { ...headers, authorization: `Bearer ${staff}` } });
    request.on('error', () => undefined);
    request.end(payload);
    // The image is on its way to the bucket, which holds it; its sender leaves.
    for (const deadline = Date.now() + PROMPT_MS; proxy.bytesIn() === before; ) {
      if (Date.now() > deadline) throw new Error('the upload never reached the bucket');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The bucket answers again, well before the timeout would have given the upload up.
    proxy.release();
    await new Promise((resolve) => setTimeout(resolve, S3_TIMEOUT_MS + 200));
    expect(await counted()).toBe(uploads);
    expect(await objects()).toBe(files);
  });
});
