import { z } from './zod';
import { maxCharactersMessage, type FieldLimits } from './fields';
import { MODULES } from './modules';

const flag = z.boolean({ error: 'must be true or false' }).default(false);

/** A module left out grants nothing, so a new module is closed until someone opens it. */
export const RoleAccessInput = z.object({
  module: z.enum(MODULES, { error: `must be one of: ${MODULES.join(', ')}` }),
  create: flag,
  read: flag,
  update: flag,
  delete: flag,
});
export type RoleAccessInput = z.infer<typeof RoleAccessInput>;

export const ROLE_LIMITS = { name: 100 } as const satisfies FieldLimits;

export const RoleBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .max(ROLE_LIMITS.name, maxCharactersMessage(ROLE_LIMITS.name))
    .min(1, 'Name is required'),
  isActive: z.boolean({ error: 'must be true or false' }).default(true),
  access: z
    .array(RoleAccessInput)
    .max(MODULES.length * 2)
    .default([])
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, i) => {
        if (seen.has(entry.module)) {
          ctx.addIssue({ code: 'custom', path: [i, 'module'], message: `${entry.module} appears more than once` });
        }
        seen.add(entry.module);
      });
    }),
});
export type RoleBody = z.infer<typeof RoleBody>;

/** `name` sorts by the lower-case name. */
export const ROLE_SORT_KEYS = ['createdAt', 'name', 'nameInLower', 'isActive'] as const;

export interface RoleAccessEntry {
  moduleId: { _id: string; name: string };
  create: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
}

/** One access entry per module, so the screen's matrix is always whole. */
export interface Role {
  _id: string;
  name: string;
  nameInLower: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  access: RoleAccessEntry[];
}
