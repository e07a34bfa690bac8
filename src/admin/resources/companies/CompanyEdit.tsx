import { SimpleForm } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { COMPANY_CONFLICTS } from './companyConflicts';
import { CompanyDeleteButton } from './CompanyDeleteButton';
import { CompanyDetails } from './CompanyDetails';
import { CompanyInputs } from './CompanyInputs';
import { companyTransform, withActiveStatus, type CompanyRecord } from './companyTransform';

/**
 * Without the edit permission, the company read-only for those who may view it; the server refuses
 * the update as well.
 */
export const CompanyEdit = () => (
  <EditScreen<CompanyRecord>
    backLabel="app.companies.backToList"
    titleKey="app.companies.editTitle"
    readOnly={<CompanyDetails />}
    transform={companyTransform}
    queryOptions={{ select: withActiveStatus }}
  >
    <SimpleForm
      warnWhenUnsavedChanges
      toolbar={<RecordFormToolbar saveLabel="app.companies.form.update" deleteButton={<CompanyDeleteButton />} />}
    >
      <EditConflicts {...COMPANY_CONFLICTS} />
      <CompanyInputs />
    </SimpleForm>
  </EditScreen>
);
