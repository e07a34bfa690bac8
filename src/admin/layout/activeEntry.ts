import { MY_ACCESS_PATH, PROFILE_PATH, visibleScreens, type ModuleScreen } from '../modules';
import { RESOURCE_PAGES } from '../registry';
import type { PermissionSubject } from '../../shared/permissions';

/** A page the shell can name: a module screen of the menu, or one of the shell's own pages. */
export interface ShellEntry {
  path: string;
  labelKey: string;
  /** The menu group it belongs to, which gets a breadcrumb of its own. */
  group?: { labelKey: string; path: string };
}

/** The pages that have a title and a breadcrumb but no menu entry: the shell's own, and the resources'. */
export const SHELL_PAGES: readonly ShellEntry[] = [
  { path: MY_ACCESS_PATH, labelKey: 'app.myAccess.title' },
  { path: PROFILE_PATH, labelKey: 'app.profile.edit.title' },
  ...RESOURCE_PAGES,
];

/** Breadcrumbs to these paths go elsewhere (spec 000 §2, 001 §2). */
const BREADCRUMB_TARGETS: Record<string, string> = {
  '/user-management': '/user-management/users/list',
};

export function breadcrumbTarget(path: string): string {
  return Object.hasOwn(BREADCRUMB_TARGETS, path) ? BREADCRUMB_TARGETS[path] : path;
}

/** The entry whose path is the current path or its deepest parent, e.g. '/companies' for '/companies/edit/1'. */
export function findActiveEntry<T extends ShellEntry>(pathname: string, entries: readonly T[]): T | undefined {
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The breadcrumb home link: /dashboard (spec 001 §2) once the Dashboard screen exists and the user
 * may view it; the root path otherwise, which takes the user to their first module.
 */
export function homePath(subject: PermissionSubject, screens: readonly ModuleScreen[]): string {
  return visibleScreens(subject, screens).find((screen) => screen.module === 'Dashboard')?.path ?? '/';
}

export interface Crumb {
  labelKey: string;
  /** Absent for the current page. */
  to?: string;
}

/** Home, the entry's menu group if any, then the entry: a link when the current page lies below it. */
export function breadcrumbsFor(pathname: string, entry: ShellEntry, home: string): Crumb[] {
  return [
    { labelKey: 'app.shell.home', to: home },
    ...(entry.group ? [{ labelKey: entry.group.labelKey, to: breadcrumbTarget(entry.group.path) }] : []),
    { labelKey: entry.labelKey, to: pathname === entry.path ? undefined : breadcrumbTarget(entry.path) },
  ];
}
