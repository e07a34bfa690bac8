/** Locations, as the rest of the server sees them: their routes, and the writes a company's save makes on its locations. */
export { createLocation, deleteLocation, updateLocation } from './queries';
export { locationRoutes } from './routes';
