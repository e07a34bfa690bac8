import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../../common/lazyScreen';

const EventList = lazyScreen(() => import('./EventList').then((m) => m.EventList));
const EventCreate = lazyScreen(() => import('./EventCreate').then((m) => m.EventCreate));
const EventEdit = lazyScreen(() => import('./EventEdit').then((m) => m.EventEdit));
const PublicRosterPage = lazyScreen(() => import('./PublicRosterPage').then((m) => m.PublicRosterPage));
const PublicSignInSheetPage = lazyScreen(() => import('./PublicSignInSheetPage').then((m) => m.PublicSignInSheetPage));

/** /events, /events/add, /events/edit/:id. */
export const events: ResourceProps = {
  name: 'events',
  list: EventList,
  icon: EventIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="add" path="add" element={<EventCreate />} />,
    <Route key="edit" path="edit/:id" element={<EventEdit />} />,
  ],
};

/**
 * The event's public pages, outside the admin layout and reachable without sign-in (spec 000 §2:
 * paths containing roster or signinsheet): the printable roster and the sign-in sheet.
 */
export const publicEventRoutes = [
  <Route key="event-roster" path="/events/roster/:key" element={<PublicRosterPage />} />,
  <Route key="event-signinsheet" path="/events/signinsheet/:key" element={<PublicSignInSheetPage />} />,
];
