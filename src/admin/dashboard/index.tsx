import { Route } from 'react-router-dom';
import { lazyScreen } from '../common/lazyScreen';

const Dashboard = lazyScreen(() => import('./Dashboard').then((m) => m.Dashboard));

/** /dashboard, inside the layout's CustomRoutes. */
export const dashboardRoutes = <Route key="dashboard" path="/dashboard" element={<Dashboard />} />;
