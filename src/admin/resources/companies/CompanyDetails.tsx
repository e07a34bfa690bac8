import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { CompanyInputs } from './CompanyInputs';
import { withActiveStatus, type CompanyRecord } from './companyTransform';

export interface CompanyDetailsProps {
  /** The route's `:id` by default. */
  companyId?: string;
}

/**
 * The company screen read-only: every field disabled, no buttons. It names its resource, since the
 * sponsor flow shows it in a dialog over another resource's screen.
 */
export const CompanyDetails = ({ companyId }: CompanyDetailsProps) => (
  <ReadOnlyRecord<CompanyRecord> resource="companies" id={companyId} select={withActiveStatus}>
    <CompanyInputs readOnly />
  </ReadOnlyRecord>
);
