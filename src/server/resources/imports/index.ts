/** CSV imports, as the rest of the server sees them: their routes (the engine is core/imports). */
export { importRoutes } from './routes';
