import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { CompanyInputs } from './CompanyInputs';
import { COMPANY_DEFAULT_VALUES, companyTransform } from './companyTransform';

/** The company screen for a new company; Save and Cancel go to the list. */
export const CompanyCreate = () => (
  <CreateScreen title="app.companies.createTitle" transform={companyTransform}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={COMPANY_DEFAULT_VALUES} toolbar={<RecordFormToolbar saveLabel="app.companies.form.save" />}>
      <CompanyInputs />
    </SimpleForm>
  </CreateScreen>
);
