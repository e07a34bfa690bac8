import { z } from './zod';

/** A record's `updatedAt` as the API answers it. */
export const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const isVersion = (value: string) => VERSION_PATTERN.test(value) && !Number.isNaN(Date.parse(value));

export const VersionConflictSchema = z.object({
  version: z.string().describe('The current version: send it in If-Match to save over it'),
  changedAt: z.string(),
  changedBy: z.string().nullable().describe('Who wrote the current version; null when the history does not say'),
  label: z.string(),
  fields: z.array(z.string()).describe("The fields whose current value differs from the writer's version"),
});
export type VersionConflict = z.infer<typeof VersionConflictSchema>;
