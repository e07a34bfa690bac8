import { createContext, memo, useContext, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Chip, FormHelperText, IconButton, Stack, styled, TextField, Tooltip, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import {
  AutocompleteInput,
  DateInput,
  Form,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useGetMany,
  useInput,
  useListContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SubmitBlockedHint } from '../SubmitBlockedHint';
import {
  emptyValueOf,
  fieldError,
  fieldsOf,
  filterValuesOf,
  formValuesOf,
  getPath,
  isChosen,
  isSection,
  isValidForm,
  sameFilters,
  withoutKeys,
  type FilterDescription,
  type FilterField,
  type FormValues,
  type GroupFilter,
  type PickedFilter,
} from './filterDescription';

export interface FilterFormProps {
  /** The filter keys the panel owns; Clear removes them, the search stays. */
  keys: readonly string[];
  /** The id its title takes: the panel's accessible name. */
  titleId: string;
  /** Names of the records picked in this list's panel, by id; kept from one opening to the next. */
  names: Map<string, string>;
  /** Called once the filters are applied or cleared: the panel closes. */
  onDone: () => void;
}

/** The panel of a description, as a resource's filter module exports it (`export default filterPanel(...)`). */
export function filterPanel(description: FilterDescription): ComponentType<FilterFormProps> {
  const Panel = (props: FilterFormProps) => <FilterForm description={description} {...props} />;
  return Panel;
}

/**
 * The Filters panel of any list, drawn from the resource's filter description on react-admin's
 * `<Form>` and inputs. Apply puts its values in the list's filters, Clear removes the panel's
 * filters (the search stays); both are enabled only when the form is valid and asks for something.
 */
export const FilterForm = ({ description, keys, titleId, names, onDone }: FilterFormProps & { description: FilterDescription }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  // The form's starting values: taken once per opening (the panel is mounted while open).
  const [defaultValues] = useState(() => formValuesOf(description, filterValues));
  const apply = (values: FormValues) => {
    if (!canApply(description, filterValues, keys, values)) return;
    setFilters({ ...withoutKeys(filterValues, keys), ...filterValuesOf(description, values) }, undefined, false);
    onDone();
  };
  const clear = () => {
    setFilters(withoutKeys(filterValues, keys), undefined, false);
    onDone();
  };
  const sectioned = description.fields.some(isSection);
  return (
    <PickedNames.Provider value={names}>
      <PanelForm defaultValues={defaultValues} onSubmit={apply} noValidate sx={{ width: `min(${description.width}px, calc(100vw - 24px))` }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
          {translate('app.list.filters')}
        </Typography>
        <Box sx={{ overflowY: 'auto', px: 2, pb: 1, pt: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {description.fields.map((entry) =>
            isSection(entry) ? (
              <FilterSectionBox key={entry.section} title={entry.section}>
                {entry.fields.map((field) => (
                  <FilterFieldRow key={field.source} field={field} />
                ))}
              </FilterSectionBox>
            ) : (
              <FilterFieldRow key={entry.source} field={entry} />
            ),
          )}
        </Box>
        <FormActions
          description={description}
          keys={keys}
          onClear={clear}
          sx={sectioned ? { p: 2, borderTop: 1, borderColor: 'divider' } : { px: 2, pb: 2, pt: 1 }}
        />
      </PanelForm>
    </PickedNames.Provider>
  );
};

const PickedNames = createContext<Map<string, string>>(new Map());

/** The form fills the panel; its fields scroll between the title and the buttons. */
const PanelForm = styled(Form)({ display: 'flex', flexDirection: 'column', minHeight: 0, maxWidth: '100%' });

/** Whether the form's values are valid and ask for something other than nothing. */
function canApply(description: FilterDescription, filterValues: Record<string, unknown>, keys: readonly string[], values: FormValues): boolean {
  if (!isValidForm(description, values)) return false;
  const draft = filterValuesOf(description, values);
  const applied = filterValuesOf(description, formValuesOf(description, filterValues));
  const panelApplied = keys.some((key) => filterValues[key] !== undefined);
  return !sameFilters(draft, applied) || !sameFilters(draft, {}) || panelApplied;
}

const FormActions = ({
  description,
  keys,
  onClear,
  sx,
}: {
  description: FilterDescription;
  keys: readonly string[];
  onClear: () => void;
  sx: object;
}) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const hintId = useId();
  const values = useWatch() as FormValues;
  const enabled = canApply(description, filterValues, keys, values);
  const invalid = fieldsOf(description)
    .filter((field) => fieldError(field, getPath(values, field.source)) !== undefined)
    .map((field) => String(translateLabel({ label: field.label, source: field.source, resource })));
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', ...sx }}>
      <Button onClick={onClear} disabled={!enabled}>
        {translate('app.list.clear')}
      </Button>
      <Button type="submit" variant="contained" disabled={!enabled} aria-describedby={invalid.length > 0 ? hintId : undefined}>
        {translate('app.list.apply')}
      </Button>
      <SubmitBlockedHint id={hintId} fields={invalid} message="app.list.applyBlocked" />
    </Stack>
  );
};

/** A titled group of the panel (the user list's sections), two columns on a wide screen. */
const FilterSectionBox = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, rowGap: 1.5 }}>
        {children}
      </Box>
    </Box>
  );
};

