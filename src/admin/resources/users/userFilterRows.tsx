import { memo, useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormHelperText,
  IconButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslate } from 'react-admin';
import { US_STATES } from '../../../shared/addressValues';
import { FilterRow } from '../../common/FilterRow';
import {
  EMPTY_HOME_ADDRESS,
  HOME_COUNTRY,
  type AddressFilterParts,
  type HomeAddressFilterForm,
  type PickedRecord,
  type Range,
} from './userFilterForm';

/**
 * The rows of the user list's Filters panel, one component per kind of filter. Each is memoised and
 * gets its own value and stable callbacks, so that typing in one field redraws that row only (the
 * panel has some seventy inputs).
 */

/** A group of the panel, with its heading. */
export const FilterSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 1.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

/** A fieldset of inputs that form one filter (a range, an address, picked records). */
const FieldGroup = ({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) => {
  const translate = useTranslate();
  const errorId = useId();
  return (
    <Box component="fieldset" aria-describedby={error ? errorId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap', '& > *': { flex: '1 1 120px' } }}>
        {children}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {translate(error)}
        </FormHelperText>
      )}
    </Box>
  );
};

interface RowProps<N, V> {
  name: N;
  /** i18n key of the label. */
  label: string;
  value: V;
  onChange: (name: N, value: V) => void;
}

/** A text filter: a case-insensitive part of the field. */
export const TextFilterRow = memo(function TextFilterRow<N extends string>({ name, label, value, onChange }: RowProps<N, string>) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <FilterRow label={text} chosen={value !== ''} onRemove={() => onChange(name, '')}>
      <TextField size="small" fullWidth label={text} value={value} onChange={(event) => onChange(name, event.target.value)} />
    </FilterRow>
  );
}) as <N extends string>(props: RowProps<N, string>) => ReactNode;

/** A value-list filter: any of the chosen values, kept in the list's order. */
export const ChoiceFilterRow = memo(function ChoiceFilterRow<N extends string>({
  name,
  label,
  value,
  onChange,
  options,
}: RowProps<N, string[]> & { options: readonly string[] }) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <FilterRow label={text} chosen={value.length > 0} onRemove={() => onChange(name, [])}>
      <TextField
        select
        size="small"
        fullWidth
        label={text}
        value={value}
        onChange={(event) => {
          const raw = event.target.value as unknown;
          const list = Array.isArray(raw) ? raw : String(raw).split(',');
          onChange(name, options.filter((option) => list.includes(option)));
        }}
        slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).join(', ') } }}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            <Checkbox size="small" checked={value.includes(option)} tabIndex={-1} disableRipple />
            <ListItemText primary={option} />
          </MenuItem>
        ))}
      </TextField>
    </FilterRow>
  );
}) as <N extends string>(props: RowProps<N, string[]> & { options: readonly string[] }) => ReactNode;

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
}

/** A single choice whose first option, 'All', restricts nothing. */
export const SelectFilterRow = memo(function SelectFilterRow<N extends string>({
  name,
  label,
  value,
  onChange,
  options,
}: RowProps<N, string> & { options: readonly SelectOption[] }) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <FilterRow label={text} chosen={value !== 'all'} onRemove={() => onChange(name, 'all')}>
      <TextField select size="small" fullWidth label={text} value={value} onChange={(event) => onChange(name, event.target.value)}>
        <MenuItem value="all">{translate('app.users.filters.all')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </FilterRow>
  );
}) as <N extends string>(props: RowProps<N, string> & { options: readonly SelectOption[] }) => ReactNode;

/** A 'from'/'to' range of dates or whole numbers; either side may stay open. */
export const RangeFilterRow = memo(function RangeFilterRow<N extends string>({
  name,
  label,
  value,
  onChange,
  type,
  error,
}: RowProps<N, Range> & { type: 'date' | 'number'; error?: string }) {
  const translate = useTranslate();
  const text = translate(label);
  const input = (side: 'from' | 'to') => (
    <TextField
      type={type}
      size="small"
      label={translate(`app.users.filters.${side}`)}
      value={value[side]}
      error={Boolean(error)}
      onChange={(event) => onChange(name, { ...value, [side]: event.target.value })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput:
          type === 'number'
            ? { min: 0, step: 1, inputMode: 'numeric' }
            : side === 'from'
              ? { max: value.to || undefined }
              : { min: value.from || undefined },
      }}
    />
  );
  return (
    <FilterRow label={text} chosen={value.from !== '' || value.to !== ''} onRemove={() => onChange(name, { from: '', to: '' })}>
      <FieldGroup legend={text} error={error}>
        {input('from')}
        {input('to')}
      </FieldGroup>
    </FilterRow>
  );
}) as <N extends string>(props: RowProps<N, Range> & { type: 'date' | 'number'; error?: string }) => ReactNode;

