import { useMemo, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { FilterPanelActions, FilterPopover } from '../../common/FilterPopover';
import {
  COURSE_PANEL_KEYS,
  courseFormFromValues,
  courseValuesFromForm,
  EMPTY_COURSE_FILTERS,
  sameCourseForm,
  withoutKeys,
  type CourseFilterForm,
} from './courseFilterForm';
import { DELIVERY_CHOICES } from './courseValues';
import { FilterRow } from '../../common/FilterRow';
import { ActiveFilterSelect, MultiChoiceSelect } from '../../common/filterFields';

/**
 * The course list's Filters dropdown: Delivery and Active Status. The panel edits a draft; Apply
 * puts it in the list's filters, Clear removes the panel's filters (the search stays); both are
 * enabled only once the draft differs, as on the other lists.
 */
export const CourseFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<CourseFilterForm>(EMPTY_COURSE_FILTERS);
  const applied = useMemo(() => courseFormFromValues(filterValues), [filterValues]);
  const appliedCount = COURSE_PANEL_KEYS.filter((key) => filterValues[key] !== undefined).length;
  const canSubmit = !sameCourseForm(draft, applied) || !sameCourseForm(draft, EMPTY_COURSE_FILTERS);

  const update = (patch: Partial<CourseFilterForm>) => setDraft((current) => ({ ...current, ...patch }));
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    setFilters({ ...withoutKeys(filterValues, COURSE_PANEL_KEYS), ...courseValuesFromForm(draft) }, undefined, false);
    setAnchor(null);
  };
  const clear = () => {
    setDraft(EMPTY_COURSE_FILTERS);
    setFilters(withoutKeys(filterValues, COURSE_PANEL_KEYS), undefined, false);
    setAnchor(null);
  };
  const label = { delivery: translate('app.courses.fields.delivery'), status: translate('app.courses.filters.status') };

  return (
    <FilterPopover
      appliedCount={appliedCount}
      anchor={anchor}
      onOpen={(target) => {
        setDraft(applied);
        setAnchor(target);
      }}
      onClose={() => setAnchor(null)}
      paperSx={{ width: 'min(400px, calc(100vw - 24px))' }}
    >
      {(titleId) => (
        <Box component="form" noValidate onSubmit={apply} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('app.list.filters')}
          </Typography>
          <FilterRow label={label.delivery} chosen={draft.deliveries.length > 0} onRemove={() => update({ deliveries: [] })}>
            <MultiChoiceSelect label={label.delivery} value={draft.deliveries} choices={DELIVERY_CHOICES} onChange={(deliveries) => update({ deliveries })} />
          </FilterRow>
          <FilterRow label={label.status} chosen={draft.status !== 'all'} onRemove={() => update({ status: 'all' })}>
            <ActiveFilterSelect label={label.status} value={draft.status} onChange={(status) => update({ status })} />
          </FilterRow>
          <FilterPanelActions canSubmit={canSubmit} onClear={clear} sx={{ pt: 1 }} />
        </Box>
      )}
    </FilterPopover>
  );
};
