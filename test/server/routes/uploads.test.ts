import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA, uploadQuotaMessage } from '../../../src/server/resources/uploads/queries';
import { MESSAGES } from '../../../src/shared/messages';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { GIF, PNG, uploadImage } from '../../helpers/uploads';
import { TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(() => t.close());

const upload = (file: Buffer, filename: string, type: string, auth = true) => uploadImage(t.app, auth ? token : null, file, filename, type);

describe('POST /api/v1/admin/utils/image-upload', () => {
  it('stores a png and answers a URL the app serves', async () => {
    const res = await upload(PNG, 'my photo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const location: string = res.json().body.imageInfo.Location;
    expect(location).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Written again (without metadata), still the same one pixel.
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1, 1]);
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

describe('what an upload keeps', () => {
  it('drops EXIF (GPS, owner) from a JPEG and keeps the picture', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 58/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().body.imageInfo.Location });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([8, 6]);
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
  });

  it('drops text chunks from a PNG and bytes appended after the image', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff0' } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-text' } } })
      .toBuffer();
    const withTail = Buffer.concat([png, Buffer.from('<script>secret-tail</script>')]);
    const res = await upload(withTail, 'a.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().body.imageInfo.Location });
    expect(served.rawPayload.includes('secret-text')).toBe(false);
    expect(served.rawPayload.includes('secret-tail')).toBe(false);
  });

  it("refuses past the day's quota with a message a person can act on", async () => {
    const db = new pg.Pool({ connectionString: t.dbUrl, max: 1 });
    try {
      const { rows } = await db.query('select id from users where email = $1', [TEST_STAFF.email]);
      await db.query(
        `insert into uploads (user_id, path, bytes) select $1, '/uploads/quota-' || n || '.png', 10 from generate_series(1, $2::int) n`,
        [rows[0].id, UPLOAD_QUOTA.files],
      );
      const res = await upload(PNG, 'one-more.png', 'image/png');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ status: { code: 429, message: uploadQuotaMessage(UPLOAD_QUOTA.files) }, body: {} });
      // Yesterday's uploads no longer count.
      await db.query(`update uploads set created_at = now() - interval '25 hours' where user_id = $1`, [rows[0].id]);
      expect((await upload(PNG, 'tomorrow.png', 'image/png')).statusCode).toBe(200);
    } finally {
      await db.end();
    }
  });
});
