import { configure, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { UserCreate } from '../../../../src/admin/resources/users/UserCreate';
import { UserEdit } from '../../../../src/admin/resources/users/UserEdit';
import type { User } from '../../../../src/shared/users';
import type { PermissionSubject } from '../../../../src/shared/permissions';
import { fakeAuthProvider, renderWithAdmin, STAFF_IDENTITY, SUPER_ADMIN } from '../../../helpers/renderWithAdmin';
import { fakeApi, type FakeCall, type FakeHandler } from '../companies/fakeApi';
import { COMPANIES, LOCATIONS_BY_COMPANY, MEMBER, MEMBERS, ROLES } from './userFormData';

export * from './userFormData';

// The user form is long: validating and re-rendering it takes seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

export const LIST_PATH = '/user-management/users/list';
export const ADD_PATH = '/user-management/users/add';
export const EDIT_PATH = '/user-management/users/edit/u1';

/** What the server answers to a user update or create: the record with the sent fields. */
const saved = (base: User, call: FakeCall) => ({ user: { ...base, ...(call.body as object) } });

export interface SetupOptions {
  user?: User;
  /** react-admin actions the signed-in user may do on users (every one by default). */
  allowed?: (action: string) => boolean;
  /** Replaces or adds fake routes. */
  routes?: Record<string, FakeHandler>;
  path?: string;
  /** The signed-in person's type and roles (a super administrator by default: every field editable). */
  permissions?: PermissionSubject;
  /** The signed-in person's id ('user-1' by default: not the edited user). */
  identityId?: string;
}

/** The user screens at their routes over the app's dataProvider and a fake API. */
export function setup({
  user = MEMBER,
  allowed = () => true,
  routes = {},
  path = EDIT_PATH,
  permissions = SUPER_ADMIN,
  identityId = STAFF_IDENTITY.id as string,
}: SetupOptions = {}) {
  const events: UserEvent = userEvent.setup({ delay: null });
  const api = fakeApi({
    'GET /users/{id}': () => ({ user, roles: [], supportStaff: [] }),
    'PUT /users/update/{id}': (call) => saved(user, call),
    'POST /users/create': (call) => saved({ ...user, _id: 'new' }, call),
    'GET /users/count/as/attendee/staff/{id}': () => ({ attendeeCount: 0, registrationCount: 0, asSupportMemberToOtherCount: 0, locationContactCount: 0 }),
    'DELETE /users/{id}': () => ({}),
    'GET /users/list/members': () => ({ users: MEMBERS, total: MEMBERS.length }),
    'GET /roles': () => ({ roles: ROLES, total: ROLES.length }),
    'GET /company/list': () => ({ companies: COMPANIES, total: COMPANIES.length }),
    'GET /locations/list/{companyId}': (_call, { companyId }) => {
      const rows = LOCATIONS_BY_COMPANY[companyId] ?? [];
      return { locations: rows, total: rows.length };
    },
    ...routes,
  });
  const authProvider = {
    ...fakeAuthProvider({ permissions, identity: { ...STAFF_IDENTITY, id: identityId } }),
    canAccess: vi.fn(async ({ action }: { action: string }) => allowed(action)),
  };
  const rendered = renderWithAdmin(
    <Routes>
      <Route path="/user-management/users/edit/:id" element={<UserEdit />} />
      <Route path={ADD_PATH} element={<UserCreate />} />
      <Route path={LIST_PATH} element={<p>The user list</p>} />
    </Routes>,
    { resource: 'users', path, dataProvider: api.dataProvider, authProvider },
  );
  const updates = () => api.callsTo('PUT', `/users/update/${user._id}`);
  const creates = () => api.callsTo('POST', '/users/create');
  return { user: events, api, ...rendered, authProvider, updates, creates };
}

/** A section of the form, by its title. */
export const section = (title: string) => screen.getByRole('region', { name: title });

/** Picks `option` in the select labelled `label`. */
export async function choose(events: UserEvent, label: RegExp, option: string) {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

/** Replaces a text field's value. */
export async function retype(events: UserEvent, field: HTMLElement, text: string) {
  await events.clear(field);
  if (text) await events.type(field, text);
}

/** The text of each row of the list named `name`. */
export const rowsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem').map((row) => row.textContent);
