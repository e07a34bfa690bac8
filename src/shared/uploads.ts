import { z } from 'zod';

const NAME = String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)`;
/** The name the upload route gives a stored image: a random UUID and the image's extension. */
export const UPLOAD_NAME = new RegExp(`^${NAME}$`);
/** The path of an image uploaded to this app (POST /utils/image-upload answers it). */
export const UPLOAD_PATH = new RegExp(String.raw`^/uploads/${NAME}$`);

export const UPLOAD_PATH_MESSAGE = 'must be an image uploaded here (/uploads/…)';

/**
 * A picture or logo field: an image uploaded to this app, or empty ('' or null) for none. Never an
 * address elsewhere (a tracking pixel) or a script URL.
 */
export const UploadPath = z
  .union([z.string().trim().regex(UPLOAD_PATH, UPLOAD_PATH_MESSAGE), z.literal(''), z.null()])
  .transform((v) => v || null);
