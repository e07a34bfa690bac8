import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/admin/providers/authProvider';
import { RESOURCE_MODULES } from '../../../src/admin/registry';
import { createHttpClient, type HttpClient } from '../../../src/admin/providers/httpClient';
import { keepPreview, readPreview, readSession, saveSession, sessionStorageOf, type KeyValueStorage } from '../../../src/admin/providers/session';
import { MESSAGES } from '../../../src/shared/messages';
import type { RoleWithAccess } from '../../../src/shared/permissions';

const API = 'http://localhost/api/v1/admin';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => window.history.replaceState(null, '', '/'));

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

function setup() {
  const storage = memoryStorage();
  const httpClient = createHttpClient({ getToken: () => readSession(storage).token });
  return { storage, authProvider: createAuthProvider({ resourceModules: RESOURCE_MODULES, apiUrl: API, httpClient, storage }) };
}

const envelope = (body: JsonBodyType, message: string, code = 200) => ({ status: { code, message }, body });

function answer(method: 'post', path: string, body: JsonBodyType, message: string, status = 200) {
  const requests: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(envelope(body, message, status), { status });
    }),
  );
  return requests;
}

const access = (name: string, flags: Partial<Record<'create' | 'read' | 'update' | 'delete', boolean>>) => ({
  moduleId: { _id: `m-${name}`, name },
  create: false,
  read: false,
  update: false,
  delete: false,
  ...flags,
});

const admin = {
  _id: 'u1',
  name: 'Ann Lee',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@x.co',
  phoneNumber: null,
  picture: '/uploads/a.png',
  role: 'admin',
  language: 'en',
};
const readOnlyRole: RoleWithAccess = {
  _id: 'r1',
  name: 'Read only',
  isActive: true,
  access: [access('User Management', { read: true }), access('Companies', { read: true })],
};
const inactiveRole: RoleWithAccess = {
  _id: 'r2',
  name: 'Off',
  isActive: false,
  access: [access('User Management', { create: true, read: true, update: true, delete: true })],
};

describe('login', () => {
  it('POSTs email and password, stores me, token and roles, and leaves the redirect to the login page', async () => {
    const requests = answer('post', '/users/sign-in', { user: admin, token: 'tok-1', roles: [readOnlyRole] }, MESSAGES.signedIn);
    const { storage, authProvider } = setup();

    const result: unknown = await authProvider.login({ email: 'ann@x.co', password: 'secret' });

    expect(await requests[0].json()).toEqual({ email: 'ann@x.co', password: 'secret' });
    expect(result).toEqual({ redirectTo: false, message: MESSAGES.signedIn });
    expect(Object.fromEntries(storage.values)).toEqual({
      me: JSON.stringify(admin),
      token: 'tok-1',
      roles: JSON.stringify([readOnlyRole]),
    });
  });

  it("accepts react-admin's username field as the email", async () => {
    const requests = answer('post', '/users/sign-in', { user: admin, token: 't', roles: [readOnlyRole] }, MESSAGES.signedIn);
    const { authProvider } = setup();

    await authProvider.login({ username: 'ann@x.co', password: 'secret' });

    expect(await requests[0].json()).toEqual({ email: 'ann@x.co', password: 'secret' });
  });

  it('signs in a superAdmin without roles', async () => {
    answer('post', '/users/sign-in', { user: { ...admin, role: 'superAdmin' }, token: 't', roles: [] }, MESSAGES.signedIn);
    const { storage, authProvider } = setup();

    await authProvider.login({ email: 'ann@x.co', password: 'secret' });

    expect(readSession(storage).token).toBe('t');
  });

  it('refuses a user without any role and stores nothing', async () => {
    answer('post', '/users/sign-in', { user: admin, token: 't', roles: [] }, MESSAGES.signedIn);
    const { storage, authProvider } = setup();

    await expect(authProvider.login({ email: 'ann@x.co', password: 'secret' })).rejects.toThrow(MESSAGES.noRole);
    expect(storage.values.size).toBe(0);
  });

  it("surfaces the server's refusal message (403 no role, 401 wrong password) and stores nothing", async () => {
    const { storage, authProvider } = setup();
    answer('post', '/users/sign-in', {}, MESSAGES.noRole, 403);
    const refused: unknown = await authProvider.login({ email: 'a@x.co', password: 'pw1' }).catch((error: unknown) => error);

    answer('post', '/users/sign-in', {}, MESSAGES.invalidCredentials, 401);
    const wrong: unknown = await authProvider.login({ email: 'a@x.co', password: 'pw1' }).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(HttpError);
    expect([(refused as HttpError).message, (refused as HttpError).status]).toEqual([MESSAGES.noRole, 403]);
    expect((wrong as HttpError).message).toBe(MESSAGES.invalidCredentials);
    expect(storage.values.size).toBe(0);
  });

  it('rejects with the generic message when the server cannot be reached', async () => {
    server.use(http.post(`${API}/users/sign-in`, () => HttpResponse.error()));
    const { authProvider } = setup();

    await expect(authProvider.login({ email: 'a@x.co', password: 'pw1' })).rejects.toThrow(MESSAGES.somethingWrong);
  });
});

