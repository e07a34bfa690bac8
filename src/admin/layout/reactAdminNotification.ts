/** react-admin's notification (snackbar), imported lazily by AdminShell.tsx, in a chunk of its own. */
export { Notification } from 'react-admin';
