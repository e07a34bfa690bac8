import { filterPanel } from '../../common/filters/FilterForm';
import type { FilterDescription } from '../../common/filters/filterDescription';
import { CompanyPickerDialog } from '../companies';
import { ENDING_CHOICES, MARKET_CHOICES, STATUS_CHOICES } from './complianceValues';

/** The CE Compliance list's Filters panel: status, cycle ending within, companies and markets. */
export const complianceFilters: FilterDescription = {
  width: 420,
  fields: [
    { kind: 'choices', source: 'status', choices: STATUS_CHOICES },
    { kind: 'select', source: 'endingWithin', choices: ENDING_CHOICES, read: (value) => (value === undefined || value === null ? '' : String(value)) },
    { kind: 'picked', source: 'companyId', reference: 'companies', multiple: true, picker: CompanyPickerDialog },
    { kind: 'choices', source: 'mncarMarket', choices: MARKET_CHOICES, translateChoice: false },
  ],
};

export default filterPanel(complianceFilters);
