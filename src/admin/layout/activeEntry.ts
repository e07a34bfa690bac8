import { MY_ACCESS_PATH, visibleScreens, type ModuleScreen, type ShellEntry } from '../modules';
import type { PermissionSubject } from '../../shared/permissions';

/** The shell's own pages that have a title and a breadcrumb but no menu entry. */
export const SHELL_PAGES: readonly ShellEntry[] = [
  { path: MY_ACCESS_PATH, labelKey: 'app.myAccess.title' },
];

/** Breadcrumbs to these paths go straight to where the path redirects. */
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
 * The breadcrumb home link: /dashboard once the Dashboard screen exists and the user
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