describe('logout', () => {
  it('signs the token out on the server, clears the session and goes to the login page', async () => {
    const requests = answer('post', '/users/sign-out', {}, MESSAGES.signedOut);
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 'tok-1', roles: [readOnlyRole] });
    storage.values.set('locale', 'fr');

    await expect(authProvider.logout({})).resolves.toBe('/auth/login');

    expect(Object.fromEntries(storage.values)).toEqual({ locale: 'fr' });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(await requests[0].json()).toEqual({});
  });

  it('ignores a failed sign-out call', async () => {
    const requests = answer('post', '/users/sign-out', {}, 'Your session has expired.', 401);
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 'tok-1', roles: [] });

    await expect(authProvider.logout({})).resolves.toBe('/auth/login');

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(storage.values.size).toBe(0);
  });

  it('calls nothing when there is no token', async () => {
    const httpClient = vi.fn<HttpClient>();
    const authProvider = createAuthProvider({ resourceModules: RESOURCE_MODULES, apiUrl: API, httpClient, storage: memoryStorage() });

    await expect(authProvider.logout({})).resolves.toBe('/auth/login');

    expect(httpClient).not.toHaveBeenCalled();
  });
});

describe('checkAuth', () => {
  it('passes with a stored token', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });

    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends a signed-out visitor to the login page without a notification', async () => {
    window.history.replaceState(null, '', '/user-management/users/list');
    const { authProvider } = setup();

    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/auth/login', message: false });
  });

  it('lets a signed-out visitor open sign-in sheets and rosters', async () => {
    const { authProvider } = setup();

    window.history.replaceState(null, '', '/events/signinsheet/e1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    window.history.replaceState(null, '', '/events/roster/e1');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  it('on 401 clears the session and logs out to the login page', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });

    await expect(authProvider.checkError(new HttpError(MESSAGES.unauthorized, 401))).rejects.toEqual({
      redirectTo: '/auth/login',
      logoutUser: true,
    });
    expect(storage.values.size).toBe(0);
  });

  it('keeps the user signed in on 403 and on other errors', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });
    answerMe({ user: admin, roles: [readOnlyRole] });

    await expect(authProvider.checkError(new HttpError("You don't have access to View User!", 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError(MESSAGES.somethingWrong, 0))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Boom', 500))).resolves.toBeUndefined();
    await expect(authProvider.checkError(undefined)).resolves.toBeUndefined();
    expect(readSession(storage).token).toBe('t');
  });
});

function answerMe(body: JsonBodyType, status = 200) {
  const requests: Request[] = [];
  server.use(
    http.get(`${API}/users/me`, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(envelope(body, status === 200 ? 'Success' : MESSAGES.unauthorized, status), { status });
    }),
  );
  return requests;
}

