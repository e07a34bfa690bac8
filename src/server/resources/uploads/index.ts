/** Uploads, as the rest of the server sees them: the check that an image is the caller's own. */
export { assertOwnUpload } from './queries';
