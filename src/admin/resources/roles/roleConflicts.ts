import { ACCESS_FLAGS, MODULES, type ModuleName } from '../../../shared/modules';
import { describeValue, type ConflictOptions, type ConflictPart, type ConflictRow, type FormValues } from '../../common/conflictMerge';
import { MODULE_LABEL_KEYS } from '../../modules';
import { fullAccess, usedFlags, type RoleAccess } from './roleTypes';

const accessOf = (values: FormValues) => fullAccess(values.access as RoleAccess | undefined);

/** The flags a module's row grants, in the matrix's order. */
const grantedOf = (values: FormValues, module: ModuleName) => {
  const entry = accessOf(values).find((candidate) => candidate.moduleId.name === module);
  return usedFlags(module).filter((flag) => entry?.[flag] === true);
};

/**
 * The role's access matrix in a conflict: a row per module whose cells differ ('Companies':
 * 'Read, Update' against 'Read'), the module's cells taken whole from one side.
 */
export const roleAccessPart: ConflictPart = {
  field: 'access',
  build: ({ loaded, theirs, yours, fields }, { translate }) => {
    const listed = new Set(fields.filter((name) => name.startsWith('access.')).map((name) => name.slice('access.'.length)));
    const flagNames = (flags: readonly string[]) =>
      flags.length > 0 ? flags.map((flag) => translate(`app.roles.access.${flag}`)).join(', ') : describeValue(null, translate);
    const rows = MODULES.flatMap((module): ConflictRow[] => {
      const [l, t, y] = [loaded, theirs, yours].map((values) => grantedOf(values, module).join());
      const yoursChanged = y !== l;
      const theirsChanged = t !== l;
      if ((!yoursChanged && !listed.has(module)) || (!theirsChanged && t === y)) return [];
      const yourFlags = grantedOf(yours, module);
      return [
        {
          key: `access.${module}`,
          label: translate(MODULE_LABEL_KEYS[module]),
          theirs: flagNames(grantedOf(theirs, module)),
          yours: flagNames(yourFlags),
          canBoth: false,
          yoursChanged,
          theirsChanged,
          same: t === y,
          apply: (values) => ({
            ...values,
            access: accessOf(values).map((entry) =>
              entry.moduleId.name === module ? { ...entry, ...Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, yourFlags.includes(flag)])) } : entry,
            ),
          }),
        },
      ];
    });
    return { rows };
  },
};

export const ROLE_CONFLICTS: ConflictOptions = { parts: [roleAccessPart] };
