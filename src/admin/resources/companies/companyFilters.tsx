import { filterPanel } from '../../common/filters/FilterForm';
import { activeFilter, type FilterDescription, type FilterPickerProps } from '../../common/filters/filterDescription';
import { LocationListDialog } from '../locations';
import { COMPANY_TYPE_CHOICES } from './companyTypes';

const LocationPicker = (props: FilterPickerProps) => <LocationListDialog mode="pick" title="app.companies.filters.selectLocation" {...props} />;

/**
 * The company list's Filters panel. `updatedAt` goes as 'from,to' ISO times, the 'to' day running
 * to its end, since the field holds times, not days.
 */
export const companyFilters: FilterDescription = {
  width: 440,
  fields: [
    { kind: 'picked', source: 'locations', label: 'app.companies.filters.location', reference: 'locations', picker: LocationPicker },
    { kind: 'choices', source: 'type', label: 'app.companies.filters.type', choices: COMPANY_TYPE_CHOICES },
    activeFilter('isActive', 'app.companies.filters.status'),
    {
      kind: 'referenceSelect',
      source: 'sponsership',
      label: 'app.companies.filters.sponsorship',
      reference: 'sponsorships',
      sort: { field: 'position', order: 'ASC' },
      // Sponsorships are few: one page lists them all.
      perPage: 100,
      optionText: 'name',
    },
    { kind: 'dateRange', source: 'updatedAt', label: 'app.companies.filters.updatedBetween', times: true },
  ],
};

export default filterPanel(companyFilters);
