import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/testDatabase';
import { readArchive, writeArchive } from '../../src/server/backup/archive';
import { loadConfig } from '../../src/server/config';
import { HEALTH_CHECK_REUSE_MS } from '../../src/server/core/health';
import { UPLOAD_CACHE_CONTROL } from '../../src/server/storage/storage';
import { MESSAGES } from '../../src/shared/messages';
import { buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_STAFF } from '../helpers/constants';
import { startTestS3, type TestS3 } from '../helpers/s3';
import { PNG, uploadImage } from '../helpers/uploads';

/**
 * The uploads' storage: the data folder (the default) or an S3-compatible bucket (S3_URL or S3_*),
 * the bucket here from an S3 stand-in. Both drivers serve the same bytes with the same headers.
 */
let s3: TestS3;
const pools: pg.Pool[] = [];
const pool = (url: string) => {
  const made = new pg.Pool({ connectionString: url, max: 1 });
  pools.push(made);
  return made;
};
let local: TestApp;
let bucket: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  local = await buildTestApp();
  bucket = await buildTestApp({ s3: s3.config });
});
afterAll(async () => {
  await Promise.all(pools.map((made) => made.end()));
  await bucket?.close();
  await local?.close();
  await s3?.close();
});

describe('S3 configuration', () => {
  it('reads one S3_URL: endpoint, credentials, bucket and region', () => {
    expect(loadConfig({ S3_URL: 'https://AK%2Fid:se%40cret@minio.internal:9000/cre-uploads?region=eu-west-3' }).s3).toEqual({
      endpoint: 'https://minio.internal:9000',
      bucket: 'cre-uploads',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AK/id', secretAccessKey: 'se@cret' },
    });
    expect(loadConfig({ S3_BUCKET: 'cre-uploads', S3_REGION: 'eu-west-1' }).s3).toEqual({ bucket: 'cre-uploads', region: 'eu-west-1' });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('refuses a bad value with a line a person can act on', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ S3_URL: 'https://minio:9000/cre-uploads', S3_BUCKET: 'other' })).toContain('set either S3_URL or S3_BUCKET, not both');
    expect(refused({ S3_URL: 'minio:9000' })).toContain('S3_URL must look like https://ACCESS_KEY:SECRET@host[:port]/bucket?region=eu-west-1');
    expect(refused({ S3_URL: 'https://minio:9000/' })).toContain('"" is not a bucket name');
    expect(refused({ S3_URL: 'https://key@minio:9000/cre-uploads' })).toContain('give both the access key and the secret');
    expect(refused({ S3_ENDPOINT: 'http://minio:9000' })).toContain('S3_BUCKET: required when S3_ENDPOINT is set');
    expect(refused({ S3_BUCKET: 'Uploads_2026' })).toContain('S3_BUCKET: "Uploads_2026" is not a bucket name');
    expect(refused({ S3_BUCKET: 'cre-uploads', S3_ENDPOINT: 'ftp://minio' })).toContain('S3_ENDPOINT: must start with http:// or https://');
    expect(refused({ S3_BUCKET: 'cre-uploads', S3_ACCESS_KEY_ID: 'key' })).toContain('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither');
    expect(refused({ S3_BUCKET: 'cre-uploads', S3_REGION: 'EU West' })).toContain('S3_REGION must be a region name');
  });
});

describe.each([
  ['the data folder', () => local],
  ['an S3 bucket', () => bucket],
])('uploads kept in %s', (_where, app) => {
  let location = '';
  let token = '';
  beforeAll(async () => {
    token = await signIn(app().app, TEST_STAFF.email, TEST_STAFF.password);
    const res = await uploadImage(app().app, token, PNG);
    expect(res.statusCode, res.body).toBe(200);
    location = res.json().body.imageInfo.Location;
  });

  it('serves the stored image with long cache headers and its tag', async () => {
    const served = await app().app.inject({ method: 'GET', url: location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    // A browser that holds it is told it has not changed.
    const again = await app().app.inject({ method: 'GET', url: location, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a name never stored, and for anything that is not a stored name', async () => {
    for (const url of ['/uploads/00000000-0000-4000-8000-000000000000.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/.partial.png']) {
      const res = await app().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status.message).toBe('This file does not exist.');
    }
  });

  it('is ready while the storage answers', async () => {
    const ready = await app().app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().body.storage).toBe('up');
  });
});

describe('the S3 driver', () => {
  it('keeps the files in the bucket, not in the data folder', async () => {
    const names: string[] = [];
    for await (const name of bucket.app.storage.list()) names.push(name);
    expect(names.length).toBeGreaterThan(0);
    const folder = path.join(bucket.config.dataDir, 'uploads');
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it('answers 503, never 500, while the bucket is away, and readiness says so', async () => {
    const token = await signIn(bucket.app, TEST_STAFF.email, TEST_STAFF.password);
    const names: string[] = [];
    for await (const name of bucket.app.storage.list()) names.push(name);
    const recorded = async () => (await bucket.app.db.execute(sql`select count(*)::int as n from uploads`)).rows[0]!.n;
    const before = await recorded();
    await s3.stop();
    try {
      // Past the reuse of the last successful check.
      await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_REUSE_MS + 50));
      const ready = await bucket.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status.message).toBe("The uploads' storage is not reachable.");
      const upload = await uploadImage(bucket.app, token, PNG);
      expect(upload.statusCode).toBe(503);
      expect(upload.json().status.message).toBe(MESSAGES.storageUnavailable);
      const served = await bucket.app.inject({ method: 'GET', url: `/uploads/${names[0]}` });
      expect(served.statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    const ready = await bucket.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect((await bucket.app.inject({ method: 'GET', url: `/uploads/${names[0]}` })).statusCode).toBe(200);
    // The refused upload left no record behind (it does not count against the day's quota).
    expect(await recorded()).toBe(before);
  });
});

describe('the backup of a bucket', () => {
  it('holds every stored file with its bytes, and a restore refuses a bucket that already holds files', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-s3-backup-'));
    const archive = path.join(work, 'backup.tar.gz');
    const client = await pool(bucket.dbUrl).connect();
    try {
      const manifest = await writeArchive(client, bucket.app.storage, archive);
      const names: string[] = [];
      for await (const name of bucket.app.storage.list()) names.push(name);
      expect(manifest.uploads).toBe(names.length);
      await tar.extract({ file: archive, cwd: work });
      for (const name of names) {
        const stored = await bucket.app.storage.get(name);
        if (stored === null || stored === 'not-modified') throw new Error(`${name} is not stored`);
        expect(fs.readFileSync(path.join(work, 'uploads', name)).equals(Buffer.concat(await stored.body.toArray())), name).toBe(true);
      }
      // Into an empty database, but the bucket still holds the files.
      const name = `cre_t_empty_${crypto.randomBytes(4).toString('hex')}`;
      await createDatabase(inject('dbAdminUrl'), name);
      const empty = await openDatabase({ databaseUrl: databaseUrl(inject('dbAdminUrl'), name), dataDir: work, statementTimeoutMs: 0 });
      const emptyClient = await empty.pool.connect();
      try {
        await migrateDatabase(empty.db);
        await expect(readArchive(emptyClient, bucket.app.storage, archive)).rejects.toThrow(`The uploads' storage (${bucket.app.storage.description}) is not empty: it holds ${names[0]}.`);
      } finally {
        emptyClient.release();
        await empty.close();
        await dropDatabase(inject('dbAdminUrl'), name);
      }
    } finally {
      client.release();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
