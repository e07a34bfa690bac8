/** What other resources use from this one; they import nothing else from its folder. */
export { CompanyListDialog } from './CompanyListDialog';
export { CompanyPickerDialog } from './CompanyPickerDialog';
export type { CompanyRecord } from './companyTransform';
export { companyTypeLabel } from './companyTypes';
