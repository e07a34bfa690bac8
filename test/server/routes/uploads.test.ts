import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(() => t.close());

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----cre-admin-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\n${type}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageData"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, filename: string, type: string, auth = true) => {
  const { payload, headers } = multipart(file, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/utils/image-upload',
    payload,
    headers: { ...headers, ...(auth ? bearer(token) : {}) },
  });
};

describe('POST /api/v1/admin/utils/image-upload', () => {
  it('stores a png and answers a URL the app serves', async () => {
    const res = await upload(PNG, 'my photo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const location: string = res.json().body.imageInfo.Location;
    expect(location).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the type by the bytes, not the name', async () => {
    const gif = await upload(GIF, 'named-wrong.txt', 'text/plain');
    expect(gif.statusCode).toBe(200);
    expect(gif.json().body.imageInfo.Location).toMatch(/\.gif$/);
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ status: { code: 400, message: MESSAGES.imageType }, body: {} });
  });

  it('refuses files over 5 MB and requests without a file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe(MESSAGES.imageTooLarge);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/utils/image-upload',
      payload: { imageData: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().status.message).toBe(MESSAGES.imageType);
  });

  it('needs a token', async () => {
    const res = await upload(PNG, 'a.png', 'image/png', false);
    expect(res.statusCode).toBe(401);
  });
});
