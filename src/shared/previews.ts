import { z } from './zod';
import { MODULES } from './modules';
import { RoleAccessInput } from './roles';

/** Short, so a preview left open ends by itself; the real session is untouched. */
export const PREVIEW_MINUTES = 30;

export const PreviewStartBody = z.object({
  roleId: z.uuid({ error: 'must be the id of a role' }).describe('The role to see the back-office as'),
  access: z
    .array(RoleAccessInput)
    .max(MODULES.length)
    .optional()
    .describe("The role's matrix as being edited, not saved yet; the saved one when left out"),
});
export type PreviewStartBody = z.infer<typeof PreviewStartBody>;

export const PREVIEW_MESSAGES = {
  started: 'You now see the back-office as a holder of this role. Nothing you do is saved.',
  ended: 'The preview has ended.',
  readOnly: 'Preview: not saved. A preview shows the back-office as the role sees it and saves nothing; end the preview to make changes.',
  notInPreview: 'There is no preview to end.',
  inPreview: 'End this preview before starting another.',
  roleNotFound: 'This role does not exist.',
  beyond: (cells: string) => `You can only preview what you may do yourself: ${cells}`,
} as const;
