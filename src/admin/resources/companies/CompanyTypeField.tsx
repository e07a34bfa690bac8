import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from './companyTransform';
import { companyTypeLabel } from './companyTypes';

/** The Type column, in the user's language. */
export const CompanyTypeField = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  if (!record?.type) return null;
  const key = companyTypeLabel(record.type);
  return <>{translate(key, { _: record.type })}</>;
};
