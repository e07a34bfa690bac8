/** The dashboard, as the rest of the server sees it: its routes. */
export { dashboardRoutes } from './routes';
