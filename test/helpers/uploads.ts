import type { FastifyInstance } from 'fastify';
import { bearer } from './buildTestApp';

// The smallest valid PNG: a 1x1 transparent pixel.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The multipart body the admin app sends to POST /utils/image-upload. */
export function imageForm(file: Buffer, filename = 'a.png', type = 'image/png') {
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

/** Uploads an image through the API (signed in with `token`, or not). */
export function uploadImage(app: FastifyInstance, token: string | null, file: Buffer, filename?: string, type?: string) {
  const { payload, headers } = imageForm(file, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/utils/image-upload',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}
