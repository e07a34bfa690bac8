import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../common/lazyScreen';

const LocationCreatePage = lazyScreen(() => import('./LocationCreatePage').then((m) => m.LocationCreatePage));

/**
 * Locations have no list screen of their own: they are listed and edited in dialogs of the company
 * screens. The resource tells react-admin their name and how to show one.
 */
export const locations: ResourceProps = {
  name: 'locations',
  recordRepresentation: 'name',
};

/** /location redirects to /location/add, the add-location page (spec 001 §2). Inside the layout's CustomRoutes. */
export const locationRoutes = [
  <Route key="location" path="/location" element={<Navigate to="/location/add" replace />} />,
  <Route key="location-add" path="/location/add" element={<LocationCreatePage />} />,
];
