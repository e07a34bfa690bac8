import type { Validator } from 'react-admin';
import { COURSE_DELIVERIES, CREDIT_HOURS_MAX, type Course, type CourseDelivery } from '../../../shared/events';

/** A course as react-admin holds it: the API's record with `id` beside `_id`. */
export type CourseRecord = Course & { id: string };

const DELIVERY_KEYS: Record<CourseDelivery, string> = {
  'in-person': 'app.courses.deliveries.inPerson',
  online: 'app.courses.deliveries.online',
  hybrid: 'app.courses.deliveries.hybrid',
};

export function isCourseDelivery(value: unknown): value is CourseDelivery {
  return typeof value === 'string' && (COURSE_DELIVERIES as readonly string[]).includes(value);
}

/** The label key of a delivery; an unknown value is shown as it is. */
export function deliveryLabel(delivery: unknown): string {
  return isCourseDelivery(delivery) ? DELIVERY_KEYS[delivery] : String(delivery ?? '');
}

export const DELIVERY_CHOICES = COURSE_DELIVERIES.map((delivery) => ({ id: delivery, name: DELIVERY_KEYS[delivery] }));

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Whether a number is a valid count of credit hours: 0 to 99.75 in quarter hours (as the API checks). */
export function isCreditHours(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= CREDIT_HOURS_MAX && Number.isInteger(value * 4);
}

/** Credit hours, when given, are 0 to 99.75 in quarter hours. */
export const creditHoursRule: Validator = (value: unknown) =>
  isEmpty(value) || isCreditHours(Number(value)) ? undefined : 'app.courses.rules.creditHours';

/** '1.5' for 1.5, '3' for 3 (shared with the table export). */
export { formatHours } from '../../../shared/formats';

/** What a row's buttons are named after: the code and the title. */
export function courseName(course: Pick<Course, 'code' | 'title'>): string {
  return `${course.code} ${course.title}`.trim();
}
