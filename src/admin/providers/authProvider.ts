import type { AuthProvider, UserIdentity } from 'react-admin';
import { MESSAGES } from '../../shared/messages';
import type { Action, ModuleName } from '../../shared/modules';
import { can, hasAnyRole, type PermissionSubject, type RoleWithAccess } from '../../shared/permissions';
import { envelopeBody, envelopeMessage, type HttpClient } from './httpClient';
import {
  appSessionStorage,
  clearSession,
  dropPreview,
  isPublicPath,
  isSessionUser,
  readPreview,
  readSession,
  saveSession,
  type KeyValueStorage,
} from './session';

export const LOGIN_PATH = '/auth/login';

/** react-admin's action names, and the product's own words, to the product's actions. */
export const RA_ACTIONS: Record<string, Action> = {
  list: 'view',
  show: 'view',
  create: 'add',
  edit: 'edit',
  delete: 'delete',
  view: 'view',
  add: 'add',
  activeInactive: 'activeInactive',
};

export interface AuthProviderDeps {
  apiUrl: string;
  httpClient: HttpClient;
  /** canAccess's resource → module map, derived from the registry (src/admin/registry.ts). */
  resourceModules: Readonly<Record<string, ModuleName>>;
  storage?: KeyValueStorage;
  /** This tab's storage, which holds a preview (session.ts). */
  tab?: KeyValueStorage;
  /** Called when a refresh finds other roles than the stored ones after a refusal (403). */
  onRolesChanged?: () => void;
}

/** What a session refresh found: nothing new, other user data or roles, or no valid session. */
export type RefreshOutcome = 'unchanged' | 'changed' | 'signedOut';

/** The authProvider with the app's own call: the stored user and roles read afresh from the API. */
export interface AppAuthProvider extends AuthProvider {
  refreshSession: () => Promise<RefreshOutcome>;
  getIdentity: NonNullable<AuthProvider['getIdentity']>;
  getPermissions: NonNullable<AuthProvider['getPermissions']>;
  canAccess: NonNullable<AuthProvider['canAccess']>;
}

export interface LoginParams {
  email?: string;
  /** react-admin's stock login form names the field `username`. */
  username?: string;
  password: string;
}

export interface LogoutParams {
  everywhere?: boolean;
}

