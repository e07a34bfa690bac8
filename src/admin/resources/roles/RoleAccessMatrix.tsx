import { Alert, Box, Checkbox, type CheckboxProps, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { ACCESS_FLAGS, MODULES, type AccessFlag, type ModuleName } from '../../../shared/modules';
import type { RoleAccessEntry } from '../../../shared/roles';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { MODULE_LABEL_KEYS } from '../../modules';
import { fullAccess, usedFlags, type RoleAccess } from './roleTypes';
import { useRoleLock } from './useRoleLock';

export interface RoleAccessMatrixProps {
  /** The access list as the API gives it; modules it leaves out grant nothing. */
  value: readonly RoleAccessEntry[] | undefined;
  /** Called with the whole new list; absent (or `readOnly`) shows the matrix without editing. */
  onChange?: (access: RoleAccess) => void;
  readOnly?: boolean;
  /** Cells (`module/flag`) that stay as they are: beyond the editor's own access. */
  locked?: ReadonlySet<string>;
  /** The id of the text that says why some cells are disabled. */
  describedBy?: string;
}

const moduleOf = (entry: RoleAccessEntry) => entry.moduleId.name as ModuleName;
/** The flags among `flags` that the entry's module uses: the only ones the select-alls read or set. */
const usedOf = (entry: RoleAccessEntry, flags: readonly AccessFlag[]) => flags.filter((f) => usedFlags(moduleOf(entry)).includes(f));
const all = (entries: readonly RoleAccessEntry[], flags: readonly AccessFlag[]) =>
  entries.every((e) => usedOf(e, flags).every((f) => e[f]));
const some = (entries: readonly RoleAccessEntry[], flags: readonly AccessFlag[]) =>
  entries.some((e) => usedOf(e, flags).some((f) => e[f]));

/**
 * A select-all checkbox. MUI marks a partial state with aria-checked="mixed" only; the native
 * checkbox's own `indeterminate` state is set too, so assistive technology gets one consistent answer.
 */
const SelectAllCheckbox = ({ indeterminate, ...props }: CheckboxProps & { indeterminate: boolean }) => (
  <Checkbox
    size="small"
    indeterminate={indeterminate}
    inputRef={(input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    }}
    {...props}
  />
);

/**
 * The access matrix of a role: a row per module (all of them, in order), a column per action
 * (Create, Read, Update, Delete), and a select-all checkbox for each row and each column. A flag
 * the module does not use (`MODULE_FLAGS`) has a dash, read out as "Not used", instead of a checkbox.
 */
export const RoleAccessMatrix = ({ value, onChange, readOnly = false, locked, describedBy }: RoleAccessMatrixProps) => {
  const translate = useTranslate();
  const access = fullAccess(value);
  const disabled = readOnly || !onChange;
  const moduleLabel = (module: ModuleName) => translate(MODULE_LABEL_KEYS[module]);
  const flagLabel = (flag: AccessFlag) => translate(`app.roles.access.${flag}`);
  const isLocked = (module: ModuleName, flag: AccessFlag) => locked?.has(`${module}/${flag}`) === true;
  const open = (entry: RoleAccessEntry, flags: readonly AccessFlag[]) => usedOf(entry, flags).filter((f) => !isLocked(moduleOf(entry), f));
  /** A select-all is disabled when every cell it would set is locked. */
  const noneOpen = (entries: readonly RoleAccessEntry[], flags: readonly AccessFlag[]) => entries.every((e) => open(e, flags).length === 0);

  const set = (modules: readonly ModuleName[], flags: readonly AccessFlag[], checked: boolean) =>
    onChange?.(
      access.map((entry) =>
        modules.includes(moduleOf(entry))
          ? { ...entry, ...Object.fromEntries(open(entry, flags).map((flag) => [flag, checked])) }
          : entry,
      ),
    );

  return (
    // Positioned, so that the "Not used" texts (visually hidden, absolutely placed) scroll with the
    // table instead of widening the page on a phone.
    <Box sx={{ overflowX: 'auto', width: '100%', position: 'relative' }}>
      <Table size="small" aria-label={translate('app.roles.access.title')} sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.roles.access.module')}</TableCell>
            <TableCell align="center">{translate('app.roles.access.all')}</TableCell>
            {ACCESS_FLAGS.map((flag) => (
              <TableCell key={flag} align="center">
                {flagLabel(flag)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>
              <Typography variant="caption">{translate('app.roles.access.allModules')}</Typography>
            </TableCell>
            {ACCESS_FLAGS.map((flag) => (
              <TableCell key={flag} align="center">
                <SelectAllCheckbox
                  checked={all(access, [flag])}
                  indeterminate={!all(access, [flag]) && some(access, [flag])}
                  disabled={disabled || noneOpen(access, [flag])}
                  onChange={(event) => set(MODULES, [flag], event.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('app.roles.access.selectColumn', { action: flagLabel(flag) }) } }}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {access.map((entry) => {
            const module = moduleOf(entry);
            const label = moduleLabel(module);
            return (
              <TableRow key={module}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="center">
                  <SelectAllCheckbox
                    checked={all([entry], ACCESS_FLAGS)}
                    indeterminate={!all([entry], ACCESS_FLAGS) && some([entry], ACCESS_FLAGS)}
                    disabled={disabled || noneOpen([entry], ACCESS_FLAGS)}
                    onChange={(event) => set([module], ACCESS_FLAGS, event.target.checked)}
                    slotProps={{ input: { 'aria-label': translate('app.roles.access.selectRow', { module: label }) } }}
                  />
                </TableCell>
                {ACCESS_FLAGS.map((flag) => (
                  <TableCell key={flag} align="center">
                    {usedFlags(module).includes(flag) && isLocked(module, flag) && !disabled ? (
                      // A disabled control takes no pointer events: the tooltip sits on its wrapper.
                      <Tooltip title={translate('app.roles.ceiling.beyond', { module: label, action: flagLabel(flag) })}>
                        <span>
                          <Checkbox
                            size="small"
                            checked={entry[flag]}
                            disabled
                            slotProps={{ input: { 'aria-label': `${label}: ${flagLabel(flag)}`, 'aria-describedby': describedBy } }}
                          />
                        </span>
                      </Tooltip>
                    ) : usedFlags(module).includes(flag) ? (
                      <Checkbox
                        size="small"
                        checked={entry[flag]}
                        disabled={disabled}
                        onChange={(event) => set([module], [flag], event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${label}: ${flagLabel(flag)}`, 'aria-describedby': disabled ? describedBy : undefined } }}
                      />
                    ) : (
                      <Typography component="span" color="text.disabled">
                        <span aria-hidden="true">—</span>
                        <VisuallyHidden>{translate('app.roles.access.notUsed')}</VisuallyHidden>
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * The matrix as a form input on `access`: the form keeps the API's list. Cells beyond the editor's
 * own access are disabled, and the whole matrix when the role is theirs or above them, with the
 * reason said above it (useRoleLock).
 */
export const RoleAccessInput = () => {
  const translate = useTranslate();
  const noteId = useId();
  const { field } = useInput<RoleAccess>({ source: 'access', defaultValue: fullAccess([]) });
  const lock = useRoleLock();
  const moduleLabel = (module: ModuleName) => translate(MODULE_LABEL_KEYS[module]);
  const note = lock.whole
    ? lock.whole.reason === 'held'
      ? translate('app.roles.ceiling.held')
      : translate('app.roles.ceiling.above', {
          module: moduleLabel(lock.whole.cell.module),
          action: translate(`app.roles.access.${lock.whole.cell.flag}`),
        })
    : lock.cells.size > 0
      ? translate('app.roles.ceiling.note')
      : undefined;
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.roles.access.title')}
      </Typography>
      {note && (
        <Alert severity="info" id={noteId} sx={{ mb: 1, maxWidth: 720 }}>
          {note}
        </Alert>
      )}
      <RoleAccessMatrix
        value={field.value}
        onChange={lock.whole ? undefined : (access) => field.onChange(access)}
        locked={lock.cells}
        describedBy={note ? noteId : undefined}
      />
    </Box>
  );
};
