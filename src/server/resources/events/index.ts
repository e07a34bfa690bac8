/** Events, as the rest of the server sees them: a user's event history. */
export { listUserEventHistory } from './attendees';