/** Records picked in a picker dialog (companies, roles, users): each with its own delete icon. */
export const PickedFilterRow = memo(function PickedFilterRow<N extends string>({
  name,
  label,
  value,
  onChange,
  names,
  onChoose,
}: RowProps<N, PickedRecord[]> & { names: Record<string, string>; onChoose: (name: N) => void }) {
  const translate = useTranslate();
  const text = translate(label);
  const nameOf = (record: PickedRecord) => record.name || names[record.id] || translate('app.common.loading');
  return (
    <FilterRow label={text} chosen={value.length > 0} onRemove={() => onChange(name, [])}>
      <FieldGroup legend={text}>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {value.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.users.filters.any')}
            </Typography>
          )}
          {value.map((record) => {
            const removeChoice = translate('app.users.filters.removeChoice', { name: nameOf(record) });
            return (
              <Stack key={record.id} direction="row" sx={{ alignItems: 'center' }}>
                <Chip size="small" label={nameOf(record)} />
                <Tooltip title={removeChoice}>
                  <IconButton
                    size="small"
                    aria-label={removeChoice}
                    onClick={() => onChange(name, value.filter((other) => other.id !== record.id))}
                  >
                    <ClearIcon fontSize="inherit" />
                  </IconButton>
                </Tooltip>
              </Stack>
            );
          })}
          <Button size="small" onClick={() => onChoose(name)} aria-label={translate('app.users.filters.chooseNamed', { filter: text })}>
            {translate('app.users.filters.choose')}
          </Button>
        </Stack>
      </FieldGroup>
    </FilterRow>
  );
}) as <N extends string>(
  props: RowProps<N, PickedRecord[]> & { names: Record<string, string>; onChoose: (name: N) => void },
) => ReactNode;

const StateSelect = ({ label, value, onChange }: { label: string; value: string; onChange: (state: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{translate('app.users.filters.anyState')}</MenuItem>
      {US_STATES.map(([code, stateName]) => (
        <MenuItem key={code} value={code}>
          {`${stateName} (${code})`}
        </MenuItem>
      ))}
    </TextField>
  );
};

const EMPTY_PARTS: AddressFilterParts = { addressLine1: '', city: '', state: '', zipCode: '' };

/** A location address (physical or mailing): address, city, state and ZIP code, each a part. */
export const AddressFilterRow = memo(function AddressFilterRow<N extends string>({ name, label, value, onChange }: RowProps<N, AddressFilterParts>) {
  const translate = useTranslate();
  const text = translate(label);
  const set = (patch: Partial<AddressFilterParts>) => onChange(name, { ...value, ...patch });
  const part = (key: 'addressLine1' | 'city' | 'zipCode', partLabel: string) => (
    <TextField size="small" label={translate(partLabel)} value={value[key]} onChange={(event) => set({ [key]: event.target.value })} />
  );
  return (
    <FilterRow label={text} chosen={Object.values(value).some((v) => v !== '')} onRemove={() => onChange(name, EMPTY_PARTS)}>
      <FieldGroup legend={text}>
        {part('addressLine1', 'app.users.filters.address')}
        {part('city', 'app.address.city')}
        <StateSelect label="app.address.state" value={value.state} onChange={(state) => set({ state })} />
        {part('zipCode', 'app.address.zipCode')}
      </FieldGroup>
    </FilterRow>
  );
}) as <N extends string>(props: RowProps<N, AddressFilterParts>) => ReactNode;

/** The home address: address 1 and 2, city, state (the US states), the fixed country, postal code. */
export const HomeAddressFilterRow = memo(function HomeAddressFilterRow({
  value,
  onChange,
}: {
  value: HomeAddressFilterForm;
  onChange: (value: HomeAddressFilterForm) => void;
}) {
  const translate = useTranslate();
  const field = (name: string) => `resources.users.fields.${name}`;
  const text = translate(field('homeAddress'));
  const set = (patch: Partial<HomeAddressFilterForm>) => onChange({ ...value, ...patch });
  const part = (key: 'address1' | 'address2' | 'city' | 'postalCode') => (
    <TextField size="small" label={translate(field(key))} value={value[key]} onChange={(event) => set({ [key]: event.target.value })} />
  );
  return (
    <FilterRow label={text} chosen={Object.values(value).some((v) => v !== '')} onRemove={() => onChange(EMPTY_HOME_ADDRESS)}>
      <FieldGroup legend={text}>
        {part('address1')}
        {part('address2')}
        {part('city')}
        <StateSelect label={field('state')} value={value.state} onChange={(state) => set({ state })} />
        {/* The country is fixed (spec 000 §2): shown, not chosen. */}
        <TextField size="small" label={translate(field('country'))} value={HOME_COUNTRY} slotProps={{ htmlInput: { readOnly: true } }} />
        {part('postalCode')}
      </FieldGroup>
    </FilterRow>
  );
});
