/** Sponsorships, as the rest of the server sees them: their routes. */
export { sponsorshipRoutes } from './routes';
