import { Edit, SimpleForm, useParams } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordPageTitle } from '../../layout/PageTitle';
import { GUARDED_QUERY, RecordGuard } from '../../common/RecordGuard';
import { ReadOnlyView } from '../../common/ReadOnlyView';
import { PleaseWait } from '../../common/PleaseWait';
import { CompanyDetails } from './CompanyDetails';
import { CompanyFormToolbar } from './CompanyFormToolbar';
import { CompanyInputs } from './CompanyInputs';
import { companyTransform, withActiveStatus, type CompanyRecord } from './companyTransform';

/**
 * /companies/edit/:id: the company screen (spec 001 §2); Update and Cancel go to /companies.
 * Without the edit permission (spec 001 §5): "You don't have access to Edit Company!", and the
 * company read-only for those who may view it. The server refuses the update as well.
 */
export const CompanyEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <RecordGuard resource="companies" id={id} listPath="/companies" backLabel="app.companies.backToList">
      <AccessGate
        resource="companies"
        action="edit"
        denied={
          <ReadOnlyView resource="companies" backTo="/companies" backLabel="app.companies.backToList">
            <CompanyDetails companyId={id} />
          </ReadOnlyView>
        }
      >
        <Edit
          resource="companies"
          id={id}
          title="app.companies.editTitle"
          redirect="/companies"
          mutationMode="pessimistic"
          transform={companyTransform}
          queryOptions={{ ...GUARDED_QUERY, select: (record: CompanyRecord) => withActiveStatus(record) }}
          loading={<PleaseWait />}
          actions={false}
        >
          <SimpleForm toolbar={<CompanyFormToolbar mode="edit" />}>
            <RecordPageTitle titleKey="app.companies.editTitle" />
            <CompanyInputs />
          </SimpleForm>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
