import { z } from 'zod';
import { MODULES } from '../../shared/modules';

/** Response shapes shared by several routes. */
export const MeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  picture: z.string().nullable(),
  role: z.string(),
  language: z.string(),
});

export const AccessEntrySchema = z.object({
  moduleId: z.object({ _id: z.string(), name: z.string().describe(`One of: ${MODULES.join(', ')}`) }),
  create: z.boolean(),
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

export const RoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  access: z.array(AccessEntrySchema),
});

export const IdParams = z.object({ id: z.uuid('must be a valid id') });
