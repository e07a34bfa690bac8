import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useGetOne, useListContext, useTranslate } from 'react-admin';
import { DateRangeFields } from '../../common/DateRangeFields';
import { FilterPanelActions, FilterPopover } from '../../common/FilterPopover';
import { FilterRow } from '../../common/FilterRow';
import { ActiveFilterSelect, MultiChoiceSelect } from '../../common/filterFields';
import type { Location, Sponsorship } from '../../../shared/companies';
import { LocationListDialog } from '../locations/LocationListDialog';
import {
  EMPTY_FILTER_FORM,
  filterValuesFromForm,
  formFromFilterValues,
  PANEL_FILTER_KEYS,
  sameFilterForm,
  validateFilterForm,
  withoutPanelFilters,
  type CompanyFilterForm,
} from './companyFilterForm';
import { COMPANY_TYPE_CHOICES } from './companyTypes';

/** Sponsorships are few; one page of this size lists them all for the select. */
const SPONSORSHIP_OPTIONS_LIMIT = 100;

/**
 * The company list's Filters dropdown (spec 001 §2): Location, Company Type, Active Status,
 * Sponsorship and Updated Between. The panel edits a draft; Apply puts it in the list's filters,
 * Clear removes the panel's filters (the search stays). Both are enabled only when the draft is
 * valid and changed (spec 000 §2).
 */
export const CompanyFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<CompanyFilterForm>(EMPTY_FILTER_FORM);
  const [pickingLocation, setPickingLocation] = useState(false);
  /** The name of the last location chosen here; a location filter from the URL is looked up. */
  const [chosenLocation, setChosenLocation] = useState<{ id: string; name: string } | null>(null);
  const open = anchor !== null;

  const appliedLocationId = typeof filterValues.locations === 'string' ? filterValues.locations : '';
  const knownName = chosenLocation && chosenLocation.id === appliedLocationId ? chosenLocation.name : undefined;
  const { data: appliedLocation } = useGetOne<Location & { id: string }>(
    'locations',
    { id: appliedLocationId },
    { enabled: appliedLocationId !== '' && knownName === undefined, retry: false },
  );
  const appliedLocationName = knownName ?? appliedLocation?.name ?? '';
  const applied = useMemo(() => formFromFilterValues(filterValues, appliedLocationName), [filterValues, appliedLocationName]);
  const appliedCount = PANEL_FILTER_KEYS.filter((key) => filterValues[key] !== undefined).length;

  const { data: sponsorships = [] } = useGetList<Sponsorship & { id: string }>(
    'sponsorships',
    { pagination: { page: 1, perPage: SPONSORSHIP_OPTIONS_LIMIT }, sort: { field: 'position', order: 'ASC' } },
    { enabled: open },
  );

  const error = validateFilterForm(draft);
  const changed = !sameFilterForm(draft, applied) || !sameFilterForm(draft, EMPTY_FILTER_FORM);
  const canSubmit = !error && changed;

  const openPanel = (target: HTMLElement) => {
    setDraft(applied);
    setAnchor(target);
  };
  const closePanel = () => setAnchor(null);
  const update = (patch: Partial<CompanyFilterForm>) => setDraft((current) => ({ ...current, ...patch }));

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    if (draft.location) setChosenLocation(draft.location);
    setFilters({ ...withoutPanelFilters(filterValues), ...filterValuesFromForm(draft) }, undefined, false);
    closePanel();
  };
  const clear = () => {
    if (!canSubmit) return;
    setDraft(EMPTY_FILTER_FORM);
    setFilters(withoutPanelFilters(filterValues), undefined, false);
    closePanel();
  };

  const pickLocation = (location: Location) => {
    const id = String((location as Location & { id?: unknown })._id ?? (location as Location & { id?: unknown }).id);
    update({ location: { id, name: location.name } });
    setPickingLocation(false);
  };

  const label = {
    location: translate('app.companies.filters.location'),
    type: translate('app.companies.filters.type'),
    status: translate('app.companies.filters.status'),
    sponsorship: translate('app.companies.filters.sponsorship'),
    updatedBetween: translate('app.companies.filters.updatedBetween'),
  };
  const draftLocationName = draft.location
    ? draft.location.name || (draft.location.id === appliedLocationId ? appliedLocationName : '')
    : '';
  const sponsorshipKnown = draft.sponsorship === '' || sponsorships.some((s) => String(s.id) === draft.sponsorship);

  return (
    <>
      <FilterPopover appliedCount={appliedCount} anchor={anchor} onOpen={openPanel} onClose={closePanel} paperSx={{ width: 'min(440px, calc(100vw - 24px))' }}>
        {(titleId) => (
        <Box component="form" noValidate onSubmit={apply} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('app.list.filters')}
          </Typography>

          <FilterRow label={label.location} chosen={draft.location !== null} onRemove={() => update({ location: null })}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                fullWidth
                label={label.location}
                value={draftLocationName}
                placeholder={translate('app.companies.filters.noLocation')}
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              />
              <Button size="small" onClick={() => setPickingLocation(true)} sx={{ flexShrink: 0 }}>
                {translate('app.companies.filters.chooseLocation')}
              </Button>
            </Stack>
          </FilterRow>

          <FilterRow label={label.type} chosen={draft.types.length > 0} onRemove={() => update({ types: [] })}>
            <MultiChoiceSelect label={label.type} value={draft.types} choices={COMPANY_TYPE_CHOICES} onChange={(types) => update({ types })} />
          </FilterRow>

          <FilterRow label={label.status} chosen={draft.status !== 'all'} onRemove={() => update({ status: 'all' })}>
            <ActiveFilterSelect label={label.status} value={draft.status} onChange={(status) => update({ status })} />
          </FilterRow>

          <FilterRow label={label.sponsorship} chosen={draft.sponsorship !== ''} onRemove={() => update({ sponsorship: '' })}>
            <TextField
              select
              size="small"
              fullWidth
              label={label.sponsorship}
              value={draft.sponsorship}
              onChange={(event) => update({ sponsorship: event.target.value })}
            >
              <MenuItem value="">{translate('app.companies.filters.all')}</MenuItem>
              {sponsorships.map((sponsorship) => (
                <MenuItem key={sponsorship.id} value={String(sponsorship.id)}>
                  {sponsorship.name}
                </MenuItem>
              ))}
              {!sponsorshipKnown && <MenuItem value={draft.sponsorship}>{translate('app.common.loading')}</MenuItem>}
            </TextField>
          </FilterRow>

          <FilterRow label={label.updatedBetween} chosen={draft.from !== '' || draft.to !== ''} onRemove={() => update({ from: '', to: '' })}>
            <DateRangeFields
              legend={label.updatedBetween}
              from={draft.from}
              to={draft.to}
              fromLabel="app.companies.filters.from"
              toLabel="app.companies.filters.to"
              error={error}
              onChange={update}
            />
          </FilterRow>

          <FilterPanelActions canSubmit={canSubmit} onClear={clear} sx={{ pt: 1 }} />
        </Box>
        )}
      </FilterPopover>
      {pickingLocation && (
        <LocationListDialog
          open
          mode="pick"
          title="app.companies.filters.selectLocation"
          onClose={() => setPickingLocation(false)}
          onSelect={pickLocation}
          selectedIds={draft.location ? [draft.location.id] : []}
        />
      )}
    </>
  );
};
