import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations; its constructor, run() and close() are used below.
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config';

export interface TestS3 {
  /** The app's S3 configuration for the stand-in's bucket. */
  config: S3Config;
  /** Stops the stand-in (to play an outage); `start` brings it back on the same port and files. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

/**
 * An S3 API stand-in (s3rver) on a free port of 127.0.0.1, files under a temporary folder, with one
 * bucket, as MinIO or AWS would serve it to the app.
 */
export async function startTestS3(bucket = 'cre-admin-uploads'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-s3-'));
  const make = (port: number): S3rverInstance =>
    new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } },
    stop: async () => {
      if (running) await server.close();
      running = false;
    },
    start: async () => {
      server = make(port);
      await server.run();
      running = true;
    },
    close: async () => {
      if (running) await server.close();
      running = false;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
