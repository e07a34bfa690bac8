import { filterPanel } from '../../common/filters/FilterForm';
import type { FilterDescription, FilterPickerProps } from '../../common/filters/filterDescription';
import { CompanyPickerDialog } from '../companies';
import { UserPickerDialog } from '../users';
import { METHOD_CHOICES, PURPOSE_CHOICES, STATUS_CHOICES } from './paymentTypes';
import { usePersonPickerSource } from './usePersonPickerSource';

const PersonPicker = (props: FilterPickerProps) => <UserPickerDialog {...usePersonPickerSource()} {...props} />;

/**
 * The payment list's Filters panel: Date from/to (`paidOn`, YYYY-MM-DD days), Purpose, Status and
 * Method (lists), Person (`user`) and Company (`company`), each an id.
 */
export const paymentFilters: FilterDescription = {
  width: 480,
  fields: [
    { kind: 'dateRange', source: 'paidOn', label: 'app.payments.filters.paidBetween' },
    { kind: 'choices', source: 'purpose', choices: PURPOSE_CHOICES },
    { kind: 'choices', source: 'status', choices: STATUS_CHOICES },
    { kind: 'choices', source: 'method', choices: METHOD_CHOICES },
    { kind: 'picked', source: 'user', label: 'app.payments.filters.person', reference: 'users', picker: PersonPicker },
    { kind: 'picked', source: 'company', label: 'app.payments.filters.company', reference: 'companies', picker: CompanyPickerDialog },
  ],
};

export default filterPanel(paymentFilters);
