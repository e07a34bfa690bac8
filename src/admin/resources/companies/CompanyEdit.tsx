import { SimpleForm, useParams } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { COMPANY_CONFLICTS } from './companyConflicts';
import { CompanyDetails } from './CompanyDetails';
import { CompanyFormToolbar } from './CompanyFormToolbar';
import { CompanyInputs } from './CompanyInputs';
import { companyTransform, withActiveStatus, type CompanyRecord } from './companyTransform';

/**
 * /companies/edit/:id. Without the edit permission, the company read-only for those who may view
 * it; the server refuses the update as well.
 */
export const CompanyEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <EditScreen<CompanyRecord>
      resource="companies"
      id={id}
      listPath="/companies"
      backLabel="app.companies.backToList"
      titleKey="app.companies.editTitle"
      readOnly={<CompanyDetails companyId={id} />}
      redirect="/companies"
      transform={companyTransform}
      queryOptions={{ select: withActiveStatus }}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<CompanyFormToolbar mode="edit" />}>
        <EditConflicts {...COMPANY_CONFLICTS} />
        <CompanyInputs />
      </SimpleForm>
    </EditScreen>
  );
};
