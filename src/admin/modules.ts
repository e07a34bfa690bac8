import type { ComponentType } from 'react';
import type { Identifier, SortPayload } from 'react-admin';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { MODULES, type ModuleName } from '../shared/modules';
import { can, type PermissionSubject } from '../shared/permissions';

/** A page the shell can name: a module screen of the menu, or one of the shell's own pages. */
export interface ShellEntry {
  path: string;
  labelKey: string;
  /** The menu group it belongs to, which gets a breadcrumb of its own. */
  group?: { labelKey: string; path: string };
}

/** A tab a resource adds to the record screens of others (the audit history). */
export interface RecordTab {
  key: string;
  labelKey: string;
  /** The resources whose record screens show it. */
  resources: readonly string[];
  /** Shown to those who may list this resource. */
  listOf: string;
  Panel: ComponentType<{ id: Identifier }>;
}

/** A card a resource adds to the dashboard, after its figures; shown to those who may list `listOf`. */
export interface DashboardCard {
  key: string;
  listOf: string;
  /** Loads its own figures, so the dashboard's call does not grow with every card. */
  Card: ComponentType;
}

/** A panel a resource adds behind the header's button (the signed-in user's own activity). */
export interface HeaderPanel {
  labelKey: string;
  Panel: ComponentType<{ id: string; open: boolean; onClose: () => void }> & { preload?: () => void };
}

/** Where one record's screen is, e.g. `/companies/edit/7`. */
export type RecordPath = (id: string) => string;

/** Where a resource's screens are; the shared blocks link there by default. */
export interface ResourcePaths {
  list: string;
  /** Absent for a resource nobody adds to here. */
  add?: string;
  record: RecordPath;
}

/** What a `<Resource>`'s options carry for the shell; App.tsx puts them there from the registry. */
export interface EntryOptions {
  module?: ModuleName;
  paths?: ResourcePaths;
  menu?: ModuleScreen;
  pages?: readonly ShellEntry[];
  recordTabs?: readonly RecordTab[];
  headerPanel?: HeaderPanel;
  dashboardCards?: readonly DashboardCard[];
  listSort?: SortPayload;
}

/** A menu group: one entry that opens onto several module screens, with its own breadcrumb. */
export interface ModuleGroup {
  /** i18n key of the group's menu entry and breadcrumb. */
  labelKey: string;
  /** Where its breadcrumb goes (see breadcrumbTarget). */
  path: string;
  icon: ComponentType;
}

/** One module screen that exists in the app: its menu entry, breadcrumb and root-redirect target. */
export interface ModuleScreen {
  module: ModuleName;
  /** Where the menu entry and the root redirect go, e.g. '/companies'. */
  path: string;
  /** i18n key of the menu entry, page title and breadcrumb. */
  labelKey: string;
  icon: ComponentType;
  /** The menu group the entry belongs to; the group's screens follow each other in the list. */
  group?: ModuleGroup;
}

/** User Management: users and roles under one menu entry. */
export const USER_MANAGEMENT_GROUP: ModuleGroup = {
  labelKey: 'app.modules.userManagement',
  path: '/user-management',
  icon: ManageAccountsIcon,
};

/**
 * The order in which the root path tries the modules. User Management stands for the user list,
 * else the role list, because both modules show the user-management route.
 */
export const ROOT_REDIRECT_ORDER: readonly ModuleName[] = [
  'Dashboard',
  'Events',
  'Companies',
  'Courses',
  'User Management',
  'Role Management',
  'Sponsorship',
];

export const MY_ACCESS_PATH = '/my-access';
export const PROFILE_PATH = '/profile';
export const NO_ACCESS_PATH = '/error/error-v3';

/**
 * Where the root path sends the user: the first screen they may view, in ROOT_REDIRECT_ORDER;
 * '/my-access' when they may view a module that has no screen; the "no module access" error page
 * when they may view no module at all.
 */
export function firstAccessiblePath(subject: PermissionSubject, screens: readonly ModuleScreen[]): string {
  const rank = (screen: ModuleScreen) => {
    const index = ROOT_REDIRECT_ORDER.indexOf(screen.module);
    return index === -1 ? ROOT_REDIRECT_ORDER.length : index;
  };
  const target = visibleScreens(subject, screens)
    .map((screen, index) => ({ screen, index }))
    .sort((a, b) => rank(a.screen) - rank(b.screen) || a.index - b.index)[0];
  if (target) return target.screen.path;
  return MODULES.some((module) => can(subject, module, 'view')) ? MY_ACCESS_PATH : NO_ACCESS_PATH;
}

/** i18n keys of the modules, in the product's order. */
export const MODULE_LABEL_KEYS: Record<ModuleName, string> = {
  Dashboard: 'app.modules.dashboard',
  Events: 'app.modules.events',
  Companies: 'app.modules.companies',
  Courses: 'app.modules.courses',
  'User Management': 'app.modules.userManagement',
  'Role Management': 'app.modules.roleManagement',
  Sponsorship: 'app.modules.sponsorship',
  Payment: 'app.modules.payment',
  'Audit Log': 'app.modules.auditLog',
  'CE Compliance': 'app.modules.compliance',
};

/** The module screens the user may view, for the side menu. */
export function visibleScreens(subject: PermissionSubject, screens: readonly ModuleScreen[]): ModuleScreen[] {
  return screens.filter((screen) => can(subject, screen.module, 'view'));
}
