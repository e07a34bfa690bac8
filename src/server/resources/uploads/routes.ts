import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { assertUploadQuota, recordUpload } from './queries';
import { storageFailed } from '../../plugins/storage';
import { IMAGE_CONTENT_TYPES } from '../../storage/storage';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Larger images (in pixels) are refused: a small file must not unpack into gigabytes. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const IMAGE_TYPES = new Map(Object.entries(IMAGE_CONTENT_TYPES).map(([ext, mime]) => [mime, ext]));

/**
 * Re-encoded, which drops EXIF (a GPS position), XMP and anything appended after the image. JPEG
 * orientation is applied first, so the picture stays the right way up.
 */
async function withoutMetadata(data: Buffer, ext: string): Promise<Buffer> {
  try {
    const image = sharp(data, { animated: ext === 'gif', limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    if (ext === 'jpg') return await image.rotate().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (ext === 'png') return await image.png().toBuffer();
    return await image.gif().toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(MESSAGES.imageTooManyPixels);
    throw badRequest(MESSAGES.imageType);
  }
}

const UPLOAD_ABANDONED = 'The upload was given up before the image was stored.';

function whileConnected(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/** Documentation only: the parts are read below, not validated by Fastify. */
const UploadForm = z.object({
  imageData: z.file().describe(`The image: JPEG, PNG or GIF (judged by its bytes), up to ${IMAGE_MAX_BYTES / 1024 / 1024} MB`),
  fileType: z.string().optional().describe("The file's declared type, such as image/png; sent by the admin app, not relied on"),
});

/** The type is judged by the file's bytes, never its name or declared type. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/utils/image-upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['utils'],
        summary: 'Upload an image (multipart field imageData, plus fileType)',
        consumes: ['multipart/form-data'],
        multipartBody: UploadForm,
        response: {
          200: envelopeSchema(z.object({ imageInfo: z.object({ Location: z.string() }) })),
          400: authErrorResponses[400],
          401: authErrorResponses[401],
          429: ErrorEnvelope.describe("Over the day's upload quota"),
          503: ErrorEnvelope.describe("The uploads' storage (the S3 bucket) does not answer"),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(MESSAGES.imageType);
      const gone = whileConnected(reply);
      let data: Buffer | undefined;
      for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
        if (part.type === 'file' && part.fieldname === 'imageData') {
          data = await part.toBuffer(); // throws when the file is over the limit
        } else if (part.type === 'file') {
          await part.toBuffer();
        }
      }
      if (!data || data.length === 0) throw badRequest(MESSAGES.imageType);
      const detected = await fileTypeFromBuffer(data);
      const ext = detected && IMAGE_TYPES.get(detected.mime);
      if (!ext) throw badRequest(MESSAGES.imageType);
      const clean = await withoutMetadata(data, ext);
      const name = `${crypto.randomUUID()}.${ext}`;
      const userId = request.auth!.user.id;
      // Stored first, so no transaction waits on the storage; whatever is not recorded in the end
      // is removed.
      const forget = () =>
        void app.storage.remove(name).catch((err: unknown) => request.log.warn({ err }, `an unrecorded upload (${name}) could not be removed from the storage`));
      await assertUploadQuota(app.db, userId, clean.length);
      try {
        await app.storage.put(name, clean, IMAGE_CONTENT_TYPES[ext]!, gone);
        if (gone.aborted) throw gone.reason;
      } catch (err) {
        forget();
        if (gone.aborted) throw badRequest(UPLOAD_ABANDONED);
        storageFailed(request.log, app.storage)(err);
      }
      try {
        await recordUpload(app.db, userId, `/uploads/${name}`, clean.length);
      } catch (err) {
        forget();
        throw err;
      }
      return envelope({ imageInfo: { Location: `/uploads/${name}` } }, 'Image uploaded successfully.');
    },
  );
};
