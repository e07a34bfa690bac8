import { lazy } from 'react';
import { Route } from 'react-router-dom';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';
import { SETTINGS_PATH } from './paths';

const ComplianceList = lazyScreen(() => import('./ComplianceList').then((m) => m.ComplianceList));
const ComplianceSettingsPage = lazyScreen(() => import('./ComplianceSettingsPage').then((m) => m.ComplianceSettingsPage));
const ComplianceCard = lazy(() => import('./ComplianceCard').then((m) => ({ default: m.ComplianceCard })));

/**
 * /compliance: each licensee member's credit hours in their current CE cycle (GET /compliance,
 * 'CE Compliance' view), their credit history, reminders (its add) and /compliance/settings (its
 * edit). The rows are computed by the server; nobody adds or edits them here.
 */
export const compliance: ResourceEntry = {
  name: 'compliance',
  listSort: { field: 'name', order: 'ASC' },
  module: 'CE Compliance',
  api: { listPath: '/compliance', listKey: 'members', onePath: '/compliance/history/{id}', oneKey: 'member', exportPath: '/export/compliance' },
  resource: { list: ComplianceList, icon: FactCheckIcon, recordRepresentation: 'name' },
  menu: { path: '/compliance', labelKey: 'app.modules.compliance', icon: FactCheckIcon },
  routes: [<Route key="compliance-settings" path={SETTINGS_PATH} element={<ComplianceSettingsPage />} />],
  dashboardCards: [{ key: 'compliance', listOf: 'compliance', Card: ComplianceCard }],
};
