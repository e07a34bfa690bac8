/** What other resources use from this one; they import nothing else from its folder. */
export { METHOD_CHOICES, METHOD_LABELS, PURPOSE_LABELS, STATUS_CHOICES, STATUS_LABELS } from './paymentTypes';
export { usePersonPickerSource } from './usePersonPickerSource';
