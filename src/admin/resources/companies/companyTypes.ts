import { COMPANY_TYPES, type CompanyType } from '../../../shared/companyValues';

/** The i18n key of each company type's label (the API keeps the English value). */
const TYPE_KEYS: Record<CompanyType, string> = {
  Broker: 'broker',
  Consultant: 'consultant',
  Appraisal: 'appraisal',
  Developer: 'developer',
  Investments: 'investments',
  'Design/Architecture': 'designArchitecture',
  Other: 'other',
};

export function isCompanyType(value: unknown): value is CompanyType {
  return typeof value === 'string' && (COMPANY_TYPES as readonly string[]).includes(value);
}

/** The label key of a type; an unknown value is shown as it is. */
export function companyTypeLabel(type: unknown): string {
  return isCompanyType(type) ? `app.companies.types.${TYPE_KEYS[type]}` : String(type ?? '');
}

/** The types as react-admin choices, labelled through i18n. */
export const COMPANY_TYPE_CHOICES = COMPANY_TYPES.map((type) => ({ id: type, name: companyTypeLabel(type) }));
