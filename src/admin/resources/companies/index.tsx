import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import BusinessIcon from '@mui/icons-material/Business';
import { lazyScreen } from '../../common/lazyScreen';

const CompanyList = lazyScreen(() => import('./CompanyList').then((m) => m.CompanyList));
const CompanyCreate = lazyScreen(() => import('./CompanyCreate').then((m) => m.CompanyCreate));
const CompanyEdit = lazyScreen(() => import('./CompanyEdit').then((m) => m.CompanyEdit));

/** /companies, /companies/add, /companies/edit/:id (spec 001 §2). */
export const companies: ResourceProps = {
  name: 'companies',
  list: CompanyList,
  icon: BusinessIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="add" path="add" element={<CompanyCreate />} />,
    <Route key="edit" path="edit/:id" element={<CompanyEdit />} />,
  ],
};
