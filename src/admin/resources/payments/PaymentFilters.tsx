import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import { DateRangeFields } from '../../common/DateRangeFields';
import { FilterPanelActions, FilterPopover } from '../../common/FilterPopover';
import { FilterRow } from '../../common/FilterRow';
import { MultiChoiceSelect } from '../../common/filterFields';
import { CompanyPickerDialog } from '../companies/CompanyPickerDialog';
import { UserPickerDialog } from '../users/UserPickerDialog';
import { usePersonPickerSource } from './usePersonPickerSource';
import {
  EMPTY_FILTER_FORM,
  filterValuesFromForm,
  formFromFilterValues,
  PANEL_FILTER_KEYS,
  sameFilterForm,
  validateFilterForm,
  withoutPanelFilters,
  type PaymentFilterForm,
  type PickedRecord,
} from './paymentFilterForm';
import { METHOD_CHOICES, PURPOSE_CHOICES, STATUS_CHOICES } from './paymentTypes';

/** A select of several values of a list (any of them matches), in its panel row. */
const MultiChoice = <T extends string>({
  label,
  choices,
  chosen,
  onChange,
}: {
  label: string;
  choices: readonly { id: T; name: string }[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) => (
  <FilterRow label={label} chosen={chosen.length > 0} onRemove={() => onChange([])}>
    <MultiChoiceSelect label={label} value={chosen} choices={choices} onChange={onChange} />
  </FilterRow>
);

interface PickedProps {
  label: string;
  value: PickedRecord | null;
  onRemove: () => void;
  onChoose: () => void;
}

/** A filter of a record chosen in a picker: its name, read-only, and a Choose button. */
const Picked = ({ label, value, onRemove, onChoose }: PickedProps) => {
  const translate = useTranslate();
  return (
    <FilterRow label={label} chosen={value !== null} onRemove={onRemove}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          label={label}
          value={value?.name ?? ''}
          placeholder={translate('app.payments.filters.any')}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
        <Button size="small" onClick={onChoose} sx={{ flexShrink: 0 }} aria-label={translate('app.payments.filters.chooseNamed', { filter: label })}>
          {translate('app.payments.filters.choose')}
        </Button>
      </Stack>
    </FilterRow>
  );
};

/**
 * The payment list's Filters dropdown: Date from/to, Purpose, Status, Method, Person and Company.
 * The panel edits a draft; Apply puts it in the list's filters, Clear removes the panel's filters
 * (the search stays). Both are enabled only when the draft is valid and changed.
 */
export const PaymentFilters = () => {
  const personSource = usePersonPickerSource();
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<PaymentFilterForm>(EMPTY_FILTER_FORM);
  const [picking, setPicking] = useState<'user' | 'company' | null>(null);
  /** Names of the records chosen here; a person or company from the URL is looked up. */
  const [names, setNames] = useState<Record<string, string>>({});

  const appliedUser = typeof filterValues.user === 'string' ? filterValues.user : '';
  const appliedCompany = typeof filterValues.company === 'string' ? filterValues.company : '';
  const { data: userRecord } = useGetOne<{ id: string; name: string }>(
    'users',
    { id: appliedUser },
    { enabled: appliedUser !== '' && !Object.hasOwn(names, appliedUser), retry: false },
  );
  const { data: companyRecord } = useGetOne<{ id: string; name: string }>(
    'companies',
    { id: appliedCompany },
    { enabled: appliedCompany !== '' && !Object.hasOwn(names, appliedCompany), retry: false },
  );
  const knownNames = useMemo<Record<string, string>>(
    () => ({
      ...(userRecord ? { [appliedUser]: userRecord.name } : {}),
      ...(companyRecord ? { [appliedCompany]: companyRecord.name } : {}),
      ...names,
    }),
    [userRecord, companyRecord, appliedUser, appliedCompany, names],
  );
  const applied = useMemo(() => formFromFilterValues(filterValues, knownNames), [filterValues, knownNames]);
  const appliedCount = PANEL_FILTER_KEYS.filter((key) => {
    const value = filterValues[key];
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  }).length;

  const error = validateFilterForm(draft);
  const changed = !sameFilterForm(draft, applied) || !sameFilterForm(draft, EMPTY_FILTER_FORM);
  const canSubmit = !error && changed;

  const update = (patch: Partial<PaymentFilterForm>) => setDraft((current) => ({ ...current, ...patch }));
  const closePanel = () => setAnchor(null);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    setFilters({ ...withoutPanelFilters(filterValues), ...filterValuesFromForm(draft) }, undefined, false);
    closePanel();
  };
  const clear = () => {
    if (!canSubmit) return;
    setDraft(EMPTY_FILTER_FORM);
    setFilters(withoutPanelFilters(filterValues), undefined, false);
    closePanel();
  };
  const choose = (key: 'user' | 'company', record: PickedRecord) => {
    setNames((current) => ({ ...current, [record.id]: record.name }));
    update({ [key]: record });
    setPicking(null);
  };

  const label = {
    paidBetween: translate('app.payments.filters.paidBetween'),
    purpose: translate('app.payments.fields.purpose'),
    status: translate('app.payments.fields.status'),
    method: translate('app.payments.fields.method'),
    person: translate('app.payments.filters.person'),
    company: translate('app.payments.filters.company'),
  };
  const withName = (picked: PickedRecord | null) => (picked && !picked.name && Object.hasOwn(knownNames, picked.id) ? { ...picked, name: knownNames[picked.id] } : picked);

  return (
    <>
      <FilterPopover
        appliedCount={appliedCount}
        anchor={anchor}
        onOpen={(target) => {
          setDraft(applied);
          setAnchor(target);
        }}
        onClose={closePanel}
        paperSx={{ width: 'min(480px, calc(100vw - 24px))' }}
      >
        {(titleId) => (
          <Box component="form" noValidate onSubmit={apply} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('app.list.filters')}
            </Typography>

            <FilterRow label={label.paidBetween} chosen={draft.from !== '' || draft.to !== ''} onRemove={() => update({ from: '', to: '' })}>
              <DateRangeFields
                legend={label.paidBetween}
                from={draft.from}
                to={draft.to}
                fromLabel="app.payments.filters.from"
                toLabel="app.payments.filters.to"
                error={error}
                onChange={update}
              />
            </FilterRow>

            <MultiChoice label={label.purpose} choices={PURPOSE_CHOICES} chosen={draft.purposes} onChange={(purposes) => update({ purposes })} />
            <MultiChoice label={label.status} choices={STATUS_CHOICES} chosen={draft.statuses} onChange={(statuses) => update({ statuses })} />
            <MultiChoice label={label.method} choices={METHOD_CHOICES} chosen={draft.methods} onChange={(methods) => update({ methods })} />
            <Picked label={label.person} value={withName(draft.user)} onRemove={() => update({ user: null })} onChoose={() => setPicking('user')} />
            <Picked label={label.company} value={withName(draft.company)} onRemove={() => update({ company: null })} onChoose={() => setPicking('company')} />

            <FilterPanelActions canSubmit={canSubmit} onClear={clear} sx={{ pt: 1 }} />
          </Box>
        )}
      </FilterPopover>
      {picking === 'user' && (
        <UserPickerDialog
          open
          onClose={() => setPicking(null)}
          {...personSource}
          selectedIds={draft.user ? [draft.user.id] : []}
          onSelect={(user) => choose('user', { id: String(user._id ?? user.id), name: user.name })}
        />
      )}
      {picking === 'company' && (
        <CompanyPickerDialog
          open
          onClose={() => setPicking(null)}
          selectedIds={draft.company ? [draft.company.id] : []}
          onSelect={(company) => choose('company', { id: String(company.id), name: company.name })}
        />
      )}
    </>
  );
};
