import { useMemo, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import { DateRangeFields } from '../../common/DateRangeFields';
import { FilterPanelActions, FilterPopover } from '../../common/FilterPopover';
import { withoutKeys } from '../courses/courseFilterForm';
import type { CourseRecord } from '../courses/courseValues';
import { FilterRow } from '../../common/FilterRow';
import { ActiveFilterSelect, MultiChoiceSelect } from '../../common/filterFields';
import { CourseFilterInput, courseLabel, type CourseChoice } from './CourseFilterInput';
import {
  appliedCourseId,
  EMPTY_EVENT_FILTERS,
  EVENT_PANEL_KEYS,
  eventFormFromValues,
  eventValuesFromForm,
  sameEventForm,
  validateEventForm,
  type EventFilterForm,
} from './eventFilterForm';
import { EVENT_STATUS_CHOICES } from './eventValues';

/**
 * The event list's Filters dropdown: Start Date from/to, Course, Status and Active Status. It shows
 * the filters applied from the URL as well (the dashboard's upcoming events link). Apply and Clear
 * are enabled once the draft is valid and differs.
 */
export const EventFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<EventFilterForm>(EMPTY_EVENT_FILTERS);
  const [chosenCourse, setChosenCourse] = useState<CourseChoice | null>(null);

  const courseId = appliedCourseId(filterValues);
  const known = chosenCourse && chosenCourse.id === courseId ? chosenCourse.label : undefined;
  const { data: appliedCourse } = useGetOne<CourseRecord>('courses', { id: courseId }, { enabled: courseId !== '' && known === undefined, retry: false });
  const appliedLabel = known ?? (appliedCourse ? courseLabel(appliedCourse) : '');
  const applied = useMemo(() => eventFormFromValues(filterValues, appliedLabel), [filterValues, appliedLabel]);
  const appliedCount = EVENT_PANEL_KEYS.filter((key) => filterValues[key] !== undefined).length;

  const error = validateEventForm(draft);
  const canSubmit = !error && (!sameEventForm(draft, applied) || !sameEventForm(draft, EMPTY_EVENT_FILTERS));
  const update = (patch: Partial<EventFilterForm>) => setDraft((current) => ({ ...current, ...patch }));

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    if (draft.course) setChosenCourse(draft.course);
    setFilters({ ...withoutKeys(filterValues, EVENT_PANEL_KEYS), ...eventValuesFromForm(draft) }, undefined, false);
    setAnchor(null);
  };
  const clear = () => {
    setDraft(EMPTY_EVENT_FILTERS);
    setFilters(withoutKeys(filterValues, EVENT_PANEL_KEYS), undefined, false);
    setAnchor(null);
  };

  const label = {
    startAt: translate('app.events.filters.startAt'),
    course: translate('app.events.filters.course'),
    status: translate('app.events.filters.status'),
    active: translate('app.courses.filters.status'),
  };
  // A course applied from the URL is named once it has loaded.
  const draftCourse = draft.course && !draft.course.label && draft.course.id === courseId ? { ...draft.course, label: appliedLabel } : draft.course;

  return (
    <FilterPopover
      appliedCount={appliedCount}
      anchor={anchor}
      onOpen={(target) => {
        setDraft(applied);
        setAnchor(target);
      }}
      onClose={() => setAnchor(null)}
      paperSx={{ width: 'min(460px, calc(100vw - 24px))' }}
    >
      {(titleId) => (
        <Box component="form" noValidate onSubmit={apply} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('app.list.filters')}
          </Typography>

          <FilterRow label={label.startAt} chosen={draft.from !== '' || draft.to !== ''} onRemove={() => update({ from: '', to: '' })}>
            <DateRangeFields
              legend={label.startAt}
              from={draft.from}
              to={draft.to}
              fromLabel="app.events.filters.from"
              toLabel="app.events.filters.to"
              error={error}
              onChange={update}
            />
          </FilterRow>

          <FilterRow label={label.course} chosen={draft.course !== null} onRemove={() => update({ course: null })}>
            <CourseFilterInput label={label.course} value={draftCourse} onChange={(course) => update({ course })} />
          </FilterRow>

          <FilterRow label={label.status} chosen={draft.statuses.length > 0} onRemove={() => update({ statuses: [] })}>
            <MultiChoiceSelect label={label.status} value={draft.statuses} choices={EVENT_STATUS_CHOICES} onChange={(statuses) => update({ statuses })} />
          </FilterRow>

          <FilterRow label={label.active} chosen={draft.status !== 'all'} onRemove={() => update({ status: 'all' })}>
            <ActiveFilterSelect label={label.active} value={draft.status} onChange={(status) => update({ status })} />
          </FilterRow>

          <FilterPanelActions canSubmit={canSubmit} onClear={clear} sx={{ pt: 1 }} />
        </Box>
      )}
    </FilterPopover>
  );
};
