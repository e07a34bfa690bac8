import { Alert, Typography } from '@mui/material';
import { Form, RecordContextProvider, ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { CompanyInputs } from './CompanyInputs';
import { withActiveStatus, type CompanyRecord } from './companyTransform';

export interface CompanyDetailsProps {
  companyId: string;
}

/** Read-only: never submitted. */
const noSubmit = () => undefined;

/**
 * The company screen embedded read-only (spec 001 §2, the sponsor flow): the company passed in by
 * id, every field disabled, no buttons.
 */
export const CompanyDetails = ({ companyId }: CompanyDetailsProps) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<CompanyRecord>(
    'companies',
    { id: companyId },
    { retry: false, select: (record) => withActiveStatus(record) },
  );
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  }
  if (error || !data) {
    const message = errorMessage(error);
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  return (
    <ResourceContextProvider value="companies">
      <RecordContextProvider value={data}>
        <Form record={data} onSubmit={noSubmit}>
          <CompanyInputs readOnly />
        </Form>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