describe('refreshSession', () => {
  const fullRole: RoleWithAccess = { ...readOnlyRole, access: [access('User Management', { read: true, update: true })] };

  it('asks nothing without a session', async () => {
    const { authProvider } = setup();
    const requests = answerMe({ user: admin, roles: [] });
    await expect(authProvider.refreshSession()).resolves.toBe('unchanged');
    expect(requests).toHaveLength(0);
  });

  it("replaces the stored user and roles with the server's current ones", async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });
    const requests = answerMe({ user: admin, roles: [fullRole] });
    await expect(authProvider.refreshSession()).resolves.toBe('changed');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer t');
    expect(readSession(storage)).toEqual({ me: admin, token: 't', roles: [fullRole] });
    await expect(authProvider.refreshSession()).resolves.toBe('unchanged');
  });

  it('ends the session when the token no longer works, and keeps it when no answer comes', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });
    server.use(http.get(`${API}/users/me`, () => HttpResponse.error()));
    await expect(authProvider.refreshSession()).resolves.toBe('unchanged');
    expect(readSession(storage).token).toBe('t');
    answerMe({}, 401);
    await expect(authProvider.refreshSession()).resolves.toBe('signedOut');
    expect(storage.values.size).toBe(0);
  });

  it('answers identity and permission questions asked during a refresh with what the server says', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });
    answerMe({ user: { ...admin, name: 'Ann Lee-Park' }, roles: [fullRole] });
    const refresh = authProvider.refreshSession();
    const [canEdit, identity] = await Promise.all([
      authProvider.canAccess!({ resource: 'users', action: 'edit' }),
      authProvider.getIdentity!(),
    ]);
    expect(canEdit).toBe(true);
    expect(identity.fullName).toBe('Ann Lee-Park');
    await expect(refresh).resolves.toBe('changed');
  });

  it('on a 403 reads the roles again, and reloads the app only when they changed', async () => {
    const storage = memoryStorage();
    const onRolesChanged = vi.fn();
    const httpClient = createHttpClient({ getToken: () => readSession(storage).token });
    const authProvider = createAuthProvider({ resourceModules: RESOURCE_MODULES, apiUrl: API, httpClient, storage, onRolesChanged });
    saveSession(storage, { user: admin, token: 't', roles: [fullRole] });
    answerMe({ user: admin, roles: [fullRole] });
    await authProvider.checkError(new HttpError("You don't have access to Edit User!", 403));
    expect(onRolesChanged).not.toHaveBeenCalled();
    answerMe({ user: admin, roles: [readOnlyRole] });
    await authProvider.checkError(new HttpError("You don't have access to Edit User!", 403));
    expect(onRolesChanged).toHaveBeenCalledOnce();
    expect(readSession(storage).roles).toEqual([readOnlyRole]);
  });
});

describe('identity and permissions', () => {
  it('getIdentity maps the stored me', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [] });

    expect(await authProvider.getIdentity?.()).toEqual({ ...admin, id: 'u1', fullName: 'Ann Lee', avatar: '/uploads/a.png' });
  });

  it('getIdentity builds the full name from first and last name when name is empty', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: { ...admin, name: '', picture: null }, token: 't', roles: [] });

    expect(await authProvider.getIdentity?.()).toMatchObject({ id: 'u1', fullName: 'Ann Lee', avatar: undefined });
  });

  it('getIdentity rejects when signed out', async () => {
    const { authProvider } = setup();

    await expect(authProvider.getIdentity?.()).rejects.toThrow();
  });

  it('getPermissions gives the permission subject', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: admin, token: 't', roles: [readOnlyRole] });

    expect(await authProvider.getPermissions?.({})).toEqual({ role: 'admin', roles: [readOnlyRole] });
  });
});

