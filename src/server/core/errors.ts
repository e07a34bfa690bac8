/** An error meant for the client: its message must be one a person can act on. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** For an answer that carries more than its message (a version conflict). */
    public readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A 409 that names the field at fault (a name already taken), for the form to show there. */
export const fieldConflict = (field: string, message: string) => new AppError(409, message, { errors: { [field]: message } });
export const tooManyRequests = (message: string) => new AppError(429, message);

export const INPUT_MESSAGES = {
  pathValueTooLong: (max: number) => `A value in the address is too long (at most ${max} characters).`,
  badUrl: 'The address is not valid (a malformed %-encoding).',
  badRequest: 'The request is not valid.',
  malformedMultipart: 'The upload could not be read (a malformed multipart body).',
  /** PostgreSQL's own words, cut short: they name the type and may quote the value. */
  invalidValue: (detail: string) => `Invalid value: ${detail.length > 200 ? `${detail.slice(0, 200)}…` : detail}`,
} as const;
