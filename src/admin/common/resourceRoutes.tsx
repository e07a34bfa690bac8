import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { Navigate, useParams } from 'react-admin';
import type { RecordPath, ResourcePaths } from '../modules';

/** The usual record path `/<name>/edit/<id>`. */
export const editPathOf =
  (name: string): RecordPath =>
  (id) =>
    `/${name}/edit/${encodeURIComponent(id)}`;

/** react-admin's own show path `/<name>/<id>/show`, for a resource that only shows its records. */
export const showPathOf =
  (name: string): RecordPath =>
  (id) =>
    `/${name}/${encodeURIComponent(id)}/show`;

const ToRecord = ({ path }: { path: RecordPath }) => {
  const { id = '' } = useParams();
  return <Navigate to={path(id)} replace />;
};

/**
 * react-admin's routes are fixed (`/<name>/create`, `/<name>/:id`) while ours are `/<name>/add` and
 * `/<name>/edit/:id` (or `/user-management/...`): these routes send react-admin's own links
 * (CreateButton, EditButton, `redirect="edit"`, reference links) on to ours, so both land on one screen.
 */
export function reactAdminPathRedirects(addPath: string | undefined, recordPath: RecordPath): ReactElement[] {
  return [
    ...(addPath ? [<Route key="ra-create" path="create" element={<Navigate to={addPath} replace />} />] : []),
    <Route key="ra-record" path=":id/*" element={<ToRecord path={recordPath} />} />,
  ];
}

/**
 * The `<Resource>` children of a resource whose screens are at the usual paths (`/<name>/add`,
 * `/<name>/edit/:id`), with react-admin's paths leading there.
 */
export function addEditRoutes(name: string, Create: ComponentType, Edit: ComponentType): ReactElement[] {
  return [
    <Route key="add" path="add" element={<Create />} />,
    <Route key="edit" path="edit/:id" element={<Edit />} />,
    ...reactAdminPathRedirects(`/${name}/add`, editPathOf(name)),
  ];
}

/**
 * The `list` of a resource whose list screen is outside `/<name>` (`/user-management/users/list`):
 * react-admin's own list links and `redirect="list"` lead there.
 */
export function listRedirect(listPath: string): ComponentType {
  const ToList = () => <Navigate to={listPath} replace />;
  return ToList;
}

/**
 * The `<Resource>` props of a resource whose screens live outside `/<name>` (users and roles under
 * `/user-management/...`): react-admin's list, create and record paths lead to them, and its links
 * know the resource has create and edit screens.
 */
export function resourceElsewhere(
  paths: ResourcePaths,
  icon: ComponentType,
): Omit<ResourceProps, 'name'> {
  return {
    list: listRedirect(paths.list),
    hasCreate: true,
    hasEdit: true,
    icon,
    recordRepresentation: 'name',
    children: reactAdminPathRedirects(paths.add, paths.record),
  };
}