export function createAuthProvider({
  apiUrl,
  httpClient,
  resourceModules,
  storage = appSessionStorage(),
  tab = sessionStorage,
  onRolesChanged = () => window.location.reload(),
}: AuthProviderDeps): AppAuthProvider {
  const subject = (): PermissionSubject => {
    const { me, roles } = readSession(storage);
    return { role: me?.role ?? '', roles };
  };

  /**
   * The refresh under way, if any: identity and permission answers wait for it, so a screen never
   * decides on roles the server has replaced, and nothing else does (the first screen's code, its
   * data and the preferences download meanwhile).
   */
  let refreshing: Promise<RefreshOutcome> | undefined;
  const refreshed = () => refreshing?.catch(() => undefined);

  function refreshSession(): Promise<RefreshOutcome> {
    const run = readServerSession().finally(() => {
      if (refreshing === run) refreshing = undefined;
    });
    refreshing = run;
    return run;
  }

  /**
   * Roles can change while a user is signed in, so the stored `me` and `roles` are replaced by the
   * server's. A 401 ends the session; no answer at all keeps what is stored.
   */
  async function readServerSession(): Promise<RefreshOutcome> {
    const stored = readSession(storage);
    if (!stored.token) return 'unchanged';
    let body: Record<string, unknown>;
    try {
      body = envelopeBody((await httpClient(`${apiUrl}/users/me`)).json);
    } catch (error) {
      if ((error as { status?: number }).status === 401) {
        const previewing = readPreview(tab) !== null;
        clearSession(storage);
        // An expired preview ends it; the real session goes on.
        if (previewing) return (await readServerSession()) === 'signedOut' ? 'signedOut' : 'changed';
        return 'signedOut';
      }
      return 'unchanged';
    }
    const { user } = body;
    const roles = Array.isArray(body.roles) ? (body.roles as RoleWithAccess[]) : [];
    if (!isSessionUser(user)) return 'unchanged';
    const changed = JSON.stringify(user) !== JSON.stringify(stored.me) || JSON.stringify(roles) !== JSON.stringify(stored.roles);
    if (changed) saveSession(storage, { user, token: stored.token, roles });
    return changed ? 'changed' : 'unchanged';
  }

  return {
    refreshSession,

    async login({ email, username, password }: LoginParams) {
      const response = await httpClient(`${apiUrl}/users/sign-in`, {
        method: 'POST',
        body: { email: email ?? username, password },
      });
      const body = envelopeBody(response.json);
      const { user, token } = body;
      const roles = Array.isArray(body.roles) ? (body.roles as RoleWithAccess[]) : [];
      if (!isSessionUser(user) || typeof token !== 'string' || token === '') {
        throw new Error(MESSAGES.somethingWrong);
      }
      // The server refuses this case too; the check keeps a role-less session from ever being stored.
      if (!hasAnyRole({ role: user.role, roles })) throw new Error(MESSAGES.noRole);
      saveSession(storage, { user, token, roles });
      // The login page shows the message as the success toast and reloads to '/' itself.
      return { redirectTo: false, message: envelopeMessage(response.json) ?? MESSAGES.signedIn };
    },

    /** `{ everywhere: true }` (the profile panel's button) ends every session of the user, not only this one. */
    async logout(params?: LogoutParams) {
      // Signing out during a preview ends it, then the real session.
      const preview = readPreview(tab);
      if (preview?.token) {
        httpClient(`${apiUrl}/previews/end`, { method: 'POST', body: {}, headers: { Authorization: `Bearer ${preview.token}` } }).catch(() => undefined);
      }
      if (preview) dropPreview(tab);
      const { token } = readSession(storage);
      if (token && params?.everywhere) {
        // Waited for: the person must learn if their other sessions did not end, and stays signed
        // in here to try again. A 401 means this token is dead already: nothing left to keep.
        try {
          await httpClient(`${apiUrl}/users/sign-out/everywhere`, {
            method: 'POST',
            body: {},
            headers: { Authorization: `Bearer ${token}` },
          });
        } catch (error) {
          if ((error as { status?: number }).status !== 401) throw error;
        }
      } else if (token) {
        // Ends this session on the server; the header is explicit because the session is cleared
        // right away, and a failure must not keep the user signed in here.
        httpClient(`${apiUrl}/users/sign-out`, {
          method: 'POST',
          body: {},
          headers: { Authorization: `Bearer ${token}` },
        }).catch(() => undefined);
      }
      clearSession(storage);
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (readSession(storage).token || isPublicPath(window.location.pathname)) return;
      return Promise.reject({ redirectTo: LOGIN_PATH, message: false });
    },

    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401) {
        const preview = readPreview(tab);
        clearSession(storage);
        // A preview's token has expired: back to where the preview started, still signed in.
        if (preview) {
          window.location.assign(preview.startedFrom);
          return Promise.reject({ redirectTo: false, logoutUser: false, message: false });
        }
        return Promise.reject({ redirectTo: LOGIN_PATH, logoutUser: true });
      }
      // 403 keeps the user signed in (the toast shows the denial message), but their roles may have
      // changed since sign-in: the menu and buttons follow the current ones.
      if (error?.status === 403 && (await refreshSession()) === 'changed') onRolesChanged();
    },

    async getIdentity(): Promise<UserIdentity> {
      await refreshed();
      const { me } = readSession(storage);
      if (!me) throw new Error(MESSAGES.unauthorized);
      const fullName = me.name || [me.firstName, me.lastName].filter(Boolean).join(' ');
      return { ...me, id: me._id, fullName, avatar: me.picture ?? undefined };
    },

    async getPermissions(): Promise<PermissionSubject> {
      await refreshed();
      return subject();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      await refreshed();
      // Own keys only, so names like 'constructor' are unknown rather than inherited.
      if (!Object.hasOwn(resourceModules, resource) || !Object.hasOwn(RA_ACTIONS, action)) return false;
      return can(subject(), resourceModules[resource], RA_ACTIONS[action]);
    },
  };
}
