import { Route } from 'react-router-dom';
import EventIcon from '@mui/icons-material/Event';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const EventList = lazyScreen(() => import('./EventList').then((m) => m.EventList));
const EventCreate = lazyScreen(() => import('./EventCreate').then((m) => m.EventCreate));
const EventEdit = lazyScreen(() => import('./EventEdit').then((m) => m.EventEdit));
const PublicRosterPage = lazyScreen(() => import('./PublicRosterPage').then((m) => m.PublicRosterPage));
const PublicSignInSheetPage = lazyScreen(() => import('./PublicSignInSheetPage').then((m) => m.PublicSignInSheetPage));

/** /events, /events/add, /events/edit/:id, and the public roster and sign-in sheet. */
export const events: ResourceEntry = {
  name: 'events',
  listSort: { field: 'startAt', order: 'DESC' },
  module: 'Events',
  api: {
    listPath: '/events',
    exportPath: '/export/events',
    listKey: 'events',
    onePath: '/events/{id}',
    oneKey: 'event',
    createPath: '/events/create',
    updatePath: '/events/update/{id}',
    deletePath: '/events/{id}',
    statusPath: '/events/update/active/inactive/{id}',
  },
  resource: {
    list: EventList,
    icon: EventIcon,
    recordRepresentation: 'name',
  },
  screens: { create: EventCreate, edit: EventEdit },
  menu: { path: '/events', labelKey: 'app.modules.events', icon: EventIcon },
  // Outside the admin layout and reachable without sign-in (isPublicPath: paths containing roster
  // or signinsheet): the printable roster and the sign-in sheet.
  publicRoutes: [
    <Route key="event-roster" path="/events/roster/:key" element={<PublicRosterPage />} />,
    <Route key="event-signinsheet" path="/events/signinsheet/:key" element={<PublicSignInSheetPage />} />,
  ],
};

/**
 * An event's attendees, listed by the attendees section of the event screen (react-admin's
 * ListBase with `filter={{ eventId }}`). API only: no screens of its own. The writes (register,
 * attendance, hours, resend, remove) are the dataProvider's named calls, whose paths take both ids.
 */
export const eventAttendees: ResourceEntry = {
  name: 'eventAttendees',
  module: 'Events',
  api: {
    listPath: '/events/{eventId}/attendees',
    scopedListPaths: { eventId: '/events/{eventId}/attendees' },
    listKey: 'attendees',
    // The event's figures beside the page: its seats and how many attended (whatever the search).
    listMetaKeys: ['capacity', 'attendedCount'],
    // Never called: one attendee is always read as part of its event's list.
    onePath: '/events/{eventId}/attendees/{id}',
    oneKey: 'attendee',
  },
};
