import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazyScreen } from '../../common/lazyScreen';
import { USER_MANAGEMENT_GROUP } from '../../modules';
import type { ResourceEntry } from '../../resourceEntry';

const ImportList = lazyScreen(() => import('./ImportList').then((m) => m.ImportList));
const ImportShow = lazyScreen(() => import('./ImportShow').then((m) => m.ImportShow));

/**
 * /imports: the CSV imports (issue 18) and each one's page. Reached from the user list's Import
 * action (add permission, which the API requires for every import route) rather than the menu,
 * which shows a module's screens to those who may only view it.
 */
export const imports: ResourceEntry = {
  name: 'imports',
  module: 'User Management',
  api: { listPath: '/imports/list', listKey: 'imports', onePath: '/imports/{id}', oneKey: 'import', queryParams: ['entity'] },
  resource: { list: ImportList, show: ImportShow, icon: UploadFileIcon, recordRepresentation: 'fileName' },
  pages: [{ path: '/imports', labelKey: 'app.imports.title', group: USER_MANAGEMENT_GROUP }],
};