/** The translated label of a field: its own key, or react-admin's `resources.<name>.fields.<source>`. */
function useFieldLabel(field: { source: string; label?: string }): string {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  return String(translateLabel({ label: field.label, source: field.source, resource }));
}

/** One filter with its delete icon, shown once something is chosen. Memoised: typing redraws one row. */
const FilterFieldRow = memo(function FilterFieldRow({ field }: { field: FilterField }) {
  const translate = useTranslate();
  const label = useFieldLabel(field);
  const { setValue } = useFormContext();
  const value = useWatch({ name: field.source }) as unknown;
  const removeLabel = translate('app.list.removeFilter', { filter: label });
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FilterInput field={field} label={label} value={value} />
      </Box>
      <Box sx={{ width: 40, pt: 0.5, flexShrink: 0 }}>
        {isChosen(value) && (
          <Tooltip title={removeLabel}>
            <IconButton
              size="small"
              aria-label={removeLabel}
              onClick={() => setValue(field.source, emptyValueOf(field), { shouldDirty: true })}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Stack>
  );
});

const INPUT = { size: 'small', variant: 'outlined', helperText: false, fullWidth: true, margin: 'none' } as const;

/** The inputs of one filter, by kind. `label` is translated. */
const FilterInput = ({ field, label, value }: { field: FilterField; label: string; value: unknown }) => {
  const translate = useTranslate();
  switch (field.kind) {
    case 'text':
      return <TextInput source={field.source} label={label} {...INPUT} />;
    case 'choices':
      return <SelectArrayInput source={field.source} label={label} choices={field.choices} translateChoice={field.translateChoice ?? true} {...INPUT} />;
    case 'select':
      return (
        <SelectInput
          source={field.source}
          label={label}
          choices={field.choices}
          translateChoice={field.translateChoice ?? true}
          emptyText={field.emptyText ?? 'app.list.all'}
          emptyValue=""
          {...INPUT}
        />
      );
    case 'dateRange':
    case 'numberRange': {
      const Input = field.kind === 'dateRange' ? DateInput : NumberInput;
      const error = fieldError(field, value);
      return (
        <FieldGroup legend={label} error={error}>
          {(['from', 'to'] as const).map((side) => (
            <Input
              key={side}
              source={`${field.source}.${side}`}
              label={`app.list.filter.${side}`}
              {...INPUT}
              {...(field.kind === 'numberRange' ? { min: 0, step: 1 } : {})}
              error={error !== undefined}
            />
          ))}
        </FieldGroup>
      );
    }
    case 'picked':
      return <PickedInput field={field} label={label} />;
    case 'autocomplete':
      return (
        <ReferenceInput source={field.source} reference={field.reference} sort={field.sort} perPage={20}>
          <AutocompleteInput
            label={label}
            optionText={field.optionText}
            filterToQuery={(q: string) => (q ? { q } : {})}
            noOptionsText={field.noOptionsText ? translate(field.noOptionsText) : undefined}
            {...INPUT}
          />
        </ReferenceInput>
      );
    case 'referenceSelect':
      return (
        <ReferenceInput source={field.source} reference={field.reference} sort={field.sort} perPage={field.perPage}>
          <SelectInput label={label} optionText={field.optionText} emptyText="app.list.all" emptyValue="" {...INPUT} />
        </ReferenceInput>
      );
    case 'group':
      return <GroupInputs field={field} label={label} />;
  }
};

/** A fieldset of the inputs that form one filter (a range, an address, picked records). */
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

/** An address: its parts, and its fixed parts (the country) shown read-only. */
const GroupInputs = ({ field, label }: { field: GroupFilter; label: string }) => {
  const translate = useTranslate();
  return (
    <FieldGroup legend={label}>
      {field.parts.map((part) => (
        // A part's label is an i18n key, which react-admin's inputs translate themselves.
        <FilterInput key={part.source} field={{ ...part, source: `${field.source}.${part.source}` }} label={part.label ?? 'app.list.filter.address'} value={undefined} />
      ))}
      {field.fixed?.map((fixed) => (
        <TextField key={fixed.source} size="small" label={translate(fixed.label)} value={fixed.value} slotProps={{ htmlInput: { readOnly: true } }} />
      ))}
    </FieldGroup>
  );
};

const EMPTY_IDS: string[] = [];

/**
 * Records chosen in the field's picker dialog, each shown by name with its own delete icon. Names
 * of records picked here are known; those applied from the URL or a saved query are looked up.
 */
const PickedInput = ({ field, label }: { field: PickedFilter; label: string }) => {
  const translate = useTranslate();
  const { field: input } = useInput({ source: field.source });
  const [picking, setPicking] = useState(false);
  const known = useContext(PickedNames);
  const [, setPicked] = useState(0);
  const ids = useMemo(
    () => (Array.isArray(input.value) ? (input.value as string[]) : typeof input.value === 'string' && input.value !== '' ? [input.value] : EMPTY_IDS),
    [input.value],
  );
  const unknown = ids.filter((id) => !known.has(id));
  const { data: looked } = useGetMany<{ id: string; name: string }>(
    field.reference,
    { ids: unknown.length > 0 ? unknown : EMPTY_IDS },
    { enabled: unknown.length > 0, retry: false },
  );
  const nameOf = (id: string) =>
    (known.get(id) ?? looked?.find((record) => String(record.id) === id)?.name) || translate('app.common.loading');
  const set = (next: string[]) => input.onChange(field.multiple ? next : (next[0] ?? ''));
  const Picker = field.picker;
  return (
    <FieldGroup legend={label}>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {ids.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.list.filter.any')}
          </Typography>
        )}
        {ids.map((id) => {
          const removeChoice = translate('app.list.filter.removeChoice', { name: nameOf(id) });
          return (
            <Stack key={id} direction="row" sx={{ alignItems: 'center' }}>
              <Chip size="small" label={nameOf(id)} />
              <Tooltip title={removeChoice}>
                <IconButton size="small" aria-label={removeChoice} onClick={() => set(ids.filter((other) => other !== id))}>
                  <ClearIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            </Stack>
          );
        })}
        <Button size="small" onClick={() => setPicking(true)} aria-label={translate('app.list.filter.chooseNamed', { filter: label })}>
          {translate('app.list.filter.choose')}
        </Button>
      </Stack>
      {picking && (
        <Picker
          open
          onClose={() => setPicking(false)}
          selectedIds={ids}
          onSelect={(record) => {
            const id = String(record._id ?? record.id);
            known.set(id, record.name);
            setPicked((count) => count + 1);
            set(field.multiple ? (ids.includes(id) ? ids : [...ids, id]) : [id]);
            setPicking(false);
          }}
        />
      )}
    </FieldGroup>
  );
};
