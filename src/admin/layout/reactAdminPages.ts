/**
 * react-admin's own pages the app shows as they are, imported lazily by AdminShell.tsx; from this
 * module rather than from 'react-admin', which every page imports, so that they get a chunk of their own.
 */
export { AccessDenied, AuthenticationError, Error } from 'react-admin';
