/** Uploads, as the rest of the server sees them: their routes, and the check that an image is the caller's own. */
export { assertOwnUpload } from './queries';
export { uploadRoutes } from './routes';
