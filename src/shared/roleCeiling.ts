import { ACCESS_FLAGS, MODULE_FLAGS, MODULES, type AccessFlag, type ModuleName } from './modules';
import { can, type PermissionSubject } from './permissions';

/**
 * Nobody but a super administrator makes a role allow what they do not hold, or changes a role
 * they hold: otherwise any role editor could raise themselves (docs/SECURITY.md).
 */

export const FLAG_WORDS: Record<AccessFlag, string> = { create: 'Create', read: 'Read', update: 'Update', delete: 'Delete' };

/** The flags a module's routes use; the others grant nothing, so the ceiling does not weigh them. */
export function usedFlags(module: ModuleName): readonly AccessFlag[] {
  return MODULE_FLAGS[module] ?? ACCESS_FLAGS;
}

export interface MatrixCell {
  module: ModuleName;
  flag: AccessFlag;
}

/** Both shapes: as the role form sends it and as the API answers it. */
export type MatrixRow = ({ module: string } | { moduleId: { name: string } }) & Partial<Record<AccessFlag, boolean>>;

const moduleOf = (row: MatrixRow): string => ('module' in row ? row.module : row.moduleId.name);
const FLAG_ACTIONS = { create: 'add', read: 'view', update: 'edit', delete: 'delete' } as const;

export function holdsCell(actor: PermissionSubject, cell: MatrixCell): boolean {
  return can(actor, cell.module, FLAG_ACTIONS[cell.flag]);
}

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

export const beyondMessage = (cell: MatrixCell) => `${cell.module}: ${FLAG_WORDS[cell.flag]} is beyond your own access.`;

export interface RoleShape {
  isActive: boolean;
  access: readonly MatrixRow[];
}

export const ROLE_CEILING_MESSAGES = {
  held: "You can't change the access or the status of a role you hold: ask another person who may edit roles.",
  heldDelete: "You can't delete a role you hold: ask another person who may edit roles.",
  above: (cell: MatrixCell) => `${beyondMessage(cell)} This role allows it, so only someone who holds it may change or delete the role.`,
} as const;

function sameAccess(a: readonly MatrixRow[], b: readonly MatrixRow[]): boolean {
  const flagsOf = (rows: readonly MatrixRow[]) =>
    MODULES.flatMap((module) => usedFlags(module).map((flag) => rows.some((r) => moduleOf(r) === module && r[flag] === true)));
  const x = flagsOf(a);
  const y = flagsOf(b);
  return x.every((v, i) => v === y[i]);
}

export interface RoleChange {
  /** Active or not: an inactive role can be switched back on. */
  held: boolean;
  /** null when created or restored. */
  current: RoleShape | null;
  /** null when deleted. */
  next: RoleShape | null;
}

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

/** Keyed `module/flag`, so the form disables what the server would refuse. */
export function lockedCells(actor: PermissionSubject): Set<string> {
  const locked = new Set<string>();
  if (actor.role === 'superAdmin') return locked;
  for (const module of MODULES) {
    for (const flag of usedFlags(module)) if (!holdsCell(actor, { module, flag })) locked.add(`${module}/${flag}`);
  }
  return locked;
}
