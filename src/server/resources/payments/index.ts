/** Payments, as the rest of the server sees them: their routes. */
export { paymentRoutes } from './routes';
