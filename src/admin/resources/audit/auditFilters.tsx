import { filterPanel } from '../../common/filters/FilterForm';
import type { FilterDescription, FilterPickerProps } from '../../common/filters/filterDescription';
import { usePersonPickerSource } from '../payments';
import { UserPickerDialog } from '../users';
import { ACTION_CHOICES, ENTITY_CHOICES } from './auditValues';

const ActorPicker = (props: FilterPickerProps) => <UserPickerDialog {...usePersonPickerSource()} {...props} />;

/**
 * The Audit Log's Filters panel: Who (`actor`, users chosen in the user picker), Record type
 * (`entity`) and Action (lists), and Between (`at`, the local days' start and end). The record
 * filter (`record`) comes from a record's History tab and shows above the table instead.
 */
export const auditFilters: FilterDescription = {
  width: 480,
  fields: [
    { kind: 'picked', source: 'actor', label: 'app.audit.filters.actor', reference: 'users', multiple: true, picker: ActorPicker },
    { kind: 'choices', source: 'entity', choices: ENTITY_CHOICES },
    { kind: 'choices', source: 'action', choices: ACTION_CHOICES },
    { kind: 'dateRange', source: 'at', label: 'app.audit.filters.at', times: true },
  ],
};

export default filterPanel(auditFilters);
