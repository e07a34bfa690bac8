import { cloneElement, type ComponentType, type ReactElement } from 'react';
import { Resource, ResourceContextProvider, type ResourceDefinitions, type ResourceProps, type SortPayload } from 'react-admin';
import { matchPath } from 'react-router-dom';
import type { ModuleName } from '../shared/modules';
import { addEditRoutes, editPathOf, showPathOf } from './common/resourceRoutes';
import type { DashboardCard, EntryOptions, HeaderPanel, ModuleScreen, RecordTab, ResourcePaths, ShellEntry } from './modules';
import type { ResourceApi, ResourceTable } from './providers/resources';

/**
 * Everything the app knows about one resource, declared once in its folder's `entry.tsx`. The shell
 * reads it back from the `<Resource>`s' options in react-admin's context, not from the registry.
 */
export interface ResourceEntry {
  /** react-admin's resource name, the dataProvider's key and the Store's key prefix. */
  name: string;
  /**
   * The product module whose permissions govern it (canAccess, the denial texts). Absent for a
   * read-only helper resource whose API route checks several modules itself (the user picker).
   */
  module?: ModuleName;
  /** How it maps onto the API; absent when it has no REST resource of its own (the dashboard). */
  api?: ResourceApi;
  /**
   * The `<Resource>`'s props besides its name (list, hasCreate, hasEdit, icon, recordRepresentation,
   * children). Absent when it has no routes under `/<name>` and no record type (the dashboard).
   */
  resource?: Omit<ResourceProps, 'name'>;
  /** Its create and edit screens, at `/<name>/add` and `/<name>/edit/:id`; react-admin's own paths lead there. */
  screens?: { create: ComponentType; edit: ComponentType };
  /** Where its screens are, when not at `/<name>`, `/<name>/add` and `/<name>/edit/:id`. */
  paths?: ResourcePaths;
  /**
   * The order its list opens in (and Reset returns to, where the list offers it). Declared here
   * rather than in the list's code so that App.tsx can ask for the list's first page before that
   * code has arrived.
   */
  listSort?: SortPayload;
  /** Its side-menu entry, which also makes it a target of the root redirect. */
  menu?: Omit<ModuleScreen, 'module'>;
  /** Pages inside the layout at paths outside `/<name>` (`/user-management/...`), in its resource context. */
  routes?: readonly ReactElement[];
  /** Pages outside the layout, reachable without signing in. */
  publicRoutes?: readonly ReactElement[];
  /** Pages the shell names beyond the menu entry (add pages beside a list, say). */
  pages?: readonly ShellEntry[];
  /** Tabs it adds to other resources' record screens. */
  recordTabs?: readonly RecordTab[];
  /** A panel it puts behind the header's button. */
  headerPanel?: HeaderPanel;
  /** Cards it adds to the dashboard. */
  dashboardCards?: readonly DashboardCard[];
}

/** The `<Resource>` props of an entry, its module, menu entry, paths and pages in the options. */
export function resourceProps({ name, module, menu, pages, recordTabs, headerPanel, dashboardCards, resource, screens, paths, listSort }: ResourceEntry): ResourceProps {
  const options: EntryOptions = {
    module,
    menu: module && menu ? { module, ...menu } : undefined,
    paths: paths ?? { list: menu?.path ?? `/${name}`, add: screens ? `/${name}/add` : undefined, record: resource?.show && !screens ? showPathOf(name) : editPathOf(name) },
    pages,
    recordTabs,
    headerPanel,
    dashboardCards,
    listSort,
  };
  const routes = screens ? { hasCreate: true, hasEdit: true, children: addEditRoutes(name, screens.create, screens.edit) } : {};
  return { ...routes, ...resource, name, options: { ...resource?.options, ...options } };
}

/** An entry's pages outside `/<name>`, each inside its resource's context as its own routes are. */
export function entryRoutes({ name, routes = [] }: ResourceEntry): ReactElement[] {
  return routes.map((route) => {
    const { element } = route.props as { element?: ReactElement };
    return element ? cloneElement(route, { element: <ResourceContextProvider value={name}>{element}</ResourceContextProvider> } as object) : route;
  });
}

/**
 * The resource definitions the `<Resource>`s register, known before the first render so that the
 * menu and the root redirect never see an empty list (react-admin registers them in an effect).
 */
export function resourceDefinitions(resources: readonly ResourceProps[]): ResourceDefinitions {
  return Object.fromEntries(resources.map((props) => [props.name, Resource.registerResource(props)]));
}

/** The menu's module screens, in registry order. */
export function menuScreens(entries: readonly ResourceEntry[]): ModuleScreen[] {
  return entries.flatMap(({ module, menu }) => (module && menu ? [{ module, ...menu }] : []));
}

/** The dataProvider's path table: resource name → API paths. */
export function apiTable(entries: readonly ResourceEntry[]): ResourceTable {
  return Object.fromEntries(entries.flatMap(({ name, api }) => (api ? [[name, api]] : [])));
}

/** canAccess's map: resource name → the module whose permissions apply. */
export function resourceModules(entries: readonly ResourceEntry[]): Record<string, ModuleName> {
  return Object.fromEntries(entries.flatMap(({ name, module }) => (module ? [[name, module]] : [])));
}

type Preloadable = { preload?: () => Promise<void> };

/**
 * The lazy screen the entries show at `pathname`, if any: App.tsx starts its download beside the
 * shell's, so the first screen's code does not wait for the layout to render.
 */
export function screenAt(entries: readonly ResourceEntry[], pathname: string): (() => Promise<void>) | undefined {
  const candidates = entries.flatMap(({ name, resource, screens, routes = [] }): [string, unknown][] => [
    [`/${name}`, resource?.list],
    [`/${name}/add`, screens?.create],
    [`/${name}/edit/:id`, screens?.edit],
    ...routes.map((route): [string, unknown] => {
      const { path, element } = route.props as { path?: string; element?: ReactElement };
      return [path ?? '', element?.type];
    }),
  ]);
  const found = candidates.find(([path, screen]) => path && (screen as Preloadable | undefined)?.preload && matchPath(path, pathname));
  return found && (found[1] as Required<Preloadable>).preload;
}

/** The entry whose list is at `pathname`, if it declares the order the list opens in. */
export function listAt(entries: readonly ResourceEntry[], pathname: string): { resource: string; sort: SortPayload } | undefined {
  const found = entries.find((entry) => entry.listSort && matchPath(entry.paths?.list ?? entry.menu?.path ?? `/${entry.name}`, pathname));
  return found?.listSort && { resource: found.name, sort: found.listSort };
}

/** The record whose edit screen is at `pathname` (`/<name>/edit/:id`), if any. */
export function recordAt(entries: readonly ResourceEntry[], pathname: string): { resource: string; id: string } | undefined {
  for (const entry of entries) {
    const id = entry.screens && matchPath(`/${entry.name}/edit/:id`, pathname)?.params.id;
    // Decoded, as the route's own params are.
    if (id) return { resource: entry.name, id: decodeSegment(id) };
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
