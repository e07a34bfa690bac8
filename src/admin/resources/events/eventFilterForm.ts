import { EVENT_STATUSES, type EventStatus } from '../../../shared/events';
import { activeChoiceOf, activeFilterValue, listOf, type ActiveChoice } from '../../common/filterFields';
import { parseLocalDay } from '../../common/localDay';

/**
 * The draft of the event list's Filters panel and its translation to and from the list's filter
 * values, which the dataProvider sends as `filters` entries with the API's keys: `startAt`
 * ('from,to' as YYYY-MM-DD, either side may be empty), `course` (an id), `status` (a list) and
 * `isActive`. The same values arrive in the URL from links such as the dashboard's
 * `/events?filter={"startAt":"2026-11-22,","status":"published","isActive":true}`.
 */
export interface EventFilterForm {
  /** YYYY-MM-DD as a date input gives them; '' when not chosen. */
  from: string;
  to: string;
  course: { id: string; label: string } | null;
  statuses: EventStatus[];
  status: ActiveChoice;
}

export const EMPTY_EVENT_FILTERS: EventFilterForm = { from: '', to: '', course: null, statuses: [], status: 'all' };

/** The filter keys the panel owns; the search (`q`) belongs to the search box. */
export const EVENT_PANEL_KEYS = ['startAt', 'course', 'status', 'isActive'] as const;

function validDay(value: string): boolean {
  return parseLocalDay(value) !== null;
}

/** The applied course id (the first of a list). */
export function appliedCourseId(values: Record<string, unknown>): string {
  const course = Array.isArray(values.course) ? values.course[0] : values.course;
  return typeof course === 'string' ? course : '';
}

/** The panel's draft for the applied values; `courseLabel` names the applied course. */
export function eventFormFromValues(values: Record<string, unknown>, courseLabel = ''): EventFilterForm {
  const [from = '', to = ''] = typeof values.startAt === 'string' ? values.startAt.split(',') : [];
  const courseId = appliedCourseId(values);
  return {
    from: from.trim().slice(0, 10),
    to: to.trim().slice(0, 10),
    course: courseId ? { id: courseId, label: courseLabel } : null,
    statuses: listOf(values.status, EVENT_STATUSES),
    status: activeChoiceOf(values.isActive),
  };
}

export function eventValuesFromForm(form: EventFilterForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (form.from || form.to) values.startAt = `${form.from},${form.to}`;
  if (form.course) values.course = form.course.id;
  if (form.statuses.length > 0) values.status = [...form.statuses];
  const isActive = activeFilterValue(form.status);
  if (isActive !== undefined) values.isActive = isActive;
  return values;
}

/** The i18n key of what is wrong with the draft, or undefined when it can be applied. */
export function validateEventForm(form: EventFilterForm): string | undefined {
  if ((form.from && !validDay(form.from)) || (form.to && !validDay(form.to))) return 'app.events.filters.invalidDate';
  if (form.from && form.to && form.from > form.to) return 'app.events.filters.invalidRange';
  return undefined;
}

export function sameEventForm(a: EventFilterForm, b: EventFilterForm): boolean {
  const key = (form: EventFilterForm) => JSON.stringify([form.from, form.to, form.course?.id ?? '', [...form.statuses].sort(), form.status]);
  return key(a) === key(b);
}
