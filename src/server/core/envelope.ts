import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';

/** Every answer, success or error, has this shape, so clients read them one way. */
export interface Envelope<T> {
  status: { code: number; message: string };
  body: T;
}

export function envelope<T>(body: T, message: string = MESSAGES.ok, code = 200): Envelope<T> {
  return { status: { code, message }, body };
}

const StatusSchema = z.object({ code: z.number().int(), message: z.string() });

export function envelopeSchema<T extends z.ZodType>(body: T) {
  return z.object({ status: StatusSchema, body });
}

export const ErrorEnvelope = z.object({ status: StatusSchema, body: z.object({}) });

/** The fields a refusal names, each with its message, so a form shows it under the field. */
export const FieldErrors = z.record(z.string(), z.string()).describe('field → message (a name already taken)');

/** A write refused for another record's sake (a unique name), naming the field at fault in body.errors. */
export const FieldConflictEnvelope = z.object({ status: StatusSchema, body: z.object({ errors: FieldErrors.optional() }) });

export const authErrorResponses = {
  400: ErrorEnvelope.describe('Invalid input: the message names the field and the rule'),
  401: ErrorEnvelope.describe('Missing, invalid or expired token'),
  403: ErrorEnvelope.describe("Permission denied: You don't have access to …"),
} as const;
