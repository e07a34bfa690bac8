import { screen, waitFor } from '@testing-library/react';
import { Resource, useResourceContext } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { addEditRoutes } from '../../src/admin/common/resourceRoutes';
import { API_TABLE, MODULE_SCREENS, REGISTRY, RESOURCE_DEFINITIONS, RESOURCE_MODULES, RESOURCES } from '../../src/admin/registry';
import { useModuleScreens, useResourceModule, useResourcePages } from '../../src/admin/common/resourceOptions';
import { roles } from '../../src/admin/resources/roles/entry';
import { users } from '../../src/admin/resources/users/entry';
import { entryRoutes, listAt, recordAt, screenAt } from '../../src/admin/resourceEntry';
import { MODULES } from '../../src/shared/modules';
import { renderWithAdmin } from '../helpers/renderWithAdmin';

describe('REGISTRY', () => {
  it('names each resource once, with a known module', () => {
    const names = REGISTRY.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { module } of REGISTRY) if (module) expect(MODULES).toContain(module);
  });

  it('derives the menu in registry order, one screen per module', () => {
    expect(MODULE_SCREENS.map((screen) => [screen.module, screen.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Events', '/events'],
      ['Companies', '/companies'],
      ['Courses', '/courses'],
      ['CE Compliance', '/compliance'],
      ['User Management', '/user-management/users/list'],
      ['Role Management', '/user-management/roles/list'],
      ['Sponsorship', '/sponsorships'],
      ['Payment', '/payments'],
      ['Audit Log', '/audit'],
    ]);
    // Every module has its screen.
    expect(new Set(MODULE_SCREENS.map((screen) => screen.module))).toEqual(new Set(MODULES));
  });

  it('derives the path table and the permission map from the same entries', () => {
    expect(Object.keys(API_TABLE).sort()).toEqual(
      ['audit', 'companies', 'companyImports', 'compliance', 'courses', 'eventAttendees', 'events', 'locations', 'members', 'payments', 'roles', 'sponsorships', 'userImports', 'users'],
    );
    expect(API_TABLE.companies.listPath).toBe('/company/list');
    expect(API_TABLE.members.listPath).toBe('/users/list/members');
    // An event's attendees: API only, listed by the event screen for one event at a time.
    expect(API_TABLE.eventAttendees.scopedListPaths).toEqual({ eventId: '/events/{eventId}/attendees' });
    expect(RESOURCE_MODULES).toEqual({
      dashboard: 'Dashboard',
      events: 'Events',
      companies: 'Companies',
      courses: 'Courses',
      compliance: 'CE Compliance',
      users: 'User Management',
      roles: 'Role Management',
      sponsorships: 'Sponsorship',
      payments: 'Payment',
      audit: 'Audit Log',
      locations: 'Companies',
      eventAttendees: 'Events',
      // Each entity's CSV imports, under its module.
      userImports: 'User Management',
      companyImports: 'Companies',
    });
    expect(API_TABLE.companyImports).toMatchObject({ listPath: '/imports/list', extraListParams: { entity: 'companies' } });
    // The picker's route checks several modules itself: no single module grants it.
    expect(Object.hasOwn(RESOURCE_MODULES, 'members')).toBe(false);
    const pages = Object.values(RESOURCE_DEFINITIONS).flatMap(({ options }) => options.pages ?? []);
    expect(pages.map((page: { path: string }) => page.path)).toEqual(['/user-management/users', '/profile', '/user-management/roles', '/location', '/userImports', '/companyImports']);
  });

  it('gives every resource with screens a list, and create and edit flags react-admin links by (the Audit Log, the imports and CE Compliance are only read)', () => {
    // An import is made by its upload and its jobs, never by a form.
    const readOnly = ['audit', 'userImports', 'companyImports', 'compliance'];
    for (const { name, list, hasCreate, hasEdit } of RESOURCES) {
      if (!list) continue;
      const writable = !readOnly.includes(name);
      expect({ name, hasCreate, hasEdit }).toEqual({
        name,
        hasCreate: writable ? true : undefined,
        hasEdit: writable ? true : undefined,
      });
    }
  });

  it("gives each resource the paths of its screens, where the shared blocks link by default", () => {
    const paths = (name: string) => {
      const { list, add, record } = RESOURCE_DEFINITIONS[name]!.options.paths;
      return { list, add, record: record('7') };
    };
    expect(paths('courses')).toEqual({ list: '/courses', add: '/courses/add', record: '/courses/edit/7' });
    expect(paths('users')).toEqual({ list: '/user-management/users/list', add: '/user-management/users/add', record: '/user-management/users/edit/7' });
    expect(paths('roles')).toEqual({ list: '/user-management/roles/list', add: '/user-management/roles/add', record: '/user-management/roles/details/7' });
    expect(paths('userImports')).toEqual({ list: '/userImports', add: undefined, record: '/userImports/7/show' });
  });
});

describe('entryRoutes', () => {
  it("renders an entry's pages outside /<name> inside its resource's context, as its own routes are", async () => {
    const Probe = () => <p>resource: {useResourceContext() ?? 'none'}</p>;
    const routes = entryRoutes({ name: 'users', routes: [<Route key="probe" path="/user-management/users/list" element={<Probe />} />] });
    renderWithAdmin(<Routes>{routes}</Routes>, { path: '/user-management/users/list' });
    expect(await screen.findByText('resource: users')).toBeInTheDocument();
  });
});

