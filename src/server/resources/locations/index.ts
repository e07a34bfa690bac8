/** Locations, as the rest of the server sees them: the writes a company's save makes on its locations. */
export { createLocation, deleteLocation, updateLocation } from './queries';
