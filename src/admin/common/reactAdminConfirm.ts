/** react-admin's confirmation dialog, imported lazily (StatusToggleButton), in a chunk of its own. */
export { Confirm } from 'react-admin';
