import { filterPanel } from '../../common/filters/FilterForm';
import { activeFilter, type FilterDescription } from '../../common/filters/filterDescription';
import type { CourseRecord } from '../courses';
import { EVENT_STATUS_CHOICES } from './eventValues';

/** 'CE-101 — Commercial Leasing Basics'. */
export const courseLabel = (course: Pick<CourseRecord, 'code' | 'title'>) => `${course.code} — ${course.title}`;

/**
 * The event list's Filters panel: Start Date from/to (`startAt`, 'from,to' as YYYY-MM-DD, either
 * side open), Course (found by code or title), Status (a list) and Active Status. The same values
 * arrive in the URL from links such as the dashboard's upcoming events.
 */
export const eventFilters: FilterDescription = {
  width: 460,
  fields: [
    { kind: 'dateRange', source: 'startAt', label: 'app.events.filters.startAt' },
    {
      kind: 'autocomplete',
      source: 'course',
      label: 'app.events.filters.course',
      reference: 'courses',
      sort: { field: 'code', order: 'ASC' },
      optionText: (record) => courseLabel(record as CourseRecord),
      noOptionsText: 'app.events.filters.noCourses',
    },
    { kind: 'choices', source: 'status', label: 'app.events.filters.status', choices: EVENT_STATUS_CHOICES },
    activeFilter('isActive', 'app.events.filters.isActive'),
  ],
};

export default filterPanel(eventFilters);
