import { useRef } from 'react';
import { Box } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CREDIT_HOURS_MAX, EVENT_LIMITS, MAX_CENTS } from '../../../shared/events';
import { DescriptionInput } from '../../common/DescriptionInput';
import { limitRules, wholeNumberRange } from '../../common/limitRules';
import { creditHoursRule, type CourseRecord } from '../courses';
import type { EventFormValues } from './eventTransform';
import { centsOf, EVENT_STATUS_CHOICES, isWholeCents } from './eventValues';

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function timeOf(value: unknown): number {
  if (isEmpty(value)) return Number.NaN;
  return (value instanceof Date ? value : new Date(String(value))).getTime();
}

/** The end may not come before the start (the API refuses it too). */
const endNotBeforeStart: Validator = (value: unknown, values: EventFormValues) => {
  const start = timeOf(values.startAt);
  const end = timeOf(value);
  return Number.isFinite(start) && Number.isFinite(end) && end < start ? 'app.events.rules.endBeforeStart' : undefined;
};

/** An event takes place somewhere: a venue, an online link, or both. */
const venueOrLink: Validator = (value: unknown, values: EventFormValues) =>
  isEmpty(typeof value === 'string' ? value.trim() : value) && isEmpty(String(values.onlineUrl ?? '').trim())
    ? 'app.events.rules.venueOrLink'
    : undefined;

const webAddress: Validator = (value: unknown) => {
  if (isEmpty(value)) return undefined;
  try {
    const url = new URL(String(value).trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'app.events.rules.onlineUrl';
  } catch {
    return 'app.events.rules.onlineUrl';
  }
};

/** A whole number of seats within the server's range, or empty for no limit. */
const seats = wholeNumberRange(EVENT_LIMITS.capacity, 'app.events.rules.capacity');

const price: Validator = (value: unknown) => {
  if (isEmpty(value)) return undefined;
  const cents = centsOf(value);
  return cents !== null && cents >= 0 && cents <= MAX_CENTS && isWholeCents(value) ? undefined : 'app.events.rules.price';
};

/** The server's limits (EventBody), said on the fields. */
const limits = limitRules(EVENT_LIMITS);
const nameRules = [required(), limits.name];
const startRules = [required()];
const endRules = [required(), endNotBeforeStart];
const venueRules = [venueOrLink, limits.venue];
const linkRules = [webAddress, limits.onlineUrl];
const descriptionRules = [limits.description];
const creditRules = [creditHoursRule];
const capacityRules = [seats];
const priceRules = [price];
const statusRules = [required()];

const courseOption = (course: CourseRecord) => (course ? `${course.code} — ${course.title}` : '');

/**
 * The course this event is a session of. Choosing one fills Credit Hours with the course's hours
 * when the field is empty or still holds the previous course's hours (so an hours value set for
 * this session on purpose is kept).
 */
const CourseInput = ({ readOnly }: { readOnly: boolean }) => {
  const record = useRecordContext<EventFormValues>();
  const { getValues, setValue } = useFormContext<EventFormValues>();
  const previousHours = useRef<number | null>(record?.courseRef?.creditHours ?? null);
  const onChange = (_value: unknown, course: CourseRecord | '') => {
    const hours = course ? course.creditHours : null;
    const current = getValues('courseCredit');
    if (hours !== null && (isEmpty(current) || Number(current) === previousHours.current)) {
      setValue('courseCredit', hours, { shouldDirty: true });
    }
    previousHours.current = hours;
  };
  return (
    <ReferenceInput source="course" reference="courses" sort={{ field: 'code', order: 'ASC' }} filter={{ isActive: true }}>
      {/* Inside ReferenceInput the resource is the courses': name the event's field. */}
      <AutocompleteInput
        label="resources.events.fields.course"
        optionText={courseOption}
        onChange={onChange}
        helperText="app.events.help.course"
        disabled={readOnly}
        fullWidth
      />
    </ReferenceInput>
  );
};

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 } as const;
const THREE_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 } as const;

export interface EventInputsProps {
  /** Read-only (a user who may view but not edit): every field disabled. */
  readOnly?: boolean;
}

/**
 * The event form: what, when and where; the course it is a session of and the credit hours it
 * earns; seats, price and status; the description.
 */
export const EventInputs = ({ readOnly = false }: EventInputsProps) => (
  <Box sx={{ width: '100%', maxWidth: 1040 }}>
    <TextInput source="name" validate={nameRules} disabled={readOnly} fullWidth />
    <Box sx={TWO_COLUMNS}>
      <DateTimeInput source="startAt" validate={startRules} disabled={readOnly} fullWidth />
      <DateTimeInput source="endAt" validate={endRules} disabled={readOnly} fullWidth />
      <TextInput source="venue" validate={venueRules} disabled={readOnly} fullWidth />
      <TextInput
        source="onlineUrl"
        type="url"
        validate={linkRules}
        helperText="app.events.help.onlineUrl"
        disabled={readOnly}
        fullWidth
      />
      <CourseInput readOnly={readOnly} />
      <NumberInput
        source="courseCredit"
        validate={creditRules}
        min={0}
        max={CREDIT_HOURS_MAX}
        step={0.25}
        helperText="app.events.help.courseCredit"
        disabled={readOnly}
        fullWidth
      />
    </Box>
    <Box sx={THREE_COLUMNS}>
      <NumberInput
        source="capacity"
        validate={capacityRules}
        min={EVENT_LIMITS.capacity.min}
        max={EVENT_LIMITS.capacity.max}
        step={1}
        helperText="app.events.help.capacity"
        disabled={readOnly}
        fullWidth
      />
      <NumberInput
        source="price"
        validate={priceRules}
        min={0}
        step={0.01}
        helperText="app.events.help.price"
        disabled={readOnly}
        fullWidth
      />
      <SelectInput source="status" choices={EVENT_STATUS_CHOICES} validate={statusRules} disabled={readOnly} fullWidth />
    </Box>
    <DescriptionInput source="description" validate={descriptionRules} disabled={readOnly} />
    <BooleanInput source="isActive" disabled={readOnly} />
  </Box>
);
