/** What other resources use from this one; they import nothing else from its folder. */
export { CheckboxInput } from './CheckboxInput';
export { LocationFormDialog } from './LocationFormDialog';
export { LocationListDialog } from './LocationListDialog';
export { type LocationFormValues, type LocationRecord, formatAddress, toFormValues, toLocationPayload } from './locationValues';
