/** What other resources use from this one; they import nothing else from its folder. */
export { type CourseRecord, creditHoursRule, deliveryLabel, formatHours, isCreditHours } from './courseValues';
