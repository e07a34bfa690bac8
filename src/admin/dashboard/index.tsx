import { Route } from 'react-router-dom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazyScreen } from '../common/lazyScreen';
import type { ResourceEntry } from '../resourceEntry';

const Dashboard = lazyScreen(() => import('./Dashboard').then((m) => m.Dashboard));

/** /dashboard: figures and charts read from `GET /dashboard` (no REST resource of its own). */
export const dashboard: ResourceEntry = {
  name: 'dashboard',
  module: 'Dashboard',
  menu: { path: '/dashboard', labelKey: 'app.modules.dashboard', icon: DashboardIcon },
  routes: [<Route key="dashboard" path="/dashboard" element={<Dashboard />} />],
};
