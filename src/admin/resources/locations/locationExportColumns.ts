import { LOCATION_TYPES } from '../../../shared/companyValues';
import { valueLabels, type ExportableColumns } from '../../common/exportColumns';

/** The location list's columns in 'Export Table' (the actions are not exported). */
export const LOCATION_EXPORT_COLUMNS: ExportableColumns = {
  name: {},
  nrdsId: {},
  type: { values: valueLabels(LOCATION_TYPES, (type) => `app.locations.types.${type}`) },
  // The address column has no source: react-admin names it by its label.
  'resources.locations.fields.address': { key: 'address' },
};
