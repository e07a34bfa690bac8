import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const LocationCreatePage = lazyScreen(() => import('./LocationCreatePage').then((m) => m.LocationCreatePage));

/**
 * Locations have no list screen of their own: they are listed and edited in dialogs of the company
 * screens, in the Companies module. /location leads to /location/add, the add-location page.
 */
export const locations: ResourceEntry = {
  name: 'locations',
  module: 'Companies',
  api: {
    listPath: '/locations/list/all',
    exportPath: '/export/locations',
    scopedListPaths: { companyId: '/locations/list/{companyId}' },
    listKey: 'locations',
    onePath: '/locations/{id}',
    // The create answer carries `location` as a list whose first entry is the new record.
    oneKey: 'location',
    createPath: '/locations/create',
    updatePath: '/locations/update/{id}',
    deletePath: '/locations/{id}',
  },
  resource: { recordRepresentation: 'name' },
  routes: [
    <Route key="location" path="/location" element={<Navigate to="/location/add" replace />} />,
    <Route key="location-add" path="/location/add" element={<LocationCreatePage />} />,
  ],
  // It belongs to the Companies module but has no menu entry.
  pages: [{ path: '/location', labelKey: 'app.locations.addTitle' }],
};

/**
 * The user picker of the location form ('Select User', 'Select Realtor'): active users, read only.
 * Its route checks any of several modules itself, so it has no module of its own here.
 */
export const members: ResourceEntry = {
  name: 'members',
  api: { listPath: '/users/list/members', listKey: 'users', onePath: '/users/{id}', oneKey: 'user' },
};
