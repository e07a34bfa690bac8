import type { CourseBody } from '../../../shared/events';

/** The values of the course form (the record's fields, as react-admin's inputs hold them). */
export interface CourseFormValues {
  code?: string;
  title?: string;
  creditHours?: number | string | null;
  delivery?: string;
  description?: string | null;
  isActive?: boolean;
  [key: string]: unknown;
}

/** The create form's starting values: active, delivered in person. */
export const COURSE_DEFAULT_VALUES: CourseFormValues = {
  code: '',
  title: '',
  creditHours: null,
  delivery: 'in-person',
  description: '',
  isActive: true,
};

/**
 * The payload of POST /courses/create and PUT /courses/update/{id}, shared by both: the fields the
 * API takes, trimmed; read-only fields (eventCount, ids, dates) are left out.
 */
export function courseTransform(values: CourseFormValues): CourseBody {
  return {
    code: String(values.code ?? '').trim(),
    title: String(values.title ?? '').trim(),
    creditHours: Number(values.creditHours ?? 0),
    delivery: values.delivery as CourseBody['delivery'],
    description: values.description ?? '',
    isActive: values.isActive !== false,
  };
}
