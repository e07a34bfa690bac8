import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetMany, useListContext, useTranslate } from 'react-admin';
import { ETHICS_STATUSES, ORIENTATION_STATUSES, USER_ROLES } from '../../../shared/userValues';
import { FilterPanel, FilterPanelActions } from '../../common/FilterPopover';
import { userTypeLabel } from '../../layout/userTypeLabel';
import { CompanyPickerDialog } from '../companies/CompanyPickerDialog';
import { RolePickerDialog } from '../roles/RolePickerDialog';
import {
  CHOICE_FILTERS,
  EMPTY_FILTER_FORM,
  filterValuesFromForm,
  formFromFilterValues,
  sameFilterForm,
  validateFilterForm,
  withoutPanelFilters,
  type AddressFilterParts,
  type ChoiceFilter,
  type HomeAddressFilterForm,
  type PickedFilter,
  type PickedRecord,
  type Range,
  type RangeFilter,
  type UserFilterForm,
  type UserTextFilter,
} from './userFilterForm';
import {
  AddressFilterRow,
  ChoiceFilterRow,
  FilterSection,
  HomeAddressFilterRow,
  PickedFilterRow,
  RangeFilterRow,
  SelectFilterRow,
  TextFilterRow,
  type SelectOption,
} from './userFilterRows';
import { UserPickerDialog } from './UserPickerDialog';

const field = (name: string) => `resources.users.fields.${name}`;
const EMPTY_IDS: string[] = [];

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []).filter(
    (id): id is string => typeof id === 'string',
  );

type SingleChoice = 'isActive' | 'role' | 'alowMcpeAccess' | 'billToHomeAddress' | 'ethics' | 'orientation';
type LocationText = 'name' | 'nrdsId' | 'fax';

/**
 * The names of the picked records of the applied filters (companies, roles, support staff): known
 * when picked here, looked up when the filters come from the URL or a saved query.
 */
function useAppliedNames(filterValues: Record<string, unknown>, known: Record<string, string>): Record<string, string> {
  const unknown = (key: PickedFilter) => {
    const ids = idsOf(filterValues[key]).filter((id) => !Object.hasOwn(known, id));
    return ids.length > 0 ? ids : EMPTY_IDS;
  };
  const companies = unknown('companyName');
  const roles = unknown('roles');
  const staff = unknown('supportStaff');
  const options = (ids: string[]) => ({ enabled: ids.length > 0, retry: false });
  const { data: companyRows } = useGetMany<{ id: string; name: string }>('companies', { ids: companies }, options(companies));
  const { data: roleRows } = useGetMany<{ id: string; name: string }>('roles', { ids: roles }, options(roles));
  const { data: staffRows } = useGetMany<{ id: string; name: string }>('users', { ids: staff }, options(staff));
  return useMemo(() => {
    const names = { ...known };
    for (const row of [...(companyRows ?? []), ...(roleRows ?? []), ...(staffRows ?? [])]) names[String(row.id)] = row.name;
    return names;
  }, [known, companyRows, roleRows, staffRows]);
}

export interface UserFilterPanelProps {
  /** The Filters button while the panel is open; null while closed. */
  anchor: HTMLElement | null;
  /** The id the button's aria-controls names. */
  panelId: string;
  onClose: () => void;
}

/**
 * The user list's Filters panel (spec 000 §2 'User filter fields'): every field of the spec, in
 * groups, each chosen one with a delete icon. The panel edits a draft; Apply puts it in the list's
 * filters, Clear removes the panel's filters (the search stays). Both are enabled only when the draft
 * is valid and changed (spec 000 §2, §5). Company name, roles and support staff are picked in the
 * 'Select Company', 'Select Role' and 'Select User' pickers. Loaded when the Filters button is
 * first used (UserFilters), and kept from then on.
 */
