import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const AuditList = lazyScreen(() => import('./AuditList').then((m) => m.AuditList));

/**
 * /audit: the Audit Log, every recorded change and security event (GET /audit/list, 'Audit Log'
 * view; Revert needs its edit). Entries are written by the server, never added or edited here; the
 * record screens' History tab (common/RecordTabs.tsx) reads the same resource.
 */
export const audit: ResourceEntry = {
  name: 'audit',
  module: 'Audit Log',
  api: { listPath: '/audit/list', listKey: 'auditLogs', onePath: '/audit/{id}', oneKey: 'auditLog', exportPath: '/export/audit' },
  resource: { list: AuditList, icon: HistoryIcon, recordRepresentation: 'recordLabel' },
  menu: { path: '/audit', labelKey: 'app.modules.auditLog', icon: HistoryIcon },
};
