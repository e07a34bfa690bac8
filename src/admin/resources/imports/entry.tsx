import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportEntity } from '../../../shared/imports';
import type { ModuleName } from '../../../shared/modules';
import { lazyScreen } from '../../common/lazyScreen';
import { USER_MANAGEMENT_GROUP, type ModuleGroup } from '../../modules';
import type { ResourceEntry } from '../../resourceEntry';
import { IMPORT_RESOURCES } from './importValues';

const ImportList = lazyScreen(() => import('./ImportList').then((m) => m.ImportList));
const ImportShow = lazyScreen(() => import('./ImportShow').then((m) => m.ImportShow));

/**
 * An entity's CSV imports. Each entity's imports are a Resource of their own, so that its module
 * governs them (the API requires its add permission on every import route). They are reached from
 * the entity's list rather than the menu, which shows a module's screens to those who may only view it.
 */
function importResource(entity: ImportEntity, module: ModuleName, group?: ModuleGroup): ResourceEntry {
  const name = IMPORT_RESOURCES[entity];
  const List = () => <ImportList entity={entity} />;
  return {
    name,
    module,
    api: { listPath: '/imports/list', listKey: 'imports', onePath: '/imports/{id}', oneKey: 'import', extraListParams: { entity } },
    resource: { list: List, show: ImportShow, icon: UploadFileIcon, recordRepresentation: 'fileName' },
    pages: [{ path: `/${name}`, labelKey: `app.imports.titles.${entity}`, ...(group ? { group } : {}) }],
  };
}

export const userImports = importResource('users', 'User Management', USER_MANAGEMENT_GROUP);
export const companyImports = importResource('companies', 'Companies');
