import { z } from 'zod';
import { BooleanParam } from '../../shared/listQuery';
import { MODULES } from '../../shared/modules';

export const StatusQuery = z.object({ isActive: BooleanParam });

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
  updatedAt: z.string().describe("The user record's version: send it in If-Match when saving the profile"),
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

export const ListTotalShape = {
  total: z.number().int().describe('The matching rows; 1000 with totalExact false means more than 1,000'),
  totalExact: z.boolean().describe('false when more rows match than were counted; ask again with exactTotal=true'),
};

export const IdParams = z.object({ id: z.uuid('must be a valid id') });
