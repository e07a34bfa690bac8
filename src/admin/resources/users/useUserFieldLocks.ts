import { useGetIdentity, useRecordContext } from 'react-admin';
import { accountRefusal, userFieldLocks, type AuthorityTarget, type PowerField, type RefusalReason } from '../../../shared/userAuthority';
import { usePermissionSubject } from '../../layout/usePermissionSubject';
import type { UserRecord } from './userTypes';

/** The catalogue key of the hint that says why a field is read-only. */
export const lockHint = (reason: RefusalReason | undefined) => (reason ? `app.security.locks.${reason}` : undefined);

export type UserFieldLocks = Record<PowerField | 'staffChoice', RefusalReason | undefined> & {
  /** The edited user is the signed-in one. */
  self: boolean;
};

/**
 * Which of the user's power fields the signed-in person may not change, and why: the same table
 * the server enforces (src/shared/userAuthority.ts), read for the record being edited (none on
 * create). A courtesy: the server refuses whatever this lets through.
 */
export function useUserFieldLocks(): UserFieldLocks {
  const record = useRecordContext<UserRecord>();
  const { subject } = usePermissionSubject();
  const { identity } = useGetIdentity();
  const actorId = identity?.id === undefined ? '' : String(identity.id);
  const target: AuthorityTarget | null = record?.id
    ? {
        id: String(record.id),
        role: record.role ?? 'member',
        email: record.email ?? '',
        isActive: record.isActive !== false,
        roleIds: (record.roles ?? []).map((r) => r._id),
      }
    : null;
  return { ...userFieldLocks({ ...subject, id: actorId }, target), self: target !== null && target.id === actorId };
}

/**
 * Why the signed-in person may not change this user's status or delete them (a catalogue key), or
 * undefined: not oneself, a super administrator only by one, a Staff user only by a role editor.
 * The same rule the server enforces; the screens disable the switch or button and say why.
 */
export function useAccountLock(record: Pick<UserRecord, 'id' | 'role'> | undefined): string | undefined {
  const { subject } = usePermissionSubject();
  const { identity } = useGetIdentity();
  if (!record) return undefined;
  if (identity?.id !== undefined && String(identity.id) === String(record.id)) return 'app.security.locks.ownAccount';
  return lockHint(accountRefusal(subject, { role: record.role ?? 'member' }));
}
