import { z } from './zod';

const NAME = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)`;
/** A random UUID, so names never change and never collide. */
export const UPLOAD_NAME = new RegExp(`^${NAME}$`);
export const UPLOAD_PATH = new RegExp(String.raw`^/uploads/${NAME}$`);

export const UPLOAD_PATH_MESSAGE = 'must be an image uploaded here (/uploads/…)';

/** Never an address elsewhere (a tracking pixel) or a script URL. */
export const UploadPath = z
  .union([z.string().trim().regex(UPLOAD_PATH, UPLOAD_PATH_MESSAGE), z.literal(''), z.null()])
  .transform((v) => v || null);
