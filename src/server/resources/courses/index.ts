/** Courses, as the rest of the server sees them: their routes. */
export { courseRoutes } from './routes';
