import { useRecordContext } from 'react-admin';
import { cellsBeyond, lockedCells, type MatrixCell } from '../../../shared/roleCeiling';
import { usePermissionSubject } from '../../layout/usePermissionSubject';
import type { RoleRecord } from './roleTypes';

export interface RoleLock {
  /** The matrix cells beyond the signed-in person's own access (`module/flag`): disabled. */
  cells: Set<string>;
  /** Why the whole role is out of their hands, if it is: they hold it, or it allows more than they hold. */
  whole?: { reason: 'held' } | { reason: 'above'; cell: MatrixCell };
}

/**
 * The privilege ceiling as the role form shows it (src/shared/roleCeiling.ts): the same rule the
 * server enforces, read for the role being edited (none on create). A courtesy: the server
 * refuses whatever this lets through.
 */
export function useRoleLock(): RoleLock {
  const record = useRecordContext<RoleRecord>();
  const { subject, isPending } = usePermissionSubject();
  // Until the permissions are known nothing is locked: the server refuses what the screen lets through.
  if (isPending) return { cells: new Set() };
  const cells = lockedCells(subject);
  if (!record?.id || subject.role === 'superAdmin') return { cells };
  const above = cellsBeyond(subject, record.access ?? [])[0];
  if (above) return { cells, whole: { reason: 'above', cell: above } };
  if (subject.roles.some((role) => role._id === String(record.id))) return { cells, whole: { reason: 'held' } };
  return { cells };
}
