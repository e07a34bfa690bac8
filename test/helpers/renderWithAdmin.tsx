import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  Notification,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
  type Store,
  type UserIdentity,
} from 'react-admin';
import { TooltipHost } from '../../src/admin/common/sharedTooltip';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import en from '../../src/admin/messages/en';
import { RESOURCE_DEFINITIONS } from '../../src/admin/registry';
import { lightTheme } from '../../src/admin/theme';
import type { PermissionSubject } from '../../src/shared/permissions';

/** The app's English catalogue, as the app's i18nProvider serves it. */
export const englishI18nProvider = () =>
  polyglotI18nProvider(() => en, 'en', [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ]);

export const STAFF_IDENTITY: UserIdentity = {
  id: 'user-1',
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneNumber: null,
  picture: null,
  role: 'admin',
};

export const SUPER_ADMIN: PermissionSubject = { role: 'superAdmin', roles: [] };

export type FakeAuthProvider = { [K in keyof AuthProvider]-?: ReturnType<typeof vi.fn> & NonNullable<AuthProvider[K]> };

/** An authProvider of vi.fn()s: signed in as `identity` with `permissions`, unless overridden. */
export function fakeAuthProvider({
  identity = STAFF_IDENTITY,
  permissions = SUPER_ADMIN,
}: { identity?: UserIdentity; permissions?: PermissionSubject } = {}) {
  return {
    login: vi.fn(async () => ({ redirectTo: false })),
    logout: vi.fn(async () => '/auth/login'),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => identity),
    getPermissions: vi.fn(async () => permissions),
  } satisfies AuthProvider;
}

export interface RenderWithAdminOptions {
  /** The path the memory router starts at. */
  path?: string;
  authProvider?: AuthProvider;
  /** Methods of the fake dataProvider (react-admin's nine and the app's own); vi.fn()s are welcome. */
  dataProvider?: Record<string, unknown>;
  /** react-admin's store (a chosen column order …); an empty memory store by default. */
  store?: Store;
  /** The resource whose screen `ui` is, as its `<Resource>` route would provide it. */
  resource?: string;
  /** react-query's client, for a cache filled before the render as App.tsx fills it; a new one by default. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` inside react-admin's context (router, store, i18n in English, theme) with a fake
 * authProvider and dataProvider, and react-admin's toasts. `location()` is the router's location.
 */
export function renderWithAdmin(ui: ReactNode, options: RenderWithAdminOptions = {}) {
  const authProvider = options.authProvider ?? fakeAuthProvider();
  const dataProvider = testDataProvider(options.dataProvider as Partial<DataProvider>);
  let current: Location | undefined;
  const result = render(
    <TestMemoryRouter initialEntries={[options.path ?? '/']} locationCallback={(location) => (current = location)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={englishI18nProvider()}
        store={options.store ?? memoryStore()}
        queryClient={options.queryClient}
        // The app's theme, with its component defaults (forms without the browser's own validation).
        theme={lightTheme}
      >
        {/* The app's resources and their options, as App.tsx declares them. */}
        <ResourceDefinitionContextProvider definitions={RESOURCE_DEFINITIONS}>
          {options.resource ? <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider> : ui}
        </ResourceDefinitionContextProvider>
        <Notification />
        <TooltipHost />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, authProvider, dataProvider, location: () => current };
}
