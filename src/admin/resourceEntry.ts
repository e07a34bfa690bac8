import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ModuleName } from '../shared/modules';
import type { ShellEntry } from './layout/activeEntry';
import type { ModuleScreen } from './modules';
import type { ResourceApi, ResourceTable } from './providers/resources';

/**
 * Everything the app knows about one resource, declared once in its folder's `index.tsx`
 * (../../shared/STYLE.md, habit 1). The menu, the dataProvider's path table, the permission map
 * of `canAccess`, the shell's titles and the routes are all derived from the list of entries in
 * `registry.ts`; nothing about a resource is kept in a parallel list.
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
  /** Its side-menu entry, which also makes it a target of the root redirect. */
  menu?: Omit<ModuleScreen, 'module'>;
  /** Pages inside the layout at paths outside `/<name>` (the spec's `/user-management/...`). */
  routes?: readonly ReactElement[];
  /** Pages outside the layout, reachable without signing in. */
  publicRoutes?: readonly ReactElement[];
  /** Pages the shell names beyond the menu entry (add pages beside a list, say). */
  pages?: readonly ShellEntry[];
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

/** The pages the shell names beyond the menu entries. */
export function shellPages(entries: readonly ResourceEntry[]): ShellEntry[] {
  return entries.flatMap(({ pages }) => pages ?? []);
}
