import { eq } from 'drizzle-orm';
import {
  refusalMessage,
  userChangeOf,
  userChangeRefusals,
  type AuthorityActor,
  type AuthorityTarget,
} from '../../../shared/userAuthority';
import type { UserBody } from '../../../shared/users';
import { userRoles, users } from '../../db/schema';
import { forbidden } from '../../core/errors';
import type { Executor } from '../../core/list';
import { rolesByIds } from '../../core/session';

export async function authorityTarget(db: Executor, id: string): Promise<AuthorityTarget | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return undefined;
  const held = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id));
  return { ...row, roleIds: held.map((h) => h.roleId) };
}


/** The 403 names each field and what is missing. `target` is null on create. */
export async function assertUserAuthority(
  db: Executor,
  actor: AuthorityActor,
  target: AuthorityTarget | null,
  body: UserBody,
): Promise<void> {
  const change = userChangeOf(body, target);
  const added = (change.roles ?? []).filter((id) => !target?.roleIds.includes(id));
  const refusals = userChangeRefusals(actor, target, change, await rolesByIds(db, added));
  if (refusals.length) throw forbidden(refusalMessage(refusals));
}
