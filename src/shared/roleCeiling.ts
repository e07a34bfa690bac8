import { ACCESS_FLAGS, MODULE_FLAGS, MODULES, type AccessFlag, type ModuleName } from './modules';
import { can, type PermissionSubject } from './permissions';

/**
 * The privilege ceiling: nobody but a super administrator shapes a role (creates it, changes its
 * matrix or status, restores it, deletes it, grants it) so that it allows something they do not
 * hold themselves, and nobody changes the access or status of a role they hold. The server
 * enforces it on every route that shapes power; the role screen disables what it refuses.
 */

/** The matrix's column words, as the role screen shows them and the refusals name them. */
export const FLAG_WORDS: Record<AccessFlag, string> = { create: 'Create', read: 'Read', update: 'Update', delete: 'Delete' };

/** The flags a module's routes use; the others grant nothing, so the ceiling does not weigh them. */
export function usedFlags(module: ModuleName): readonly AccessFlag[] {
  return MODULE_FLAGS[module] ?? ACCESS_FLAGS;
}

/** One checkbox of the matrix. */
export interface MatrixCell {
  module: ModuleName;
  flag: AccessFlag;
}

/** A matrix row, as the role form sends it (`module`) or the API answers it (`moduleId.name`). */
export type MatrixRow = ({ module: string } | { moduleId: { name: string } }) & Partial<Record<AccessFlag, boolean>>;

const moduleOf = (row: MatrixRow): string => ('module' in row ? row.module : row.moduleId.name);
const FLAG_ACTIONS = { create: 'add', read: 'view', update: 'edit', delete: 'delete' } as const;

/** Whether the actor holds the permission a checkbox gives. */
export function holdsCell(actor: PermissionSubject, cell: MatrixCell): boolean {
  return can(actor, cell.module, FLAG_ACTIONS[cell.flag]);
}

/** The ticked cells of a matrix that the actor does not hold, in the matrix's order. */
export function cellsBeyond(actor: PermissionSubject, access: readonly MatrixRow[]): MatrixCell[] {
  const beyond: MatrixCell[] = [];
  for (const module of MODULES) {
    for (const row of access.filter((r) => moduleOf(r) === module)) {
      for (const flag of usedFlags(module)) {
        if (row[flag] === true && !holdsCell(actor, { module, flag })) beyond.push({ module, flag });
      }
    }
  }
  return beyond;
}

/** "Payment: Delete is beyond your own access." */
export const beyondMessage = (cell: MatrixCell) => `${cell.module}: ${FLAG_WORDS[cell.flag]} is beyond your own access.`;

/** A role's shape as the ceiling weighs it. */
export interface RoleShape {
  isActive: boolean;
  access: readonly MatrixRow[];
}

export const ROLE_CEILING_MESSAGES = {
  held: "You can't change the access or the status of a role you hold: ask another person who may edit roles.",
  heldDelete: "You can't delete a role you hold: ask another person who may edit roles.",
  above: (cell: MatrixCell) => `${beyondMessage(cell)} This role allows it, so only someone who holds it may change or delete the role.`,
} as const;

/** The same access, flag for flag, over the flags that count. */
function sameAccess(a: readonly MatrixRow[], b: readonly MatrixRow[]): boolean {
  const flagsOf = (rows: readonly MatrixRow[]) =>
    MODULES.flatMap((module) => usedFlags(module).map((flag) => rows.some((r) => moduleOf(r) === module && r[flag] === true)));
  const x = flagsOf(a);
  const y = flagsOf(b);
  return x.every((v, i) => v === y[i]);
}

export interface RoleChange {
  /** The actor holds the role (active or not). */
  held: boolean;
  /** The role as stored; null when it is being created or restored. */
  current: RoleShape | null;
  /** The role as it would be; null when it is being deleted. */
  next: RoleShape | null;
}

/** Why the actor may not make this change to a role, or undefined. A super administrator has no ceiling. */
export function roleChangeRefusal(actor: PermissionSubject, change: RoleChange): string | undefined {
  if (actor.role === 'superAdmin') return undefined;
  const { held, current, next } = change;
  const beyond = next ? cellsBeyond(actor, next.access)[0] : undefined;
  if (beyond) return beyondMessage(beyond);
  const above = current ? cellsBeyond(actor, current.access)[0] : undefined;
  if (above) return ROLE_CEILING_MESSAGES.above(above);
  if (held && current && !next) return ROLE_CEILING_MESSAGES.heldDelete;
  if (held && current && next && (current.isActive !== next.isActive || !sameAccess(current.access, next.access))) return ROLE_CEILING_MESSAGES.held;
  return undefined;
}

/** The cells the role form disables for this actor, keyed `module/flag`; empty for a super administrator. */
export function lockedCells(actor: PermissionSubject): Set<string> {
  const locked = new Set<string>();
  if (actor.role === 'superAdmin') return locked;
  for (const module of MODULES) {
    for (const flag of usedFlags(module)) if (!holdsCell(actor, { module, flag })) locked.add(`${module}/${flag}`);
  }
  return locked;
}