export const UserFilterPanel = ({ anchor, panelId, onClose }: UserFilterPanelProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<UserFilterForm>(EMPTY_FILTER_FORM);
  const [picking, setPicking] = useState<PickedFilter | null>(null);
  /** Names of the records picked here, by id. */
  const [pickedNames, setPickedNames] = useState<Record<string, string>>({});
  const names = useAppliedNames(filterValues, pickedNames);

  const applied = useMemo(() => formFromFilterValues(filterValues, names), [filterValues, names]);
  // Each opening starts from the filters that apply (React's way of adjusting state to a prop).
  const [openedFor, setOpenedFor] = useState<HTMLElement | null>(null);
  if (anchor !== openedFor) {
    setOpenedFor(anchor);
    if (anchor) setDraft(applied);
  }
  const errors = validateFilterForm(draft);
  const valid = Object.keys(errors).length === 0;
  const changed = !sameFilterForm(draft, applied) || !sameFilterForm(draft, EMPTY_FILTER_FORM);
  const canSubmit = valid && changed;

  // Stable updaters, so that a change redraws the changed row only.
  const setText = useCallback((key: UserTextFilter, value: string) => setDraft((d) => ({ ...d, text: { ...d.text, [key]: value } })), []);
  const setChoice = useCallback((key: ChoiceFilter, value: string[]) => setDraft((d) => ({ ...d, choices: { ...d.choices, [key]: value } })), []);
  const setSingle = useCallback((key: SingleChoice, value: string) => setDraft((d) => ({ ...d, [key]: value })), []);
  const setRange = useCallback((key: RangeFilter, value: Range) => setDraft((d) => ({ ...d, [key]: value })), []);
  const setPicked = useCallback((key: PickedFilter, value: PickedRecord[]) => setDraft((d) => ({ ...d, picked: { ...d.picked, [key]: value } })), []);
  const setLocationText = useCallback(
    (key: LocationText, value: string) => setDraft((d) => ({ ...d, location: { ...d.location, [key]: value } })),
    [],
  );
  const setAddress = useCallback(
    (key: 'physicalAddress' | 'mailingAddress', value: AddressFilterParts) => setDraft((d) => ({ ...d, location: { ...d.location, [key]: value } })),
    [],
  );
  const setHome = useCallback((value: HomeAddressFilterForm) => setDraft((d) => ({ ...d, homeAddress: value })), []);

  const closePanel = onClose;

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

  const pick = (key: PickedFilter, record: { id: unknown; name: string }) => {
    const id = String(record.id);
    setPickedNames((current) => ({ ...current, [id]: record.name }));
    setDraft((current) =>
      current.picked[key].some((chosen) => chosen.id === id)
        ? current
        : { ...current, picked: { ...current.picked, [key]: [...current.picked[key], { id, name: record.name }] } },
    );
    setPicking(null);
  };

  const options = useMemo(() => {
    const list = (values: readonly string[], label = (value: string) => value): SelectOption[] =>
      values.map((value) => ({ value, label: label(value) }));
    const yesNo: SelectOption[] = [
      { value: 'Yes', label: translate('app.users.yes') },
      { value: 'No', label: translate('app.users.no') },
    ];
    return {
      status: [
        { value: 'active', label: translate('app.status.active') },
        { value: 'inactive', label: translate('app.status.inactive') },
      ],
      type: list(USER_ROLES, (role) => userTypeLabel(role, translate)),
      yesNo,
      ethics: list(ETHICS_STATUSES),
      orientation: list(ORIENTATION_STATUSES),
    };
  }, [translate]);

  const text = (key: UserTextFilter) => <TextFilterRow name={key} label={field(key)} value={draft.text[key]} onChange={setText} />;
  const choice = (key: ChoiceFilter) => (
    <ChoiceFilterRow name={key} label={field(key)} value={draft.choices[key]} onChange={setChoice} options={CHOICE_FILTERS[key]} />
  );
  const single = (key: SingleChoice, label: string, choices: readonly SelectOption[]) => (
    <SelectFilterRow name={key} label={label} value={draft[key]} onChange={setSingle} options={choices} />
  );
  const range = (key: RangeFilter, type: 'date' | 'number') => (
    <RangeFilterRow name={key} label={field(key)} value={draft[key]} onChange={setRange} type={type} error={errors[key]} />
  );
  const picked = (key: PickedFilter, label: string) => (
    <PickedFilterRow name={key} label={label} value={draft.picked[key]} onChange={setPicked} names={names} onChoose={setPicking} />
  );
  const locationText = (key: LocationText, label: string) => (
    <TextFilterRow name={key} label={label} value={draft.location[key]} onChange={setLocationText} />
  );
  const address = (key: 'physicalAddress' | 'mailingAddress') => (
    <AddressFilterRow name={key} label={field(key)} value={draft.location[key]} onChange={setAddress} />
  );

  return (
    <>
      <FilterPanel panelId={panelId} anchor={anchor} onClose={closePanel} paperSx={{ width: 'min(860px, calc(100vw - 24px))', maxHeight: 'calc(100vh - 96px)', display: 'flex' }}>
        {(titleId) => (
        <Box component="form" noValidate onSubmit={apply} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, width: '100%' }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
            {translate('app.list.filters')}
          </Typography>
          <Box sx={{ overflowY: 'auto', px: 2, pb: 1 }}>
            <FilterSection title="app.users.filters.sections.general">
              {range('createdAt', 'date')}
              {single('isActive', 'app.users.filters.active', options.status)}
              {single('role', field('role'), options.type)}
              {picked('roles', field('roles'))}
            </FilterSection>
            <FilterSection title="app.users.filters.sections.company">
              {picked('companyName', field('companyName'))}
              {locationText('name', field('locationName'))}
              {locationText('nrdsId', field('locationNrds'))}
              {locationText('fax', field('fax'))}
              {address('physicalAddress')}
              {address('mailingAddress')}
            </FilterSection>
            <FilterSection title="app.users.filters.sections.person">
              {text('firstName')}
              {text('lastName')}
              {text('nrds')}
              {text('reLicenseNo')}
              {text('designations')}
              {range('dob', 'date')}
              {text('phoneNumber')}
              {text('secondaryPhone')}
              {text('websiteURL')}
            </FilterSection>
            <FilterSection title="app.users.filters.sections.membership">
              {choice('mncarMemberStatus')}
              {choice('mncarlMemberStatus')}
              {choice('mncarMiscellaneousStatus')}
              {single('alowMcpeAccess', field('alowMcpeAccess'), options.yesNo)}
              {choice('mcpeAccessType')}
              {single('ethics', field('ethics'), options.ethics)}
              {single('orientation', field('orientation'), options.orientation)}
              {single('billToHomeAddress', field('billToHomeAddress'), options.yesNo)}
              {picked('supportStaff', field('supportStaff'))}
            </FilterSection>
            <FilterSection title="app.users.filters.sections.home">
              <HomeAddressFilterRow value={draft.homeAddress} onChange={setHome} />
            </FilterSection>
            <FilterSection title="app.users.filters.sections.professional">
              {range('industryExperience', 'number')}
              {choice('MemberOfFollowingREALTORAssociation')}
              {choice('marketAreaSpecialty')}
              {choice('realStateSpecialty')}
              {choice('groups')}
              {choice('currentLineOfWork')}
              {choice('mncarMarket')}
              {choice('typeOfBusiness')}
              {choice('volunteer')}
              {choice('generation')}
            </FilterSection>
            <FilterSection title="app.users.filters.sections.admin">
              {text('biography')}
              {text('adminEmail')}
              {text('adminNote')}
            </FilterSection>
          </Box>
          <FilterPanelActions canSubmit={canSubmit} onClear={clear} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }} />
        </Box>
        )}
      </FilterPanel>
      {picking === 'companyName' && (
        <CompanyPickerDialog
          open
          onClose={() => setPicking(null)}
          onSelect={(company) => pick('companyName', company)}
          selectedIds={draft.picked.companyName.map((record) => record.id)}
        />
      )}
      {picking === 'roles' && (
        <RolePickerDialog
          open
          onClose={() => setPicking(null)}
          onSelect={(role) => pick('roles', role)}
          selectedIds={draft.picked.roles.map((record) => record.id)}
        />
      )}
      {picking === 'supportStaff' && (
        <UserPickerDialog
          open
          // Any user may be someone's support staff, active or not.
          filter={{}}
          onClose={() => setPicking(null)}
          onSelect={(user) => pick('supportStaff', user)}
          selectedIds={draft.picked.supportStaff.map((record) => record.id)}
        />
      )}
    </>
  );
};
