import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { CompanyInputs } from './CompanyInputs';
import { withActiveStatus, type CompanyRecord } from './companyTransform';

export interface CompanyDetailsProps {
  companyId: string;
}

/** The company screen embedded read-only (the sponsor flow): every field disabled, no buttons. */
export const CompanyDetails = ({ companyId }: CompanyDetailsProps) => (
  <ReadOnlyRecord<CompanyRecord> resource="companies" id={companyId} select={withActiveStatus}>
    <CompanyInputs readOnly />
  </ReadOnlyRecord>
);
