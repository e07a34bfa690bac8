import { Box } from '@mui/material';
import { BooleanInput, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { COURSE_LIMITS, CREDIT_HOURS_MAX } from '../../../shared/events';
import { DescriptionInput } from '../../common/DescriptionInput';
import { limitRules } from '../../common/limitRules';
import { creditHoursRule, DELIVERY_CHOICES } from './courseValues';

/** The server's limits (CourseBody), said on the fields. */
const limits = limitRules(COURSE_LIMITS);
const codeRules = [required(), limits.code];
const titleRules = [required(), limits.title];
const descriptionRules = [limits.description];
const hoursRules = [required(), creditHoursRule];
const deliveryRules = [required()];

export interface CourseInputsProps {
  /** Read-only (a user who may view but not edit): every field disabled. */
  readOnly?: boolean;
}

/** The course form; the code is what staff refer to the course by. */
export const CourseInputs = ({ readOnly = false }: CourseInputsProps) => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 2 }}>
      <TextInput source="code" validate={codeRules} disabled={readOnly} fullWidth />
      <TextInput source="title" validate={titleRules} disabled={readOnly} fullWidth />
      <NumberInput
        source="creditHours"
        validate={hoursRules}
        min={0}
        max={CREDIT_HOURS_MAX}
        step={0.25}
        helperText="app.courses.creditHoursHelp"
        disabled={readOnly}
        fullWidth
      />
      <SelectInput
        source="delivery"
        choices={DELIVERY_CHOICES}
        validate={deliveryRules}
        disabled={readOnly}
        fullWidth
      />
    </Box>
    <DescriptionInput source="description" validate={descriptionRules} disabled={readOnly} />
    <BooleanInput source="isActive" disabled={readOnly} />
  </Box>
);
