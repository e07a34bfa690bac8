import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { CompanyFormToolbar } from './CompanyFormToolbar';
import { CompanyInputs } from './CompanyInputs';
import { COMPANY_DEFAULT_VALUES, companyTransform } from './companyTransform';

/** /companies/add: the company screen for a new company; Save and Cancel go to /companies. */
export const CompanyCreate = () => (
  <AccessGate resource="companies" action="create">
    <Create resource="companies" title="app.companies.createTitle" redirect="/companies" transform={companyTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={COMPANY_DEFAULT_VALUES} toolbar={<CompanyFormToolbar mode="create" />}>
        <CompanyInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
