import { COURSE_DELIVERIES, type CourseDelivery } from '../../../shared/events';
import { activeChoiceOf, activeFilterValue, listOf, type ActiveChoice } from '../../common/filterFields';

/**
 * The draft of the course list's Filters panel and its translation to and from the list's filter
 * values, which the dataProvider sends as `filters` entries: `delivery` (a list) and `isActive`.
 */
export interface CourseFilterForm {
  deliveries: CourseDelivery[];
  status: ActiveChoice;
}

export const EMPTY_COURSE_FILTERS: CourseFilterForm = { deliveries: [], status: 'all' };

/** The filter keys the panel owns; the search (`q`) belongs to the search box. */
export const COURSE_PANEL_KEYS = ['delivery', 'isActive'] as const;

export function courseFormFromValues(values: Record<string, unknown>): CourseFilterForm {
  return { deliveries: listOf(values.delivery, COURSE_DELIVERIES), status: activeChoiceOf(values.isActive) };
}

export function courseValuesFromForm(form: CourseFilterForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (form.deliveries.length > 0) values.delivery = [...form.deliveries];
  const isActive = activeFilterValue(form.status);
  if (isActive !== undefined) values.isActive = isActive;
  return values;
}

export function sameCourseForm(a: CourseFilterForm, b: CourseFilterForm): boolean {
  const key = (form: CourseFilterForm) => JSON.stringify([[...form.deliveries].sort(), form.status]);
  return key(a) === key(b);
}

/** The applied filter values without the panel's keys (the search stays). */
export function withoutKeys(values: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...values };
  for (const key of keys) delete rest[key];
  return rest;
}
