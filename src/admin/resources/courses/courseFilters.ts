import { filterPanel } from '../../common/filters/FilterForm';
import { activeFilter, type FilterDescription } from '../../common/filters/filterDescription';
import { DELIVERY_CHOICES } from './courseValues';

/** The course list's Filters panel: Delivery and Active Status (`delivery` a list, `isActive`). */
export const courseFilters: FilterDescription = {
  width: 400,
  fields: [
    { kind: 'choices', source: 'delivery', choices: DELIVERY_CHOICES },
    activeFilter('isActive', 'app.courses.filters.status'),
  ],
};

export default filterPanel(courseFilters);