describe('canAccess', () => {
  const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'activeInactive', 'view', 'add'];

  async function allowed(roles: RoleWithAccess[], role: string, resource: string) {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: { ...admin, role }, token: 't', roles });
    const answers = await Promise.all(ACTIONS.map((action) => authProvider.canAccess!({ resource, action })));
    return ACTIONS.filter((_, index) => answers[index]);
  }

  it('lets a superAdmin do everything on every known resource', async () => {
    const resources = ['users', 'roles', 'companies', 'locations', 'sponsorships', 'dashboard', 'events', 'courses', 'payments'];
    for (const resource of resources) {
      expect(await allowed([], 'superAdmin', resource)).toEqual(ACTIONS);
    }
  });

  it('refuses unknown resources and actions, even to a superAdmin', async () => {
    const { storage, authProvider } = setup();
    saveSession(storage, { user: { ...admin, role: 'superAdmin' }, token: 't', roles: [] });

    expect(await authProvider.canAccess!({ resource: 'invoices', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'constructor', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'export' })).toBe(false);
  });

  it('gives a read-only role list and show only, and only on its modules', async () => {
    expect(await allowed([readOnlyRole], 'admin', 'users')).toEqual(['list', 'show', 'view']);
    expect(await allowed([readOnlyRole], 'admin', 'companies')).toEqual(['list', 'show', 'view']);
    // Locations ride on Companies access (spec 000 §6).
    expect(await allowed([readOnlyRole], 'admin', 'locations')).toEqual(['list', 'show', 'view']);
    expect(await allowed([readOnlyRole], 'admin', 'roles')).toEqual([]);
    expect(await allowed([readOnlyRole], 'admin', 'dashboard')).toEqual([]);
  });

  it('maps each flag to its actions (active/inactive needs delete)', async () => {
    const role = (flags: Parameters<typeof access>[1]): RoleWithAccess => ({
      isActive: true,
      access: [access('Role Management', flags)],
    });

    expect(await allowed([role({ create: true })], 'admin', 'roles')).toEqual(['create', 'add']);
    expect(await allowed([role({ update: true })], 'admin', 'roles')).toEqual(['edit']);
    expect(await allowed([role({ delete: true })], 'admin', 'roles')).toEqual(['delete', 'activeInactive']);
  });

  it('ignores an inactive role', async () => {
    expect(await allowed([inactiveRole], 'admin', 'users')).toEqual([]);
    expect(await allowed([inactiveRole, readOnlyRole], 'admin', 'users')).toEqual(['list', 'show', 'view']);
  });

  it('refuses everything when signed out', async () => {
    const { authProvider } = setup();

    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });
});

describe('during a preview', () => {
  function previewSetup() {
    const local = memoryStorage();
    const tab = memoryStorage();
    const storage = sessionStorageOf(local, tab);
    const httpClient = createHttpClient({ getToken: () => readSession(storage).token });
    saveSession(local, { user: { ...admin, role: 'superAdmin' }, token: 'real', roles: [] });
    keepPreview({ token: 'preview', me: admin, roles: [readOnlyRole], roleName: 'Viewer', startedFrom: '/user-management/roles/list' }, tab);
    return { local, tab, storage, authProvider: createAuthProvider({ resourceModules: RESOURCE_MODULES, apiUrl: API, httpClient, storage, tab }) };
  }

  it("decides with the previewed role's permissions", async () => {
    const { authProvider } = previewSetup();
    await expect(authProvider.canAccess({ resource: 'users', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ resource: 'payments', action: 'list' })).resolves.toBe(false);
  });

  it('ends the preview when its token has expired, and goes on with the real session', async () => {
    const { tab, storage, authProvider } = previewSetup();
    server.use(
      http.get(`${API}/users/me`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer preview'
          ? HttpResponse.json(envelope({}, MESSAGES.unauthorized, 401), { status: 401 })
          : HttpResponse.json(envelope({ user: { ...admin, role: 'superAdmin' }, roles: [] }, 'Success')),
      ),
    );
    await expect(authProvider.refreshSession()).resolves.toBe('changed');
    expect(readPreview(tab)).toBeNull();
    expect(readSession(storage)).toMatchObject({ token: 'real', me: { role: 'superAdmin' } });
  });

  it('signing out ends the preview on the server with its token, then the real session', async () => {
    const { local, tab, authProvider } = previewSetup();
    const ended = answer('post', '/previews/end', {}, 'The preview has ended.');
    const signedOut = answer('post', '/users/sign-out', {}, MESSAGES.signedOut);
    await authProvider.logout({});
    await vi.waitFor(() => expect(signedOut).toHaveLength(1));
    expect(ended[0]!.headers.get('authorization')).toBe('Bearer preview');
    expect(signedOut[0]!.headers.get('authorization')).toBe('Bearer real');
    expect(readPreview(tab)).toBeNull();
    expect(local.values.size).toBe(0);
  });
});
