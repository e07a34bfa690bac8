import { eq } from 'drizzle-orm';
import { ProfileBody } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import type { UserBody } from '../../../shared/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../core/errors';
import { fullName, toMe } from '../../core/session';
import { assertOwnUpload } from '../uploads';
import { inTransaction } from '../../core/list';
import { afterEmailChange, uniqueOrConflict } from './queries';

const PROFILE_KEYS = new Set(Object.keys(ProfileBody.shape));

/** The profile panel sends only profile fields for oneself; Edit User sends the whole form. */
export const isProfileOnly = (body: UserBody) => Object.keys(body).every((key) => PROFILE_KEYS.has(key));

/** The email only for those who may edit users: whoever controls it can reset the password. */
export async function updateProfile(db: Database, actor: typeof users.$inferSelect, raw: UserBody, mayChangeEmail: boolean) {
  const parsed = ProfileBody.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  const body = parsed.data;
  const email = body.email?.toLowerCase();
  const emailChanged = Boolean(email && email !== actor.email.toLowerCase());
  if (emailChanged && !mayChangeEmail) throw badRequest('The email address cannot be changed from the profile.');
  if (body.picture && body.picture !== actor.picture) await assertOwnUpload(db, 'picture', body.picture);
  const name = fullName(body.firstName, body.lastName, actor.middleName);
  return inTransaction(db, async (tx) => {
    const [updated] = await uniqueOrConflict(() =>
      tx
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          name,
          ...(emailChanged ? { email } : {}),
          ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber || null } : {}),
          ...(body.picture !== undefined ? { picture: body.picture || null } : {}),
        })
        .where(eq(users.id, actor.id))
        .returning(),
    );
    if (!updated) throw conflict(MESSAGES.stillInUse);
    if (emailChanged) await afterEmailChange(tx, { userId: actor.id, previousEmail: actor.email, newEmail: updated.email, changedBy: actor.id });
    return toMe(updated);
  });
}
