import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { AUDIT_ENTITIES } from '../../../shared/auditValues';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const AuditList = lazyScreen(() => import('./AuditList').then((m) => m.AuditList));
const RecordHistory = lazy(() => import('./RecordHistory').then((m) => ({ default: m.RecordHistory })));
const loadQuickPanel = () => import('./AuditQuickPanel').then((m) => ({ default: m.AuditQuickPanel }));
const AuditQuickPanel = Object.assign(lazy(loadQuickPanel), { preload: () => void loadQuickPanel().catch(() => undefined) });

/**
 * /audit: the Audit Log, every recorded change and security event (GET /audit/list, 'Audit Log'
 * view; Revert needs its edit). Entries are written by the server, never added or edited here; the
 * record screens' History tab reads the same resource.
 */
export const audit: ResourceEntry = {
  name: 'audit',
  listSort: { field: 'at', order: 'DESC' },
  module: 'Audit Log',
  api: { listPath: '/audit/list', listKey: 'auditLogs', onePath: '/audit/{id}', oneKey: 'auditLog', exportPath: '/export/audit' },
  resource: { list: AuditList, icon: HistoryIcon, recordRepresentation: 'recordLabel' },
  menu: { path: '/audit', labelKey: 'app.modules.auditLog', icon: HistoryIcon },
  // Every followed record's screen gets a History tab; the header's clock opens one's own activity.
  recordTabs: [{ key: 'history', labelKey: 'app.audit.history.tab', resources: AUDIT_ENTITIES, listOf: 'audit', Panel: RecordHistory }],
  headerPanel: { labelKey: 'app.audit.quickPanel.button', Panel: AuditQuickPanel },
};
