import { Box, Button, Card, CardContent } from '@mui/material';
import { Edit, LinkBase, SimpleForm, useCanAccess, useParams, useTranslate } from 'react-admin';
import { AccessDeniedMessage } from '../../common/AccessGate';
import { PleaseWait } from '../../common/PleaseWait';
import { CompanyDetails } from './CompanyDetails';
import { CompanyFormToolbar } from './CompanyFormToolbar';
import { CompanyInputs } from './CompanyInputs';
import { companyTransform, withActiveStatus, type CompanyRecord } from './companyTransform';

/**
 * Without the edit permission (spec 001 §5): "You don't have access to Edit Company!", and the
 * company read-only for those who may view it. The server refuses the update as well.
 */
const EditDenied = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { canAccess: canView } = useCanAccess({ resource: 'companies', action: 'show' });
  return (
    <>
      <AccessDeniedMessage resource="companies" action="edit" />
      {canView && (
        <Card>
          <CardContent>
            <CompanyDetails companyId={id} />
          </CardContent>
        </Card>
      )}
      <Box sx={{ py: 2 }}>
        <Button component={LinkBase} to="/companies" variant="outlined">
          {translate('app.companies.backToList')}
        </Button>
      </Box>
    </>
  );
};

/** /companies/edit/:id: the company screen (spec 001 §2); Update and Cancel go to /companies. */
export const CompanyEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  const { canAccess, isPending } = useCanAccess({ resource: 'companies', action: 'edit' });
  if (isPending) return <PleaseWait />;
  if (!canAccess) return <EditDenied id={id} />;
  return (
    <Edit
      resource="companies"
      id={id}
      title="app.companies.editTitle"
      redirect="/companies"
      mutationMode="pessimistic"
      transform={companyTransform}
      queryOptions={{ select: (record: CompanyRecord) => withActiveStatus(record) }}
      loading={<PleaseWait />}
      actions={false}
    >
      <SimpleForm toolbar={<CompanyFormToolbar mode="edit" />}>
        <CompanyInputs />
      </SimpleForm>
    </Edit>
  );
};
