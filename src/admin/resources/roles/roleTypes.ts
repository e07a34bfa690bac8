import { ACCESS_FLAGS, MODULES, type AccessFlag, type ModuleName } from '../../../shared/modules';
import { usedFlags } from '../../../shared/roleCeiling';
import type { Role, RoleAccessEntry, RoleBody } from '../../../shared/roles';

/** A role as react-admin holds it: the API's role with `id`. */
export type RoleRecord = Role & { id: string };

/** The access list the form keeps: the API's entries, one per module in the modules' order. */
export type RoleAccess = RoleAccessEntry[];

const isModule = (name: unknown): name is ModuleName => typeof name === 'string' && (MODULES as readonly string[]).includes(name);

/** The matrix neither shows nor sets the flags a module does not use. */
export { usedFlags };

/** An access entry that grants nothing. */
export function emptyAccessEntry(module: ModuleName): RoleAccessEntry {
  return { moduleId: { _id: '', name: module }, create: false, read: false, update: false, delete: false };
}

/**
 * The eight modules in order, each with the entry the role has for it (or one that grants nothing):
 * the matrix always shows every module, whatever the API sent.
 */
export function fullAccess(access: readonly RoleAccessEntry[] | undefined): RoleAccess {
  return MODULES.map((module) => {
    const entry = (access ?? []).find((candidate) => candidate.moduleId?.name === module);
    if (!entry) return emptyAccessEntry(module);
    const flags = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, entry[flag] === true])) as Record<AccessFlag, boolean>;
    return { moduleId: entry.moduleId, ...flags };
  });
}

/** The new role's form values: active, and no access at all. */
export const ROLE_DEFAULTS = { name: '', isActive: true, access: fullAccess([]) };

/** The payload of create and update (`RoleBody`): name, status and one access row per module by name, unused flags false. */
export function roleTransform(data: Record<string, unknown>): RoleBody {
  const entries = Array.isArray(data.access) ? (data.access as RoleAccessEntry[]) : [];
  const access = entries
    .filter((entry) => isModule(entry?.moduleId?.name))
    .map((entry) => {
      const module = entry.moduleId.name as ModuleName;
      // A flag the module does not use goes as false, whatever an older role held.
      const flag = (name: AccessFlag) => usedFlags(module).includes(name) && entry[name] === true;
      return { module, create: flag('create'), read: flag('read'), update: flag('update'), delete: flag('delete') };
    });
  return { name: String(data.name ?? '').trim(), isActive: data.isActive !== false, access };
}
