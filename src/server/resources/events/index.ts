/** Events, as the rest of the server sees them: their routes and their public routes (roster, sign-in sheet). */
export { publicEventRoutes } from './publicRoutes';
export { eventRoutes } from './routes';
