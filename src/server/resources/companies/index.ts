/** Companies, as the rest of the server sees them: their routes. */
export { companyRoutes } from './routes';
