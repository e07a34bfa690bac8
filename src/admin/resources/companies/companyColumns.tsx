import { DataTable } from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { CompanyLogoField } from './CompanyLogoField';
import { CompanyTypeField } from './CompanyTypeField';
import type { CompanyRecord } from './companyTransform';

/** The columns every company list starts with. */
export const companyColumns = () => [
  <DataTable.Col key="logo" label="resources.companies.fields.logo" disableSort>
    <CompanyLogoField />
  </DataTable.Col>,
  // The name sorts by its lower-case form, so that case does not split the order.
  <DataTable.Col key="name" source="nameInLower" label="resources.companies.fields.name" render={(record: CompanyRecord) => record.name} />,
  <DataTable.Col key="type" source="type">
    <CompanyTypeField />
  </DataTable.Col>,
  <DataTable.Col key="isActive" source="isActive">
    <ActiveStatusField />
  </DataTable.Col>,
];
