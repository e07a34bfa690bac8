import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The Active Status filter's choice. */
export type ActiveChoice = 'all' | 'active' | 'inactive';

/** The choice for an applied `isActive` filter value (a boolean, or 'true'/'false' from a URL). */
export function activeChoiceOf(value: unknown): ActiveChoice {
  if (value === true || value === 'true') return 'active';
  if (value === false || value === 'false') return 'inactive';
  return 'all';
}

/** The `isActive` filter value of a choice; undefined restricts nothing. */
export function activeFilterValue(choice: ActiveChoice): boolean | undefined {
  return choice === 'all' ? undefined : choice === 'active';
}

/** A one-or-many filter value (a list, or one value) as a list of the allowed values. */
export function listOf<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : String(value).split(',');
  return values.filter((item): item is T => (allowed as readonly string[]).includes(item));
}

/** The Active Status select of a Filters panel: All, Active, Inactive. */
export const ActiveFilterSelect = ({ label, value, onChange }: { label: string; value: ActiveChoice; onChange: (value: ActiveChoice) => void }) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" fullWidth label={label} value={value} onChange={(event) => onChange(event.target.value as ActiveChoice)}>
      <MenuItem value="all">{translate('app.list.all')}</MenuItem>
      <MenuItem value="active">{translate('app.status.active')}</MenuItem>
      <MenuItem value="inactive">{translate('app.status.inactive')}</MenuItem>
    </TextField>
  );
};

/** A select of several values with check boxes (Delivery, Status, Purpose …); names are i18n keys. */
export const MultiChoiceSelect = <T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: readonly T[];
  choices: readonly { id: T; name: string }[];
  onChange: (value: T[]) => void;
}) => {
  const translate = useTranslate();
  const nameOf = (id: string) => translate(choices.find((choice) => choice.id === id)?.name ?? id);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const list = Array.isArray(raw) ? raw : String(raw).split(',');
        onChange(choices.map((choice) => choice.id).filter((id) => list.includes(id)));
      }}
      slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(nameOf).join(', ') } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          <Checkbox size="small" checked={value.includes(choice.id)} tabIndex={-1} disableRipple />
          <ListItemText primary={translate(choice.name)} />
        </MenuItem>
      ))}
    </TextField>
  );
};
