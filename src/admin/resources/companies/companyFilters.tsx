import { filterPanel } from '../../common/filters/FilterForm';
import { activeFilter, type FilterDescription, type FilterPickerProps } from '../../common/filters/filterDescription';
import { LocationListDialog } from '../locations';
import { COMPANY_TYPE_CHOICES } from './companyTypes';

const LocationPicker = (props: FilterPickerProps) => <LocationListDialog mode="pick" title="app.companies.filters.selectLocation" {...props} />;

/**
 * The company list's Filters panel (spec 001 §2): Location, Company Type, Active Status,
 * Sponsorship and Updated Between, sent as the `filters` entries of spec 001 §7: `locations` (a
 * location id), `type` (a list), `isActive`, `sponsership` (a sponsorship id) and `updatedAt`
 * ('from,to' as ISO times, the 'to' day running to its end, spec 001 §5, §9).
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
