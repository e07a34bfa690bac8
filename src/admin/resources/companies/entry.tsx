import BusinessIcon from '@mui/icons-material/Business';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const CompanyList = lazyScreen(() => import('./CompanyList').then((m) => m.CompanyList));
const CompanyCreate = lazyScreen(() => import('./CompanyCreate').then((m) => m.CompanyCreate));
const CompanyEdit = lazyScreen(() => import('./CompanyEdit').then((m) => m.CompanyEdit));

/** /companies, /companies/add, /companies/edit/:id. */
export const companies: ResourceEntry = {
  name: 'companies',
  listSort: { field: 'createdAt', order: 'DESC' },
  module: 'Companies',
  api: {
    listPath: '/company/list',
    exportPath: '/export/companies',
    listKey: 'companies',
    onePath: '/company/{id}',
    oneKey: 'company',
    createPath: '/company/create',
    updatePath: '/company/update/{id}',
    deletePath: '/company/{id}',
    statusPath: '/company/update/active/inactive/{id}',
  },
  resource: {
    list: CompanyList,
    icon: BusinessIcon,
    recordRepresentation: 'name',
  },
  screens: { create: CompanyCreate, edit: CompanyEdit },
  menu: { path: '/companies', labelKey: 'app.modules.companies', icon: BusinessIcon },
};
