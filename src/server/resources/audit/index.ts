/** The audit history, as the rest of the server sees it: its routes. */
export { auditRoutes } from './routes';