describe("the resources' options in react-admin's context", () => {
  const Shell = () => {
    const screens = useModuleScreens();
    const pages = useResourcePages();
    const module = useResourceModule('locations');
    return <p>{JSON.stringify({ screens: screens.map((s) => s.path), pages: pages.map((p) => p.path), module })}</p>;
  };

  it('gives the shell the menu, the pages and the modules from the <Resource> options, in registry order, at the first render', () => {
    // No <Resource> is mounted here: App.tsx hands the definitions over before they register.
    renderWithAdmin(<Shell />);
    const shown = JSON.parse(screen.getByText(/screens/).textContent!);
    expect(shown.screens).toEqual(MODULE_SCREENS.map((s) => s.path));
    expect(shown.pages).toEqual(['/user-management/users', '/profile', '/user-management/roles', '/location', '/userImports', '/companyImports']);
    expect(shown.module).toBe('Companies');
  });

  it('renders every entry as a <Resource>, those without screens too', () => {
    expect(RESOURCES.map((props) => props.name)).toEqual(REGISTRY.map((entry) => entry.name));
    expect(RESOURCE_DEFINITIONS.dashboard).toMatchObject({ hasList: false, options: { module: 'Dashboard' } });
  });
});

const Stub = ({ text }: { text: string }) => <p>{text}</p>;
const ThingCreate = () => <Stub text="the add screen" />;
const ThingEdit = () => <Stub text="the edit screen" />;

/** A resource mounted as react-admin mounts it: its routes under `/<name>/*`. */
function renderResource(path: string, name: string, props: object) {
  return renderWithAdmin(
    <Routes>
      <Route path={`/${name}/*`} element={<Resource name={name} {...props} />} />
    </Routes>,
    { path },
  );
}

describe('addEditRoutes', () => {
  it("serves the spec's add and edit paths", async () => {
    renderResource('/things/add', 'things', { children: addEditRoutes('things', ThingCreate, ThingEdit) });
    expect(await screen.findByText('the add screen')).toBeInTheDocument();
  });

  it.each([
    ['/things/create', '/things/add', 'the add screen'],
    ['/things/7', '/things/edit/7', 'the edit screen'],
    ['/things/a%2Fb/show', '/things/edit/a%2Fb', 'the edit screen'],
  ])("leads react-admin's %s to %s", async (from, to, text) => {
    const { location } = renderResource(from, 'things', { children: addEditRoutes('things', ThingCreate, ThingEdit) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location()?.pathname).toBe(to);
  });
});

describe("the user and role resources' react-admin paths", () => {
  it.each([
    ['users', '/users', '/user-management/users/list'],
    ['users', '/users/create', '/user-management/users/add'],
    ['users', '/users/42', '/user-management/users/edit/42'],
    ['roles', '/roles', '/user-management/roles/list'],
    ['roles', '/roles/create', '/user-management/roles/add'],
    ['roles', '/roles/3', '/user-management/roles/details/3'],
  ])('%s: %s leads to %s', async (name, from, to) => {
    const entry = name === 'users' ? users : roles;
    const { location } = renderResource(from, name, entry.resource!);
    await waitFor(() => expect(location()?.pathname).toBe(to));
  });
});

describe('screenAt', () => {
  const screen = (name: string, path: string) => {
    const preload = vi.fn();
    const Screen = Object.assign(() => null, { preload });
    return { preload, entry: { name, resource: { list: Screen }, routes: [<Route key="x" path={path} element={<Screen />} />] } };
  };

  it("finds the lazy screen of a resource's list, or of an entry's own page", () => {
    const venues = screen('venues', '/venue-management/list');
    expect(screenAt([venues.entry], '/venues')).toBe(venues.preload);
    expect(screenAt([venues.entry], '/venue-management/list')).toBe(venues.preload);
    expect(screenAt([venues.entry], '/elsewhere')).toBeUndefined();
  });

  it('knows the first screens of the app: the user list, a company, the dashboard', () => {
    for (const path of ['/user-management/users/list', '/companies', '/companies/edit/7', '/dashboard', '/user-management/roles/list']) {
      expect(screenAt(REGISTRY, path), path).toBeTypeOf('function');
    }
    expect(screenAt(REGISTRY, '/no-such-screen')).toBeUndefined();
  });
});

describe('listAt and recordAt', () => {
  it("find the list at a path with the order it opens in, and an edit screen's record", () => {
    expect(listAt(REGISTRY, '/user-management/users/list')).toEqual({ resource: 'users', sort: { field: 'createdAt', order: 'DESC' } });
    expect(listAt(REGISTRY, '/sponsorships')).toEqual({ resource: 'sponsorships', sort: { field: 'position', order: 'ASC' } });
    expect(listAt(REGISTRY, '/dashboard')).toBeUndefined();
    expect(recordAt(REGISTRY, '/companies/edit/a%20b')).toEqual({ resource: 'companies', id: 'a b' });
    expect(recordAt(REGISTRY, '/companies')).toBeUndefined();
  });
});
