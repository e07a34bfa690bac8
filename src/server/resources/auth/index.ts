/** Sign-in, as the rest of the server sees it: its routes, and the key that signs its device cookies. */
export { deviceCookieKey } from './deviceCookie';
export { authRoutes } from './routes';
